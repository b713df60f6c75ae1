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
        guard let replacement = NumericField.difference(old, new) else { return .replace(0..<0, with: "") }
        return .replace(replacement.utf16Range, with: String(replacement.text), isPaste: isPaste)
    }
}

/// What a ``NumericField`` does beyond checking its rule. Every option is off by default, and every option
/// needs a rule with a number (``InputRule/validator``): a field without one ignores them.
public struct FieldOptions: Sendable, Hashable {
    /// Insert the locale's grouping separators in the integer part as the user types (en_US 1,234,567;
    /// hi_IN 12,34,567; es_ES 1234 but 12.345). Never in the fraction or the exponent, never in a
    /// ``NumericKind/digits`` field. The rule applies to the number behind the formatting: inserted separators
    /// do not count against ``InputRule/maxLength``.
    public var formatsAsYouType: Bool
    /// Which digits the field shows for what is typed or pasted.
    public var digits: DigitDisplay
    /// Take a typed "." or "," as the locale's decimal separator where it cannot be a grouping separator
    /// (ar_EG "١." shows "١٫"); where it could be one (de_DE "."), refuse it with
    /// ``InvalidReason/ambiguousDecimalSeparator``.
    public var decimalSeparatorAliases: Bool
    /// A typed minus ("-", "−" or the locale's) toggles the number's sign wherever the caret is, and a typed "+"
    /// makes the number positive: for keypads without a minus key at the start. Right after an exponent symbol
    /// they are the exponent's sign as usual.
    public var togglesSign: Bool
    /// What a paste that reads two ways does.
    public var ambiguousPastes: AmbiguousPastePolicy

    /// Which digits the field shows.
    public enum DigitDisplay: String, Sendable, Hashable, CaseIterable {
        /// As typed: digits the field reads are kept (ASCII in ar_EG stays ASCII). Typed and pasted digits of a
        /// system the field does not read (full-width, Devanagari in en_US) become the locale's.
        case asTyped = "as-typed"
        /// Typed and pasted digits become the locale's digits.
        case locale
        /// Typed and pasted digits become ASCII digits.
        case ascii
    }

    /// What a paste that reads two ways does ("1.234" in de_DE: 1234 or 1.234).
    public enum AmbiguousPastePolicy: String, Sendable, Hashable, CaseIterable {
        /// Take the locale's reading; the change reports the other one.
        case takeLocaleReading = "locale-reading"
        /// Refuse the paste with ``InvalidReason/ambiguousPaste``.
        case refuse
    }

    /// Creates options; every one is off by default.
    ///
    /// - Parameters:
    ///   - formatsAsYouType: Insert grouping separators as the user types.
    ///   - digits: Which digits to show; as typed by default.
    ///   - decimalSeparatorAliases: Take "." and "," as the decimal separator where unambiguous.
    ///   - togglesSign: A typed minus toggles the sign.
    ///   - ambiguousPastes: What an ambiguous paste does; the locale's reading by default.
    public init(formatsAsYouType: Bool = false, digits: DigitDisplay = .asTyped, decimalSeparatorAliases: Bool = false,
                togglesSign: Bool = false, ambiguousPastes: AmbiguousPastePolicy = .takeLocaleReading) {
        self.formatsAsYouType = formatsAsYouType
        self.digits = digits
        self.decimalSeparatorAliases = decimalSeparatorAliases
        self.togglesSign = togglesSign
        self.ambiguousPastes = ambiguousPastes
    }

    /// A formatted amount field: grouping as you type, decimal separator aliases, sign toggle.
    public static let amount = FieldOptions(formatsAsYouType: true, decimalSeparatorAliases: true, togglesSign: true)
}

/// What one ``FieldEdit`` did to a ``NumericField``.
///
/// For an accepted edit: the new text and selection, the smallest replacement that turns the old text into the
/// new one (apply it with `UITextInput.replace(_:withText:)` so the field keeps its undo stack), and the
/// verdict. For a refused edit: the ``Rejection``, with the field's text and selection unchanged.
public struct FieldChange: Sendable, Hashable {
    /// The field's text after the edit.
    public let text: String
    /// The field's selection after the edit, in UTF-16 offsets; empty for a caret.
    public let selection: Range<Int>
    /// The smallest edit from the old text to the new; nil when the text did not change. When an input method's
    /// composition is refused as it ends, this is the edit that takes the composed text back to the text from
    /// before the composition (the field's state).
    public let replacement: TextReplacement?
    /// The verdict for the number behind the text (the text without the separators the field inserted).
    public let verdict: Verdict
    /// Why the edit was refused; nil when it was taken. Its offset is in the text the rule saw: the prospective
    /// text without the separators the field inserts.
    public let rejection: Rejection?
    /// How a paste was read; nil for anything but a paste that read as a number.
    public let paste: PasteReading?

    /// Whether the edit was taken.
    public var isAccepted: Bool { rejection == nil }
}

/// The smallest replacement that turns a field's old text into its new one: a UTF-16 range of the old text and
/// the text that replaces it.
public struct TextReplacement: Sendable, Hashable {
    /// The replaced range of the old text, in UTF-16 offsets.
    public let utf16Range: Range<Int>
    /// The new text and the UTF-8 range of it that replaces ``utf16Range``: the slice is made on request.
    let newText: String
    let newBytes: Range<Int>

    init(utf16Range: Range<Int>, newText: String, newBytes: Range<Int>) {
        self.utf16Range = utf16Range
        self.newText = newText
        self.newBytes = newBytes
    }

    /// What replaces the range: a slice of the new text (no copy).
    public var text: Substring {
        let utf8 = newText.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: newBytes.lowerBound)
        let upper = utf8.index(utf8.startIndex, offsetBy: newBytes.upperBound)
        return newText[lower..<upper]
    }

    /// Replacements are equal when they replace the same range with the same text.
    public static func == (lhs: TextReplacement, rhs: TextReplacement) -> Bool {
        lhs.utf16Range == rhs.utf16Range && lhs.text == rhs.text
    }

    /// Hashes the range and the text, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(utf16Range)
        hasher.combine(text)
    }
}
