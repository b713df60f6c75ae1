/// How a locale writes a style's affixes: the prefixes and suffixes around positive and negative numbers, in
/// every form a user may type (for money: the currency's symbol, its narrow symbol and its ISO code), and the
/// currency's fraction digits.
///
/// The `NumericInput` module reads them from ICU (`StyleSymbols(locale:style:)`); build them by hand for tests or
/// a platform without ICU:
///
/// ```swift
/// let dollars = StyleSymbols(style: .currency("USD"),
///                            positive: [.init(prefix: "$", suffix: ""), .init(prefix: "USD\u{A0}", suffix: "")],
///                            negative: [.init(prefix: "-$", suffix: ""), .init(prefix: "-USD\u{A0}", suffix: "")],
///                            fractionDigits: 2)
/// ```
///
/// Affixes are kept as the locale writes them, bidi marks and spacing included. Matching sets bidi marks aside
/// and takes a space, U+00A0 and U+202F for one another.
public struct StyleSymbols: Sendable, Hashable {
    /// A prefix and a suffix around a number.
    public struct Affixes: Sendable, Hashable {
        /// What comes before the number ("$", "-$", "(").
        public let prefix: String
        /// What comes after it (" €", "%", ")").
        public let suffix: String

        /// Creates affixes.
        ///
        /// - Parameters:
        ///   - prefix: Before the number.
        ///   - suffix: After the number.
        public init(prefix: String, suffix: String) {
            self.prefix = prefix
            self.suffix = suffix
        }
    }

    /// The style these affixes write.
    public let style: NumberStyle
    /// The affixes of positive numbers, the locale's own form first.
    public let positive: [Affixes]
    /// The affixes of negative numbers: the sign is part of them ("-$", "($" and ")").
    public let negative: [Affixes]
    /// How many fraction digits a currency has (JPY 0, USD 2, KWD 3); nil for other styles.
    public let fractionDigits: Int?
    /// The number's symbols as this style writes it, where they differ from the locale's plain numbers: money's
    /// own decimal and grouping separators (fr_CH "1 234.50 €" against "1 234,5"), a style's own group sizes
    /// (mr percent "१२३,४५०%" against "१,२३,४५०"). Nil: the locale's.
    public let numberSymbols: NumberSymbols?

    /// Creates style symbols by hand.
    ///
    /// - Parameters:
    ///   - style: The style.
    ///   - positive: Affixes of positive numbers, the locale's form first; at least one pair.
    ///   - negative: Affixes of negative numbers.
    ///   - fractionDigits: A currency's fraction digits; nil for no limit.
    ///   - numberSymbols: The number's symbols in this style, where they differ from the locale's; nil for the
    ///     locale's.
    public init(style: NumberStyle, positive: [Affixes], negative: [Affixes], fractionDigits: Int? = nil,
                numberSymbols: NumberSymbols? = nil) {
        self.style = style
        self.positive = positive
        self.negative = negative
        self.fractionDigits = fractionDigits.map { Swift.max(0, $0) }
        self.numberSymbols = numberSymbols
    }
}
