/// A numeric text field without the UI: its text and selection, an ``InputRule``, and the edits a user makes.
///
/// The field decides every edit with its rule, formats the number as it is typed when asked
/// (``FieldOptions/formatsAsYouType``), keeps the caret where the caret rules put it, reads pastes in the
/// conventions people paste in, and says for each edit the smallest replacement a platform field can apply.
///
/// ```swift
/// let rule = InputRule.number(try NumericValidator(locale: "de_DE", kind: .decimal))
/// var field = NumericField(rule: rule, options: .amount)
/// for key in "1234567" { try field.apply(.type(String(key))) }
/// field.text        // "1.234.567"
/// field.selection   // 9..<9
/// try field.apply(.select(0..<9))                      // select all
/// let change = try field.apply(.paste("1,234.56"))   // "1.234,56": the separators fix their roles
/// change.paste?.certainty                            // .certain
/// ```
///
/// Offsets are UTF-16 code units everywhere, as UIKit and AppKit count them. The rule sees the number behind the
/// formatting: separators the field inserted are not part of it (and so do not count against
/// ``InputRule/Configuration/maxLength``).
///
/// A field is a value: copy it to keep a state. Its edits never trap; a range that does not fit the text is an
/// ``EditError``.
public struct NumericField: Sendable {
    /// The rule every edit is checked with.
    public var rule: InputRule { layout.rule }
    /// What the field does beyond its rule.
    public var options: FieldOptions { layout.options }
    /// What the field shows: text, selection and verdict.
    public internal(set) var state: FieldState
    /// The marked (composing) range while an input method composes, else nil.
    public internal(set) var markedRange: Range<Int>?

    /// The text the field shows.
    public var text: String { state.text }
    /// The selection, in UTF-16 offsets; empty for a caret.
    public var selection: Range<Int> { state.selection }
    /// The verdict for the number behind ``text``.
    public var verdict: Verdict { state.verdict }

    /// The rule and options, compiled; copying a field retains it.
    let layout: FieldLayout
    /// The state before an input method began composing, boxed: a field is copied per edit in some uses, and a
    /// reference keeps that copy small.
    var composition: Composition?
    /// While editing has ended on a styled field: the typed state the full formatting replaced.
    var typedBeforeEnd: Composition?
    /// A styled field's number behind its affixes, rewritten for each edit: kept so that its storage is reused
    /// (an edit allocates no string for it). Empty in a field without affixes.
    var inner = ""
    /// The caret's UTF-8 offset in the text, when the last change of the state was a plain field's accepted
    /// edit (which knows it) and left the caret where the edit put it; -1 after any other change (a selection
    /// that moves, composition, focus, a styled field's edit, a deletion whose caret moved out of the sign). A
    /// refused or empty edit changes nothing, this included. A key typed at the caret then finds its bytes
    /// without walking the text from its start, which for a text that is not ASCII was the costliest part of
    /// finding an edit's bytes.
    var caretByte = -1
    /// A formatting field's raw text (a styled field's: its number's), kept from its last accepted edit that
    /// changed no separator (``RawTextCache``); emptied by every other change of the text (`take(_:paste:)`, a
    /// composition's end).
    var raw = RawTextCache()

    /// Whether the field is being edited: false after ``FieldEdit/endEditing`` until the next edit.
    public var isEditing: Bool { typedBeforeEnd == nil }

    /// The state from before a composition began.
    final class Composition: Sendable {
        let base: FieldState
        init(_ base: FieldState) { self.base = base }
    }

    /// Creates an empty field.
    ///
    /// - Parameters:
    ///   - rule: The rule every edit is checked with.
    ///   - options: Formatting, aliases, sign toggle and paste policy; none by default.
    public init(rule: InputRule, options: FieldOptions = FieldOptions()) {
        self.state = FieldState(text: "", selection: 0..<0, verdict: rule.verdict(for: ""))
        self.layout = FieldLayout(rule: rule, options: options)
    }

