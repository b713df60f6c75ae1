@testable import NumericInputCore
import Testing

/// The scanner's transition table, driven lexeme by lexeme: no text, no driver, no ICU.
///
/// Each row reaches a state with a prefix of lexemes, feeds one more, and states what it does and what the
/// status is afterwards. Rows are written in a one-character notation (see ``NumberScannerTests/lexemes(_:)``):
/// digits "0"–"9" are ASCII, "٠"–"٩" native; "-" minus, "+" plus, "." the decimal separator, "," a grouping
/// separator, "e" the exponent marker, "|" a bidi mark, "x" anything else.
@Suite("NumberStateMachine")
struct NumberScannerTests {
    typealias Transition = NumberStateMachine.Transition

    /// Group sizes of the grammar a row runs under.
    enum Groups: Sendable, CustomStringConvertible {
        /// Groups of three ("1,234,567").
        case three
        /// hi_IN: three, then twos ("12,34,567").
        case indian
        /// A locale that does not group.
        case ungrouped

        var symbols: NumberSymbols {
            get throws {
            let (primary, secondary) = switch self {
            case .three: (3, 0)
            case .indian: (3, 2)
            case .ungrouped: (0, 0)
            }
            return try NumberSymbols(
                localeIdentifier: "test", decimalSeparator: ".", groupingSeparator: ",",
                primaryGroupingSize: primary, secondaryGroupingSize: secondary,
                digits: (0..<10).map { Unicode.Scalar(0x0660 + $0)! })
            }
        }

        var description: String {
            switch self {
            case .three: "3"
            case .indian: "3/2"
            case .ungrouped: "0"
            }
        }
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var kind: NumericKind
        var grouping: GroupingPolicy
        var groups: Groups
        /// The lexemes that reach the state under test, all accepted.
        var prefix: [Lexeme]
        var next: Lexeme
        var expected: Transition
        /// The status after `next` (for a rejected lexeme: the status the prefix already had).
        var status: VerdictStatus
        private var notation: String

        init(_ prefix: String, _ next: String, _ expected: Transition, _ status: VerdictStatus,
             kind: NumericKind = .numeric, grouping: GroupingPolicy = .strict, groups: Groups = .three) {
            self.kind = kind
            self.grouping = grouping
            self.groups = groups
            self.prefix = NumberScannerTests.lexemes(prefix)
            let next = NumberScannerTests.lexemes(next)
            precondition(next.count == 1, "one lexeme per row")
            self.next = next[0]
            self.expected = expected
            self.status = status
            notation = "\"\(prefix)\" + \"\(next.isEmpty ? "" : String(NumberScannerTests.spell(next[0])))\""
        }

        var grammar: NumberGrammar {
            get throws { NumberGrammar(symbols: try groups.symbols, kind: kind, grouping: grouping) }
        }

        var testDescription: String {
            "\(kind.rawValue)/\(grouping.rawValue)/\(groups) \(notation) → \(expected.name) → \(status)"
        }
    }

    /// One lexeme per character of `notation`.
    static func lexemes(_ notation: String) -> [Lexeme] {
        notation.unicodeScalars.map { scalar in
            switch scalar {
            case "0"..."9": .asciiDigit(UInt8(scalar.value - 0x30))
            case "\u{0660}"..."\u{0669}": .nativeDigit(UInt8(scalar.value - 0x0660))
            case "-": .minus
            case "+": .plus
            case ".": .decimalSeparator
            case ",": .groupingSeparator
            case "e": .exponent
            case "|": .bidiMark
            case "x": .other
            default: preconditionFailure("no lexeme is written \(scalar)")
            }
        }
    }

    /// The notation of one lexeme.
    static func spell(_ lexeme: Lexeme) -> Character {
        switch lexeme {
        case .minus: "-"
        case .plus: "+"
        case .decimalSeparator: "."
        case .groupingSeparator: ","
        case .exponent: "e"
        case .bidiMark: "|"
        case _ where lexeme.isDigit:
            Character(Unicode.Scalar((lexeme.digitSystem == .ascii ? 0x30 : 0x0660) + UInt32(lexeme.digitValue))!)
        default: "x"
        }
    }

    // MARK: - The table

