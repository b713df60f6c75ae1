/// A field's rule and options compiled for editing: the grouping it inserts and the symbols its options need.
///
/// The shown text is the number behind it (the *raw* text, what the rule checks) with grouping separators
/// inserted in the integer part. An edit maps the shown range to the raw text, edits the raw text, checks it with
/// the rule's compiled plan in one pass, and writes the new shown text with the caret — all in one scratch buffer
/// (`FieldLayout+Editing.swift`, `FieldLayout+Formatting.swift`). Reading the shown text back (where the inserted
/// separators are, what a key is) is in `FieldLayout+Reading.swift`.
final class FieldLayout: Sendable {
    let rule: InputRule
    let options: FieldOptions
    /// The rule's compiled plan and its grammar (nil for a rule without a number): stored, so an edit reads them
    /// from the layout it is called on without retaining them (reached through the rule, each use retained and
    /// released the grammar).
    let plan: RulePlan
    let grammar: NumberGrammar?
    /// The rule's number, for reading pastes.
    var validator: NumericValidator? { rule.plan.configuration.number }
    /// Whether grouping separators are inserted.
    let formats: Bool
    /// The grouping separator's UTF-8, and its first byte.
    let group: [UInt8]
    let groupFirst: UInt8
    /// The separator's UTF-16 length.
    let groupUnits: Int
    /// Where separators go.
    let grouping: DigitGrouping
    /// The locale's decimal and grouping separators when each is one scalar (bidi marks aside).
    let decimalScalar: UInt32?
    let groupingScalar: UInt32?
    /// The locale's minus sign's UTF-8, bidi marks included.
    let minus: [UInt8]
    /// The exponent symbol's scalars without bidi marks.
    let exponent: [UInt32]
    let deletionsAlwaysAllowed: Bool
    /// The affixes a styled field writes around the number (see `FieldLayout+Affixes.swift`); nil without a style.
    let affixPair: (positive: StyleSymbols.Affixes, negative: StyleSymbols.Affixes)?

    init(rule: InputRule, options: FieldOptions) {
        self.rule = rule
        self.options = options
        plan = rule.plan
        grammar = rule.plan.grammar
        deletionsAlwaysAllowed = rule.plan.deletionsAlwaysAllowed
        affixPair = Self.affixes(of: rule.plan)
        guard let grammar = rule.plan.grammar else {
            formats = false
            (group, groupFirst, groupUnits) = ([], 0, 0)
            grouping = DigitGrouping(primary: 0, secondary: 1)
            (decimalScalar, groupingScalar, minus, exponent) = (nil, nil, [], [])
            return
        }
        let symbols = grammar.symbols
        group = Array(symbols.groupingSeparator.utf8)
        groupFirst = group.first ?? 0
        groupUnits = symbols.groupingSeparator.utf16.count
        grouping = DigitGrouping(symbols)
        formats = options.formatsAsYouType && grammar.kind != .digits && grouping.primary > 0 && !group.isEmpty
        decimalScalar = NumberGrammar.singleScalar(symbols.decimalSeparator)
        groupingScalar = NumberGrammar.singleScalar(symbols.groupingSeparator)
        minus = Array(symbols.minusSign.utf8)
        exponent = NumberGrammar.withoutBidiMarks(symbols.exponentSymbol)
    }
}
