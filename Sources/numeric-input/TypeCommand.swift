import ArgumentParser
import Foundation
import NumericInput

/// `numeric-input type`: types a text, or plays a key script, into an empty field and prints each step.
struct TypeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "type",
        abstract: "Type SCRIPT into an empty field one character at a time and print each step.",
        discussion: """
            Each key is appended at the end; a rejected key leaves the field unchanged. Without --kind the field \
            takes any text (only --max-length, --allowed, --disallowed apply). Exit 0 when every key was \
            accepted, 1 when any was rejected, 2 on a usage or locale error.

            With --format, --keys, --sign-toggle or --decimal-aliases the field is the library's NumericField: \
            keys are typed at the caret, and each step shows the text with the caret (|) or the selection ([...]). \
            A --keys script is typed one grapheme cluster at a time, with keys in braces: {bs} Backspace, {del} \
            Delete forward, {left} {right} (one grapheme cluster; a selection collapses), {home} {end}, {sel:A:B} \
            selects the UTF-16 offsets A..<B, {paste:TEXT} pastes TEXT (up to the next "}") as one edit, and {{ \
            types a "{". A malformed script, or a {sel} past the end of the text or inside a surrogate pair, is a \
            usage error (exit 2).
            """)

    @OptionGroup var options: NumberOptions
    @OptionGroup var ruleOptions: RuleOptions
    @Flag(help: "Insert the locale's grouping separators as the number is typed (needs --kind).")
    var format = false
    @Flag(help: "SCRIPT is a key script: {bs} {del} {left} {right} {home} {end} {sel:A:B} {paste:TEXT} {{.")
    var keys = false
    @Flag(help: "A typed minus toggles the sign wherever the caret is; a typed plus makes it positive (needs --kind).")
    var signToggle = false
    @Flag(help: "A typed '.' or ',' is the locale's decimal separator where it cannot be a grouping one (needs --kind).")
    var decimalAliases = false
    @Flag(help: """
        One JSON object per step: key, accepted, text, reason (when rejected); with a field option also selection, \
        value (when complete), reading and alternative (pastes).
        """)
    var json = false
    @Argument(help: ArgumentHelp("The text to type, or with --keys the key script.", valueName: "script"))
    var text: String

    /// Whether the run goes through `NumericField` (caret, formatting, key scripts) rather than appending keys.
    var usesField: Bool { format || keys || signToggle || decimalAliases }

    func validate() throws {
        if options.kind == nil, ruleOptions.needsNumber {
            throw ValidationError("--minimum, --maximum and digit limits need --kind")
        }
        if options.kind == nil, format || signToggle || decimalAliases {
            throw ValidationError("--format, --sign-toggle and --decimal-aliases need --kind")
        }
        if keys { _ = try script() }
    }

    /// The keys to press: the key script with `--keys`, else the text's grapheme clusters.
    func script() throws(ValidationError) -> KeyScript {
        guard keys else { return KeyScript(typing: text) }
        do {
            return try KeyScript(parsing: text)
        } catch {
            throw ValidationError("key script: \(error.message)")
        }
    }

    func run() throws {
        var number: NumericValidator?
        if let kind = options.kind {
            number = try options.validator(kind: kind)
        } else if options.localeOptions.locale != nil {
            _ = try options.localeOptions.symbols()   // a bad locale is still an error
        }
        let rule = ruleOptions.rule(number: number)
        if usesField { return try runField(rule: rule) }
        var field = ""
        var anyRejected = false
        var output = OutputBuffer()
        for key in text {
            let step = try EditStep(rule: rule, typing: String(key), after: field)
            field = step.text
            if !step.isAccepted { anyRejected = true }
            output.write(json ? Self.jsonLine(key, step) : Self.readableLine(key, step))
        }
        output.flush()
        if anyRejected { throw ExitCode(1) }
    }

    /// `"5" rejected (above-maximum (maximum) at 2) -> "12"`.
    static func readableLine(_ key: Character, _ step: EditStep) -> String {
        let verdict = step.isAccepted ? "accepted" : "rejected (\(step.rejectionDescription))"
        return "\(JSONLine.quote(String(key))) \(verdict) -> \(JSONLine.quote(step.text))"
    }

    /// `{"key":"5","accepted":false,"text":"12","reason":"above-maximum"}`.
    static func jsonLine(_ key: Character, _ step: EditStep) -> String {
        var line = JSONLine()
        line.add("key", String(key))
        line.add("accepted", step.isAccepted)
        line.add("text", step.text)
        if let rejection = step.rejection { line.add("reason", rejection.reason.name) }
        return line.text
    }
}

// MARK: - The field engine

extension TypeCommand {
    /// Presses the script's keys in a `NumericField` of `rule`. A selection that does not fit the text is an
    /// error of the script: exit 2 with the message on standard error and nothing on standard output.
    func runField(rule: InputRule) throws {
        let options = FieldOptions(formatsAsYouType: format, decimalSeparatorAliases: decimalAliases,
                                   togglesSign: signToggle)
        var field = NumericField(rule: rule, options: options)
        var anyRejected = false
        // Held until the end, so that a script error leaves standard output empty.
        var lines: [String] = []
        for (number, key) in try script().keys.enumerated() {
            let step: FieldStep
            do {
                step = try FieldStep(key.edit, in: &field)
            } catch {
                let message = "numeric-input: key script: key \(number + 1), \(key.written): \(error.message); "
                    + "the text is \(JSONLine.quote(FieldStep.mark(field.text, selection: field.selection))) "
                    + "(\(field.text.utf16.count) UTF-16 code units)\n"
                FileHandle.standardError.write(Data(message.utf8))
                throw ExitCode(2)
            }
            if !step.isAccepted { anyRejected = true }
            lines.append(json ? Self.jsonLine(key.written, step) : Self.readableLine(key.written, step))
        }
        var output = OutputBuffer()
        lines.forEach { output.write($0) }
        output.flush()
        if anyRejected { throw ExitCode(1) }
    }

    /// `"{bs}" accepted -> "1.23|4"`, `"{paste:1.234}" accepted, paste ambiguous (or 1.234) -> "1.234|"`.
    static func readableLine(_ key: String, _ step: FieldStep) -> String {
        var verdict = step.isAccepted ? "accepted" : "rejected (\(step.rejectionDescription))"
        if let reading = step.reading {
            verdict += ", paste \(reading)" + (step.alternative.map { " (or \($0))" } ?? "")
        }
        return "\(JSONLine.quote(key)) \(verdict) -> \(JSONLine.quote(step.markedText))"
    }

    /// `{"key":"{paste:1.234}","accepted":true,"text":"1.234","selection":[5,5],"value":"1234",`
    /// `"reading":"ambiguous","alternative":"1.234"}`.
    static func jsonLine(_ key: String, _ step: FieldStep) -> String {
        var line = JSONLine()
        line.add("key", key)
        line.add("accepted", step.isAccepted)
        line.add("text", step.text)
        line.add("selection", [step.selection.lowerBound, step.selection.upperBound])
        if let rejection = step.rejection { line.add("reason", rejection.reason.name) }
        if let value = step.value { line.add("value", value) }
        if let reading = step.reading { line.add("reading", reading) }
        if let alternative = step.alternative { line.add("alternative", alternative) }
        return line.text
    }
}
