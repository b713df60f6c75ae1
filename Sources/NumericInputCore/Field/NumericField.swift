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
/// ```
///
/// Offsets are UTF-16 code units everywhere, as UIKit and AppKit count them. The rule sees the number behind the
/// formatting: separators the field inserted are not part of it (and so do not count against
/// ``InputRule/maxLength``).
///
/// A field is a value: copy it to keep a state. Its edits never trap; a range that does not fit the text is an
/// ``EditError``.
public struct NumericField: Sendable {
    /// The rule every edit is checked with.
    public var rule: InputRule { layout.rule }
    /// What the field does beyond its rule.
    public var options: FieldOptions { layout.options }
    /// The text the field shows.
    public private(set) var text: String
    /// The selection, in UTF-16 offsets; empty for a caret.
    public private(set) var selection: Range<Int>
    /// The marked (composing) range while an input method composes, else nil.
    public private(set) var markedRange: Range<Int>?
    /// The verdict for the number behind ``text``.
    public private(set) var verdict: Verdict

    /// The rule and options, compiled; copying a field retains it.
    let layout: FieldLayout
    /// The state before an input method began composing, boxed: a field is copied per edit in some uses, and a
    /// reference keeps that copy small.
    private var composition: Composition?

    /// The text, selection and verdict from before a composition began.
    private final class Composition: Sendable {
        let text: String
        let selection: Range<Int>
        let verdict: Verdict
        init(text: String, selection: Range<Int>, verdict: Verdict) {
            (self.text, self.selection, self.verdict) = (text, selection, verdict)
        }
    }

    /// Creates an empty field.
    ///
    /// - Parameters:
    ///   - rule: The rule every edit is checked with.
    ///   - options: Formatting, aliases, sign toggle and paste policy; none by default.
    public init(rule: InputRule, options: FieldOptions = FieldOptions()) {
        self.text = ""
        self.selection = 0..<0
        self.verdict = rule.verdict(for: "")
        self.layout = FieldLayout(rule: rule, options: options)
    }

    /// Applies an edit: the field takes it or refuses it, and says what changed.
    ///
    /// - Parameter edit: What the user did.
    /// - Returns: The change: the new text and selection with the smallest replacement, or the rejection with the
    ///   state unchanged.
    /// - Throws: ``EditError`` when a range does not fit the text (past its end, negative, or splitting a
    ///   surrogate pair). The field is unchanged then.
    /// - Complexity: O(*n*) in the length of the text and the edit. One allocation, for a new text longer than
    ///   15 UTF-8 bytes; a paste allocates while it is read.
    @discardableResult
    public mutating func apply(_ edit: FieldEdit) throws(EditError) -> FieldChange {
        switch edit {
        case .setMarkedText(let marked):
            return try setMarkedText(marked)
        case .unmarkText:
            return try unmarkText()
        default:
            break
        }
        if composition != nil {
            // The platform shows the composed text: commit it, then report the edit from what was shown.
            let shown = text
            _ = try unmarkText()
            let change = try apply(edit)
            return FieldChange(text: change.text, selection: change.selection,
                               replacement: Self.difference(shown, change.text), verdict: change.verdict,
                               rejection: change.rejection, paste: change.paste)
        }
        switch edit {
        case .type(let typed):
            return try replace(selection, with: typed, kind: .typing)
        case .paste(let pasted):
            return try replace(selection, with: pasted, kind: .paste)
        case .deleteBackward:
            if selection.isEmpty {
                guard selection.lowerBound > 0 else { return unchanged() }
                let start = Self.clusterBoundary(in: text, before: selection.lowerBound)
                return try replace(signUnit(start..<selection.lowerBound), with: "", kind: .deleteBackward)
            }
            return try replace(selection, with: "", kind: .deleteBackward)
        case .deleteForward:
            if selection.isEmpty {
                let end = Self.clusterBoundary(in: text, after: selection.upperBound)
                guard end > selection.upperBound else { return unchanged() }
                return try replace(signUnit(selection.upperBound..<end), with: "", kind: .deleteForward)
            }
            return try replace(selection, with: "", kind: .deleteForward)
        case .replace(let range, let replacement, let isPaste):
            // A delegate sends Backspace and Delete alike: a deletion starting at the caret is a Delete.
            let kind: EditKind = isPaste ? .paste : !replacement.isEmpty ? .typing
                : selection.isEmpty && range.lowerBound == selection.lowerBound && !range.isEmpty
                    ? .deleteForward : .deleteBackward
            return try replace(range, with: replacement, kind: kind)
        case .select(let range):
            _ = try InputRule.byteRange(in: text, utf16Offset: range.lowerBound, utf16Length: range.count)
            selection = range
            return unchanged()
        case .moveLeft:
            selection = selection.isEmpty
                ? Self.caret(signUnit(Self.clusterBoundary(in: text, before: selection.lowerBound)..<selection.lowerBound)
                    .lowerBound)
                : Self.caret(selection.lowerBound)
            return unchanged()
        case .moveRight:
            selection = selection.isEmpty
                ? Self.caret(signUnit(selection.upperBound..<Self.clusterBoundary(in: text, after: selection.upperBound))
                    .upperBound)
                : Self.caret(selection.upperBound)
            return unchanged()
        case .moveToStart:
            selection = 0..<0
            return unchanged()
        case .moveToEnd:
            selection = Self.caret(text.utf16.count)
            return unchanged()
        case .setMarkedText, .unmarkText:
            return unchanged()
        }
    }

