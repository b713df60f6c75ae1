/// The constraints of one text field, composed as a value.
///
/// Every constraint is optional; an empty rule accepts everything. Build one with chained calls, each returning
/// a new rule:
///
/// ```swift
/// let vowels    = InputRule.maxLength(6).allowing("aeiouAEIOU")
/// let consonant = InputRule.maxLength(8).disallowing("aeiouAEIOU")
/// let pin       = InputRule.maxLength(3).number(NumericValidator(symbols: symbols, kind: .digits))
/// let amount    = InputRule.maxLength(7).number(NumericValidator(symbols: symbols, kind: .numeric))
/// let age       = InputRule.number(validator).bounded(minimum: 18, maximum: 120)
/// ```
///
/// Then decide edits with ``evaluate(current:utf16Offset:utf16Length:replacement:)`` or whole texts
/// with ``verdict(for:)``.
public struct InputRule: Sendable {
    /// The rule compiled: every scan reads this, and copying a rule is one retain.
    let plan: RulePlan

    /// What the rule says, as written with the builders.
    struct Configuration: Sendable {
        var maxLength: Int?
        var allowedCharacters: Set<Character>?
        var disallowedCharacters: Set<Character> = []
        var validator: NumericValidator?
        var maxIntegerDigits: Int?
        var maxFractionDigits: Int?
        var minimum: NumericValue?
        var maximum: NumericValue?
        var deletionPolicy: DeletionPolicy = .alwaysAllowed
        var normalizesPastes = false
    }

    /// The most grapheme clusters the text may have (what `String.count` counts); nil: no limit.
    public var maxLength: Int? { plan.configuration.maxLength }
    /// When set, every character must be one of these (compared under canonical equivalence).
    public var allowedCharacters: Set<Character>? { plan.configuration.allowedCharacters }
    /// No character may be one of these (compared under canonical equivalence).
    public var disallowedCharacters: Set<Character> { plan.configuration.disallowedCharacters }
    /// The number the text must be, if any.
    public var validator: NumericValidator? { plan.configuration.validator }
    /// The most digits before the decimal separator (leading zeros count: they are typed); nil: no limit.
    public var maxIntegerDigits: Int? { plan.configuration.maxIntegerDigits }
    /// The most digits after the decimal separator; nil: no limit.
    public var maxFractionDigits: Int? { plan.configuration.maxFractionDigits }
    /// The smallest value a complete text may have; requires ``validator``.
    public var minimum: NumericValue? { plan.configuration.minimum }
    /// The largest value a complete text may have; requires ``validator``.
    public var maximum: NumericValue? { plan.configuration.maximum }
    /// What happens to edits that only delete.
    public var deletionPolicy: DeletionPolicy { plan.configuration.deletionPolicy }
    /// Whether a rejected paste is retried with its grouping separators removed (see ``normalizingPastes()``).
    public var normalizesPastes: Bool { plan.configuration.normalizesPastes }

    /// A rule with no constraints.
    public init() {
        self.init(Configuration())
    }

    init(_ configuration: Configuration) {
        plan = RulePlan(configuration, grammar: configuration.validator?.grammar)
    }

    /// Which constraint rejected a text.
    public enum Constraint: String, Sendable, Hashable, CaseIterable {
        /// ``InputRule/maxLength``.
        case maxLength
        /// ``InputRule/allowedCharacters``.
        case allowedCharacters
        /// ``InputRule/disallowedCharacters``.
        case disallowedCharacters
        /// ``InputRule/validator``: not a number of the kind.
        case number
        /// ``InputRule/maxIntegerDigits``.
        case maxIntegerDigits
        /// ``InputRule/maxFractionDigits``.
        case maxFractionDigits
        /// ``InputRule/minimum``.
        case minimum
        /// ``InputRule/maximum``.
        case maximum
        /// ``InputRule/deletionPolicy``.
        case deletion
    }

    /// Whether deletions are checked.
    public enum DeletionPolicy: String, Sendable, Hashable {
        /// Every edit that only removes text is accepted, as the classic delegate does: a user can always get
        /// back to an empty field.
        case alwaysAllowed
        /// Deletions are checked like any edit (deleting the "1" of "1.234" under strict grouping is refused).
        case validated
    }

    // MARK: - Composition

