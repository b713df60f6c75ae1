import ArgumentParser
import Foundation
import NumericInput

/// `numeric-input symbols`: what was read from ICU for a locale.
struct SymbolsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbols", abstract: "Print the number symbols read from ICU for a locale.",
        discussion: """
            Then the locale's percent, per-mille, currency and accounting patterns: "#" for the number, "¤" for \
            the currency. With --currency, that currency's symbol, narrow symbol, ISO code and fraction digits.
            """)

    @OptionGroup var localeOptions: LocaleOptions

    @Option(help: "An ISO 4217 code (USD, EUR, JPY): print its symbol, narrow symbol, ISO code and fraction digits.")
    var currency: String?

    @Flag(help: "Print every ICU locale id instead, one per line.")
    var listLocales = false

    func run() throws {
        if listLocales {
            NumberSymbols.availableLocaleIdentifiers.forEach { print($0) }
            return
        }
        let symbols = try localeOptions.symbols()
        let id = localeOptions.locale ?? symbols.localeIdentifier
        // Everything is read before anything is printed: an unknown currency prints nothing but the error.
        let template: StyleTemplate
        let names: StyleTemplate.Currency?
        do throws(LocaleError) {
            template = try StyleTemplate.forLocale(id)
            names = try currency.map { code throws(LocaleError) in try StyleTemplate.currency(code, locale: id) }
        } catch {
            FileHandle.standardError.write(Data("numeric-input: \(error.message)\n".utf8))
            throw ExitCode(2)
        }
        print(symbols)
        print("percent sign: \(Self.spell(template.percentSymbol))")
        print("per-mille sign: \(Self.spell(template.perMilleSymbol))")
        for (name, pair) in [("percent", template.percent), ("currency", template.currency),
                             ("accounting", template.accounting)] {
            print("\(name) pattern: positive \(Self.spell(pair.positive.prefix + "#" + pair.positive.suffix)), "
                  + "negative \(Self.spell(pair.negative.prefix + "#" + pair.negative.suffix))")
        }
        if let names {
            print("currency: \(names.code)")
            print("currency symbol: \(Self.spell(names.symbol))")
            print("narrow symbol: \(Self.spell(names.otherSymbols.first ?? names.symbol))")
            print("ISO code: \(names.code)")
            print("fraction digits: \(names.fractionDigits.map(String.init) ?? "none")")
        }
    }

    /// "12 %" → "12 % (U+0031 U+0032 U+00A0 U+0025)": the text, unless it holds invisible format characters,
    /// then each scalar.
    static func spell(_ text: String) -> String {
        let codes = text.unicodeScalars.map { scalar -> String in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        let shown = text.unicodeScalars.contains { $0.properties.generalCategory == .format } ? "" : text + " "
        return shown + "(" + codes.joined(separator: " ") + ")"
    }
}
