/// What a rule decided about one edit.
///
/// Three outcomes, each carrying what it needs and nothing it could contradict:
///
/// ```swift
/// switch try rule.evaluate(current: text, utf16Offset: 3, utf16Length: 0, replacement: "5") {
/// case .accepted(let status): print("take the edit; the text is now", status)
/// case .acceptedPaste(let reading, let text, _): field.text = text   // a paste read as a number
/// case .rejected(let rejection): print(rejection)
/// }
/// ```
///
/// The same vocabulary runs through the API: a text gets a ``Verdict`` (complete, partial, invalid); an edit is
/// ``accepted(_:)`` or ``rejected(_:)`` with a ``Rejection``; a ``NumericField`` edit is a ``FieldChange``,
/// accepted or rejected alike.
public enum EditDecision: Sendable, Hashable {
    /// Take the edit as given. The status is the verdict's for the text after the edit: complete or partial,
    /// or, for a deletion a rule lets through (``InputRule/DeletionPolicy/alwaysAllowed``), possibly invalid.
    case accepted(VerdictStatus)
    /// Take the paste as read: the rule reads pastes (``InputRule/normalizingPastes()``) and read this one as a
    /// number, written again in the locale's symbols. `text` is the field's whole text with it in place of the
    /// pasted text; the status is the verdict's for that text.
    // Boxed (a paste read as a number allocates its text anyway): every typed key's decision is then 17 bytes,
    // not 25, and the keystrokes of the number-only driver 2 to 18 instructions fewer under callgrind.
    indirect case acceptedPaste(PasteReading, text: String, VerdictStatus)
    /// Refuse the edit; the field keeps its text.
    case rejected(Rejection)

    /// The status of an accepted edit's text.
    @available(*, deprecated, renamed: "VerdictStatus", message: "accepted edits report the verdict's status")
    public typealias Status = VerdictStatus

    /// Whether the field should take the edit: what `textField(_:shouldChangeCharactersIn:replacementString:)`
    /// returns (after setting the text itself for ``acceptedPaste(_:text:_:)``).
    public var isAccepted: Bool { if case .rejected = self { false } else { true } }

    /// Why the edit was refused; nil when it was accepted.
    public var rejection: Rejection? { if case .rejected(let rejection) = self { rejection } else { nil } }

    /// The status of the text after an accepted edit; nil when refused.
    public var status: VerdictStatus? {
        switch self {
        case .accepted(let status), .acceptedPaste(_, _, let status): status
        case .rejected: nil
        }
    }

    /// How a paste was read; nil for any other decision.
    public var paste: PasteReading? { if case .acceptedPaste(let reading, _, _) = self { reading } else { nil } }

    /// The field's whole text after this decision: `current` with the edit applied, the text with the paste as
    /// read, or `current` unchanged when the edit was refused. Built on request (the decision itself never builds
    /// text but for a read paste).
    ///
    /// - Parameters:
    ///   - current: The field's text before the edit.
    ///   - utf16Offset: Where the edit's range starts, in UTF-16 code units, as given to
    ///     ``InputRule/evaluate(current:utf16Offset:utf16Length:replacement:)``.
    ///   - utf16Length: The edit's range's length, in UTF-16 code units, as given there too.
    ///   - replacement: What replaced the range.
    /// - Returns: The text the field shows after the edit.
    /// - Throws: ``EditError`` when the range does not fit `current`.
    /// - Complexity: O(*n*); one allocation for the new text.
    public func text(current: String, utf16Offset: Int, utf16Length: Int, replacement: String)
        throws(EditError) -> String
    {
        switch self {
        case .rejected: return current
        case .acceptedPaste(_, let text, _): return text
        case .accepted:
            let range = try UTF8Bytes.byteRange(in: current, utf16Offset: utf16Offset, utf16Length: utf16Length)
            return UTF8Bytes.splice(current, range, replacement)
        }
    }
}
