import NumericInput
import Testing

@Suite("Bounds with exact prefix reachability")
struct BoundsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var minimum: String
        var maximum: String
        var text: String
        var expected: VerdictStatus
        var testDescription: String { "\(minimum)...\(maximum) \(text.debugDescription) → \(expected)" }
    }

    static let cases: [Case] = [
        // 18...120 (the issue's table)
        Case(minimum: "18", maximum: "120", text: "1", expected: .partial),
        Case(minimum: "18", maximum: "120", text: "2", expected: .partial),
        Case(minimum: "18", maximum: "120", text: "12", expected: .partial),
        Case(minimum: "18", maximum: "120", text: "13", expected: .invalid),
        Case(minimum: "18", maximum: "120", text: "20", expected: .complete),
        Case(minimum: "18", maximum: "120", text: "120", expected: .complete),
        Case(minimum: "18", maximum: "120", text: "121", expected: .invalid),
        Case(minimum: "18", maximum: "120", text: "200", expected: .invalid),
        Case(minimum: "18", maximum: "120", text: "-", expected: .invalid),
        Case(minimum: "18", maximum: "120", text: "0", expected: .partial),      // "018" is 18: leading zeros stay
        Case(minimum: "18", maximum: "120", text: "119,5", expected: .complete),
        Case(minimum: "18", maximum: "120", text: "120,", expected: .complete),
        Case(minimum: "18", maximum: "120", text: "120,01", expected: .invalid),
        Case(minimum: "18", maximum: "120", text: "17,", expected: .invalid),
        Case(minimum: "18", maximum: "120", text: "1e", expected: .invalid),      // a decimal takes no exponent
        // -5...5
        Case(minimum: "-5", maximum: "5", text: "-", expected: .partial),
        Case(minimum: "-5", maximum: "5", text: "-6", expected: .invalid),
        Case(minimum: "-5", maximum: "5", text: "5", expected: .complete),
        Case(minimum: "-5", maximum: "5", text: "-0", expected: .complete),
        Case(minimum: "-5", maximum: "5", text: "-5,0", expected: .complete),
        Case(minimum: "-5", maximum: "5", text: "-5,01", expected: .invalid),
        Case(minimum: "-5", maximum: "5", text: "", expected: .partial),
        // 0,5...1
        Case(minimum: "0.5", maximum: "1", text: "0", expected: .partial),
        Case(minimum: "0.5", maximum: "1", text: "0,", expected: .partial),
        Case(minimum: "0.5", maximum: "1", text: "0,4", expected: .invalid),
        Case(minimum: "0.5", maximum: "1", text: "0,5", expected: .complete),
        Case(minimum: "0.5", maximum: "1", text: "1,0", expected: .complete),
        Case(minimum: "0.5", maximum: "1", text: "1,01", expected: .invalid),
        Case(minimum: "0.5", maximum: "1", text: "1", expected: .complete),
        Case(minimum: "0.5", maximum: "1", text: "2", expected: .invalid),
        Case(minimum: "0.5", maximum: "1", text: ",", expected: .partial),
        // Negative-only ranges
        Case(minimum: "-10", maximum: "-2", text: "", expected: .partial),
        Case(minimum: "-10", maximum: "-2", text: "1", expected: .invalid),
        Case(minimum: "-10", maximum: "-2", text: "-1", expected: .partial),
        Case(minimum: "-10", maximum: "-2", text: "-1,5", expected: .invalid),
        Case(minimum: "-10", maximum: "-2", text: "-11", expected: .invalid),
    ]

    /// A decimal (no exponent) in de_DE ("," decimal separator).
    @Test(arguments: cases)
    func deDE(_ row: Case) throws {
        let rule = InputRule.number(try NumericValidator(locale: "de_DE", kind: .decimal))
            .bounded(minimum: NumericValue(row.minimum), maximum: NumericValue(row.maximum))
        #expect(rule.verdict(for: row.text).status == row.expected)
    }

    @Test func reasonsAndOffsets() throws {
        let age = InputRule.number(try NumericValidator(locale: "de_DE", kind: .decimal)).bounded(18...120)
        #expect(age.verdict(for: "13").rejection == Rejection(reason: .belowMinimum, offset: 1))
        #expect(age.verdict(for: "121").rejection == Rejection(reason: .aboveMaximum, offset: 2))
        #expect(age.verdict(for: "17,").rejection?.offset == 1)   // "17" is already out of reach
        #expect(age.verdict(for: "1,").rejection?.offset == 1)    // the separator is what dooms "1,"
        #expect(age.verdict(for: "120").value?.canonical == "120")
    }

    // MARK: - Exponents

    /// Bounded numeric and scientific fields take exponents: a prefix is accepted when some exponent (and digits)
    /// can still land in bounds. en_US.
    struct ExponentCase: CustomTestStringConvertible, Sendable {
        var kind: NumericKind
        var minimum: String
        var maximum: String
        var maxLength: Int?
        var text: String
        var expected: VerdictStatus
        var testDescription: String {
            "\(kind) \(minimum)...\(maximum)\(maxLength.map { " maxLength(\($0))" } ?? "") \(text.debugDescription) "
                + "→ \(expected)"
        }
    }

    static let exponentCases: [ExponentCase] = [
        ExponentCase(kind: .numeric, minimum: "0", maximum: "1000", text: "5e2", expected: .complete),
        ExponentCase(kind: .numeric, minimum: "0", maximum: "1000", text: "5e3", expected: .invalid),
        ExponentCase(kind: .numeric, minimum: "0", maximum: "1000", text: "5e4", expected: .invalid),
        // A marker, or a marker and a sign, is partial when some exponent still lands in bounds.
        ExponentCase(kind: .numeric, minimum: "0", maximum: "1000", text: "5e", expected: .partial),
        ExponentCase(kind: .numeric, minimum: "0", maximum: "1000", text: "5e-", expected: .partial),
        ExponentCase(kind: .numeric, minimum: "0", maximum: "1000", text: "5e-9", expected: .complete),
        ExponentCase(kind: .numeric, minimum: "2000", maximum: "3000", text: "5e", expected: .invalid),
        ExponentCase(kind: .numeric, minimum: "0.05", maximum: "0.06", text: "5e", expected: .partial),
        ExponentCase(kind: .numeric, minimum: "0.05", maximum: "0.06", text: "5e-", expected: .partial),
        ExponentCase(kind: .numeric, minimum: "0.05", maximum: "0.06", text: "5e+", expected: .invalid),
        // Digits past the maximum are partial where a negative exponent can still bring them down.
        ExponentCase(kind: .numeric, minimum: "0", maximum: "1000", text: "2000", expected: .partial),
        ExponentCase(kind: .numeric, minimum: "18", maximum: "120", text: "13", expected: .invalid),
        ExponentCase(kind: .numeric, minimum: "18", maximum: "120", text: "200", expected: .partial),
        // The exponent may grow a digit at a time, leading zeros included: "5e0" can become "5e01".
        ExponentCase(kind: .numeric, minimum: "18", maximum: "120", text: "5e0", expected: .partial),
        ExponentCase(kind: .numeric, minimum: "18", maximum: "120", text: "5e01", expected: .complete),
        ExponentCase(kind: .numeric, minimum: "18", maximum: "120", text: "5e1", expected: .complete),
        ExponentCase(kind: .numeric, minimum: "18", maximum: "120", text: "5e2", expected: .invalid),
        // A scientific number is never complete without its exponent.
        ExponentCase(kind: .scientific, minimum: "0", maximum: "10", text: "5", expected: .partial),
        ExponentCase(kind: .scientific, minimum: "0", maximum: "10", text: "50", expected: .partial),
        ExponentCase(kind: .scientific, minimum: "0", maximum: "10", text: "5e0", expected: .complete),
        ExponentCase(kind: .scientific, minimum: "0", maximum: "10", text: "5e1", expected: .invalid),
        // The exponent counts against the length: "e" and a digit are two characters.
        ExponentCase(kind: .numeric, minimum: "0", maximum: "1000", maxLength: 3, text: "5e", expected: .partial),
        ExponentCase(kind: .numeric, minimum: "0", maximum: "1000", maxLength: 3, text: "200", expected: .complete),
        ExponentCase(kind: .numeric, minimum: "0", maximum: "100", maxLength: 5, text: "200", expected: .invalid),
        ExponentCase(kind: .numeric, minimum: "0", maximum: "100", maxLength: 6, text: "200", expected: .partial),
        ExponentCase(kind: .scientific, minimum: "0", maximum: "10", maxLength: 2, text: "5", expected: .invalid),
        // Negative numbers: "-6" in -5...5 can still be -6e-1.
        ExponentCase(kind: .numeric, minimum: "-5", maximum: "5", text: "-6", expected: .partial),
        ExponentCase(kind: .numeric, minimum: "-5", maximum: "5", text: "-6e0", expected: .invalid),
        ExponentCase(kind: .numeric, minimum: "-5", maximum: "5", text: "-6e-1", expected: .complete),
    ]

    @Test(arguments: exponentCases)
    func exponents(_ row: ExponentCase) {
        var rule = InputRule.number(NumericValidator(symbols: .posix, kind: row.kind))
            .bounded(minimum: NumericValue(row.minimum), maximum: NumericValue(row.maximum))
        if let maxLength = row.maxLength { rule = rule.maxLength(maxLength) }
        #expect(rule.verdict(for: row.text).status == row.expected)
    }

    /// The tracker keeps 18 significant digits for bounds of few digits, and a zero after them is dropped from
    /// the digits (the bounds see no change) but not from the value the fixed-point check reads: 10^18 is past
    /// 5·10^17, though its first 18 digits make 10^17.
    @Test("A zero past the tracker's 18 digits still counts in the value the bounds check")
    func zeroPastTheKeptDigits() throws {
        for kind in [NumericKind.integer, .decimal] {
            let rule = InputRule.number(try NumericValidator(locale: "en_US", kind: kind))
                .bounded(minimum: NumericValue(0), maximum: NumericValue("500000000000000000"))
            let eighteen = "1" + String(repeating: "0", count: 17)
            #expect(rule.verdict(for: eighteen).status == .complete, "\(kind)")
            #expect(rule.verdict(for: eighteen + "0").rejection == Rejection(reason: .aboveMaximum, offset: 18),
                    "\(kind)")
            if kind == .decimal { #expect(rule.verdict(for: eighteen + ".5").status == .complete) }
            let typed = try rule.evaluate(current: eighteen, utf16Offset: 18, utf16Length: 0, replacement: "0")
            #expect(typed == .rejected(Rejection(reason: .aboveMaximum, offset: 18)), "\(kind)")
        }
    }

    @Test("An exponent past the bounds is refused at its digit, with the reason")
    func exponentReasonsAndOffsets() {
        let rule = InputRule.number(NumericValidator(symbols: .posix)).bounded(0...1000)
        #expect(rule.verdict(for: "5e4").rejection == Rejection(reason: .aboveMaximum, offset: 2))
        #expect(rule.verdict(for: "5e2").value == NumericValue(500))
        let small = InputRule.number(NumericValidator(symbols: .posix)).bounded(minimum: NumericValue("0.05"),
                                                                               maximum: NumericValue("0.06"))
        #expect(small.verdict(for: "5e+").rejection == Rejection(reason: .aboveMaximum, offset: 2))
        #expect(small.verdict(for: "5e-3").rejection == Rejection(reason: .belowMinimum, offset: 3))
    }

    @Test("Under strict grouping, the separator that dooms the number is refused, with the typed value's reason")
    func groupingSeparatorReason() throws {
        let rule = InputRule.number(try NumericValidator(locale: "en_US", kind: .integer, grouping: .strict))
            .bounded(18...120)
        #expect(rule.verdict(for: "1,").rejection == Rejection(reason: .belowMinimum, offset: 1))
        #expect(rule.verdict(for: "1,000").rejection == Rejection(reason: .belowMinimum, offset: 1))
        #expect(rule.verdict(for: "120").isComplete)
    }

    @Test("A positive integer's zero is below its minimum")
    func positiveIntegerZero() {
        let rule = InputRule.number(NumericValidator(symbols: .posix, kind: .positiveInteger)).maxIntegerDigits(1)
            .bounded(0...5)
        #expect(rule.verdict(for: "0").rejection == Rejection(reason: .belowMinimum, offset: 0))
        #expect(rule.verdict(for: "5").isComplete)
    }
}
