import ArgumentParser
import Foundation
import NumericInput
import NumericInputTesting

/// `numeric-input matrix`: texts checked, or values written and read back, in many locales in one process.
struct MatrixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "matrix",
        abstract: "Check texts, or write and read back values, in many locales at once.",
        discussion: """
            With TEXTs (or, without TEXT and --value, one text per line of standard input), one row per locale and \
            text: locale, text, verdict, value (complete), reason and offset (invalid), as `check --locale L \
            --json` answers. With --value V (a plain ASCII decimal, repeatable), one row per locale and value: the \
            locale writes V in the kind and grouping (its digits and separators; grouped with the locale's \
            minimum grouping under --grouping strict) and reads the text back: locale, value, text, verdict, \
            roundtrip. Symbols are loaded once per locale. Exit 0 unless --expect finds a row with another \
            verdict (exit 1, the rows listed on standard error) or there is a usage error: an unknown locale id or \
            a glob that matches nothing (exit 2). With --style and --currency the texts are money or \
            percentages, and values are written with the locale's affixes (an unknown currency: exit 2).
            """)

    @Option(help: """
        all (every available locale, the default), a comma-separated list of ids (ICU or BCP 47), or globs with * \
        and ? matched against the available ids (de_*, *_IN); lists and globs mix.
        """)
    var locales = "all"

    @Option(help: "The kind of number.")
    var kind: NumericKind = .numeric

    @Option(help: "none: grouping separators are invalid; strict: only where the locale's group sizes put them.")
    var grouping: GroupingPolicy = .none

    @OptionGroup var styleOptions: StyleOptions

    // Unconditional: the next argument is the value even when it starts with "-" (--value -1234.5).
    @Option(name: .customLong("value"), parsing: .unconditionalSingleValue,
            help: "A plain ASCII decimal (-1234.5, 1e3) each locale writes and reads back. Repeatable.")
    var values: [String] = []

    @Option(help: "table (aligned, bidi text isolated), csv (RFC 4180, with a header) or json (one object per line).")
    var output: MatrixOutput = .table

    @Option(help: "Exit 1 when any row's verdict is not this one, listing those rows on standard error.")
    var expect: VerdictStatus?

    @Argument(help: "Texts to check in each locale.")
    var texts: [String] = []

    func validate() throws {
        if !values.isEmpty && !texts.isEmpty {
            throw ValidationError("Give texts or --value, not both.")
        }
        try styleOptions.check(kind: kind)
        for value in values where NumericValue(value) == nil {
            throw ValidationError("--value \(value.debugDescription) is not a plain ASCII decimal (-1234.5, 1e3).")
        }
    }

    func run() throws {
        let locales = try LocaleSelection.resolve(locales)
        func validator(_ locale: LocaleSelection.Entry) throws -> NumericValidator {
            try styleOptions.validator(symbols: locale.symbols, kind: kind, grouping: grouping)
        }
        var rows: [MatrixRow] = []
        if values.isEmpty {
            var input = texts
            if input.isEmpty { StandardInput.forEachLine { input.append($0) } }
            rows.reserveCapacity(locales.count * input.count)
            for locale in locales {
                let validator = try validator(locale)
                for text in input {
                    rows.append(MatrixRow(locale: locale.identifier, value: nil, text: text,
                                          verdict: validator.verdict(for: text)))
                }
            }
        } else {
            let numbers = values.map { ($0, NumericValue($0)!) }   // validate() checked every one
            rows.reserveCapacity(locales.count * numbers.count)
            for locale in locales {
                let validator = try validator(locale)
                for (given, number) in numbers {
                    let text = LocaleSample.text(for: number, validator: validator)
                    rows.append(MatrixRow(locale: locale.identifier, value: given, text: text,
                                          verdict: validator.verdict(for: text)))
                }
            }
        }

        var buffer = OutputBuffer()
        MatrixRow.write(rows, as: output, valueMode: !values.isEmpty, to: &buffer)
        buffer.flush()

        if let expect {
            let differing = rows.filter { $0.verdict.status != expect }
            if !differing.isEmpty {
                var message = "numeric-input: \(differing.count) of \(rows.count) rows are not \(expect.rawValue):\n"
                for row in differing { message += "  " + row.summary + "\n" }
                FileHandle.standardError.write(Data(message.utf8))
                throw ExitCode(1)
            }
        }
    }
}
