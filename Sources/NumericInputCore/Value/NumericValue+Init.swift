extension NumericValue {
    /// The value of a plain ASCII decimal ("0.5", "-5", "1e3"); nil when `text` is not one.
    ///
    /// ```swift
    /// NumericValue("0.5")?.canonical   // "0.5"
    /// ```
    public init?(_ text: String) {
        guard let value = NumericValidator.plainDecimal.verdict(for: text).value else { return nil }
        self = value
    }

    /// The value of an integer.
    ///
    /// - Parameter integer: Any `Int`.
    /// - Complexity: O(1); no allocation.
    public init(_ integer: Int) {
        // At most 19 digits: |Int.min| = 2⁶³ ≈ 9.2 × 10¹⁸.
        self.init(units: UInt64(integer.magnitude), fractionDigits: 0, isNegative: integer < 0)
    }
}

extension NumericValue {
    /// The value `units` × 10^−`fractionDigits`, as the driver's digits would make it (``NumericValue/zero`` for
    /// no units, never negative; trailing zeros moved into the exponent): for a number the mantissa's table read
    /// whole, its digits accumulated in the same pass (`MantissaReader.verdict(of:grammar:digitLimits:)`).
    ///
    /// - Complexity: O(1): one division per trailing zero; no allocation.
    @inline(__always)
    init(units: UInt64, fractionDigits: Int, isNegative: Bool) {
        guard units != 0 else { self = .zero; return }
        var significand = units
        var exponent = 0 &- fractionDigits
        while significand % 10 == 0 {
            significand /= 10
            exponent &+= 1
        }
        // Decimal digits from the bit length (log10(2) ≈ 1233 / 4096), one comparison to settle it.
        let estimate = ((64 &- significand.leadingZeroBitCount) &* 1233) &>> 12
        let count = significand >= Powers.ten[estimate] ? estimate &+ 1 : estimate
        self.init(isNegative: isNegative, storage: .inline(significand: significand, count: count), exponent: exponent)
    }
}

extension NumericValidator {
    /// Plain ASCII decimals, for bounds given as text.
    static let plainDecimal = NumericValidator(symbols: .posix, kind: .numeric)
}

