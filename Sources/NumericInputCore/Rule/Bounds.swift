/// Exact reachability of value bounds for a half-typed number, on decimal digit strings.
///
/// The question: given the number typed so far, is there a continuation typed at the end whose value lies in
/// `[minimum, maximum]`? Continuations append integer digits (while no decimal separator was typed), then a
/// decimal separator and fraction digits, within the digit limits and the length budget.
///
/// Appending `j` integer digits and up to `P` fraction digits to integer digits `I` reaches exactly the grid
/// points (multiples of 10^-P) of `[I·10^j, I99…9.99…9]` (j nines, P nines); after a decimal separator, with
/// fraction digits `F` typed, `[I.F, I.F99…9]` (P nines). A grid interval `[lo, top]` meets `[min, max]` iff
/// `lo ≤ max`, `min ≤ top`, and `min ≤ lo` or `max` cut to P fraction digits is still `≥ min`. Negative numbers
/// are the same question on magnitudes against `[-max, -min]`. No floating point anywhere.
final class Bounds: Sendable {
    let minimum: NumericValue?
    let maximum: NumericValue?
    /// The magnitudes a non-negative value may have, or nil when no non-negative value is in bounds.
    let positive: Side?
    /// The magnitudes a negative value may have, or nil when none is in bounds.
    let negative: Side?
    /// |minimum|, to tell "below the minimum" from "above the maximum".
    let minimumMagnitude: MagnitudeBound?
    /// How many significant integer digits a tracker keeps: past this many, a value is above every bound.
    let integerDigitCapacity: Int
    /// How many fraction digits a tracker keeps: past this many, only whether a digit was non-zero matters.
    let fractionDigitCapacity: Int

    /// Magnitude bounds for one sign: `low` nil is 0, `high` nil is unbounded.
    struct Side: Sendable {
        var low: MagnitudeBound?
        var high: MagnitudeBound?
    }

    init(minimum: NumericValue?, maximum: NumericValue?) {
        self.minimum = minimum
        self.maximum = maximum
        // v = -m in [min, max]  <=>  m in [-max, -min]. A zero minimum leaves only -0 on the negative side.
        if let minimum, !minimum.isNegative, !minimum.isZero {
            negative = nil
        } else {
            negative = Side(low: maximum.flatMap { $0.isNegative ? MagnitudeBound($0) : nil },
                            high: minimum.map { MagnitudeBound($0) })
        }
        if let maximum, maximum.isNegative {
            positive = nil
        } else {
            positive = Side(low: minimum.flatMap { $0.isNegative || $0.isZero ? nil : MagnitudeBound($0) },
                            high: maximum.map { MagnitudeBound($0) })
        }
        minimumMagnitude = minimum.map { MagnitudeBound($0) }
        let all = [minimum, maximum].compactMap { $0 }
        integerDigitCapacity = Swift.max(0, all.map { $0.exponent + $0.significandDigitCount }.max() ?? 0) + 2
        fractionDigitCapacity = Swift.max(0, -(all.map(\.exponent).min() ?? 0)) + 2
    }

    /// What has been typed, as the scanner saw it.
    struct Typed {
        /// nil: no sign typed and one may still come; false/true: the number is non-negative/negative.
        var isNegative: Bool?
        /// Significant integer digits, then fraction digits.
        var digits: UnsafeBufferPointer<UInt8>
        var integerDigitCount: Int
        /// More significant integer digits were typed than ``Bounds/integerDigitCapacity``.
        var hasIntegerOverflow: Bool
        var hasDecimalSeparator: Bool
        var allowsFraction: Bool
        /// How many more integer digits may be typed (nil: no limit).
        var integerDigitsLeft: Int?
        /// How many fraction digits in all may be typed (nil: no limit).
        var fractionDigitLimit: Int?
        /// How many more characters may be typed (nil: no limit).
        var charactersLeft: Int?
    }

    /// Whether the typed number's own value is in bounds.
    func contains(_ typed: Typed) -> Bool {
        let isZero = !typed.hasIntegerOverflow && !typed.digits.contains { $0 != 0 }
        guard let side = typed.isNegative == true && !isZero ? negative : positive else { return false }
        if typed.hasIntegerOverflow { return side.high == nil }
        let value = Generated(integer: UnsafeBufferPointer(rebasing: typed.digits[..<typed.integerDigitCount]),
                              middle: 0,
                              fraction: UnsafeBufferPointer(rebasing: typed.digits[typed.integerDigitCount...]),
                              tail: 0, fill: 0)
        if let low = side.low, Self.compare(value, low.source(truncatedTo: nil)) < 0 { return false }
        if let high = side.high, Self.compare(value, high.source(truncatedTo: nil)) > 0 { return false }
        return true
    }

