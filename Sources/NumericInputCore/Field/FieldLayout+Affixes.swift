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

    /// The inner text of a shown one, and where its number stands.
    func undecorate(_ text: String) -> (inner: String, decoration: Decoration) {
        guard let (positive, negative) = affixPair else {
            // No style: the whole text is the number (its length is not needed: nothing clamps to it).
            return (text, Decoration(prefixUnits: 0, numberUnits: Int.max / 2, signUnits: 0))
        }
        let total = text.utf16.count
        for (affixes, isNegative) in [(negative, true), (positive, false)]
        where (!affixes.prefix.isEmpty || !affixes.suffix.isEmpty)
            && text.hasPrefix(affixes.prefix) && text.hasSuffix(affixes.suffix)
            && total >= affixes.prefix.utf16.count + affixes.suffix.utf16.count {
            let prefixUnits = affixes.prefix.utf16.count
            let numberUnits = total - prefixUnits - affixes.suffix.utf16.count
            let utf16 = text.utf16
            let start = utf16.index(utf16.startIndex, offsetBy: prefixUnits)
            let end = utf16.index(start, offsetBy: numberUnits)
            let number = String(text[start..<end])
            guard number.unicodeScalars.contains(where: { grammar?.lexeme(of: $0.value).isDigit ?? false }) else {
                continue
            }
            let sign = isNegative ? (grammar?.symbols.minusSign ?? "-") : ""
            return (sign + number, Decoration(prefixUnits: prefixUnits, numberUnits: numberUnits,
                                              signUnits: sign.utf16.count))
        }
        return (text, Decoration(prefixUnits: 0, numberUnits: total, signUnits: 0))
    }

    /// The shown text of an inner one, and the caret's shown offset.
    func decorate(_ inner: String, caret: Int) -> (text: String, caret: Int) {
        guard let (positive, negative) = affixPair, let grammar,
              inner.unicodeScalars.contains(where: { grammar.lexeme(of: $0.value).isDigit }) else {
            return (inner, caret)
        }
        let (signBytes, isNegative) = UTF8Bytes.withUTF8(inner) { bytes in
            let length = grammar.signLength(bytes)
            return (length, grammar.containsMinus(UnsafeBufferPointer(rebasing: bytes[..<length])))
        }
        let affixes = isNegative ? negative : positive
        let number = String(inner.utf8.dropFirst(signBytes)) ?? inner
        let signUnits = inner.utf16.count - number.utf16.count
        return (affixes.prefix + number + affixes.suffix,
                affixes.prefix.utf16.count + Swift.max(0, caret - signUnits))
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
                    !(scalar.properties.isWhitespace || NumberGrammar.bidiMarks.contains(scalar.value)
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
                    || NumberGrammar.bidiMarks.contains(first.value) { text = text.dropFirst() }
            while let last = text.unicodeScalars.last, last.properties.isWhitespace
                    || NumberGrammar.bidiMarks.contains(last.value) { text = text.dropLast() }
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
