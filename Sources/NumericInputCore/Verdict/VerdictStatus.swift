/// The three verdicts without their payloads: what the per-keystroke path computes.
public enum VerdictStatus: String, Sendable, Hashable, CaseIterable {
    /// A whole valid text.
    case complete
    /// The beginning of one.
    case partial
    /// Neither.
    case invalid
}

extension Verdict {
    /// The verdict without its payload.
    public var status: VerdictStatus {
        switch self {
        case .complete: .complete
        case .partial: .partial
        case .invalid: .invalid
        }
    }
}
