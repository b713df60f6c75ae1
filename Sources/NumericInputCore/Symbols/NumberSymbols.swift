/// Everything the scanner needs to know about how a locale writes numbers.
///
/// `NumberSymbols` is a plain value. The `NumericInput` module reads it from ICU for any locale
/// (`try NumberSymbols(locale: "de_DE")`), once per locale, and caches it; you can also build one by hand,
/// for tests or on a platform without ICU.
///
/// ```swift
/// let symbols = NumberSymbols(
///     localeIdentifier: "de_DE", decimalSeparator: ",", groupingSeparator: ".",
///     primaryGroupingSize: 3, minusSign: "-", plusSign: "+", exponentSymbol: "E")
/// ```
///
/// Symbols are kept exactly as the locale data has them, bidi marks included (ar_EG's minus sign is
/// U+061C U+002D). The scanner derives what it accepts from them; see ``NumericValidator``.
public struct NumberSymbols: Sendable, Hashable {
    /// The canonical ICU id of the locale these symbols describe ("de_DE", "ar_EG@numbers=latn").
    public var localeIdentifier: String
    /// The decimal separator: "," in de_DE, "٫" (U+066B) in ar_EG.
    public var decimalSeparator: String
    /// The grouping separator: "." in de_DE, U+202F in fr_FR, U+00A0 in sv_SE.
    public var groupingSeparator: String
    /// The size of the group nearest the decimal separator: 3 almost everywhere; 0 when the locale does not group.
    public var primaryGroupingSize: Int
    /// The size of the other groups: 2 in hi_IN (12,34,567). 0 means the same as the primary size.
    public var secondaryGroupingSize: Int
    /// How many digits the highest group must have before a number is written grouped: 1 almost everywhere
    /// (1,234), 2 in es_ES and pl_PL (1234 but 12.345). CLDR's `minimumGroupingDigits`, as ICU's formatter
    /// applies it with `UNUM_MINIMUM_GROUPING_DIGITS_AUTO`. Formatting as you type follows it; the scanner
    /// accepts grouped text whatever its size.
    public var minimumGroupingDigits: Int
    /// The locale's minus sign, with any bidi marks it carries (fa_IR: U+200E U+2212).
    public var minusSign: String
    /// The locale's plus sign, with any bidi marks it carries.
    public var plusSign: String
    /// The exponent symbol, which may be several characters ("×10^" in sv_SE, "اس" in ar).
    public var exponentSymbol: String
    /// The ten digits of the locale's numbering system, zero first ("0123456789", "٠١٢٣٤٥٦٧٨٩").
    public var digits: [Unicode.Scalar]

    /// Creates symbols by hand.
    ///
    /// - Parameters:
    ///   - localeIdentifier: The locale the symbols describe; used in descriptions only.
    ///   - decimalSeparator: The decimal separator.
    ///   - groupingSeparator: The grouping separator.
    ///   - primaryGroupingSize: The size of the group nearest the decimal separator (0: no grouping).
    ///   - secondaryGroupingSize: The size of the other groups; 0 means the same as the primary size.
    ///   - minimumGroupingDigits: The digits the highest group needs before a number is grouped; 1 by default.
    ///     Values below 1 count as 1.
    ///   - minusSign: The minus sign, bidi marks included.
    ///   - plusSign: The plus sign, bidi marks included.
    ///   - exponentSymbol: The exponent symbol.
    ///   - digits: The ten digits, zero first. Anything but ten distinct scalars falls back to ASCII digits.
    public init(
        localeIdentifier: String,
        decimalSeparator: String,
        groupingSeparator: String,
        primaryGroupingSize: Int = 3,
        secondaryGroupingSize: Int = 0,
        minimumGroupingDigits: Int = 1,
        minusSign: String = "-",
        plusSign: String = "+",
        exponentSymbol: String = "E",
        digits: [Unicode.Scalar] = NumberSymbols.asciiDigits
    ) {
        self.localeIdentifier = localeIdentifier
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.primaryGroupingSize = primaryGroupingSize
        self.secondaryGroupingSize = secondaryGroupingSize
        self.minimumGroupingDigits = max(1, minimumGroupingDigits)
        self.minusSign = minusSign
        self.plusSign = plusSign
        self.exponentSymbol = exponentSymbol
        self.digits = Set(digits).count == 10 && digits.count == 10 ? digits : NumberSymbols.asciiDigits
    }

    /// The ASCII digits 0 to 9.
    public static let asciiDigits: [Unicode.Scalar] = (0..<10).map { Unicode.Scalar(UInt8(0x30 + $0)) }

    /// The symbols of `en_US_POSIX`: "." decimal, "," grouping by three, "-", "+", "E", ASCII digits.
    /// Built by hand, so it is there without ICU.
    public static let posix = NumberSymbols(
        localeIdentifier: "en_US_POSIX", decimalSeparator: ".", groupingSeparator: ",")

    /// The group size that applies to groups other than the one nearest the decimal separator.
    var effectiveSecondaryGroupingSize: Int {
        secondaryGroupingSize > 0 ? secondaryGroupingSize : primaryGroupingSize
    }
}
