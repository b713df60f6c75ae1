/// An edit of the shown text, in one scratch buffer: the raw text without the inserted separators, the edit
/// applied to it, the rule's verdict in one pass, the new shown text with its caret.
extension FieldLayout {
    /// What an edit of the shown text came to.
    enum Outcome {
        /// Nothing to do (Backspace at the start, a sign toggle with no sign to clear).
        case unchanged
        /// The rule refused the new text.
        case rejected(Rejection)
        /// The new shown text, the caret's UTF-16 offset in it, and the verdict for the number behind it.
        case accepted(text: String, caret: Int, verdict: Verdict)
    }

    /// What the edit does to the raw text.
    enum Change {
        /// Replace the range with text (empty for a deletion).
        case replace(String, kind: NumericField.EditKind)
        /// Toggle the sign: "-" makes the number negative or positive again, "+" positive.
        case toggleSign(minus: Bool)
    }

    /// Edits the shown text: `byteRange` of it changed as `change` says, checked by the rule, formatted.
    func edit(_ text: String, byteRange: Range<Int>, change: Change) -> Outcome {
        var replacement: String
        switch change {
        case .replace(let typed, _): replacement = typed
        case .toggleSign: replacement = ""
        }
        return UTF8Bytes.withUTF8(text) { display in
            replacement.withUTF8 { typed in
                let capacity = display.count &+ typed.count &+ minus.count &+ 4
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity &* 2) { scratch in
                    edit(display: display, range: byteRange, typed: typed, change: change,
                         raw: UnsafeMutableBufferPointer(rebasing: scratch[0..<capacity]),
                         next: UnsafeMutableBufferPointer(rebasing: scratch[capacity...]))
                }
            }
        }
    }

    private func edit(display: UnsafeBufferPointer<UInt8>, range: Range<Int>, typed: UnsafeBufferPointer<UInt8>,
                      change: Change, raw: UnsafeMutableBufferPointer<UInt8>,
                      next: UnsafeMutableBufferPointer<UInt8>) -> Outcome {
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
            if !(isDeletion && deletionsAlwaysAllowed) { return .rejected(Rejection(reason: reason, offset: offset)) }
        }

        // 5. The shown text.
        let (shown, shownCaret) = format(nextText, caret: caret)
        return .accepted(text: shown, caret: shownCaret, verdict: verdict)
    }

    /// The shown text without the separators the field inserted, written into `raw` (or the shown text itself
    /// when the field does not format), and `range` mapped into it: a bound inside a separator moves to the
    /// separator's start.
    private func unformat(_ display: UnsafeBufferPointer<UInt8>, range: Range<Int>,
                          into raw: UnsafeMutableBufferPointer<UInt8>) -> (UnsafeBufferPointer<UInt8>, Range<Int>) {
        guard formats else { return (display, range) }
        var lower = range.lowerBound
        var upper = range.upperBound
        var rawCount = 0
        var kept = 0          // start of the display bytes not copied yet
        var removed = 0       // separator bytes before the current one
        let base = display.baseAddress.unsafelyUnwrapped
        let rawBase = raw.baseAddress.unsafelyUnwrapped
        forEachInsertedSeparator(in: display) { index in
            // Copy what came before the separator, then skip it.
            (rawBase + rawCount).copyBytes(from: base + kept, count: index &- kept)
            rawCount &+= index &- kept
            let end = index &+ group.count
            if range.lowerBound >= end { lower &-= group.count } else if range.lowerBound > index { lower = index &- removed }
            if range.upperBound >= end { upper &-= group.count } else if range.upperBound > index { upper = index &- removed }
            removed &+= group.count
            kept = end
        }
        (rawBase + rawCount).copyBytes(from: base + kept, count: display.count &- kept)
        rawCount &+= display.count &- kept
        return (UnsafeBufferPointer(rebasing: raw[..<rawCount]), lower..<upper)
    }
}
