// MARK: - Integers

extension NumericValue {
    /// The magnitude as a UInt64 when the value is a whole number that fits one.
    var integerMagnitude: UInt64? {
        if isZero { return 0 }
        // No trailing zeros in the significand: a negative exponent means a fraction.
        guard exponent >= 0, case .inline(let high, let low, let digitCount) = storage else { return nil }
        let count = Int(digitCount)
        guard count + exponent <= 20 else { return nil }
        var magnitude: UInt64
        if count <= 19 {
            magnitude = high / Powers.ten[19 - count]
        } else {
            let (scaled, overflow) = high.multipliedReportingOverflow(by: Powers.ten[count - 19])
            guard !overflow else { return nil }
            let (sum, carry) = scaled.addingReportingOverflow(low / Powers.ten[38 - count])
            guard !carry else { return nil }
            magnitude = sum
        }
        for _ in 0..<exponent {
            let (next, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            magnitude = next
        }
        return magnitude
    }
}

extension Int64 {
    /// The value as an `Int64`, when it is a whole number in range; nil otherwise ("1.5", "1e19").
    ///
    /// ```swift
    /// Int64(exactly: validator.verdict(for: "-12").value!)   // -12
    /// ```
    ///
    /// - Parameter value: A value from a verdict.
    /// - Complexity: O(1).
    public init?(exactly value: NumericValue) {
        guard let magnitude = value.integerMagnitude else { return nil }
        if value.isNegative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
            self = magnitude == UInt64(Int64.max) + 1 ? .min : -Int64(magnitude)
        } else {
            guard magnitude <= UInt64(Int64.max) else { return nil }
            self = Int64(magnitude)
        }
    }
}

extension Int {
    /// The value as an `Int`, when it is a whole number in range; nil otherwise ("1.5", "1e19").
    ///
    /// ```swift
    /// Int(exactly: validator.verdict(for: "1e3").value!)   // 1000
    /// ```
    ///
    /// - Parameter value: A value from a verdict.
    /// - Complexity: O(1).
    public init?(exactly value: NumericValue) {
        guard let wide = Int64(exactly: value), let narrow = Int(exactly: wide) else { return nil }
        self = narrow
    }
}

// MARK: - Double

extension Double {
    /// The value as the nearest `Double` (correctly rounded, ties to even); nil when its magnitude is beyond
    /// `Double.greatestFiniteMagnitude` after rounding. Values too small for a `Double` round to zero.
    ///
    /// ```swift
    /// Double(validator.verdict(for: "0,1").value!)   // 0.1
    /// ```
    ///
    /// - Parameter value: A value from a verdict.
    /// - Complexity: O(1) for up to 15 significant digits and exponents within ±22 (exact arithmetic); otherwise
    ///   O(*n*) in the digits, through the standard library's correctly rounded parser.
    public init?(_ value: NumericValue) {
        if value.isZero { self = 0; return }
        // Clinger's fast path: both the significand (< 2^53) and 10^|exponent| (≤ 10^22) are exact doubles,
        // so one IEEE multiplication or division rounds correctly.
        if case .inline(let high, _, let count) = value.storage, count <= 15, (-22...22).contains(value.exponent) {
            let significand = Double(high / Powers.ten[19 - Int(count)])
            let scale = Double.exactPowersOfTen[Int(value.exponent.magnitude)]
            let magnitude = value.exponent < 0 ? significand / scale : significand * scale
            self = value.isNegative ? -magnitude : magnitude
            return
        }
        // Far out of range either way: no need to read the digits.
        let adjusted = value.exponent + value.significandDigitCount
        if adjusted > 310 { return nil }
        if adjusted < -330 { self = value.isNegative ? -0.0 : 0; return }
        let text = value.withSignificandUTF8 { digits in
            NumericValue.scientificText(isNegative: value.isNegative, digits: digits, exponent: value.exponent)
        }
        guard let parsed = Double(Substring(text)), parsed.isFinite else { return nil }
        self = parsed
    }

    /// 10⁰ ... 10²², each exactly representable.
    fileprivate static let exactPowersOfTen: [Double] = {
        var powers: [Double] = [1]
        for _ in 1...22 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()
}
