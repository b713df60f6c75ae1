import Foundation

/// A Foundation format style that writes numbers in a locale's form and parses exactly the texts NumericInput
/// calls complete.
///
/// Foundation's own number format styles parse leniently: in de_DE `Decimal.FormatStyle` reads "1.5" as 1
/// ("." is the grouping separator there) and "-" as 0, and `IntegerFormatStyle` reads "1.5" as 1. This style's
/// ``parseStrategy`` gives a value only for a text its ``validator`` calls complete, and otherwise throws a
/// ``NumericParseError`` that says why and where.
///
/// ```swift
/// let style = try NumericFormatStyle<Decimal>(locale: "de_DE")
/// style.format(Decimal(string: "-1234.5")!)     // "-1234,5"
/// try style.parseStrategy.parse("-1234,5")      // -1234.5
/// try style.parseStrategy.parse("1.5")          // throws: invalid, grouping-separator-not-allowed at 1
/// try style.parseStrategy.parse("-")            // throws: incomplete at 1
///
/// let count = try NumericFormatStyle<Int>(locale: "de_DE")
/// try count.parseStrategy.parse("99999999999999999999")   // throws: out-of-range, not a wrong value
/// ```
///
/// Use it with SwiftUI's `TextField(value:format:)`; <doc:FormatStyle> shows that, and the text-binding
/// pattern that keeps half-typed input ("-", "1,") that no value binding can hold.
///
/// The style is `Sendable`, `Hashable` and `Codable`. It is coded as its symbols, kind, grouping policy and
/// percent or money style (affixes included), not as a locale id: it decodes to the same style on any machine, with the user's own separators if it was
/// made from `Locale.current`.
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
public struct NumericFormatStyle<Value: NumericFormatValue>: ParseableFormatStyle, Sendable {
    let configuration: NumericFormatConfiguration

    /// The validator that decides what ``parseStrategy`` accepts; use it for per-keystroke checks of the same
    /// field.
    public var validator: NumericValidator { configuration.validator }
    /// The locale's symbols.
    public var symbols: NumberSymbols { configuration.symbols }
    /// The kind of number written and accepted.
    public var kind: NumericKind { configuration.kind }
    /// Whether numbers are written grouped (``/NumericInputCore/GroupingPolicy/strict``) and grouping separators accepted.
    public var grouping: GroupingPolicy { configuration.grouping }

    // MARK: - Making a style

    /// Creates a style from a validator, with its symbols, kind and grouping policy.
    ///
    /// ```swift
    /// let style = NumericFormatStyle<Double>(validator: NumericValidator(symbols: .posix, kind: .numeric))
    /// ```
    ///
    /// - Parameter validator: The validator whose complete texts the style parses.
    public init(validator: NumericValidator) {
        self.configuration = NumericFormatConfiguration(validator: validator)
    }

    /// Creates a style from symbols.
    ///
    /// ```swift
    /// let symbols = try NumberSymbols(locale: "fr_FR")
    /// let style = NumericFormatStyle<Decimal>(symbols: symbols, grouping: .strict)
    /// style.format(1234.5)   // "1 234,5" (U+202F between the groups)
    /// ```
    ///
    /// - Parameters:
    ///   - symbols: The locale's symbols, from ICU, from a Foundation `Locale` (``NumericInputCore/NumberSymbols/init(_:)``)
    ///     or built by hand.
    ///   - kind: The kind of number written and accepted; by default ``/NumericInputCore/NumericKind/integer`` for integer types
    ///     and ``/NumericInputCore/NumericKind/decimal`` for `Decimal`, `Double` and `Float`
    ///     (``NumericFormatValue/defaultNumericKind``).
    ///   - grouping: Whether numbers are written grouped and grouping separators accepted;
    ///     ``/NumericInputCore/GroupingPolicy/none`` by default, as for typed input.
    /// - Complexity: Compiles the validator: microseconds.
    public init(symbols: NumberSymbols, kind: NumericKind = Value.defaultNumericKind,
                grouping: GroupingPolicy = .none) {
        self.init(validator: NumericValidator(symbols: symbols, kind: kind, grouping: grouping))
    }

