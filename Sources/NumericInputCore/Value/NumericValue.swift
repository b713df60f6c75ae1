/// The exact value of a complete number.
///
/// The value is `±significand × 10^exponent`, with `significand` a string of ASCII digits with no leading or
/// trailing zeros ("0" for zero, which is never negative). Nothing is rounded: "0,1" is exactly 1 × 10⁻¹.
///
/// ``canonical`` is the value as plain ASCII decimal: no exponent, no leading zeros, no trailing fraction
/// zeros, "-" only below zero ("-1,50" → "-1.5", "1e3" → "1000", "0,0" → "0", "007" → "7"). A plain form
/// needs as many zeros as the exponent says, so for an exponent that would need more than
/// ``maximumPlainPadding`` zeros ("1e999999999") `canonical` is instead the exact normalized scientific form
/// "1e999999999" / "-1.5e-2000" (one digit before the point, "e", the exponent), and ``isPlain`` is false.
/// The properties ``significand`` and ``exponent`` are exact either way. A value's exponent may pass the limit
/// on a *typed* exponent (±999,999,999: "90e999999999" is 9e1000000000), so ``init(_:)-(String)`` does not
/// read back every scientific canonical text; compare the values instead.
///
/// A value of up to ``inlineDigitCapacity`` significant digits (what `Decimal` holds) is stored inline and
/// costs no allocation; ``significand`` and ``canonical`` are built when asked for, in one allocation (none
/// when the text fits a small string, 15 bytes). Convert with `Int(exactly:)`, `Int64(exactly:)` and
/// `Double(_:)`; the `NumericInput` module adds `decimal`.
///
/// ```swift
/// let value = validator.verdict(for: "-1,50").value!   // de_DE
/// value.canonical          // "-1.5"
/// Double(value)            // -1.5
/// Int(exactly: value)      // nil: not an integer
/// ```
public struct NumericValue: Sendable, Hashable {
    // The stored properties in the order that packs them (35 bytes, not 49 with the sign first and the leading
    // zeros optional): a verdict holds a value, a field's state a verdict and its changes a state, and a
    // `FieldChange` of 128 bytes or less is copied in registers where one of 144 was copied by `memcpy`.

    /// The power of ten that scales ``significand``; 0 for zero.
    public let exponent: Int
    /// For a digit string (the ``NumericKind/digits`` kind): the leading zeros typed, which ``canonical`` keeps
    /// ("007"); -1 for numbers. Read through ``digitStringLeadingZeros``.
    private let leadingZerosOrMinusOne: Int
    /// The significant digits.
    let storage: Storage
    /// Whether the value is below zero. Never true for zero ("-0" is 0).
    public let isNegative: Bool

    /// For a digit string (the ``NumericKind/digits`` kind): the leading zeros typed, which ``canonical`` keeps
    /// ("007"). Nil for numbers.
    var digitStringLeadingZeros: Int? { leadingZerosOrMinusOne < 0 ? nil : leadingZerosOrMinusOne }

    /// The significant digits: inline up to 38, as ASCII beyond. `@unchecked` for the spilled digits: no one
    /// writes to them once a value holds them (``SpilledDigits``), and `ManagedBuffer` opts out of `Sendable`.
    enum Storage: @unchecked Sendable, Hashable {
        /// `count` digits (1...38), left-aligned in two base-10¹⁹ limbs: `high` holds digits 1–19 and `low`
        /// digits 20–38, each padded with zeros on the right. Zero is one digit, 0.
        case inline(high: UInt64, low: UInt64, count: UInt8)
        /// More than 38 digits, as ASCII, in storage no one writes to again.
        case spilled(SpilledDigits)

        /// The `count` (1...19) digits of `significand`, left-aligned in the high limb.
        @inline(__always)
        static func inline(significand: UInt64, count: Int) -> Storage {
            .inline(high: significand &* Powers.ten[19 &- count], low: 0, count: UInt8(count))
        }
    }

    /// The most significant digits a value holds without allocating: 38, as `Decimal`.
    public static let inlineDigitCapacity = 38

    /// The most zeros a plain ``canonical`` form pads with before switching to scientific form.
    public static let maximumPlainPadding = 1_000

    /// Zero.
    static let zero = NumericValue(isNegative: false, storage: .inline(high: 0, low: 0, count: 1), exponent: 0)

    init(isNegative: Bool, storage: Storage, exponent: Int, digitStringLeadingZeros: Int? = nil) {
        self.isNegative = isNegative
        self.storage = storage
        self.exponent = exponent
        assert((digitStringLeadingZeros ?? 0) >= 0, "a count of leading zeros")
        self.leadingZerosOrMinusOne = digitStringLeadingZeros ?? -1
    }

