import _ICUReference
import NumericInput

/// One field and the edits applied to it so far, checked after each: a `NumericField` of the input's rule and
/// options is typed into, edited, selected in, moved about in and composed in, and after every edit its state must
/// be consistent.
///
/// After each `apply`:
/// - the change is the field's new state (text, selection, verdict), and a refused edit or a thrown `EditError`
///   left the state as it was;
/// - the selection (and a marked range) lies within the text and splits no surrogate pair;
/// - applying the change's replacement to the old text gives the new text, and the replacement is minimal: nil
///   exactly when the text did not change, else its first and last scalars differ from those it replaces;
/// - `EditError` comes only from a `select` or `replace` whose range does not fit the text, with the code the
///   range deserves;
/// - outside a composition, the text is a formatting of a text the rule accepts: with the separators the field
///   inserted taken out it is the *raw* text, whose rule verdict is the field's verdict; the separators stand
///   where ICU's formatter puts them for that many integer digits (minimum grouping digits included); the verdict
///   is acceptable unless the edit was a deletion under `DeletionPolicy.alwaysAllowed`;
/// - a caret move lands on a grapheme-cluster boundary, the next one on that side; after a typed key the caret
///   stands right after it; a paste that replaced the whole text and reads as a number gives its value.
struct FieldChecker {
    let target: FuzzTarget
    let locale: FuzzTarget.Locale
    let rule: InputRule
    let options: FieldOptions
    let input: FuzzInput
    var field: NumericField
    /// The edits so far, for the failure message.
    var log: [FieldEdit] = []
    /// The marked text of the composition in progress ("" when none).
    var marked = ""
    /// The text and verdict from before the composition in progress.
    var base: (text: String, verdict: Verdict)?
    /// Whether the field inserts grouping separators (the engine's condition, from public symbols).
    let formats: Bool
    var signScalars: Set<UInt32> { locale.signScalars }
    /// The field's text as UTF-16, kept up to date after each edit: the checks read it, and the next edit's
    /// checks read it as the text from before.
    var units: [UInt16] = []

    /// A checker of `field`, a new field of `rule` and `options` (a copy of one made earlier for the same rule and
    /// options, so that an input does not build one).
    init(target: FuzzTarget, locale: FuzzTarget.Locale, rule: InputRule, options: FieldOptions, input: FuzzInput,
         field: NumericField) {
        self.target = target
        self.locale = locale
        self.rule = rule
        self.options = options
        self.input = input
        self.field = field
        units = Array(field.text.utf16)
        let symbols = locale.symbols
        formats = options.formatsAsYouType && rule.configuration.number.map { $0.kind != .digits } ?? false
            && symbols.primaryGroupingSize > 0 && !symbols.groupingSeparator.isEmpty
    }

    func fail(_ message: String, _ details: [(String, String)] = []) -> Never {
        var all: [(String, String)] = [
            ("field options", "\(options)"),
            ("rule", "grouping \(rule.configuration.number.map { "\($0.grouping)" } ?? "-"), deletions \(rule.configuration.deletionPolicy)"),
            ("edits", log.map { "\($0)" }.joined(separator: "; ")),
            ("field text", escaped(field.text)), ("selection", "\(field.selection)"),
            ("marked", field.markedRange.map { "\($0)" } ?? "none"), ("verdict", "\(field.verdict)"),
        ]
        all += details
        target.fail("field: " + message, input, all, locale: locale.identifier)
    }

    /// Commits a composition as its own edit, so that a range given next is a range of the text it applies to.
    mutating func unmarkBeforeRangeEdit() {
        if field.markedRange != nil { apply(.unmarkText) }
    }

