/// Input method (IME) composition: marked text is shown as given and validated whole when it ends.
extension NumericField {
    mutating func setMarkedText<R: FieldEditResult>(_ marked: String) throws(EditError) -> R {
        let range = markedRange ?? selection
        let bytes = try UTF8Bytes.byteRange(in: text, utf16Offset: range.lowerBound, utf16Length: range.count)
        if composition == nil { composition = Composition(state) }
        let end = range.lowerBound + marked.utf16.count
        markedRange = range.lowerBound..<end
        return take(FieldState(text: UTF8Bytes.splice(text, bytes, marked), selection: Self.caret(end),
                               verdict: verdict), paste: nil)
    }

    mutating func unmarkText<R: FieldEditResult>() throws(EditError) -> R {
        guard let base = composition?.base, let marked = markedRange else { return unchanged() }
        let composed = text
        let bytes = try UTF8Bytes.byteRange(in: text, utf16Offset: marked.lowerBound, utf16Length: marked.count)
        let typed = String(composed[UTF8Bytes.index(in: composed, byte: bytes.lowerBound)
                                    ..< UTF8Bytes.index(in: composed, byte: bytes.upperBound)])
        state = base
        caretByte = -1
        raw.invalidate()
        composition = nil
        markedRange = nil
        let change: R
        do {
            change = try result(of: .type(typed))
        } catch {
            // The base state is consistent; a composition the platform reported wrongly is dropped whole.
            return .taken(state, replacement: TextReplacement.between(composed, text), paste: nil)
        }
        // The platform shows the composed text: the replacement starts from it.
        return Self.reported(change, from: composed, to: text)
    }
}
