/// Grapheme-cluster breaks, scalar by scalar: the one place that decides where a character (what `String.count`
/// counts) begins. The driver counts clusters for a length limit with it; the field steps its caret over them.
///
/// Below U+0300 every scalar is a cluster of its own but for CR LF, so pairs of such scalars skip the full rules
/// (the caret's steps, ``boundary(in:before:)``, also trust the other scalars of numbers, ``standsAlone(_:)``;
/// the scan does not: the wider check cost its ASCII keystrokes 40 to 80 instructions); a scalar below U+0300
/// next to an emoji or a scalar below U+0600 breaks whatever came before (``breaksWithoutContext(_:_:)``);
/// a skin tone after an emoji joins it (GB9); anything else asks the standard library's recognizer, re-fed with
/// the current cluster's scalars when a shortcut left it behind. The recognizer is the caller's: its layout is not
/// known at compile time, and keeping it out keeps the layout of the structures that hold a breaker fixed.
struct GraphemeBreaker {
    /// The previous scalar; `UInt32.max` before the first.
    private(set) var previousScalar: UInt32 = .max
    /// How far the recognizer is behind: ``inSync``; `UInt32.max` when it is out of step and the previous scalar
    /// began a cluster (a shortcut decided a break before it: the recognizer is re-fed with it alone); or the
    /// first scalar of a two-scalar cluster the previous one ends (an emoji and the skin tone after it, joined
    /// without the recognizer: it is re-fed with both). A cluster's state in the recognizer depends only on the
    /// scalars since the cluster began, so re-feeding those restores it.
    private var behind: UInt32 = .max
    private static let inSync: UInt32 = 0xFFFF_FFFE

    /// Whether a cluster begins at `scalar`, given every scalar before it went through this breaker (or
    /// ``skip(to:)``).
    @inline(__always)
    mutating func hasBreak(before scalar: UInt32, recognizer: inout Unicode._CharacterRecognizer) -> Bool {
        defer { previousScalar = scalar }
        if previousScalar == .max {
            behind = .max
            return true
        }
        if scalar < 0x300 && previousScalar < 0x300 {
            behind = .max
            return !(previousScalar == 0x0D && scalar == 0x0A)
        }
        if Self.breaksWithoutContext(previousScalar, scalar) {
            behind = .max
            return true
        }
        if behind != Self.inSync {
            // A skin tone (U+1F3FB–U+1F3FF, Extend) after an emoji that began its cluster: never a break (GB9;
            // no emoji is a Control, so GB4 does not apply), and the cluster is the two of them, which the
            // recognizer is re-fed with if it is needed next ("👍🏽" in a text, not two recognizer calls).
            if behind == .max, scalar &- 0x1F3FB < 5, previousScalar &- 0x1F000 < 0xB00 {
                behind = previousScalar
                return false
            }
            recognizer = Unicode._CharacterRecognizer()
            if behind != .max { _ = recognizer.hasBreak(before: Unicode.Scalar(behind) ?? "\u{FFFD}") }
            _ = recognizer.hasBreak(before: Unicode.Scalar(previousScalar) ?? "\u{FFFD}")
            behind = Self.inSync
        }
        return recognizer.hasBreak(before: Unicode.Scalar(scalar) ?? "\u{FFFD}")
    }

    /// Whether the rules (UAX #29) break between two scalars whatever came before them: a scalar below U+0300
    /// after one below U+0600 or an emoji (U+1F000–U+1FAFF), and an emoji other than a skin-tone modifier after a
    /// scalar below U+0600. No scalar below U+0300 is an Extend, a SpacingMark, a ZWJ, an Indic consonant or a
    /// regional indicator, and none below U+0600 or among the emoji is a Prepend or a ZWJ; the emoji but the
    /// modifiers (U+1F3FB–U+1F3FF, Extend) are none of those either. So no rule but "break everywhere else"
    /// (GB999) joins such a pair, and CR LF (GB3) is not one (the pair below U+0300 is decided before). The pairs
    /// a mixed text meets most ("a👍", "🏽b", "e\u{301}x") then skip the standard library's recognizer, which
    /// is re-fed from the scalar after the break when it is next needed.
    @inline(__always)
    static func breaksWithoutContext(_ previous: UInt32, _ scalar: UInt32) -> Bool {
        let isEmoji = { (value: UInt32) in value &- 0x1F000 < 0xB00 }
        if scalar < 0x300 { return previous < 0x600 || isEmoji(previous) }
        return previous < 0x600 && isEmoji(scalar) && !(scalar &- 0x1F3FB < 5)
    }

    /// Records that a run of scalars, each a cluster of its own, ended with `scalar` (the driver's digit runs).
    @inline(__always)
    mutating func skip(to scalar: UInt32) {
        previousScalar = scalar
        behind = .max
    }

    // MARK: - Boundaries in a text

