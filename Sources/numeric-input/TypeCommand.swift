import ArgumentParser
import Foundation
import NumericInput

/// `numeric-input type`: types a text into an empty field, one grapheme cluster at a time.
struct TypeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "type",
        abstract: "Type TEXT into an empty field one character at a time and print each step.",
        discussion: """
            Each key is appended at the end; a rejected key leaves the field unchanged. Without --kind the field \
            takes any text (only --max-length, --allowed, --disallowed apply). Exit 0 when every key was \
            accepted, 1 when any was rejected, 2 on a usage or locale error.
            """)

    @OptionGroup var options: NumberOptions
    @OptionGroup var ruleOptions: RuleOptions
    @Flag(help: "One JSON object per step: key, accepted, text, reason (when rejected).") var json = false
    @Argument(help: "The text to type.") var text: String

    func validate() throws {
        if options.kind == nil, ruleOptions.needsNumber {
            throw ValidationError("--minimum, --maximum and digit limits need --kind")
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