    mutating func apply(_ edit: FieldEdit) {
        let before = field
        let beforeUnits = units
        let wasComposing = field.markedRange != nil
        log.append(edit)
        let expectedError = Self.expectedError(edit, units: beforeUnits)
        let change: FieldChange
        do {
            change = try field.apply(edit)
        } catch {
            guard let expectedError else { fail("EditError \(error.code) for an edit that fits: \(error.message)") }
            if !expectedError.contains(error.code) {
                fail("EditError \(error.code), expected one of \(expectedError): \(error.message)")
            }
            if field.text != before.text || field.selection != before.selection || field.verdict != before.verdict
                || field.markedRange != before.markedRange {
                fail("a thrown EditError changed the field", [("before", escaped(before.text))])
            }
            return
        }
        if let expectedError { fail("no EditError for a range that does not fit; expected \(expectedError)") }
        if field.text != before.text { units = Array(field.text.utf16) }
        if case .setMarkedText(let text) = edit {
            marked = text
            if !wasComposing { base = (before.text, before.verdict) }
        }
        check(change, edit: edit, before: before, beforeUnits: beforeUnits, wasComposing: wasComposing)
        if field.markedRange == nil {
            marked = ""
            base = nil
        }
    }

    /// The codes a `select` or `replace` range deserves in `text`; nil when it fits (other edits always fit).
    static func expectedError(_ edit: FieldEdit, units: [UInt16]) -> Set<EditError.Code>? {
        let range: Range<Int>
        switch edit {
        case .select(let selected): range = selected
        case .replace(let replaced, _, _): range = replaced
        default: return nil
        }
        func splits(_ offset: Int) -> Bool {
            offset > 0 && offset < units.count && UTF16.isTrailSurrogate(units[offset])
                && UTF16.isLeadSurrogate(units[offset - 1])
        }
        var codes: Set<EditError.Code> = []
        if range.lowerBound < 0 || range.upperBound > units.count { codes.insert(.rangeOutOfBounds) }
        if splits(range.lowerBound) || splits(range.upperBound) { codes.insert(.splitsSurrogatePair) }
        return codes.isEmpty ? nil : codes
    }

    // MARK: - After each edit

