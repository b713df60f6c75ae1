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

    /// Whether no continuation makes a valid text of it: a field does not let such a text stand.
    public var isInvalid: Bool { if case .invalid = self { true } else { false } }
    /// Whether a field should let this text stand: true for complete and partial.
    @available(*, deprecated, message: "use !isInvalid: accepted and rejected are what edits are")
    public var isAcceptable: Bool { !isInvalid }
    /// Whether the text is whole.
    public var isComplete: Bool { if case .complete = self { true } else { false } }
    /// The value of a complete number; nil otherwise.
    public var value: NumericValue? { if case .complete(let value) = self { value } else { nil } }
    /// Why and where an invalid text is invalid, with the constraint that refused it; nil otherwise.
    public var rejection: Rejection? {
        if case .invalid(let reason, let offset) = self { Rejection(reason: reason, offset: offset) } else { nil }
    }
}