    /// Creates a style for a locale id, with the symbols ``NumericInputCore/NumberSymbols/init(locale:)`` gives.
    ///
    /// ```swift
    /// let style = try NumericFormatStyle<Decimal>(locale: "de_DE", grouping: .strict)
    /// style.format(Decimal(string: "1234567.25")!)   // "1.234.567,25"
    /// ```
    ///
    /// - Parameters:
    ///   - locale: An ICU id or BCP 47 tag ("de_DE", "de-DE-u-nu-arab").
    ///   - kind: The kind of number written and accepted; by default ``/NumericInputCore/NumericKind/integer`` for integer types
    ///     and ``/NumericInputCore/NumericKind/decimal`` for the others.
    ///   - grouping: Whether numbers are written grouped and grouping separators accepted;
    ///     ``/NumericInputCore/GroupingPolicy/none`` by default.
    /// - Throws: ``LocaleError`` when the id is malformed or unknown, or its symbols cannot be read; the same
    ///   errors as ``NumericInputCore/NumberSymbols/init(locale:)``.
    /// - Complexity: The validator cache's: a dictionary look-up after the first use of a locale, kind and
    ///   grouping.
    public init(locale: String, kind: NumericKind = Value.defaultNumericKind, grouping: GroupingPolicy = .none)
        throws(LocaleError)
    {
        self.init(validator: try NumericValidator(locale: locale, kind: kind, grouping: grouping))
    }

    /// Creates a style for a Foundation locale, with the user's own separators and signs where the locale
    /// carries them (`Locale.current` on macOS): the symbols ``NumericInputCore/NumberSymbols/init(_:)`` gives.
    ///
    /// ```swift
    /// let style = try NumericFormatStyle<Decimal>(Locale.current)
    /// ```
    ///
    /// - Parameters:
    ///   - locale: A Foundation locale.
    ///   - kind: The kind of number written and accepted; by default ``/NumericInputCore/NumericKind/integer`` for integer types
    ///     and ``/NumericInputCore/NumericKind/decimal`` for the others.
    ///   - grouping: Whether numbers are written grouped and grouping separators accepted;
    ///     ``/NumericInputCore/GroupingPolicy/none`` by default.
    /// - Throws: ``LocaleError`` when the locale cannot be mapped to symbols, as ``NumericInputCore/NumberSymbols/init(_:)``.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public init(_ locale: Locale, kind: NumericKind = Value.defaultNumericKind, grouping: GroupingPolicy = .none)
        throws(LocaleError)
    {
        self.init(symbols: try NumberSymbols(locale), kind: kind, grouping: grouping)
    }

    // MARK: - Money and percentages

    /// A style for amounts of a currency in a locale: formats with the locale's currency pattern and the
    /// currency's fraction digits, and parses what a money field calls complete (the symbol, narrow symbol or ISO
    /// code at the locale's place, or none).
    ///
    /// ```swift
    /// let price = try NumericFormatStyle<Decimal>.currency(code: "EUR", locale: "de_DE")
    /// price.format(Decimal(string: "1234.5")!)        // "1.234,50 €" (U+00A0 before €)
    /// try price.parseStrategy.parse("1.234,56 €")     // 1234.56
    /// try price.parseStrategy.parse("$5")             // throws: invalid, wrong-currency at 0
    /// ```
    ///
    /// - Parameters:
    ///   - code: The ISO 4217 code ("EUR").
    ///   - locale: An ICU id or BCP 47 tag.
    ///   - kind: The kind of number; by default ``/NumericInputCore/NumericKind/integer`` for integer types and
    ///     ``/NumericInputCore/NumericKind/decimal`` for the others.
    ///   - grouping: ``/NumericInputCore/GroupingPolicy/strict`` by default: money is written grouped.
    /// - Returns: The style.
    /// - Throws: ``LocaleError`` for an id ``NumericInputCore/NumberSymbols/init(locale:)`` refuses, and
    ///   ``LocaleError/Code/unknownCurrency`` for a code that is not a currency ICU knows.
    public static func currency(code: String, locale: String, kind: NumericKind = Value.defaultNumericKind,
                                grouping: GroupingPolicy = .strict) throws(LocaleError) -> NumericFormatStyle {
        NumericFormatStyle(validator: try NumericValidator(locale: locale, kind: kind, grouping: grouping,
                                                           style: .currency(code)))
    }