    func check(_ change: FieldChange, edit: FieldEdit, before: NumericField, beforeUnits: [UInt16],
               wasComposing: Bool) {
        func require(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { fail(message(), [("before", escaped(before.text)), ("before selection", "\(before.selection)"),
                                             ("change", "\(change)")]) }
        }
        // The change is the new state.
        if let state = change.state {
            require(state == field.state, "the accepted change is not the field's new state")
        } else {
            require(field.text == before.text && field.selection == before.selection || wasComposing,
                    "a rejected change changed the field")
        }
        func fits(_ range: Range<Int>) -> Bool {
            func splits(_ offset: Int) -> Bool {
                offset > 0 && offset < units.count && UTF16.isTrailSurrogate(units[offset])
                    && UTF16.isLeadSurrogate(units[offset - 1])
            }
            return range.lowerBound >= 0 && range.upperBound <= units.count && !splits(range.lowerBound)
                && !splits(range.upperBound)
        }
        require(fits(field.selection), "the selection does not fit the text")
        if let markedRange = field.markedRange { require(fits(markedRange), "the marked range does not fit the text") }

        // An edit other than composing while composing first commits the composition, then applies: its change is
        // from the committed text, which the platform never showed.
        let autoCommits: Bool
        switch edit {
        case .setMarkedText, .unmarkText: autoCommits = false
        default: autoCommits = wasComposing
        }

        // Refused: nothing changed (a refused composition goes back to the text from before it).
        if let rejection = change.rejection {
            if case .unmarkText = edit, let base {
                require(field.text == base.text && field.verdict == base.verdict,
                        "a refused composition did not go back to the text from before it (\(rejection))")
            } else if !autoCommits {
                require(change.replacement == nil, "a refused edit has a replacement")
                require(field.text == before.text && field.selection == before.selection
                        && field.verdict == before.verdict, "a refused edit changed the field (\(rejection))")
            }
        }

        // The replacement turns the old text into the new one, minimally.
        if let replacement = change.replacement {
            let old = beforeUnits
            let range = replacement.utf16Range
            require(range.lowerBound >= 0 && range.upperBound <= old.count,
                    "the replacement's range is outside the old text")
            // Applied to the old text's UTF-16, the replacement gives the new text's, unit for unit (compared
            // without building the applied text; it is built for the message only).
            let inserted16 = replacement.text.utf16
            let end = range.lowerBound + inserted16.count
            let applies = units.count == old.count - range.count + inserted16.count
                && units[..<range.lowerBound].elementsEqual(old[..<range.lowerBound])
                && units[range.lowerBound..<end].elementsEqual(inserted16)
                && units[end...].elementsEqual(old[range.upperBound...])
            if !applies {
                let applied = String(decoding: old[..<range.lowerBound], as: UTF16.self) + replacement.text
                    + String(decoding: old[range.upperBound...], as: UTF16.self)
                require(false, "the replacement applied to the old text is \(escaped(applied))")
            }
            let removed = String(decoding: old[range], as: UTF16.self).unicodeScalars
            let inserted = replacement.text.unicodeScalars
            if let a = removed.first, let b = inserted.first { require(a != b, "the replacement keeps its first scalar") }
            if let a = removed.last, let b = inserted.last { require(a != b, "the replacement keeps its last scalar") }
            require(!removed.isEmpty || !inserted.isEmpty, "an empty replacement")
        } else {
            require(field.text == before.text, "the text changed without a replacement")
        }

        // Moves and selections.
        switch edit {
        case .select(let range):
            require(field.selection == range && field.text == before.text, "select did not select")
        case .moveToStart:
            require(field.selection == 0..<0, "moveToStart did not put the caret at 0")
        case .moveToEnd:
            require(field.selection == units.count..<units.count, "moveToEnd did not put the caret at the end")
        case .moveLeft, .moveRight:
            if wasComposing { break }
            let isLeft = edit == .moveLeft
            let caret = field.selection
            require(caret.isEmpty, "a move left a selection")
            if !before.selection.isEmpty {
                let expected = isLeft ? before.selection.lowerBound : before.selection.upperBound
                require(caret.lowerBound == expected, "a move did not collapse the selection to its \(isLeft ? "start" : "end")")
            } else {
                let boundaries = Self.clusterBoundaries(field.text)
                let from = before.selection.lowerBound
                var expected = isLeft ? boundaries.last { $0 < from } ?? 0 : boundaries.first { $0 > from } ?? units.count
                // A sign with its bidi marks is one unit: the caret never stops inside it.
                let sign = signLength(field.text)
                if expected > 0, expected < sign { expected = isLeft ? 0 : sign }
                require(caret.lowerBound == expected, "a move went to \(caret.lowerBound), not the next grapheme "
                        + "boundary \(expected)")
            }
        default:
            break
        }

        // The caret and selection never stop inside the sign (bidi marks, one sign, bidi marks) after a move, a
        // deletion, or text without sign or mark typed or pasted after the sign: only a range the platform names
        // (`select`, `replace`) may put them there, and typing a mark or sign leaves the caret right after it,
        // where that may be.
        if rule.configuration.number != nil, field.markedRange == nil, !wasComposing {
            func signFree(_ text: String) -> Bool { !text.unicodeScalars.contains { signScalars.contains($0.value) } }
            let placed: Bool
            switch edit {
            // A range the platform names (select, replace) may cut the sign: the caret goes where it says.
            case .select, .replace, .setMarkedText, .unmarkText, .endEditing, .beginEditing: placed = false
            // Left and right collapse a selection to its end, wherever `select` put it.
            case .moveLeft, .moveRight: placed = before.selection.isEmpty
            case .moveToStart, .moveToEnd: placed = true
            case .deleteBackward, .deleteForward: placed = field.text != before.text
            case .type(let text), .paste(let text):
                placed = field.text != before.text && signFree(text)
                    && before.selection.lowerBound >= signLength(before.text)
            }
            if placed {
                let sign = signLength(field.text)
                require(!(field.selection.lowerBound > 0 && field.selection.lowerBound < sign)
                        && !(field.selection.upperBound > 0 && field.selection.upperBound < sign),
                        "the selection \(field.selection) stops inside the sign (\(sign) UTF-16 units)")
            }
        }

        // Composition: the marked text is shown as given, the verdict kept.
        if case .setMarkedText(let text) = edit {
            require(field.markedRange?.count == text.utf16.count && field.verdict == before.verdict
                    && field.selection == field.markedRange.map { $0.upperBound..<$0.upperBound },
                    "the marked text is not shown as given")
            return
        }
        guard field.markedRange == nil else { return require(false, "still composing after \(edit)") }

        // The text is a formatting of a text the rule accepts.
        let (raw, integerRun) = rawText(field.text)
        let ruleVerdict = rule.verdict(for: raw)
        require(ruleVerdict == field.verdict, "the field's verdict is not the rule's verdict \(ruleVerdict) of the raw "
                + "text \(escaped(raw))")
        // An invalid text (a deletion let through, "--3004") is not a number to group: the field leaves it as the
        // deletion left it, so ICU's grouping is asked of valid and partial texts only.
        if formats, integerRun.digits <= 60, !field.verdict.isInvalid {
            let expected = icuSeparators(digits: integerRun.digits)
            require(expected == nil || expected! == integerRun.separators,
                    "separators after digits \(integerRun.separators), ICU puts them after \(expected ?? [])")
        }
        if field.verdict.isInvalid {
            let kept = field.verdict == before.verdict || field.verdict == base?.verdict
            require(kept || (Self.isDeletion(edit, marked: marked) && rule.configuration.deletionPolicy == .alwaysAllowed),
                    "the verdict is invalid after an edit that is not a deletion let through")
        }
        guard change.isAccepted else { return }

        // After a typed key the caret stands right after it (when the field took it as typed).
        if case .type(let typed) = edit, !wasComposing, field.text != before.text, typed.unicodeScalars.count == 1,
           takenAsTyped(typed.unicodeScalars.first!) {
            let caret = field.selection.lowerBound
            let before = String(decoding: Array(field.text.utf16)[..<caret], as: UTF16.self)
            let rawBefore = rawText(before).raw.unicodeScalars
            require(rawBefore.last == typed.unicodeScalars.first, "the caret is not right after the typed key")
        }

        // A paste over the whole text that reads as a number gives the number's value.
        if let reading = change.paste {
            require((reading.certainty == .ambiguous) == (reading.alternative != nil),
                    "an ambiguous reading without an alternative, or a certain one with one")
            require(reading.alternative != reading.value, "the alternative reading is the same value")
            let isWhole: Bool
            switch edit {
            case .paste: isWhole = before.selection == 0..<before.text.utf16.count && !wasComposing
            case .replace(let range, _, _): isWhole = range == 0..<before.text.utf16.count
            default: isWhole = false
            }
            if isWhole, case .complete(let value?) = field.verdict {
                require(value == reading.value, "the pasted text's value is \(value.canonical), read as "
                        + reading.value.canonical)
            }
        }
    }

