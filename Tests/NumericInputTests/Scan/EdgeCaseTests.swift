import NumericInput
import Testing

/// One row of the edge-case table in Sources/NumericInput/NumericInput.docc/EdgeCases.md.
struct EdgeCase: CustomTestStringConvertible, Sendable {
    var locale = "de_DE"
    var kind = NumericKind.numeric
    var grouping = GroupingPolicy.none
    var text: String
    /// "complete:VALUE", "partial", or "invalid:REASON@OFFSET".
    var expected: String

    var testDescription: String { "\(locale) \(kind) \(grouping) \(text.debugDescription) → \(expected)" }
}

extension Verdict {
    /// The same compact form the table uses.
    var compact: String {
        switch self {
        case .complete(let value): "complete:\(value?.canonical ?? "")"
        case .partial: "partial"
        case .invalid(let reason, let offset): "invalid:\(reason.name)@\(offset)"
        }
    }
}

let edgeCases: [EdgeCase] = [
    // Empty, signs
    EdgeCase(text: "", expected: "partial"),
    EdgeCase(text: "-", expected: "partial"),
    EdgeCase(text: "+", expected: "partial"),
    EdgeCase(text: "+1", expected: "complete:1"),
    EdgeCase(text: "-0", expected: "complete:0"),
    EdgeCase(text: "--5", expected: "invalid:misplaced-symbol@1"),
    EdgeCase(text: "5-", expected: "invalid:misplaced-symbol@1"),
    // Decimal separator at the ends
    EdgeCase(text: "1,", expected: "complete:1"),
    EdgeCase(text: ",5", expected: "complete:0.5"),
    EdgeCase(text: ",", expected: "partial"),
    EdgeCase(text: "-,", expected: "partial"),
    EdgeCase(text: "-,5", expected: "complete:-0.5"),
    EdgeCase(text: "1,5,", expected: "invalid:misplaced-symbol@3"),
    // Leading and trailing zeros
    EdgeCase(text: "007", expected: "complete:7"),
    EdgeCase(text: "0,0", expected: "complete:0"),
    EdgeCase(text: "-1,50", expected: "complete:-1.5"),
    // Exponents
    EdgeCase(text: "1e", expected: "partial"),
    EdgeCase(text: "1e-", expected: "partial"),
    EdgeCase(text: "1E+5", expected: "complete:100000"),
    EdgeCase(text: "1e3", expected: "complete:1000"),
    EdgeCase(text: "1,e5", expected: "complete:100000"),
    EdgeCase(text: "1,5e-3", expected: "complete:0.0015"),
    EdgeCase(text: "e5", expected: "invalid:misplaced-symbol@0"),
    EdgeCase(text: "-e5", expected: "invalid:misplaced-symbol@1"),
    EdgeCase(text: ",e5", expected: "invalid:misplaced-symbol@1"),
    EdgeCase(text: "1e5e", expected: "invalid:misplaced-symbol@3"),
    EdgeCase(text: "1e999999999", expected: "complete:1e999999999"),
    // Our own limit on a typed exponent, not ICU's: ICU's strict parse reads it as 1E+1000000000 (ICUAgreementTests).
    EdgeCase(text: "1e1000000000", expected: "invalid:exponent-out-of-range@11"),
    // Whitespace and strangers
    EdgeCase(text: " 1", expected: "invalid:unexpected-character@0"),
    EdgeCase(text: "1 ", expected: "invalid:unexpected-character@1"),
    EdgeCase(text: "1x", expected: "invalid:unexpected-character@1"),
    EdgeCase(text: "1\u{0}", expected: "invalid:unexpected-character@1"),
    // The other locale's separator
    EdgeCase(text: "1.5", expected: "invalid:grouping-separator-not-allowed@1"),
    EdgeCase(locale: "en_US", text: "1,5", expected: "invalid:grouping-separator-not-allowed@1"),
    // Strict grouping
    EdgeCase(grouping: .strict, text: "1.00", expected: "partial"),
    EdgeCase(grouping: .strict, text: "1.0000", expected: "invalid:misplaced-grouping-separator@5"),
    EdgeCase(grouping: .strict, text: "1.234,5", expected: "complete:1234.5"),
    EdgeCase(grouping: .strict, text: "1234.567", expected: "invalid:misplaced-grouping-separator@4"),
    EdgeCase(grouping: .strict, text: "1.23,4", expected: "invalid:misplaced-grouping-separator@4"),
    EdgeCase(grouping: .strict, text: ".5", expected: "invalid:misplaced-grouping-separator@0"),
    EdgeCase(grouping: .strict, text: "1..2", expected: "invalid:misplaced-grouping-separator@2"),
    EdgeCase(grouping: .strict, text: "12345", expected: "complete:12345"),
    EdgeCase(locale: "hi_IN", grouping: .strict, text: "12,34,567", expected: "complete:1234567"),
    EdgeCase(locale: "hi_IN", grouping: .strict, text: "123,456", expected: "invalid:misplaced-grouping-separator@3"),
    EdgeCase(locale: "hi_IN", grouping: .strict, text: "1,23", expected: "partial"),
    EdgeCase(locale: "fr_FR", grouping: .strict, text: "1 234,5", expected: "complete:1234.5"),
    EdgeCase(locale: "fr_FR", grouping: .strict, text: "1\u{2009}234,5", expected: "complete:1234.5"),
    EdgeCase(locale: "fr_FR", grouping: .none, text: "1\u{2009}234,5", expected: "invalid:unexpected-character@1"),
    EdgeCase(locale: "en_US", text: "\u{2013}5", expected: "invalid:unexpected-character@0"),
    EdgeCase(locale: "en_US", text: "\u{FF0D}5", expected: "invalid:unexpected-character@0"),
    EdgeCase(locale: "fr_FR", grouping: .strict, text: "1\u{202F}234,5", expected: "complete:1234.5"),
    EdgeCase(locale: "sv_SE", grouping: .strict, text: "1 234", expected: "complete:1234"),
    EdgeCase(locale: "de_CH", grouping: .strict, text: "1'234.5", expected: "complete:1234.5"),
    EdgeCase(locale: "en_US_POSIX", grouping: .strict, text: "1,234",
             expected: "invalid:misplaced-grouping-separator@1"),
    // Kinds
    EdgeCase(kind: .positiveInteger, text: "0", expected: "partial"),
    EdgeCase(kind: .positiveInteger, text: "00", expected: "partial"),
    EdgeCase(kind: .positiveInteger, text: "01", expected: "complete:1"),
    EdgeCase(kind: .positiveInteger, text: "+1", expected: "invalid:sign-not-allowed@0"),
    EdgeCase(kind: .positiveInteger, text: "-1", expected: "invalid:sign-not-allowed@0"),
    EdgeCase(kind: .positiveInteger, text: "1,5", expected: "invalid:decimal-separator-not-allowed@1"),
    EdgeCase(kind: .positiveInteger, text: "1e5", expected: "invalid:exponent-not-allowed@1"),
    EdgeCase(kind: .integer, text: "-15", expected: "complete:-15"),
    EdgeCase(kind: .integer, text: "1,", expected: "invalid:decimal-separator-not-allowed@1"),
    EdgeCase(kind: .decimal, text: "1,5e3", expected: "invalid:exponent-not-allowed@3"),
    EdgeCase(kind: .scientific, text: "1,5", expected: "partial"),
    EdgeCase(kind: .scientific, text: "1,5e3", expected: "complete:1500"),
    EdgeCase(kind: .digits, text: "007", expected: "complete:007"),
    EdgeCase(kind: .digits, text: "", expected: "partial"),
    EdgeCase(kind: .digits, text: "-1", expected: "invalid:sign-not-allowed@0"),
    // Digit systems
    EdgeCase(locale: "ar_EG", text: "١٢٫٥", expected: "complete:12.5"),
    EdgeCase(locale: "ar_EG", text: "12٫5", expected: "complete:12.5"),
    EdgeCase(locale: "ar_EG", text: "1٢", expected: "invalid:mixed-digit-systems@1"),
    EdgeCase(locale: "ar_EG", text: "١اس5", expected: "invalid:mixed-digit-systems@3"),
    EdgeCase(text: "١", expected: "invalid:unexpected-character@0"),
    EdgeCase(locale: "ja_JP", text: "１２", expected: "invalid:unexpected-character@0"),
    // Bidi marks and signs
    EdgeCase(locale: "ar_EG", text: "\u{061C}-١", expected: "complete:-1"),
    EdgeCase(locale: "ar_EG", text: "-١", expected: "complete:-1"),
    EdgeCase(locale: "fa_IR", text: "\u{200E}−۵", expected: "complete:-5"),
    EdgeCase(locale: "fa_IR", text: "\u{200E}", expected: "partial"),
    EdgeCase(locale: "fa_IR", text: "\u{200E}۵", expected: "invalid:misplaced-symbol@1"),
    EdgeCase(locale: "fa_IR", text: "۵\u{200E}", expected: "invalid:misplaced-symbol@1"),
    EdgeCase(locale: "ur_IN", text: "\u{200E}-\u{200E}۵", expected: "complete:-5"),
    EdgeCase(locale: "sv_SE", text: "−5", expected: "complete:-5"),
    EdgeCase(locale: "sv_SE", text: "-5", expected: "complete:-5"),
    // Multi-character exponent symbols
    EdgeCase(locale: "sv_SE", text: "1,5×10^3", expected: "complete:1500"),
    EdgeCase(locale: "sv_SE", text: "1×1", expected: "partial"),
    EdgeCase(locale: "sv_SE", text: "1×2", expected: "invalid:unexpected-character@2"),
    EdgeCase(locale: "sv_SE", text: "1e3", expected: "complete:1000"),
    EdgeCase(locale: "fa_IR", text: "۱٫۵×۱۰^۳", expected: "complete:1500"),
    EdgeCase(locale: "ar_EG", text: "١اس٣", expected: "complete:1000"),
    EdgeCase(locale: "ar_EG", text: "١ا", expected: "partial"),
    EdgeCase(locale: "ff_Adlm_GN", text: "𞥑𞤉𞥓", expected: "complete:1000"),
    EdgeCase(locale: "sv_SE", kind: .integer, text: "1×", expected: "invalid:exponent-not-allowed@1"),
]

@Suite("Edge cases (one test per row of the documented table)")
struct EdgeCaseTests {
    @Test(arguments: edgeCases)
    func row(_ row: EdgeCase) throws {
        let validator = try NumericValidator(locale: row.locale, kind: row.kind, grouping: row.grouping)
        #expect(validator.verdict(for: row.text).compact == row.expected)
        // The allocation-free status agrees with the full verdict.
        #expect(validator.status(of: row.text) == validator.verdict(for: row.text).status)
        // Every prefix of a complete or partial text is acceptable; the offset of an invalid one is exact.
        let scalars = Array(row.text.unicodeScalars)
        if case .invalid(_, let offset) = validator.verdict(for: row.text) {
            var prefix = String.UnicodeScalarView()
            for scalar in scalars {
                if prefix.map({ $0.utf16.count }).reduce(0, +) >= offset { break }
                prefix.append(scalar)
            }
            #expect(validator.verdict(for: String(prefix)).isInvalid == false, "prefix before the offset")
        } else {
            for end in 0...scalars.count {
                let prefix = String(String.UnicodeScalarView(scalars[..<end]))
                #expect(validator.verdict(for: prefix).isInvalid == false, "prefix \(prefix.debugDescription)")
            }
        }
    }
}