    static let integer = Transition.accepted(.integerDigits)
    static let fraction = Transition.accepted(.fractionDigits)
    static let sign = Transition.accepted(.sign)
    static let decimal = Transition.accepted(.decimalSeparator)
    static let group = Transition.accepted(.groupingSeparator)
    static let marker = Transition.accepted(.exponentMarker)
    static let exponentSign = Transition.accepted(.exponentSign)
    static let exponentDigit = Transition.accepted(.exponentDigits)
    static let mark = Transition.accepted(.bidiMark)
    static func refused(_ reason: InvalidReason) -> Transition { .rejected(reason) }

    /// Every phase of the numeric kind (strict grouping, groups of three) against every class of lexeme.
    static let numericMatrix: [Row] = [
        // start
        Row("", "1", integer, .complete),
        Row("", "١", integer, .complete),
        Row("", "-", sign, .partial),
        Row("", "+", sign, .partial),
        Row("", ".", decimal, .partial),
        Row("", ",", refused(.misplacedGroupingSeparator), .partial),
        Row("", "e", refused(.misplacedSymbol), .partial),
        Row("", "|", mark, .partial),
        Row("", "x", refused(.unexpectedCharacter), .partial),
        // sign
        Row("-", "1", integer, .complete),
        Row("-", "١", integer, .complete),
        Row("-", "-", refused(.misplacedSymbol), .partial),
        Row("-", "+", refused(.misplacedSymbol), .partial),
        Row("-", ".", decimal, .partial),
        Row("-", ",", refused(.misplacedGroupingSeparator), .partial),
        Row("-", "e", refused(.misplacedSymbol), .partial),
        Row("-", "|", mark, .partial),
        Row("-", "x", refused(.unexpectedCharacter), .partial),
        // integer
        Row("1", "2", integer, .complete),
        Row("1", "٢", refused(.mixedDigitSystems), .complete),
        Row("1", "-", refused(.misplacedSymbol), .complete),
        Row("1", "+", refused(.misplacedSymbol), .complete),
        Row("1", ".", decimal, .complete),
        Row("1", ",", group, .partial),
        Row("1", "e", marker, .partial),
        Row("1", "|", refused(.misplacedSymbol), .complete),
        Row("1", "x", refused(.unexpectedCharacter), .complete),
        // group
        Row("1,", "2", integer, .partial),
        Row("1,", "٢", refused(.mixedDigitSystems), .partial),
        Row("1,", "-", refused(.misplacedSymbol), .partial),
        Row("1,", "+", refused(.misplacedSymbol), .partial),
        Row("1,", ".", refused(.misplacedSymbol), .partial),
        Row("1,", ",", refused(.misplacedGroupingSeparator), .partial),
        Row("1,", "e", refused(.misplacedSymbol), .partial),
        Row("1,", "|", refused(.misplacedSymbol), .partial),
        Row("1,", "x", refused(.unexpectedCharacter), .partial),
        // decimalWithoutInteger
        Row(".", "5", fraction, .complete),
        Row(".", "٥", fraction, .complete),
        Row(".", "-", refused(.misplacedSymbol), .partial),
        Row(".", "+", refused(.misplacedSymbol), .partial),
        Row(".", ".", refused(.misplacedSymbol), .partial),
        Row(".", ",", refused(.misplacedGroupingSeparator), .partial),
        Row(".", "e", refused(.misplacedSymbol), .partial),
        Row(".", "|", refused(.misplacedSymbol), .partial),
        Row(".", "x", refused(.unexpectedCharacter), .partial),
        // decimalAfterInteger
        Row("1.", "5", fraction, .complete),
        Row("1.", "٥", refused(.mixedDigitSystems), .complete),
        Row("1.", "-", refused(.misplacedSymbol), .complete),
        Row("1.", "+", refused(.misplacedSymbol), .complete),
        Row("1.", ".", refused(.misplacedSymbol), .complete),
        Row("1.", ",", refused(.misplacedGroupingSeparator), .complete),
        Row("1.", "e", marker, .partial),
        Row("1.", "|", refused(.misplacedSymbol), .complete),
        Row("1.", "x", refused(.unexpectedCharacter), .complete),
        // fraction
        Row("1.5", "6", fraction, .complete),
        Row("1.5", "٦", refused(.mixedDigitSystems), .complete),
        Row("1.5", "-", refused(.misplacedSymbol), .complete),
        Row("1.5", "+", refused(.misplacedSymbol), .complete),
        Row("1.5", ".", refused(.misplacedSymbol), .complete),
        Row("1.5", ",", refused(.misplacedGroupingSeparator), .complete),
        Row("1.5", "e", marker, .partial),
        Row("1.5", "|", refused(.misplacedSymbol), .complete),
        Row("1.5", "x", refused(.unexpectedCharacter), .complete),
        // exponentMarker
        Row("1e", "2", exponentDigit, .complete),
        Row("1e", "٢", refused(.mixedDigitSystems), .partial),
        Row("1e", "-", exponentSign, .partial),
        Row("1e", "+", exponentSign, .partial),
        Row("1e", ".", refused(.misplacedSymbol), .partial),
        Row("1e", ",", refused(.misplacedGroupingSeparator), .partial),
        Row("1e", "e", refused(.misplacedSymbol), .partial),
        Row("1e", "|", mark, .partial),
        Row("1e", "x", refused(.unexpectedCharacter), .partial),
        // exponentSign
        Row("1e-", "2", exponentDigit, .complete),
        Row("1e-", "٢", refused(.mixedDigitSystems), .partial),
        Row("1e-", "-", refused(.misplacedSymbol), .partial),
        Row("1e-", "+", refused(.misplacedSymbol), .partial),
        Row("1e-", ".", refused(.misplacedSymbol), .partial),
        Row("1e-", ",", refused(.misplacedGroupingSeparator), .partial),
        Row("1e-", "e", refused(.misplacedSymbol), .partial),
        Row("1e-", "|", mark, .partial),
        Row("1e-", "x", refused(.unexpectedCharacter), .partial),
        // exponentDigits
        Row("1e2", "3", exponentDigit, .complete),
        Row("1e2", "٣", refused(.mixedDigitSystems), .complete),
        Row("1e2", "-", refused(.misplacedSymbol), .complete),
        Row("1e2", "+", refused(.misplacedSymbol), .complete),
        Row("1e2", ".", refused(.misplacedSymbol), .complete),
        Row("1e2", ",", refused(.misplacedGroupingSeparator), .complete),
        Row("1e2", "e", refused(.misplacedSymbol), .complete),
        Row("1e2", "|", refused(.misplacedSymbol), .complete),
        Row("1e2", "x", refused(.unexpectedCharacter), .complete),
        // start, a bidi mark pending: only a sign (or another mark) may follow
        Row("|", "1", refused(.misplacedSymbol), .partial),
        Row("|", "١", refused(.misplacedSymbol), .partial),
        Row("|", "-", sign, .partial),
        Row("|", "+", sign, .partial),
        Row("|", ".", refused(.misplacedSymbol), .partial),
        Row("|", ",", refused(.misplacedSymbol), .partial),
        Row("|", "e", refused(.misplacedSymbol), .partial),
        Row("|", "|", mark, .partial),
        Row("|", "x", refused(.unexpectedCharacter), .partial),
        // exponentMarker, a bidi mark pending: the pending mark is checked before the digit system
        Row("1e|", "2", refused(.misplacedSymbol), .partial),
        Row("1e|", "٢", refused(.misplacedSymbol), .partial),
        Row("1e|", "-", exponentSign, .partial),
        Row("1e|", "+", exponentSign, .partial),
        Row("1e|", ".", refused(.misplacedSymbol), .partial),
        Row("1e|", ",", refused(.misplacedSymbol), .partial),
        Row("1e|", "e", refused(.misplacedSymbol), .partial),
        Row("1e|", "|", mark, .partial),
        Row("1e|", "x", refused(.unexpectedCharacter), .partial),
        // sign, a bidi mark after it: nothing pending
        Row("-|", "1", integer, .complete),
        Row("-|", "١", integer, .complete),
        Row("-|", "-", refused(.misplacedSymbol), .partial),
        Row("-|", "+", refused(.misplacedSymbol), .partial),
        Row("-|", ".", decimal, .partial),
        Row("-|", ",", refused(.misplacedGroupingSeparator), .partial),
        Row("-|", "e", refused(.misplacedSymbol), .partial),
        Row("-|", "|", mark, .partial),
        Row("-|", "x", refused(.unexpectedCharacter), .partial),
    ]

