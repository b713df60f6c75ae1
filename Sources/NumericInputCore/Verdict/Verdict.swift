/// The answer for one text: a whole number (or, for a rule without a number, a text the rule takes), the
/// beginning of one, or neither. Validators and rules answer alike.
///
/// A field accepts a keystroke when the verdict is not ``invalid(_:offset:)``: typing any valid number one
/// character at a time passes only through ``partial`` and ``complete(_:)``.
///
/// ```swift
/// switch validator.verdict(for: text) {
/// case .complete(let value?): print("number", value.canonical)
/// case .complete(nil): print("taken (a rule without a number)")
/// case .partial: print("keep typing")
/// case .invalid(let reason, let offset): print("\(reason) at UTF-16 offset \(offset)")
/// }
/// ```
public enum Verdict: Sendable, Hashable {
    /// A whole valid text. The value is the exact number; nil only for a rule without a number (a field of
    /// letters, say), whose texts have no value. A validator's complete verdicts always carry one.
    case complete(NumericValue?)
    /// Not a number yet, but characters typed at the end can make it one: "", "-", "1e", "1e-"; under bounds
    /// 18...120, "1".
    case partial
    /// No continuation makes a valid text of it. `offset` is the UTF-16 offset of the first character that
    /// cannot be part of any valid text: the length of the longest prefix that is still partial or complete.
    case invalid(InvalidReason, offset: Int)

    /// Whether a field should let this text stand: true for complete and partial.
    public var isAcceptable: Bool { if case .invalid = self { false } else { true } }
    /// Whether the text is whole.
    public var isComplete: Bool { if case .complete = self { true } else { false } }
    /// The value of a complete number; nil otherwise.
    public var value: NumericValue? { if case .complete(let value) = self { value } else { nil } }
    /// Why and where an invalid text is invalid, with the constraint that refused it; nil otherwise.
    public var rejection: Rejection? {
        if case .invalid(let reason, let offset) = self { Rejection(reason: reason, offset: offset) } else { nil }
    }
}

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

/// Why a rule refused a text or an edit, and where.
///
/// ```swift
/// age.verdict(for: "13").rejection   // below-minimum (minimum) at 1
/// ```
public struct Rejection: Sendable, Hashable, CustomStringConvertible {
    /// The reason.
    public var reason: InvalidReason
    /// The UTF-16 offset, in the prospective text, of the first character no continuation can save.
    public var offset: Int

    /// Creates a rejection (for comparisons in tests and for custom rules).
    ///
    /// - Parameters:
    ///   - reason: Why.
    ///   - offset: Where, in UTF-16 code units.
    public init(reason: InvalidReason, offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// The constraint that refused it, which the reason determines.
    public var constraint: InputRule.Constraint { reason.constraint }

    /// "too-long (maxLength) at 6".
    public var description: String { "\(reason) (\(constraint.rawValue)) at \(offset)" }
}
