/// What typed and pasted text means to a field, before the layout edits: a paste read as a number, a minus
/// that toggles the sign, the other decimal separator as an alias, digits of other systems converted, grouping
/// separators refused where the field inserts its own.
extension NumericField {
    /// What the field makes of the text of an edit.
    enum Interpretation {
        /// Edit the text so; `paste` is the reading of a paste that read as a number.
        case edit(FieldLayout.Change, paste: PasteReading?)
        /// Refuse the edit.
        case rejected(Rejection, paste: PasteReading?)
    }

    /// Interprets `typed`, replacing UTF-16 `range` (starting at UTF-8 `byte`) of `text`, the number behind the
    /// shown text's affixes, by `layout`'s rule and options.
    ///
    /// Static, reading only the layout: as a method, calling it from a mutating edit made the compiler copy the
    /// whole field (152 bytes, with `memcpy`) for the call's `self`, once per keystroke.
    static func interpret(_ typed: String, in text: String, at range: Range<Int>, byte: Int, kind: EditKind,
                          layout: FieldLayout) -> Interpretation {
        // A deletion, and any edit of a field without a grammar, is taken as it is (asked first: the grammar is
        // not retained for it).
        guard kind == .typing || kind == .paste, layout.grammarReference != nil else {
            return .edit(.replace(typed, kind: kind), paste: nil)
        }
        let options = layout.options
        // The commonest key, one digit the field shows as typed: neither a sign, an alias nor a separator, so
        // every step below would let it through unchanged. Answered here from the key's bytes (one scalar of
        // one to four bytes), without walking its scalars twice.
        if kind == .typing, let scalar = UTF8Bytes.withUTF8(typed, { bytes -> UInt32? in
            guard !bytes.isEmpty, let (scalar, length) = UTF8Bytes.decode(bytes, at: 0), length == bytes.count
            else { return nil }
            return scalar
        }), layout.isDigitKey(scalarValue: scalar, display: options.digits) {
            return .edit(.replace(typed, kind: kind), paste: nil)
        }
        guard let grammar = layout.grammar else { return .edit(.replace(typed, kind: kind), paste: nil) }
        var replacement = typed
        var reading: PasteReading?
        if kind == .paste {
            // A styled field's own affixes in the paste ("1.234,56 €") are taken off first.
            let number = layout.strippingAffixes(typed) ?? typed
            replacement = number
            if let validator = layout.validator,
               let read = PasteReader.read(number, validator: validator, rule: layout.rule) {
                if read.certainty == .ambiguous && options.ambiguousPastes == .refuse {
                    let offset = layout.rawOffset(of: range.lowerBound, in: text)
                    return .rejected(Rejection(reason: .ambiguousPaste, offset: offset), paste: read)
                }
                reading = read
                replacement = read.text
            }
        } else if options.togglesSign || options.decimalSeparatorAliases,
                  let symbol = NumberGrammar.singleScalar(typed) {
            let lexeme = grammar.lexeme(of: symbol)
            if options.togglesSign, grammar.kind.allowsSign, lexeme == .minus || lexeme == .plus,
               !layout.followsExponent(text, byte: byte) {
                return .edit(.toggleSign(minus: lexeme == .minus), paste: nil)
            }
            if options.decimalSeparatorAliases, symbol == 0x2E || symbol == 0x2C,
               let decimal = layout.decimalScalar, decimal != symbol {
                if layout.groupingScalar == symbol {
                    let offset = layout.rawOffset(of: range.lowerBound, in: text)
                    return .rejected(Rejection(reason: .ambiguousDecimalSeparator, offset: offset), paste: nil)
                }
                replacement = grammar.symbols.decimalSeparator
            }
        }
        if !layout.isDigitKey(replacement, display: options.digits) {
            // Digits of a system the field does not read (full-width from an input method, Devanagari) become the
            // locale's; the digits option may convert all of them.
            replacement = layout.convertDigits(replacement, to: options.digits)
            // A formatting field inserts its grouping separators itself: one typed, or pasted in text not read as
            // a number, is refused rather than guessed at ("1,234,56" is not 123456).
            if layout.formats, reading == nil, let at = layout.groupingSeparatorOffset(in: replacement) {
                let offset = layout.rawOffset(of: range.lowerBound, in: text) + at
                return .rejected(Rejection(reason: .groupingSeparatorNotAllowed, offset: offset), paste: nil)
            }
        }
        return .edit(.replace(replacement, kind: kind), paste: reading)
    }
}
