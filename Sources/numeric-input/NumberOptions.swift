import ArgumentParser
import NumericInput

/// `--locale`, `--kind` and `--grouping`: what makes a validator, shared by every command that validates.
struct NumberOptions: ParsableArguments {
    @OptionGroup var localeOptions: LocaleOptions

    @Option(help: "The kind of number. Without it, check takes numeric and type takes any text.")
    var kind: NumericKind?

    @Option(help: "none: grouping separators are invalid; strict: only where the locale's group sizes put them.")
    var grouping: GroupingPolicy = .none

    /// A validator of `kind` and `--grouping` for the locale.
    ///
    /// - Throws: `ExitCode(2)` when the locale cannot be loaded (see ``LocaleOptions/symbols()``).
    func validator(kind: NumericKind) throws(ExitCode) -> NumericValidator {
        NumericValidator(symbols: try localeOptions.symbols(), kind: kind, grouping: grouping)
    }
}
