import ArgumentParser
import Foundation
import NumericInput

/// The options that make an input rule.
struct RuleOptions: ParsableArguments {
    @Option(help: "Most characters (grapheme clusters).") var maxLength: Int?
    @Option(help: "Only these characters are allowed.") var allowed: String?
    @Option(help: "These characters are refused.") var disallowed: String?
    @Option(help: "Smallest value, plain ASCII decimal (0.5, -5).") var minimum: String?
    @Option(help: "Largest value, plain ASCII decimal.") var maximum: String?
    @Option(help: "Most integer digits.") var maxIntegerDigits: Int?
    @Option(help: "Most fraction digits.") var maxFractionDigits: Int?

    func validate() throws {
        for (name, value) in [("minimum", minimum), ("maximum", maximum)] {
            if let value, NumericValue(value) == nil {
                throw ValidationError("--\(name) '\(value)' is not a plain decimal such as 0.5 or -5")
            }
        }
    }

    func rule(number: NumericValidator?) -> InputRule {
        var rule = InputRule()
        if let maxLength { rule = rule.maxLength(maxLength) }
        if let allowed { rule = rule.allowing(allowed) }
        if let disallowed { rule = rule.disallowing(disallowed) }
        if let number { rule = rule.number(number) }
        if let maxIntegerDigits { rule = rule.maxIntegerDigits(maxIntegerDigits) }
        if let maxFractionDigits { rule = rule.maxFractionDigits(maxFractionDigits) }
        if minimum != nil || maximum != nil {
            rule = rule.bounded(minimum: minimum.flatMap(NumericValue.init), maximum: maximum.flatMap(NumericValue.init))
        }
        return rule
    }
}

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

    @Option(help: "Locale id. Default: the current locale.") var locale: String?
    @Option(help: "numeric, decimal, integer, positive-integer, scientific or digits; none for a text field.")
    var kind: String?
    @Option(help: "none or strict.") var grouping: String = "none"
    @OptionGroup var ruleOptions: RuleOptions
    @Flag(help: "One JSON object per step: key, accepted, text, reason (when rejected).") var json = false
    @Argument(help: "The text to type.") var text: String

    func validate() throws {
        if let kind, NumericKind(rawValue: kind) == nil {
            throw ValidationError("unknown kind '\(kind)'")
        }
        guard GroupingPolicy(rawValue: grouping) != nil else { throw ValidationError("unknown grouping '\(grouping)'") }
        if kind == nil, ruleOptions.minimum != nil || ruleOptions.maximum != nil
            || ruleOptions.maxIntegerDigits != nil || ruleOptions.maxFractionDigits != nil {
            throw ValidationError("--minimum, --maximum and digit limits need --kind")
        }
    }

    func run() throws {
        var number: NumericValidator?
        if let kind {
            let symbols = try locale.map { id throws(LocaleError) in try NumberSymbols(locale: id) }
                ?? NumberSymbols.current()
            number = NumericValidator(symbols: symbols, kind: NumericKind(rawValue: kind) ?? .numeric,
                                      grouping: GroupingPolicy(rawValue: grouping) ?? .none)
        } else if let locale {
            _ = try NumberSymbols(locale: locale)   // a bad locale is still an error
        }
        let rule = ruleOptions.rule(number: number)
        var field = ""
        var anyRejected = false
        var output = OutputBuffer()
        for key in text {
            let decision = try rule.evaluate(current: field, utf16Offset: field.utf16.count, utf16Length: 0,
                                             replacement: String(key), returningText: true)
            if decision.isAccepted { field = decision.text ?? field } else { anyRejected = true }
            output.write(json ? Self.jsonLine(key, decision, field) : Self.readableLine(key, decision, field))
        }
        output.flush()
        if anyRejected { throw ExitCode(1) }
    }

    static func readableLine(_ key: Character, _ decision: EditDecision, _ field: String) -> String {
        let verdict = decision.isAccepted
            ? "accepted" : "rejected (\(decision.rejection.map(\.description) ?? "rejected"))"
        return "\(JSONLine.quote(String(key))) \(verdict) -> \(JSONLine.quote(field))"
    }

    static func jsonLine(_ key: Character, _ decision: EditDecision, _ field: String) -> String {
        var line = JSONLine()
        line.add("key", String(key))
        line.add("accepted", decision.isAccepted)
        line.add("text", field)
        if let rejection = decision.rejection { line.add("reason", rejection.reason.name) }
        return line.text
    }
}
