/// Exact arithmetic on decimal digit strings: the order of values, without floating point.
enum DecimalDigits {
    /// -1, 0 or 1 as `lhs` is below, equal to or above `rhs`.
    static func compare(_ lhs: NumericValue, _ rhs: NumericValue) -> Int {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative ? -1 : 1 }
        let magnitude = compareMagnitudes(lhs, rhs)
        return lhs.isNegative ? -magnitude : magnitude
    }

    /// Compares |lhs| with |rhs|.
    static func compareMagnitudes(_ lhs: NumericValue, _ rhs: NumericValue) -> Int {
        let lhsZero = lhs.significand == "0"
        let rhsZero = rhs.significand == "0"
        if lhsZero || rhsZero { return lhsZero == rhsZero ? 0 : (lhsZero ? -1 : 1) }
        // Position of the leading digit: value in [10^adjusted, 10^(adjusted+1)).
        let lhsAdjusted = lhs.exponent + lhs.significand.utf8.count
        let rhsAdjusted = rhs.exponent + rhs.significand.utf8.count
        if lhsAdjusted != rhsAdjusted { return lhsAdjusted < rhsAdjusted ? -1 : 1 }
        // Same magnitude: compare the digits; with no trailing zeros, a strict prefix is the smaller.
        var left = lhs.significand.utf8.makeIterator()
        var right = rhs.significand.utf8.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case let (l?, r?): if l != r { return l < r ? -1 : 1 }
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            }
        }
    }
}