    /// Applies an edit: the field takes it or refuses it, and says what changed.
    ///
    /// ```swift
    /// if case .rejected(let rejection, _, _) = try field.apply(.type("x")) { print(rejection) }
    /// ```
    ///
    /// - Parameter edit: What the user did.
    /// - Returns: The change: accepted with the new state and the smallest replacement, or rejected with the
    ///   reason and the state unchanged.
    /// - Throws: ``EditError`` when a range does not fit the text (past its end, negative, or splitting a
    ///   surrogate pair). The field is unchanged then, but for what comes before the edit: an input method's
    ///   composition is committed, and after ``FieldEdit/endEditing`` the typed text is back.
    /// - Complexity: O(*n*) in the length of the text and the edit. The text is edited in place: a typed key or
    ///   a deletion allocates nothing while no copy of the text is kept elsewhere (a kept ``FieldState``, ``text``
    ///   or change makes the next edit copy it once) and the text fits its storage; a paste allocates while it
    ///   is read.
    @discardableResult
    public mutating func apply(_ edit: FieldEdit) throws(EditError) -> FieldChange {
        try result(of: edit)
    }

    /// Applies an edit as ``apply(_:)`` does, and says what changed without a copy of the new state: read it from
    /// the field (``state``, ``text``, ``selection``, ``verdict``). The keystroke's path for a platform field's
    /// delegate, which needs the replacement and the selection; see ``FieldOutcome`` for what the copy costs.
    ///
    /// ```swift
    /// if let replacement = try field.perform(.type("5")).replacement { textField.replace(replacement) }
    /// textField.selection = field.selection
    /// ```
    ///
    /// - Parameter edit: What the user did.
    /// - Returns: The outcome: accepted with the smallest replacement, or rejected with the reason and the state
    ///   unchanged.
    /// - Throws: ``EditError`` as ``apply(_:)`` does.
    /// - Complexity: As ``apply(_:)``; a typed key or a deletion allocates nothing while no copy of the text is kept
    ///   elsewhere and the text fits its storage.
    @discardableResult
    public mutating func perform(_ edit: FieldEdit) throws(EditError) -> FieldOutcome {
        try result(of: edit)
    }

