/// The symbols of a locale compiled, with a kind and a grouping policy, into the tables the scanner reads.
///
/// Built once per validator; the scanner only reads it. The table the scanner reads for every byte is plain
/// memory the grammar owns (allocated once, freed in `deinit`), so a look-up is one load: no array buffer to
/// retain, no bounds check.
final class NumberGrammar: @unchecked Sendable {  // immutable after init; the table is written only there
    // MARK: - Tables

    /// The plain values the state machine reads (kind, grouping, group sizes): copied into a scan, so its loop
    /// reads them without touching the grammar.
    let shape: GrammarShape
    var kind: NumericKind { shape.kind }
    var grouping: GroupingPolicy { shape.grouping }
    let symbols: NumberSymbols
    /// The lexeme of every ASCII byte: 128 entries, owned by the grammar.
    private let asciiTable: UnsafeMutablePointer<Lexeme>
    /// The mantissa's transitions for ASCII bytes, compiled from the state machine
    /// (``NumberStateMachine/MantissaTable``), 256 entries per state, and each state's machine: owned by the
    /// grammar, read in place by ``MantissaReader``.
    let mantissaTransitions: UnsafeMutablePointer<UInt16>
    /// The table's exit (``NumberStateMachine/MantissaTable/exit``): the row of the state past every byte the
    /// table does not take, which leads to itself.
    let mantissaExit: UInt16
    let mantissaStates: UnsafeMutablePointer<NumberStateMachine>
    /// Each state's status (``NumberStateMachine/status(in:)-(GrammarShape)``).
    let mantissaStatuses: UnsafeMutablePointer<VerdictStatus>
    /// For each state, whether every ASCII digit leaves it where it is (once a non-zero digit was read: an integer
    /// part without a grouping separator whose group count is capped or not kept, or a fraction): a long text's runs of digits are then read eight bytes a step.
    let mantissaDigitLoops: UnsafeMutablePointer<Bool>
    /// Whether the table takes anything (a grammar with native digits, or whose table would be too large, has one
    /// that takes nothing).
    let hasMantissaTable: Bool
    /// The table's states merged as far as digit limits allow: what a rule with digit limits builds its own table
    /// from (``DigitLimitTable``). Nil without a table.
    let mantissaBlocks: MantissaBlocks?
    private let mantissaStateCount: Int
    /// For a locale that writes its own digits (which the ASCII table does not take), the mantissa's table over
    /// ASCII bytes and two-byte scalars (``ScalarMantissaTable``); nil elsewhere, or where it would be too large.
    let scalarMantissaTable: ScalarMantissaTable?
    /// Non-ASCII scalars that form a token on their own, sorted by scalar.
    let singles: [(scalar: UInt32, lexeme: Lexeme)]
    /// The native digits (scalar values), zero first; empty when the locale uses ASCII digits.
    let nativeDigits: [UInt32]
    /// The native zero when the native digits are contiguous, else `UInt32.max`.
    let nativeZero: UInt32
    /// The lead byte shared by the UTF-8 of all ten native digits when each is two bytes (Arabic-Indic: 0xD9,
    /// Persian: 0xDB), else 0xFF (a byte UTF-8 never has); and the continuation byte of the native zero.
    let nativeDigitLead: UInt8
    let nativeDigitFirstContinuation: UInt8
    /// The two bytes of the decimal separator when it is one two-byte scalar read as the decimal separator
    /// (Arabic "٫" U+066B: 0xD9 0xAB), else 0xFF 0xFF: a run of digits takes it without decoding it. Not in the
    /// `LexemeTable`: a larger table cost the rule stages' scalar path 29 instructions per scalar.
    let decimalSeparatorLead: UInt8
    let decimalSeparatorSecond: UInt8
    /// Symbols longer than one scalar, with the token each stands for.
    let multiScalarSymbols: [(scalars: [UInt32], lexeme: Lexeme)]
    /// Primary group size (0: the locale does not group).
    var primaryGroupSize: Int { shape.primaryGroupSize }
    /// Size of the other groups.
    var secondaryGroupSize: Int { shape.secondaryGroupSize }
    /// The largest group that may follow a grouping separator.
    var largestGroupSize: Int { shape.largestGroupSize }

    // MARK: - The characters a number may contain