    /// How many significant digits the value has (1 for zero).
    public var significandDigitCount: Int {
        switch storage {
        case .inline(_, _, let count): Int(count)
        case .spilled(let digits): digits.count
        }
    }

    /// Whether the value is zero.
    public var isZero: Bool {
        if case .inline(let high, _, _) = storage { return high == 0 }
        return false
    }

    /// The significant digit at `index` (0 is the leading digit), 0...9.
    func digit(at index: Int) -> UInt8 {
        switch storage {
        case .inline(let high, let low, _):
            let limb = index < 19 ? high : low
            return UInt8(truncatingIfNeeded: limb / Powers.ten[18 - index % 19] % 10)
        case .spilled(let digits):
            return digits.withDigits { $0[index] } &- 0x30
        }
    }

    /// Calls `body` with the significant digits as ASCII, without allocating for inline values.
    func withSignificandUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch storage {
        case .inline(let high, let low, let count):
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 38) { buffer in
                Powers.writeDigits(high, count: min(19, Int(count)), into: buffer.baseAddress!)
                if count > 19 { Powers.writeDigits(low, count: Int(count) - 19, into: buffer.baseAddress! + 19) }
                return body(UnsafeBufferPointer(rebasing: buffer[..<Int(count)]))
            }
        case .spilled(let digits):
            return digits.withDigits(body)
        }
    }

    /// The significant digits in ASCII, without leading or trailing zeros; "0" for zero.
    public var significand: String {
        withSignificandUTF8 { digits in String(decoding: digits, as: UTF8.self) }
    }

    /// Whether ``canonical`` is the plain decimal form (true unless the exponent is extreme).
    public var isPlain: Bool {
        if digitStringLeadingZeros != nil { return true }
        let count = significandDigitCount
        return exponent >= 0 ? exponent <= Self.maximumPlainPadding
            : -exponent < count || -exponent - count <= Self.maximumPlainPadding
    }

    /// The canonical text of the value; see the type's discussion. Built on each call.
    public var canonical: String {
        withSignificandUTF8 { digits in
            let count = digits.count
            let sign = isNegative ? 1 : 0
            if let zeros = digitStringLeadingZeros {
                // A digit string as typed: its leading zeros, the digits, the trailing zeros.
                return Self.build(length: zeros + count + exponent) { out in
                    var at = Self.fill(out, 0, zeros, 0x30)
                    at = Self.copy(digits, out, at)
                    _ = Self.fill(out, at, exponent, 0x30)
                }
            }
            if exponent >= 0 && exponent <= Self.maximumPlainPadding {
                return Self.build(length: sign + count + exponent) { out in
                    var at = Self.fill(out, 0, sign, UInt8(ascii: "-"))
                    at = Self.copy(digits, out, at)
                    _ = Self.fill(out, at, exponent, 0x30)
                }
            }
            if exponent < 0 && -exponent < count {
                let integerCount = count + exponent
                return Self.build(length: sign + count + 1) { out in
                    var at = Self.fill(out, 0, sign, UInt8(ascii: "-"))
                    at = Self.copy(UnsafeBufferPointer(rebasing: digits[..<integerCount]), out, at)
                    at = Self.fill(out, at, 1, UInt8(ascii: "."))
                    _ = Self.copy(UnsafeBufferPointer(rebasing: digits[integerCount...]), out, at)
                }
            }
            if exponent < 0 && -exponent - count <= Self.maximumPlainPadding {
                let zeros = -exponent - count
                return Self.build(length: sign + 2 + zeros + count) { out in
                    var at = Self.fill(out, 0, sign, UInt8(ascii: "-"))
                    at = Self.fill(out, at, 1, 0x30)
                    at = Self.fill(out, at, 1, UInt8(ascii: "."))
                    at = Self.fill(out, at, zeros, 0x30)
                    _ = Self.copy(digits, out, at)
                }
            }
            return Self.scientificText(isNegative: isNegative, digits: digits, exponent: exponent)
        }
    }

    /// "-d.ddde±x": the normalized scientific form, also the input of the correctly rounded `Double` conversion.
    static func scientificText(isNegative: Bool, digits: UnsafeBufferPointer<UInt8>, exponent: Int) -> String {
        let count = digits.count
        let scientificExponent = exponent + count - 1
        var exponentDigits = 1
        var magnitude = scientificExponent.magnitude
        while magnitude >= 10 { magnitude /= 10; exponentDigits += 1 }
        let sign = isNegative ? 1 : 0
        let exponentSign = scientificExponent < 0 ? 1 : 0
        let length = sign + 1 + (count > 1 ? count : 0) + 1 + exponentSign + exponentDigits
        return build(length: length) { out in
            var at = fill(out, 0, sign, UInt8(ascii: "-"))
            at = copy(UnsafeBufferPointer(rebasing: digits[..<1]), out, at)
            if count > 1 {
                at = fill(out, at, 1, UInt8(ascii: "."))
                at = copy(UnsafeBufferPointer(rebasing: digits[1...]), out, at)
            }
            at = fill(out, at, 1, UInt8(ascii: "e"))
            at = fill(out, at, exponentSign, UInt8(ascii: "-"))
            var rest = scientificExponent.magnitude
            for position in stride(from: at + exponentDigits - 1, through: at, by: -1) {
                out[position] = UInt8(truncatingIfNeeded: rest % 10) &+ 0x30
                rest /= 10
            }
        }
    }

    // MARK: - Building text

    private static func build(length: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Void) -> String {
        String(unsafeUninitializedCapacity: length) { out in
            write(out)
            return length
        }
    }

    private static func fill(_ out: UnsafeMutableBufferPointer<UInt8>, _ at: Int, _ count: Int, _ byte: UInt8) -> Int {
        guard count > 0 else { return at }
        UnsafeMutableBufferPointer(rebasing: out[at..<(at + count)]).initialize(repeating: byte)
        return at + count
    }

    private static func copy(_ digits: UnsafeBufferPointer<UInt8>, _ out: UnsafeMutableBufferPointer<UInt8>,
                             _ at: Int) -> Int {
        guard !digits.isEmpty else { return at }
        _ = UnsafeMutableBufferPointer(rebasing: out[at..<(at + digits.count)]).initialize(from: digits)
        return at + digits.count
    }
}

