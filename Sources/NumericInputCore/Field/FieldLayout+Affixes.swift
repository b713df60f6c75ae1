/// A styled field's affixes around the shown number: the field keeps the number behind them (the *inner* text,
/// with its sign: what the grouping and the rule work on) and writes the locale's affixes around it, the
/// negative ones for a negative number ("-$1,234", "CHF-1’234", "($1,234)"). A text with no digit has none
/// (no lone "$"). The caret never stands inside an affix: offsets are clamped to the number.
extension FieldLayout {
    /// Where the number stands in a shown text: the affixes' UTF-16 lengths, and whether the number is negative.
    struct Decoration {
        /// UTF-16 units of the prefix before the number (0 when the text is not decorated).
        let prefixUnits: Int
        /// UTF-16 units of the number between the affixes.
        let numberUnits: Int
        /// UTF-16 units of the sign the inner text has and the shown text writes in its affixes.
        let signUnits: Int
        /// Whether the text has affixes around a number with a digit.
        let isDecorated: Bool

        /// The inner offset of a shown one, clamped to the number.
        func inner(_ offset: Int) -> Int {
            Swift.min(Swift.max(offset, prefixUnits), prefixUnits &+ numberUnits) &- prefixUnits &+ signUnits
        }

        /// The shown offset of an inner one.
        func shown(_ offset: Int) -> Int { prefixUnits &+ Swift.max(0, offset &- signUnits) }

        /// The shown range where the caret may stand: the number.
        var numberRange: ClosedRange<Int> { prefixUnits...(prefixUnits &+ numberUnits) }
    }

    /// The locale's first affixes of each sign, or nil when the field has no style.
    static func affixes(of plan: RulePlan) -> (positive: StyleSymbols.Affixes, negative: StyleSymbols.Affixes)? {
        guard let symbols = plan.affixes?.symbols, let positive = symbols.positive.first,
              let negative = symbols.negative.first else { return nil }
        return (positive, negative)
    }