    /// A rule limiting the length in grapheme clusters.
    public static func maxLength(_ count: Int) -> InputRule { InputRule().maxLength(count) }
    /// A rule allowing only these characters.
    public static func allowing(_ characters: String) -> InputRule { InputRule().allowing(characters) }
    /// A rule refusing these characters.
    public static func disallowing(_ characters: String) -> InputRule { InputRule().disallowing(characters) }
    /// A rule requiring a number.
    public static func number(_ validator: NumericValidator) -> InputRule { InputRule().number(validator) }

    /// This rule, limited to `count` grapheme clusters. A negative count is taken as 0.
    public func maxLength(_ count: Int) -> InputRule { with { $0.maxLength = Swift.max(0, count) } }

    /// This rule, allowing only the characters of `characters` (on top of any allowed before, intersected).
    public func allowing(_ characters: String) -> InputRule {
        with { rule in
            let set = Set(characters)
            rule.allowedCharacters = rule.allowedCharacters.map { $0.intersection(set) } ?? set
        }
    }

    /// This rule, refusing the characters of `characters` too.
    public func disallowing(_ characters: String) -> InputRule {
        with { $0.disallowedCharacters.formUnion(characters) }
    }

    /// This rule, requiring a number as `validator` decides.
    public func number(_ validator: NumericValidator) -> InputRule { with { $0.validator = validator } }

    /// This rule, with at most `count` integer digits.
    public func maxIntegerDigits(_ count: Int) -> InputRule { with { $0.maxIntegerDigits = Swift.max(0, count) } }

    /// This rule, with at most `count` fraction digits.
    public func maxFractionDigits(_ count: Int) -> InputRule { with { $0.maxFractionDigits = Swift.max(0, count) } }

    /// This rule, with value bounds (either may be nil). A partial text must still be able to reach the bounds:
    /// with 18...120, "1" and "12" are partial, "13" is invalid.
    ///
    /// Bounds apply to numbers without an exponent: a bounded rule refuses exponent markers.
    public func bounded(minimum: NumericValue?, maximum: NumericValue?) -> InputRule {
        with {
            $0.minimum = minimum
            $0.maximum = maximum
        }
    }

    /// This rule, with integer bounds.
    public func bounded(_ range: ClosedRange<Int>) -> InputRule {
        bounded(minimum: NumericValue(range.lowerBound), maximum: NumericValue(range.upperBound))
    }

    /// This rule, with the given deletion policy.
    public func deletions(_ policy: DeletionPolicy) -> InputRule { with { $0.deletionPolicy = policy } }

    /// This rule, normalising pastes: an inserted text of more than one character that the rule rejects is
    /// retried with the grouping separators that are valid under strict grouping removed ("1.234,50" in de_DE
    /// becomes "1234,50"); the decision then carries the text to put in the field.
    public func normalizingPastes() -> InputRule { with { $0.normalizesPastes = true } }

    /// A new rule: this one's configuration changed, compiled anew.
    private func with(_ change: (inout Configuration) -> Void) -> InputRule {
        var configuration = plan.configuration
        change(&configuration)
        return InputRule(configuration)
    }
}

extension NumericValue {
    /// The value of a plain ASCII decimal ("0.5", "-5", "1e3"); nil when `text` is not one.
    ///
    /// ```swift
    /// NumericValue("0.5")?.canonical   // "0.5"
    /// ```
    public init?(_ text: String) {
        guard let value = NumericValidator.plainDecimal.verdict(for: text).value else { return nil }
        self = value
    }

    /// The value of an integer.
    ///
    /// - Parameter integer: Any `Int`.
    /// - Complexity: O(1); no allocation.
    public init(_ integer: Int) {
        let magnitude = integer.magnitude
        guard magnitude != 0 else { self = .zero; return }
        var digits = ValueDigits()
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        var rest = magnitude
        var integerDigitCount = 0
        while divisor > 0 {
            digits.append(UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
            integerDigitCount += 1
        }
        self = digits.value(isNegative: integer < 0, integerDigitCount: integerDigitCount, exponent: 0)
    }
}

extension NumericValidator {
    /// Plain ASCII decimals, for bounds given as text.
    static let plainDecimal = NumericValidator(symbols: .posix, kind: .numeric)
}

