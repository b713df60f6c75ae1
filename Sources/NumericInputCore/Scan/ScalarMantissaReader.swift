/// Reads the start of a number from a ``ScalarMantissaTable``, scalar by scalar: an ASCII byte is its own code, a
/// two-byte scalar's code is one load from the table's codes, and the next state one load more. It reads ahead of a
/// ``TextDriver`` as ``MantissaReader`` does: at the first scalar the table does not take, the driver is made in
/// the machine's state after the scalars taken (``resumption(in:replaying:_:_:)``) and reads on from there.
///
/// Every segment it reads is whole scalars of valid UTF-8 (a `String`'s, cut at scalar boundaries), so a lead
/// byte below 0xE0 is followed by its continuation byte in the same segment.
struct ScalarMantissaReader {
    private let transitions: UnsafePointer<UInt16>
    private let codes: UnsafePointer<UInt8>
    private let exit: Int
    /// The table's state as its row: the state times 256; 0 at the start.
    private(set) var row = 0
    /// The bytes taken.
    private(set) var taken = 0

    /// A reader at the start of a text; the table outlives it (its grammar, which the plan's caller keeps alive,
    /// holds it).
    @inline(__always)
    init(table: Unmanaged<ScalarMantissaTable>) {
        (transitions, codes, exit) = table._withUnsafeGuaranteedRef {
            (UnsafePointer($0.transitions), UnsafePointer($0.codes), $0.exit)
        }
    }

    /// A reader in the state of `row` (a ``VerdictCheckpoint``'s), as if it had read the text before it.
    @inline(__always)
    init(table: Unmanaged<ScalarMantissaTable>, row: Int) {
        self.init(table: table)
        self.row = row
    }

