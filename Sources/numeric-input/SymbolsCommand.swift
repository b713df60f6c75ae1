import ArgumentParser
import NumericInput

/// `numeric-input symbols`: what was read from ICU for a locale.
struct SymbolsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbols", abstract: "Print the number symbols read from ICU for a locale.")

    @OptionGroup var localeOptions: LocaleOptions

    @Flag(help: "Print every ICU locale id instead, one per line.")
    var listLocales = false

    func run() throws {
        if listLocales {
            NumberSymbols.availableLocaleIdentifiers.forEach { print($0) }
            return
        }
        print(try localeOptions.symbols())
    }
}