    /// Bidi marks (LRM, RLM, ALM): taken next to a sign, where locales put them; nowhere else.
    static let bidiMarks: [UInt32] = [0x200E, 0x200F, 0x061C]

    /// Whether `scalar` is one of ``bidiMarks``: three comparisons, where the array's `contains` reached a lazily
    /// made global and retained it for every scalar the affix matching and the field's readings look at.
    @inline(__always)
    static func isBidiMark(_ scalar: UInt32) -> Bool {
        scalar == 0x200E || scalar == 0x200F || scalar == 0x061C
    }
    /// Minus signs every locale takes besides its own: ASCII "-" (what keyboards type) and U+2212.
    static let minusSigns: [UInt32] = [0x2D, 0x2212]
    /// Plus signs every locale takes besides its own.
    static let plusSigns: [UInt32] = [0x2B]
    /// Spaces that stand for a space-like grouping separator (U+00A0 in sv_SE, U+202F in fr_FR) under strict
    /// grouping, and that group digits in a paste: the space, no-break space, narrow no-break space and thin space
    /// (SI's digit grouping).
    static let groupingSpaces: [UInt32] = [0x20, 0xA0, 0x202F, 0x2009]
    /// Apostrophes that stand for de_CH's U+2019 under strict grouping, and group digits in a paste.
    static let apostrophes: [UInt32] = [0x27, 0x2019]

    /// What a paste may carry beyond what is typed: it is rewritten in the locale's symbols before the rule sees
    /// it, so these never reach a verdict. Dashes word processors put for a minus (figure dash, en dash, small
    /// and full-width hyphen-minus), the full-width plus, and the separators of other conventions: "." and ","
    /// in either role, the Arabic decimal and thousands separators, the grouping spaces and apostrophes. A typed
    /// text takes none of them (see EdgeCases: a field shows the number as the locale writes it).
    static let pastedMinusSigns: [UInt32] = [0x2012, 0x2013, 0xFE63, 0xFF0D]
    static let pastedPlusSigns: [UInt32] = [0xFF0B]
    static let pastedDecimalSeparators: [UInt32] = [0x2E, 0x2C, 0x66B]
    static let pastedSeparators: [UInt32] = [0x2E, 0x2C, 0x66B, 0x66C] + groupingSpaces + apostrophes

