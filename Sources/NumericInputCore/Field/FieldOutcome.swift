/// What one ``FieldEdit`` did to a ``NumericField``, without a copy of the field's state: accepted or rejected,
/// with the smallest replacement for the platform's text. What ``NumericField/perform(_:)`` returns; the field's
/// own ``NumericField/state`` (``NumericField/text``, ``NumericField/selection``, ``NumericField/verdict``) is the
/// state after the edit.
///
/// ```swift
/// switch try field.perform(.type("5")) {
/// case .accepted(let replacement, _):
///     if let replacement { textField.replace(replacement) }   // keeps the platform's undo stack
///     textField.selection = field.selection
/// case .rejected(let rejection, _, _):
///     print("refused:", rejection)
/// }
/// ```
///
/// ``FieldChange`` says the same and carries the new ``FieldState`` as well. Holding that copy of the text shares
/// the text's storage with the field, so a caller that keeps a change past the next edit makes that edit copy the
/// text; and making and destroying the copy is about a tenth of what a keystroke costs (the en_US field pair, a
/// digit typed and its Backspace: 3,523 instructions through `apply`, 3,134 through `perform`). A platform field's
/// delegate needs only the replacement and the selection, so ``NumericField/perform(_:)`` is the keystroke's path
/// and ``NumericField/apply(_:)`` the convenient one.
public enum FieldOutcome: Sendable, Hashable {
    /// The field took the edit. `replacement` is nil when the text did not change (a move, a selection, a
    /// deletion with nothing to delete); `paste` says how a paste was read, nil for anything but a paste that read
    /// as a number.
    case accepted(replacement: TextReplacement?, paste: PasteReading?)
    /// The field refused the edit; its text and selection are unchanged. As in
    /// ``FieldChange/rejected(_:replacement:paste:)``: the rejection's offset is in the text the rule saw, and
    /// `replacement` is nil but when an input method's composition is refused as it ends.
    case rejected(Rejection, replacement: TextReplacement?, paste: PasteReading?)

    /// Whether the edit was taken.
    public var isAccepted: Bool { if case .accepted = self { true } else { false } }

    /// Why the edit was refused; nil when it was taken.
    public var rejection: Rejection? { if case .rejected(let rejection, _, _) = self { rejection } else { nil } }

    /// The smallest edit from the text the platform shows to the field's text; nil when they are the same.
    public var replacement: TextReplacement? {
        switch self {
        case .accepted(let replacement, _), .rejected(_, let replacement, _): replacement
        }
    }

    /// How a paste was read; nil for anything but a paste that read as a number.
    public var paste: PasteReading? {
        switch self {
        case .accepted(_, let paste), .rejected(_, _, let paste): paste
        }
    }
}

/// What a field's edit ends in: ``FieldChange`` (with a copy of the new state) or ``FieldOutcome`` (without). The
/// field's edits are written once, generic over this, and specialized for each: `apply(_:)` built a
/// ``FieldOutcome`` and turned it into a change at first, which cost the en_US field pair through `apply` 535
/// instructions (3,496 -> 4,031: the caller, in another module, inlined the conversion, copied the state through its
/// value witness and destroyed the change's payload through the runtime's generic tuple destroy).
protocol FieldEditResult {
    /// An accepted edit, `state` the field's state after it.
    static func taken(_ state: borrowing FieldState, replacement: consuming TextReplacement?,
                      paste: consuming PasteReading?) -> Self
    /// A refused edit (the enumerations' own case).
    static func rejected(_ rejection: Rejection, replacement: TextReplacement?, paste: PasteReading?) -> Self
    /// The same result with another replacement: the edit reported from the text the platform showed.
    func replacing(_ replacement: TextReplacement?) -> Self
}

extension FieldOutcome: FieldEditResult {
    @inline(__always)
    static func taken(_ state: borrowing FieldState, replacement: consuming TextReplacement?,
                      paste: consuming PasteReading?) -> Self {
        .accepted(replacement: replacement, paste: paste)
    }

    func replacing(_ replacement: TextReplacement?) -> Self {
        switch self {
        case .accepted(_, let paste): .accepted(replacement: replacement, paste: paste)
        case .rejected(let rejection, _, let paste): .rejected(rejection, replacement: replacement, paste: paste)
        }
    }
}

extension FieldChange: FieldEditResult {
    @inline(__always)
    static func taken(_ state: borrowing FieldState, replacement: consuming TextReplacement?,
                      paste: consuming PasteReading?) -> Self {
        // The state copied field by field: `.accepted(state, …)` copied it through its value witness (an outlined
        // call, the registers spilled around it), 112 instructions an edit where this is about 50.
        .accepted(FieldState(text: state.text, selection: state.selection, verdict: state.verdict),
                  replacement: replacement, paste: paste)
    }

    func replacing(_ replacement: TextReplacement?) -> Self {
        switch self {
        case .accepted(let state, _, let paste): .accepted(state, replacement: replacement, paste: paste)
        case .rejected(let rejection, _, let paste): .rejected(rejection, replacement: replacement, paste: paste)
        }
    }
}
