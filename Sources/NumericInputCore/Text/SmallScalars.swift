/// The scalars of one grapheme cluster, inline up to 8.
struct SmallScalars {
    private var inline = SIMD8<UInt32>()
    private var spill: [UInt32] = []
    private(set) var count = 0

    mutating func removeAll() {
        count = 0
        if !spill.isEmpty { spill.removeAll(keepingCapacity: true) }
    }

    @inline(__always)
    mutating func append(_ scalar: UInt32) {
        if count < 8 {
            inline[count] = scalar
        } else {
            if spill.isEmpty { spill = (0..<8).map { inline[$0] } }
            spill.append(scalar)
        }
        count += 1
    }

    var first: UInt32 { count > 8 ? spill[0] : inline[0] }

    /// The cluster as a Character (allocation-free for clusters of up to 15 UTF-8 bytes); nil if the scalars
    /// are not exactly one cluster by the standard library's reckoning (never expected; never a trap).
    var character: Character? {
        var string = ""
        for index in 0..<count {
            let value = count > 8 ? spill[index] : inline[index]
            string.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        var characters = string.makeIterator()
        guard let character = characters.next(), characters.next() == nil else { return nil }
        return character
    }
}