    /// Where the number stands in a shown text, and the inner text (the number with its sign) written into
    /// `inner`, whose storage is reused: the field keeps one such string, so an edit makes no new one.
    ///
    /// Written as the smallest replacement of what `inner` held (``TextReplacement/write(_:into:)``), which
    /// between two edits is the same text: the inner text was edited, then decorated into the shown one. Emptied
    /// and appended to as a `Substring`, it cost the USD field pair about 1,000 instructions.
    ///
    /// Also returns the number's byte range in `text` when the text is decorated (nil when `inner` is the whole
    /// text).
    func undecorate(_ text: String, into inner: inout String) -> (decoration: Decoration, number: Range<Int>?) {
        UTF8Bytes.withUTF8(text) { bytes in
            let (decoration, number) = locate(bytes)
            guard let number else {
                _ = TextReplacement.write(bytes, into: &inner)
                return (decoration, nil)
            }
            let digits = UnsafeBufferPointer(rebasing: bytes[number])
            guard decoration.signUnits > 0 else {
                _ = TextReplacement.write(digits, into: &inner)
                return (decoration, number)
            }
            // A negative number's inner text has the locale's minus before it.
            let count = minus.count &+ digits.count
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
                let target = buffer.baseAddress.unsafelyUnwrapped
                minus.withUnsafeBufferPointer { target.copyBytes(from: $0.baseAddress.unsafelyUnwrapped, count: $0.count) }
                if let base = digits.baseAddress { (target + minus.count).copyBytes(from: base, count: digits.count) }
                _ = TextReplacement.write(UnsafeBufferPointer(buffer), into: &inner)
            }
            return (decoration, number)
        }
    }

    /// Where the number stands in a shown text (the first of the negative and positive affixes around a number
    /// with a digit); no string is made.
    func decoration(of text: String) -> Decoration {
        UTF8Bytes.withUTF8(text) { locate($0).decoration }
    }

    /// Where the number stands in a shown text's bytes, and the number's byte range when the text is decorated
    /// (the first of the negative and positive affixes around a number with a digit).
    ///
    /// The affixes are matched byte for byte, not as characters: the field writes them itself (``decorate(_:caret:into:)``
    /// and the full formatting at the end of editing, both from these strings), so a decorated text holds their
    /// exact bytes, and what stands next to them is a digit, a sign or a bidi mark, none of which joins a
    /// character across the affix's edge. `hasPrefix` and `hasSuffix` compared characters under canonical
    /// equivalence and found cluster boundaries: about a third of a currency field's edit.
    func locate(_ bytes: UnsafeBufferPointer<UInt8>) -> (decoration: Decoration, number: Range<Int>?) {
        guard isStyled else {
            // No style: the whole text is the number (its length is not needed: nothing clamps to it).
            return (Decoration(prefixUnits: 0, numberUnits: Int.max / 2, signUnits: 0, isDecorated: false), nil)
        }
        for pass in 0..<2 {
            guard let grammar else { break }
            let isNegative = pass == 0
            let prefix = affix(negative: isNegative, prefix: true)
            let suffix = affix(negative: isNegative, prefix: false)
            guard !prefix.isEmpty || !suffix.isEmpty, prefix.count &+ suffix.count <= bytes.count,
                  Self.holds(bytes, prefix, at: 0), Self.holds(bytes, suffix, at: bytes.count &- suffix.count)
            else { continue }
            let number = prefix.count..<(bytes.count &- suffix.count)
            guard hasDigit(UnsafeBufferPointer(rebasing: bytes[number]), grammar) else { continue }
            let decoration = Decoration(prefixUnits: isNegative ? prefixUnits.negative : prefixUnits.positive,
                                        numberUnits: UTF8Bytes.utf16Width(bytes, number),
                                        signUnits: isNegative ? grammar.symbols.minusSign.utf16.count : 0,
                                        isDecorated: true)
            return (decoration, number)
        }
        return (Decoration(prefixUnits: 0, numberUnits: UTF8Bytes.utf16Width(bytes, 0..<bytes.count),
                           signUnits: 0, isDecorated: false), nil)
    }

    /// Whether `bytes` hold `affix` from `start` (which leaves room for it).
    @inline(__always)
    private static func holds(_ bytes: UnsafeBufferPointer<UInt8>, _ affix: UnsafeBufferPointer<UInt8>, at start: Int)
        -> Bool {
        var index = 0
        while index < affix.count {
            guard bytes[start &+ index] == affix[index] else { return false }
            index &+= 1
        }
        return true
    }

    /// Writes the shown text of an inner one into `text`, as the smallest replacement of what it held (in place
    /// while nothing else holds its storage); returns that replacement and the caret's shown offset. An inner
    /// text without a digit is shown as it is (no lone "$").
    func decorate(_ inner: String, caret: Int, into text: inout String) -> (replacement: TextReplacement?, caret: Int) {
        UTF8Bytes.withUTF8(inner) { bytes in
            guard isStyled, let grammar, hasDigit(bytes, grammar) else {
                return (TextReplacement.write(bytes, into: &text), caret)
            }
            let signBytes = grammar.signLength(bytes)
            let isNegative = grammar.containsMinus(UnsafeBufferPointer(rebasing: bytes[..<signBytes]))
            // The same bytes `locate(_:)` matches: what is written here is what is found there.
            let prefix = affix(negative: isNegative, prefix: true)
            let suffix = affix(negative: isNegative, prefix: false)
            let signUnits = UTF8Bytes.utf16Width(bytes, 0..<signBytes)
            let shownCaret = (isNegative ? prefixUnits.negative : prefixUnits.positive) + Swift.max(0, caret - signUnits)
            let numberCount = bytes.count - signBytes
            let count = prefix.count + numberCount + suffix.count
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Swift.max(1, count)) { out in
                let target = out.baseAddress.unsafelyUnwrapped
                if let base = prefix.baseAddress { target.copyBytes(from: base, count: prefix.count) }
                if let base = bytes.baseAddress { (target + prefix.count).copyBytes(from: base + signBytes, count: numberCount) }
                if let base = suffix.baseAddress {
                    (target + prefix.count + numberCount).copyBytes(from: base, count: suffix.count)
                }
                return (TextReplacement.write(UnsafeBufferPointer(rebasing: out[..<count]), into: &text), shownCaret)
            }
        }
    }

    /// ``decorate(_:caret:into:)`` after an edit of the inner text that left the affixes as they were: the shown
    /// text changes by the inner text's own replacement (`innerReplacement`, from the edit), shifted past the
    /// prefix, and is spliced with it, with no shown text written out and no search for the difference. The
    /// affixes stay when the old text was decorated (`old`), the edit starts after the inner sign (which the
    /// affixes show), and the new inner text has the same sign and a digit; anything else (a sign toggled, the
    /// last digit deleted) goes through `decorate(_:caret:into:)`, and debug builds check every splice against it.
    @inline(never)
    func decorate(_ inner: String, caret: Int, into text: inout String, replacing innerReplacement: TextReplacement?,
                  old decoration: Decoration) -> (replacement: TextReplacement?, caret: Int) {
        guard decoration.isDecorated, let innerReplacement, let grammar,
              innerReplacement.utf16Range.lowerBound >= decoration.signUnits,
              UTF8Bytes.withUTF8(inner, { bytes in
                  let signBytes = grammar.signLength(bytes)
                  let isNegative = signBytes > 0
                      && grammar.containsMinus(UnsafeBufferPointer(rebasing: bytes[..<signBytes]))
                  return isNegative == (decoration.signUnits > 0)
                      && UTF8Bytes.utf16Width(bytes, 0..<signBytes) == decoration.signUnits && hasDigit(bytes, grammar)
              })
        else { return decorate(inner, caret: caret, into: &text) }
        let shift = decoration.prefixUnits &- decoration.signUnits
        let shown = (innerReplacement.utf16Range.lowerBound &+ shift)..<(innerReplacement.utf16Range.upperBound &+ shift)
        guard case .success(let bytes) = UTF8Bytes.withUTF8(text, {
            UTF8Bytes.byteRange(in: $0, utf16Offset: shown.lowerBound, utf16Length: shown.count)
        }) else { return decorate(inner, caret: caret, into: &text) }
        // Debug builds keep the old text (copied byte by byte, so the splice still finds its storage unshared).
        var before = ""
        if _isDebugAssertConfiguration() { before = UTF8Bytes.withUTF8(text) { String(decoding: $0, as: UTF8.self) } }
        TextReplacement.splice(&text, bytes: bytes, with: innerReplacement.replacing)
        let replacement = TextReplacement(utf16Range: shown, replacing: innerReplacement.replacing)
        let shownCaret = decoration.prefixUnits &+ Swift.max(0, caret &- decoration.signUnits)
        if _isDebugAssertConfiguration() {
            var decorated = before
            let (expected, expectedCaret) = decorate(inner, caret: caret, into: &decorated)
            assert(decorated.utf8.elementsEqual(text.utf8) && expectedCaret == shownCaret
                   && expected?.utf16Range == replacement.utf16Range
                   && expected?.text.utf8.elementsEqual(replacement.text.utf8) == true,
                   "a spliced styled edit differs from decorate")
        }
        return (replacement, shownCaret)
    }

    /// Whether the bytes hold a digit of the grammar.
    private func hasDigit(_ bytes: UnsafeBufferPointer<UInt8>, _ grammar: NumberGrammar) -> Bool {
        var index = 0
        while index < bytes.count {
            // ASCII without a look-up: the digits 0-9 are the only ASCII digits.
            let byte = bytes[index]
            if byte &- 0x30 < 10 { return true }
            if byte < 0x80 {
                index &+= 1
                continue
            }
            let (scalar, length) = UTF8Bytes.scalar(bytes, at: index)
            if grammar.lexeme(of: scalar).isDigit { return true }
            index &+= length
        }
        return false
    }

    /// A paste with the field's own affixes taken off (its currency's symbols or code at either end, a percent
    /// sign, parentheses for a negative), so the paste reader reads the number: "1.234,56 €" and "EUR 1234.56"
    /// in a de_DE EUR field. Nil when there is nothing to take off.
    func strippingAffixes(_ paste: String) -> String? {
        guard let symbols = plan.affixes?.symbols else { return nil }
        var tokens: [String] = []
        for affixes in symbols.positive + symbols.negative {
            for affix in [affixes.prefix, affixes.suffix] {
                let core = String(String.UnicodeScalarView(affix.unicodeScalars.filter { scalar in
                    !(scalar.properties.isWhitespace || NumberGrammar.isBidiMark(scalar.value)
                      || "-−()".unicodeScalars.contains(scalar))
                }))
                if !core.isEmpty && !tokens.contains(core) { tokens.append(core) }
            }
        }
        if let code = symbols.style.currencyCode, !tokens.contains(code) { tokens.append(code) }
        tokens.sort { $0.count > $1.count }
        func trimmed(_ text: Substring) -> Substring {
            var text = text
            while let first = text.unicodeScalars.first, first.properties.isWhitespace
                    || NumberGrammar.isBidiMark(first.value) { text = text.dropFirst() }
            while let last = text.unicodeScalars.last, last.properties.isWhitespace
                    || NumberGrammar.isBidiMark(last.value) { text = text.dropLast() }
            return text
        }
        var text = trimmed(paste[...])
        var changed = false
        var isNegative = false
        if text.hasPrefix("("), text.hasSuffix(")"), text.count >= 2 {
            text = trimmed(text.dropFirst().dropLast())
            isNegative = true
            changed = true
        }
        var sign = ""
        if let first = text.first, first == "-" || first == "−" {
            sign = String(first)
            text = trimmed(text.dropFirst())
        }
        for token in tokens where text.hasPrefix(token) {
            text = trimmed(text.dropFirst(token.count))
            changed = true
            break
        }
        for token in tokens where text.hasSuffix(token) {
            text = trimmed(text.dropLast(token.count))
            changed = true
            break
        }
        if sign.isEmpty, let first = text.first, first == "-" || first == "−" { sign = String(first); text = text.dropFirst() }
        guard changed else { return nil }
        return (isNegative && sign.isEmpty ? "-" : sign) + text
    }
}
