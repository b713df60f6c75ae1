/// The locale's digit and sign look-ups on UTF-8 text, for the stages that read a number's text outside the
/// driver's loop (the field finds its integer digits and sign; the paste reader finds digits of any system).
/// Each answers from the grammar's own tables, so no stage has a second idea of what a digit or a sign is.
extension NumberGrammar {
    /// The UTF-8 length of the digit at `index` (one the grammar reads), or 0 when no digit starts there.
    @inline(__always)
    func digitLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        if byte &- 0x30 < 10 { return 1 }
        guard byte >= 0x80, let (scalar, length) = UTF8Bytes.decode(bytes, at: index) else { return 0 }
        return lexeme(of: scalar).isDigit ? length : 0
    }

    /// The run of digits the grammar reads from `index`: where it ends and how many digits it holds. ASCII
    /// digits and the locale's two-byte native digits are counted eight at a time, as the driver counts its runs;
    /// any other digit one scalar at a time.
    @inline(__always)
    func digitRun(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> (end: Int, count: Int) {
        var end = index
        var count = 0
        while end < bytes.count {
            let ascii = UTF8Bytes.countASCIIDigits(bytes, from: end, limit: bytes.count &- end).count
            end &+= ascii
            count &+= ascii
            guard end < bytes.count else { break }
            if bytes[end] == nativeDigitLead {
                let native = TextDriver<StatusSink, NumberStages>.countNativeDigits(bytes, from: end, limit: bytes.count,
                                                                      lexemes: lexemeTable).count
                end &+= 2 &* native
                count &+= native
                if native > 0 { continue }
            }
            let length = digitLength(bytes, at: end)
            if length == 0 { break }
            end &+= length
            count &+= 1
        }
        return (end, count)
    }

    /// The UTF-8 length of the sign at the start of `bytes`: bidi marks, at most one minus or plus, bidi marks
    /// (marks alone when a deletion left them without their sign); 0 when the text starts with none of these.
    ///
    /// A text that starts with a digit of the locale (the field's text, nearly always) has none: that is answered
    /// inline from the first bytes, without the call and the scalar's look-up (the field asks four to six times an
    /// edit).
    @inline(__always)
    func signLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let first = bytes.first else { return 0 }
        if first &- 0x30 < 10 { return 0 }
        if first == nativeDigitLead, bytes.count > 1, bytes[1] &- nativeDigitFirstContinuation < 10 { return 0 }
        return signLengthOfScalars(bytes)
    }

    /// ``signLength(_:)``, scalar by scalar.
    @inline(never)
    private func signLengthOfScalars(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = 0
        var signs = 0
        while index < bytes.count {
            let (scalar, length) = UTF8Bytes.scalar(bytes, at: index)
            let lexeme = lexeme(of: scalar)
            if lexeme == .minus || lexeme == .plus {
                if signs == 1 { break }
                signs &+= 1
            } else if lexeme != .bidiMark {
                break
            }
            index &+= length
        }
        return index
    }

    /// Whether `bytes` holds a minus sign.
    func containsMinus(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let (scalar, length) = UTF8Bytes.scalar(bytes, at: index)
            if lexeme(of: scalar) == .minus { return true }
            index &+= length
        }
        return false
    }

    /// The value of any Unicode decimal digit (general category Nd: full-width, Devanagari, Adlam …), or nil.
    /// Digits of a system the grammar does not read are converted to the locale's by the field and the paste
    /// reader; the grammar itself reads only ASCII and the locale's digits.
    static func decimalDigitValue(of scalar: UInt32) -> UInt8? {
        if scalar &- 0x30 < 10 { return UInt8(truncatingIfNeeded: scalar &- 0x30) }
        // Ranges with no decimal digit, answered without the property lookup (about 250 instructions): they hold
        // the symbols locales use (Latin-1's spaces, the Arabic block's separators and marks, the general
        // punctuation's spaces and bidi marks, the minus sign U+2212), which a field asks about as they are typed.
        // A test checks every scalar in them against the standard library's properties.
        if Self.hasNoDecimalDigit(scalar) { return nil }
        guard scalar >= 0x80, let unicode = Unicode.Scalar(scalar), unicode.properties.numericType == .decimal,
              let value = unicode.properties.numericValue, value >= 0, value <= 9 else { return nil }
        return UInt8(value)
    }

    /// Whether `scalar` lies where Unicode has no decimal digit: below U+0660 (Arabic-Indic zero, the first after
    /// ASCII's), between the Arabic-Indic and the extended Arabic-Indic digits (U+066A–U+06EF), or from U+1C5A to
    /// U+A61F (after the Ol Chiki digits, before the Vai digits: general punctuation, symbols, CJK). ASCII digits
    /// are below U+0660 too: callers ask about them first.
    @inline(__always)
    static func hasNoDecimalDigit(_ scalar: UInt32) -> Bool {
        scalar < 0x660 || scalar &- 0x66A < 0x6F0 &- 0x66A || scalar &- 0x1C5A < 0xA620 &- 0x1C5A
    }

    /// The scalars of a symbol without its bidi marks: what the grammar matches.
    static func withoutBidiMarks(_ text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter { !isBidiMark($0) }
    }

    /// The one scalar of `text` once bidi marks are set aside, else nil.
    /// Allocation-free: the field asks it of every typed key.
    static func singleScalar(_ text: String) -> UInt32? {
        var single: UInt32?
        for scalar in text.unicodeScalars where !isBidiMark(scalar.value) {
            if single != nil { return nil }
            single = scalar.value
        }
        return single
    }

    /// The length in scalars of the exponent marker starting at `scalars[index]` ("e", "E" or the locale's
    /// symbol, which may be several scalars), or nil when none starts there.
    func exponentLength(_ scalars: [UInt32], at index: Int) -> Int? {
        let first = lexeme(of: scalars[index])
        if first == .exponent { return 1 }
        guard first.isSymbolStart else { return nil }
        for symbol in multiScalarSymbols where symbol.lexeme == .exponent
            && scalars.count - index >= symbol.scalars.count
            && scalars[index..<(index + symbol.scalars.count)].elementsEqual(symbol.scalars) {
            return symbol.scalars.count
        }
        return nil
    }
}
