/// The number grammar as a state machine: one `mutating` step per lexeme, returning a transition.
///
/// The scanner knows nothing of text, offsets or rules: ``TextDriver`` reads the text, turns scalars into
/// lexemes with the ``NumberGrammar`` and feeds them here. A rejected lexeme is a result
/// (``Transition/rejected(_:)``), and it leaves the state as it was: every check comes before any change.
struct NumberStateMachine {
    /// Where in the number the scan stands.
    enum Phase: UInt8 {
        case start, sign, integer, group, decimalWithoutInteger, decimalAfterInteger, fraction
        case exponentMarker, exponentSign, exponentDigits
    }

    /// What a lexeme did.
    enum Transition: Equatable {
        /// The lexeme was taken as this token.
        case accepted(NumberToken.Kind)
        /// No continuation of the text can make a number of it.
        case rejected(InvalidReason)
    }

    /// The largest typed exponent: NumericInput's own limit (ICU 72 reads "1e1000000000" exactly; we refuse it).
    static let maximumExponent = 999_999_999

    private(set) var phase = Phase.start
    /// A bidi mark was seen where a sign may come; the next token must be a sign.
    private var isMarkPending = false
    /// The system of the number's first digit; nil before any digit.
    private(set) var digitSystem: DigitSystem?
    private(set) var isNegative = false
    /// Digits before the decimal separator, leading zeros included (they were typed).
    private(set) var integerDigitCount = 0
    private(set) var fractionDigitCount = 0
    private var hasNonZeroDigit = false
    private(set) var hasGroupingSeparator = false
    /// Digits since the last grouping separator (or since the first digit).
    private var groupDigitCount = 0
    /// Whether a decimal separator has been taken.
    private(set) var hasDecimalSeparator = false
    private var isExponentNegative = false
    private var exponentMagnitude = 0

    init() {}

    /// The typed exponent (0 without one).
    var exponent: Int { isExponentNegative ? -exponentMagnitude : exponentMagnitude }

    // MARK: - Lexemes

    /// The transition for one lexeme. The state changes only when the lexeme is accepted.
    @inline(__always)
    mutating func consume(_ lexeme: Lexeme, in grammar: GrammarShape) -> Transition {
        if lexeme.isDigit { return consumeDigit(lexeme.digitValue, system: lexeme.digitSystem, in: grammar) }
        let kind = grammar.kind
        switch lexeme {
        case .minus, .plus:
            guard kind.allowsSign else { return .rejected(.signNotAllowed) }
            switch phase {
            case .start:
                phase = .sign
                isNegative = lexeme == .minus
                isMarkPending = false
                return .accepted(.sign)
            case .exponentMarker:
                phase = .exponentSign
                isExponentNegative = lexeme == .minus
                isMarkPending = false
                return .accepted(.exponentSign)
            default:
                return .rejected(.misplacedSymbol)
            }
        case .decimalSeparator:
            return consumeDecimalSeparator(in: grammar)
        case .exponent:
            guard kind.allowsExponent else { return .rejected(.exponentNotAllowed) }
            if isMarkPending { return .rejected(.misplacedSymbol) }
            switch phase {
            case .integer:
                if hasGroupingSeparator && groupDigitCount != grammar.primaryGroupSize {
                    return .rejected(.misplacedGroupingSeparator)
                }
            case .decimalAfterInteger, .fraction:
                break
            default:
                return .rejected(.misplacedSymbol)
            }
            phase = .exponentMarker
            return .accepted(.exponentMarker)
        case .groupingSeparator:
            guard grammar.grouping == .strict, kind.allowsGrouping else {
                return .rejected(.groupingSeparatorNotAllowed)
            }
            if isMarkPending { return .rejected(.misplacedSymbol) }
            guard phase == .integer, grammar.primaryGroupSize > 0 else { return .rejected(.misplacedGroupingSeparator) }
            if hasGroupingSeparator {
                guard groupDigitCount == grammar.secondaryGroupSize else { return .rejected(.misplacedGroupingSeparator) }
            } else {
                guard groupDigitCount <= grammar.secondaryGroupSize else {
                    return .rejected(.misplacedGroupingSeparator)
                }
            }
            hasGroupingSeparator = true
            groupDigitCount = 0
            phase = .group
            return .accepted(.groupingSeparator)
        case .bidiMark:
            switch phase {
            case .start where kind.allowsSign, .exponentMarker:
                isMarkPending = true
            case .sign, .exponentSign:
                break
            default:
                return .rejected(.misplacedSymbol)
            }
            return .accepted(.bidiMark)
        default:
            return .rejected(.unexpectedCharacter)
        }
    }

