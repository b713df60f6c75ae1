/// Reads the start of a number from the grammar's mantissa table (``NumberStateMachine/MantissaTable``): a sign,
/// integer digits and their grouping separators (under strict grouping), the decimal separator and fraction
/// digits, all ASCII, one load per byte and nothing else.
///
/// It reads ahead of a ``TextDriver``, not beside it: at the first byte the table does not take (one the machine
/// refuses, an exponent, anything past ASCII), the driver is made in the machine's state after the bytes taken
/// (``resumption(in:replaying:_:_:)``, ``TextDriver/resume(with:after:utf16Count:)``) and reads on from that
/// byte, so every refusal, its reason and its offset come from the driver as before. A text the table takes whole
/// has the status of the table's state. The table is the machine's own transitions, compiled: the reader cannot
/// take a byte the machine would refuse, nor end in a state the machine would not.
struct MantissaReader {
    private let transitions: UnsafePointer<UInt16>
    /// The table's exit row, which leads to itself (``NumberStateMachine/MantissaTable/exit``).
    private let exit: Int
    /// A text longer than this is read with ``readLong(_:grammar:)`` where its caller chooses so
    /// (`NumericValidator.status(of:)`; an edit reads every text with ``read(_:)``, see `readLong`).
    static var longText: Int { 64 }
    /// The table's state as its row: the state times 256; 0 at the start.
    private(set) var row = 0
    /// The bytes taken, all ASCII: as many UTF-16 code units.
    private(set) var taken = 0

    /// A reader at the start of a text; the grammar outlives it (the plan's caller keeps the plan alive).
    @inline(__always)
    init(grammar: Unmanaged<NumberGrammar>) {
        (transitions, exit) = grammar._withUnsafeGuaranteedRef {
            (UnsafePointer($0.mantissaTransitions), Int($0.mantissaExit))
        }
    }

    /// A reader in the state of `row` (a ``VerdictCheckpoint``'s), as if it had read the text before it.
    @inline(__always)
    init(grammar: Unmanaged<NumberGrammar>, row: Int) {
        self.init(grammar: grammar)
        self.row = row
    }

    /// A reader of a rule's table that counts digits against its limits, at the start of a text; the table
    /// outlives it (the plan holds it).
    @inline(__always)
    init(limits table: Unmanaged<DigitLimitTable>) {
        (transitions, exit) = table._withUnsafeGuaranteedRef { (UnsafePointer($0.transitions), $0.exit) }
    }

    /// ``read(_:)`` for a long text: where every digit leaves the state where it is, eight digits a step. Out of
    /// line, and chosen by the caller: a test in ``read(_:)`` cost the keystroke 75 instructions, and the same test
    /// anywhere on an edit's path (in `InputRule`'s `mantissaStatus`, or before `evaluate`'s body) 40 to 60, so
    /// an edit's segments choose ``readThroughWords(_:grammar:)`` instead, each on its own length.
    @inline(never)
    mutating func readLong(_ bytes: UnsafeBufferPointer<UInt8>, grammar: Unmanaged<NumberGrammar>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let loops = grammar._withUnsafeGuaranteedRef { UnsafePointer($0.mantissaDigitLoops) }
        var row = self.row
        var index = 0
        let count = bytes.count
        while index < count {
            if loops[row &>> 8] {
                index = UTF8Bytes.endOfASCIIDigitWords(base, from: index, end: count)
                if index == count { break }
            }
            let entry = transitions[row | Int(base[index])]
            if entry == exit { break }
            row = Int(entry)
            index &+= 1
        }
        self.row = row
        taken &+= index
        return index
    }

