/// Why a ``NumericParseStrategy`` did not give a value: the text is not a number of the style's kind, is only
/// the beginning of one, or is a number the value type cannot hold.
///
/// A struct over a private enumeration, so that codes can be added without breaking a `switch`. For
/// ``Code/invalid`` the ``reason`` and ``offset`` are those of the validator's verdict.
///
/// ```swift
/// let style = try NumericFormatStyle<Decimal>(locale: "de_DE")
/// do {
///     _ = try style.parseStrategy.parse("1.5")
/// } catch {
///     error.code      // .invalid
///     error.reason    // .groupingSeparatorNotAllowed
///     error.offset    // 1
/// }
/// ```
public struct NumericParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure. Compare with the static members: `error.code == .outOfRange`.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        enum Value: Sendable, Hashable {
            case invalid, incomplete, outOfRange, notAnInteger, tooManyDigits
        }

        let value: Value

        /// The validator calls the text invalid; ``NumericParseError/reason`` says why and
        /// ``NumericParseError/offset`` where.
        public static let invalid = Code(value: .invalid)
        /// The text is only the beginning of a number: the validator calls it partial ("", "-", "1e"), or it ends
        /// with the decimal separator ("1,"). ``NumericParseError/offset`` is the text's length in UTF-16 code
        /// units, where more must be typed.
        public static let incomplete = Code(value: .incomplete)
        /// The number is complete but beyond what the value type holds: above `Int.max`, a `Double` that would be
        /// infinite, an exponent `Decimal` cannot hold.
        public static let outOfRange = Code(value: .outOfRange)
        /// The number is complete but has a fraction, and the value type is an integer.
        public static let notAnInteger = Code(value: .notAnInteger)
        /// The number is complete but has more significant digits than the value type holds exactly (`Decimal`:
        /// 38). Nothing is rounded.
        public static let tooManyDigits = Code(value: .tooManyDigits)

        /// A short stable name, such as "out-of-range".
        public var description: String {
            switch value {
            case .invalid: "invalid"
            case .incomplete: "incomplete"
            case .outOfRange: "out-of-range"
            case .notAnInteger: "not-an-integer"
            case .tooManyDigits: "too-many-digits"
            }
        }
    }

    /// What kind of failure.
    public let code: Code
    /// For ``Code/invalid``, why the validator refused the text; nil otherwise.
    public let reason: InvalidReason?
    /// The UTF-16 offset the failure is at: for ``Code/invalid`` the first character that cannot be part of a
    /// number, for ``Code/incomplete`` the end of the text. Nil when the whole number is the problem.
    public let offset: Int?
    /// A sentence for people.
    public let message: String

    init(code: Code, reason: InvalidReason? = nil, offset: Int? = nil, message: String) {
        self.code = code
        self.reason = reason
        self.offset = offset
        self.message = message
    }

    /// The same as ``message``.
    public var description: String { message }

    // MARK: - Values a type cannot hold

    /// A number beyond what `type` holds.
    ///
    /// For types that conform to ``NumericFormatValue`` themselves.
    ///
    /// - Parameters:
    ///   - value: The complete number.
    ///   - type: The value type.
    /// - Returns: A ``Code/outOfRange`` error.
    public static func outOfRange(_ value: NumericValue, for type: Any.Type) -> NumericParseError {
        NumericParseError(code: .outOfRange, message: "\(shortText(value)) is out of the range of \(type)")
    }

    /// A number with a fraction, for an integer type.
    ///
    /// - Parameters:
    ///   - value: The complete number.
    ///   - type: The value type.
    /// - Returns: A ``Code/notAnInteger`` error.
    public static func notAnInteger(_ value: NumericValue, for type: Any.Type) -> NumericParseError {
        NumericParseError(code: .notAnInteger, message: "\(shortText(value)) is not a whole number, as \(type) needs")
    }

    /// A number with more significant digits than `type` holds exactly.
    ///
    /// - Parameters:
    ///   - value: The complete number.
    ///   - type: The value type.
    ///   - maximum: The most significant digits the type holds.
    /// - Returns: A ``Code/tooManyDigits`` error.
    public static func tooManyDigits(_ value: NumericValue, for type: Any.Type, maximum: Int) -> NumericParseError {
        NumericParseError(
            code: .tooManyDigits,
            message: "\(shortText(value)) has \(value.significandDigitCount) significant digits; \(type) holds "
                + "\(maximum) exactly")
    }

    /// The canonical text, cut after 40 characters: an error message need not repeat a thousand digits.
    static func shortText(_ value: NumericValue) -> String {
        let text = value.canonical
        return text.count <= 40 ? text : text.prefix(40) + "…"
    }
}
