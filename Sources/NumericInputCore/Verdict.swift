/// The answer for one text: a whole number, the beginning of one, or neither.
///
/// A field accepts a keystroke when the verdict is not ``invalid(_:offset:)``: typing any valid number one
/// character at a time passes only through ``partial`` and ``complete(_:)``.
///
/// ```swift
/// switch validator.verdict(for: text) {
/// case .complete(let value): print("number", value.canonical)
/// case .partial: print("keep typing")
/// case .invalid(let reason, let offset): print("\(reason) at UTF-16 offset \(offset)")
/// }
/// ```
public enum Verdict: Sendable, Hashable {
    /// A whole valid number, with its exact value.
    case complete(NumericValue)
    /// Not a number yet, but characters typed at the end can make it one: "", "-", "1e", "1e-".
    case partial
    /// No continuation makes a number of it. `offset` is the UTF-16 offset of the first character that cannot
    /// be part of any valid number: the length of the longest prefix that is still partial or complete.
    case invalid(InvalidReason, offset: Int)

    /// Whether a field should let this text stand: true for complete and partial.
    public var isAcceptable: Bool { if case .invalid = self { false } else { true } }
    /// Whether the text is a whole number.
    public var isComplete: Bool { if case .complete = self { true } else { false } }
    /// The value of a complete text; nil otherwise.
    public var value: NumericValue? { if case .complete(let value) = self { value } else { nil } }
}

/// The three verdicts without their payloads: what the per-keystroke path computes.
public enum VerdictStatus: String, Sendable, Hashable, CaseIterable {
    /// A whole valid number.
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