    /// Whether the typed number's own value is below the minimum.
    func isBelowMinimum(_ typed: Typed) -> Bool {
        guard let minimum, let minimumMagnitude else { return false }
        let isNegative = typed.isNegative == true
        if typed.hasIntegerOverflow { return isNegative }
        let value = Generated(integer: UnsafeBufferPointer(rebasing: typed.digits[..<typed.integerDigitCount]),
                              middle: 0,
                              fraction: UnsafeBufferPointer(rebasing: typed.digits[typed.integerDigitCount...]),
                              tail: 0, fill: 0)
        let magnitude = Self.compare(value, minimumMagnitude.source(truncatedTo: nil))
        switch (isNegative, minimum.isNegative) {
        case (false, false): return magnitude < 0
        case (false, true): return false
        case (true, false): return !minimum.isZero || magnitude > 0
        case (true, true): return magnitude > 0
        }
    }

    /// Whether some continuation lands in bounds.
    func isReachable(_ typed: Typed) -> Bool {
        switch typed.isNegative {
        case true?: return isReachable(typed, side: negative)
        case false?: return isReachable(typed, side: positive)
        case nil: return isReachable(typed, side: positive) || isReachable(typed, side: negative)
        }
    }

    private func isReachable(_ typed: Typed, side: Side?) -> Bool {
        guard let side else { return false }
        // Past the capacity the integer part is above every bound: only an unbounded side is reached.
        if typed.hasIntegerOverflow { return side.high == nil }
        let low = side.low
        let high = side.high
        var start = 0
        while start < typed.integerDigitCount, typed.digits[start] == 0 { start += 1 }
        let integer = UnsafeBufferPointer(rebasing: typed.digits[start..<typed.integerDigitCount])
        let fraction = UnsafeBufferPointer(rebasing: typed.digits[typed.integerDigitCount...])

        if typed.hasDecimalSeparator {
            let more = Self.minimum(typed.fractionDigitLimit.map { max(0, $0 - fraction.count) }, typed.charactersLeft)
            return meets(integer: integer, zeros: 0, fraction: fraction, fractionFill: more, low: low, high: high)
        }
        // Try each count j of appended integer digits; past the maximum's length only larger values follow.
        let jLimit = Self.minimum(typed.integerDigitsLeft, typed.charactersLeft)
        let highIntegerDigits = high.map { max(0, $0.integerDigitCount) }
        var j = 0
        while true {
            if let jLimit, j > jLimit { return false }
            if let highIntegerDigits, !integer.isEmpty, integer.count + j > highIntegerDigits { return false }
            var fill: Int? = 0
            if typed.allowsFraction {
                let budget = typed.charactersLeft.map { $0 - j - 1 }
                fill = budget.map { $0 < 0 ? 0 : $0 }
                fill = Self.minimum(fill, typed.fractionDigitLimit)
                if budget == nil && typed.fractionDigitLimit == nil { fill = nil }
            }
            if meets(integer: integer, zeros: j, fraction: UnsafeBufferPointer(start: nil, count: 0),
                     fractionFill: fill, low: low, high: high) {
                return true
            }
            // With no significant digit typed, larger j only widens [0, 99…9]; stop once it covers the bound.
            if integer.isEmpty, let highIntegerDigits, j > highIntegerDigits { return false }
            // No maximum and no limit on length: enough appended digits always climb past the minimum.
            if jLimit == nil && highIntegerDigits == nil { return true }
            j += 1
        }
    }

    /// Whether grid interval [lo, top] (lo = I·10^zeros . F, top = I 9^zeros . F 9^fill) meets [low, high].
    private func meets(
        integer: UnsafeBufferPointer<UInt8>, zeros: Int, fraction: UnsafeBufferPointer<UInt8>, fractionFill: Int?,
        low: MagnitudeBound?, high: MagnitudeBound?
    ) -> Bool {
        let lo = Generated(integer: integer, middle: zeros, fraction: fraction, tail: 0, fill: 0)
        let top = Generated(integer: integer, middle: zeros, fraction: fraction, tail: fractionFill, fill: 9)
        if let high, Self.compare(lo, high.source(truncatedTo: nil)) > 0 { return false }
        guard let low else { return true }
        if Self.compare(low.source(truncatedTo: nil), top) > 0 { return false }
        if Self.compare(low.source(truncatedTo: nil), lo) <= 0 { return true }
        guard let high else { return true }
        // Some grid point in [low, high]: high cut to the grid must still reach low.
        let gridDigits = fractionFill.map { fraction.count + $0 }
        return Self.compare(high.source(truncatedTo: gridDigits), low.source(truncatedTo: nil)) >= 0
    }

