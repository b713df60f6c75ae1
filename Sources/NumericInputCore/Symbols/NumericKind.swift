/// What kind of number a field wants.
///
/// Each kind is a set of texts that are complete; every prefix of a complete text is at least partial.
/// The table in the documentation (Docs/EdgeCases.md) lists the decisions at the edges.
public enum NumericKind: String, Sendable, Hashable, CaseIterable {
    /// Sign, digits, decimal separator, optional exponent: "-1,5", "1,5e3", "+2".
    case numeric
    /// Like ``numeric`` without an exponent: "-1,5".
    case decimal
    /// An optional sign and digits: "-15".
    case integer
    /// Digits only, value at least 1: "15". "0" and "00" are partial (a digit can follow), "+1" is invalid.
    case positiveInteger = "positive-integer"
    /// A number that carries an exponent: "1,5e3" is complete, "1,5" partial.
    case scientific
    /// Digits only, any count, not read as a value (a code or a PIN): "007" stays "007".
    case digits

    var allowsSign: Bool { self == .numeric || self == .decimal || self == .integer || self == .scientific }
    var allowsDecimalSeparator: Bool { self == .numeric || self == .decimal || self == .scientific }
    var allowsExponent: Bool { self == .numeric || self == .scientific }
    var requiresExponent: Bool { self == .scientific }
    var allowsGrouping: Bool { self != .digits }
}

/// Whether grouping separators ("1.234" in de_DE) may be typed.
public enum GroupingPolicy: String, Sendable, Hashable, CaseIterable {
    /// A grouping separator is invalid. The default for typed input.
    case none
    /// Grouping separators are accepted only where the locale's group sizes put them: in de_DE "1.234,5" is
    /// complete, "1.00" partial and "1.0000" invalid; in hi_IN "12,34,567" is complete. Where the locale groups
    /// with a space-like character (U+00A0, U+202F), any of U+0020, U+00A0 and U+202F is taken for it; where it
    /// groups with U+2019 (de_CH), so is the apostrophe U+0027.
    case strict
}