    /// The decimal separator's transition: the one ``consume(_:in:)`` makes, and the driver's loop makes directly
    /// for a separator after integer digits.
    @inline(__always)
    mutating func consumeDecimalSeparator(in grammar: GrammarShape) -> Transition {
        guard grammar.kind.allowsDecimalSeparator else { return .rejected(.decimalSeparatorNotAllowed) }
        if isMarkPending { return .rejected(.misplacedSymbol) }
        switch phase {
        case .start, .sign:
            phase = .decimalWithoutInteger
        case .integer:
            if hasGroupingSeparator && groupDigitCount != grammar.primaryGroupSize {
                return .rejected(.misplacedGroupingSeparator)
            }
            phase = .decimalAfterInteger
        default:
            return .rejected(.misplacedSymbol)
        }
        hasDecimalSeparator = true
        return .accepted(.decimalSeparator)
    }

    @inline(__always)
    private mutating func consumeDigit(_ value: UInt8, system: DigitSystem, in grammar: GrammarShape) -> Transition {
        if isMarkPending { return .rejected(.misplacedSymbol) }
        if let digitSystem, digitSystem != system { return .rejected(.mixedDigitSystems) }
        // Every digit taken fixes the number's digit system; a mantissa digit may make it non-zero.
        let transition = consumeDigit(value, in: grammar)
        if case .accepted(let kind) = transition {
            digitSystem = system
            if kind != .exponentDigits { hasNonZeroDigit = hasNonZeroDigit || value != 0 }
        }
        return transition
    }

    /// The digit's place: integer, fraction or exponent; the counts of each.
    @inline(__always)
    private mutating func consumeDigit(_ value: UInt8, in grammar: GrammarShape) -> Transition {
        switch phase {
        case .start, .sign, .group, .integer:
            if phase == .integer {
                if hasGroupingSeparator && groupDigitCount >= grammar.largestGroupSize {
                    return .rejected(.misplacedGroupingSeparator)
                }
                groupDigitCount &+= 1
            } else {
                groupDigitCount = 1
                phase = .integer
            }
            integerDigitCount &+= 1
            return .accepted(.integerDigits)
        case .decimalWithoutInteger, .decimalAfterInteger, .fraction:
            phase = .fraction
            fractionDigitCount &+= 1
            return .accepted(.fractionDigits)
        case .exponentMarker, .exponentSign, .exponentDigits:
            let magnitude = exponentMagnitude &* 10 &+ Int(value)
            if magnitude > NumberStateMachine.maximumExponent { return .rejected(.exponentOutOfRange) }
            exponentMagnitude = magnitude
            phase = .exponentDigits
            return .accepted(.exponentDigits)
        }
    }

    /// Why `lexeme` would be rejected now, without taking it; nil when it would be accepted.
    func rejection(of lexeme: Lexeme, in grammar: GrammarShape) -> InvalidReason? {
        var probe = self   // a few words: the state is small on purpose
        if case .rejected(let reason) = probe.consume(lexeme, in: grammar) { return reason }
        return nil
    }

    /// The same, with the grammar itself.
    @inline(__always)
    mutating func consume(_ lexeme: Lexeme, in grammar: NumberGrammar) -> Transition {
        consume(lexeme, in: grammar.shape)
    }

    /// The same, with the grammar itself.
    func rejection(of lexeme: Lexeme, in grammar: NumberGrammar) -> InvalidReason? {
        rejection(of: lexeme, in: grammar.shape)
    }

