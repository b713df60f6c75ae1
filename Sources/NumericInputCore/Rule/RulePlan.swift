/// An ``InputRule`` (or a bare ``NumericValidator``) compiled once into what a scan reads: the stages it needs,
/// chosen up front, and each stage's tables. Held by reference, so copying a rule or a validator is one retain;
/// a field without a stage pays nothing for it.
final class RulePlan: Sendable {
    /// The rule as written.
    let configuration: InputRule.Configuration
    /// The number grammar; nil for a text-only rule.
    let grammar: NumberGrammar?
    /// The style's affixes around the number (a percentage, an amount of money); nil for a plain number.
    let affixes: AffixPlan?
    /// Limits, `Int.max` when absent, so the scan compares without unwrapping.
    let maxLength: Int
    let maxIntegerDigits: Int
    let maxFractionDigits: Int
    /// Allowed and disallowed characters; nil when the rule has neither.
    let characters: CharacterCheck?
    /// Their ASCII maps, as plain values a scan reads without loading `characters`.
    let characterMaps: CharacterCheck.Maps
    /// Value bounds; nil when the rule has none.
    let bounds: Bounds?
    /// Whether a scan counts grapheme clusters (for the length or the character sets).
    let countsGraphemes: Bool
    /// With a limit on length or digits, every lexeme changes what the bounds can reach.
    let checksBoundsOnEveryLexeme: Bool
    /// `bounds != nil` and `characters != nil`, read without touching the references.
    let hasBounds: Bool
    let checksCharacters: Bool
    /// Whether a number-only scan may read the mantissa from the grammar's table
    /// (``NumberStateMachine/MantissaTable``): a grammar with a table and ASCII digits, and no digit limit (which
    /// the table does not count against).
    let readsMantissaTable: Bool
    /// Whether a number-only scan may read the mantissa from the grammar's ``ScalarMantissaTable`` instead: a
    /// locale that writes its own digits, and no digit limit.
    let readsScalarMantissaTable: Bool
    /// A whole text's verdict, with its value, read through the table first
    /// (`MantissaReader.verdict(of:grammar:digitLimits:)`): a grammar with a table and ASCII digits, digit limits
    /// or none, for a number kind (a digit string keeps its zeros, which the table's value does not).
    let readsMantissaTableVerdict: Bool
    /// The same through the grammar's ``ScalarMantissaTable`` (`ScalarMantissaReader.verdict(of:grammar:)`): a
    /// locale that writes its own two-byte digits, a number kind, and no digit limit (which the table does not
    /// count against).
    let readsScalarMantissaTableVerdict: Bool
    /// The same for a plan with a digit limit: the table reads the mantissa and the limits are checked on what it
    /// took (`InputRule`'s `limitedMantissaStatus`).
    let readsLimitedMantissaTable: Bool
    /// The same for a plan with bounds and nothing else to count (no length, character sets or digit limits): a
    /// text the table takes whole, whose value the fixed-point check decides in or within reach of the bounds,
    /// is told without the bounds' driver (`InputRule`'s `boundedStatusThroughTable`).
    let readsBoundedMantissaTable: Bool
    /// ``readsLimitedMantissaTable`` without character sets or bounds: a text no longer than `maxLength` (`.max`
    /// without a length, the only way such a plan counts clusters) runs the number's stage alone, through the
    /// table (``editReadsLimitedNumberOnly(byteCount:)``): one flag and one comparison where an edit read five.
    let readsLimitedNumberAlone: Bool
    /// For such a plan, the mantissa's table counting digits against its limits: a text it takes whole is within
    /// them, with no second look at its digits. Nil for every other plan, and where the limits need too many
    /// states (``DigitLimitTable``).
    let digitLimitTable: DigitLimitTable?
    /// A grammar and no character sets, bounds or digit limits read through the table
    /// (``editReadsNumberOnly(byteCount:)``): one flag where an edit read three.
    let readsNumberAlone: Bool
    /// Which table a whole text's verdict can be read on from a ``VerdictCheckpoint`` with
    /// (``checkpointedVerdict(of:from:at:)``): 1 the ASCII mantissa table, 2 the scalar one, 0 none.
    let checkpointTable: UInt8
    /// The configuration's flags the edit path reads, so it never copies the configuration.
    let readsPastes: Bool
    let deletionsAlwaysAllowed: Bool

