/// One piece of a scanned number, as ``NumericValidator/scan(_:from:)`` reports it.
public struct NumberToken: Sendable, Hashable {
    /// What a token is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The mantissa's sign ("-", "−", "+", or the locale's own).
        case sign
        /// A run of digits before the decimal separator.
        case integerDigits
        /// A grouping separator.
        case groupingSeparator
        /// The decimal separator.
        case decimalSeparator
        /// A run of digits after the decimal separator.
        case fractionDigits
        /// The exponent marker: "e", "E" or the locale's symbol ("×10^").
        case exponentMarker
        /// The exponent's sign.
        case exponentSign
        /// A run of exponent digits.
        case exponentDigits
        /// A bidi mark (U+200E, U+200F, U+061C) next to a sign, which carries no meaning.
        case bidiMark
    }

    /// What the token is.
    public var kind: Kind
    /// Where it stands in the scanned text.
    public var range: Range<String.Index>
}