    // MARK: - Runs of digits

    /// Whether a run of digits of `system` can be taken by counting alone: the number's first digits (after at
    /// most a sign), the integer part or the fraction of a number already written in `system`, with no bidi mark
    /// pending; in the integer part no more than ``integerGroupRoom(in:)``. Each digit of such a run is accepted
    /// one by one by ``consume(_:in:)-(_,GrammarShape)`` too, with the same counts: the run only skips the
    /// per-digit steps. (Groups used to be read digit by digit: the strict-grouping keystroke 989 instructions.)
    @inline(__always)
    func canTakeDigitRun(of system: DigitSystem) -> Bool {
        guard !isMarkPending else { return false }
        switch phase {
        case .start, .sign: return digitSystem == nil
        case .integer, .group, .fraction, .decimalAfterInteger, .decimalWithoutInteger: return digitSystem == system
        default: return false
        }
    }

    /// How many more integer digits a run may take in the current group: after a grouping separator, the
    /// group's room (one digit more is refused as a misplaced separator, digit by digit); `Int.max` before one.
    @inline(__always)
    func integerGroupRoom(in grammar: GrammarShape) -> Int {
        guard hasGroupingSeparator else { return .max }
        return phase == .group ? grammar.largestGroupSize : grammar.largestGroupSize &- groupDigitCount
    }

    /// Whether a run taken now goes into the integer part (else the fraction).
    @inline(__always)
    var takesIntegerDigits: Bool { phase == .integer || phase == .group || phase == .start || phase == .sign }

    /// Takes `count` digits of `system` at once, after ``canTakeDigitRun(of:)`` said yes (in the integer part no
    /// more than ``integerGroupRoom(in:)``). Returns their token kind.
    @inline(__always)
    mutating func takeDigitRun(count: Int, of system: DigitSystem, hasNonZeroDigit nonZero: Bool)
        -> NumberToken.Kind
    {
        hasNonZeroDigit = hasNonZeroDigit || nonZero
        digitSystem = system
        if phase == .start || phase == .sign {
            phase = .integer
            integerDigitCount &+= count
            groupDigitCount = count
            return .integerDigits
        }
        if phase == .integer {
            integerDigitCount &+= count
            groupDigitCount &+= count
            return .integerDigits
        }
        if phase == .group {
            phase = .integer
            integerDigitCount &+= count
            groupDigitCount = count
            return .integerDigits
        }
        phase = .fraction
        fractionDigitCount &+= count
        return .fractionDigits
    }

    // MARK: - End of text

    /// The status, with the grammar itself.
    func status(in grammar: NumberGrammar) -> VerdictStatus { status(in: grammar.shape) }

    /// The status of the text taken so far (the driver says partial itself while inside a multi-scalar symbol).
    @inline(__always)
    func status(in grammar: GrammarShape) -> VerdictStatus {
        if isMarkPending { return .partial }
        let kind = grammar.kind
        switch phase {
        case .start, .sign, .group, .decimalWithoutInteger, .exponentMarker, .exponentSign:
            return .partial
        case .integer:
            if hasGroupingSeparator && groupDigitCount != grammar.primaryGroupSize { return .partial }
            if kind.requiresExponent { return .partial }
            if kind == .positiveInteger && !hasNonZeroDigit { return .partial }
            return .complete
        case .decimalAfterInteger, .fraction:
            return kind.requiresExponent ? .partial : .complete
        case .exponentDigits:
            return .complete
        }
    }
}

// MARK: - The mantissa's table