    /// Compiles a rule; `mantissaTable` false keeps every scan on the driver alone (what tests compare the
    /// table with).
    init(_ configuration: InputRule.Configuration, grammar: NumberGrammar?, affixes: AffixPlan? = nil,
         mantissaTable: Bool = true) {
        self.configuration = configuration
        self.affixes = grammar == nil ? nil : affixes
        let hasBounds = configuration.minimum != nil || configuration.maximum != nil
        self.grammar = grammar
        maxLength = configuration.maxLength ?? .max
        maxIntegerDigits = configuration.maxIntegerDigits ?? .max
        // A currency's fraction digits limit the number unless the rule sets its own limit.
        maxFractionDigits = configuration.maxFractionDigits ?? affixes?.symbols.fractionDigits ?? .max
        let characters = CharacterCheck(allowed: configuration.allowedCharacters,
                                        disallowed: configuration.disallowedCharacters)
        self.characters = characters
        characterMaps = characters?.maps ?? CharacterCheck.Maps(allowed: nil, disallowed: nil)
        bounds = hasBounds ? grammar.map {
            Bounds(minimum: configuration.minimum, maximum: configuration.maximum, kind: $0.kind,
                   primaryGroupSize: $0.primaryGroupSize, secondaryGroupSize: $0.secondaryGroupSize)
        } : nil
        countsGraphemes = configuration.maxLength != nil || characters != nil
        checksBoundsOnEveryLexeme = configuration.maxLength != nil || configuration.maxIntegerDigits != nil
            || maxFractionDigits != .max
        self.hasBounds = bounds != nil
        self.checksCharacters = characters != nil
        let readsTable = mantissaTable && (grammar?.hasMantissaTable ?? false)
        let limitsDigits = maxIntegerDigits != .max || maxFractionDigits != .max
        readsMantissaTable = readsTable && !limitsDigits
        readsScalarMantissaTable = mantissaTable && grammar?.scalarMantissaTable != nil && !limitsDigits
        readsLimitedMantissaTable = readsTable && limitsDigits
        readsMantissaTableVerdict = readsTable && grammar?.kind != .digits
        readsScalarMantissaTableVerdict = readsScalarMantissaTable && grammar?.kind != .digits
        readsBoundedMantissaTable = readsTable && !limitsDigits && hasBounds && !countsGraphemes
        readsNumberAlone = grammar != nil && characters == nil && !hasBounds && !readsLimitedMantissaTable
        checkpointTable = Self.checkpointTable(
            affixes: self.affixes, readsNumberAlone: readsNumberAlone,
            readsMantissaTableVerdict: readsMantissaTableVerdict, readsLimitedMantissaTable: readsLimitedMantissaTable,
            readsScalarMantissaTableVerdict: readsScalarMantissaTableVerdict)
        readsLimitedNumberAlone = readsLimitedMantissaTable && characters == nil && !hasBounds
        if readsLimitedNumberAlone && self.affixes == nil, let grammar {
            digitLimitTable = DigitLimitTable(grammar: grammar, integerDigits: maxIntegerDigits,
                                              fractionDigits: maxFractionDigits)
        } else {
            digitLimitTable = nil
        }
        readsPastes = configuration.normalizesPastes && configuration.number != nil
        deletionsAlwaysAllowed = configuration.deletionPolicy == .alwaysAllowed
    }

    /// The plan of a validator alone: the number, nothing else.
    convenience init(number grammar: NumberGrammar, affixes: AffixPlan? = nil) {
        self.init(InputRule.Configuration(), grammar: grammar, affixes: affixes)
    }
}
