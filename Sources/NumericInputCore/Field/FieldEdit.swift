/// One thing a user (or the platform) does to a ``NumericField``.
///
/// Text edits happen at the field's selection, as a keyboard does them; ``replace(_:with:isPaste:)`` takes the
/// range the platform gives (`textField(_:shouldChangeCharactersIn:replacementString:)`). Moves and
/// selections change only the selection. Marked text is the platform's IME composition.
public enum FieldEdit: Sendable, Hashable {
    /// Text typed at the selection, replacing it: a key, or text from autocorrection or dictation.
    case type(String)
    /// Text pasted at the selection, replacing it. A paste is read as a number first (see ``PasteReading``).
    case paste(String)
    /// Backspace: deletes the selection, or the character before the caret. Right after a grouping separator the
    /// field inserted, it deletes the digit before the separator.
    case deleteBackward
    /// Forward delete: deletes the selection, or the character after the caret. Right before a grouping separator
    /// the field inserted, it deletes the digit after the separator.
    case deleteForward
    /// The UTF-16 range replaced by text, as a platform delegate receives it. An empty replacement is a
    /// Backspace over the range; `isPaste` says the text came from the pasteboard.
    case replace(Range<Int>, with: String, isPaste: Bool = false)
    /// Selects a UTF-16 range; an empty range puts the caret there.
    case select(Range<Int>)
    /// The left arrow: collapses a selection to its start, or moves the caret one character back.
    case moveLeft
    /// The right arrow: collapses a selection to its end, or moves the caret one character on.
    case moveRight
    /// Home: the caret to the start of the text.
    case moveToStart
    /// End: the caret to the end of the text.
    case moveToEnd
    /// Marked text of an input method (IME) composition, replacing the marked range (or, when composition
    /// begins, the selection). It is shown as given and not validated; see ``unmarkText``.
    case setMarkedText(String)
    /// The composition ended: the composed text is validated as one typed edit of the text from before the
    /// composition began, and taken or refused as a whole.
    case unmarkText
    /// Editing ended (the field lost focus): a styled field shows the style's full formatting, a currency's
    /// fraction digits padded ("$1,234.50", "1.234,50 €"). An empty or incomplete field is left as it is.
    case endEditing
    /// Editing began again: the field shows the text as it was typed. Any other edit begins editing first.
    case beginEditing

    /// The smallest ``replace(_:with:isPaste:)`` that turns `old` into `new`: for frameworks that hand over the
    /// whole new text (a SwiftUI `String` binding) instead of the edit.
    ///
    /// ```swift
    /// set { _ = try? field.apply(.change(from: field.text, to: newValue)) }
    /// ```
    ///
    /// - Parameters:
    ///   - old: The field's text before the edit.
    ///   - new: The whole text after it.
    ///   - isPaste: Whether the inserted text came from the pasteboard.
    /// - Returns: The edit; an empty replacement of an empty range when the texts are equal.
    public static func change(from old: String, to new: String, isPaste: Bool = false) -> FieldEdit {
        guard let replacement = TextReplacement.between(old, new) else { return .replace(0..<0, with: "") }
        return .replace(replacement.utf16Range, with: String(replacement.text), isPaste: isPaste)
    }
}
