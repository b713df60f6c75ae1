import NumericInput

/// One key pressed in a ``NumericField``, reduced to what the commands print: whether the field took it, its text
/// and selection afterwards, why it was refused, the value of a complete text and how a paste was read.
///
/// The only place the tool touches the field engine's change (`FieldChange`, `PasteReading`), as `EditStep` is for
/// `InputRule.evaluate`.
struct FieldStep {
    /// Whether the field took the edit. Moves and selections are always taken.
    let isAccepted: Bool
    /// The field's text afterwards (unchanged when refused).
    let text: String
    /// The field's selection afterwards, UTF-16 offsets; empty for a caret.
    let selection: Range<Int>
    /// Why the field refused the edit.
    let rejection: Rejection?
    /// The canonical value when the text afterwards is a complete number.
    let value: String?
    /// How a paste was read, when it read as a number: "certain" or "ambiguous".
    let reading: String?
    /// The other reading's canonical value, for an ambiguous paste.
    let alternative: String?

    /// Applies `edit` to `field`.
    ///
    /// - Throws: `EditError` when a selection does not fit the text; the field is unchanged.
    init(_ edit: FieldEdit, in field: inout NumericField) throws(EditError) {
        let change = try field.apply(edit)
        isAccepted = change.isAccepted
        // A refused edit leaves the field as it was: its state is what the tool prints.
        text = field.text
        selection = field.selection
        rejection = change.rejection
        value = field.verdict.value?.canonical
        reading = change.paste?.certainty.rawValue
        alternative = change.paste?.alternative?.canonical
    }

    /// The text with the caret (`|`) or the selection (`[`…`]`) drawn in: "1.23|4", "[1.2]34".
    var markedText: String { Self.mark(text, selection: selection) }

    static func mark(_ text: String, selection: Range<Int>) -> String {
        let utf16 = text.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: selection.lowerBound)
        let upper = utf16.index(utf16.startIndex, offsetBy: selection.upperBound)
        if selection.isEmpty { return String(text[..<lower]) + "|" + String(text[lower...]) }
        return String(text[..<lower]) + "[" + String(text[lower..<upper]) + "]" + String(text[upper...])
    }

    /// The rejection for people ("too-long (maxLength) at 6"), or "rejected" when the field gave none.
    var rejectionDescription: String { rejection.map { $0.description } ?? "rejected" }
}
