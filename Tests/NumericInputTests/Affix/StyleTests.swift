#if NUMERICINPUT_SYSTEM_ICU
import _ICUReference
#endif
import Foundation
import NumericInput
import Testing

/// Money and percent fields: what ICU writes is complete with ICU's value; half-typed affixes are partial; wrong
/// affixes are invalid with the reason a person needs.
@Suite("Styles: percent, per mille, currency, accounting")
struct StyleTests {
    #if NUMERICINPUT_SYSTEM_ICU
    /// Every locale ICU lists: percent, its own currency, EUR and JPY (symbol and ISO forms), and accounting in
    /// its own currency, at positive, negative and fractional values, formatted by ICU with grouping. Each text
    /// ICU's strict parse reads whole must be complete with the same value.
    @Test func everyICUTextIsCompleteWithICUsValue() throws {
        let values = ["1234.5", "-1234.5", "0.25", "1234567.891", "-0.5", "7"]
        var checked = 0
        var failures: [String] = []
        for locale in NumberSymbols.availableLocaleIdentifiers {
            let own = try StyleSymbols.currencyCode(locale: locale)
            var styles: [(NumberStyle, [ICUNumberFormat.Style])] = [
                (.percent, [.percent]),
                (.currency("EUR"), [.currency("EUR"), .currencyISO("EUR")]),
                (.currency("JPY"), [.currency("JPY"), .currencyISO("JPY")]),
            ]
            if let own {
                styles.append((.currency(own), [.currency(own), .currencyISO(own)]))
                styles.append((.accounting(own), [.accounting(own)]))
            }
            for (style, icuStyles) in styles {
                let validator = try NumericValidator(locale: locale, kind: .decimal, grouping: .strict, style: style)
                for icuStyle in icuStyles {
                    let icu = try #require(ICUNumberFormat(locale: locale, style: icuStyle))
                    for value in values {
                        guard let text = icu.format(value), let parsed = icu.parseStrict(text),
                              parsed.parsedLength == text.utf16.count else { continue }
                        checked += 1
                        let verdict = validator.verdict(for: text)
                        if verdict.value != NumericValue(parsed.value) {
                            failures.append("\(locale) \(style) \(text.debugDescription): \(verdict), ICU \(parsed.value)")
                        }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(checked): \(failures.prefix(20))")
        // 805 locales, at least four styles each, six values: most of them read back by ICU.
        #expect(checked > 30_000, "only \(checked) texts were checked")
    }
    #endif

    struct Row: CustomTestStringConvertible, Sendable {
        let locale: String
        let style: NumberStyle
        let text: String
        /// "complete:VALUE", "partial", or "invalid:REASON@OFFSET".
        let expected: String
        var testDescription: String { "\(locale) \(style.name) \(text.debugDescription) → \(expected)" }
    }

    static let rows: [Row] = [
        // Complete, with and without affixes; spacing interchangeable or absent.
        Row(locale: "en_US", style: .currency("USD"), text: "$1,234.56", expected: "complete:1234.56"),
        Row(locale: "en_US", style: .currency("USD"), text: "1,234.56", expected: "complete:1234.56"),
        Row(locale: "en_US", style: .currency("USD"), text: "-$1,234.56", expected: "complete:-1234.56"),
        Row(locale: "en_US", style: .currency("USD"), text: "USD 5", expected: "complete:5"),
        Row(locale: "de_DE", style: .currency("EUR"), text: "1.234,56 €", expected: "complete:1234.56"),
        Row(locale: "de_DE", style: .currency("EUR"), text: "1.234,56\u{A0}€", expected: "complete:1234.56"),
        Row(locale: "de_DE", style: .currency("EUR"), text: "1.234,56\u{202F}€", expected: "complete:1234.56"),
        Row(locale: "de_DE", style: .currency("EUR"), text: "1.234,56€", expected: "complete:1234.56"),
        Row(locale: "de_DE", style: .currency("EUR"), text: "1.234,56", expected: "complete:1234.56"),
        Row(locale: "de_CH", style: .currency("CHF"), text: "CHF-1’234.56", expected: "complete:-1234.56"),
        Row(locale: "de_DE", style: .percent, text: "12 %", expected: "complete:0.12"),
        Row(locale: "de_DE", style: .percent, text: "12", expected: "complete:0.12"),
        Row(locale: "fr_FR", style: .perMille, text: "5 ‰", expected: "complete:0.005"),
        Row(locale: "en_US", style: .accounting("USD"), text: "($1,234.56)", expected: "complete:-1234.56"),
        Row(locale: "ja_JP", style: .currency("JPY"), text: "¥1,234", expected: "complete:1234"),
        Row(locale: "ja_JP", style: .currency("JPY"), text: "￥1,234", expected: "complete:1234"),
        // Partial: a lone affix or sign, a half-typed suffix, an unclosed parenthesis.
        Row(locale: "en_US", style: .currency("USD"), text: "$", expected: "partial"),
        Row(locale: "en_US", style: .currency("USD"), text: "-", expected: "partial"),
        Row(locale: "en_US", style: .currency("USD"), text: "-$", expected: "partial"),
        Row(locale: "de_DE", style: .currency("EUR"), text: "12 ", expected: "partial"),
        Row(locale: "en_US", style: .accounting("USD"), text: "(", expected: "partial"),
        Row(locale: "en_US", style: .accounting("USD"), text: "($1,234.56", expected: "partial"),
        Row(locale: "en_US", style: .currency("USD"), text: "", expected: "partial"),
        // Invalid, with a reason.
        Row(locale: "en_US", style: .currency("USD"), text: "€5", expected: "invalid:wrong-currency@0"),
        Row(locale: "en_US", style: .currency("USD"), text: "EUR 5", expected: "invalid:wrong-currency@0"),
        Row(locale: "en_US", style: .currency("USD"), text: "5 EUR", expected: "invalid:wrong-currency@1"),
        Row(locale: "en_US", style: .currency("USD"), text: "$1$", expected: "invalid:misplaced-affix@2"),
        Row(locale: "en_US", style: .currency("USD"), text: "$1$2", expected: "invalid:misplaced-affix@2"),
        Row(locale: "en_US", style: .currency("USD"), text: "12%", expected: "invalid:affix-not-allowed@2"),
        Row(locale: "de_DE", style: .percent, text: "12 €", expected: "invalid:affix-not-allowed@2"),
        Row(locale: "en_US", style: .currency("USD"), text: "(5)", expected: "invalid:affix-not-allowed@0"),
        Row(locale: "en_US", style: .currency("USD"), text: "$1.234", expected: "invalid:too-many-fraction-digits@5"),
        Row(locale: "ja_JP", style: .currency("JPY"), text: "¥1.5", expected: "invalid:too-many-fraction-digits@3"),
        Row(locale: "ar_KW", style: .currency("KWD"), text: "1٫2345", expected: "invalid:too-many-fraction-digits@5"),
    ]

    @Test(arguments: rows)
    func documentedCase(_ row: Row) throws {
        let validator = try NumericValidator(locale: row.locale, kind: .decimal, grouping: .strict, style: row.style)
        let verdict = validator.verdict(for: row.text)
        let compact: String = switch verdict {
        case .complete(let value): "complete:\(value?.canonical ?? "")"
        case .partial: "partial"
        case .invalid(let reason, let offset): "invalid:\(reason.name)@\(offset)"
        }
        #expect(compact == row.expected)
        // The rule and the status agree with the validator.
        #expect(validator.status(of: row.text) == verdict.status)
        #expect(InputRule.number(validator).verdict(for: row.text) == verdict)
        #expect(validator.verdict(forUTF16: Array(row.text.utf16)) == verdict)
    }

    @Test func typingAnAmountPassesOnlyThroughPartialAndComplete() throws {
        let rule = InputRule.number(try NumericValidator(locale: "de_DE", kind: .decimal, grouping: .strict,
                                                         style: .currency("EUR")))
        var text = ""
        for key in "-1.234,56 €" {
            let decision = try rule.evaluate(current: text, utf16Offset: text.utf16.count, utf16Length: 0,
                                             replacement: String(key))
            #expect(decision.isAccepted, "\(text.debugDescription) + \(key)")
            text.append(key)
        }
        #expect(rule.verdict(for: text).value == NumericValue("-1234.56"))
    }

    /// Random texts over the characters money fields see: no trap, and every prefix of a complete text is partial
    /// or complete (typing passes only through acceptable texts).
    @Test func randomTextsNeverTrapAndCompleteTextsHaveAcceptablePrefixes() throws {
        let alphabet = Array("0123456789,.-+() $€%¥USDEUR\u{A0}\u{202F}\u{200F}\u{061C}٫٬١٢")
        var generator = SystemRandomNumberGenerator()
        var completes = 0
        for (locale, style) in [("en_US", NumberStyle.accounting("USD")), ("de_DE", .currency("EUR")),
                                ("ar_EG", .currency("EGP")), ("fr_FR", .percent), ("ja_JP", .currency("JPY"))] {
            let validator = try NumericValidator(locale: locale, kind: .decimal, grouping: .strict, style: style)
            for _ in 0..<3_000 {
                let length = Int.random(in: 0...8, using: &generator)
                let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
                let verdict = validator.verdict(for: text)
                #expect(validator.status(of: text) == verdict.status)
                if case .invalid(_, let offset) = verdict { #expect(offset <= text.utf16.count) }
                guard verdict.isComplete else { continue }
                completes += 1
                var prefix = ""
                for character in text {
                    #expect(!validator.verdict(for: prefix).isInvalid,
                            "\(locale) \(style.name): \(prefix.debugDescription) of \(text.debugDescription)")
                    prefix.append(character)
                }
            }
        }
        #expect(completes > 100, "only \(completes) complete texts came up")
    }

    /// An edit's decision reads the styled text for its status alone (no value is made); the whole text's verdict
    /// reads it with the value. Every edit of random texts, at every offset, decides as the verdict of the text it
    /// makes: accepted with its status where that is complete or partial, refused with its rejection where it is
    /// invalid (deletions aside, which the default policy lets through).
    @Test func editsDecideAsTheVerdictOfTheTextTheyMake() throws {
        let alphabet = Array("0123456789,.-() $€%USDEUR\u{A0}\u{200F}\u{061C}٫١")
        var generator = SystemRandomNumberGenerator()
        var compared = 0
        for (locale, style) in [("en_US", NumberStyle.accounting("USD")), ("de_DE", .currency("EUR")),
                                ("ar_EG", .currency("EGP")), ("fr_FR", .percent), ("en_US", .currency("USD"))] {
            let validator = try NumericValidator(locale: locale, kind: .decimal, grouping: .strict, style: style)
            let rule = InputRule.number(validator)
            for _ in 0..<300 {
                let length = Int.random(in: 0...7, using: &generator)
                let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
                let key = String(alphabet.randomElement(using: &generator)!)
                let units = Array(text.utf16)
                for offset in 0...units.count {
                    guard let before = String(utf16CodeUnits: Array(units[..<offset]), count: offset).nilIfLossy,
                          let after = String(utf16CodeUnits: Array(units[offset...]), count: units.count - offset)
                            .nilIfLossy else { continue }
                    let decision = try rule.evaluate(current: text, utf16Offset: offset, utf16Length: 0,
                                                     replacement: key)
                    let verdict = rule.verdict(for: before + key + after)
                    let context = "\(locale) \(style.name): \(text.debugDescription) + \(key.debugDescription) "
                        + "at \(offset)"
                    if verdict.isInvalid {
                        #expect(decision.rejection == verdict.rejection, "\(context)")
                    } else {
                        #expect(decision.status == verdict.status, "\(context)")
                    }
                    compared += 1
                }
            }
        }
        #expect(compared > 5_000)
    }

    @Test func formatStyleOverAStyledValidator() throws {
        let validator = try NumericValidator(locale: "en_US", kind: .decimal, grouping: .strict,
                                             style: .accounting("USD"))
        #expect(validator.format(NumericValue("-1234.5")!) == "($1,234.50)")
        let style = NumericFormatStyle<Decimal>(validator: validator)
        #expect(style.format(Decimal(string: "1234.5")!) == "$1,234.50")
        #expect(try style.parseStrategy.parse("($1,234.50)") == Decimal(string: "-1234.5")!)
        // Styles of two currencies are not equal, and a styled format style round-trips through Codable.
        let euros = NumericFormatStyle<Decimal>(validator: try NumericValidator(
            locale: "en_US", kind: .decimal, grouping: .strict, style: .accounting("EUR")))
        #expect(style != euros)
        let decoded = try JSONDecoder().decode(NumericFormatStyle<Decimal>.self, from: try JSONEncoder().encode(style))
        #expect(decoded == style)
        let percent = try NumericValidator(locale: "de_DE", kind: .decimal, style: .percent)
        #expect(percent.format(NumericValue("0.125")!) == "12,5\u{A0}%")
    }

    @Test func badCurrencyCodesAreTypedErrors() {
        for code in ["XYZ", "usd", "EURO", "", "U$D"] {
            #expect(throws: LocaleError.self, "\(code)") {
                try NumericValidator(locale: "en_US", kind: .decimal, style: .currency(code))
            }
            do {
                _ = try StyleSymbols(locale: "en_US", style: .currency(code))
            } catch {
                #expect(error.code == .unknownCurrency, "\(code): \(error)")
            }
        }
        #expect(throws: LocaleError.self) { try NumericValidator(locale: "xx_YY", style: .percent) }
    }
}

private extension String {
    /// Nil when the string came from UTF-16 with a lone surrogate (replaced by U+FFFD), so a split pair is skipped.
    var nilIfLossy: String? { contains("\u{FFFD}") ? nil : self }
}
