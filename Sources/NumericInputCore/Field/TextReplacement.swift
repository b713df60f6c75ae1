/// The smallest replacement that turns a field's old text into its new one: a UTF-16 range of the old text and
/// the text that replaces it.
public struct TextReplacement: Sendable, Hashable {
    /// The replaced range of the old text, in UTF-16 offsets.
    public let utf16Range: Range<Int>
    /// The new text and the UTF-8 range of it that replaces ``utf16Range``: the slice is made on request.
    let newText: String
    let newBytes: Range<Int>

    init(utf16Range: Range<Int>, newText: String, newBytes: Range<Int>) {
        self.utf16Range = utf16Range
        self.newText = newText
        self.newBytes = newBytes
    }

    /// What replaces the range: a slice of the new text (no copy).
    public var text: Substring {
        let utf8 = newText.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: newBytes.lowerBound)
        let upper = utf8.index(utf8.startIndex, offsetBy: newBytes.upperBound)
        return newText[lower..<upper]
    }

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
        // (UTF-16 range in old, byte range in new)
        let result: (Range<Int>, Range<Int>)? = UTF8Bytes.withUTF8(old) { a in
            UTF8Bytes.withUTF8(new) { b in
                let shorter = min(a.count, b.count)
                var prefix = 0
                while prefix < shorter && a[prefix] == b[prefix] { prefix &+= 1 }
                if prefix == a.count && a.count == b.count { return nil }
                while prefix > 0 && (prefix < a.count && a[prefix] & 0xC0 == 0x80
                                     || prefix < b.count && b[prefix] & 0xC0 == 0x80) { prefix &-= 1 }
                var suffix = 0
                while suffix < shorter &- prefix && a[a.count &- 1 &- suffix] == b[b.count &- 1 &- suffix] {
                    suffix &+= 1
                }
                while suffix > 0 && (a[a.count &- suffix] & 0xC0 == 0x80 || b[b.count &- suffix] & 0xC0 == 0x80) {
                    suffix &-= 1
                }
                let lower = UTF8Bytes.utf16Width(a, 0..<prefix)
                let upper = lower &+ UTF8Bytes.utf16Width(a, prefix..<(a.count &- suffix))
                return (lower..<upper, prefix..<(b.count &- suffix))
            }
        }
        guard let (range, bytes) = result else { return nil }
        return TextReplacement(utf16Range: range, newText: new, newBytes: bytes)
    }
}