    /// What each kind refuses, and the statuses it gives differently.
    static let kinds: [Row] = [
        // positiveInteger: digits only, at least 1; grouping allowed
        Row("", "-", refused(.signNotAllowed), .partial, kind: .positiveInteger),
        Row("", "+", refused(.signNotAllowed), .partial, kind: .positiveInteger),
        Row("1", "-", refused(.signNotAllowed), .complete, kind: .positiveInteger),
        Row("", "|", refused(.misplacedSymbol), .partial, kind: .positiveInteger),
        Row("", "0", integer, .partial, kind: .positiveInteger),
        Row("0", "0", integer, .partial, kind: .positiveInteger),
        Row("00", "1", integer, .complete, kind: .positiveInteger),
        Row("", ".", refused(.decimalSeparatorNotAllowed), .partial, kind: .positiveInteger),
        Row("1", ".", refused(.decimalSeparatorNotAllowed), .complete, kind: .positiveInteger),
        Row("1", "e", refused(.exponentNotAllowed), .complete, kind: .positiveInteger),
        Row("1", ",", group, .partial, kind: .positiveInteger),
        Row("0,00", "0", integer, .partial, kind: .positiveInteger),
        // digits: no sign, separator, exponent or grouping; "0" is complete
        Row("", "-", refused(.signNotAllowed), .partial, kind: .digits),
        Row("", "+", refused(.signNotAllowed), .partial, kind: .digits),
        Row("", "|", refused(.misplacedSymbol), .partial, kind: .digits),
        Row("", "0", integer, .complete, kind: .digits),
        Row("00", "7", integer, .complete, kind: .digits),
        Row("1", ".", refused(.decimalSeparatorNotAllowed), .complete, kind: .digits),
        Row("1", "e", refused(.exponentNotAllowed), .complete, kind: .digits),
        Row("1", ",", refused(.groupingSeparatorNotAllowed), .complete, kind: .digits),
        Row("", ",", refused(.groupingSeparatorNotAllowed), .partial, kind: .digits),
        // integer: a sign, no separator, no exponent
        Row("", "-", sign, .partial, kind: .integer),
        Row("-", "|", mark, .partial, kind: .integer),
        Row("", "|", mark, .partial, kind: .integer),
        Row("1", ".", refused(.decimalSeparatorNotAllowed), .complete, kind: .integer),
        Row("", ".", refused(.decimalSeparatorNotAllowed), .partial, kind: .integer),
        Row("1", "e", refused(.exponentNotAllowed), .complete, kind: .integer),
        Row("-0", "0", integer, .complete, kind: .integer),
        // decimal: no exponent, wherever it comes (the kind is checked before the phase)
        Row("1", "e", refused(.exponentNotAllowed), .complete, kind: .decimal),
        Row("1.5", "e", refused(.exponentNotAllowed), .complete, kind: .decimal),
        Row("", "e", refused(.exponentNotAllowed), .partial, kind: .decimal),
        Row("1", ".", decimal, .complete, kind: .decimal),
        // scientific: complete only with exponent digits
        Row("", "1", integer, .partial, kind: .scientific),
        Row("1", ".", decimal, .partial, kind: .scientific),
        Row("1.5", "e", marker, .partial, kind: .scientific),
        Row("1.5e", "-", exponentSign, .partial, kind: .scientific),
        Row("1e", "5", exponentDigit, .complete, kind: .scientific),
    ]

