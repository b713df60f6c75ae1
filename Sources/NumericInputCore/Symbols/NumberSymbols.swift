/// Everything the scanner needs to know about how a locale writes numbers.
///
/// `NumberSymbols` is a plain value that cannot be wrong. The `NumericInput` module reads it from ICU for any
/// locale (`try NumberSymbols(locale: "de_DE")`), once per locale, and caches it; you can also build one by hand,
/// for tests or on a platform without ICU. Every property is read-only: the checking initializer is the one way
/// in, and the `with…` builders (``withDecimalSeparator(_:)`` and the others) change one symbol through it, so
/// the scanner, the field engine and the paste reader can rely on ten digits and distinct separators.
///
/// ```swift
/// let symbols = try NumberSymbols(
///     localeIdentifier: "de_DE", decimalSeparator: ",", groupingSeparator: ".",
///     primaryGroupingSize: 3, minusSign: "-", plusSign: "+", exponentSymbol: "E")
/// let swiss = try symbols.withGroupingSeparator("\u{2019}")
/// ```
///
/// Symbols are kept exactly as the locale data has them, bidi marks included (ar_EG's minus sign is
/// U+061C U+002D). The scanner derives what it accepts from them; see ``NumericValidator``.
public struct NumberSymbols: Sendable, Hashable {
    /// The canonical ICU id of the locale these symbols describe ("de_DE", "ar_EG@numbers=latn").
    public let localeIdentifier: String
    /// The decimal separator: "," in de_DE, "٫" (U+066B) in ar_EG. Never empty, never the grouping separator.
    public let decimalSeparator: String
    /// The grouping separator: "." in de_DE, U+202F in fr_FR, U+00A0 in sv_SE. May be empty where the locale
    /// does not group.
    public let groupingSeparator: String
    /// The size of the group nearest the decimal separator: 3 almost everywhere; 0 when the locale does not group.
    public let primaryGroupingSize: Int
    /// The size of the other groups: 2 in hi_IN (12,34,567). 0 means the same as the primary size.
    public let secondaryGroupingSize: Int
    /// How many digits the highest group must have before a number is written grouped: 1 almost everywhere
    /// (1,234), 2 in es_ES and pl_PL (1234 but 12.345). CLDR's `minimumGroupingDigits`, as ICU's formatter
    /// applies it with `UNUM_MINIMUM_GROUPING_DIGITS_AUTO`. Formatting as you type follows it; the scanner
    /// accepts grouped text whatever its size. At least 1.
    public let minimumGroupingDigits: Int
    /// The locale's minus sign, with any bidi marks it carries (fa_IR: U+200E U+2212). Never empty.
    public let minusSign: String
    /// The locale's plus sign, with any bidi marks it carries. Never empty.
    public let plusSign: String
    /// The exponent symbol, which may be several characters ("×10^" in sv_SE, "اس" in ar). Never empty.
    public let exponentSymbol: String
    /// The ten digits of the locale's numbering system, zero first ("0123456789", "٠١٢٣٤٥٦٧٨٩"): always ten,
    /// distinct, of one numbering system, in order (see ``NumberSymbolsError/Code/invalidDigits``).
    public let digits: [Unicode.Scalar]

