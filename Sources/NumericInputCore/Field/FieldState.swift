/// What a ``NumericField`` shows: its text, its selection and the verdict for the number behind the text.
///
/// ```swift
/// var field = NumericField(rule: .number(validator), options: .amount)
/// try field.apply(.type("5"))
/// field.state   // FieldState(text: "5", selection: 1..<1, verdict: .complete(5))
/// ```
public struct FieldState: Sendable, Hashable {
    /// The text the field shows. A field edits it in place: while no copy of it is kept elsewhere, a keystroke
    /// reuses its storage.
    public internal(set) var text: String
    /// The selection, in UTF-16 offsets; empty for a caret.
    public internal(set) var selection: Range<Int>
    /// The verdict for the number behind ``text`` (the text without the separators the field inserted).
    public internal(set) var verdict: Verdict

    /// Creates a state.
    ///
    /// - Parameters:
    ///   - text: The text shown.
    ///   - selection: The selection in UTF-16 offsets.
    ///   - verdict: The verdict for the number behind the text.
    public init(text: String, selection: Range<Int>, verdict: Verdict) {
        self.text = text
        self.selection = selection
        self.verdict = verdict
    }
}
