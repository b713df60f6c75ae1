/// What a ``NumericField`` does beyond checking its rule. Every option is off by default, and every option
/// needs a rule with a number (``InputRule/Configuration/number``): a field without one ignores them.
public struct FieldOptions: Sendable, Hashable {
    /// Insert the locale's grouping separators in the integer part as the user types (en_US 1,234,567;
    /// hi_IN 12,34,567; es_ES 1234 but 12.345). Never in the fraction or the exponent, never in a
    /// ``NumericKind/digits`` field. The rule applies to the number behind the formatting: inserted separators
    /// do not count against ``InputRule/Configuration/maxLength``.
    public var formatsAsYouType: Bool
    /// Which digits the field shows for what is typed or pasted.
    public var digits: DigitDisplay
    /// Take a typed "." or "," as the locale's decimal separator where it cannot be a grouping separator
    /// (ar_EG "١." shows "١٫"); where it could be one (de_DE "."), refuse it with
    /// ``InvalidReason/ambiguousDecimalSeparator``.
    public var decimalSeparatorAliases: Bool
    /// A typed minus ("-", "−" or the locale's) toggles the number's sign wherever the caret is, and a typed "+"
    /// makes the number positive: for keypads without a minus key at the start. Right after an exponent symbol
    /// they are the exponent's sign as usual.
    public var togglesSign: Bool
    /// What a paste that reads two ways does.
    public var ambiguousPastes: AmbiguousPastePolicy

    /// Which digits the field shows.
    public enum DigitDisplay: String, Sendable, Hashable, CaseIterable {
        /// As typed: digits the field reads are kept (ASCII in ar_EG stays ASCII). Typed and pasted digits of a
        /// system the field does not read (full-width, Devanagari in en_US) become the locale's.
        case asTyped = "as-typed"
        /// Typed and pasted digits become the locale's digits.
        case locale
        /// Typed and pasted digits become ASCII digits.
        case ascii
    }

    /// What a paste that reads two ways does ("1.234" in de_DE: 1234 or 1.234).
    public enum AmbiguousPastePolicy: String, Sendable, Hashable, CaseIterable {
        /// Take the locale's reading; the change reports the other one.
        case takeLocaleReading = "locale-reading"
        /// Refuse the paste with ``InvalidReason/ambiguousPaste``.
        case refuse
    }

    /// Creates options; every one is off by default.
    ///
    /// - Parameters:
    ///   - formatsAsYouType: Insert grouping separators as the user types.
    ///   - digits: Which digits to show; as typed by default.
    ///   - decimalSeparatorAliases: Take "." and "," as the decimal separator where unambiguous.
    ///   - togglesSign: A typed minus toggles the sign.
    ///   - ambiguousPastes: What an ambiguous paste does; the locale's reading by default.
    public init(formatsAsYouType: Bool = false, digits: DigitDisplay = .asTyped, decimalSeparatorAliases: Bool = false,
                togglesSign: Bool = false, ambiguousPastes: AmbiguousPastePolicy = .takeLocaleReading) {
        self.formatsAsYouType = formatsAsYouType
        self.digits = digits
        self.decimalSeparatorAliases = decimalSeparatorAliases
        self.togglesSign = togglesSign
        self.ambiguousPastes = ambiguousPastes
    }

    /// A formatted amount field: grouping as you type, decimal separator aliases, sign toggle.
    public static let amount = FieldOptions(formatsAsYouType: true, decimalSeparatorAliases: true, togglesSign: true)
}
