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

    /// What the rule says, as written with the builders: every constraint, read-only.
    ///
    /// ```swift
    /// let rule = InputRule.maxLength(6).allowing("aeiou")
    /// rule.configuration.maxLength   // 6
    /// ```
    public struct Configuration: Sendable {
        /// The most grapheme clusters the text may have (what `String.count` counts); nil: no limit.
        public internal(set) var maxLength: Int?
        /// When set, every character must be one of these (compared under canonical equivalence).
        public internal(set) var allowedCharacters: Set<Character>?
        /// No character may be one of these (compared under canonical equivalence).
        public internal(set) var disallowedCharacters: Set<Character> = []
        /// The number the text must be, if any: the constraint ``InputRule/Constraint/number``.
        public internal(set) var number: NumericValidator?
        /// The most digits before the decimal separator (leading zeros count: they are typed); nil: no limit.
        public internal(set) var maxIntegerDigits: Int?
        /// The most digits after the decimal separator; nil: no limit.
        public internal(set) var maxFractionDigits: Int?
        /// The smallest value a complete text may have; requires ``number``.
        public internal(set) var minimum: NumericValue?
        /// The largest value a complete text may have; requires ``number``.
        public internal(set) var maximum: NumericValue?
        /// What happens to edits that only delete.
        public internal(set) var deletionPolicy: DeletionPolicy = .alwaysAllowed
        /// Whether pastes are read as numbers in the conventions people paste them in (see
        /// ``InputRule/normalizingPastes()``).
        public internal(set) var normalizesPastes = false
    }

    /// Every constraint of the rule, as the builders set them.
    public var configuration: Configuration { plan.configuration }

    /// The most grapheme clusters the text may have.
    @available(*, deprecated, renamed: "configuration.maxLength")
    public var maxLength: Int? { configuration.maxLength }
    /// The characters the text may consist of.
    @available(*, deprecated, renamed: "configuration.allowedCharacters")
    public var allowedCharacters: Set<Character>? { configuration.allowedCharacters }
    /// The characters the text may not contain.
    @available(*, deprecated, renamed: "configuration.disallowedCharacters")
    public var disallowedCharacters: Set<Character> { configuration.disallowedCharacters }
    /// The number the text must be.
    @available(*, deprecated, renamed: "configuration.number")
    public var validator: NumericValidator? { configuration.number }
    /// The most integer digits.
    @available(*, deprecated, renamed: "configuration.maxIntegerDigits")
    public var maxIntegerDigits: Int? { configuration.maxIntegerDigits }
    /// The most fraction digits.
    @available(*, deprecated, renamed: "configuration.maxFractionDigits")
    public var maxFractionDigits: Int? { configuration.maxFractionDigits }
    /// The smallest value.
    @available(*, deprecated, renamed: "configuration.minimum")
    public var minimum: NumericValue? { configuration.minimum }
    /// The largest value.
    @available(*, deprecated, renamed: "configuration.maximum")
    public var maximum: NumericValue? { configuration.maximum }
    /// What happens to edits that only delete.
    @available(*, deprecated, renamed: "configuration.deletionPolicy")
    public var deletionPolicy: DeletionPolicy { configuration.deletionPolicy }
    /// Whether pastes are read as numbers.
    @available(*, deprecated, renamed: "configuration.normalizesPastes")
    public var normalizesPastes: Bool { configuration.normalizesPastes }

    /// A rule with no constraints.
    public init() {
        self.init(Configuration())
    }

    init(_ configuration: Configuration, mantissaTable: Bool = true) {
        plan = RulePlan(configuration, grammar: configuration.number?.grammar,
                        affixes: configuration.number?.plan.affixes, mantissaTable: mantissaTable)
    }

    /// This rule with every scan on the driver alone, without the grammar's mantissa table: what tests compare
    /// the table's reads with.
    var readingWithoutMantissaTable: InputRule { InputRule(configuration, mantissaTable: false) }

    /// Which constraint rejected a text.
    public enum Constraint: String, Sendable, Hashable, CaseIterable {
        /// ``Configuration/maxLength``.
        case maxLength
        /// ``Configuration/allowedCharacters``.
        case allowedCharacters
        /// ``Configuration/disallowedCharacters``.
        case disallowedCharacters
        /// ``Configuration/number``: not a number of the kind.
        case number
        /// ``Configuration/maxIntegerDigits``.
        case maxIntegerDigits
        /// ``Configuration/maxFractionDigits``.
        case maxFractionDigits
        /// ``Configuration/minimum``.
        case minimum
        /// ``Configuration/maximum``.
        case maximum
        /// ``Configuration/deletionPolicy``.
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

    /// This rule, requiring a number as `validator` decides (the constraint ``Constraint/number``).
    public func number(_ validator: NumericValidator) -> InputRule { with { $0.number = validator } }

    /// This rule, with at most `count` integer digits.
    public func maxIntegerDigits(_ count: Int) -> InputRule { with { $0.maxIntegerDigits = Swift.max(0, count) } }

    /// This rule, with at most `count` fraction digits.
    public func maxFractionDigits(_ count: Int) -> InputRule { with { $0.maxFractionDigits = Swift.max(0, count) } }

    /// This rule, with value bounds (either may be nil). Bounds are exact: a text stands while some continuation
    /// typed at its end, within the rule's length, digit limits, grouping and kind, can still make a complete value
    /// in bounds. With 18...120, "1" and "12" are partial, "13" is invalid.
    ///
    /// Numeric and scientific kinds take exponents under bounds: "5e2" in 0...1000 is complete, "5e4" invalid.
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
    public func deletionPolicy(_ policy: DeletionPolicy) -> InputRule { with { $0.deletionPolicy = policy } }

    /// This rule, with the given deletion policy.
    @available(*, deprecated, renamed: "deletionPolicy(_:)")
    public func deletions(_ policy: DeletionPolicy) -> InputRule { deletionPolicy(policy) }

    /// This rule, reading pastes as numbers: an inserted text of more than one character is read as a
    /// ``NumericField`` reads a paste — in the locale's convention, with "." and "," in each other's roles, with
    /// spaces or apostrophes grouping, in any digit system — and the number read is written again in the locale's
    /// symbols ("1.234,50" in de_DE becomes "1234,50"; "1,234.50" too). The decision is then
    /// ``EditDecision/acceptedPaste(_:text:_:)`` with the reading (certain, or ambiguous with the value not taken)
    /// and the field's whole text. A paste that does not read as one number goes to the rule as it is.
    public func normalizingPastes() -> InputRule { with { $0.normalizesPastes = true } }

    /// A new rule: this one's configuration changed, compiled anew.
    private func with(_ change: (inout Configuration) -> Void) -> InputRule {
        var configuration = plan.configuration
        change(&configuration)
        return InputRule(configuration)
    }
}
