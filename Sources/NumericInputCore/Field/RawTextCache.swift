/// A formatting field's raw text — its shown text without the grouping separators the field inserted — kept from
/// the last edit that wrote it, with where its sign and integer digits end.
///
/// An edit of a formatting field starts by removing the separators from the whole shown text (`unformat`), so that
/// the rule reads the number: about 300 instructions an edit for en_US "123,456,789.123", a seventh of the edit. An
/// edit wholly after the integer digits (a fraction digit typed or deleted, the commonest edits once the integer
/// part is typed) changes no separator, so the raw text it leaves is the one it made: kept here, the next such
/// edit reads it instead of unformatting the shown text again. An edit among the integer digits regroups them and
/// is unformatted as before (and leaves the cache empty).
///
/// Inline storage of ``capacity`` bytes, so that the field stays a value (a copy of the field copies its cache;
/// no storage is shared between copies) and keeping it allocates nothing. A longer raw text is not kept.
///
/// Valid only while the shown text is the one it was kept for (a styled field's: the number behind its affixes):
/// every change of the field's text other than an accepted edit empties it (``NumericField``'s `take(_:paste:)` and
/// the end of a composition), an accepted edit that regroups empties it, and a shown text of another byte count is
/// never read through it. Debug builds check every read against a fresh `unformat` of the shown text.
///
/// With the text, the verdict's checkpoints in it (``VerdictCheckpoint``): an edit that types at the raw text's
/// end reads its verdict on from the state after the text, and one that deletes what was typed there takes the
/// state from before it, where each read the whole text again (two verdicts a typed and deleted key: for fa_IR's
/// two-byte digits about 24 instructions a scalar).
struct RawTextCache {
    /// The most bytes of raw text kept: ``Storage``'s.
    static let capacity = 64

    /// 64 bytes.
    typealias Storage = (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                         UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                         UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                         UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                         UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8)

    /// The bytes: a homogeneous tuple of `UInt8`, whose memory is bound to `UInt8`, so a pointer to its first
    /// element reads and writes them (a tuple of words read as bytes would be type punning). First, so that the
    /// bytes start at the value's address (checked in `bytes(of:)`).
    private var storage: Storage = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                    0, 0, 0, 0)
    /// The raw text's byte count; -1 when nothing is kept.
    private(set) var count = -1
    /// The byte count of the shown text the raw text belongs to.
    private(set) var shownCount = 0
    /// Where the raw text's sign ends (its first `signEnd` bytes).
    private(set) var signEnd = 0
    /// Where the raw text's integer digits end: every separator of the shown text stands before it.
    private(set) var runEnd = 0

    /// The verdict's table state after the whole raw text (``VerdictCheckpoint``), when ``hasEnd``.
    private(set) var end = VerdictCheckpoint.start
    /// Whether ``end`` is the raw text's: set by the edit that made the raw text, with the text.
    private(set) var hasEnd = false
    /// The table's state after the raw text's first ``previousCount`` bytes; -1 when none is kept. An edit that
    /// typed at the end keeps the state before it, so that deleting what it typed reads nothing.
    private(set) var previous = VerdictCheckpoint.start
    private(set) var previousCount = -1

    /// An empty cache.
    init() {}

    /// Keeps the checkpoints of the raw text the accepted edit makes, before ``store(_:in:shownCount:signEnd:runEnd:)``
    /// keeps the text (an edit that regroups empties the cache instead, and they go with it): `end` after the
    /// whole text (nil when the table did not take it), `previous` after its first `previousCount` bytes (-1: none).
    @inline(__always)
    static func keep(end: VerdictCheckpoint?, previous: VerdictCheckpoint, previousCount: Int,
                     in cache: UnsafeMutablePointer<RawTextCache>) {
        if let end {
            cache.pointee.end = end
            cache.pointee.hasEnd = true
            cache.pointee.previous = previous
            cache.pointee.previousCount = previousCount
        } else {
            cache.pointee.hasEnd = false
            cache.pointee.previousCount = -1
        }
    }

    /// Forgets the raw text.
    @inline(__always)
    mutating func invalidate() { count = -1 }

    /// The raw text behind `display` and the edit's `range` mapped into it, when the cache holds the raw text of a
    /// shown text of `display`'s length and the range starts at or after the shown integer digits' end: nil
    /// otherwise (unformat the shown text).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func read(_ cache: UnsafeMutablePointer<RawTextCache>, display: Int, range: Range<Int>)
        -> (UnsafeBufferPointer<UInt8>, Range<Int>, signEnd: Int, runEnd: Int)? {
        let count = cache.pointee.count
        guard count >= 0, cache.pointee.shownCount == display else { return nil }
        // Every separator stands before the integer digits' end: past it, shown and raw offsets differ by them all.
        let shift = display &- count
        let runEnd = cache.pointee.runEnd
        guard range.lowerBound >= runEnd &+ shift else { return nil }
        return (UnsafeBufferPointer(start: bytes(of: cache), count: count),
                (range.lowerBound &- shift)..<(range.upperBound &- shift), cache.pointee.signEnd, runEnd)
    }

    /// Keeps `raw`, the raw text behind a shown text of `shownCount` bytes, with its sign's and integer digits'
    /// ends; a raw text over ``capacity`` bytes empties the cache instead.
    ///
    /// - Complexity: O(`raw.count`), at most ``capacity`` bytes copied.
    @inline(__always)
    static func store(_ raw: UnsafeBufferPointer<UInt8>, in cache: UnsafeMutablePointer<RawTextCache>,
                      shownCount: Int, signEnd: Int, runEnd: Int) {
        guard raw.count <= capacity, let source = raw.baseAddress else {
            cache.pointee.count = -1
            return
        }
        bytes(of: cache).update(from: source, count: raw.count)
        cache.pointee.count = raw.count
        cache.pointee.shownCount = shownCount
        cache.pointee.signEnd = signEnd
        cache.pointee.runEnd = runEnd
    }

    @inline(__always)
    private static func bytes(of cache: UnsafeMutablePointer<RawTextCache>) -> UnsafeMutablePointer<UInt8> {
        assert(MemoryLayout<RawTextCache>.offset(of: \RawTextCache.storage) == 0, "the cache's bytes come first")
        assert(MemoryLayout<Storage>.size == capacity, "the storage holds capacity bytes")
        return UnsafeMutableRawPointer(cache).assumingMemoryBound(to: UInt8.self)
    }
}
