/// An edit of the shown text, in one scratch buffer: the raw text without the inserted separators, the edit
/// applied to it, the rule's verdict in one pass, the new shown text with its caret, written back into the text's
/// own storage as the smallest replacement.
extension FieldLayout {
    /// What an edit of the shown text came to.
    enum Outcome {
        /// Nothing to do (Backspace at the start, a sign toggle with no sign to clear).
        case unchanged
        /// The rule refused the new text; the text is unchanged.
        case rejected(Rejection)
        /// The text now holds the new shown text (and the verdict argument the verdict for the number behind
        /// it): the caret's UTF-16 and UTF-8 offsets in it, and the smallest replacement that made it from the old
        /// text (nil when they are equal).
        case accepted(caret: Int, caretByte: Int, replacement: TextReplacement?)
    }

    /// What the edit does to the raw text.
    enum Change {
        /// Replace the range with text (empty for a deletion).
        case replace(String, kind: NumericField.EditKind)
        /// Toggle the sign: "-" makes the number negative or positive again, "+" positive.
        case toggleSign(minus: Bool)
    }

    /// What the first stage of an edit left in the scratch buffer. Plain values only: the verdict travels in an
    /// `inout` argument, so no payload with a value in it is copied out of an enum on the way (its copies went
    /// through the runtime's generic tuple copy, a few hundred instructions per edit).
    private enum Stage {
        case unchanged
        case rejected(Rejection)
        /// The new raw text is the first `count` bytes of the scratch's second half; the caret is a byte offset in it.
        case checked(count: Int, caret: Int)
    }

