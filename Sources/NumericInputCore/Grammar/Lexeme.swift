/// What one scalar (or one multi-scalar symbol) is to the number grammar: a digit, a symbol, or nothing.
///
/// A lexeme is one byte, so the grammar's ASCII table is 128 bytes and a lookup is a load. The byte's layout is
/// private to this type: everything else asks it questions (``isDigit``, ``digitValue``, ``symbolIndex``).
struct Lexeme: RawRepresentable, Hashable, Sendable {
    let rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }

    // 0x00...0x09: ASCII digit; 0x10...0x19: native digit; 0x20...: symbols; 0x40 | i: start of symbol i.
    private static let nativeBase: UInt8 = 0x10
    private static let symbolStartBase: UInt8 = 0x40

    /// The ASCII digit `value` (0...9).
    static func asciiDigit(_ value: UInt8) -> Lexeme { Lexeme(rawValue: value) }
    /// The digit `value` (0...9) of the locale's own numbering system.
    static func nativeDigit(_ value: UInt8) -> Lexeme { Lexeme(rawValue: nativeBase | value) }
    /// A minus sign: "-", U+2212 or the locale's.
    static let minus = Lexeme(rawValue: 0x20)
    /// A plus sign.
    static let plus = Lexeme(rawValue: 0x21)
    /// The locale's decimal separator.
    static let decimalSeparator = Lexeme(rawValue: 0x22)
    /// A grouping separator.
    static let groupingSeparator = Lexeme(rawValue: 0x23)
    /// An exponent marker: "e", "E" or the locale's symbol.
    static let exponent = Lexeme(rawValue: 0x24)
    /// A bidi mark (U+200E, U+200F, U+061C), allowed next to a sign.
    static let bidiMark = Lexeme(rawValue: 0x25)
    /// Not part of any number.
    static let other = Lexeme(rawValue: 0xFF)
    /// The first scalar of the multi-scalar symbols; `index` (0..<32) names the first of them in the grammar.
    static func symbolStart(_ index: Int) -> Lexeme { Lexeme(rawValue: symbolStartBase | UInt8(index)) }

    /// Whether this is a digit of either system.
    @inline(__always) var isDigit: Bool { rawValue < 0x20 }
    /// The digit's value, 0...9 (for digits only).
    @inline(__always) var digitValue: UInt8 { rawValue & 0x0F }
    /// The digit's system: ASCII or native (for digits only).
    @inline(__always) var digitSystem: DigitSystem { rawValue < Self.nativeBase ? .ascii : .native }
    /// Whether this scalar starts a multi-scalar symbol.
    @inline(__always) var isSymbolStart: Bool { rawValue & 0xC0 == Self.symbolStartBase }
}

/// Which digits a number is written in. One number uses one system throughout.
enum DigitSystem: UInt8, Sendable {
    case ascii, native
}
