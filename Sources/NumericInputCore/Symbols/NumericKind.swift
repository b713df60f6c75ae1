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

    // Switches, inlined: the scan asks these per lexeme, and as calls they were ten instructions each.
    @inline(__always) var allowsSign: Bool {
        switch self { case .numeric, .decimal, .integer, .scientific: true; case .positiveInteger, .digits: false }
    }
    @inline(__always) var allowsDecimalSeparator: Bool {
        switch self { case .numeric, .decimal, .scientific: true; case .integer, .positiveInteger, .digits: false }
    }
    @inline(__always) var allowsExponent: Bool {
        switch self { case .numeric, .scientific: true; case .decimal, .integer, .positiveInteger, .digits: false }
    }
    @inline(__always) var requiresExponent: Bool {
        switch self { case .scientific: true; case .numeric, .decimal, .integer, .positiveInteger, .digits: false }
    }
    @inline(__always) var allowsGrouping: Bool {
        switch self { case .digits: false; case .numeric, .decimal, .integer, .positiveInteger, .scientific: true }
    }
}