extension NumberStateMachine {
    /// The mantissa's transitions for ASCII bytes, compiled from this machine for one grammar: what
    /// ``consume(_:in:)-(_,GrammarShape)`` does with each byte in each state that a number's sign, integer digits,
    /// grouping separators (under strict grouping), decimal separator and fraction digits reach, as one table that
    /// ``MantissaReader`` reads one load per byte.
    ///
    /// The table is the machine's own answers, cached: each entry was made by running `consume` on the state and
    /// the byte's lexeme. In these states no transition depends on the integer and fraction digit counts, and the
    /// group's digits matter only under strict grouping, up to the largest group (or, before the first grouping
    /// separator, up to one more than a secondary group): so a state is the machine with those counts set to zero
    /// and the group's digits capped, and the reader counts them again when the driver needs them. Built with each
    /// grammar (a validator's, on a locale's first use for the cached ones): 4 to 6 µs without grouping (17 states
    /// in de_DE), 20 µs for strict grouping (81, the most any grammar of ICU 72's locales has; states after the
    /// decimal separator still keep the group's count, which nothing reads there again: about 45 would do). Every byte the table does not take (the
    /// machine refuses it, or it leads out of the mantissa: an exponent, a bidi mark, anything past ASCII) is an
    /// exit: the driver is made in the machine's state there and reads that byte, refusal and reason included.
    struct MantissaTable {
        /// An entry: the next state's row (the state times 256); ``exit`` where the table does not take the byte.
        ///
        /// The exit is a state of its own, the last row, that takes nothing and leads to itself: a reader that
        /// reads on past it stays there, so a text can be read without a test per byte and asked once at its end
        /// whether the table took it whole (``MantissaReader/readThrough(_:)``).
        let exit: UInt16
        /// 256 entries per state and the exit's row, bytes past ASCII all exits: state `s`'s entry for byte `b`
        /// is at `s << 8 | b`.
        let transitions: [UInt16]
        /// Each state's machine, counts zero; state 0 is the machine at the start. The exit has none.
        let states: [NumberStateMachine]
        /// The bytes some state may take, in order, the digits as 0 and 1 (2 to 9 go where 1 goes): every other
        /// byte is an exit from every state.
        let bytes: [UInt8]
        /// An entry while the table is built: an exit.
        private static let pending: UInt16 = 0xFFFF
        /// The most states a table has (at 512 bytes a state, and one more for the exit): as many as a 16-bit
        /// entry's row (the state times 256) can name with the exit's. A grammar that needs more reads without one.
        /// No grammar of ICU 72's locales does: the ASCII tables have at most 81 states, and the scalar tables
        /// (``ScalarMantissaTable``) at most 158 (ar, numeric, strict grouping; 79 KiB). It was 128 before the
        /// scalar tables, which left 144 of them, all under strict grouping, to the driver.
        static let maximumStates = 255

