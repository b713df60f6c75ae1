import ArgumentParser
import NumericInput

/// The options that make an input rule: length, characters, bounds and digit limits.
struct RuleOptions: ParsableArguments {
    @Option(help: "Most characters (grapheme clusters).") var maxLength: Int?
    @Option(help: "Only these characters are allowed.") var allowed: String?
    @Option(help: "These characters are refused.") var disallowed: String?

    // `.unconditional` takes the next argument even when it starts with '-', so `--minimum -5` reads as written
    // (with the default strategy ArgumentParser takes "-5" for an option and only `--minimum=-5` works). A `--`
    // after the value still ends options (`--minimum -5 -- -3` types "-3"); a bound that is not a number, such
    // as `--minimum --maximum 5`, is a usage error, never a silently missing bound.
    @Option(parsing: .unconditional, help: "Smallest value, plain ASCII decimal (0.5, -5).", transform: bound)
    var minimum: NumericValue?
    @Option(parsing: .unconditional, help: "Largest value, plain ASCII decimal (120, -0.5).", transform: bound)
    var maximum: NumericValue?

    @Option(help: "Most integer digits.") var maxIntegerDigits: Int?
    @Option(help: "Most fraction digits.") var maxFractionDigits: Int?

    /// Whether any option that needs a number (bounds, digit limits) was given.
    var needsNumber: Bool {
        minimum != nil || maximum != nil || maxIntegerDigits != nil || maxFractionDigits != nil
    }

    /// The rule these options describe, over `number` when the field takes one.
    func rule(number: NumericValidator?) -> InputRule {
        var rule = InputRule()
        if let maxLength { rule = rule.maxLength(maxLength) }
        if let allowed { rule = rule.allowing(allowed) }
        if let disallowed { rule = rule.disallowing(disallowed) }
        if let number { rule = rule.number(number) }
        if let maxIntegerDigits { rule = rule.maxIntegerDigits(maxIntegerDigits) }
        if let maxFractionDigits { rule = rule.maxFractionDigits(maxFractionDigits) }
        if minimum != nil || maximum != nil { rule = rule.bounded(minimum: minimum, maximum: maximum) }
        return rule
    }

    /// Reads a bound; ArgumentParser reports the thrown message as a usage error naming the option.
    @Sendable static func bound(_ argument: String) throws -> NumericValue {
        guard let value = NumericValue(argument) else {
            throw ValidationError("not a plain decimal such as 0.5 or -5")
        }
        return value
    }
}