    /// ``apply(_:)`` and ``perform(_:)``: the edit, ending in the result each returns (``FieldEditResult``).
    @inline(__always)
    mutating func result<R: FieldEditResult>(of edit: FieldEdit) throws(EditError) -> R {
        // One switch for a field being typed in, the state of nearly every edit; the rest out of line.
        if typedBeforeEnd != nil || composition != nil { return try applyOutsideTyping(edit) }
        switch edit {
        case .type(let typed):
            return try replace(selection, with: typed, kind: .typing)
        case .paste(let pasted):
            return try replace(selection, with: pasted, kind: .paste)
        case .deleteBackward:
            guard selection.isEmpty else { return try replace(selection, with: "", kind: .deleteBackward) }
            guard selection.lowerBound > 0 else { return unchanged() }
            // (Only where a prefix can end: a caret past both prefixes' lengths needs no look at the affixes.)
            if layout.isStyled,
               selection.lowerBound == layout.prefixUnits.positive || selection.lowerBound == layout.prefixUnits.negative,
               layout.decoration(of: state.text).prefixUnits == selection.lowerBound {
                // Right after a prefix: the symbol is the field's, not the user's to delete.
                return .rejected(Rejection(reason: .deletionRejected, offset: 0), replacement: nil, paste: nil)
            }
            if caretByte > 0, let found = UTF8Bytes.withUTF8(state.text, { bytes in
                GraphemeBreaker.standingAloneStart(in: bytes, before: caretByte, utf16: selection.lowerBound)
                    .flatMap { $0.units >= layout.signUnits(bytes) ? $0 : nil }
            }) {
                // The caret's byte offset is known and the scalar before it is a cluster outside the sign: its
                // bytes are known too.
                return try replace(found.units..<selection.lowerBound, with: "", kind: .deleteBackward,
                                   bytes: found.byte..<caretByte)
            }
            // `state.text`, not `text`, here and below: a borrow of the stored string, where the property's getter
            // hands back a retained copy (the en_US field pair −115 instructions with the static `signUnit`).
            let start = GraphemeBreaker.boundary(in: state.text, before: selection.lowerBound)
            let unit = Self.signUnit(start..<selection.lowerBound, in: state.text, layout: layout)
            return try replace(unit, with: "", kind: .deleteBackward)
        case .deleteForward:
            guard selection.isEmpty else { return try replace(selection, with: "", kind: .deleteForward) }
            let end = GraphemeBreaker.boundary(in: state.text, after: selection.upperBound)
            guard end > selection.upperBound else { return unchanged() }
            let unit = Self.signUnit(selection.upperBound..<end, in: state.text, layout: layout)
            return try replace(unit, with: "", kind: .deleteForward)
        case .replace(let range, let replacement, let isPaste):
            // A delegate sends Backspace and Delete alike: a deletion starting at the caret is a Delete.
            let kind: EditKind = isPaste ? .paste : !replacement.isEmpty ? .typing
                : selection.isEmpty && range.lowerBound == selection.lowerBound && !range.isEmpty
                    ? .deleteForward : .deleteBackward
            return try replace(range, with: replacement, kind: kind)
        case .select(let range):
            _ = try UTF8Bytes.byteRange(in: text, utf16Offset: range.lowerBound, utf16Length: range.count)
            return select(range)
        case .moveLeft:
            guard selection.isEmpty else { return select(Self.caret(selection.lowerBound)) }
            let start = GraphemeBreaker.boundary(in: state.text, before: selection.lowerBound)
            let unit = Self.signUnit(start..<selection.lowerBound, in: state.text, layout: layout)
            return select(Self.caret(unit.lowerBound))
        case .moveRight:
            guard selection.isEmpty else { return select(Self.caret(selection.upperBound)) }
            let end = GraphemeBreaker.boundary(in: state.text, after: selection.upperBound)
            let unit = Self.signUnit(selection.upperBound..<end, in: state.text, layout: layout)
            return select(Self.caret(unit.upperBound))
        case .moveToStart:
            return select(0..<0)
        case .moveToEnd:
            return select(Self.caret(text.utf16.count))
        case .setMarkedText(let marked):
            return try setMarkedText(marked)
        case .unmarkText:
            return try unmarkText()
        case .endEditing:
            return try endEditing()
        case .beginEditing:
            return beginEditing()
        }
    }

    /// ``apply(_:)`` while editing has ended or an input method composes: focus edits and marked text as
    /// themselves, any other edit after returning to the typed text or committing the composition, reported
    /// from the text the platform showed.
    @inline(never)
    private mutating func applyOutsideTyping<R: FieldEditResult>(_ edit: FieldEdit) throws(EditError) -> R {
        switch edit {
        case .endEditing: return try endEditing()
        case .beginEditing: return beginEditing()
        default: break
        }
        if typedBeforeEnd != nil {
            // The platform shows the full formatting: return to the typed text, then report from what was shown.
            let shown = text
            _ = beginEditing() as FieldOutcome
            return Self.reported(try result(of: edit), from: shown, to: text)
        }
        switch edit {
        case .setMarkedText(let marked): return try setMarkedText(marked)
        case .unmarkText: return try unmarkText()
        default: break
        }
        // Composing: the platform shows the composed text: commit it, then report the edit from what was shown.
        let shown = text
        _ = try unmarkText() as FieldOutcome
        return Self.reported(try result(of: edit), from: shown, to: text)
    }

    // MARK: - Focus

