/// Why a set of number symbols cannot be used: what ``NumberSymbols/init(localeIdentifier:decimalSeparator:groupingSeparator:primaryGroupingSize:secondaryGroupingSize:minimumGroupingDigits:minusSign:plusSign:exponentSymbol:digits:)``
/// and the `with…` builders throw.
///
/// The scanner, the field engine and the paste reader index ``NumberSymbols/digits`` zero to nine and tell the
/// separators apart by their text, so a set that breaks either is refused where it is built, never patched up
/// (no ASCII digits stand in for a bad list, no empty symbol is allowed through).
///
/// A struct over a private enumeration, so that codes can be added without breaking a `switch`.
///
/// ```swift
/// do {
///     _ = try NumberSymbols(localeIdentifier: "x", decimalSeparator: ".", groupingSeparator: ".")
/// } catch {
///     error.code      // .separatorsCollide
///     error.message   // "the decimal separator "." is also the grouping separator"
/// }
/// ```
public struct NumberSymbolsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the symbols. Compare with the static members: `error.code == .invalidDigits`.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        enum Value: Sendable, Hashable {
            case invalidDigits, emptySymbol, separatorsCollide, invalidGroupingSize
        }

        let value: Value

        /// The digits are not the ten digits of one numbering system, zero to nine in order: fewer or more than
        /// ten, a scalar twice, a scalar that is not a digit, digits of two systems ("٠١٢٣٤٥6789"), or out of
        /// order. Accepted are the ten consecutive Unicode decimal digits (general category Nd) from a zero, and
        /// ten ideographic numerals (Unicode numeric type `Numeric`) with the values 0 to 9 in order (ICU's
        /// `hanidec`: 〇一二三四五六七八九). Superscripts and other `Digit`-type numerals are refused.
        public static let invalidDigits = Code(value: .invalidDigits)
        /// The decimal separator, the minus sign, the plus sign or the exponent symbol is empty.
        public static let emptySymbol = Code(value: .emptySymbol)
        /// The decimal separator is also the grouping separator: "1.234" would mean two numbers.
        public static let separatorsCollide = Code(value: .separatorsCollide)
        /// A grouping size is negative, or the minimum grouping digits are below 1.
        public static let invalidGroupingSize = Code(value: .invalidGroupingSize)

        /// A short stable name, such as "invalid-digits".
        public var description: String {
            switch value {
            case .invalidDigits: "invalid-digits"
            case .emptySymbol: "empty-symbol"
            case .separatorsCollide: "separators-collide"
            case .invalidGroupingSize: "invalid-grouping-size"
            }
        }
    }

    /// What is wrong.
    public let code: Code
    /// A sentence for people, naming the symbol and what is wrong with it.
    public let message: String

    init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The same as ``message``.
    public var description: String { message }
}