    /// A style for amounts of a currency in the locale's accounting form: negatives in parentheses where the
    /// locale writes them so ("($1,234.50)" in en_US).
    ///
    /// ```swift
    /// let balance = try NumericFormatStyle<Decimal>.accounting(code: "USD", locale: "en_US")
    /// balance.format(Decimal(string: "-1234.5")!)     // "($1,234.50)"
    /// try balance.parseStrategy.parse("($12.00)")     // -12
    /// ```
    ///
    /// - Parameters:
    ///   - code: The ISO 4217 code ("USD").
    ///   - locale: An ICU id or BCP 47 tag.
    ///   - kind: The kind of number; by default ``/NumericInputCore/NumericKind/integer`` for integer types and
    ///     ``/NumericInputCore/NumericKind/decimal`` for the others.
    ///   - grouping: ``/NumericInputCore/GroupingPolicy/strict`` by default.
    /// - Returns: The style.
    /// - Throws: ``LocaleError`` as ``currency(code:locale:kind:grouping:)`` throws.
    public static func accounting(code: String, locale: String, kind: NumericKind = Value.defaultNumericKind,
                                  grouping: GroupingPolicy = .strict) throws(LocaleError) -> NumericFormatStyle {
        NumericFormatStyle(validator: try NumericValidator(locale: locale, kind: kind, grouping: grouping,
                                                           style: .accounting(code)))
    }

    /// A style for percentages in a locale: the value is the fraction ("12 %" is 0.12), as Foundation's
    /// `FormatStyle.Percent` and ICU read it; the percent sign is optional when parsing.
    ///
    /// ```swift
    /// let rate = try NumericFormatStyle<Decimal>.percent(locale: "de_DE")
    /// rate.format(Decimal(string: "0.125")!)   // "12,5 %" (U+00A0 before %)
    /// try rate.parseStrategy.parse("12 %")     // 0.12
    /// ```
    ///
    /// - Parameters:
    ///   - locale: An ICU id or BCP 47 tag.
    ///   - kind: The kind of number written between the affixes; ``/NumericInputCore/NumericKind/decimal`` by
    ///     default for every value type, since a fraction of one is the usual value.
    ///   - grouping: ``/NumericInputCore/GroupingPolicy/strict`` by default.
    /// - Returns: The style.
    /// - Throws: ``LocaleError`` for an id ``NumericInputCore/NumberSymbols/init(locale:)`` refuses.
    public static func percent(locale: String, kind: NumericKind = .decimal, grouping: GroupingPolicy = .strict)
        throws(LocaleError) -> NumericFormatStyle
    {
        NumericFormatStyle(validator: try NumericValidator(locale: locale, kind: kind, grouping: grouping,
                                                           style: .percent))
    }

    /// A style for per-mille values in a locale: "5 ‰" is 0.005.
    ///
    /// ```swift
    /// let rate = try NumericFormatStyle<Decimal>.perMille(locale: "fr_FR")
    /// try rate.parseStrategy.parse("5 ‰")   // 0.005
    /// ```
    ///
    /// - Parameters:
    ///   - locale: An ICU id or BCP 47 tag.
    ///   - kind: The kind of number written between the affixes; ``/NumericInputCore/NumericKind/decimal`` by
    ///     default.
    ///   - grouping: ``/NumericInputCore/GroupingPolicy/strict`` by default.
    /// - Returns: The style.
    /// - Throws: ``LocaleError`` for an id ``NumericInputCore/NumberSymbols/init(locale:)`` refuses.
    public static func perMille(locale: String, kind: NumericKind = .decimal, grouping: GroupingPolicy = .strict)
        throws(LocaleError) -> NumericFormatStyle
    {
        NumericFormatStyle(validator: try NumericValidator(locale: locale, kind: kind, grouping: grouping,
                                                           style: .perMille))
    }

    /// The style's percent or money form, or nil for plain numbers.
    public var style: NumberStyle? { validator.style?.style }

    // MARK: - FormatStyle

