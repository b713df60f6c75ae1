import Foundation

/// A type ``NumericFormatStyle`` formats and parses: `Decimal`, `Double`, `Float`, and the standard library's
/// fixed-width integers (`Int`, `Int8` … `Int64`, `UInt`, `UInt8` … `UInt64`).
///
/// A conforming type says how to turn its values into an exact ``/NumericInputCore/NumericValue`` and back. Conform your own
/// number type to format and parse it with the same style.
///
/// ```swift
/// 1500.numericValue?.canonical                       // "1500"
/// try Int(numericValue: NumericValue("1.5")!)        // throws .notAnInteger
/// ```
public protocol NumericFormatValue: Sendable {
    /// The kind of number a style for this type accepts unless told otherwise: ``/NumericInputCore/NumericKind/integer`` for
    /// integer types, ``/NumericInputCore/NumericKind/decimal`` for the others.
    static var defaultNumericKind: NumericKind { get }

    /// The value, exactly; nil when it is not a finite number (NaN, an infinity).
    ///
    /// A binary floating-point value gives the shortest decimal that reads back as the same value (what its
    /// `description` writes: 0.1 is "0.1", not 0.1000000000000000055511151231257827).
    var numericValue: NumericValue? { get }

    /// The value of a complete number, or the error that says why this type cannot hold it.
    ///
    /// - Parameter numericValue: A complete number from a verdict.
    /// - Throws: ``NumericParseError`` with ``NumericParseError/Code/outOfRange``,
    ///   ``NumericParseError/Code/notAnInteger`` or ``NumericParseError/Code/tooManyDigits``.
    init(numericValue: NumericValue) throws(NumericParseError)
}

// MARK: - Integers

extension NumericFormatValue where Self: FixedWidthInteger {
    /// ``/NumericInputCore/NumericKind/integer``.
    public static var defaultNumericKind: NumericKind { .integer }

    /// The value, exactly; never nil.
    public var numericValue: NumericValue? { NumericValue(String(self)) }

    /// The integer a complete number is, exactly.
    ///
    /// - Parameter numericValue: A complete number.
    /// - Throws: ``NumericParseError/Code/notAnInteger`` for a number with a fraction;
    ///   ``NumericParseError/Code/outOfRange`` for one beyond `min...max`. Nothing is rounded or wrapped.
    public init(numericValue: NumericValue) throws(NumericParseError) {
        // The significand has no trailing zeros: a negative exponent means a fraction.
        if !numericValue.isZero && numericValue.exponent < 0 {
            throw .notAnInteger(numericValue, for: Self.self)
        }
        // An integer's canonical text is its plain digits ("-12", "1000"; "007" for a digit string); for one
        // too long for `Self` the standard library's parser answers nil, as it does for the scientific form of
        // an extreme exponent.
        guard let value = Self(numericValue.canonical, radix: 10) else {
            throw .outOfRange(numericValue, for: Self.self)
        }
        self = value
    }
}

extension Int: NumericFormatValue {}
extension Int8: NumericFormatValue {}
extension Int16: NumericFormatValue {}
extension Int32: NumericFormatValue {}
extension Int64: NumericFormatValue {}
extension UInt: NumericFormatValue {}
extension UInt8: NumericFormatValue {}
extension UInt16: NumericFormatValue {}
extension UInt32: NumericFormatValue {}
extension UInt64: NumericFormatValue {}

// MARK: - Binary floating point

extension Double: NumericFormatValue {
    /// ``/NumericInputCore/NumericKind/decimal``.
    public static var defaultNumericKind: NumericKind { .decimal }

    /// The shortest decimal that reads back as this value; nil for NaN and the infinities.
    public var numericValue: NumericValue? { isFinite ? NumericValue(description) : nil }

    /// The nearest `Double` to a complete number (correctly rounded, ties to even).
    ///
    /// A number too small for a `Double` rounds to zero (or a subnormal), as every decimal-to-binary conversion
    /// rounds.
    ///
    /// - Parameter numericValue: A complete number.
    /// - Throws: ``NumericParseError/Code/outOfRange`` when the nearest `Double` would be infinite
    ///   ("1e309"): never an infinity.
    public init(numericValue: NumericValue) throws(NumericParseError) {
        guard let value = Double(numericValue) else { throw .outOfRange(numericValue, for: Double.self) }
        self = value
    }
}

extension Float: NumericFormatValue {
    /// ``/NumericInputCore/NumericKind/decimal``.
    public static var defaultNumericKind: NumericKind { .decimal }

    /// The shortest decimal that reads back as this value; nil for NaN and the infinities.
    public var numericValue: NumericValue? { isFinite ? NumericValue(description) : nil }

    /// The nearest `Float` to a complete number (correctly rounded from the exact decimal, not through
    /// `Double`).
    ///
    /// - Parameter numericValue: A complete number.
    /// - Throws: ``NumericParseError/Code/outOfRange`` when the nearest `Float` would be infinite.
    public init(numericValue: NumericValue) throws(NumericParseError) {
        guard let value = Float(numericValue.canonical), value.isFinite else {
            throw .outOfRange(numericValue, for: Float.self)
        }
        self = value
    }
}

// MARK: - Decimal

extension Decimal: NumericFormatValue {
    /// ``/NumericInputCore/NumericKind/decimal``.
    public static var defaultNumericKind: NumericKind { .decimal }

    /// The value, exactly; nil for NaN.
    public var numericValue: NumericValue? { isNaN ? nil : NumericValue(description) }

    /// The `Decimal` a complete number is, exactly: no binary rounding and no rounding to 38 digits.
    ///
    /// - Parameter numericValue: A complete number.
    /// - Throws: ``NumericParseError/Code/tooManyDigits`` for more than 38 significant digits;
    ///   ``NumericParseError/Code/outOfRange`` for an exponent `Decimal` cannot hold (beyond about 10¹⁶⁵ or
    ///   below 10⁻¹²⁸).
    public init(numericValue: NumericValue) throws(NumericParseError) {
        guard let value = numericValue.decimal else {
            if numericValue.significandDigitCount > NumericValue.inlineDigitCapacity {
                throw .tooManyDigits(numericValue, for: Decimal.self, maximum: NumericValue.inlineDigitCapacity)
            }
            throw .outOfRange(numericValue, for: Decimal.self)
        }
        self = value
    }
}
