import NumericInput

extension EditDecision {
    /// Whether the decision replaced the edit with a paste as read.
    var isNormalized: Bool { if case .acceptedPaste = self { true } else { false } }
}

extension InputRule {
    /// Decides an edit and returns the text the field shows after it (nil when refused), for tests that check
    /// the prospective text.
    func evaluateWithText(current: String, utf16Offset: Int, utf16Length: Int, replacement: String)
        throws(EditError) -> (decision: EditDecision, text: String?)
    {
        let decision = try evaluate(current: current, utf16Offset: utf16Offset, utf16Length: utf16Length,
                                    replacement: replacement)
        guard decision.isAccepted else { return (decision, nil) }
        return (decision, try decision.text(current: current, utf16Offset: utf16Offset, utf16Length: utf16Length,
                                            replacement: replacement))
    }
}
