/// The scalars of one grapheme cluster, inline up to 8; a longer cluster spills to memory the value owns.
///
/// Noncopyable, with its spill freed in `deinit`: the rule stages' state that holds one (`RuleStageState`, on the
/// scan's stack) is plain values (no array to retain or release), destroyed without a value-witness call.
struct SmallScalars: ~Copyable {
    private var inline = SIMD8<UInt32>()
    /// Every scalar once the cluster passes 8 (the first 8 copied over); nil before.
    private var spill: UnsafeMutablePointer<UInt32>?
    private var spillCapacity = 0
    private(set) var count = 0

    init() {}

    deinit {
        spill?.deallocate()
    }

    mutating func removeAll() {
        count = 0
    }

    @inline(__always)
    mutating func append(_ scalar: UInt32) {
        if count < 8 {
            inline[count] = scalar
        } else {
            appendSpilled(scalar)
        }
        count &+= 1
    }

    /// The ninth scalar on: kept in the spill, which grows by doubling.
    @inline(never)
    private mutating func appendSpilled(_ scalar: UInt32) {
        if count >= spillCapacity {  // the first spill (capacity 0) or a full one
            let capacity = Swift.max(16, spillCapacity &* 2)
            let grown = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
            if let spill {
                grown.moveInitialize(from: spill, count: count)
                spill.deallocate()
            }
            spill = grown
            spillCapacity = capacity
        }
        let storage = spill.unsafelyUnwrapped
        if count == 8 {
            for index in 0..<8 { (storage + index).initialize(to: inline[index]) }
        }
        (storage + count).initialize(to: scalar)
    }

    /// The scalar at `index` (below `count`).
    @inline(__always)
    private func scalar(at index: Int) -> UInt32 {
        count > 8 ? spill.unsafelyUnwrapped[index] : inline[index]
    }

    var first: UInt32 { scalar(at: 0) }

    /// The cluster as a Character (allocation-free for clusters of up to 15 UTF-8 bytes); nil if the scalars
    /// are not exactly one cluster by the standard library's reckoning (never expected; never a trap).
    var character: Character? {
        var string = ""
        for index in 0..<count {
            string.unicodeScalars.append(Unicode.Scalar(scalar(at: index)) ?? "\u{FFFD}")
        }
        var characters = string.makeIterator()
        guard let character = characters.next(), characters.next() == nil else { return nil }
        return character
    }
}
