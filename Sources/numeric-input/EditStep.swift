import NumericInput

/// One edit decided by a rule, reduced to what the commands print: whether the field took it, the field's text
/// afterwards, and why it was refused.
///
/// The only place the tool touches the library's edit API (`InputRule.evaluate`, `EditDecision`), so a change to
/// that API is a change to this file alone.
struct EditStep {
    /// Whether the field took the edit.
    let isAccepted: Bool
    /// The field's text after the edit: the prospective text when accepted, the text before the edit when not.
    let text: String
    /// Why the rule refused the edit.
    let rejection: Rejection?

    /// Decides replacing the UTF-16 range `utf16Offset..<utf16Offset + utf16Length` of `current` with
    /// `replacement` under `rule`.
    ///
    /// - Throws: `EditError` when the range does not fit `current`.
    init(rule: InputRule, current: String, utf16Offset: Int, utf16Length: Int, replacement: String)
        throws(EditError)
    {
        let decision = try rule.evaluate(current: current, utf16Offset: utf16Offset, utf16Length: utf16Length,
                                         replacement: replacement)
        isAccepted = decision.isAccepted
        text = try decision.text(current: current, utf16Offset: utf16Offset, utf16Length: utf16Length,
                                 replacement: replacement)
        rejection = decision.rejection
    }

    /// Types `key` at the end of `current`.
    init(rule: InputRule, typing key: String, after current: String) throws(EditError) {
        try self.init(rule: rule, current: current, utf16Offset: current.utf16.count, utf16Length: 0,
                      replacement: key)
    }

    /// Deletes the last character of `current`, as Backspace does; nil when `current` is empty.
    init?(rule: InputRule, deletingLastCharacterOf current: String) throws(EditError) {
        guard let last = current.last else { return nil }
        let length = String(last).utf16.count
        try self.init(rule: rule, current: current, utf16Offset: current.utf16.count - length, utf16Length: length,
                      replacement: "")
    }

    /// The rejection for people ("too-long (maxLength) at 6"), or "rejected" when the rule gave none.
    var rejectionDescription: String { rejection.map { $0.description } ?? "rejected" }
}
