import NumericInput
import Testing

/// One paste reader serves the rule and the field: the same text pasted into `InputRule.evaluate` (with pastes
/// read) and into a `NumericField` gives the same number, certainty and alternative.
@Suite("Paste readings: the rule and the field read alike")
struct PasteReadingTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let locale: String
        let paste: String
        /// The value read (ASCII decimal), nil when the paste does not read as a number.
        let value: String?
        let certainty: PasteReading.Certainty?
        let alternative: String?

        init(_ locale: String, _ paste: String, _ value: String?, _ certainty: PasteReading.Certainty? = .certain,
             alternative: String? = nil) {
            (self.locale, self.paste, self.value, self.certainty, self.alternative)
                = (locale, paste, value, value == nil ? nil : certainty, alternative)
        }

        var testDescription: String { "\(locale) \(paste.debugDescription)" }
    }

    static let rows: [Row] = [
        Row("en_US", "1,234.56", "1234.56"),
        Row("en_US", "1.234", "1.234", .ambiguous, alternative: "1234"),
        Row("en_US", "1,23", "1.23"),
        Row("en_US", "1 234,5", "1234.5"),
        Row("en_US", "१२३", "123"),
        Row("en_US", "\u{2013}5", "-5"),            // an en dash from a word processor
        Row("en_US", "\u{FF0D}12", "-12"),          // a full-width hyphen-minus from an input method
        Row("en_US", "12 kg", nil),
        Row("de_DE", "1,234.56", "1234.56"),
        Row("de_DE", "1.234", "1234", .ambiguous, alternative: "1.234"),
        Row("de_DE", "1.234,50", "1234.5"),
        Row("de_DE", "0.500", "0.5"),
        Row("de_DE", "1.23.4,5", nil),
        Row("fr_FR", "1\u{202F}234,56", "1234.56"),
        Row("fr_FR", "1 234,56", "1234.56"),
        Row("fr_FR", "1\u{2009}234,56", "1234.56"),  // a thin space: SI's digit grouping
        Row("fr_FR", "1.234,5", "1234.5"),
        Row("hi_IN", "12,34,567.5", "1234567.5"),
        Row("hi_IN", "1,234,567", "1234567"),
        Row("ar_EG", "١٬٢٣٤٫٥", "1234.5"),
        Row("ar_EG", "1,234.5", "1234.5"),
        Row("ar_EG", "\u{061C}-١٢", "-12"),
    ]

    @Test(arguments: rows)
    func ruleAndFieldReadAlike(_ row: Row) throws {
        let validator = try NumericValidator(locale: row.locale, kind: .decimal)
        let rule = InputRule.number(validator)
        let decision = try rule.normalizingPastes().evaluate(current: "", utf16Offset: 0, utf16Length: 0,
                                                             replacement: row.paste)
        var field = NumericField(rule: rule)
        let change = try field.apply(.paste(row.paste))

        #expect(decision.paste == change.paste, "the rule's reading and the field's differ")
        #expect(decision.paste?.value == row.value.flatMap(NumericValue.init), "value")
        #expect(decision.paste?.certainty == row.certainty, "certainty")
        #expect(decision.paste?.alternative == row.alternative.flatMap(NumericValue.init), "alternative")
        if let reading = decision.paste {
            // Both put the reading's text, in the locale's symbols, where the paste went.
            #expect(try decision.text(current: "", utf16Offset: 0, utf16Length: 0, replacement: row.paste)
                    == reading.text)
            #expect(field.text == reading.text)
            #expect(validator.verdict(for: reading.text).value == reading.value)
        }
    }
}
