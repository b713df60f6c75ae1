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
        let magnitude = integer.magnitude
        guard magnitude != 0 else { self = .zero; return }
        var digits = ValueDigits()
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        var rest = magnitude
        var integerDigitCount = 0
        while divisor > 0 {
            digits.append(UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
            integerDigitCount += 1
        }
        self = digits.takeValue(isNegative: integer < 0, integerDigitCount: integerDigitCount, exponent: 0)
    }
}

extension NumericValidator {
    /// Plain ASCII decimals, for bounds given as text.
    static let plainDecimal = NumericValidator(symbols: .posix, kind: .numeric)
}