    /// Creates symbols, checking them.
    ///
    /// ```swift
    /// let arabic = try NumberSymbols(
    ///     localeIdentifier: "ar_EG", decimalSeparator: "\u{066B}", groupingSeparator: "\u{066C}",
    ///     minusSign: "\u{061C}-", plusSign: "\u{061C}+", exponentSymbol: "اس",
    ///     digits: (0..<10).map { Unicode.Scalar(0x0660 + $0)! })
    /// ```
    ///
    /// - Parameters:
    ///   - localeIdentifier: The locale the symbols describe; used in descriptions only.
    ///   - decimalSeparator: The decimal separator; not empty, not the grouping separator.
    ///   - groupingSeparator: The grouping separator; may be empty.
    ///   - primaryGroupingSize: The size of the group nearest the decimal separator (0: no grouping).
    ///   - secondaryGroupingSize: The size of the other groups; 0 means the same as the primary size.
    ///   - minimumGroupingDigits: The digits the highest group needs before a number is grouped; 1 by default.
    ///   - minusSign: The minus sign, bidi marks included; not empty.
    ///   - plusSign: The plus sign, bidi marks included; not empty.
    ///   - exponentSymbol: The exponent symbol; not empty.
    ///   - digits: The ten digits of one numbering system, zero first.
    /// - Throws: ``NumberSymbolsError``: ``NumberSymbolsError/Code/invalidDigits`` for digits that are not ten
    ///   digits of one numbering system in order, ``NumberSymbolsError/Code/emptySymbol`` for an empty decimal
    ///   separator, sign or exponent symbol, ``NumberSymbolsError/Code/separatorsCollide`` when the decimal
    ///   separator is the grouping separator, ``NumberSymbolsError/Code/invalidGroupingSize`` for a negative
    ///   grouping size or minimum grouping digits below 1.
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
    ) throws(NumberSymbolsError) {
        try Self.checkDigits(digits)
        for (name, text) in [("decimal separator", decimalSeparator), ("minus sign", minusSign),
                             ("plus sign", plusSign), ("exponent symbol", exponentSymbol)] where text.isEmpty {
            throw NumberSymbolsError(.emptySymbol, "the \(name) is empty")
        }
        if decimalSeparator == groupingSeparator {
            throw NumberSymbolsError(
                .separatorsCollide,
                "the decimal separator \(Self.spell(decimalSeparator)) is also the grouping separator")
        }
        if primaryGroupingSize < 0 || secondaryGroupingSize < 0 {
            throw NumberSymbolsError(
                .invalidGroupingSize,
                "the grouping sizes \(primaryGroupingSize) and \(secondaryGroupingSize) must not be negative")
        }
        if minimumGroupingDigits < 1 {
            throw NumberSymbolsError(
                .invalidGroupingSize, "the minimum grouping digits \(minimumGroupingDigits) are below 1")
        }
        self.init(unchecked: localeIdentifier, decimalSeparator: decimalSeparator,
                  groupingSeparator: groupingSeparator, primaryGroupingSize: primaryGroupingSize,
                  secondaryGroupingSize: secondaryGroupingSize, minimumGroupingDigits: minimumGroupingDigits,
                  minusSign: minusSign, plusSign: plusSign, exponentSymbol: exponentSymbol, digits: digits)
    }

    /// The one place that stores symbols: only for values already checked (the initializer, ``posix``).
    private init(
        unchecked localeIdentifier: String, decimalSeparator: String, groupingSeparator: String,
        primaryGroupingSize: Int, secondaryGroupingSize: Int, minimumGroupingDigits: Int, minusSign: String,
        plusSign: String, exponentSymbol: String, digits: [Unicode.Scalar]
    ) {
        self.localeIdentifier = localeIdentifier
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.primaryGroupingSize = primaryGroupingSize
        self.secondaryGroupingSize = secondaryGroupingSize
        self.minimumGroupingDigits = minimumGroupingDigits
        self.minusSign = minusSign
        self.plusSign = plusSign
        self.exponentSymbol = exponentSymbol
        self.digits = digits
    }

    /// Ten digits of one numbering system, zero to nine in order: the consecutive decimal digits (Nd) from a
    /// zero, or ten ideographic numerals (numeric type `numeric`) with values 0...9 (ICU's `hanidec`).
    static func checkDigits(_ digits: [Unicode.Scalar]) throws(NumberSymbolsError) {
        func fail(_ why: String) -> NumberSymbolsError {
            NumberSymbolsError(.invalidDigits,
                               "the digits \(spell(String(String.UnicodeScalarView(digits)))) \(why)")
        }
        guard digits.count == 10 else { throw fail("are \(digits.count) scalars, not ten") }
        let isDecimal = digits[0].properties.numericType == .decimal
        for (value, digit) in digits.enumerated() {
            guard digit.properties.numericValue == Double(value) else {
                throw fail("are not zero to nine in order: \(spell(String(digit))) is not \(value)")
            }
            // Not a decimal digit: only ideographic numerals (numeric type `numeric`, as hanidec's) make a system;
            // superscripts and other `digit`-type numerals are forms of the decimal digits, not a system.
            guard digit.properties.numericType == (isDecimal ? .decimal : .numeric) else {
                throw fail(isDecimal ? "mix decimal digits with other numerals"
                                     : "are not decimal digits nor ideographic numerals")
            }
            if isDecimal && digit.value != digits[0].value + UInt32(value) {
                throw fail("are not the consecutive digits of one numbering system")
            }
        }
        guard Set(digits).count == 10 else { throw fail("repeat a scalar") }
    }

    /// The ASCII digits 0 to 9.
    public static let asciiDigits: [Unicode.Scalar] = (0..<10).map { Unicode.Scalar(UInt8(0x30 + $0)) }

    /// The symbols of `en_US_POSIX`: "." decimal, "," grouping by three, "-", "+", "E", ASCII digits.
    /// Built by hand, so it is there without ICU.
    public static let posix = NumberSymbols(
        unchecked: "en_US_POSIX", decimalSeparator: ".", groupingSeparator: ",", primaryGroupingSize: 3,
        secondaryGroupingSize: 0, minimumGroupingDigits: 1, minusSign: "-", plusSign: "+", exponentSymbol: "E",
        digits: asciiDigits)

    /// The group size that applies to groups other than the one nearest the decimal separator.
    var effectiveSecondaryGroupingSize: Int {
        secondaryGroupingSize > 0 ? secondaryGroupingSize : primaryGroupingSize
    }
}
