/// Mantissa digits, kept inline up to 64 and on the heap beyond: a keystroke on a bounded field never allocates.
struct SmallDigits: NumberScanSink {
    private var inline = SIMD64<UInt8>()
    private var spill: [UInt8] = []
    private(set) var count = 0

    @inline(__always)
    mutating func scanned(_ kind: NumberToken.Kind, digit: UInt8, start: Int, end: Int) {
        guard kind == .integerDigits || kind == .fractionDigits else { return }
        if count < 64 {
            inline[count] = digit
        } else {
            if spill.isEmpty { spill = (0..<64).map { inline[$0] } }
            spill.append(digit)
        }
        count += 1
    }

    /// Calls `body` with the digits.
    func withDigits<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if count > 64 { return spill.withUnsafeBufferPointer(body) }
        var copy = inline
        return withUnsafeBytes(of: &copy) { raw in
            body(UnsafeBufferPointer(start: raw.bindMemory(to: UInt8.self).baseAddress, count: count))
        }
    }

    var array: [UInt8] { withDigits { Array($0) } }
}

/// The scalars of one grapheme cluster, inline up to 8.
struct SmallScalars {
    private var inline = SIMD8<UInt32>()
    private var spill: [UInt32] = []
    private(set) var count = 0

    mutating func removeAll() {
        count = 0
        if !spill.isEmpty { spill.removeAll(keepingCapacity: true) }
    }

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