    /// Reads `bytes` as far as the table takes them. Returns the bytes taken: all of them, or up to the first the
    /// driver must read.
    @inline(__always)
    mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var row = self.row
        var index = 0
        let count = bytes.count
        while index < count {
            let entry = transitions[row | Int(base[index])]
            if entry == exit { break }
            row = Int(entry)
            index &+= 1
        }
        self.row = row
        taken &+= index
        return index
    }

    /// Reads all of `bytes` without asking at each whether the table took it: past a byte it does not take, the
    /// reader is in the exit, which leads to itself (``hasExited``). One load a byte, no test; the bytes taken
    /// are not counted (a reader that exited is left for a fresh one's ``read(_:)``, which finds where).
    @inline(__always)
    mutating func readThrough(_ bytes: UnsafeBufferPointer<UInt8>) {
        var row = self.row
        for index in 0..<bytes.count {
            row = Int(transitions[row | Int(bytes[index])])
        }
        self.row = row
    }

    /// ``readThrough(_:)`` for a segment of more than eight bytes: after each byte that leaves the state where
    /// every digit leaves it (``readLong(_:grammar:)``'s test), the next eight bytes, while eight are left, are
    /// taken from one load each while they are all ASCII digits. The state reached is the same (a digit there
    /// leads nowhere else); the chain of loads, each waiting for the state the one before gave, is shorter by
    /// seven bytes for each word. Out of line, chosen by the caller on the segment's length
    /// (`InputRule`'s `mantissaStatus`).
    @inline(never)
    mutating func readThroughWords(_ bytes: UnsafeBufferPointer<UInt8>, grammar: Unmanaged<NumberGrammar>) {
        guard let base = bytes.baseAddress else { return }
        let loops = grammar._withUnsafeGuaranteedRef { UnsafePointer($0.mantissaDigitLoops) }
        var row = self.row
        var index = 0
        let count = bytes.count
        while count &- index >= 8 {
            row = Int(transitions[row | Int(base[index])])
            index &+= 1
            if loops[row &>> 8] { index = UTF8Bytes.endOfASCIIDigitWords(base, from: index, end: count) }
        }
        while index < count {
            row = Int(transitions[row | Int(base[index])])
            index &+= 1
        }
        self.row = row
    }

    /// Whether a byte ``readThrough(_:)`` read was one the table does not take.
    @inline(__always)
    var hasExited: Bool { row == exit }

    /// The status of the text taken.
    @inline(__always)
    func status(in grammar: Unmanaged<NumberGrammar>) -> VerdictStatus {
        grammar._withUnsafeGuaranteedRef { $0.mantissaStatuses[row &>> 8] }
    }

    /// The status of the text taken, by a reader of `table` (``init(limits:)``).
    @inline(__always)
    func status(in table: Unmanaged<DigitLimitTable>) -> VerdictStatus {
        table._withUnsafeGuaranteedRef { $0.statuses[row &>> 8] }
    }

    /// The state's sign and separators, read in place (not after an exit: the exit has no machine).
    @inline(__always)
    func signAndSeparators(in grammar: Unmanaged<NumberGrammar>)
        -> (isNegative: Bool, hasGroupingSeparator: Bool, hasDecimalSeparator: Bool)
    {
        grammar._withUnsafeGuaranteedRef {
            let state = $0.mantissaStates + (row &>> 8)
            return (state.pointee.isNegative, state.pointee.hasGroupingSeparator, state.pointee.hasDecimalSeparator)
        }
    }

    /// ``readThrough(_:)`` that also appends the ASCII digits read to `units` (wrapping: past 19 digits the value
    /// is wrong, and `digits`, which counts them, says so), in the same pass: for a value in fixed point
    /// (``fixedPointFractionDigits(in:_:_:_:)``).
    @inline(__always)
    mutating func readThrough(_ bytes: UnsafeBufferPointer<UInt8>, units: inout UInt64, digits: inout Int) {
        var row = self.row
        for index in 0..<bytes.count {
            let byte = bytes[index]
            row = Int(transitions[row | Int(byte)])
            let digit = byte &- 0x30
            if digit < 10 {
                units = units &* 10 &+ UInt64(digit)
                digits &+= 1
            }
        }
        self.row = row
    }

    /// ``readThrough(_:units:digits:)`` for a whole text (a verdict's). Where the state stays where digits leave
    /// it (``readLong(_:grammar:)``'s test) and eight bytes are left, the digits among the next eight up to the
    /// first byte that is not one come from one load (``UTF8Bytes/eightDigits(_:)``). `digitsBeforeLastMark`:
    /// the digits read before the last byte that is not one; in the fraction phase, the integer digits (after
    /// the decimal separator the table takes only digits), so the fraction digits are `digits` less these,
    /// without reading the text back.
    @inline(__always)
    mutating func readWhole(_ bytes: UnsafeBufferPointer<UInt8>, grammar: Unmanaged<NumberGrammar>,
                            units: inout UInt64, digits: inout Int, digitsBeforeLastMark: inout Int) {
        guard let base = bytes.baseAddress else { return }
        let loops = grammar._withUnsafeGuaranteedRef { UnsafePointer($0.mantissaDigitLoops) }
        var row = self.row
        var index = 0
        let count = bytes.count
        // Words while eight bytes are left, then bytes: a text shorter than a word pays one test for the words.
        while count &- index >= 8 {
            if loops[row &>> 8] {
                // Little-endian whatever the machine: the first byte in the lowest, as `eightDigits` reads.
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let notDigits = UTF8Bytes.nonDigitBytes(word)
                if notDigits == 0 {
                    units = units &* 100_000_000 &+ UTF8Bytes.eightDigits(word &- 0x3030_3030_3030_3030)
                    digits &+= 8
                    index &+= 8
                    continue
                }
                // The digits before the first byte that is not one (a group between separators), in the word
                // too: shifted to its end behind "0"s. The byte after them takes the step below.
                let leading = notDigits.trailingZeroBitCount &>> 3
                if leading > 0 {
                    let shift = (8 &- leading) &<< 3
                    let padded = (word &<< shift) | (0x3030_3030_3030_3030 &>> (64 &- shift))
                    units = units &* Powers.ten[leading] &+ UTF8Bytes.eightDigits(padded &- 0x3030_3030_3030_3030)
                    digits &+= leading
                    index &+= leading
                }
            }
            Self.step(base[index], transitions, &row, &units, &digits, &digitsBeforeLastMark)
            index &+= 1
        }
        while index < count {
            Self.step(base[index], transitions, &row, &units, &digits, &digitsBeforeLastMark)
            index &+= 1
        }
        self.row = row
    }

    /// One byte of ``readWhole(_:grammar:units:digits:digitsBeforeLastMark:)``.
    @inline(__always)
    private static func step(_ byte: UInt8, _ transitions: UnsafePointer<UInt16>, _ row: inout Int,
                             _ units: inout UInt64, _ digits: inout Int, _ digitsBeforeLastMark: inout Int) {
        row = Int(transitions[row | Int(byte)])
        let digit = byte &- 0x30
        if digit < 10 {
            units = units &* 10 &+ UInt64(digit)
            digits &+= 1
        } else {
            digitsBeforeLastMark = digits
        }
    }

    /// The verdict of a whole text (a number without affixes, of a kind other than ``NumericKind/digits``) the
    /// table takes whole, with its value accumulated in the same pass; nil where the driver tells it: a text the
    /// table does not take whole, an invalid state (the driver says why and where), a text that may pass
    /// `digitLimits` (``isWithinDigitLimits(in:integer:fraction:_:_:_:)``: the driver names the digit past a
    /// limit; within them, the limits change nothing), more than 19 digits (the
    /// value would not fit a word), or more than ``longText`` bytes (read a byte at a time here, eight digits a
    /// step by the driver). The status is the table's state's, as for an edit; the value is the driver's
    /// (``NumericValue/init(units:fractionDigits:isNegative:)``): `MantissaTableTests` compares the two.
    ///
    /// Inlined: out of line, the en_US field pair cost 82 instructions more and the verdict with its value 24;
    /// inlined, the pairs of locales without a table (fa_IR) cost 53 more for the code around their verdict.
    @inline(__always)
    static func verdict(of bytes: UnsafeBufferPointer<UInt8>, grammar: Unmanaged<NumberGrammar>,
                        digitLimits: (integer: Int, fraction: Int)? = nil) -> Verdict? {
        guard bytes.count <= longText else { return nil }
        var reader = MantissaReader(grammar: grammar)
        var units: UInt64 = 0
        var digits = 0
        var digitsBeforeLastMark = 0
        reader.readWhole(bytes, grammar: grammar, units: &units, digits: &digits,
                         digitsBeforeLastMark: &digitsBeforeLastMark)
        guard !reader.hasExited else { return nil }
        let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        if let digitLimits, !reader.isWithinDigitLimits(in: grammar, integer: digitLimits.integer,
                                                        fraction: digitLimits.fraction, bytes, none, none) {
            return nil
        }
        return reader.verdict(in: grammar, units: units, digits: digits, digitsBeforeLastMark: digitsBeforeLastMark)
    }

    /// The verdict of a whole text the table took (not exited) with these digits: its state's status, and the
    /// value of a complete one; nil where the driver tells it (an invalid state, more than 19 digits).
    @inline(__always)
    func verdict(in grammar: Unmanaged<NumberGrammar>, units: UInt64, digits: Int, digitsBeforeLastMark: Int)
        -> Verdict? {
        grammar._withUnsafeGuaranteedRef {
            Self.verdict(status: $0.mantissaStatuses[row &>> 8], state: $0.mantissaStates + (row &>> 8), units: units,
                         digits: digits, digitsBeforeLastMark: digitsBeforeLastMark)
        }
    }

    /// The verdict of a whole text a mantissa table (the ASCII one or a ``ScalarMantissaTable``) took, ending in
    /// `state` of `status`, with these digits: partial, complete with its value, or nil where the driver tells it
    /// (an invalid state, more than 19 digits, whose value would not fit a word).
    @inline(__always)
    static func verdict(status: VerdictStatus, state: UnsafePointer<NumberStateMachine>, units: UInt64, digits: Int,
                        digitsBeforeLastMark: Int) -> Verdict? {
        switch status {
        case .partial:
            return .partial
        case .invalid:
            return nil
        case .complete:
            guard digits <= 19 else { return nil }
            let fractionDigits = state.pointee.phase == .fraction ? digits &- digitsBeforeLastMark : 0
            return .complete(NumericValue(units: units, fractionDigits: fractionDigits,
                                          isNegative: state.pointee.isNegative))
        }
    }

    /// Whether the text taken ends in the fraction phase (after the decimal separator).
    @inline(__always)
    func isInFraction(in grammar: Unmanaged<NumberGrammar>) -> Bool {
        grammar._withUnsafeGuaranteedRef { $0.mantissaStates[row &>> 8].phase } == .fraction
    }

    /// How many of the digits of a text the table took whole, `first`, `second` and `third` in turn, follow its
    /// decimal separator: in the fraction phase, the digits at the text's end (as in
    /// ``isWithinDigitLimits(in:integer:fraction:_:_:_:)``); otherwise none.
    @inline(__always)
    func fixedPointFractionDigits(in grammar: Unmanaged<NumberGrammar>, _ first: UnsafeBufferPointer<UInt8>,
                                  _ second: UnsafeBufferPointer<UInt8>, _ third: UnsafeBufferPointer<UInt8>) -> Int
    {
        let phase = grammar._withUnsafeGuaranteedRef { $0.mantissaStates[row &>> 8].phase }
        var fractionDigits = 0
        if phase == .fraction, Self.countTrailingDigits(third, into: &fractionDigits, limit: .max),
           Self.countTrailingDigits(second, into: &fractionDigits, limit: .max) {
            _ = Self.countTrailingDigits(first, into: &fractionDigits, limit: .max)
        }
        return fractionDigits
    }

    /// Whether the text taken, `first`, `second` and `third` whole (the segments the reader took in turn), has
    /// at most `integer` integer digits and `fraction` fraction digits; false where it may have more (the caller
    /// asks the driver, which counts them). Without a count: in the fraction phase the fraction digits are the
    /// ASCII digits at the text's end, read back to the decimal separator, and the integer digits are at most the
    /// bytes before that separator; before it, at most the bytes taken.
    @inline(__always)
    func isWithinDigitLimits(in grammar: Unmanaged<NumberGrammar>, integer: Int, fraction: Int,
                             _ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>,
                             _ third: UnsafeBufferPointer<UInt8>) -> Bool
    {
        let taken = first.count &+ second.count &+ third.count
        let phase = grammar._withUnsafeGuaranteedRef { $0.mantissaStates[row &>> 8].phase }
        guard phase == .fraction else { return taken <= integer }
        // Digits from the end, segment by segment, up to the separator (or one past the limit).
        var digits = 0
        if Self.countTrailingDigits(third, into: &digits, limit: fraction),
           Self.countTrailingDigits(second, into: &digits, limit: fraction) {
            _ = Self.countTrailingDigits(first, into: &digits, limit: fraction)
        }
        return digits <= fraction && taken &- digits &- 1 <= integer
    }

    /// Adds the ASCII digits at the end of `segment` to `digits`, stopping one past `limit`; returns whether
    /// the whole segment was digits (the count goes on in the segment before).
    @inline(__always)
    private static func countTrailingDigits(_ segment: UnsafeBufferPointer<UInt8>, into digits: inout Int,
                                            limit: Int) -> Bool {
        var index = segment.count
        while index > 0, segment[index &- 1] &- 0x30 < 10 {
            digits &+= 1
            index &-= 1
            if digits > limit { return false }
        }
        return index == 0
    }

    /// Where the driver resumes: the machine and the offsets after the bytes taken.
    struct Resumption {
        let machine: NumberStateMachine
        let bytes: Int
        let utf16Count: Int
    }

    /// The machine after the bytes taken, with its digit counts (which the table does not keep: they are read
    /// again here, on the way to the driver), and the offsets. `first`, `second` and `third` are the text's
    /// segments from its start, as they were read.
    func resumption(in grammar: Unmanaged<NumberGrammar>, replaying first: UnsafeBufferPointer<UInt8>,
                    _ second: UnsafeBufferPointer<UInt8>, _ third: UnsafeBufferPointer<UInt8>) -> Resumption
    {
        grammar._withUnsafeGuaranteedRef { grammar in
            var digits = ReplayedDigits()
            var row = 0
            var left = taken
            let loops = UnsafePointer(grammar.mantissaDigitLoops)
            func replay(_ segment: UnsafeBufferPointer<UInt8>) {
                let count = min(left, segment.count)
                guard let base = segment.baseAddress else { return }
                var index = 0
                while index < count {
                    if loops[row &>> 8] {
                        // Digits that leave the state where it is, eight a step: integer or fraction digits.
                        let end = UTF8Bytes.endOfASCIIDigitWords(base, from: index, end: count)
                        digits.count(end &- index, in: grammar.mantissaStates[row &>> 8].phase)
                        index = end
                        if index == count { break }
                    }
                    let byte = base[index]
                    index &+= 1
                    row = Int(transitions[row | Int(byte)])
                    digits.step(into: grammar.mantissaStates[row &>> 8].phase)
                }
                left &-= count
            }
            replay(first)
            replay(second)
            replay(third)
            return Resumption(machine: digits.machine(in: grammar.mantissaStates[self.row &>> 8]), bytes: taken,
                              utf16Count: taken)
        }
    }
}

/// The digit counts a mantissa table does not keep, counted again by a reader's replay of what it took (on the way
/// to the driver), state by state: only a digit leads into (or stays in) the integer or fraction phase, which
/// `MantissaTableTests` checks for every entry of every table.
struct ReplayedDigits {
    private var integer = 0
    private var fraction = 0
    private var group = 0

    /// Counts one step of the replay, into a state of `phase`.
    @inline(__always)
    mutating func step(into phase: NumberStateMachine.Phase) {
        switch phase {
        case .integer:
            integer &+= 1
            group &+= 1
        case .fraction:
            fraction &+= 1
        case .group:
            group = 0
        default:
            break
        }
    }

    /// Counts `digits` digits read in a state they leave where it is, of `phase`.
    @inline(__always)
    mutating func count(_ digits: Int, in phase: NumberStateMachine.Phase) {
        if phase == .fraction {
            fraction &+= digits
        } else {
            integer &+= digits
            group &+= digits
        }
    }

    /// The machine in the table's `state`, with these counts.
    func machine(in state: NumberStateMachine) -> NumberStateMachine {
        NumberStateMachine(mantissa: state, integerDigits: integer, fractionDigits: fraction, groupDigits: group)
    }
}
