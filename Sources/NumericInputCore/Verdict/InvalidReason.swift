/// Why a text is not a number of the wanted kind.
///
/// A struct over a private enumeration, so that reasons can be added without breaking a `switch`.
/// Compare with the static members: `reason == .mixedDigitSystems`.
public struct InvalidReason: Sendable, Hashable, CustomStringConvertible {
    enum Code: UInt8, Sendable, Hashable {
        case unexpectedCharacter, misplacedSymbol, signNotAllowed, decimalSeparatorNotAllowed
        case exponentNotAllowed, groupingSeparatorNotAllowed, misplacedGroupingSeparator
        case mixedDigitSystems, exponentOutOfRange
        case tooLong, characterNotAllowed, characterDisallowed
        case tooManyIntegerDigits, tooManyFractionDigits, belowMinimum, aboveMaximum
        case deletionRejected, ambiguousPaste, ambiguousDecimalSeparator
        case wrongCurrency, misplacedAffix, affixNotAllowed
    }

    let code: Code

    init(_ code: Code) { self.code = code }

    /// A character that is never part of a number in this locale (a letter, a space, a stray symbol).
    public static let unexpectedCharacter = InvalidReason(.unexpectedCharacter)
    /// A symbol of the number in a place it cannot stand: a second sign, a second decimal separator, an
    /// exponent before any digit, a bidi mark that is not next to a sign.
    public static let misplacedSymbol = InvalidReason(.misplacedSymbol)
    /// A sign in a kind without one (``NumericKind/positiveInteger``, ``NumericKind/digits``).
    public static let signNotAllowed = InvalidReason(.signNotAllowed)
    /// A decimal separator in a kind without a fraction.
    public static let decimalSeparatorNotAllowed = InvalidReason(.decimalSeparatorNotAllowed)
    /// An exponent marker in a kind without an exponent.
    public static let exponentNotAllowed = InvalidReason(.exponentNotAllowed)
    /// A grouping separator under ``GroupingPolicy/none``.
    public static let groupingSeparatorNotAllowed = InvalidReason(.groupingSeparatorNotAllowed)
    /// A grouping separator, or a digit, that breaks the locale's group sizes under ``GroupingPolicy/strict``.
    public static let misplacedGroupingSeparator = InvalidReason(.misplacedGroupingSeparator)
    /// A digit from another numbering system than the number's first digit ("1٢").
    public static let mixedDigitSystems = InvalidReason(.mixedDigitSystems)
    /// An exponent beyond ±999,999,999 (NumericInput's own limit on a typed exponent; see the edge-case table).
    public static let exponentOutOfRange = InvalidReason(.exponentOutOfRange)
    /// More characters than the rule's maximum length.
    public static let tooLong = InvalidReason(.tooLong)
    /// A character outside the rule's allowed characters.
    public static let characterNotAllowed = InvalidReason(.characterNotAllowed)
    /// A character among the rule's disallowed characters.
    public static let characterDisallowed = InvalidReason(.characterDisallowed)
    /// More integer digits than the rule allows.
    public static let tooManyIntegerDigits = InvalidReason(.tooManyIntegerDigits)
    /// More fraction digits than the rule allows.
    public static let tooManyFractionDigits = InvalidReason(.tooManyFractionDigits)
    /// Below the rule's minimum, and no continuation can reach it.
    public static let belowMinimum = InvalidReason(.belowMinimum)
    /// Above the rule's maximum, and no continuation can come back under it.
    public static let aboveMaximum = InvalidReason(.aboveMaximum)
    /// A deletion, under a deletion policy that validates deletions.
    public static let deletionRejected = InvalidReason(.deletionRejected)
    /// A paste whose grouping cannot be removed unambiguously.
    public static let ambiguousPaste = InvalidReason(.ambiguousPaste)
    /// A "." or "," typed into a field that takes the other decimal separator as an alias
    /// (``FieldOptions/decimalSeparatorAliases``), where that character is the locale's grouping separator:
    /// de_DE's "." could mean either, so it is refused rather than guessed.
    public static let ambiguousDecimalSeparator = InvalidReason(.ambiguousDecimalSeparator)

    /// Another currency's symbol or ISO code in a currency field ("€" or "EUR" in a USD field).
    public static let wrongCurrency = InvalidReason(.wrongCurrency)
    /// The field's own affix where it cannot stand: twice, or in the middle of the digits ("$1$2").
    public static let misplacedAffix = InvalidReason(.misplacedAffix)
    /// An affix of another style: a percent sign in a currency field, a currency in a percent or plain field,
    /// parentheses outside the accounting style.
    public static let affixNotAllowed = InvalidReason(.affixNotAllowed)

    /// A short stable name, such as "mixed-digit-systems".
    public var name: String {
        switch code {
        case .unexpectedCharacter: "unexpected-character"
        case .misplacedSymbol: "misplaced-symbol"
        case .signNotAllowed: "sign-not-allowed"
        case .decimalSeparatorNotAllowed: "decimal-separator-not-allowed"
        case .exponentNotAllowed: "exponent-not-allowed"
        case .groupingSeparatorNotAllowed: "grouping-separator-not-allowed"
        case .misplacedGroupingSeparator: "misplaced-grouping-separator"
        case .mixedDigitSystems: "mixed-digit-systems"
        case .exponentOutOfRange: "exponent-out-of-range"
        case .tooLong: "too-long"
        case .characterNotAllowed: "character-not-allowed"
        case .characterDisallowed: "character-disallowed"
        case .tooManyIntegerDigits: "too-many-integer-digits"
        case .tooManyFractionDigits: "too-many-fraction-digits"
        case .belowMinimum: "below-minimum"
        case .aboveMaximum: "above-maximum"
        case .deletionRejected: "deletion-rejected"
        case .ambiguousPaste: "ambiguous-paste"
        case .ambiguousDecimalSeparator: "ambiguous-decimal-separator"
        case .wrongCurrency: "wrong-currency"
        case .misplacedAffix: "misplaced-affix"
        case .affixNotAllowed: "affix-not-allowed"
        }
    }

    /// The same as ``name``.
    public var description: String { name }

    /// The rule constraint this reason belongs to: ``InputRule/Constraint/number`` for every reason the number
    /// grammar gives.
    public var constraint: InputRule.Constraint {
        switch code {
        case .tooLong: .maxLength
        case .characterNotAllowed: .allowedCharacters
        case .characterDisallowed: .disallowedCharacters
        case .tooManyIntegerDigits: .maxIntegerDigits
        case .tooManyFractionDigits: .maxFractionDigits
        case .belowMinimum: .minimum
        case .aboveMaximum: .maximum
        case .deletionRejected: .deletion
        default: .number
        }
    }
}
