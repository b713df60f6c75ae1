/// A field's rule and options compiled for editing: the grouping it inserts and the symbols its options need.
///
/// The shown text is the number behind it (the *raw* text, what the rule checks) with grouping separators
/// inserted in the integer part. An edit maps the shown range to the raw text, edits the raw text, checks it with
/// the rule's compiled plan in one pass, and writes the new shown text with the caret — all in one scratch buffer
/// (`FieldLayout+Editing.swift`, `FieldLayout+Formatting.swift`). Reading the shown text back (where the inserted
/// separators are, what a key is) is in `FieldLayout+Reading.swift`.
///
/// Immutable once made; `@unchecked Sendable` for the one buffer it owns (the affixes' bytes), which it never
/// writes after its initializer and frees in `deinit`.
final class FieldLayout: @unchecked Sendable {
    let rule: InputRule
    let options: FieldOptions
    /// The rule's compiled plan and its grammar (nil for a rule without a number): stored, so an edit reads them
    /// from the layout rather than through the rule (where each use retained and released the grammar). A local
    /// binding of the grammar can still be retained for its scope: `unformat` reads it through
    /// ``grammarReference`` instead.
    let plan: RulePlan
    let grammar: NumberGrammar?
    /// The grammar for `unformat`'s loop, which reads it through `_withUnsafeGuaranteedRef` and so retains nothing.
    let grammarReference: Unmanaged<NumberGrammar>?
    /// The rule's number, for reading pastes.
    var validator: NumericValidator? { rule.plan.configuration.number }
    /// Whether grouping separators are inserted.
    let formats: Bool
    /// Whether an edit's verdict is read on from the kept raw text's checkpoints (``VerdictCheckpoint``): a
    /// formatting field whose plan reads its verdicts through a table.
    let readsCheckpoints: Bool
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
    /// Whether the field has a style, whose affixes it writes around the number (see `FieldLayout+Affixes.swift`).
    let isStyled: Bool
    /// The style's first affixes of each sign (``affixes(of:)``) in UTF-8, one after another — negative prefix,
    /// negative suffix, positive prefix, positive suffix — with where each ends, and the prefixes' UTF-16 lengths:
    /// what `decorate(_:caret:into:)` writes around the number and `locate(_:)` finds there, read in place
    /// (strings or arrays held here would be retained at every edit).
    private let affixBytes: UnsafeMutableBufferPointer<UInt8>
    private let affixEnds: (Int, Int, Int, Int)
    let prefixUnits: (negative: Int, positive: Int)

    init(rule: InputRule, options: FieldOptions) {
        self.rule = rule
        self.options = options
        plan = rule.plan
        grammar = rule.plan.grammar
        grammarReference = rule.plan.grammar.map(Unmanaged.passUnretained)
        deletionsAlwaysAllowed = rule.plan.deletionsAlwaysAllowed
        let affixPair = Self.affixes(of: rule.plan)
        isStyled = affixPair != nil
        let affixes = affixPair.map { [$0.negative.prefix, $0.negative.suffix, $0.positive.prefix, $0.positive.suffix] }
            ?? ["", "", "", ""]
        let bytes = affixes.flatMap { Array($0.utf8) }
        affixBytes = .allocate(capacity: Swift.max(1, bytes.count))
        _ = affixBytes.initialize(from: bytes)
        let ends = affixes.map(\.utf8.count).reduce(into: [Int]()) { $0.append(($0.last ?? 0) + $1) }
        affixEnds = (ends[0], ends[1], ends[2], ends[3])
        prefixUnits = (affixes[0].utf16.count, affixes[2].utf16.count)
        guard let grammar = rule.plan.grammar else {
            (formats, readsCheckpoints) = (false, false)
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
        readsCheckpoints = formats && rule.plan.checkpointTable != 0
        decimalScalar = NumberGrammar.singleScalar(symbols.decimalSeparator)
        groupingScalar = NumberGrammar.singleScalar(symbols.groupingSeparator)
        minus = Array(symbols.minusSign.utf8)
        exponent = NumberGrammar.withoutBidiMarks(symbols.exponentSymbol)
    }

    deinit { affixBytes.deallocate() }

    /// The UTF-8 of the style's prefix or suffix for a sign (see ``affixBytes``).
    @inline(__always)
    func affix(negative: Bool, prefix: Bool) -> UnsafeBufferPointer<UInt8> {
        let (start, end) = switch (negative, prefix) {
        case (true, true): (0, affixEnds.0)
        case (true, false): (affixEnds.0, affixEnds.1)
        case (false, true): (affixEnds.1, affixEnds.2)
        case (false, false): (affixEnds.2, affixEnds.3)
        }
        return UnsafeBufferPointer(start: affixBytes.baseAddress.unsafelyUnwrapped + start, count: end &- start)
    }
}
