import NumericInput

/// The keys of a `type` run: a text typed one grapheme cluster at a time, or a `--keys` script.
///
/// A key script is text typed at the caret, one grapheme cluster per key, with keys in braces:
///
/// | Written | Key |
/// |---|---|
/// | `{bs}` | Backspace |
/// | `{del}` | Delete forward |
/// | `{left}`, `{right}` | the caret one grapheme cluster back or on; a selection collapses to its start or end |
/// | `{home}`, `{end}` | the caret to the start or end |
/// | `{sel:A:B}` | select the UTF-16 offsets `A..<B` (`A` = `B`: the caret at `A`) |
/// | `{paste:TEXT}` | paste TEXT, everything up to the next "}", as one edit |
/// | `{{` | type a literal "{" |
///
/// A "}" outside braces is typed as it is. Anything else in braces, an unterminated "{", and a `{sel}` whose
/// offsets are not whole numbers with `A` ≤ `B` are errors of the script, found before any key is pressed.
struct KeyScript {
    /// One key: as written in the script (what the output echoes), and the edit it makes.
    struct Key {
        let written: String
        let edit: FieldEdit
    }

    /// A mistake in a key script, with the UTF-16 offset in the script where the faulty key starts.
    struct SyntaxError: Error {
        let offset: Int
        let message: String
    }

    let keys: [Key]

    /// The keys that type `text`, one grapheme cluster each: `type` without `--keys`.
    init(typing text: String) {
        keys = text.map { Key(written: String($0), edit: .type(String($0))) }
    }

    /// Parses a `--keys` script.
    ///
    /// - Throws: `SyntaxError` for an unknown key, malformed `{sel}` offsets, or an unterminated "{".
    init(parsing script: String) throws(SyntaxError) {
        var keys: [Key] = []
        let scalars = script.unicodeScalars
        var literalStart = scalars.startIndex
        var index = scalars.startIndex
        func offset(_ position: String.Index) -> Int { script.utf16.distance(from: script.startIndex, to: position) }
        // Text between keys in braces is typed one grapheme cluster at a time.
        func flushLiteral(upTo end: String.Index) {
            for character in String(scalars[literalStart..<end]) {
                keys.append(Key(written: String(character), edit: .type(String(character))))
            }
        }
        while index < scalars.endIndex {
            guard scalars[index] == "{" else {
                index = scalars.index(after: index)
                continue
            }
            flushLiteral(upTo: index)
            let bodyStart = scalars.index(after: index)
            if bodyStart < scalars.endIndex && scalars[bodyStart] == "{" {
                keys.append(Key(written: "{{", edit: .type("{")))
                index = scalars.index(after: bodyStart)
                literalStart = index
                continue
            }
            guard let close = scalars[bodyStart...].firstIndex(of: "}") else {
                throw SyntaxError(offset: offset(index), message: "unterminated \"{\" at offset \(offset(index)) "
                                  + "(write {{ to type a \"{\")")
            }
            let written = String(scalars[index...close])
            let body = String(scalars[bodyStart..<close])
            guard let edit = Self.edit(body) else {
                throw SyntaxError(offset: offset(index), message: Self.explain(written, body: body, at: offset(index)))
            }
            keys.append(Key(written: written, edit: edit))
            index = scalars.index(after: close)
            literalStart = index
        }
        flushLiteral(upTo: scalars.endIndex)
        self.keys = keys
    }

    /// The edit a key in braces names (its text between the braces), or nil when it names none.
    static func edit(_ body: String) -> FieldEdit? {
        switch body {
        case "bs": return .deleteBackward
        case "del": return .deleteForward
        case "left": return .moveLeft
        case "right": return .moveRight
        case "home": return .moveToStart
        case "end": return .moveToEnd
        default: break
        }
        if body.hasPrefix("paste:") { return .paste(String(body.dropFirst("paste:".count))) }
        if body.hasPrefix("sel:") {
            let parts = body.dropFirst("sel:".count).split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let lower = offset(parts[0]), let upper = offset(parts[1]), lower <= upper else {
                return nil
            }
            return .select(lower..<upper)
        }
        return nil
    }

    /// A UTF-16 offset written as ASCII digits (no sign), or nil.
    static func offset(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(text)
    }

    /// Why a key in braces is not one.
    static func explain(_ written: String, body: String, at offset: Int) -> String {
        if body.hasPrefix("sel:") {
            return "\(written) at offset \(offset): {sel:A:B} takes two UTF-16 offsets, whole numbers with A ≤ B"
        }
        return "unknown key \(written) at offset \(offset); the keys are {bs} {del} {left} {right} {home} {end} "
            + "{sel:A:B} {paste:TEXT}, and {{ types a \"{\""
    }
}