    /// Grouping: refused under `.none` (before anything else), placed by the group sizes under `.strict`.
    static let grouping: [Row] = [
        Row("1", ",", refused(.groupingSeparatorNotAllowed), .complete, grouping: .none),
        Row("", ",", refused(.groupingSeparatorNotAllowed), .partial, grouping: .none),
        Row("|", ",", refused(.groupingSeparatorNotAllowed), .partial, grouping: .none),
        Row("1.", ",", refused(.groupingSeparatorNotAllowed), .complete, grouping: .none),
        Row("123", ",", refused(.groupingSeparatorNotAllowed), .complete, kind: .integer, grouping: .none),
        // groups of three
        Row("123", ",", group, .partial),
        Row("1234", ",", refused(.misplacedGroupingSeparator), .complete),
        Row("1,2", "3", integer, .partial),
        Row("1,23", "4", integer, .complete),
        Row("1,234", "5", refused(.misplacedGroupingSeparator), .complete),
        Row("1,23", ",", refused(.misplacedGroupingSeparator), .partial),
        Row("1,234", ",", group, .partial),
        Row("1,234,567", ".", decimal, .complete),
        Row("1,23", ".", refused(.misplacedGroupingSeparator), .partial),
        Row("1,23", "e", refused(.misplacedGroupingSeparator), .partial),
        Row("1,234", "e", marker, .partial),
        Row("1,234.", "5", fraction, .complete),
        Row("1,234.5", ",", refused(.misplacedGroupingSeparator), .complete),
        Row("-1,234", "5", refused(.misplacedGroupingSeparator), .complete),
        Row("١,٢٣", "٤", integer, .complete),
        // hi_IN: three nearest the separator, twos before
        Row("12", ",", group, .partial, groups: .indian),
        Row("1", ",", group, .partial, groups: .indian),
        Row("123", ",", refused(.misplacedGroupingSeparator), .complete, groups: .indian),
        Row("1,23", ",", group, .partial, groups: .indian),
        Row("12,34", ",", group, .partial, groups: .indian),
        Row("12,3", "4", integer, .partial, groups: .indian),
        Row("12,34", "5", integer, .complete, groups: .indian),
        Row("12,345", ",", refused(.misplacedGroupingSeparator), .complete, groups: .indian),
        Row("12,34,56", "7", integer, .complete, groups: .indian),
        Row("12,34,567", "8", refused(.misplacedGroupingSeparator), .complete, groups: .indian),
        Row("12,34", ".", refused(.misplacedGroupingSeparator), .partial, groups: .indian),
        Row("12,345", ".", decimal, .complete, groups: .indian),
        // a locale that does not group: no separator is ever placed
        Row("1", ",", refused(.misplacedGroupingSeparator), .complete, groups: .ungrouped),
        Row("123", ",", refused(.misplacedGroupingSeparator), .complete, groups: .ungrouped),
    ]