    /// Writes a value in the locale's form: its digits, minus sign and decimal separator, grouped when the style
    /// groups (``/NumericInputCore/GroupingPolicy/strict``: the locale's group sizes and minimum grouping digits, as ICU writes
    /// them), and exactly: `Decimal` is never rounded, and a `Double` is written as the shortest decimal that
    /// reads back as it.
    ///
    /// ```swift
    /// let arabic = try NumericFormatStyle<Double>(locale: "ar_EG")
    /// arabic.format(-1.5)   // "؜-١٫٥" (U+061C U+002D, then Arabic-Indic digits and U+066B)
    /// ```
    ///
    /// - The kind ``/NumericInputCore/NumericKind/scientific`` writes one digit before the separator and the exponent with the
    ///   locale's exponent symbol ("1,5E3"); every other kind writes plain digits ("1500"), as does
    ///   ``/NumericInputCore/NumericKind/numeric`` unless the plain form would need more than
    ///   ``/NumericInputCore/NumericValue/maximumPlainPadding`` zeros.
    /// - NaN is written "NaN" and the infinities "∞" with the locale's minus sign before it for -∞, as ICU
    ///   writes them; none of them parses back.
    /// - A value outside the style's kind (a fraction for ``/NumericInputCore/NumericKind/integer``, a negative value for
    ///   ``/NumericInputCore/NumericKind/positiveInteger``) is written as it is, and does not parse back.
    ///
    /// - Parameter value: The value to write.
    /// - Returns: The locale's text for it.
    public func format(_ value: Value) -> String {
        if let number = value.numericValue { return configuration.format(number) }
        if let floating = value as? any FloatingPoint, floating.isInfinite {
            return (floating.sign == .minus ? symbols.minusSign : "") + "∞"
        }
        return "NaN"
    }

    /// Returns the style unchanged: its symbols are fixed when it is made.
    ///
    /// SwiftUI hands a format style the environment's locale through this method, and it cannot throw. A
    /// `Locale` cannot always be mapped to symbols, and this style never falls back silently to other ones, so
    /// it keeps its own. To follow the environment, make the style from it:
    /// `try NumericFormatStyle<Decimal>(locale)` with ``init(_:kind:grouping:)``.
    ///
    /// - Parameter locale: Ignored.
    /// - Returns: This style.
    public func locale(_ locale: Locale) -> NumericFormatStyle<Value> { self }

    // MARK: - ParseableFormatStyle

    /// The strategy that parses what the style accepts: the texts ``validator`` calls complete.
    public var parseStrategy: NumericParseStrategy<Value> { NumericParseStrategy(configuration: configuration) }
}

// MARK: - Hashable, Codable

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension NumericFormatStyle {
    /// Whether two styles have the same symbols, kind and grouping policy.
    public static func == (lhs: NumericFormatStyle, rhs: NumericFormatStyle) -> Bool {
        lhs.configuration == rhs.configuration
    }

    /// Hashes the symbols, kind and grouping policy.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) { hasher.combine(configuration) }

    /// Encodes the symbols, field by field, with the kind and grouping policy, and for a percent or money style
    /// the style: its name, currency, affixes, fraction digits and its own number symbols where it has them.
    ///
    /// ```json
    /// {"kind": "decimal", "grouping": "none",
    ///  "symbols": {"localeIdentifier": "de_DE", "decimalSeparator": ",", "groupingSeparator": ".",
    ///              "primaryGroupingSize": 3, "secondaryGroupingSize": 0, "minimumGroupingDigits": 1,
    ///              "minusSign": "-", "plusSign": "+", "exponentSymbol": "E", "digits": "0123456789"},
    ///  "style": {"name": "currency", "currency": "EUR", "fractionDigits": 2,
    ///            "positive": [{"prefix": "", "suffix": "\u00a0€"}, {"prefix": "", "suffix": "\u00a0EUR"}],
    ///            "negative": [{"prefix": "-", "suffix": "\u00a0€"}, {"prefix": "-", "suffix": "\u00a0EUR"}]}}
    /// ```
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: The encoder's errors.
    public func encode(to encoder: any Encoder) throws { try configuration.encode(to: encoder) }

    /// Decodes a style ``encode(to:)`` wrote, without reading any locale data: the symbols are in it.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` for an unknown kind, grouping policy or style, digits that are not
    ///   ten distinct characters, an empty decimal separator, sign or exponent symbol, a negative grouping size or
    ///   fraction digits, minimum grouping digits below 1, a style without affixes; the decoder's errors for
    ///   missing keys and wrong types.
    public init(from decoder: any Decoder) throws {
        self.configuration = try NumericFormatConfiguration(from: decoder)
    }
}
