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
