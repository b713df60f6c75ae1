/// Writing the shown text: the raw text with the locale's grouping separators in its integer part, as
/// ``DigitGrouping`` places them.
extension FieldLayout {
    /// Writes the raw text with separators inserted into `text`, as the smallest replacement of what it held
    /// (in place while nothing else holds the string's storage); returns that replacement (nil when the text did
    /// not change) and the caret's UTF-16 offset (`caret`) and UTF-8 offset (`caretByte`) in the new text: right
    /// after the raw text's first `caret` bytes, before any separator that follows them.
    func format(_ raw: UnsafeBufferPointer<UInt8>, caret: Int, into text: inout String)
        -> (replacement: TextReplacement?, caret: Int, caretByte: Int) {
        // The integer digits: after the sign, up to the first scalar that is not a digit.
        var runStart = 0
        var runEnd = 0
        var digitCount = 0
        if formats, let grammar {
            runStart = grammar.signLength(raw)
            (runEnd, digitCount) = grammar.digitRun(raw, from: runStart)
        }
        let grouped = formats && grouping.isGrouped(digitCount: digitCount)
        let total = raw.count &+ grouping.separatorCount(digitCount: grouped ? digitCount : 0) &* group.count
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Swift.max(total, 1)) { out in
            let (written, caretByte) = write(raw, into: out, caret: caret, grouped: grouped, runStart: runStart,
                                             runEnd: runEnd, digitCount: digitCount)
            let shown = UnsafeBufferPointer(rebasing: out[..<written])
            let caretUnits = UTF8Bytes.utf16Width(shown, 0..<caretByte)
            return (TextReplacement.write(shown, into: &text), caretUnits, caretByte)
        }
    }

    /// Writes the raw text with separators into `out`; returns the bytes written and the caret's byte offset.
    private func write(_ raw: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>, caret: Int,
                       grouped: Bool, runStart: Int, runEnd: Int, digitCount: Int) -> (Int, Int) {
        let source = raw.baseAddress.unsafelyUnwrapped
        let target = out.baseAddress.unsafelyUnwrapped
        guard grouped else {
            target.copyBytes(from: source, count: raw.count)
            return (raw.count, caret)
        }
        var written = runStart
        target.copyBytes(from: source, count: runStart)
        var caretByte = caret <= runStart ? caret : -1
        var index = runStart
        var remaining = digitCount
        // The digits left when the next separator is written: counted down group by group instead of asking
        // `DigitGrouping.hasSeparator` (a division) before every digit.
        var nextSeparator = grouping.firstSeparator(digitCount: digitCount)
        if runEnd &- runStart == digitCount {
            // One byte a digit (ASCII): the digits up to the next separator copied at once, where the loop below
            // takes about fifteen instructions a digit. A caret inside or at the end of a group stands after its
            // digits there, before the separator that follows, as below.
            while index < runEnd {
                if remaining == nextSeparator {
                    nextSeparator = grouping.separator(after: nextSeparator)
                    if group.count == 1 {
                        target[written] = groupFirst
                    } else {
                        group.withUnsafeBufferPointer { (target + written).copyBytes(from: $0.baseAddress!, count: $0.count) }
                    }
                    written &+= group.count
                }
                let count = nextSeparator > 0 && nextSeparator < remaining ? remaining &- nextSeparator : remaining
                (target + written).copyBytes(from: source + index, count: count)
                if caret > index && caret <= index &+ count { caretByte = written &+ (caret &- index) }
                written &+= count
                index &+= count
                remaining &-= count
            }
        }
        while index < runEnd {
            let length = UTF8Bytes.scalarLength(lead: raw[index])
            if remaining == nextSeparator {
                nextSeparator = grouping.separator(after: nextSeparator)
                if index == caret { caretByte = written }
                if group.count == 1 {
                    target[written] = groupFirst
                } else {
                    group.withUnsafeBufferPointer { (target + written).copyBytes(from: $0.baseAddress!, count: $0.count) }
                }
                written &+= group.count
            }
            if length == 1 { target[written] = source[index] } else {
                (target + written).copyBytes(from: source + index, count: length)
            }
            written &+= length
            index &+= length
            if index == caret { caretByte = written }
            remaining &-= 1
        }
        let rest = raw.count &- runEnd
        (target + written).copyBytes(from: source + runEnd, count: rest)
        if caretByte < 0 { caretByte = written &+ (caret &- runEnd) }
        written &+= rest
        return (written, caretByte)
    }
}
