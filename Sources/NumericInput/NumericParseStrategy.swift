import Foundation

/// The parse strategy of a ``NumericFormatStyle``: a value for exactly the texts the style's validator calls
/// complete, a ``NumericParseError`` for every other text.
///
/// ```swift
/// let strategy = try NumericFormatStyle<Decimal>(locale: "de_DE").parseStrategy
/// try strategy.parse("-1,5")   // -1.5
/// try strategy.parse("1,")     // throws: incomplete at 2
/// ```
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
public struct NumericParseStrategy<Value: NumericFormatValue>: ParseStrategy, Sendable {
    let configuration: NumericFormatConfiguration

    init(configuration: NumericFormatConfiguration) {
        self.configuration = configuration
    }

    /// The validator that decides what is accepted.
    public var validator: NumericValidator { configuration.validator }

    /// The value of a complete text.
    ///
    /// The text is taken whole: no whitespace is trimmed, no prefix is read. What the validator calls complete
    /// is accepted, with one exception: a text that ends with its decimal separator ("1,") is complete to the
    /// validator, which lets a user type on, but it is not a value to commit, and throws
    /// ``NumericParseError/Code/incomplete``. The value is then converted exactly
    /// (``NumericFormatValue/init(numericValue:)``): an integer too large for `Int` throws, it is not wrapped
    /// or clamped.
    ///
    /// ```swift
    /// let strategy = try NumericFormatStyle<Int>(locale: "de_DE").parseStrategy
    /// try strategy.parse("-12")                      // -12
    /// try strategy.parse("-")                        // throws: incomplete at 1
    /// try strategy.parse("1,5")                      // throws: invalid, decimal-separator-not-allowed at 1
    /// try strategy.parse("9223372036854775808")      // throws: out-of-range
    /// ```
    ///
    /// - Parameter text: The whole text of a field.
    /// - Returns: The value.
    /// - Throws: ``NumericParseError``: ``NumericParseError/Code/invalid`` with the validator's reason and
    ///   UTF-16 offset; ``NumericParseError/Code/incomplete`` for a partial text or one ending with the decimal
    ///   separator, with the text's UTF-16 length as offset; ``NumericParseError/Code/outOfRange``,
    ///   ``NumericParseError/Code/notAnInteger`` or ``NumericParseError/Code/tooManyDigits`` for a complete
    ///   number `Value` cannot hold.
    /// - Complexity: O(*n*) in the length of `text`.
    public func parse(_ text: String) throws(NumericParseError) -> Value {
        try configuration.parse(text, as: Value.self)
    }
}

// MARK: - Hashable, Codable

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension NumericParseStrategy {
    /// Whether two strategies have the same symbols, kind and grouping policy.
    public static func == (lhs: NumericParseStrategy, rhs: NumericParseStrategy) -> Bool {
        lhs.configuration == rhs.configuration
    }

    /// Hashes the symbols, kind and grouping policy.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) { hasher.combine(configuration) }

    /// Encodes the symbols, kind and grouping policy, as ``NumericFormatStyle/encode(to:)`` does.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: The encoder's errors.
    public func encode(to encoder: any Encoder) throws { try configuration.encode(to: encoder) }

    /// Decodes a strategy, as ``NumericFormatStyle/init(from:)`` decodes a style.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` for symbols, a kind or a grouping policy that cannot be used; the
    ///   decoder's errors for missing keys and wrong types.
    public init(from decoder: any Decoder) throws {
        self.configuration = try NumericFormatConfiguration(from: decoder)
    }
}