    // MARK: - Composition

    private mutating func setMarkedText(_ marked: String) throws(EditError) -> FieldChange {
        let range = markedRange ?? selection
        let bytes = try InputRule.byteRange(in: text, utf16Offset: range.lowerBound, utf16Length: range.count)
        if composition == nil { composition = Composition(text: text, selection: selection, verdict: verdict) }
        let old = text
        text = InputRule.splice(text, bytes, marked)
        let end = range.lowerBound + marked.utf16.count
        markedRange = range.lowerBound..<end
        selection = Self.caret(end)
        return FieldChange(text: text, selection: selection, replacement: Self.difference(old, text), verdict: verdict,
                           rejection: nil, paste: nil)
    }

    private mutating func unmarkText() throws(EditError) -> FieldChange {
        guard let base = composition, let marked = markedRange else { return unchanged() }
        let composed = text
        let bytes = try InputRule.byteRange(in: text, utf16Offset: marked.lowerBound, utf16Length: marked.count)
        let typed = String(composed[Self.utf8Index(composed, bytes.lowerBound)..<Self.utf8Index(composed, bytes.upperBound)])
        (text, selection, verdict) = (base.text, base.selection, base.verdict)
        composition = nil
        markedRange = nil
        let change: FieldChange
        do {
            change = try replace(selection, with: typed, kind: .typing)
        } catch {
            // The base state is consistent; a composition the platform reported wrongly is dropped whole.
            return FieldChange(text: text, selection: selection, replacement: Self.difference(composed, text),
                               verdict: verdict, rejection: nil, paste: nil)
        }
        // The platform shows the composed text: the replacement starts from it.
        return FieldChange(text: change.text, selection: change.selection,
                           replacement: Self.difference(composed, change.text), verdict: change.verdict,
                           rejection: change.rejection, paste: nil)
    }

    // MARK: - Text edits

    enum EditKind { case typing, paste, deleteBackward, deleteForward }

    private func unchanged() -> FieldChange {
        FieldChange(text: text, selection: selection, replacement: nil, verdict: verdict, rejection: nil, paste: nil)
    }

    private mutating func refuse(_ rejection: Rejection, paste: PasteReading? = nil) -> FieldChange {
        FieldChange(text: text, selection: selection, replacement: nil, verdict: verdict, rejection: rejection,
                    paste: paste)
    }

    /// Replaces a UTF-16 range of the shown text.
    private mutating func replace(_ range: Range<Int>, with typed: String, kind: EditKind) throws(EditError)
        -> FieldChange
    {
        let bytes = try InputRule.byteRange(in: text, utf16Offset: range.lowerBound, utf16Length: range.count)
        if range.isEmpty && typed.isEmpty { return unchanged() }
        var replacement = typed
        var reading: PasteReading?
        var toggle = false
        if let grammar = layout.grammar {
            switch kind {
            case .paste:
                if let validator = layout.validator,
                   let read = PasteReader.read(typed, validator: validator, rule: rule) {
                    if read.certainty == .ambiguous && options.ambiguousPastes == .refuse {
                        let offset = layout.rawOffset(of: range.lowerBound, in: text)
                        return refuse(Rejection(reason: .ambiguousPaste, offset: offset), paste: read)
                    }
                    reading = read
                    replacement = read.text
                }
            case .typing:
                if options.togglesSign || options.decimalSeparatorAliases, let symbol = layout.singleScalar(typed) {
                    let lexeme = grammar.lexeme(of: symbol)
                    if options.togglesSign, grammar.kind.allowsSign, lexeme == .minus || lexeme == .plus,
                       !layout.followsExponent(text, byte: bytes.lowerBound) {
                        toggle = true
                        replacement = lexeme == .minus ? "-" : "+"
                    } else if options.decimalSeparatorAliases, symbol == 0x2E || symbol == 0x2C,
                              let decimal = layout.decimalScalar, decimal != symbol {
                        if layout.groupingScalar == symbol {
                            let offset = layout.rawOffset(of: range.lowerBound, in: text)
                            return refuse(Rejection(reason: .ambiguousDecimalSeparator, offset: offset))
                        }
                        replacement = grammar.symbols.decimalSeparator
                    }
                }
            case .deleteBackward, .deleteForward:
                break
            }
            if !toggle, kind == .typing || kind == .paste, !layout.isDigitKey(replacement, display: options.digits) {
                // Digits of a system the field does not read (full-width from an input method, Devanagari)
                // become the locale's; the digits option may convert all of them.
                replacement = layout.convertDigits(replacement, to: options.digits)
                // A formatting field inserts its grouping separators itself: one typed, or pasted in text not read
                // as a number, is refused rather than guessed at ("1,234,56" is not 123456).
                if layout.formats, reading == nil, let at = layout.groupingSeparatorOffset(in: replacement) {
                    let offset = layout.rawOffset(of: range.lowerBound, in: text) + at
                    return refuse(Rejection(reason: .groupingSeparatorNotAllowed, offset: offset))
                }
            }
        }
        let isDeletion = replacement.isEmpty && !range.isEmpty
        let result = layout.edit(text, byteRange: bytes, replacement: replacement, kind: kind, toggle: toggle)
        switch result {
        case .unchanged:
            return unchanged()
        case .refused(let found):
            if isDeletion {
                if rule.deletionPolicy == .validated {
                    return refuse(Rejection(reason: .deletionRejected, offset: found.offset), paste: reading)
                }
            }
            return refuse(found, paste: reading)
        case .accepted(let newText, let caret, let newVerdict):
            let old = text
            text = newText
            selection = Self.caret(caret)
            verdict = newVerdict
            return FieldChange(text: text, selection: selection, replacement: Self.difference(old, text),
                               verdict: verdict, rejection: nil, paste: reading)
        }
    }