    /// Shows the style's full formatting of a complete number, keeping the typed state to return to.
    private mutating func endEditing<R: FieldEditResult>() throws(EditError) -> R {
        if composition != nil { _ = try unmarkText() as FieldOutcome }
        guard typedBeforeEnd == nil, layout.isStyled, case .complete(let value?) = verdict,
              let validator = layout.validator else { return unchanged() }
        let writer = NumberWriter(symbols: validator.symbols, kind: validator.kind,
                                  grouping: options.formatsAsYouType ? .strict : validator.grouping,
                                  style: validator.style)
        let formatted = writer.text(for: value)
        guard formatted != text else { return unchanged() }
        typedBeforeEnd = Composition(state)
        let end = formatted.utf16.count
        return take(FieldState(text: formatted, selection: Self.caret(end), verdict: verdict), paste: nil)
    }

    /// Returns to the typed state after ``FieldEdit/endEditing``.
    private mutating func beginEditing<R: FieldEditResult>() -> R {
        guard let typed = typedBeforeEnd?.base else { return unchanged() }
        typedBeforeEnd = nil
        return take(typed, paste: nil)
    }

    // MARK: - Outcomes

    /// How a text edit is made.
    enum EditKind { case typing, paste, deleteBackward, deleteForward }

    /// Accepted, nothing changed.
    func unchanged<R: FieldEditResult>() -> R { .taken(state, replacement: nil, paste: nil) }

    /// Accepted: only the selection moves (never into an affix).
    private mutating func select<R: FieldEditResult>(_ range: Range<Int>) -> R {
        let selection = !layout.isStyled ? range : clamped(range)
        // The same selection again (a platform that reports the caret back after each key) keeps the caret's
        // byte offset: the text is unchanged.
        if selection != state.selection { caretByte = -1 }
        state = FieldState(text: text, selection: selection, verdict: verdict)
        return unchanged()
    }

    /// Accepted: the new state, with the replacement from the old text.
    mutating func take<R: FieldEditResult>(_ next: FieldState, paste: PasteReading?) -> R {
        let old = text
        state = next
        caretByte = -1
        raw.invalidate()
        return .taken(state, replacement: TextReplacement.between(old, state.text), paste: paste)
    }

    /// `change` with its replacement from the text the platform showed (`shown`) to the field's text.
    static func reported<R: FieldEditResult>(_ result: R, from shown: String, to text: String) -> R {
        result.replacing(TextReplacement.between(shown, text))
    }

    // MARK: - Text edits

    /// Replaces a UTF-16 range of the shown text: what is typed interpreted
    /// (``interpret(_:in:at:byte:kind:layout:)``), then the layout's edit of the number behind the affixes, then the
    /// affixes around the new number.
    ///
    /// A field without affixes edits its text in place: the layout writes the new text into the field's string as
    /// the smallest replacement, so a keystroke allocates nothing while the string is not shared (a caller that
    /// keeps a ``FieldState`` or the text shares it, and the next edit copies it once).
    ///
    /// `known` is the range's UTF-8 offsets when the caller has them; else they are those of the caret
    /// (``caretByte``) when the range is the caret, or found and checked.
    @inline(__always)
    private mutating func replace<R: FieldEditResult>(_ range: Range<Int>, with typed: String, kind: EditKind,
                                                      bytes known: Range<Int>? = nil) throws(EditError) -> R
    {
        let bytes: Range<Int>
        if let known {
            bytes = known
        } else if caretByte >= 0 && range == state.selection {
            bytes = caretByte..<caretByte
        } else {
            bytes = try UTF8Bytes.byteRange(in: state.text, utf16Offset: range.lowerBound, utf16Length: range.count)
        }
        assert(known == nil && !(caretByte >= 0 && range == state.selection)
               || (try? UTF8Bytes.byteRange(in: state.text, utf16Offset: range.lowerBound, utf16Length: range.count))
                   == bytes, "an edit's known byte offsets are stale")
        if range.isEmpty && typed.isEmpty { return unchanged() }
        if layout.isStyled { return replaceStyled(range, bytes: bytes, with: typed, kind: kind) }
        return replacePlain(range, bytes: bytes, with: typed, kind: kind)
    }

