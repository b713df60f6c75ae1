import NumericInputCore
import Testing

/// Texts past 38 significant digits, whose digits a scan keeps in storage of their own: the value takes that
/// storage, and a scan that makes no value (a partial or invalid text, a status, a refused edit) gives it back.
/// Every entry point that makes a value or drops one is asked, many times over the same storage sizes, and the
/// values are compared with the canonical text written out by hand.
@Suite("Digits past 38")
struct LongDigitsTests {
    static let numeric = NumericValidator(symbols: .posix, kind: .numeric)
    static let digits = NumericValidator(symbols: .posix, kind: .digits)

    /// `count` significant digits, cycling 1...9 so no zero is held back.
    static func significant(_ count: Int) -> String {
        String((0..<count).map { Character(String(1 + $0 % 9)) })
    }

    @Test("Complete, partial and invalid long texts, by every entry point", arguments: [39, 40, 64, 300, 5_000])
    func everyEnding(count: Int) throws {
        let digits = Self.significant(count)
        let rule = InputRule.number(Self.numeric).maxLength(count + 8)
        for _ in 0..<20 {
            // Complete: the value has every digit.
            let whole = Self.numeric.verdict(for: digits + ".5")
            #expect(whole.value?.canonical == digits + ".5")
            #expect(Self.numeric.verdict(forUTF16: Array((digits + ".5").utf16)).value?.canonical == digits + ".5")
            #expect(rule.verdict(for: "-" + digits).value?.canonical == "-" + digits)
            #expect(Self.digits.verdict(for: "00" + digits).status == .complete)
            // Partial and invalid after the digits spilled: no value, the storage given back.
            #expect(Self.numeric.verdict(for: digits + "e") == .partial)
            #expect(Self.numeric.verdict(for: digits + "x") == .invalid(.unexpectedCharacter, offset: count))
            #expect(rule.verdict(for: digits + "e-") == .partial)
            #expect(Self.numeric.status(of: digits + "0") == .complete)
            // The scan of a prefix: the longest complete one, value included.
            let scan = Self.numeric.scan(digits + "x", from: (digits + "x").startIndex)
            #expect(scan.value?.canonical == digits)
            // An edit the rule refuses, and one it takes.
            let refused = try rule.evaluate(current: digits, utf16Offset: count, utf16Length: 0, replacement: "x")
            #expect(!refused.isAccepted)
            let taken = try rule.evaluate(current: digits, utf16Offset: count, utf16Length: 0, replacement: "1")
            #expect(taken.isAccepted)
        }
    }

    @Test("A long digit string keeps its leading and trailing zeros")
    func digitString() {
        let text = "000" + Self.significant(50) + "000"
        let value = Self.digits.verdict(for: text).value
        #expect(value?.canonical == text)
    }
}