        /// Compiles the table for a grammar whose lexeme of each of the 256 codes a reader feeds it is `lexemes`:
        /// the ASCII bytes, and for ``ScalarMantissaTable`` a code of its own past them for each two-byte scalar
        /// a number may hold (`.other` for every code no scalar has). Nil when it would have more than
        /// ``maximumStates``. With `takesBidiMarks`, the bidi marks a sign may carry are taken too (ar_EG's minus
        /// sign is U+061C and "-"): the scalar table's, whose marks can be codes; the ASCII table has none to take.
        init?(lexemes: (UInt8) -> Lexeme, shape: GrammarShape, takesBidiMarks: Bool = false) {
            var states = [NumberStateMachine()]
            // Each state's machine as one word, searched in order: cheaper than hashing the machine, for tens of
            // states (a table is built per grammar, on a locale's first use).
            var keys = [NumberStateMachine().tableKey]
            var transitions: [UInt16] = []
            transitions.reserveCapacity(32 << 8)
            // The codes of a number's mantissa, the only ones the table may take; of the digits only 0 and 1: in
            // every state, 2 to 9 go where the 1 of their system goes.
            let bytes = (UInt8(0)...0xFF).filter { byte in
                let lexeme = lexemes(byte)
                if lexeme.isDigit { return lexeme.digitValue <= 1 }
                return lexeme == .minus || lexeme == .plus || lexeme == .decimalSeparator || lexeme == .groupingSeparator
                    || takesBidiMarks && lexeme == .bidiMark
            }
            // The digits 2 to 9 of each system (ASCII, native), which take the entry of its 1.
            var twoToNine: [[UInt8]] = [[], []]
            for byte in UInt8(0)...0xFF {
                let lexeme = lexemes(byte)
                if lexeme.isDigit && lexeme.digitValue >= 2 { twoToNine[Int(lexeme.digitSystem.rawValue)].append(byte) }
            }
            // The group's digits matter only where grouping separators are taken.
            let countsGroups = shape.grouping == .strict && shape.kind.allowsGrouping
            var next = 0
            while next < states.count {
                let row = transitions.count
                transitions.append(contentsOf: repeatElement(Self.pending, count: 256))
                for byte in bytes {
                    var machine = states[next]
                    guard case .accepted(let kind) = machine.consume(lexemes(byte), in: shape) else { continue }
                    switch kind {
                    case .integerDigits, .fractionDigits, .sign, .decimalSeparator, .groupingSeparator: break
                    case .bidiMark where takesBidiMarks: break
                    default: continue
                    }
                    machine.integerDigitCount = 0
                    machine.fractionDigitCount = 0
                    // Once a grouping separator was taken, the group's digits decide the next separator, the
                    // decimal separator and the status (at most the largest group); before one, only whether they
                    // are more than a secondary group (the first separator's test); without grouping, nothing.
                    if !countsGroups {
                        machine.groupDigitCount = 0
                    } else if !machine.hasGroupingSeparator {
                        machine.groupDigitCount = Swift.min(machine.groupDigitCount, shape.secondaryGroupSize &+ 1)
                    }
                    let key = machine.tableKey
                    let state: Int
                    if let existing = keys.firstIndex(of: key) {
                        state = existing
                    } else {
                        state = states.count
                        keys.append(key)
                        states.append(machine)
                    }
                    transitions[row | Int(byte)] = UInt16(state) << 8
                    let lexeme = lexemes(byte)
                    if lexeme.isDigit && lexeme.digitValue == 1 {
                        transitions.withUnsafeMutableBufferPointer { entries in
                            for digit in twoToNine[Int(lexeme.digitSystem.rawValue)] {
                                entries[row | Int(digit)] = UInt16(state) << 8
                            }
                        }
                    }
                }
                guard states.count <= Self.maximumStates else { return nil }
                next += 1
            }
            let exit = UInt16(states.count) << 8
            // Through the buffer: an array's subscript checked the buffer's uniqueness on every write, most of a
            // table's making (about 115,000 instructions for 30 states).
            transitions.withUnsafeMutableBufferPointer { entries in
                for index in entries.indices where entries[index] == Self.pending { entries[index] = exit }
            }
            transitions.append(contentsOf: repeatElement(exit, count: 256))
            self.exit = exit
            self.transitions = transitions
            self.states = states
            self.bytes = bytes
        }
    }

    /// A table state's machine as one word: every field but the integer and fraction digit counts, which the
    /// table sets to zero; the group's digits as the table keeps them (at most the largest group, or a secondary
    /// group and one), the exponent's magnitude (zero in every table state) in the high half.
    fileprivate var tableKey: UInt64 {
        var key = UInt64(phase.rawValue)
        key |= UInt64(isMarkPending ? 1 : 0) << 8
        key |= UInt64(digitSystem.map { $0.rawValue &+ 1 } ?? 0) << 9
        key |= UInt64(isNegative ? 1 : 0) << 11
        key |= UInt64(hasNonZeroDigit ? 1 : 0) << 12
        key |= UInt64(hasGroupingSeparator ? 1 : 0) << 13
        key |= UInt64(hasDecimalSeparator ? 1 : 0) << 14
        key |= UInt64(isExponentNegative ? 1 : 0) << 15
        key |= UInt64(UInt16(truncatingIfNeeded: groupDigitCount)) << 16
        key |= UInt64(UInt32(truncatingIfNeeded: exponentMagnitude)) << 32
        return key
    }

    /// The machine in a table state, with the counts the table kept: what it would be had it read the same bytes.
    @inline(__always)
    init(mantissa state: NumberStateMachine, integerDigits: Int, fractionDigits: Int, groupDigits: Int) {
        self = state
        integerDigitCount = integerDigits
        fractionDigitCount = fractionDigits
        groupDigitCount = groupDigits
    }
}
