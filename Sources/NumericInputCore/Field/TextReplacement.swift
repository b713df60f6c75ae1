/// The smallest replacement that turns a field's old text into its new one: a UTF-16 range of the old text and
/// the text that replaces it.
public struct TextReplacement: Sendable, Hashable {
    /// The replaced range of the old text, in UTF-16 offsets.
    public let utf16Range: Range<Int>
    /// What replaces the range, as its own string: a field's changes hold one, and a range into a longer text
    /// beside it made every `FieldChange` 16 bytes larger, past the 128 a copy moves in registers.
    let replacing: String

    init(utf16Range: Range<Int>, replacing: String) {
        self.utf16Range = utf16Range
        self.replacing = replacing
    }

    /// What replaces the range.
    public var text: Substring { replacing[...] }

    /// Replacements are equal when they replace the same range with the same text.
    public static func == (lhs: TextReplacement, rhs: TextReplacement) -> Bool {
        lhs.utf16Range == rhs.utf16Range && lhs.text == rhs.text
    }

    /// Hashes the range and the text, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(utf16Range)
        hasher.combine(text)
    }

    /// The smallest replacement from `old` to `new`: the common prefix and suffix kept, never splitting a scalar;
    /// nil when the texts are equal.
    ///
    /// - Complexity: O(*n*) in the texts' lengths.
    static func between(_ old: String, _ new: String) -> TextReplacement? {
        UTF8Bytes.withUTF8(old) { a in
            UTF8Bytes.withUTF8(new) { b in
                guard let found = difference(a, b) else { return nil }
                // A copy of the replacing bytes (held inline up to 15 bytes): this runs as focus changes and
                // input-method compositions end, not per keystroke.
                return TextReplacement(utf16Range: found.utf16Range,
                                       replacing: String(decoding: UnsafeBufferPointer(rebasing: b[found.new]),
                                                         as: UTF8.self))
            }
        }
    }

    /// Makes `text` hold `new`, by replacing only the bytes that differ (in place while nothing else holds the
    /// string's storage: a steady stream of keystrokes allocates nothing); returns that replacement, nil when
    /// `text` already held `new`. `new` must be valid UTF-8: the field writes it from valid text.
    ///
    /// - Complexity: O(*n*) in the texts' lengths.
    static func write(_ new: UnsafeBufferPointer<UInt8>, into text: inout String) -> TextReplacement? {
        guard let found = UTF8Bytes.withUTF8(text, { difference($0, new) }) else { return nil }
        // Short replacements (a digit, a separator) are small strings: no allocation.
        let replacing = UTF8Bytes.string(UnsafeBufferPointer(rebasing: new[found.new]))
        if new.count <= 15 && text.utf8.count <= 15 {
            // Both fit a small string (15 bytes, held inline): making the new one is cheaper than a replacement,
            // which on a small string builds a new one piece by piece. A longer text is replaced in place, and
            // keeps its storage when an edit shrinks it to 15 bytes, so typing past 15 again reuses it.
            text = UTF8Bytes.string(new)
            return TextReplacement(utf16Range: found.utf16Range, replacing: replacing)
        }
        replaceLarge(&text, bytes: found.old, with: replacing, count: found.new.count)
        return TextReplacement(utf16Range: found.utf16Range, replacing: replacing)
    }

    /// Replaces bytes `old` of `text` (scalar boundaries) with `replacing`, in place while nothing else holds the
    /// string's storage: what ``write(_:into:)`` does once it has found the difference, for an edit that is
    /// already the smallest replacement.
    ///
    /// - Complexity: O(*n*) in the text's length; O(1) amortized for typing at the end and deleting from it.
    static func splice(_ text: inout String, bytes old: Range<Int>, with replacing: String) {
        let oldCount = text.utf8.count
        let newCount = oldCount &- old.count &+ replacing.utf8.count
        guard newCount <= 15 && oldCount <= 15 else {
            replaceLarge(&text, bytes: old, with: replacing, count: replacing.utf8.count)
            return
        }
        // Both fit a small string: made whole from its three parts, on the stack (see `write(_:into:)`).
        var bytes: (UInt64, UInt64) = (0, 0)
        text = withUnsafeMutableBytes(of: &bytes) { buffer in
            let target = buffer.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self)
            UTF8Bytes.withUTF8(text) { current in
                let source = current.baseAddress ?? UnsafePointer(target)
                target.update(from: source, count: old.lowerBound)
                UTF8Bytes.withUTF8(replacing) { middle in
                    if let base = middle.baseAddress { (target + old.lowerBound).update(from: base, count: middle.count) }
                }
                (target + (newCount &- (oldCount &- old.upperBound)))
                    .update(from: source + old.upperBound, count: oldCount &- old.upperBound)
            }
            return UTF8Bytes.string(UnsafeBufferPointer(start: target, count: newCount))
        }
    }

    /// ``splice(_:bytes:with:)`` for a text of more than 15 bytes, or one that becomes longer; `count` is
    /// `replacing`'s UTF-8 count.
    ///
    /// Typing at the end and deleting from it, the commonest edits, take the standard library's cheaper
    /// operations, an append and a removal to the end (the en_US field pair under callgrind: 8,872 -> 8,611
    /// instructions). The indices are made in one statement: a `utf8` view kept in a variable would hold a
    /// second reference to the storage, and the replacement would copy it.
    @inline(__always)
    private static func replaceLarge(_ text: inout String, bytes old: Range<Int>, with replacing: String,
                                     count: Int) {
        let oldCount = text.utf8.count
        if old.lowerBound == oldCount {
            text.append(contentsOf: replacing)
        } else if count == 0 && old.upperBound == oldCount {
            // The start found from the end a scalar at a time (a Backspace removes one): an index the scalar view
            // makes is known to be on a scalar boundary, where one offset in the UTF-8 view is checked and
            // realigned by the removal.
            var start = text.unicodeScalars.endIndex
            while text.utf8.distance(from: text.startIndex, to: start) > old.lowerBound {
                start = text.unicodeScalars.index(before: start)
            }
            text.removeSubrange(start..<text.endIndex)
        } else {
            let range = text.utf8.index(text.startIndex, offsetBy: old.lowerBound)
                ..< text.utf8.index(text.startIndex, offsetBy: old.upperBound)
            text.replaceSubrange(range, with: replacing)
        }
    }

    /// Where `a` and `b` differ: the common prefix and suffix kept, never splitting a scalar. The replaced range
    /// in UTF-16 offsets of `a` and in its bytes, and the replacing bytes of `b`; nil when they are equal.
    private static func difference(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>)
        -> (utf16Range: Range<Int>, old: Range<Int>, new: Range<Int>)? {
        let shorter = min(a.count, b.count)
        var prefix = 0
        // Eight bytes a step from each end while the words agree (an edit changes a few bytes of a text).
        let pa = a.baseAddress, pb = b.baseAddress
        if let pa, let pb {
            while prefix &+ 8 <= shorter
                && UnsafeRawPointer(pa + prefix).loadUnaligned(as: UInt64.self)
                    == UnsafeRawPointer(pb + prefix).loadUnaligned(as: UInt64.self) {
                prefix &+= 8
            }
        }
        // The word where they differ, or the last one to seven bytes, as one word each: the first differing
        // byte is the lowest non-zero byte of their difference.
        let head = Swift.min(8, shorter &- prefix)
        if head > 0 {
            let differing = UTF8Bytes.word(a, prefix, count: head) ^ UTF8Bytes.word(b, prefix, count: head)
            prefix &+= differing == 0 ? head : differing.trailingZeroBitCount &>> 3
        }
        if prefix == a.count && a.count == b.count { return nil }
        while prefix > 0 && (prefix < a.count && a[prefix] & 0xC0 == 0x80
                             || prefix < b.count && b[prefix] & 0xC0 == 0x80) { prefix &-= 1 }
        var suffix = 0
        if let pa, let pb {
            while suffix &+ 8 <= shorter &- prefix
                && UnsafeRawPointer(pa + (a.count &- 8 &- suffix)).loadUnaligned(as: UInt64.self)
                    == UnsafeRawPointer(pb + (b.count &- 8 &- suffix)).loadUnaligned(as: UInt64.self) {
                suffix &+= 8
            }
        }
        // The same from the end: the bytes nearest the end are the highest of the words.
        let tail = Swift.min(8, shorter &- prefix &- suffix)
        if tail > 0 {
            let differing = UTF8Bytes.word(a, a.count &- suffix &- tail, count: tail)
                ^ UTF8Bytes.word(b, b.count &- suffix &- tail, count: tail)
            suffix &+= differing == 0 ? tail
                : (differing &<< UInt64(truncatingIfNeeded: (8 &- tail) &* 8)).leadingZeroBitCount &>> 3
        }
        while suffix > 0 && (a[a.count &- suffix] & 0xC0 == 0x80 || b[b.count &- suffix] & 0xC0 == 0x80) {
            suffix &-= 1
        }
        let lower = UTF8Bytes.utf16Width(a, 0..<prefix)
        let upper = lower &+ UTF8Bytes.utf16Width(a, prefix..<(a.count &- suffix))
        return (lower..<upper, prefix..<(a.count &- suffix), prefix..<(b.count &- suffix))
    }
}
