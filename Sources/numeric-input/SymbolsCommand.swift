import ArgumentParser
import NumericInput

/// `numeric-input symbols`: what was read from ICU for a locale.
struct SymbolsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbols", abstract: "Print the number symbols read from ICU for a locale.")

    @Option(help: "Locale id. Default: the current locale.")
    var locale: String?

    @Flag(help: "Print every ICU locale id instead, one per line.")
    var listLocales = false

    func run() throws {
        if listLocales {
            NumberSymbols.availableLocaleIdentifiers.forEach { print($0) }
            return
        }
        let symbols = try locale.map { id throws(LocaleError) in try NumberSymbols(locale: id) }
            ?? NumberSymbols.current()
        print(symbols)
    }
}
