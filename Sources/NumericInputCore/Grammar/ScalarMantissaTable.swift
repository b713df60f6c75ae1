/// The mantissa's table for a locale that writes its own digits (Persian, Arabic-Indic, …), whose numbers are
/// mostly two-byte scalars: the grammar's ``NumberStateMachine/MantissaTable`` over codes rather than bytes, in
/// plain memory it owns, read in place by ``ScalarMantissaReader``.
///
/// A code is an ASCII byte, or, past them, one of the two-byte scalars a number's mantissa may hold (the native
/// digits, and the decimal and grouping separators, signs and bidi marks that are two-byte scalars: "٫" and "٬" in
/// fa_IR and ar_EG, and ar_EG's U+061C before its minus sign), numbered in the order of their scalars. The reader finds a two-byte scalar's code with one load from
/// ``codes``, indexed by the scalar's eleven bits, and the next state with one more, as the ASCII table does for a
/// byte; a scalar of three or four bytes is an exit (but for the signs and bidi marks a text begins with, fa_IR's
/// U+200E U+2212, which have codes too and are read at a text's start: ``wideScalars``), and so is every code the
/// machine refuses or that leads out of the mantissa, as in the ASCII table: the driver is made in the machine's
/// state there and reads on, so every refusal's reason and offset are still the driver's.
///
/// A table over bytes, with a state for each byte inside a scalar, was built and measured before (the twenty-fourth
/// steps of `Benchmarks/HotPath.md`): it multiplied the states past what 16-bit entries hold for some of fa_IR's
/// and ar_EG's grammars, and its exit test cost the ASCII keystrokes. Codes keep a state per machine state, and this
/// table is a grammar's own, read only where the grammar has no ASCII table: the ASCII keystrokes read nothing new.
///
/// Made with each grammar of such a locale whose digits are two-byte scalars (not Bengali's, of three): fa_IR's
/// numeric grammar has 30 states (15 KiB of transitions) and 13 codes past ASCII, and the codes take 16 KiB.
/// Every grammar of ICU 72's locales that writes two-byte digits has one: 576 tables, the largest 158 states (ar's
/// numeric grammar under strict grouping, 79 KiB). Digit limits are still the driver's
/// (`RulePlan.readsScalarMantissaTable`). A whole text's verdict reads its value in the same pass, from each code's
/// digit value (``digitValues``), as the ASCII table's verdict does.
///
/// Making one, under callgrind (a release build, N and 2N constructions of an uncached validator): fa_IR's numeric
/// grammar took 34,000 instructions without a table and takes 180,000 with it; under strict grouping, 841,000 (the
/// ASCII de_DE decimal grammar under strict grouping: 515,000).
final class ScalarMantissaTable: @unchecked Sendable {  // immutable after init; written only there
    /// 256 entries per state and the exit's row, as in ``NumberStateMachine/MantissaTable/transitions``; state `s`'s
    /// entry for code `c` is at `s << 8 | c`.
    let transitions: UnsafeMutablePointer<UInt16>
    /// The exit's row (``NumberStateMachine/MantissaTable/exit``), which leads to itself.
    let exit: Int
    /// The code of each two-byte scalar (U+0080 to U+07FF), indexed by its two bytes read as a little-endian
    /// 16-bit word, each byte's high two bits cleared (``codeIndex(of:)``): 16,192 entries, so that a reader finds
    /// a code with one mask and one load. 0 (NUL, which no state takes) for every other index.
    let codes: UnsafeMutablePointer<UInt8>
    /// The entries of ``codes``.
    static let codeCount = 0x3F40

    /// The index in ``codes`` of a two-byte scalar: the low six bits of its continuation byte, then those of its
    /// lead byte (the scalar's top five bits, below 0x20: a three- or four-byte lead has 0x20 or more there).
    static func codeIndex(of scalar: UInt32) -> Int {
        Int(scalar & 0x3F) << 8 | Int(scalar >> 6)
    }
    /// Each state's machine, counts zero (the driver's resumption reads them again), and each state's status and
    /// the exit's (invalid).
    let states: UnsafeMutablePointer<NumberStateMachine>
    let statuses: UnsafeMutablePointer<VerdictStatus>
    /// The states, the exit aside.
    let stateCount: Int
    /// The two-byte scalars that have a code, in code order from 0x80.
    let scalars: [UInt32]
    /// The three-byte scalars among the signs and bidi marks a text may begin with (fa_IR's minus sign is U+200E
    /// U+2212), each as its UTF-8 bytes in one word (``packedUTF8(of:)``), and their codes, past the two-byte
    /// scalars'. ``ScalarMantissaReader/readLeadingSigns(_:in:)`` reads them at a text's start only, where a text whose
    /// first byte is a three-byte lead would otherwise be the driver's whole; everywhere else a three-byte scalar is
    /// an exit, as before, so the loops over two-byte scalars stay as they were. ``wideCount`` of them, at most
    /// ``wideCapacity``.
    let wideScalars: UnsafeMutablePointer<UInt32>
    let wideCodes: UnsafeMutablePointer<UInt8>
    let wideCount: Int
    /// Room for more than fa_IR's three (U+200E, U+200F, U+2212). A grammar with more keeps the first eight, and its
    /// texts that begin with one of the others are the driver's, as every such text was before these codes.
    static let wideCapacity = 8

    /// The locale's minus sign where it begins with such a scalar and is at most eight bytes of scalars the table
    /// has codes for (fa_IR's U+200E U+2212, six bytes; ps_AF's U+200E U+002D U+200E, seven): its bytes as one
    /// little-endian word, how many (0 where there is no such sign), and the row the table is in after it from its
    /// start. ``ScalarMantissaReader/readLeadingSigns(_:in:)`` compares a text's first eight bytes with
    /// it, one comparison for the sign that begins every negative number, before it looks up scalar by scalar.
    let leadingSign: UInt64
    let leadingSignLength: Int
    let leadingSignRow: Int

