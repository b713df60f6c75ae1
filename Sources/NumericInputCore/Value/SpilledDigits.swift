/// The significant digits of a value past ``NumericValue/inlineDigitCapacity``, as ASCII, in one allocation.
///
/// A scan writes the digits here as it meets them (``ValueDigits`` appends while it holds the only reference,
/// and copies first otherwise), and the finished value keeps the same storage: a mebibyte paste's digits are
/// stored once, not gathered in an array and then copied into a `String`. Once a value holds it, nothing writes
/// to it again, which is what lets ``NumericValue`` be `Sendable` with it inside.
final class SpilledDigits: ManagedBuffer<SpilledDigits.Header, UInt8> {
    struct Header {
        var count: Int
        var capacity: Int
    }

    /// Empty storage for at least `capacity` digits.
    static func make(capacity: Int) -> SpilledDigits {
        let buffer = create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity) }
        return unsafeDowncast(buffer, to: SpilledDigits.self)
    }

    /// How many digits are stored.
    var count: Int { header.count }

    /// The stored digits (ASCII), for the duration of `body`.
    @inline(__always)
    func withDigits<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointers { header, digits in
            try body(UnsafeBufferPointer(start: digits, count: header.pointee.count))
        }
    }

    /// A copy with room for at least `capacity` digits.
    func copy(capacity: Int) -> SpilledDigits {
        let copy = SpilledDigits.make(capacity: Swift.max(capacity, count))
        withDigits { digits in copy.append(digits) }
        return copy
    }

    /// Whether `more` digits fit without growing.
    @inline(__always)
    func hasRoom(for more: Int) -> Bool { header.capacity &- header.count >= more }

    /// Appends ASCII digits; the caller made room for them (``hasRoom(for:)``).
    func append(_ digits: UnsafeBufferPointer<UInt8>) {
        guard let source = digits.baseAddress, !digits.isEmpty else { return }
        withUnsafeMutablePointers { header, storage in
            precondition(header.pointee.capacity &- header.pointee.count >= digits.count, "spilled digits overflow")
            (storage + header.pointee.count).initialize(from: source, count: digits.count)
            header.pointee.count &+= digits.count
        }
    }

    /// Appends one ASCII digit; the caller made room for it.
    @inline(__always)
    func append(_ byte: UInt8) {
        withUnsafeMutablePointers { header, storage in
            precondition(header.pointee.count < header.pointee.capacity, "spilled digits overflow")
            (storage + header.pointee.count).initialize(to: byte)
            header.pointee.count &+= 1
        }
    }

    /// Appends `count` copies of one ASCII digit; the caller made room for them.
    func append(repeating byte: UInt8, count more: Int) {
        guard more > 0 else { return }
        withUnsafeMutablePointers { header, storage in
            precondition(header.pointee.capacity &- header.pointee.count >= more, "spilled digits overflow")
            (storage + header.pointee.count).initialize(repeating: byte, count: more)
            header.pointee.count &+= more
        }
    }
}

extension SpilledDigits: Hashable {
    static func == (lhs: SpilledDigits, rhs: SpilledDigits) -> Bool {
        if lhs === rhs { return true }
        return lhs.withDigits { left in rhs.withDigits { right in left.elementsEqual(right) } }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        withDigits { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