    /// The UTF-16 length of the sign at the start of `text`, as the engine counts it (its documented unit): bidi
    /// marks, at most one minus or plus, bidi marks; marks alone count too (a deletion can leave them without
    /// their sign). 0 for a rule without a number.
    func signLength(_ text: String) -> Int {
        guard rule.configuration.number != nil else { return 0 }
        var length = 0
        var signs = 0
        for scalar in text.unicodeScalars {
            guard signScalars.contains(scalar.value) else { break }
            if !NumberSymbolsMarks.contains(scalar.value) {
                if signs == 1 { break }
                signs += 1
            }
            length += scalar.utf16.count
        }
        return length
    }

    /// Whether a typed scalar goes into the text as it is: not a sign the field toggles with, not a "." or ","
    /// it may take for the decimal separator, and digits shown as typed.
    func takenAsTyped(_ scalar: Unicode.Scalar) -> Bool {
        guard let validator = rule.configuration.number else { return true }
        if options.digits != .asTyped { return false }
        // A digit of a system the field does not read becomes the locale's digit.
        if scalar.properties.numericType == .decimal, !validator.symbols.digits.contains(scalar),
           !("0"..."9").contains(scalar) {
            return false
        }
        if options.decimalSeparatorAliases && (scalar == "." || scalar == ",") { return false }
        if options.togglesSign && signScalars.contains(scalar.value) { return false }
        return true
    }

    static func isDeletion(_ edit: FieldEdit, marked: String) -> Bool {
        switch edit {
        case .deleteBackward, .deleteForward: true
        case .type(let text), .paste(let text), .replace(_, let text, _): text.isEmpty
        case .unmarkText: marked.isEmpty
        default: false
        }
    }

    // MARK: - Raw text