    init(symbols: NumberSymbols, kind: NumericKind, grouping: GroupingPolicy) {
        let primary = max(0, symbols.primaryGroupingSize)
        let secondary = max(0, symbols.effectiveSecondaryGroupingSize)
        self.shape = GrammarShape(kind: kind, grouping: grouping, primaryGroupSize: primary,
                                  secondaryGroupSize: secondary, largestGroupSize: max(primary, secondary))
        self.symbols = symbols

        var ascii = [Lexeme](repeating: .other, count: 128)
        var singles: [UInt32: Lexeme] = [:]
        var multi: [(scalars: [UInt32], lexeme: Lexeme)] = []

        let stripMarks = NumberGrammar.withoutBidiMarks
        // First come, first served: a scalar keeps the first token it was given.
        func add(_ scalars: [UInt32], _ lexeme: Lexeme) {
            guard let first = scalars.first else { return }
            if scalars.count == 1 {
                if first < 128 {
                    if ascii[Int(first)] == .other { ascii[Int(first)] = lexeme }
                } else if singles[first] == nil {
                    singles[first] = lexeme
                }
            } else if !multi.contains(where: { $0.scalars == scalars }) {
                multi.append((scalars, lexeme))
            }
        }

        for digit in 0..<10 { ascii[0x30 + digit] = .asciiDigit(UInt8(digit)) }
        var native = symbols.digits.map(\.value)
        if native == NumberSymbols.asciiDigits.map(\.value) { native = [] }
        self.nativeDigits = native
        self.nativeZero = native.isEmpty || native != (0..<10).map({ native[0] + UInt32($0) })
            ? UInt32.max : native[0]
        // Contiguous native digits are found by arithmetic (code(ofNonASCII:)); only others need the table.
        if nativeZero == UInt32.max {
            for (value, scalar) in native.enumerated() { add([scalar], .nativeDigit(UInt8(value))) }
        }
        if nativeZero != UInt32.max, (0x80..<0x800).contains(nativeZero), (nativeZero & 0x3F) + 9 <= 0x3F {
            nativeDigitLead = UInt8(0xC0 | (nativeZero >> 6))
            nativeDigitFirstContinuation = UInt8(0x80 | (nativeZero & 0x3F))
        } else {
            // 0xFF never occurs in UTF-8: no byte matches (0 would match NUL).
            nativeDigitLead = 0xFF
            nativeDigitFirstContinuation = 0xFF
        }

        for mark in NumberGrammar.bidiMarks { add([mark], .bidiMark) }
        add(stripMarks(symbols.decimalSeparator), .decimalSeparator)
        for minus in NumberGrammar.minusSigns { add([minus], .minus) }
        add(stripMarks(symbols.minusSign), .minus)
        for plus in NumberGrammar.plusSigns { add([plus], .plus) }
        add(stripMarks(symbols.plusSign), .plus)
        add([0x65], .exponent)
        add([0x45], .exponent)
        add(stripMarks(symbols.exponentSymbol), .exponent)
        let groupScalars = stripMarks(symbols.groupingSeparator)
        add(groupScalars, .groupingSeparator)
        if grouping == .strict, groupScalars.count == 1 {
            let spaces = NumberGrammar.groupingSpaces
            if spaces.contains(groupScalars[0]) { for space in spaces { add([space], .groupingSeparator) } }
            if groupScalars[0] == 0x2019 { add([0x27], .groupingSeparator) }
        }

        // A multi-scalar symbol starts with a scalar that has no token of its own.
        multi.removeAll { symbol in
            let first = symbol.scalars[0]
            return first < 128 ? ascii[Int(first)] != .other : singles[first] != nil
        }
        multi = Array(multi.prefix(32))
        for (index, symbol) in multi.enumerated() {
            let first = symbol.scalars[0]
            if first < 128 {
                if ascii[Int(first)] == .other { ascii[Int(first)] = .symbolStart(index) }
            } else if singles[first] == nil {
                singles[first] = .symbolStart(index)
            }
        }
        let decimal = stripMarks(symbols.decimalSeparator)
        if decimal.count == 1, (0x80..<0x800).contains(decimal[0]), singles[decimal[0]] == .decimalSeparator {
            decimalSeparatorLead = UInt8(0xC0 | (decimal[0] >> 6))
            decimalSeparatorSecond = UInt8(0x80 | (decimal[0] & 0x3F))
        } else {
            decimalSeparatorLead = 0xFF
            decimalSeparatorSecond = 0xFF
        }
        asciiTable = UnsafeMutablePointer<Lexeme>.allocate(capacity: 128)
        asciiTable.initialize(from: ascii, count: 128)
        // Not where the locale's digits are its own (Arabic-Indic, Persian, …): its texts begin with a byte the
        // table does not take, and the driver resumed after nothing cost fa_IR's keystroke 160 instructions. There,
        // and where a table would be too large, one state that takes nothing: the driver reads everything, or the
        // scalar table below.
        let mantissa = (native.isEmpty
            ? NumberStateMachine.MantissaTable(lexemes: { $0 < 0x80 ? ascii[Int($0)] : .other }, shape: shape) : nil)
            ?? NumberStateMachine.MantissaTable(lexemes: { _ in .other }, shape: shape)!
        hasMantissaTable = mantissa.states.count > 1
        // Where the locale's digits are two-byte scalars, a table over codes (Bengali's, of three bytes, would be
        // exits). The lexeme of a two-byte scalar as `lexeme(of:)` finds it: contiguous native digits by
        // arithmetic, the rest from the singles.
        let zero = nativeZero
        if !native.isEmpty, native.allSatisfy({ (0x80..<0x800).contains($0) }) {
            let nativeRun = zero == UInt32.max ? [] : (0..<10).map { zero &+ $0 }
            scalarMantissaTable = ScalarMantissaTable(
                ascii: ascii, candidates: Array(singles.keys) + nativeRun,
                lexeme: { scalar in
                    if zero != UInt32.max, scalar &- zero < 10 { return .nativeDigit(UInt8(scalar &- zero)) }
                    return singles[scalar] ?? .other
                }, minusSign: symbols.minusSign.unicodeScalars.map(\.value), shape: shape)
        } else {
            scalarMantissaTable = nil
        }
        mantissaBlocks = hasMantissaTable ? MantissaBlocks(mantissa, shape: shape) : nil
        mantissaTransitions = UnsafeMutablePointer<UInt16>.allocate(capacity: mantissa.transitions.count)
        mantissaTransitions.initialize(from: mantissa.transitions, count: mantissa.transitions.count)
        mantissaStateCount = mantissa.states.count
        mantissaStates = UnsafeMutablePointer<NumberStateMachine>.allocate(capacity: mantissa.states.count)
        mantissaStates.initialize(from: mantissa.states, count: mantissa.states.count)
        let shape = self.shape
        // The exit's row, after the states', has a status and a loop flag too: invalid, and no digit run (a long
        // text's reader stops at the exit, before its loop is asked).
        mantissaExit = mantissa.exit
        mantissaDigitLoops = UnsafeMutablePointer<Bool>.allocate(capacity: mantissa.states.count + 1)
        for state in 0..<mantissa.states.count {
            let row = state << 8
            (mantissaDigitLoops + state).initialize(
                to: (0x30...0x39).allSatisfy { mantissa.transitions[row | $0] == UInt16(truncatingIfNeeded: row) })
        }
        (mantissaDigitLoops + mantissa.states.count).initialize(to: false)
        mantissaStatuses = UnsafeMutablePointer<VerdictStatus>.allocate(capacity: mantissa.states.count + 1)
        mantissaStatuses.initialize(from: mantissa.states.map { $0.status(in: shape) } + [.invalid],
                                    count: mantissa.states.count + 1)
        self.singles = singles.map { (scalar: $0.key, lexeme: $0.value) }.sorted { $0.scalar < $1.scalar }
        self.multiScalarSymbols = multi
    }