    /// ``replace(_:with:kind:bytes:)`` in a field without affixes, UTF-16 `range` being UTF-8 `bytes` of the text.
    ///
    /// Not throwing (the caller found the range's bytes: walked and checked, or known from the caret) and inlined
    /// into ``apply(_:)``: out of line, the 144-byte
    /// ``FieldChange`` went through one more temporary on its way to the caller's result, a `memcpy` per edit.
    @inline(__always)
    private mutating func replacePlain<R: FieldEditResult>(_ range: Range<Int>, bytes: Range<Int>, with typed: String,
                                                           kind: EditKind) -> R
    {
        let change: FieldLayout.Change
        let reading: PasteReading?
        if kind == .deleteBackward || kind == .deleteForward {
            // A deletion means itself (`interpret` answers so first): taken without the call and its result,
            // about 50 instructions (a digit key asked here as well made the edit larger and every pair slower).
            (change, reading) = (.replace(typed, kind: kind), nil)
        } else {
            switch Self.interpret(typed, in: state.text, at: range, byte: bytes.lowerBound, kind: kind, layout: layout) {
            case .rejected(let rejection, let paste):
                return .rejected(rejection, replacement: nil, paste: paste)
            case .edit(let interpreted, let paste):
                (change, reading) = (interpreted, paste)
            }
        }
        let outcome = withUnsafeMutablePointer(to: &raw) { cache in
            layout.edit(&state.text, byteRange: bytes, utf16Range: range, change: change, verdict: &state.verdict,
                        cache: cache)
        }
        switch consume outcome {
        case .unchanged:
            return unchanged()
        case .rejected(let found):
            return rejected(found, deleting: typed.isEmpty && !range.isEmpty, paste: reading)
        case .accepted(let caret, let caretBytes, let replacement):
            let cleared = Self.clearOfSign(caret, in: state.text, kind: kind, layout: layout)
            state.selection = Self.caret(cleared)
            caretByte = cleared == caret ? caretBytes : -1
            return .taken(state, replacement: replacement, paste: reading)
        }
    }

    /// ``replace(_:with:kind:bytes:)`` in a field with affixes: the number behind them (kept in ``inner``) is
    /// edited, then written back between the affixes, in place like the plain field's text. `shownBytes` are
    /// UTF-16 `range`'s bytes in the shown text.
    private mutating func replaceStyled<R: FieldEditResult>(_ range: Range<Int>, bytes shownBytes: Range<Int>,
                                                            with typed: String, kind: EditKind) -> R
    {
        let (decoration, number) = layout.undecorate(state.text, into: &inner)
        let innerRange = decoration.inner(range.lowerBound)..<decoration.inner(range.upperBound)
        // A deletion that reaches only into an affix deletes nothing: the affixes are the field's.
        if typed.isEmpty && innerRange.isEmpty && !range.isEmpty { return unchanged() }
        // The inner bytes from the shown ones, clamped to the number as the UTF-16 range is: the inner text is
        // the number's bytes, after the minus when it is negative (a second walk of the text cost the USD pair
        // about 200 instructions).
        let bytes: Range<Int>
        if let number {
            let sign = decoration.signUnits > 0 ? layout.minus.count : 0
            let lower = Swift.min(Swift.max(shownBytes.lowerBound, number.lowerBound), number.upperBound)
            let upper = Swift.min(Swift.max(shownBytes.upperBound, lower), number.upperBound)
            bytes = (lower &- number.lowerBound &+ sign)..<(upper &- number.lowerBound &+ sign)
        } else {
            bytes = shownBytes
        }
        assert((try? UTF8Bytes.byteRange(in: inner, utf16Offset: innerRange.lowerBound,
                                         utf16Length: innerRange.count)) == bytes,
               "a styled edit's inner bytes differ from its inner range's")
        let change: FieldLayout.Change
        let reading: PasteReading?
        if kind == .deleteBackward || kind == .deleteForward {
            (change, reading) = (.replace(typed, kind: kind), nil)   // as in `replacePlain`
        } else {
            switch Self.interpret(typed, in: inner, at: innerRange, byte: bytes.lowerBound, kind: kind, layout: layout) {
            case .rejected(let rejection, let paste):
                return .rejected(rejection, replacement: nil, paste: paste)
            case .edit(let interpreted, let paste):
                (change, reading) = (interpreted, paste)
            }
        }
        var verdict = state.verdict
        // The number's raw text kept as in a plain field: the inner text is undecorated from the shown one before
        // every edit, so a kept raw text belongs to it while the shown text is the one that edit decorated.
        let outcome = withUnsafeMutablePointer(to: &raw) { cache in
            layout.edit(&inner, byteRange: bytes, utf16Range: innerRange, change: change, verdict: &verdict,
                        cache: cache)
        }
        switch consume outcome {
        case .unchanged:
            return unchanged()
        case .rejected(let found):
            return rejected(found, deleting: typed.isEmpty && !range.isEmpty, paste: reading)
        case .accepted(let caret, _, let innerReplacement):
            let innerCaret = Self.clearOfSign(caret, in: inner, kind: kind, layout: layout)
            let (replacement, shownCaret) = layout.decorate(inner, caret: innerCaret, into: &state.text,
                                                            replacing: innerReplacement, old: decoration)
            state.selection = Self.caret(shownCaret)
            state.verdict = verdict
            caretByte = -1
            return .taken(state, replacement: replacement, paste: reading)
        }
    }

