/// What one ``FieldEdit`` did to a ``NumericField``: accepted, with the field's new state, or rejected, with the
/// reason and the field unchanged.
///
/// ```swift
/// switch try field.apply(.type("5")) {
/// case .accepted(let state, let replacement, _):
///     if let replacement { textField.replace(replacement) }   // keeps the platform's undo stack
///     print(state.text, state.verdict)
/// case .rejected(let rejection, _, _):
///     print("refused:", rejection)
/// }
/// ```
///
/// The replacement is the smallest edit from the old text to the new: apply it with
/// `UITextInput.replace(_:withText:)` so the platform field keeps its undo stack. Moves and selections are
/// accepted with no replacement.
public enum FieldChange: Sendable, Hashable {
    /// The field took the edit. `replacement` is nil when the text did not change (a move, a selection, a
    /// deletion with nothing to delete); `paste` says how a paste was read, nil for anything but a paste that read
    /// as a number.
    case accepted(FieldState, replacement: TextReplacement?, paste: PasteReading?)
    /// The field refused the edit; its text and selection are unchanged. The rejection's offset is in the text
    /// the rule saw: the prospective text without the separators the field inserts. `paste` says how a refused
    /// paste was read. `replacement` is nil but when an input method's composition is refused as it ends: the
    /// platform shows the composed text, and this is the edit that takes it back to the field's text.
    case rejected(Rejection, replacement: TextReplacement?, paste: PasteReading?)

    /// Whether the edit was taken.
    public var isAccepted: Bool { if case .accepted = self { true } else { false } }

    /// The field's state after an accepted edit; nil when it was refused.
    public var state: FieldState? { if case .accepted(let state, _, _) = self { state } else { nil } }

    /// Why the edit was refused; nil when it was taken.
    public var rejection: Rejection? { if case .rejected(let rejection, _, _) = self { rejection } else { nil } }

    /// The smallest edit from the text the platform shows to the field's text; nil when they are the same.
    public var replacement: TextReplacement? {
        switch self {
        case .accepted(_, let replacement, _), .rejected(_, let replacement, _): replacement
        }
    }

    /// How a paste was read; nil for anything but a paste that read as a number.
    public var paste: PasteReading? {
        switch self {
        case .accepted(_, _, let paste), .rejected(_, _, let paste): paste
        }
    }
}
