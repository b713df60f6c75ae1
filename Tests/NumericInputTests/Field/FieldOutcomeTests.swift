import NumericInput
import Testing

/// `NumericField.perform(_:)` is `apply(_:)` without the copy of the state: two fields driven by the same edits, one
/// through each, must take and refuse the same edits with the same replacement, paste reading and rejection, throw
/// the same errors, and end every edit in the same state, the one `apply`'s change carries.
@Suite("Field engine: perform and apply")
struct FieldOutcomeTests {
    /// Edits of every kind: typed digits and separators, the other decimal separator, a sign toggle, deletions and
    /// moves, pastes (certain, ambiguous, not a number), a platform's replacement, selections, ranges past the end
    /// (errors), an input method's composition committed and refused, and focus leaving and coming back.
    static func script(_ symbols: NumberSymbols) -> [FieldEdit] {
        let keys = { (number: String) in FieldPairKeys.keys(number, symbols) }
        return keys("1234567").map { FieldEdit.type($0) } + [
            .type(keys(".")[0]), .type(keys("8")[0]), .type(keys("9")[0]), .deleteBackward,
            .type("."), .type(","), .type("x"), .type(symbols.groupingSeparator),
            .moveToStart, .type("-"), .moveToEnd, .type("-"), .deleteForward, .moveLeft, .moveLeft, .deleteBackward,
            .deleteForward, .moveRight, .type(keys("5")[0]), .select(0..<3), .type(keys("9")[0]),
            .select(1..<1), .deleteBackward, .select(0..<0), .deleteBackward,
            .select(0..<99), .select(-1..<0), .replace(0..<99, with: "1"), .deleteForward,
            .moveToEnd, .paste("1,234.5"), .select(0..<0), .paste("1.234"), .paste("12abc"), .paste(""),
            .replace(0..<1, with: keys("7")[0]), .replace(0..<2, with: "", isPaste: false),
            .change(from: "", to: keys("42")[0] + keys("42")[1]),
            .moveToEnd, .setMarkedText("3"), .setMarkedText("34"), .unmarkText,
            .setMarkedText("x"), .unmarkText, .setMarkedText("5"), .type(keys("6")[0]),
            .endEditing, .endEditing, .type(keys("1")[0]), .endEditing, .beginEditing, .beginEditing,
            .endEditing, .moveToStart, .select(0..<99), .deleteBackward,
        ]
    }

    static let fields: [(locale: String, style: NumberStyle?, options: FieldOptions)] = [
        ("en_US", nil, .amount), ("de_DE", nil, .amount), ("fa_IR", nil, .amount), ("ar_EG", nil, .amount),
        ("hi_IN", nil, .amount), ("en_US", nil, FieldOptions()),
        ("de_DE", nil, FieldOptions(formatsAsYouType: true, ambiguousPastes: .refuse)),
        ("en_US", .currency("USD"), .amount), ("de_DE", .currency("EUR"), .amount), ("fr_FR", .percent, .amount),
    ]

    @Test(arguments: fields.indices)
    func performTakesAndRefusesWhatApplyDoes(index: Int) throws {
        let (locale, style, options) = Self.fields[index]
        let validator = try style.map { try NumericValidator(locale: locale, kind: .decimal, style: $0) }
            ?? NumericValidator(locale: locale, kind: .decimal)
        var applied = NumericField(rule: .number(validator), options: options)
        var performed = applied
        var accepted = 0, rejected = 0, thrown = 0
        for (step, edit) in Self.script(validator.symbols).enumerated() {
            let context = "\(locale) \(style.map { "\($0)" } ?? "plain") step \(step) \(edit) on \(applied.text)"
            let before = applied.state
            // An edit while an input method composes commits the composition first; one after focus left returns
            // to the typed text first: the refusal leaves that state.
            let isTyping = applied.markedRange == nil && applied.isEditing
            let change: FieldChange
            do {
                change = try applied.apply(edit)
            } catch {
                #expect(throws: error, Comment(rawValue: context)) { try performed.perform(edit) }
                #expect(performed.state == applied.state, Comment(rawValue: context))
                thrown += 1
                continue
            }
            let outcome = try performed.perform(edit)
            #expect(outcome.isAccepted == change.isAccepted, Comment(rawValue: context))
            #expect(outcome.replacement == change.replacement, Comment(rawValue: context))
            #expect(outcome.paste == change.paste, Comment(rawValue: context))
            #expect(outcome.rejection == change.rejection, Comment(rawValue: context))
            #expect(performed.state == applied.state, Comment(rawValue: context))
            #expect(performed.markedRange == applied.markedRange, Comment(rawValue: context))
            #expect(performed.isEditing == applied.isEditing, Comment(rawValue: context))
            if let state = change.state {
                #expect(state == applied.state, "apply's change carries the field's new state: \(context)")
                accepted += 1
            } else {
                // A refused edit leaves the text and selection as they were.
                if isTyping { #expect(applied.state == before, Comment(rawValue: context)) }
                rejected += 1
            }
        }
        // The script reaches every kind of result in every field.
        #expect(accepted > 20 && rejected > 2 && thrown >= 2, "\(locale): \(accepted), \(rejected), \(thrown)")
    }
}