    /// One number, one digit system; the exponent range; bidi marks only next to a sign.
    static let edges: [Row] = [
        Row("١", "2", refused(.mixedDigitSystems), .complete),
        Row("٠", "٥", integer, .complete),
        Row("١.", "5", refused(.mixedDigitSystems), .complete),
        Row(".٥", "6", refused(.mixedDigitSystems), .complete),
        Row("١e", "2", refused(.mixedDigitSystems), .partial),
        Row("١e", "٢", exponentDigit, .complete),
        Row("١,", "2", refused(.mixedDigitSystems), .partial),
        Row("-١", "٢", integer, .complete),
        // ICU's limit: 999,999,999 either way; leading zeros of the exponent are free
        Row("1e99999999", "9", exponentDigit, .complete),
        Row("1e999999999", "0", refused(.exponentOutOfRange), .complete),
        Row("1e-999999999", "9", refused(.exponentOutOfRange), .complete),
        Row("1e100000000", "0", refused(.exponentOutOfRange), .complete),
        Row("1e" + String(repeating: "0", count: 30), "5", exponentDigit, .complete),
        Row("1e" + String(repeating: "0", count: 20) + "999999999", "9", refused(.exponentOutOfRange), .complete),
        Row("١e٩٩٩٩٩٩٩٩٩", "٩", refused(.exponentOutOfRange), .complete),
        // bidi marks: before or after a sign, nowhere else
        Row("||", "-", sign, .partial),
        Row("|-", "|", mark, .partial),
        Row("|-|", "5", integer, .complete),
        Row("1e|-", "5", exponentDigit, .complete),
        Row("1e-|", "5", exponentDigit, .complete),
        Row("1,", "|", refused(.misplacedSymbol), .partial),
        Row("-1", "|", refused(.misplacedSymbol), .complete),
        Row("1e5", "|", refused(.misplacedSymbol), .complete),
    ]

    static let rows = numericMatrix + kinds + grouping + edges

    // MARK: - Tests

