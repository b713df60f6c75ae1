import NumericInput

/// A field in a prepared state, an edit, and the edit that undoes it. One operation applies both to the same
/// field, which then shows what it showed before (checked when it is built), so every operation starts from the
/// same state, and the field keeps and reuses its own text storage, as a field in an app does between keystrokes.
///
/// A class: the benchmark closure and the callgrind loop mutate the one field in place (a copy per operation would
/// share the text's storage with the original and make every first edit copy it).
public final class FieldPair: @unchecked Sendable {
    /// The field, between operations in its prepared state.
    public private(set) var field: NumericField
    /// The edit measured, and the edit that takes the field back.
    public let edit: FieldEdit
    public let undo: FieldEdit
    /// Which of the field's two calls makes the edits.
    public let call: Call

    /// The call that makes a pair's edits.
    public enum Call: Sendable {
        /// `NumericField.perform(_:)`: the outcome alone, the state read from the field (the keystroke's path).
        case perform
        /// `NumericField.apply(_:)`: the change with a copy of the new state.
        case apply
    }

    /// A field of `rule` with `keys` typed one by one and the caret then put at `caret` (UTF-16; nil: the end).
    /// Traps when a key, the edit or the undo is refused, when the undo does not restore the text, or when a
    /// second edit and undo do not end where the first did (the caret may settle on the first undo: Backspace
    /// after a separator and the digit typed back leave the caret before the separator): no benchmark measures
    /// the wrong branch by accident, and every measured operation starts from the same state.
    public init(_ rule: InputRule, options: FieldOptions = .amount, keys: [String], caret: Int? = nil,
                edit: FieldEdit, undo: FieldEdit, call: Call = .perform) {
        var field = NumericField(rule: rule, options: options)
        for key in keys {
            guard (try? field.apply(.type(key)))?.isAccepted == true else { fatalError("setup: \(key) refused") }
        }
        if let caret { _ = try? field.apply(.select(caret..<caret)) }
        let text = field.text
        var settled: Range<Int>?
        for _ in 0..<2 {
            guard (try? field.apply(edit))?.isAccepted == true else { fatalError("setup: \(edit) refused") }
            guard field.text != text else { fatalError("setup: \(edit) changes nothing") }
            guard (try? field.apply(undo))?.isAccepted == true else { fatalError("setup: \(undo) refused") }
            guard field.text == text, settled == nil || settled == field.selection else {
                fatalError("setup: \(edit) then \(undo) gives \(field.text) \(field.selection), not \(text)")
            }
            settled = field.selection
        }
        (self.field, self.edit, self.undo, self.call) = (field, edit, undo, call)
    }

    /// The edit and its undo; true when both were taken.
    ///
    /// One access to the stored field for the two edits, not one per edit: each access to a class's `var` is a
    /// dynamic exclusivity check (about 100 instructions, `swift_beginAccess` and `swift_endAccess`), the
    /// harness's cost rather than the library's. An app that keeps its field in a class property pays one per
    /// keystroke on top of the figures.
    @inline(__always)
    public func run() -> Bool {
        switch call {
        case .perform: Self.perform(&field, edit, undo)
        case .apply: Self.apply(&field, edit, undo)
        }
    }

    @inline(__always)
    private static func perform(_ field: inout NumericField, _ edit: FieldEdit, _ undo: FieldEdit) -> Bool {
        do {
            let took = try field.perform(edit).isAccepted
            return try field.perform(undo).isAccepted && took
        } catch {
            return false
        }
    }

    @inline(__always)
    private static func apply(_ field: inout NumericField, _ edit: FieldEdit, _ undo: FieldEdit) -> Bool {
        do {
            let took = try field.apply(edit).isAccepted
            return try field.apply(undo).isAccepted && took
        } catch {
            return false
        }
    }

    /// The keys that type `number` (ASCII digits, "." and "-") in the locale's digits, decimal separator and minus.
    public static func keys(_ number: String, _ symbols: NumberSymbols) -> [String] {
        number.map { character in
            switch character {
            case ".": symbols.decimalSeparator
            case "-": symbols.minusSign
            default: String(Character(symbols.digits[Int(String(character))!]))
            }
        }
    }
}

/// The floor under ``FieldPair`` for an edit at the end of the text (a comparator, not the library): a `String` whose
/// storage is unique and large enough, `appended` added with `append(contentsOf:)` and then removed with
/// `removeSubrange(_:)` from a start the scalar view finds to the end — the two calls `TextReplacement.splice` makes
/// for a key typed at the end and its Backspace. Whatever the field does besides (the verdict, regrouping, the
/// caret) comes on top of this.
public final class StringEditPair: @unchecked Sendable {
    /// The text, between operations as it was built.
    public private(set) var text: String
    /// What each operation appends and then removes.
    public let appended: String
    private let count: Int

    /// A text of `text` in heap storage with room for `appended` (so no operation reallocates), as the field's
    /// text is once it has been longer than 15 UTF-8 bytes: the storage is kept when an edit shrinks it again.
    public init(_ text: String, appended: String) {
        var storage = String()
        storage.reserveCapacity(text.utf8.count + appended.utf8.count + 16)
        storage.append(contentsOf: text)
        (self.text, self.appended, self.count) = (storage, appended, text.utf8.count)
        guard run(), self.text == text else { fatalError("setup: the append and removal do not restore \(text)") }
    }

    /// The append and the removal; true when the text has its length again. One access to the stored text for
    /// both, as ``FieldPair/run()`` makes one to its field.
    @inline(__always)
    public func run() -> Bool {
        Self.run(&text, appending: appended, count: count)
    }

    @inline(__always)
    private static func run(_ text: inout String, appending appended: String, count: Int) -> Bool {
        text.append(contentsOf: appended)
        // The removal as TextReplacement makes it: its start found from the end by the scalar view.
        var start = text.unicodeScalars.endIndex
        while text.utf8.distance(from: text.startIndex, to: start) > count {
            start = text.unicodeScalars.index(before: start)
        }
        text.removeSubrange(start..<text.endIndex)
        return text.utf8.count == count
    }
}
