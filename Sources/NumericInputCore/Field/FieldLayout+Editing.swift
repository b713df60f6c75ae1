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
        /// As `checked`, and the shown text changes by the edit alone: its separators stay where they are, and
        /// the edit is the smallest replacement (``splices(display:range:typed:rawCount:lower:upper:signEnd:runEnd:next:)``).
        /// `typedUnits` is the typed text's UTF-16 width.
        /// `signEnd` and `runEnd` are where the new raw text's sign and integer digits end (the old text's: a
        /// spliced edit changes neither).
        case spliced(count: Int, caret: Int, typedUnits: Int, signEnd: Int, runEnd: Int)
    }

    /// Edits the shown text: `byteRange` of it (UTF-16 `utf16Range`) changed as `change` says, checked by the
    /// rule, formatted, and written back into `text` in place when accepted (the string's storage is reused while
    /// nothing else holds it), with the new verdict written into `verdict`. A rejected or empty edit leaves both as
    /// they were.
    ///
    /// The commonest edits, a key typed or deleted after the integer digits (in the fraction, or a decimal
    /// separator typed after the digits) and every edit of a field that does not format, change the shown text by
    /// the edit alone: the text is spliced and the edit is the replacement, with no formatting pass and no search
    /// for the difference. Debug builds check each such edit against the formatting pass.
    func edit(_ text: inout String, byteRange: Range<Int>, utf16Range: Range<Int>, change: Change,
              verdict: inout Verdict, cache: UnsafeMutablePointer<RawTextCache>? = nil) -> Outcome {
        var replacement: String
        switch change {
        case .replace(let typed, _): replacement = typed
        case .toggleSign: replacement = ""
        }
        let displayCount = text.utf8.count
        let capacity = displayCount &+ replacement.utf8.count &+ minus.count &+ 4
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity &* 2) { scratch in
            let next = UnsafeMutableBufferPointer(rebasing: scratch[capacity...])
            // The old text is only read in this stage; it is written once, after.
            let stage = replacement.withUTF8 { typed in
                UTF8Bytes.withUTF8(text) { display in
                    edit(display: display, range: byteRange, typed: typed, change: change,
                         raw: UnsafeMutableBufferPointer(rebasing: scratch[0..<capacity]), next: next,
                         verdict: &verdict, cache: cache)
                }
            }
            switch stage {
            case .unchanged:
                return .unchanged
            case .rejected(let rejection):
                return .rejected(rejection)
            case .checked(let count, let caret):
                // The digits regrouped: the next edit unformats the new shown text.
                cache?.pointee.invalidate()
                let (replaced, shownCaret, caretByte) = format(UnsafeBufferPointer(rebasing: next[..<count]),
                                                               caret: caret, into: &text)
                return .accepted(caret: shownCaret, caretByte: caretByte, replacement: replaced)
            case .spliced(let count, let caret, let typedUnits, let signEnd, let runEnd):
                let raw = UnsafeBufferPointer(rebasing: next[..<count])
                if formats, let cache {
                    // The separators stayed where they were: the new raw text is the new shown text's.
                    RawTextCache.store(raw, in: cache, shownCount: displayCount &- byteRange.count
                                           &+ replacement.utf8.count, signEnd: signEnd, runEnd: runEnd)
                }
                return splice(&text, bytes: byteRange, utf16Range: utf16Range, with: replacement,
                              typedUnits: typedUnits, raw: raw, caret: caret)
            }
        }
    }

    /// The edit of a `.spliced` stage: `bytes` of `text` (UTF-16 `utf16Range`) replaced with `replacement`, which
    /// is the edit's replacement. (Out of line it cost the en_US field pair 255 instructions more, mostly in copying
    /// the outcome back, and saved the pairs that edit the integer digits 24.)
    @inline(__always)
    private func splice(_ text: inout String, bytes: Range<Int>, utf16Range: Range<Int>, with replacement: String,
                        typedUnits: Int, raw: UnsafeBufferPointer<UInt8>, caret: Int) -> Outcome {
        // Debug builds (the tests, the fuzz target) check the splice against the formatting pass; the branches
        // fold away in release builds. The old text is copied byte by byte: a copy of the string would share its
        // storage, and the splice would then copy it, which the tests of the storage's reuse would see.
        var before = ""
        if _isDebugAssertConfiguration() { before = UTF8Bytes.withUTF8(text) { String(decoding: $0, as: UTF8.self) } }
        TextReplacement.splice(&text, bytes: bytes, with: replacement)
        let typedCount = replacement.utf8.count
        let shownCaret = utf16Range.lowerBound &+ typedUnits
        let outcome = Outcome.accepted(
            caret: shownCaret, caretByte: bytes.lowerBound &+ typedCount,
            replacement: TextReplacement(utf16Range: utf16Range, replacing: replacement))
        if _isDebugAssertConfiguration() {
            assert(formatAgrees(with: outcome, text: text, before: before, raw: raw, caret: caret),
                   "a spliced edit differs from the formatting pass")
        }
        return outcome
    }

    /// Whether the formatting pass makes of `before` what a splice made (`text`, `outcome`): debug builds' check.
    private func formatAgrees(with outcome: Outcome, text: String, before: String, raw: UnsafeBufferPointer<UInt8>,
                              caret: Int) -> Bool {
        var formatted = before
        let (replacement, shownCaret, caretByte) = format(raw, caret: caret, into: &formatted)
        guard case .accepted(let splicedCaret, let splicedByte, let splicedReplacement) = outcome else { return false }
        // Bytes, not `==`: strings and substrings compare under canonical equivalence.
        return formatted.utf8.elementsEqual(text.utf8) && shownCaret == splicedCaret && caretByte == splicedByte
            && replacement?.utf16Range == splicedReplacement?.utf16Range
            && (replacement?.text.utf8).map { $0.elementsEqual(splicedReplacement?.text.utf8 ?? "".utf8[...]) }
                ?? (splicedReplacement == nil)
    }

    private func edit(display: UnsafeBufferPointer<UInt8>, range: Range<Int>, typed: UnsafeBufferPointer<UInt8>,
                      change: Change, raw: UnsafeMutableBufferPointer<UInt8>,
                      next: UnsafeMutableBufferPointer<UInt8>, verdict accepted: inout Verdict,
                      cache: UnsafeMutablePointer<RawTextCache>?) -> Stage {
        // 1. The raw text, and the edit's range in it: kept from the last edit where the edit is past the integer
        // digits of a text that edit made (``RawTextCache``), else with the separators removed from the shown text.
        let (rawText, mapped, signEnd, runEnd) = formats
            ? (cache.flatMap { RawTextCache.read($0, display: display.count, range: range) }
                ?? unformat(display, range: range, into: raw))
            : unformat(display, range: range, into: raw)
        if _isDebugAssertConfiguration(), formats, let cache,
           RawTextCache.read(cache, display: display.count, range: range) != nil {
            let fresh = unformat(display, range: range, into: raw)
            assert(fresh.0.elementsEqual(rawText) && fresh.1 == mapped && fresh.signEnd == signEnd
                   && fresh.runEnd == runEnd, "a field's kept raw text differs from its shown text's")
        }
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

        // 4. The rule's verdict, in one pass: in a formatting field whose plan reads a table, for an edit that can
        // be spliced (at or after the integer digits' end: the others regroup, and the raw text they leave is not
        // kept), read on from the kept raw text's checkpoint where the edit keeps the text before it.
        var isDeletion = false
        if case .replace = change { isDeletion = typed.isEmpty }
        var verdict: Verdict
        if readsCheckpoints, lower >= runEnd, let cache {
            verdict = checkpointedVerdict(of: nextText, change: change, typed: typed.count, lower: lower, upper: upper,
                                          raw: rawText, cache: cache)
        } else {
            verdict = plan.verdict(of: nextText)
        }
        if case .invalid(let reason, let offset) = verdict, !(isDeletion && deletionsAlwaysAllowed) {
            return .rejected(Rejection(reason: reason, offset: offset))
        }
        // 5. The shown text is written by the caller, once the old one is no longer read. The new verdict swapped
        // in (the old one destroyed as a local): an assignment went through `Verdict`'s value witness, 73
        // instructions an edit, where the swap and the destruction cost about 54.
        swap(&accepted, &verdict)
        if case .replace = change,
           splices(display: display, range: range, typed: typed, rawCount: rawCount, lower: lower, upper: upper,
                   signEnd: signEnd, runEnd: runEnd, next: nextText) {
            // The typed text's UTF-16 width from its bytes: its `utf16` view transcodes a native string. A key of
            // one scalar of one or two bytes (an ASCII digit, a native one of fa_IR or ar_EG) is one unit: the
            // count of a longer text costs fa_IR's field pair about 25 instructions.
            let typedUnits = typed.count == 1 || typed.count == 2 && typed[0] &- 0xC0 < 0x20
                ? 1 : UTF8Bytes.utf16Width(typed, 0..<typed.count)
            return .spliced(count: count, caret: caret, typedUnits: typedUnits, signEnd: signEnd, runEnd: runEnd)
        }
        return .checked(count: count, caret: caret)
    }

    /// The verdict of `next`, the edit's new raw text, for a formatting field whose plan reads a table
    /// (``RulePlan/checkpointedVerdict(of:from:at:)``), with the checkpoints of `next` put in the cache for the
    /// next edit. The table's verdicts are partial or complete, never a refusal, so the edit they decide is
    /// accepted: the caller keeps the new raw text (or, where the edit regroups, empties the cache, and the
    /// checkpoints go with it). Where the plan's verdict tells it (the driver's: an invalid state, an exit,
    /// which may refuse the edit and leave the old raw text), the checkpoints are dropped, which only costs the
    /// next edit a read from the start.
    ///
    /// `raw` is the old raw text: the cache's when its bytes are the cache's (the cache held it, and its
    /// checkpoints are its). Read on from the state after it where the edit types at its end, from the state
    /// kept before the last key typed there where the edit deletes that key, else from the start.
    /// Out of line: the field that does not format keeps its code as it was.
    @inline(never)
    private func checkpointedVerdict(of next: UnsafeBufferPointer<UInt8>, change: Change, typed: Int, lower: Int,
                                     upper: Int, raw: UnsafeBufferPointer<UInt8>,
                                     cache: UnsafeMutablePointer<RawTextCache>) -> Verdict {
        var from = VerdictCheckpoint.start
        var offset = 0
        var previous = VerdictCheckpoint.start
        var previousCount = -1
        let rawCount = raw.count
        if case .replace = change, upper == rawCount, cache.pointee.hasEnd,
           UnsafeRawPointer(raw.baseAddress) == UnsafeRawPointer(cache) {
            if typed > 0 && lower == rawCount {
                (from, offset) = (cache.pointee.end, rawCount)
                (previous, previousCount) = (from, rawCount)
            } else if typed == 0 && lower == cache.pointee.previousCount {
                (from, offset) = (cache.pointee.previous, lower)
            }
        }
        // `from` becomes the state after `next` where the table's verdict comes back; where the plan's verdict
        // tells it, no checkpoint is kept.
        guard let verdict = plan.checkpointedVerdict(of: next, from: &from, at: offset) else {
            RawTextCache.keep(end: nil, previous: previous, previousCount: -1, in: cache)
            return plan.verdict(of: next)
        }
        assert(verdict.status != .invalid, "the table refuses nothing: the driver tells every refusal")
        RawTextCache.keep(end: from, previous: previous, previousCount: previousCount, in: cache)
        return verdict
    }

    /// Whether replacing `range` of the shown text by `typed` (raw `lower..<upper`) makes the shown text the
    /// formatting pass would write, and is the smallest replacement that does.
    ///
    /// The shown text is the old raw text formatted: its sign, its integer digits with the separators inserted,
    /// then the rest as it is. An edit at or after the integer digits' end (`runEnd`, raw) that leaves the sign
    /// and the digits as they were (`next`, the new raw text, has the same sign and its digits end at the same
    /// place) leaves the separators as they were, so the shown text changes by the edit alone, shifted by the
    /// separators' bytes. The formatting pass's replacement is the smallest one, which keeps the longest common
    /// prefix: a pure insertion or deletion is that one unless its text begins with the byte that follows it
    /// (typing "3" before a "3" is an insertion after it).
    ///
    /// This rests on the shown text being the formatting pass's own output, which every way a field's text is
    /// set keeps (a new field's empty text, an edit's formatted or spliced text, a composition committed back to
    /// its base before the next edit, the typed text restored after ``FieldEdit/endEditing``; grouping
    /// separators are never typed into a formatting field). A new way of setting the text must keep it too: a
    /// splice would leave separators in the wrong places where the release build does not check (debug builds
    /// compare every splice with the formatting pass).
    @inline(__always)
    private func splices(display: UnsafeBufferPointer<UInt8>, range: Range<Int>, typed: UnsafeBufferPointer<UInt8>,
                         rawCount: Int, lower: Int, upper: Int, signEnd: Int, runEnd: Int,
                         next: UnsafeBufferPointer<UInt8>) -> Bool {
        // First what fails first in an edit of the integer digits, the commonest other edit.
        if formats && lower < runEnd { return false }
        let start = range.lowerBound
        let end = range.upperBound
        if typed.isEmpty {
            guard end > start, end == display.count || display[start] != display[end] else { return false }
        } else {
            guard end == start, start == display.count || typed[0] != display[start] else { return false }
        }
        guard formats, let grammar else { return lower == start && upper == end }
        let shift = display.count &- rawCount
        // The sign: an edit past its end keeps it (the scalar after the sign, where reading it stops, comes before
        // the edit and stays), so it is read again only for an edit at its end.
        guard lower &+ shift == start, upper &+ shift == end,
              lower > signEnd || grammar.signLength(next) == signEnd else { return false }
        // Past the digits' end, the new text's digits are the old ones; at it, the new text must not go on with one.
        return lower > runEnd || runEnd == next.count || grammar.digitLength(next, at: runEnd) == 0
    }

    /// The shown text without the separators the field inserted, written into `raw` (or the shown text itself
    /// when the field does not format), and `range` mapped into it: a bound inside a separator moves to the
    /// separator's start.
    ///
    /// One pass over the integer part, a byte at a time for ASCII digits and two for the locale's native digits:
    /// the separators sit between groups of three or so digits, where a search for each digit run cost more
    /// than the run (a 15-byte en_US amount, about 500 instructions). The inserted separators are the ones
    /// ``forEachInsertedSeparator(in:_:)`` finds: after the sign, among the digits, each followed by a digit.
    ///
    /// Also returns where the raw text's sign and its integer digits end (`signEnd`, `runEnd`; 0 when the field
    /// does not format).
    func unformat(_ display: UnsafeBufferPointer<UInt8>, range: Range<Int>,
                  into raw: UnsafeMutableBufferPointer<UInt8>)
        -> (UnsafeBufferPointer<UInt8>, Range<Int>, signEnd: Int, runEnd: Int) {
        guard formats, let base = display.baseAddress, let rawBase = raw.baseAddress else {
            return (display, range, 0, 0)
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
        -> (UnsafeBufferPointer<UInt8>, Range<Int>, signEnd: Int, runEnd: Int) {
        let count = display.count
        let groupCount = group.count
        let first = groupFirst
        let nativeLead = grammar.nativeDigitLead
        let nativeFirst = grammar.nativeDigitFirstContinuation
        var lower = range.lowerBound
        var upper = range.upperBound
        var removed = 0       // separator bytes removed so far
        let signEnd = grammar.signLength(display)
        var index = signEnd
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
        let runEnd = index &- removed
        if index < count { (rawBase + runEnd).copyBytes(from: base + index, count: count &- index) }
        return (UnsafeBufferPointer(start: rawBase, count: count &- removed), lower..<upper, signEnd, runEnd)
    }
}