    @Test(arguments: rows)
    func transition(_ row: Row) throws {
        let grammar = try row.grammar
        var scanner = NumberStateMachine()
        for (index, lexeme) in row.prefix.enumerated() {
            let taken = scanner.consume(lexeme, in: grammar)
            guard case .accepted = taken else {
                Issue.record("prefix lexeme \(index) (\(Self.spell(lexeme))) was \(taken)")
                return
            }
        }
        let before = scanner
        #expect(scanner.rejection(of: row.next, in: grammar) == row.expected.reason, "rejection(of:) agrees")
        #expect(scanner.consume(row.next, in: grammar) == row.expected)
        #expect(scanner.status(in: grammar) == row.status)
        guard case .rejected = row.expected else { return }
        // A rejected lexeme changes nothing: every continuation behaves as if it had never come.
        #expect(Snapshot(scanner) == Snapshot(before))
        for continuation in Self.continuations {
            var after = scanner
            var clean = before
            for lexeme in continuation {
                let got = after.consume(lexeme, in: grammar)
                let expected = clean.consume(lexeme, in: grammar)
                guard got == expected, after.status(in: grammar) == clean.status(in: grammar) else {
                    Issue.record("""
                        after the rejected lexeme, "\(String(continuation.map(Self.spell)))" differs at \
                        \(Self.spell(lexeme)): \(got.name) vs \(expected.name)
                        """)
                    return
                }
                guard case .accepted = got else { break }
            }
            #expect(Snapshot(after) == Snapshot(clean))
        }
    }

    /// Every sequence of up to three lexemes from one of each class (and a zero).
    static let continuations: [[Lexeme]] = {
        let classes = lexemes("07٧-+.,e|x")
        var all: [[Lexeme]] = [[]]
        var level: [[Lexeme]] = [[]]
        for _ in 1...3 {
            level = level.flatMap { prefix in classes.map { prefix + [$0] } }
            all += level
        }
        return all
    }()

    /// Where each phase's prefix in the matrix stands.
    @Test(arguments: [
        ("", NumberStateMachine.Phase.start), ("-", .sign), ("1", .integer), ("1,", .group),
        (".", .decimalWithoutInteger), ("1.", .decimalAfterInteger), ("1.5", .fraction), ("1e", .exponentMarker),
        ("1e-", .exponentSign), ("1e2", .exponentDigits), ("|", .start), ("1e|", .exponentMarker), ("-|", .sign),
    ])
    func prefixesReachTheirPhases(prefix: String, phase: NumberStateMachine.Phase) throws {
        let grammar = NumberGrammar(symbols: try Groups.three.symbols, kind: .numeric, grouping: .strict)
        var scanner = NumberStateMachine()
        for lexeme in Self.lexemes(prefix) { _ = scanner.consume(lexeme, in: grammar) }
        #expect(scanner.phase == phase)
    }

    @Test func theMatrixCoversEveryPhaseAndLexemeClass() {
        let prefixes = Set(Self.numericMatrix.map { String($0.prefix.map(Self.spell)) })
        #expect(prefixes.count == 13)
        for prefix in prefixes {
            let rows = Self.numericMatrix.filter { String($0.prefix.map(Self.spell)) == prefix }
            #expect(Set(rows.map { Self.spell($0.next) }).count == 9, "\(prefix)")
        }
    }

    /// What the scanner shows of its state.
    struct Snapshot: Equatable {
        var phase: NumberStateMachine.Phase
        var digitSystem: DigitSystem?
        var isNegative: Bool
        var integerDigitCount: Int
        var fractionDigitCount: Int
        var hasDecimalSeparator: Bool
        var exponent: Int

        init(_ scanner: NumberStateMachine) {
            phase = scanner.phase
            digitSystem = scanner.digitSystem
            isNegative = scanner.isNegative
            integerDigitCount = scanner.integerDigitCount
            fractionDigitCount = scanner.fractionDigitCount
            hasDecimalSeparator = scanner.hasDecimalSeparator
            exponent = scanner.exponent
        }
    }
}

extension NumberStateMachine.Transition {
    /// "integerDigits", "rejected misplaced-symbol".
    var name: String {
        switch self {
        case .accepted(let kind): kind.rawValue
        case .rejected(let reason): "rejected \(reason)"
        }
    }

    /// The reason of a rejection; nil for an accepted lexeme.
    var reason: InvalidReason? { if case .rejected(let reason) = self { reason } else { nil } }
}

@Suite("Bidi marks")
struct BidiMarkTests {
    /// The comparisons stand for the list the lexeme table is built from: every scalar value agrees.
    @Test func isBidiMarkIsTheList() {
        var marks = 0
        for value in UInt32(0)...0x10FFFF where NumberGrammar.isBidiMark(value) != NumberGrammar.bidiMarks.contains(value) {
            Issue.record("U+\(String(value, radix: 16, uppercase: true))")
        }
        for value in UInt32(0)...0x10FFFF where NumberGrammar.isBidiMark(value) { marks += 1 }
        #expect(marks == NumberGrammar.bidiMarks.count)
    }
}
