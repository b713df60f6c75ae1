// A NumericFormatStyle<NumericValue> writes and reads any value exactly, however many digits and whatever its
// exponent: what `numeric-input matrix --value` and NumericInputTesting's samples write numbers with.

extension NumericValue: NumericFormatValue {
    /// ``/NumericInputCore/NumericKind/numeric``: a value may have a fraction and an exponent.
    ///
    /// ```swift
    /// NumericValue.defaultNumericKind   // .numeric
    /// ```
    public static var defaultNumericKind: NumericKind { .numeric }

    /// The value itself; never nil.
    ///
    /// ```swift
    /// NumericValue("1.5")!.numericValue?.canonical   // "1.5"
    /// ```
    public var numericValue: NumericValue? { self }

    /// The value of a complete number, as it is: nothing is rounded and nothing is out of range.
    ///
    /// ```swift
    /// let style = try NumericFormatStyle<NumericValue>(locale: "de_DE", grouping: .strict)
    /// style.format(NumericValue("-1234567.5")!)                  // "-1.234.567,5"
    /// try style.parseStrategy.parse("-1.234.567,5").canonical    // "-1234567.5"
    /// ```
    ///
    /// - Parameter numericValue: A complete number.
    /// - Throws: Never; the signature is the protocol's.
    public init(numericValue: NumericValue) throws(NumericParseError) {
        self = numericValue
    }
}
