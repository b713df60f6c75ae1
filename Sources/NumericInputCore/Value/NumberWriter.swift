/// Writes a value as a locale writes it: the locale's digits, decimal separator, minus and exponent symbol,
/// grouped by ``DigitGrouping`` under strict grouping. The field's full formatting, `NumericFormatStyle` and the
/// samples all write numbers here.
struct NumberWriter {
    let symbols: NumberSymbols
    let kind: NumericKind
    let grouping: GroupingPolicy
    /// A style's affixes: the number is written inside the locale's first affixes of its sign, scaled (a
    /// percentage's 0.12 is "12 %"), with a currency's fraction digits padded ("$1,234.50").
    var style: StyleSymbols? = nil

    /// The locale's text for `value`, in the style when there is one.
    func text(for value: NumericValue) -> String {
        guard let style, let positive = style.positive.first, let negative = style.negative.first else {
            return plainText(for: value)
        }
        let written = NumericValue(isNegative: false, storage: value.storage,
                                   exponent: value.isZero ? 0 : value.exponent &- style.style.scale)
        var number = plainText(for: written)
        if let digits = style.fractionDigits, !written.isZero || digits > 0 {
            let fraction = written.isZero ? 0 : Swift.max(0, -written.exponent)
            if fraction < digits {
                if fraction == 0 { number += symbols.decimalSeparator }
                number.unicodeScalars.append(contentsOf: repeatElement(symbols.digits[0], count: digits - fraction))
            }
        }
        let affixes = value.isNegative ? negative : positive
        return affixes.prefix + number + affixes.suffix
    }

    /// The locale's text for `value` without affixes: scientific for a scientific kind, and for a kind with an
    /// exponent when the plain form would pad more than ``NumericValue/maximumPlainPadding`` zeros; plain otherwise.
    func plainText(for value: NumericValue) -> String {
        let digits = Array(value.significand.utf8)
        let scientificExponent = value.isZero ? 0 : value.exponent + digits.count - 1
        var text = value.isNegative ? symbols.minusSign : ""
        if kind == .scientific
            || (kind.allowsExponent && padding(of: value, digitCount: digits.count) > NumericValue.maximumPlainPadding)
        {
            // One digit before the separator, the rest after it, then the exponent.
            appendDigits(digits[..<1], to: &text)
            if digits.count > 1 {
                text += symbols.decimalSeparator
                appendDigits(digits[1...], to: &text)
            }
            text += symbols.exponentSymbol
            if scientificExponent < 0 { text += symbols.minusSign }
            appendDigits(Array(String(scientificExponent.magnitude).utf8)[...], to: &text)
            return text
        }
        // Plain: the significand's digits, zeros for a positive exponent, the separator where a negative one
        // puts it. Digits before the separator; zero or below when the value is under 1 (0.00123: -2).
        let integerCount = digits.count + value.exponent
        var integer: [UInt8] = []
        var fraction: [UInt8] = []
        if value.exponent >= 0 || value.isZero {
            integer = digits + Array(repeating: 0x30, count: value.isZero ? 0 : value.exponent)
        } else if integerCount > 0 {
            integer = Array(digits[..<integerCount])
            fraction = Array(digits[integerCount...])
        } else {
            integer = [0x30]
            fraction = Array(repeating: 0x30, count: -integerCount) + digits
        }
        appendGrouped(integer, to: &text)
        if !fraction.isEmpty {
            text += symbols.decimalSeparator
            appendDigits(fraction[...], to: &text)
        }
        return text
    }

    /// The zeros a plain form of `value` writes beyond its significant digits.
    private func padding(of value: NumericValue, digitCount: Int) -> Int {
        if value.isZero { return 0 }
        return value.exponent >= 0 ? value.exponent : max(0, -value.exponent - digitCount)
    }

    /// ASCII digits in the locale's digits.
    private func appendDigits(_ ascii: ArraySlice<UInt8>, to text: inout String) {
        var scalars = String.UnicodeScalarView()
        for byte in ascii { scalars.append(symbols.digits[Int(byte &- 0x30)]) }
        text.unicodeScalars.append(contentsOf: scalars)
    }

    /// An integer part, grouped under strict grouping as ``DigitGrouping`` places separators.
    private func appendGrouped(_ integer: [UInt8], to text: inout String) {
        let layout = DigitGrouping(symbols)
        guard grouping == .strict, !symbols.groupingSeparator.isEmpty, layout.isGrouped(digitCount: integer.count)
        else {
            appendDigits(integer[...], to: &text)
            return
        }
        var start = 0
        for index in 1..<integer.count
        where layout.hasSeparator(beforeDigitWithRemaining: integer.count - index, digitCount: integer.count) {
            appendDigits(integer[start..<index], to: &text)
            text += symbols.groupingSeparator
            start = index
        }
        appendDigits(integer[start...], to: &text)
    }
}

extension NumericValidator {
    /// The text this validator's locale writes for `value`: the locale's digits, decimal separator, minus sign
    /// and exponent symbol, grouped as the locale groups under ``GroupingPolicy/strict``. The validator reads it
    /// back as the same value.
    ///
    /// ```swift
    /// let validator = NumericValidator(symbols: .posix, kind: .decimal, grouping: .strict)
    /// validator.format(NumericValue("-1234.5")!)   // "-1,234.5"
    /// ```
    ///
    /// A ``NumericKind/scientific`` validator writes one digit before the decimal separator and an exponent; the
    /// other kinds write the plain form, but for a kind with an exponent whose plain form would pad more than
    /// ``NumericValue/maximumPlainPadding`` zeros. A validator with a ``style`` writes the locale's affixes around
    /// the number, a percentage scaled ("12 %" for 0.12) and a currency's fraction digits padded ("$1,234.50");
    /// more fraction digits than the currency has are written as they are, not rounded.
    ///
    /// - Parameter value: The value to write.
    /// - Returns: The locale's text.
    /// - Complexity: O(*n*) in the digits written.
    public func format(_ value: NumericValue) -> String {
        NumberWriter(symbols: symbols, kind: kind, grouping: grouping, style: style).text(for: value)
    }
}