    /// The scalars a sign may be made of: minus and plus signs, the locale's, and bidi marks.
    static func signScalars(_ symbols: NumberSymbols) -> Set<UInt32> {
        var signs: Set<UInt32> = [0x2D, 0x2212, 0x2B, 0x200E, 0x200F, 0x061C]
        for scalar in symbols.minusSign.unicodeScalars { signs.insert(scalar.value) }
        for scalar in symbols.plusSign.unicodeScalars { signs.insert(scalar.value) }
        return signs
    }

    func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        (0x30...0x39).contains(scalar.value) || locale.symbols.digits.contains(scalar)
    }

    /// The text without the separators a formatting field inserts (a grouping separator followed by a digit, in
    /// the integer digits after the sign), and the integer run: its digit count and after which digits (counted
    /// from the left) a separator stands.
    func rawText(_ text: String) -> (raw: String, integerRun: (digits: Int, separators: [Int])) {
        guard formats else { return (text, (0, [])) }
        let scalars = Array(text.unicodeScalars)
        let group = Array(locale.symbols.groupingSeparator.unicodeScalars)
        let signs = signScalars
        var raw = String.UnicodeScalarView()
        var index = 0
        var digits = 0
        var separators: [Int] = []
        var phase = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if phase == 0 && signs.contains(scalar.value) {
            } else if phase < 2 && isDigit(scalar) {
                phase = 1
                digits += 1
            } else if phase == 1, index + group.count < scalars.count,
                      Array(scalars[index..<index + group.count]) == group, isDigit(scalars[index + group.count]) {
                separators.append(digits)
                index += group.count
                continue
            } else {
                phase = 2
            }
            raw.append(scalar)
            index += 1
        }
        return (String(raw), (digits, separators))
    }

    /// After which digits ICU puts a grouping separator in a whole number of `digits` digits; nil when ICU's text
    /// cannot be read that way.
    func icuSeparators(digits: Int) -> [Int]? {
        let key = SeparatorCache.Key(locale: locale.identifier, digits: digits)
        if let known = target.separatorCache.value[key] { return known }
        let separators = Self.icuSeparators(digits: digits, formatter: locale.grouping)
        target.separatorCache.value[key] = separators
        return separators
    }

    static func icuSeparators(digits: Int, formatter: ICUNumberFormat) -> [Int]? {
        guard digits > 0, let formatted = formatter.format(String(repeating: "1", count: digits)) else {
            return digits == 0 ? [] : nil
        }
        var count = 0
        var separators: [Int] = []
        var between = false
        for scalar in formatted.unicodeScalars {
            if scalar.properties.numericType == .decimal {
                if between && count > 0 { separators.append(count) }
                between = false
                count += 1
            } else if !NumberSymbolsMarks.contains(scalar.value) {
                between = true
            }
        }
        return count == digits ? separators : nil
    }

    /// The UTF-16 offsets of the grapheme-cluster boundaries of `text`, 0 and the end included.
    static func clusterBoundaries(_ text: String) -> [Int] {
        var offsets = [0]
        var offset = 0
        for character in text {
            offset += character.utf16.count
            offsets.append(offset)
        }
        return offsets
    }
}

/// Where ICU puts grouping separators, by locale and digit count: the field check asks for the same few often.
final class SeparatorCache {
    struct Key: Hashable {
        var locale: String
        var digits: Int
    }

    var value: [Key: [Int]?] = [:]
}

/// Bidi marks ICU may write around a number.
let NumberSymbolsMarks: Set<UInt32> = [0x200E, 0x200F, 0x061C]

/// A field's edits, read from the input's body bytes: one opcode byte, then its arguments.
///
/// | opcode % 16 | edit |
/// |---|---|
/// | 0–4 | type a key from the locale's keys (next byte picks it) |
/// | 5 | paste a text from the paste list (next byte) |
/// | 6, 7 | Backspace, Delete |
/// | 8 | select a range (next two bytes, see ``range(_:_:count:)``) |
/// | 9 | replace a range (two bytes) with nothing, a key or a paste text (third byte), as a paste when odd |
/// | 10–13 | left, right, start, end |
/// | 14 | set marked text: one or two keys (next byte; odd: two) |
/// | 15 | end the composition |
struct FieldProgram {
    let bytes: [UInt8]
    var position = 0
    let keys: [String]
    /// The locale's fixed pastes (``pastes(formatted:)``), then the input's two texts.
    let fixedPastes: [String]
    let inputPastes: (String, String)

