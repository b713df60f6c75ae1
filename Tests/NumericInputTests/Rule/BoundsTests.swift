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
        // 18...120 (the table)
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
        Case(minimum: "18", maximum: "120", text: "1e", expected: .invalid),      // bounded: no exponent
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

    @Test(arguments: cases)
    func deDE(_ row: Case) throws {
        let rule = InputRule.number(try NumericValidator(locale: "de_DE"))
            .bounded(minimum: NumericValue(row.minimum), maximum: NumericValue(row.maximum))
        #expect(rule.verdict(for: row.text).status == row.expected)
    }

    @Test func reasonsAndOffsets() throws {
        let age = InputRule.number(try NumericValidator(locale: "de_DE")).bounded(18...120)
        #expect(age.verdict(for: "13").rejection == Rejection(reason: .belowMinimum, offset: 1))
        #expect(age.verdict(for: "121").rejection == Rejection(reason: .aboveMaximum, offset: 2))
        #expect(age.verdict(for: "17,").rejection?.offset == 1)   // "17" is already out of reach
        #expect(age.verdict(for: "1,").rejection?.offset == 1)    // the separator is what dooms "1,"
        #expect(age.verdict(for: "120").value?.canonical == "120")
    }

    // MARK: - Brute force

    /// Every text over a small alphabet up to a length, checked against enumerating its continuations.
    @Test(arguments: [
        ("18", "120", NumericKind.numeric, 2 as Int?, nil as Int?),
        ("-5", "5", .numeric, 1, nil),
        ("0.5", "1", .numeric, 2, nil),
        ("-1.25", "0.75", .decimal, 2, nil),
        ("3", "47", .integer, nil, nil),
        ("10", "99", .positiveInteger, nil, 3),
        ("-20", "-3", .integer, nil, nil),
        ("0.05", "0.3", .numeric, 2, 5),
        ("25", "", .numeric, 1, nil),        // a minimum alone
        ("", "-3", .integer, nil, nil),      // a maximum alone
        ("-0.5", "", .decimal, 1, 4),
    ])
    func bruteForce(minimum: String, maximum: String, kind: NumericKind, maxFraction: Int?, maxLength: Int?) {
        let validator = NumericValidator(symbols: .posix, kind: kind)
        var rule = InputRule.number(validator).bounded(minimum: NumericValue(minimum), maximum: NumericValue(maximum))
        #expect(rule.configuration.minimum != nil || rule.configuration.maximum != nil)
        if let maxFraction { rule = rule.maxFractionDigits(maxFraction) }
        if let maxLength { rule = rule.maxLength(maxLength) }
        let unbounded = InputRule.number(validator)
            .maxFractionDigits(maxFraction ?? 99).maxLength(maxLength ?? 99)
        let low = NumericValue(minimum), high = NumericValue(maximum)
        let alphabet: [Character] = ["-", "0", "1", "2", "5", "9", "."]
        let depth = 6
        // Enumerate all texts up to `depth` whose prefixes are acceptable without bounds; for each, whether some
        // extension (up to `depth` characters in all) is a complete in-bounds value.
        var reachable: [String: Bool] = [:]
        func explore(_ text: String) -> Bool {
            let plain = unbounded.verdict(for: text)
            var found = plain.status == .complete && plain.value.map { value in low.map { value >= $0 } ?? true && high.map { value <= $0 } ?? true } == true
            if text.count < depth {
                for character in alphabet {
                    let next = text + String(character)
                    if unbounded.verdict(for: next).status != .invalid, explore(next) { found = true }
                }
            }
            reachable[text] = found
            return found
        }
        _ = explore("")
        var checked = 0
        for (text, isReachable) in reachable where text.count <= depth - 4 {
            // Beyond depth - 4 the enumeration cuts continuations short; below it every useful one fits.
            let status = rule.verdict(for: text).status
            #expect((status != .invalid) == isReachable, "\(minimum)...\(maximum) \(kind) \(text.debugDescription)")
            checked += 1
        }
        #expect(checked > 20)
    }
}