    /// A three-byte scalar's UTF-8 bytes in one word, its lead byte highest.
    static func packedUTF8(of scalar: UInt32) -> UInt32 {
        (0xE0 | scalar >> 12) << 16 | (0x80 | (scalar >> 6) & 0x3F) << 8 | (0x80 | scalar & 0x3F)
    }

    /// Each code's digit value (0 to 9, ASCII or native), 0xFF for a code that is not a digit: 256 entries, so
    /// that a verdict accumulates its value in the pass that reads its states
    /// (`ScalarMantissaReader.verdict(of:grammar:)`).
    let digitValues: UnsafeMutablePointer<UInt8>

    /// The table of a grammar whose ASCII lexemes are `ascii` (128 entries) and whose two-byte scalars' lexemes
    /// are `lexeme`, among `candidates` (every two-byte scalar `lexeme` may give a lexeme other than `.other`); nil
    /// where the table would have more than ``NumberStateMachine/MantissaTable/maximumStates`` states, or takes
    /// nothing.
    init?(ascii: [Lexeme], candidates: [UInt32], lexeme: (UInt32) -> Lexeme, minusSign: [UInt32],
          shape: GrammarShape) {
        let scalars = Set(candidates).filter { scalar in
            guard (0x80..<0x800).contains(scalar) else { return false }
            let lexeme = lexeme(scalar)
            return lexeme.isDigit || lexeme == .minus || lexeme == .plus || lexeme == .decimalSeparator
                || lexeme == .groupingSeparator || lexeme == .bidiMark
        }.sorted()
        let wide = Set(candidates).filter { scalar in
            guard (0x800..<0x10000).contains(scalar) else { return false }
            let lexeme = lexeme(scalar)
            return lexeme == .minus || lexeme == .plus || lexeme == .bidiMark
        }.sorted().prefix(Self.wideCapacity)
        guard !scalars.isEmpty, scalars.count &+ wide.count <= 0x80 else { return nil }
        let coded = scalars + wide
        let lexemes = (0..<256).map { code in
            code < 0x80 ? ascii[code] : code &- 0x80 < coded.count ? lexeme(coded[code &- 0x80]) : .other
        }
        guard let table = NumberStateMachine.MantissaTable(lexemes: { lexemes[Int($0)] }, shape: shape,
                                                           takesBidiMarks: true),
              table.states.count > 1 else { return nil }
        transitions = UnsafeMutablePointer<UInt16>.allocate(capacity: table.transitions.count)
        transitions.initialize(from: table.transitions, count: table.transitions.count)
        exit = Int(table.exit)
        codes = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.codeCount)
        codes.initialize(repeating: 0, count: Self.codeCount)
        for (index, scalar) in scalars.enumerated() { codes[Self.codeIndex(of: scalar)] = UInt8(0x80 &+ index) }
        stateCount = table.states.count
        states = UnsafeMutablePointer<NumberStateMachine>.allocate(capacity: table.states.count)
        states.initialize(from: table.states, count: table.states.count)
        statuses = UnsafeMutablePointer<VerdictStatus>.allocate(capacity: table.states.count &+ 1)
        statuses.initialize(from: table.states.map { $0.status(in: shape) } + [.invalid], count: table.states.count &+ 1)
        self.scalars = scalars
        wideCount = wide.count
        wideScalars = UnsafeMutablePointer<UInt32>.allocate(capacity: Self.wideCapacity)
        wideScalars.initialize(repeating: 0, count: Self.wideCapacity)
        wideCodes = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.wideCapacity)
        wideCodes.initialize(repeating: 0, count: Self.wideCapacity)
        for (index, scalar) in wide.enumerated() {
            wideScalars[index] = Self.packedUTF8(of: scalar)
            wideCodes[index] = UInt8(0x80 &+ scalars.count &+ index)
        }
        // The minus sign's row from the start, where it begins with a three-byte scalar (the texts that reach
        // `readLeadingSigns`), is at most eight bytes and each of its scalars has a code the table takes.
        var signRow = 0
        var signBytes: [UInt8] = []
        if let first = minusSign.first, wide.contains(first) {
            for scalar in minusSign {
                let code: Int? = scalar < 0x80 ? Int(scalar)
                    : scalars.firstIndex(of: scalar).map { 0x80 &+ $0 }
                    ?? wide.firstIndex(of: scalar).map { 0x80 &+ scalars.count &+ ($0 &- wide.startIndex) }
                let bytes = Unicode.Scalar(scalar).map { Array(String(Character($0)).utf8) } ?? []
                guard let code, !bytes.isEmpty, signBytes.count &+ bytes.count <= 8,
                      Int(table.transitions[signRow | code]) != exit else { signBytes = []; break }
                signRow = Int(table.transitions[signRow | code])
                signBytes += bytes
            }
        }
        leadingSignLength = signBytes.count
        leadingSignRow = signBytes.isEmpty ? 0 : signRow
        leadingSign = signBytes.reversed().reduce(0) { $0 << 8 | UInt64($1) }
        digitValues = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        digitValues.initialize(from: lexemes.map { $0.isDigit ? $0.digitValue : 0xFF }, count: 256)
    }

    deinit {
        transitions.deallocate()
        codes.deallocate()
        states.deinitialize(count: stateCount)
        states.deallocate()
        statuses.deallocate()
        digitValues.deallocate()
        wideScalars.deallocate()
        wideCodes.deallocate()
    }
}
