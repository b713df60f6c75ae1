/// Grapheme-cluster breaks, scalar by scalar: the one place that decides where a character (what `String.count`
/// counts) begins. The driver counts clusters for a length limit with it; the field steps its caret over them.
///
/// Below U+0300 every scalar is a cluster of its own but for CR LF, so pairs of such scalars skip the full rules;
/// anything else asks the standard library's recognizer, re-fed with the previous scalar when a shortcut
/// left it behind. The recognizer is the caller's: its layout is not known at compile time, and keeping it out
/// keeps the layout of the structures that hold a breaker fixed.
struct GraphemeBreaker {
    /// The previous scalar; `UInt32.max` before the first.
    private(set) var previousScalar: UInt32 = .max
    private var isRecognizerInSync = false

    /// Whether a cluster begins at `scalar`, given every scalar before it went through this breaker (or
    /// ``skip(to:)``).
    @inline(__always)
    mutating func hasBreak(before scalar: UInt32, recognizer: inout Unicode._CharacterRecognizer) -> Bool {
        defer { previousScalar = scalar }
        if previousScalar == .max {
            isRecognizerInSync = false
            return true
        }
        if scalar < 0x300 && previousScalar < 0x300 {
            isRecognizerInSync = false
            return !(previousScalar == 0x0D && scalar == 0x0A)
        }
        if !isRecognizerInSync {
            recognizer = Unicode._CharacterRecognizer()
            _ = recognizer.hasBreak(before: Unicode.Scalar(previousScalar) ?? "\u{FFFD}")
            isRecognizerInSync = true
        }
        return recognizer.hasBreak(before: Unicode.Scalar(scalar) ?? "\u{FFFD}")
    }

    /// Records that a run of scalars, each a cluster of its own, ended with `scalar` (the driver's digit runs).
    @inline(__always)
    mutating func skip(to scalar: UInt32) {
        previousScalar = scalar
        isRecognizerInSync = false
    }

    // MARK: - Boundaries in a text

    /// The UTF-16 offset of the last cluster boundary before `offset` (0 at the start).
    ///
    /// - Complexity: O(*n*) up to `offset`.
    static func boundary(in text: String, before offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        var found = 0
        forEachBoundary(in: text) { boundary in
            if boundary >= offset { return false }
            found = boundary
            return true
        }
        return found
    }

    /// The UTF-16 offset of the first cluster boundary after `offset` (the end at the end).
    ///
    /// - Complexity: O(*n*) up to the boundary.
    static func boundary(in text: String, after offset: Int) -> Int {
        var found = text.utf16.count
        forEachBoundary(in: text) { boundary in
            if boundary > offset { found = boundary; return false }
            return true
        }
        return found
    }

    /// Calls `body` with the UTF-16 offset of every cluster start, in order, while it returns true.
    private static func forEachBoundary(in text: String, _ body: (Int) -> Bool) {
        UTF8Bytes.withUTF8(text) { bytes in
            var breaker = GraphemeBreaker()
            var recognizer = Unicode._CharacterRecognizer()
            var index = 0
            var units = 0
            while index < bytes.count {
                let (scalar, length) = UTF8Bytes.scalar(bytes, at: index)
                if breaker.hasBreak(before: scalar, recognizer: &recognizer), !body(units) { return }
                units &+= scalar > 0xFFFF ? 2 : 1
                index &+= length
            }
        }
    }
}