    // MARK: - Helpers

    /// `range` grown to the whole sign when it touches part of it: the locale's minus with its bidi marks
    /// (ar_EG U+061C U+002D, fa_IR U+200E U+2212) is deleted and stepped over as one unit.
    func signUnit(_ range: Range<Int>) -> Range<Int> {
        let sign = layout.signUnits(text)
        guard sign > 0, range.lowerBound < sign else { return range }
        return 0..<Swift.max(range.upperBound, sign)
    }

    static func caret(_ offset: Int) -> Range<Int> { offset..<offset }

    static func utf8Index(_ text: String, _ byte: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: byte)
    }

    /// The UTF-16 offset of the grapheme-cluster boundary before `offset` (0 at the start).
    static func clusterBoundary(in text: String, before offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        let utf16 = text.utf16
        let index = utf16.index(utf16.startIndex, offsetBy: min(offset, utf16.count))
        var cluster = text.startIndex
        var previous = text.startIndex
        while cluster < index {
            previous = cluster
            cluster = text.index(after: cluster)
        }
        return utf16.distance(from: utf16.startIndex, to: previous)
    }

    /// The UTF-16 offset of the grapheme-cluster boundary after `offset` (the end at the end).
    static func clusterBoundary(in text: String, after offset: Int) -> Int {
        let utf16 = text.utf16
        guard offset < utf16.count else { return utf16.count }
        let index = utf16.index(utf16.startIndex, offsetBy: max(0, offset))
        var cluster = text.startIndex
        while cluster <= index && cluster < text.endIndex { cluster = text.index(after: cluster) }
        return utf16.distance(from: utf16.startIndex, to: cluster)
    }

    /// The smallest replacement from `old` to `new`: the common prefix and suffix kept, never splitting a scalar.
    static func difference(_ old: String, _ new: String) -> TextReplacement? {
        var old = old
        var new = new
        // (UTF-16 range in old, byte range in new)
        let result: (Range<Int>, Range<Int>)? = old.withUTF8 { a in
            new.withUTF8 { b in
                let shorter = min(a.count, b.count)
                var prefix = 0
                while prefix < shorter && a[prefix] == b[prefix] { prefix &+= 1 }
                if prefix == a.count && a.count == b.count { return nil }
                while prefix > 0 && (prefix < a.count && a[prefix] & 0xC0 == 0x80
                                     || prefix < b.count && b[prefix] & 0xC0 == 0x80) { prefix &-= 1 }
                var suffix = 0
                while suffix < shorter &- prefix && a[a.count &- 1 &- suffix] == b[b.count &- 1 &- suffix] {
                    suffix &+= 1
                }
                while suffix > 0 && (a[a.count &- suffix] & 0xC0 == 0x80 || b[b.count &- suffix] & 0xC0 == 0x80) {
                    suffix &-= 1
                }
                var lower = 0
                var upper = 0
                for index in 0..<(a.count &- suffix) {
                    let byte = a[index]
                    if byte & 0xC0 != 0x80 {
                        let width = byte >= 0xF0 ? 2 : 1
                        if index < prefix { lower &+= width }
                        upper &+= width
                    }
                }
                return (lower..<upper, prefix..<(b.count &- suffix))
            }
        }
        guard let (range, bytes) = result else { return nil }
        return TextReplacement(utf16Range: range, newText: new, newBytes: bytes)
    }
}

