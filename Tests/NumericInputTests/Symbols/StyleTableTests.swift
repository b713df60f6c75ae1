#if NUMERICINPUT_SYSTEM_ICU
import _ICUReference
#endif
@testable import NumericInput
import Testing

/// The generated style table (Sources/NumericInput/LocaleTable/StyleTable*.swift): what it holds, and, with
/// system ICU, that the `StyleSymbols` it builds are ICU's, field by field.
@Suite("Style table")
struct StyleTableTests {
    static let table = StyleTable.shared

    // MARK: - Without ICU

    @Test func tableHoldsEveryDataLocaleAndCurrency() throws {
        let dataLocales = LocaleTable.shared.dataLocales
        #expect(Self.table.locales.count == dataLocales.count)
        #expect(Self.table.locales.map(\.identifier) == dataLocales.map(\.identifier))
        #expect(Self.table.currencies.count == 305)
        #expect(Self.table.currencies["JPY"]?.fractionDigits == 0)
        #expect(Self.table.currencies["KWD"]?.fractionDigits == 3)
        #expect(Self.table.currencies["USD"]?.fractionDigits == 2)
        // Every locale and numbering system has a template, and every template a percent sign.
        for (index, locale) in dataLocales.enumerated() {
            for system in ["latn", locale.defaultSystem, locale.nativeSystem, "arab", "deva", "thai"] {
                let template = try #require(Self.table.template(dataLocale: index, system: system))
                #expect(!template.percentSymbol.isEmpty, "\(locale.identifier) \(system)")
            }
        }
    }

