import Foundation

extension NumericValue {
    /// The value as a Foundation `Decimal`, when it fits one exactly: at most 38 significant digits and an
    /// exponent Decimal can hold (-128...127 after moving trailing zeros into the significand). Nil otherwise;
    /// ``/NumericInputCore/NumericValue/canonical``, ``/NumericInputCore/NumericValue/significand`` and
    /// ``/NumericInputCore/NumericValue/exponent`` are exact in every case.
    public var decimal: Decimal? {
        var digits = significand.utf8.count
        var exponent = self.exponent
        guard digits <= 38 else { return nil }
        // Decimal's exponent is an Int8; a large exponent can move into the significand while digits remain.
        var padding = 0
        while exponent > 127, digits < 38 { exponent -= 1; digits += 1; padding += 1 }
        guard (-128...127).contains(exponent) else { return nil }
        var mantissa = Decimal.zero
        for byte in significand.utf8 { mantissa = mantissa * 10 + Decimal(Int(byte - 0x30)) }
        for _ in 0..<padding { mantissa *= 10 }
        let value = Decimal(sign: isNegative ? .minus : .plus, exponent: exponent, significand: mantissa)
        return value
    }
}