    init(bytes: [UInt8], locale: FuzzTarget.Locale, input: FuzzInput) {
        self.bytes = bytes
        keys = locale.fieldKeys
        fixedPastes = locale.fieldPastes
        inputPastes = (input.replacement, input.current)
    }

    /// The texts a program pastes, but for the input's own two: built once per locale, not per input.
    static func pastes(formatted: String) -> [String] {
        ["1,234.56", "1.234", "1,234", "1 234,5", "-1.234,56", "١٢٣", "12e3", "1'234.5", "0,5", "-", "", "abc",
         "1.23.4", "1.234.567", "12,34,567.8", " 42 ", "\u{200F}-1٬234٫5", "99999999999999999999", formatted]
    }

    /// Paste number `index` (mod their count) of the fixed pastes and the input's two texts.
    func paste(_ index: Int) -> String {
        let choice = index % (fixedPastes.count + 2)
        if choice < fixedPastes.count { return fixedPastes[choice] }
        return choice == fixedPastes.count ? inputPastes.0 : inputPastes.1
    }

    /// The keys of a locale: its digits, ASCII digits, its symbols and look-alikes (built once per locale).
    static func keys(_ symbols: NumberSymbols) -> [String] {
        var keys = symbols.digits.map { String($0) } + (0...9).map(String.init)
        keys += [symbols.decimalSeparator, symbols.groupingSeparator, symbols.minusSign, symbols.plusSign,
                 symbols.exponentSymbol, ".", ",", "-", "+", "\u{2212}", " ", "\u{A0}", "\u{202F}", "'", "\u{2019}",
                 "e", "E", "\u{066B}", "\u{066C}", "\u{200E}", "\u{200F}", "\u{061C}", "x", "😀", "\u{301}", "١", "۵",
                 "𞥓", "", "12", "e\u{301}"]
        return keys
    }

    mutating func byte() -> UInt8? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func next(text: String) -> FieldEdit? {
        guard let opcode = byte() else { return nil }
        let count = text.utf16.count
        switch opcode % 16 {
        case 0...4: return .type(keys[Int(byte() ?? 0) % keys.count])
        case 5: return .paste(paste(Int(byte() ?? 0)))
        case 6: return .deleteBackward
        case 7: return .deleteForward
        case 8: return .select(Self.range(byte() ?? 0, byte() ?? 0, count: count))
        case 9:
            let range = Self.range(byte() ?? 0, byte() ?? 0, count: count)
            let choice = Int(byte() ?? 0)
            let text = choice % 3 == 0 ? "" : choice % 3 == 1 ? keys[(choice / 3) % keys.count]
                : paste(choice / 3)
            return .replace(range, with: text, isPaste: choice % 2 == 1)
        case 10: return .moveLeft
        case 11: return .moveRight
        case 12: return .moveToStart
        case 13: return .moveToEnd
        case 14:
            let choice = Int(byte() ?? 0)
            let first = keys[(choice / 2) % keys.count]
            return .setMarkedText(choice % 2 == 1 ? first + keys[Int(byte() ?? 0) % keys.count] : first)
        default: return .unmarkText
        }
    }

    /// A range of a text of `count` UTF-16 code units: below 0xF0 each byte is an offset that fits (maybe inside
    /// a surrogate pair); from 0xF0 a start or end that does not (negative, past the end, `Int.min`, `Int.max`).
    static func range(_ startByte: UInt8, _ lengthByte: UInt8, count: Int) -> Range<Int> {
        if startByte >= 0xF0 {
            let starts = [-1, count + 1, count + 2, Int.min, Int.max, -1_000]
            let lower = starts[Int(startByte - 0xF0) % starts.count]
            let upper = lengthByte % 2 == 0 || lower == Int.max ? lower : lower + 1
            return lower..<upper
        }
        let lower = Int(startByte) % (count + 1)
        if lengthByte >= 0xF0 {
            let ends = [count + 1, count + 7, Int.max]
            return lower..<ends[Int(lengthByte - 0xF0) % ends.count]
        }
        return lower..<(lower + Int(lengthByte) % (count - lower + 1))
    }
}
