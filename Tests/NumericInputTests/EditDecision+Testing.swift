import NumericInput

extension EditDecision {
    /// Whether the decision replaced the edit with a normalised text.
    var isNormalized: Bool { if case .acceptedWithReplacement = self { true } else { false } }

    /// The status as a verdict status, to compare with the prospective text's verdict (nil: unchecked or refused).
    var verdictStatus: VerdictStatus? {
        switch status {
        case .complete?: .complete
        case .partial?: .partial
        case .unchecked?, nil: nil
        }
    }
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
