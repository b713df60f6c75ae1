/// Reading the shown text and what is typed into it: the separators the field inserted, the sign, the exponent
/// before the caret, and typed digits.
extension FieldLayout {
    // MARK: - Inserted separators

    /// Calls `body` with the byte offset of each separator the field inserted in `display`, in order: a grouping
    /// separator between integer digits (after the sign).
    @inline(__always)
    func forEachInsertedSeparator(in display: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
        guard formats, let grammar else { return }
        var index = grammar.signLength(display)
        while index < display.count {
            index = grammar.digitRun(display, from: index).end
            guard index < display.count, startsSeparator(display, at: index, grammar: grammar) else { break }
            body(index)
            index &+= group.count
        }
    }

    /// Whether an inserted separator starts at `index`: the grouping separator, then a digit.
    @inline(__always)
    func startsSeparator(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, grammar: NumberGrammar) -> Bool {
        let end = index &+ group.count
        guard end < bytes.count else { return false }
        for offset in 0..<group.count where bytes[index &+ offset] != group[offset] { return false }
        return grammar.digitLength(bytes, at: end) > 0
    }

    /// The offset in the raw text of a UTF-16 offset of the shown text: the offset less the UTF-16 units of the
    /// inserted separators before it.
    func rawOffset(of offset: Int, in text: String) -> Int {
        guard formats else { return offset }
        return UTF8Bytes.withUTF8(text) { display in
            var removed = 0
            var scanned = 0       // bytes counted into `units`
            var units = 0
            forEachInsertedSeparator(in: display) { start in
                guard units < offset else { return }
                units &+= UTF8Bytes.utf16Width(display, scanned..<start)
                scanned = start &+ group.count
                if units < offset { removed &+= Swift.min(groupUnits, offset &- units) }
                units &+= groupUnits
            }
            return offset &- removed
        }
    }

    /// The UTF-16 length of the sign at the start of the shown text (bidi marks included); 0 when none.
    func signUnits(_ text: String) -> Int {
        UTF8Bytes.withUTF8(text) { signUnits($0) }
    }

    /// ``signUnits(_:)`` of the shown text's bytes, for a caller that has them already (Backspace's check that
    /// the cluster it deletes is outside the sign: a call of its own on the string cost the en_US field pair
    /// about 100 instructions). The grammar unretained, as in ``unformat(_:range:into:)``.
    @inline(__always)
    func signUnits(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let grammarReference else { return 0 }
        return grammarReference._withUnsafeGuaranteedRef { UTF8Bytes.utf16Width(bytes, 0..<$0.signLength(bytes)) }
    }

    /// Whether the text before `byte` ends with an exponent symbol (a typed minus there is the exponent's sign).
    /// Bidi marks are skipped.
    func followsExponent(_ text: String, byte: Int) -> Bool {
        guard let grammar, byte > 0 else { return false }
        return UTF8Bytes.withUTF8(text) { bytes in
            var end = Swift.min(byte, bytes.count)
            var matched = 0   // scalars of `exponent` matched from its end
            while end > 0 {
                let start = UTF8Bytes.scalarStart(bytes, before: end)
                let value = UTF8Bytes.scalar(bytes, at: start).scalar
                end = start
                if NumberGrammar.isBidiMark(value) { continue }
                if matched == 0 && grammar.lexeme(of: value) == .exponent { return true }
                guard matched < exponent.count, exponent[exponent.count &- 1 &- matched] == value else { return false }
                matched &+= 1
                if matched == exponent.count { return true }
            }
            return false
        }
    }

    // MARK: - Typed text

    /// `text` with its digits written as the field shows them: digits of a system the grammar does not read
    /// (any Unicode decimal digit) become the locale's; with `.locale` or `.ascii`, every digit becomes that
    /// system's. ASCII text is returned as it is unless digits must become the locale's.
    func convertDigits(_ text: String, to display: FieldOptions.DigitDisplay) -> String {
        guard let grammar else { return text }
        if display != .locale && text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        /// The digit `scalar` becomes, nil when it stays as it is (not a digit, or one already shown so).
        func converted(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
            var value: UInt8?
            let lexeme = grammar.lexeme(of: scalar.value)
            if lexeme.isDigit {
                if display != .asTyped { value = lexeme.digitValue }
            } else {
                value = NumberGrammar.decimalDigitValue(of: scalar.value)
            }
            guard let value else { return nil }
            let digit = display == .ascii ? Unicode.Scalar(0x30 + value) : grammar.symbols.digits[Int(value)]
            return digit == scalar ? nil : digit
        }
        // Most text needs nothing (a typed separator or sign): asked first, so no string is built for it.
        guard text.unicodeScalars.contains(where: { converted($0) != nil }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { result.append(converted(scalar) ?? scalar) }
        return String(result)
    }

    /// Whether `text` is one digit the grammar reads, already in the system `display` shows: the common keystroke,
    /// which needs neither digit conversion nor the separator check.
    @inline(__always)
    func isDigitKey(_ text: String, display: FieldOptions.DigitDisplay) -> Bool {
        guard text.utf8.count <= 4 else { return false }
        var scalars = text.unicodeScalars.makeIterator()
        guard let scalar = scalars.next(), scalars.next() == nil else { return false }
        return isDigitKey(scalar: scalar, display: display)
    }

    /// ``isDigitKey(_:display:)`` for a key of one scalar.
    @inline(__always)
    func isDigitKey(scalar: Unicode.Scalar, display: FieldOptions.DigitDisplay) -> Bool {
        isDigitKey(scalarValue: scalar.value, display: display)
    }

    /// ``isDigitKey(_:display:)`` for a key of one scalar, by its value; the grammar unretained (the typed key's
    /// check runs on every keystroke).
    @inline(__always)
    func isDigitKey(scalarValue: UInt32, display: FieldOptions.DigitDisplay) -> Bool {
        guard let grammarReference else { return false }
        return grammarReference._withUnsafeGuaranteedRef { grammar in
            let lexeme = grammar.lexeme(of: scalarValue)
            guard lexeme.isDigit else { return false }
            switch display {
            case .asTyped: return true
            case .ascii: return scalarValue < 0x80
            case .locale: return scalarValue == grammar.symbols.digits[Int(lexeme.digitValue)].value
            }
        }
    }

    /// The UTF-16 offset in `text` of its first grouping separator, as the grammar reads them (under strict
    /// grouping that includes the space and apostrophe variants); nil when it has none.
    func groupingSeparatorOffset(in text: String) -> Int? {
        guard let grammar else { return nil }
        var units = 0
        for scalar in text.unicodeScalars {
            if grammar.lexeme(of: scalar.value) == .groupingSeparator { return units }
            units += scalar.utf16.count
        }
        return nil
    }
}