    /// Edits the shown text: `byteRange` of it changed as `change` says, checked by the rule, formatted, and
    /// written back into `text` in place when accepted (the string's storage is reused while nothing else holds
    /// it), with the new verdict written into `verdict`. A rejected or empty edit leaves both as they were.
    func edit(_ text: inout String, byteRange: Range<Int>, change: Change, verdict: inout Verdict) -> Outcome {
        var replacement: String
        switch change {
        case .replace(let typed, _): replacement = typed
        case .toggleSign: replacement = ""
        }
        let displayCount = text.utf8.count
        return replacement.withUTF8 { typed in
            let capacity = displayCount &+ typed.count &+ minus.count &+ 4
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity &* 2) { scratch in
                let next = UnsafeMutableBufferPointer(rebasing: scratch[capacity...])
                // The old text is only read in this stage; it is written once, after, by `format(_:caret:into:)`.
                let stage = UTF8Bytes.withUTF8(text) { display in
                    edit(display: display, range: byteRange, typed: typed, change: change,
                         raw: UnsafeMutableBufferPointer(rebasing: scratch[0..<capacity]), next: next,
                         verdict: &verdict)
                }
                switch stage {
                case .unchanged:
                    return .unchanged
                case .rejected(let rejection):
                    return .rejected(rejection)
                case .checked(let count, let caret):
                    let (replaced, shownCaret, caretByte) = format(UnsafeBufferPointer(rebasing: next[..<count]),
                                                                   caret: caret, into: &text)
                    return .accepted(caret: shownCaret, caretByte: caretByte, replacement: replaced)
                }
            }
        }
    }

    private func edit(display: UnsafeBufferPointer<UInt8>, range: Range<Int>, typed: UnsafeBufferPointer<UInt8>,
                      change: Change, raw: UnsafeMutableBufferPointer<UInt8>,
                      next: UnsafeMutableBufferPointer<UInt8>, verdict accepted: inout Verdict) -> Stage {
        // 1. The raw text, and the edit's range in it.
        let (rawText, mapped) = unformat(display, range: range, into: raw)
        var lower = mapped.lowerBound
        var upper = mapped.upperBound
        let rawCount = rawText.count

        // 2. A deletion of separators only deletes the digit beside them.
        if case .replace(_, let kind) = change, typed.isEmpty, !range.isEmpty, lower == upper {
            if kind == .deleteForward {
                guard upper < rawCount else { return .unchanged }
                upper &+= UTF8Bytes.scalar(rawText, at: upper).length
            } else {
                guard lower > 0 else { return .unchanged }
                lower = UTF8Bytes.scalarStart(rawText, before: lower)
            }
        }

        // 3. The new raw text, and the caret in it.
        var count = 0
        let caret: Int
        let target = next.baseAddress.unsafelyUnwrapped
        let source = rawText.baseAddress ?? UnsafePointer(target)
        switch change {
        case .toggleSign(let typedMinus):
            let signEnd = grammar?.signLength(rawText) ?? 0
            let hasMinus = grammar?.containsMinus(UnsafeBufferPointer(rebasing: rawText[..<signEnd])) ?? false
            let makesNegative = typedMinus && !hasMinus
            if !makesNegative && !hasMinus { return .unchanged }
            if makesNegative {
                minus.withUnsafeBufferPointer { target.copyBytes(from: $0.baseAddress!, count: $0.count) }
                count = minus.count
            }
            caret = count &+ max(0, lower &- signEnd)
            (target + count).copyBytes(from: source + signEnd, count: rawCount &- signEnd)
            count &+= rawCount &- signEnd
        case .replace:
            target.copyBytes(from: source, count: lower)
            count = lower
            if let typedBase = typed.baseAddress { (target + count).copyBytes(from: typedBase, count: typed.count) }
            count &+= typed.count
            caret = count
            (target + count).copyBytes(from: source + upper, count: rawCount &- upper)
            count &+= rawCount &- upper
        }
        let nextText = UnsafeBufferPointer(rebasing: next[..<count])

        // 4. The rule's verdict, in one pass.
        let verdict = plan.verdict(of: nextText)
        if case .invalid(let reason, let offset) = verdict {
            var isDeletion = false
            if case .replace = change { isDeletion = typed.isEmpty }
            if !(isDeletion && deletionsAlwaysAllowed) {
                return .rejected(Rejection(reason: reason, offset: offset))
            }
        }
        // 5. The shown text is written by the caller, once the old one is no longer read.
        accepted = verdict
        return .checked(count: count, caret: caret)
    }

    /// The shown text without the separators the field inserted, written into `raw` (or the shown text itself
    /// when the field does not format), and `range` mapped into it: a bound inside a separator moves to the
    /// separator's start.
    ///
    /// One pass over the integer part, a byte at a time for ASCII digits and two for the locale's native digits:
    /// the separators sit between groups of three or so digits, where a search for each digit run cost more
    /// than the run (a 15-byte en_US amount, about 500 instructions). The inserted separators are the ones
    /// ``forEachInsertedSeparator(in:_:)`` finds: after the sign, among the digits, each followed by a digit.
    func unformat(_ display: UnsafeBufferPointer<UInt8>, range: Range<Int>,
                  into raw: UnsafeMutableBufferPointer<UInt8>) -> (UnsafeBufferPointer<UInt8>, Range<Int>) {
        guard formats, let base = display.baseAddress, let rawBase = raw.baseAddress else {
            return (display, range)
        }
        // The grammar unretained: the layout holds it (a local reference to it was retained and released per call,
        // by this function or, inlined, by its caller). A formatting layout has a grammar.
        return grammarReference.unsafelyUnwrapped._withUnsafeGuaranteedRef { grammar in
            unformat(display, base: base, range: range, into: rawBase, grammar: grammar)
        }
    }

    @inline(__always)
    private func unformat(_ display: UnsafeBufferPointer<UInt8>, base: UnsafePointer<UInt8>, range: Range<Int>,
                          into rawBase: UnsafeMutablePointer<UInt8>, grammar: NumberGrammar)
        -> (UnsafeBufferPointer<UInt8>, Range<Int>) {
        let count = display.count
        let groupCount = group.count
        let first = groupFirst
        let nativeLead = grammar.nativeDigitLead
        let nativeFirst = grammar.nativeDigitFirstContinuation
        var lower = range.lowerBound
        var upper = range.upperBound
        var removed = 0       // separator bytes removed so far
        var index = grammar.signLength(display)
        if index > 0 { rawBase.copyBytes(from: base, count: index) }
        while index < count {
            let byte = base[index]
            if byte &- 0x30 < 10 {
                rawBase[index &- removed] = byte
                index &+= 1
                continue
            }
            if byte == nativeLead, index &+ 1 < count, base[index &+ 1] &- nativeFirst < 10 {
                rawBase[index &- removed] = byte
                rawBase[index &- removed &+ 1] = base[index &+ 1]
                index &+= 2
                continue
            }
            if byte == first, startsSeparator(display, at: index, grammar: grammar) {
                let end = index &+ groupCount
                if range.lowerBound >= end { lower &-= groupCount } else if range.lowerBound > index { lower = index &- removed }
                if range.upperBound >= end { upper &-= groupCount } else if range.upperBound > index { upper = index &- removed }
                removed &+= groupCount
                index = end
                continue
            }
            // Any other digit the grammar reads (one of another width); else the integer part ends here.
            let length = grammar.digitLength(display, at: index)
            if length == 0 { break }
            (rawBase + (index &- removed)).copyBytes(from: base + index, count: length)
            index &+= length
        }
        if index < count { (rawBase + (index &- removed)).copyBytes(from: base + index, count: count &- index) }
        return (UnsafeBufferPointer(start: rawBase, count: count &- removed), lower..<upper)
    }
}
