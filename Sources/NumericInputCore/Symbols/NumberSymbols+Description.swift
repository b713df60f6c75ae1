extension NumberSymbols: CustomStringConvertible {
    /// A readable summary, with every non-ASCII character spelled as U+XXXX.
    public var description: String {
        """
        locale: \(localeIdentifier)
        decimal separator: \(Self.spell(decimalSeparator))
        grouping separator: \(Self.spell(groupingSeparator))
        grouping sizes: primary \(primaryGroupingSize), secondary \(secondaryGroupingSize)
        minimum grouping digits: \(minimumGroupingDigits)
        minus sign: \(Self.spell(minusSign))
        plus sign: \(Self.spell(plusSign))
        exponent symbol: \(Self.spell(exponentSymbol))
        digits: \(Self.spell(String(String.UnicodeScalarView(digits))))
        """
    }

    /// "×10^" → "×10^ (U+00D7 U+0031 U+0030 U+005E)".
    static func spell(_ text: String) -> String {
        let codes = text.unicodeScalars.map { scalar -> String in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        let shown = text.unicodeScalars.contains { $0.properties.generalCategory == .format }
            ? "" : text + " "
        return shown + "(" + codes.joined(separator: " ") + ")"
    }
}
