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