    /// The code of the scalar at `index` of `base` and its length: an ASCII byte is its own code; a two-byte
    /// scalar's is one load from the table's codes, indexed by its two bytes' low six bits, read as one 16-bit
    /// word; a longer scalar's is 0, which no state takes (its lead's low six bits are 0x20 or more, where no
    /// two-byte scalar's are), so no caller steps past it with the length given, which is then wrong.
    @inline(__always)
    private func code(_ base: UnsafePointer<UInt8>, _ index: Int) -> (code: Int, length: Int) {
        let lead = base[index]
        if lead < 0x80 { return (Int(lead), 1) }
        let pair = UInt16(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt16.self))
        return (Int(codes[Int(pair & 0x3F3F)]), 2)
    }

    /// Reads `bytes` as far as the table takes them. Returns the bytes taken: all of them, or up to the first
    /// scalar the driver must read.
    @inline(__always)
    mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var row = self.row
        var index = 0
        let count = bytes.count
        while index < count {
            let (code, length) = code(base, index)
            let entry = Int(transitions[row | code])
            if entry == exit { break }
            row = entry
            index &+= length
        }
        self.row = row
        taken &+= index
        return index
    }

    /// Reads the three-byte signs and bidi marks at the start of `bytes` that the table has codes for
    /// (``ScalarMantissaTable/wideScalars``: fa_IR's minus sign, U+200E U+2212), from the reader's state: from the
    /// start, the locale's whole minus sign first, in one comparison with the text's first eight bytes
    /// (``ScalarMantissaTable/leadingSign``, which may hold an ASCII or two-byte scalar too: ps_AF's U+200E U+002D
    /// U+200E), then each three-byte scalar found by comparing its bytes with the table's few. Returns the bytes
    /// taken: up to the first scalar that is not one of them, or that the state does not take. Only a text's start
    /// is read so; ``read(_:)`` and ``readThrough(_:)`` take no three-byte scalar (its code is 0, the exit).
    mutating func readLeadingSigns(_ bytes: UnsafeBufferPointer<UInt8>,
                                   in table: Unmanaged<ScalarMantissaTable>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let (scalars, wideCodes, wideCount) = table._withUnsafeGuaranteedRef {
            (UnsafePointer($0.wideScalars), UnsafePointer($0.wideCodes), $0.wideCount)
        }
        var row = self.row
        var index = 0
        // The locale's minus sign from the start, in one comparison of the text's first eight bytes (fa_IR's
        // 16-character keystroke: about 60 instructions less than its two scalars looked up).
        let (sign, signLength, signRow) = table._withUnsafeGuaranteedRef {
            ($0.leadingSign, $0.leadingSignLength, $0.leadingSignRow)
        }
        if row == 0, signLength != 0, bytes.count >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self))
            if word & (UInt64.max &>> UInt64(truncatingIfNeeded: 64 &- signLength &* 8)) == sign {
                row = signRow
                index = signLength
            }
        }
        while index &+ 3 <= bytes.count, base[index] & 0xF0 == 0xE0 {
            let packed = UInt32(base[index]) << 16 | UInt32(base[index &+ 1]) << 8 | UInt32(base[index &+ 2])
            var code = 0  // NUL, which no state takes
            for candidate in 0..<wideCount where scalars[candidate] == packed { code = Int(wideCodes[candidate]) }
            let entry = Int(transitions[row | code])
            if entry == exit { break }
            row = entry
            index &+= 3
        }
        self.row = row
        taken &+= index
        return index
    }

    /// Reads all of `bytes` without asking at each scalar whether the table took it: past one it does not take,
    /// the reader is in the exit, which leads to itself (``hasExited``), as ``MantissaReader/readThrough(_:)``
    /// reads. The bytes taken are not counted (a reader that exited is left for a fresh one's ``read(_:)``).
    @inline(__always)
    mutating func readThrough(_ bytes: UnsafeBufferPointer<UInt8>) {
        readThrough(bytes) { _ in }
    }

    /// ``readThrough(_:)`` that hands each code read to `visit`, after the step it takes (inlined, so a visit
    /// that does nothing costs nothing).
    @inline(__always)
    private mutating func readThrough(_ bytes: UnsafeBufferPointer<UInt8>, _ visit: (Int) -> Void) {
        guard let base = bytes.baseAddress else { return }
        var row = self.row
        var index = 0
        let count = bytes.count
        // Runs of two-byte scalars (leads 0xC0 to 0xDF) in a loop of their own: one step with the scalar's length
        // carried to it took 16 instructions a scalar, this one 11 (the verdict, visiting digit values: about 30, 24).
        // Every lead byte enters it: a three- or four-byte scalar's code is 0 (``ScalarMantissaTable/codes``), which
        // no state takes, so the reader is in the exit from it on, and the step after it lands on a continuation
        // byte, which the one-byte step below reads as an exit. (The scalar has a continuation byte in the segment,
        // so the 16-bit load stays in it.) The loop for leads 0xC0 to 0xDF alone cost two instructions a scalar more.
        text: while index < count {
            var lead = base[index]
            while lead >= 0xC0 {
                let pair = UInt16(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt16.self))
                let code = Int(codes[Int(pair & 0x3F3F)])
                row = Int(transitions[row | code])
                visit(code)
                index &+= 2
                guard index < count else { break text }
                lead = base[index]
            }
            if lead >= 0x80 {
                // A continuation byte, the step after a three- or four-byte scalar read as two bytes: the reader is
                // in the exit, which nothing leaves, so the reading stops here (a text that begins with fa_IR's bidi
                // mark and minus sign is not read to its end for nothing).
                row = exit
                break
            }
            row = Int(transitions[row | Int(lead)])
            visit(Int(lead))
            index &+= 1
        }
        self.row = row
    }

    /// ``readThrough(_:)`` for a whole text (a verdict's), appending each digit's value to `units` (wrapping: past
    /// 19 digits the value is wrong, and `digits`, which counts them, says so) in the same pass.
    /// `digitsBeforeLastMark`: the digits read before the last code that is not a digit; in the fraction phase, the
    /// integer digits (after the decimal separator the table takes only digits), as in
    /// ``MantissaReader/readWhole(_:grammar:units:digits:digitsBeforeLastMark:)``.
    @inline(__always)
    mutating func readWhole(_ bytes: UnsafeBufferPointer<UInt8>, digitValues: UnsafePointer<UInt8>,
                                    units: inout UInt64, digits: inout Int, digitsBeforeLastMark: inout Int) {
        readThrough(bytes) { code in
            let digit = digitValues[code]
            if digit < 10 {
                units = units &* 10 &+ UInt64(digit)
                digits &+= 1
            } else {
                digitsBeforeLastMark = digits
            }
        }
    }

    /// A whole text's verdict through the table is read only up to this many bytes (32 two-byte scalars, or
    /// more ASCII): a longer one is the driver's, as a value past 19 digits is.
    static var longText: Int { 64 }

    /// The verdict of a whole text (a number without affixes or digit limits, of a kind other than
    /// ``NumericKind/digits``) the grammar's ``ScalarMantissaTable`` takes whole, with its value accumulated in
    /// the same pass; nil where the driver tells it: a text the table does not take whole, an invalid state (the
    /// driver says why and where), more than 19 digits, or more than ``longText`` bytes. As
    /// ``MantissaReader/verdict(of:grammar:digitLimits:)`` does for the ASCII table; `MantissaTableTests` compares
    /// the two with the driver, and debug builds check every verdict against it (`RulePlan.numberVerdict(of:)`).
    ///
    /// Out of line: only the grammars with a scalar table reach it, and the ASCII keystrokes' code stays as it was.
    @inline(never)
    static func verdict(of bytes: UnsafeBufferPointer<UInt8>, grammar: Unmanaged<NumberGrammar>) -> Verdict? {
        guard bytes.count <= longText else { return nil }
        let table = grammar._withUnsafeGuaranteedRef { Unmanaged.passUnretained($0.scalarMantissaTable.unsafelyUnwrapped) }
        return table._withUnsafeGuaranteedRef { table in
            var reader = ScalarMantissaReader(table: .passUnretained(table))
            var units: UInt64 = 0
            var digits = 0
            var digitsBeforeLastMark = 0
            reader.readWhole(bytes, digitValues: table.digitValues, units: &units, digits: &digits,
                             digitsBeforeLastMark: &digitsBeforeLastMark)
            guard !reader.hasExited else {
                // A text that begins with a three-byte scalar (fa_IR's minus sign): again, its signs read first.
                return (bytes.first ?? 0) >= 0xE0 ? signedVerdict(of: bytes, table: .passUnretained(table)) : nil
            }
            return reader.verdict(in: table, units: units, digits: digits, digitsBeforeLastMark: digitsBeforeLastMark)
        }
    }

    /// ``verdict(of:grammar:)`` of a text whose first byte leads a three-byte scalar: its leading signs and bidi
    /// marks through the table's codes for them (``readLeadingSigns(_:in:)``), then the rest as that reads it; nil
    /// where the driver tells it. Out of line, so the texts that begin otherwise read as before.
    @inline(never)
    private static func signedVerdict(of bytes: UnsafeBufferPointer<UInt8>,
                                      table: Unmanaged<ScalarMantissaTable>) -> Verdict? {
        var reader = ScalarMantissaReader(table: table)
        let signs = reader.readLeadingSigns(bytes, in: table)
        guard signs > 0 else { return nil }
        var units: UInt64 = 0
        var digits = 0
        var digitsBeforeLastMark = 0
        return table._withUnsafeGuaranteedRef { table in
            reader.readWhole(UnsafeBufferPointer(rebasing: bytes[signs...]), digitValues: table.digitValues,
                             units: &units, digits: &digits, digitsBeforeLastMark: &digitsBeforeLastMark)
            guard !reader.hasExited else { return nil }
            return reader.verdict(in: table, units: units, digits: digits, digitsBeforeLastMark: digitsBeforeLastMark)
        }
    }

    /// The verdict of a whole text the table took (not exited) with these digits: its state's status, and the
    /// value of a complete one; nil where the driver tells it (an invalid state, more than 19 digits).
    @inline(__always)
    func verdict(in table: ScalarMantissaTable, units: UInt64, digits: Int, digitsBeforeLastMark: Int) -> Verdict? {
        MantissaReader.verdict(status: table.statuses[row &>> 8], state: table.states + (row &>> 8), units: units,
                               digits: digits, digitsBeforeLastMark: digitsBeforeLastMark)
    }

    /// Whether a scalar ``readThrough(_:)`` read was one the table does not take.
    @inline(__always)
    var hasExited: Bool { row == exit }

    /// The status of the text taken.
    @inline(__always)
    func status(in table: Unmanaged<ScalarMantissaTable>) -> VerdictStatus {
        table._withUnsafeGuaranteedRef { $0.statuses[row &>> 8] }
    }

    /// The machine after the scalars taken, with its digit counts (which the table does not keep: they are read
    /// again here, on the way to the driver), and the offsets. `first`, `second` and `third` are the text's
    /// segments from its start, as they were read.
    func resumption(in table: Unmanaged<ScalarMantissaTable>, replaying first: UnsafeBufferPointer<UInt8>,
                    _ second: UnsafeBufferPointer<UInt8>, _ third: UnsafeBufferPointer<UInt8>)
        -> MantissaReader.Resumption
    {
        table._withUnsafeGuaranteedRef { table in
            var digits = ReplayedDigits()
            var row = 0
            var left = taken
            // The scalars taken, each of one or two bytes: as many UTF-16 code units.
            var units = 0
            func replay(_ segment: UnsafeBufferPointer<UInt8>) {
                let count = min(left, segment.count)
                guard let base = segment.baseAddress else { return }
                var index = 0
                while index < count {
                    let (code, length) = code(base, index)
                    index &+= length
                    units &+= 1
                    row = Int(transitions[row | code])
                    digits.step(into: table.states[row &>> 8].phase)
                }
                left &-= count
            }
            replay(first)
            replay(second)
            replay(third)
            return MantissaReader.Resumption(machine: digits.machine(in: table.states[self.row &>> 8]), bytes: taken,
                                             utf16Count: units)
        }
    }
}