    @Test func seedLocalesFromTheTable() throws {
        let euros = try TableStyles.styleSymbols(for: "de_DE", style: .currency("EUR"),
                                                 base: try TableLocales.symbols(for: "de_DE"))
        #expect(euros.positive.first == .init(prefix: "", suffix: "\u{A0}€"))
        #expect(euros.positive.contains(.init(prefix: "", suffix: "\u{A0}EUR")))
        #expect(euros.fractionDigits == 2)
        let swiss = try TableStyles.styleSymbols(for: "de_CH", style: .currency("CHF"),
                                                 base: try TableLocales.symbols(for: "de_CH"))
        #expect(swiss.negative.first == .init(prefix: "CHF-", suffix: ""))
        let dollars = try TableStyles.styleSymbols(for: "en_US", style: .accounting("USD"),
                                                   base: try TableLocales.symbols(for: "en_US"))
        #expect(dollars.negative.first == .init(prefix: "($", suffix: ")"))
        let percent = try TableStyles.styleSymbols(for: "fr_FR", style: .perMille,
                                                   base: try TableLocales.symbols(for: "fr_FR"))
        #expect(percent.positive.first?.suffix.unicodeScalars.last == "‰")
        // A currency the table names for no locale: its ISO code only, its fraction digits from ICU.
        let reais = try TableStyles.styleSymbols(for: "en_US", style: .currency("BRL"),
                                                 base: try TableLocales.symbols(for: "en_US"))
        #expect(reais.positive == [.init(prefix: "BRL\u{A0}", suffix: "")])
        #expect(reais.fractionDigits == 2)
        for code in ["XYZ", "usd", "EURO", "", "U$D"] {
            #expect(throws: LocaleError.self) {
                try TableStyles.styleSymbols(for: "en_US", style: .currency(code),
                                             base: try TableLocales.symbols(for: "en_US"))
            }
        }
    }

    @Test(arguments: [
        ("ja_JP", "JPY"), ("de", nil), ("de_US", "USD"), ("de-DE-u-cu-usd", "USD"), ("de_DE@rg=chzzzz", "CHF"),
        ("es_419", nil), ("en_150", nil), ("hi_IN", "INR"), ("ar_KW", "KWD"),
    ] as [(String, String?)])
    func currencyCodeFromTheTable(identifier: String, code: String?) throws {
        #expect(try TableStyles.currencyCode(for: identifier) == code)
    }

    // MARK: - Against ICU

    #if NUMERICINPUT_SYSTEM_ICU
    /// The styles the table must build exactly as ICU: percent, per mille, and money in the named currencies and
    /// the locale's own.
    static func styles(own: String?) -> [NumberStyle] {
        let codes = Set(StyleTable.namedCurrencies + (own.map { [$0] } ?? [])).sorted()
        return [.percent, .perMille] + codes.flatMap { [NumberStyle.currency($0), .accounting($0)] }
    }

    /// Field by field, so a failure names what differs.
    static func differences(_ icu: StyleSymbols, _ table: StyleSymbols) -> [String] {
        var result: [String] = []
        if icu.style != table.style { result.append("style \(icu.style) vs \(table.style)") }
        if icu.positive != table.positive { result.append("positive \(icu.positive) vs \(table.positive)") }
        if icu.negative != table.negative { result.append("negative \(icu.negative) vs \(table.negative)") }
        if icu.fractionDigits != table.fractionDigits {
            result.append("fraction digits \(String(describing: icu.fractionDigits)) vs \(String(describing: table.fractionDigits))")
        }
        if icu.numberSymbols != table.numberSymbols {
            result.append("number symbols \(String(describing: icu.numberSymbols)) vs \(String(describing: table.numberSymbols))")
        }
        return result
    }

    static func compare(_ id: String, _ style: NumberStyle) -> String? {
        do {
            let icu = try StyleSymbols(locale: id, style: style)
            let table = try TableStyles.styleSymbols(for: id, style: style, base: try NumberSymbols(locale: id))
            let differences = differences(icu, table)
            return differences.isEmpty ? nil : "\(id) \(style): \(differences.joined(separator: "; "))"
        } catch {
            return "\(id) \(style): \(error)"
        }
    }

    /// Every listed locale, every style and named currency: the same `StyleSymbols` as ICU.
    @Test func everyListedLocaleBuildsICUsStyles() throws {
        var failures: [String] = []
        var checked = 0
        for id in NumberSymbols.availableLocaleIdentifiers {
            let own = try StyleSymbols.currencyCode(locale: id)
            #expect(try TableStyles.currencyCode(for: id) == own, "\(id)")
            for style in Self.styles(own: own) {
                checked += 1
                if let failure = Self.compare(id, style) { failures.append(failure) }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(checked): \(failures.prefix(10))")
        #expect(checked > 15_000)
    }

    /// Other numbering systems and id shapes: the table's templates per system, its fallback for unlisted ids.
    @Test func numberingSystemsAndIdShapesBuildICUsStyles() throws {
        var ids = NumberSymbols.availableLocaleIdentifiers.map { $0 + "@numbers=latn" }
        ids += ["ar_EG@numbers=arab", "hi_IN@numbers=native", "fa_IR@numbers=latn", "de@numbers=arab",
                "zh@numbers=hanidec", "th_TH@numbers=native", "bn_BD", "my_MM", "de_US", "iw_IL", "de-CH-u-nu-thai",
                "sr_Latn_RS", "zh_Hant_TW", "en-US-u-cu-eur", "ja-JP-u-rg-uszzzz"]
        var failures: [String] = []
        for id in ids {
            let own = try StyleSymbols.currencyCode(locale: id)
            #expect(try TableStyles.currencyCode(for: id) == own, "\(id)")
            let styles: [NumberStyle] = ids.count > 20 && id.hasSuffix("@numbers=latn")
                ? [.percent, .currency(own ?? "EUR"), .accounting("USD")] : Self.styles(own: own)
            for style in styles {
                if let failure = Self.compare(id, style) { failures.append(failure) }
            }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(10))")
    }

    /// Each region's currency, through ids ICU does not list, and the id shapes of the locale table's test.
    @Test func currencyCodesAgreeWithICU() throws {
        var failures: [String] = []
        let ids = LocaleTable.shared.regions.sorted().map { "en_" + $0 } + LocaleTableTests.shapes
            + ["de_DE@currency=chf", "de-DE-u-cu-xyz", "de_DE_EURO", "fr_FR_PREEURO", "de@rg=atzzzz", "de@rg=at"]
        for id in ids {
            guard let icu = try? StyleSymbols.currencyCode(locale: id) else { continue }
            let table = try TableStyles.currencyCode(for: id)
            if icu != table { failures.append("\(id): ICU \(icu ?? "none"), table \(table ?? "none")") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    /// A currency outside the named ones without ICU: written by its ISO code, it reads as ICU reads it.
    @Test func otherCurrenciesByISOCodeReadAsICU() throws {
        let values = ["1234.5", "-1234.5", "0.25"]
        var failures: [String] = []
        var checked = 0
        for id in NumberSymbols.availableLocaleIdentifiers {
            let symbols = try NumberSymbols(locale: id)
            for code in ["BRL", "SEK", "MXN", "CVE", "BHD", "XAU"] {
                let table = try TableStyles.styleSymbols(for: id, style: .currency(code), base: symbols)
                let icuSymbols = try StyleSymbols(locale: id, style: .currency(code))
                #expect(table.fractionDigits == icuSymbols.fractionDigits)
                let validator = NumericValidator(symbols: symbols, kind: .decimal, grouping: .strict, style: table)
                let icu = try #require(ICUNumberFormat(locale: id, style: .currencyISO(code)))
                for value in values {
                    guard let text = icu.format(value), let parsed = icu.parseStrict(text),
                          parsed.parsedLength == text.utf16.count else { continue }
                    checked += 1
                    if validator.verdict(for: text).value != NumericValue(parsed.value) {
                        failures.append("\(id) \(code) \(text.debugDescription): \(validator.verdict(for: text))")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(checked): \(failures.prefix(10))")
        #expect(checked > 10_000)
    }
    #endif
}
