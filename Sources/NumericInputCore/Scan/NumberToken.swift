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

/// What ``NumericValidator/scan(_:from:)`` found: the tokens of the longest prefix that is still a number or
/// the start of one, where the scan stopped, and the longest prefix that is a whole number.
public struct NumberScan: Sendable, Hashable {
    /// The tokens from the scan's start up to ``stopIndex``; runs of digits are one token.
    public var tokens: [NumberToken]
    /// The first character the scan could not take (the end of the text when it took everything). Like
    /// `Scanner.currentIndex` after a scan that consumed everything it could.
    public var stopIndex: String.Index
    /// The end of the longest prefix that is a complete number, if any: where `Scanner.scanDecimal` would
    /// leave `currentIndex`.
    public var numberEndIndex: String.Index?
    /// The value of that longest complete prefix.
    public var value: NumericValue?
    /// The verdict for the whole text from the scan's start to its end.
    public var verdict: Verdict
}