    /// The UTF-16 offset of the last cluster boundary before `offset` (0 at the start).
    ///
    /// When the two scalars before `offset` each stand alone (``standsAlone(_:)``, CR LF aside), the boundary is
    /// the start of the last one, whatever came before: Backspace in a number does not read the text from its
    /// start through the full rules.
    ///
    /// - Complexity: O(*n*) up to `offset`.
    static func boundary(in text: String, before offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        let local: Int? = UTF8Bytes.withUTF8(text) { bytes in
            guard let end = byteOffset(in: bytes, utf16: offset) else { return nil }
            return standingAloneStart(in: bytes, before: end, utf16: offset)?.units
        }
        if let local { return local }
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
    /// When the scalar at `offset` and the one after it each stand alone (CR LF aside), the boundary is the end
    /// of the first; otherwise the text is read from its start.
    ///
    /// - Complexity: O(*n*) up to the boundary.
    static func boundary(in text: String, after offset: Int) -> Int {
        let local: Int? = UTF8Bytes.withUTF8(text) { bytes in
            guard let start = byteOffset(in: bytes, utf16: offset), start < bytes.count else { return nil }
            let (scalar, length) = UTF8Bytes.scalar(bytes, at: start)
            guard standsAlone(scalar) else { return nil }
            let units = offset &+ (scalar > 0xFFFF ? 2 : 1)
            guard start &+ length < bytes.count else { return units }
            let next = UTF8Bytes.scalar(bytes, at: start &+ length).scalar
            guard standsAlone(next), !(scalar == 0x0D && next == 0x0A) else { return nil }
            return units
        }
        if let local { return local }
        var found = text.utf16.count
        forEachBoundary(in: text) { boundary in
            if boundary > offset { found = boundary; return false }
            return true
        }
        return found
    }

    /// Whether a cluster boundary lies on both sides of `scalar` whatever surrounds it, CR LF aside: its
    /// Grapheme_Cluster_Break property is Other or Control (UAX #29 GB4, GB5, GB999), and it is neither a
    /// consonant an Indic conjunct joins (GB9c) nor a pictograph an emoji sequence joins (GB11). The scalars of
    /// numbers: everything below U+0300, the Arabic-Indic, Persian, Devanagari and Bengali digits, Arabic
    /// separators and percent, bidi marks, the minus sign, the spaces and apostrophe locales group with, the
    /// per mille sign and full-width digits. A test checks each against the standard library's rules in context.
    @inline(__always)
    static func standsAlone(_ scalar: UInt32) -> Bool {
        if scalar < 0x300 { return true }
        switch scalar {
        case 0x0660...0x066C, 0x06F0...0x06F9, 0x061C, 0x0966...0x096F, 0x09E6...0x09EF,
             0x2007, 0x2009, 0x200E, 0x200F, 0x2019, 0x202F, 0x2030, 0x2212, 0xFF10...0xFF19:
            return true
        default:
            return false
        }
    }

    /// The start of the scalar before UTF-8 offset `end` (above 0) of `bytes`, UTF-16 offset `offset`, as UTF-16
    /// and UTF-8 offsets, when that scalar and the one before it each stand alone (``standsAlone(_:)``, CR LF
    /// aside): then it is the last cluster boundary before `end`, whatever came before. Nil otherwise (the full
    /// rules decide). The form for a caret whose byte offset is known (``NumericField``'s Backspace), which walks
    /// nothing.
    @inline(__always)
    static func standingAloneStart(in bytes: UnsafeBufferPointer<UInt8>, before end: Int, utf16 offset: Int)
        -> (units: Int, byte: Int)? {
        let (scalar, start) = scalar(in: bytes, before: end)
        guard standsAlone(scalar) else { return nil }
        let units = offset &- (scalar > 0xFFFF ? 2 : 1)
        if start == 0 { return (units, 0) }
        let previous = self.scalar(in: bytes, before: start).scalar
        guard standsAlone(previous), !(previous == 0x0D && scalar == 0x0A) else { return nil }
        return (units, start)
    }

    /// The scalar that ends at UTF-8 offset `end` (above 0, a scalar boundary) of `bytes`, valid UTF-8, and where
    /// it starts. An ASCII byte and a two-byte scalar (the native digits and separators of fa_IR, ar_EG and the
    /// like) are read in place; a longer scalar is found from its start and decoded (for fa_IR's field pair,
    /// the two-byte digits so read save about 30 instructions a Backspace).
    @inline(__always)
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> (scalar: UInt32, start: Int) {
        let last = bytes[end &- 1]
        if last < 0x80 { return (UInt32(last), end &- 1) }
        if end >= 2, bytes[end &- 2] &- 0xC0 < 0x20 {
            return (UInt32(bytes[end &- 2] & 0x1F) &<< 6 | UInt32(last & 0x3F), end &- 2)
        }
        let start = UTF8Bytes.scalarStart(bytes, before: end)
        return (UTF8Bytes.scalar(bytes, at: start).scalar, start)
    }

    /// The byte offset of UTF-16 offset `units` in `bytes`; nil past the end or inside a surrogate pair.
    private static func byteOffset(in bytes: UnsafeBufferPointer<UInt8>, utf16 units: Int) -> Int? {
        switch UTF8Bytes.byteRange(in: bytes, utf16Offset: units, utf16Length: 0) {
        case .success(let range): return range.lowerBound
        case .failure: return nil
        }
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