    deinit {
        asciiTable.deallocate()
        mantissaTransitions.deallocate()
        mantissaStates.deinitialize(count: mantissaStateCount)
        mantissaStates.deallocate()
        mantissaStatuses.deallocate()
        mantissaDigitLoops.deallocate()
    }

    /// The look-ups of the scan's loop as plain values: valid while the grammar lives.
    var lexemeTable: LexemeTable {
        LexemeTable(ascii: UnsafePointer(asciiTable), nativeZero: nativeZero, nativeDigitLead: nativeDigitLead,
                    nativeDigitFirstContinuation: nativeDigitFirstContinuation)
    }

    /// The lexeme of a scalar.
    @inline(__always)
    func lexeme(of scalar: UInt32) -> Lexeme {
        if scalar < 128 { return asciiTable[Int(scalar)] }
        if nativeZero != UInt32.max {
            let value = scalar &- nativeZero
            if value < 10 { return .nativeDigit(UInt8(truncatingIfNeeded: value)) }
        }
        for entry in singles where entry.scalar == scalar { return entry.lexeme }
        return .other
    }

    /// A bit mask of the multi-scalar symbols that start with `scalar`.
    func symbolsStarting(with scalar: UInt32) -> UInt32 {
        var mask: UInt32 = 0
        for (index, symbol) in multiScalarSymbols.enumerated() where symbol.scalars[0] == scalar {
            mask |= 1 << UInt32(index)
        }
        return mask
    }
}

/// The grammar's plain values that the state machine reads.
struct GrammarShape {
    let kind: NumericKind
    let grouping: GroupingPolicy
    /// Primary group size (0: the locale does not group).
    let primaryGroupSize: Int
    /// Size of the other groups.
    let secondaryGroupSize: Int
    /// The largest group that may follow a grouping separator.
    let largestGroupSize: Int
}

/// The grammar's look-ups for ASCII bytes and contiguous native digits, as plain values (a pointer to the
/// grammar's table and three numbers): what the scan's loop reads for nearly every byte, with no reference to
/// retain. Everything else (other single scalars, multi-scalar symbols) is asked of the grammar.
struct LexemeTable {
    /// The grammar's 128 entries; nil for a scan without a number, which never reads it.
    let ascii: UnsafePointer<Lexeme>?
    let nativeZero: UInt32
    let nativeDigitLead: UInt8
    let nativeDigitFirstContinuation: UInt8

    /// The lexeme of an ASCII byte (below 0x80).
    @inline(__always)
    func lexeme(ofASCII byte: UInt8) -> Lexeme { ascii.unsafelyUnwrapped[Int(byte & 0x7F)] }
}