    /// The rule's rejection of an edit, as the field reports it: a refused deletion is a deletion rejected.
    private func rejected<R: FieldEditResult>(_ found: Rejection, deleting: Bool, paste: PasteReading?) -> R {
        if deleting && !layout.deletionsAlwaysAllowed {
            return .rejected(Rejection(reason: .deletionRejected, offset: found.offset), replacement: nil, paste: paste)
        }
        return .rejected(found, replacement: nil, paste: paste)
    }

    /// The caret after an edit, moved past the sign when a deletion left it inside. A deletion can join a bidi mark
    /// to the sign before it ("\u{200E}−E\u{200E}−" less the "E"): the sign unit grows past the caret, which must
    /// not stay inside it (found by the field fuzz target). Static for the reason
    /// ``interpret(_:in:at:byte:kind:layout:)`` is.
    private static func clearOfSign(_ caret: Int, in text: String, kind: EditKind, layout: FieldLayout) -> Int {
        guard kind == .deleteBackward || kind == .deleteForward, caret > 0 else { return caret }
        let sign = layout.signUnits(text)
        return caret < sign ? sign : caret
    }

    /// `range` clamped to where the caret may stand: the number between the affixes.
    func clamped(_ range: Range<Int>) -> Range<Int> {
        let number = layout.decoration(of: state.text).numberRange
        let lower = Swift.min(Swift.max(range.lowerBound, number.lowerBound), number.upperBound)
        let upper = Swift.min(Swift.max(range.upperBound, lower), number.upperBound)
        return lower..<upper
    }

    // MARK: - Helpers

    /// `range` grown to the whole sign when it touches part of it: the locale's minus with its bidi marks
    /// (ar_EG U+061C U+002D, fa_IR U+200E U+2212) is deleted and stepped over as one unit.
    ///
    /// Static for the reason ``interpret(_:in:at:byte:kind:layout:)`` is.
    static func signUnit(_ range: Range<Int>, in text: String, layout: FieldLayout) -> Range<Int> {
        let sign = layout.signUnits(text)
        guard sign > 0, range.lowerBound < sign else { return range }
        return 0..<Swift.max(range.upperBound, sign)
    }

    static func caret(_ offset: Int) -> Range<Int> { offset..<offset }
}