    private static func minimum(_ a: Int?, _ b: Int?) -> Int? {
        switch (a, b) {
        case let (a?, b?): Swift.min(a, b)
        case let (a?, nil): a
        case let (nil, b?): b
        case (nil, nil): nil
        }
    }

    // MARK: - Digit sources

    /// A magnitude bound as digits, made once when a rule is compiled.
    struct MagnitudeBound: Sendable {
        var digits: [UInt8]
        var exponent: Int
        init(_ value: NumericValue) {
            digits = value.isZero ? [] : (0..<value.significandDigitCount).map { value.digit(at: $0) }
            exponent = value.isZero ? 0 : value.exponent
        }
        /// Number of digits before the point (may be ≤ 0 for values below 1).
        var integerDigitCount: Int { digits.count + exponent }
        func source(truncatedTo fractionDigits: Int?) -> BoundSource {
            BoundSource(bound: self, lowestPower: fractionDigits.map { -$0 })
        }
    }

    /// A bound's digits, optionally cut below 10^lowestPower.
    struct BoundSource: DigitSource {
        let bound: MagnitudeBound
        let lowestPower: Int?
        var highestPower: Int { bound.integerDigitCount - 1 }
        var isInfinite: Bool { false }
        func digit(atPower power: Int) -> UInt8 {
            if let lowestPower, power < lowestPower { return 0 }
            let index = bound.integerDigitCount - 1 - power
            return index >= 0 && index < bound.digits.count ? bound.digits[index] : 0
        }
        var lowestNonZeroPower: Int {
            let natural = bound.exponent
            return lowestPower.map { Swift.max($0, natural) } ?? natural
        }
    }

    /// I, then `middle` fill digits, point, F, then `tail` fill digits (nil: forever).
    struct Generated: DigitSource {
        let integer: UnsafeBufferPointer<UInt8>
        let middle: Int
        let fraction: UnsafeBufferPointer<UInt8>
        let tail: Int?
        let fill: UInt8
        var integerDigitCount: Int { integer.isEmpty && fill == 0 ? 0 : integer.count + middle }
        var highestPower: Int { integerDigitCount - 1 }
        var isInfinite: Bool { tail == nil && fill != 0 }
        func digit(atPower power: Int) -> UInt8 {
            if power >= 0 {
                let count = integer.count + middle
                guard power < count else { return 0 }
                let index = count - 1 - power
                return index < integer.count ? integer[index] : fill
            }
            let index = -power - 1
            if index < fraction.count { return fraction[index] }
            if let tail { return index < fraction.count + tail ? fill : 0 }
            return fill
        }
        var lowestNonZeroPower: Int {
            let fractionLength = fraction.count + (fill == 0 ? 0 : (tail ?? 0))
            return -fractionLength
        }
    }

    /// Compares two digit sources as magnitudes. At most one may be infinite (a run of nines that never ends),
    /// and an infinite source is larger than any finite one with the same leading digits.
    static func compare<A: DigitSource, B: DigitSource>(_ a: A, _ b: B) -> Int {
        var power = Swift.max(a.highestPower, b.highestPower)
        let lowest = Swift.min(a.lowestNonZeroPower, b.lowestNonZeroPower)
        while true {
            let x = a.digit(atPower: power)
            let y = b.digit(atPower: power)
            if x != y { return x < y ? -1 : 1 }
            // Below both lowest digits, two finite sources are equal; an infinite one shows a nine soon.
            if power <= lowest && !a.isInfinite && !b.isInfinite { return 0 }
            if power <= lowest && a.isInfinite && b.isInfinite { return 0 }
            power -= 1
        }
    }
}

protocol DigitSource {
    var highestPower: Int { get }
    var isInfinite: Bool { get }
    var lowestNonZeroPower: Int { get }
    func digit(atPower power: Int) -> UInt8
}
