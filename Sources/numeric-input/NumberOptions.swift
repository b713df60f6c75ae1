import Foundation
import ArgumentParser
import NumericInput

/// `--locale`, `--kind` and `--grouping`: what makes a validator, shared by every command that validates.
struct NumberOptions: ParsableArguments {
    @OptionGroup var localeOptions: LocaleOptions

    @Option(help: "The kind of number. Without it, check takes numeric and type takes any text.")
    var kind: NumericKind?

    @Option(help: "none: grouping separators are invalid; strict: only where the locale's group sizes put them.")
    var grouping: GroupingPolicy = .none

    @OptionGroup var styleOptions: StyleOptions

    /// The style the options name.
    var numberStyle: NumberStyle { styleOptions.numberStyle }

    func validate() throws {
        try styleOptions.check(kind: kind)
    }

    /// A validator of `kind`, `--grouping` and `--style` for the locale.
    ///
    /// - Throws: `ExitCode(2)` when the locale cannot be loaded (see ``LocaleOptions/symbols()``), or the currency
    ///   code is unknown.
    func validator(kind: NumericKind) throws(ExitCode) -> NumericValidator {
        let symbols = try localeOptions.symbols()
        guard numberStyle != .decimal else { return NumericValidator(symbols: symbols, kind: kind, grouping: grouping) }
        return try styleOptions.validator(symbols: symbols, kind: kind, grouping: grouping)
    }
}

/// `--style` and `--currency`: what a number stands for, shared by `check`, `type` and `matrix`.
struct StyleOptions: ParsableArguments {
    @Option(help: "The number's style: decimal, percent, permille, currency or accounting (the last two need --currency).")
    var style: StyleName = .decimal

    @Option(help: "The ISO 4217 code of a currency or accounting field (USD, EUR, JPY).")
    var currency: String?

    /// The style the options name (`--currency` checked in ``check(kind:)``).
    var numberStyle: NumberStyle {
        switch style {
        case .decimal: .decimal
        case .percent: .percent
        case .permille: .perMille
        case .currency: .currency(currency ?? "")
        case .accounting: .accounting(currency ?? "")
        }
    }

    /// Usage errors: a money style without a code, a code without one, a style with a kind it makes no sense with.
    func check(kind: NumericKind?) throws {
        switch style {
        case .currency, .accounting:
            guard currency != nil else { throw ValidationError("--style \(style.rawValue) needs --currency CODE") }
        case .decimal, .percent, .permille:
            guard currency == nil else { throw ValidationError("--currency goes with --style currency or accounting") }
        }
        if style != .decimal, let kind, kind == .scientific || kind == .digits {
            throw ValidationError("--style \(style.rawValue) makes no sense with --kind \(kind.rawValue)")
        }
    }

    /// A validator for `symbols` in the style.
    ///
    /// - Throws: `ExitCode(2)` with a message when the currency code is unknown.
    func validator(symbols: NumberSymbols, kind: NumericKind, grouping: GroupingPolicy) throws(ExitCode)
        -> NumericValidator {
        guard numberStyle != .decimal else { return NumericValidator(symbols: symbols, kind: kind, grouping: grouping) }
        do throws(LocaleError) {
            let style = try StyleSymbols(locale: symbols.localeIdentifier, style: numberStyle)
            return NumericValidator(symbols: symbols, kind: kind, grouping: grouping, style: style)
        } catch {
            FileHandle.standardError.write(Data("numeric-input: \(error.message)\n".utf8))
            throw ExitCode(2)
        }
    }
}

/// The `--style` names.
enum StyleName: String, CaseIterable, ExpressibleByArgument {
    case decimal, percent, permille, currency, accounting
}