extension NumericValue: CustomStringConvertible {
    /// The same as ``canonical``.
    public var description: String { canonical }
}

extension NumericValue: Comparable {
    /// Orders values numerically ("007" and "7" are neither below the other, though not equal: the digit
    /// string keeps its zeros).
    public static func < (lhs: NumericValue, rhs: NumericValue) -> Bool {
        compare(lhs, rhs) < 0
    }

    /// -1, 0 or 1 as `lhs` is below, equal to or above `rhs`, numerically.
    static func compare(_ lhs: NumericValue, _ rhs: NumericValue) -> Int {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative ? -1 : 1 }
        let magnitude = compareMagnitudes(lhs, rhs)
        return lhs.isNegative ? -magnitude : magnitude
    }

    /// Compares |lhs| with |rhs|.
    static func compareMagnitudes(_ lhs: NumericValue, _ rhs: NumericValue) -> Int {
        if lhs.isZero || rhs.isZero { return lhs.isZero == rhs.isZero ? 0 : (lhs.isZero ? -1 : 1) }
        // Position of the leading digit: the value is in [10^adjusted, 10^(adjusted+1)).
        let lhsCount = lhs.significandDigitCount
        let rhsCount = rhs.significandDigitCount
        let lhsAdjusted = lhs.exponent + lhsCount
        let rhsAdjusted = rhs.exponent + rhsCount
        if lhsAdjusted != rhsAdjusted { return lhsAdjusted < rhsAdjusted ? -1 : 1 }
        // Same magnitude: left-aligned limbs compare as digit strings.
        if case .inline(let lh, let ll, _) = lhs.storage, case .inline(let rh, let rl, _) = rhs.storage {
            if lh != rh { return lh < rh ? -1 : 1 }
            return ll == rl ? 0 : (ll < rl ? -1 : 1)
        }
        for index in 0..<min(lhsCount, rhsCount) {
            let l = lhs.digit(at: index), r = rhs.digit(at: index)
            if l != r { return l < r ? -1 : 1 }
        }
        // With no trailing zeros, a strict prefix is the smaller.
        return lhsCount == rhsCount ? 0 : (lhsCount < rhsCount ? -1 : 1)
    }
}

/// Powers of ten and digit writing for the inline limbs.
enum Powers {
    /// 10⁰ ... 10¹⁹. A literal, so the compiler lays it out as static data: computed in a closure it was a
    /// `swift_once` check on every value a verdict built.
    static let ten: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000,
        10_000_000_000_000_000_000,
    ]

    /// Writes the first `count` digits of a left-aligned 19-digit limb.
    @inline(__always)
    static func writeDigits(_ limb: UInt64, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        var rest = limb
        for position in stride(from: 18, through: 0, by: -1) {
            let digit = UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
            if position < count { out[position] = digit &+ 0x30 }
        }
    }
}
