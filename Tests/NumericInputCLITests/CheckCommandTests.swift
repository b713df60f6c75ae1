import Foundation
import Testing

/// `numeric-input check` and `numeric-input symbols`, run as a separate process: arguments and standard input in;
/// standard output, standard error and the exit code out.
///
/// The contract under test:
/// `numeric-input check [--locale ID] [--kind K] [--grouping none|strict] [--json] [TEXT...]` prints one line per
/// text, in order (texts from standard input, one per LF-terminated line, when none are given); exits 0 when no
/// text is invalid, 1 when any is, and 2 on a usage or locale error, with a message on standard error and nothing
/// on standard output.
@Suite struct CheckCommandTests {
    // MARK: - Cases

    /// What the JSON line for one text must say.
    enum Expected: Sendable, CustomStringConvertible {
        case complete(String)
        case partial
        case invalid(reason: String, offset: Int)

        var verdict: String {
            switch self {
            case .complete: "complete"
            case .partial: "partial"
            case .invalid: "invalid"
            }
        }

        /// The keys of the JSON object, exactly.
        var keys: Set<String> {
            switch self {
            case .complete: ["text", "verdict", "value"]
            case .partial: ["text", "verdict"]
            case .invalid: ["text", "verdict", "reason", "offset"]
            }
        }

        var description: String {
            switch self {
            case .complete(let value): "complete \(value)"
            case .partial: "partial"
            case .invalid(let reason, let offset): "invalid \(reason) at \(offset)"
            }
        }
    }

    /// One run of `check --json`: options, texts (as arguments, or as standard input), and one expectation per text.
    struct JSONCase: Sendable, CustomTestStringConvertible {
        let name: String
        let options: [String]
        /// The texts as arguments (after `--`); nil to send `input` on standard input instead.
        let arguments: [String]?
        let input: [UInt8]
        /// The texts the output must echo, one per expectation.
        let texts: [String]
        let expected: [Expected]

        init(_ name: String, _ options: [String], arguments: [String], _ expected: [Expected]) {
            self.name = name
            self.options = options
            self.arguments = arguments
            self.input = []
            self.texts = arguments
            self.expected = expected
        }

        init(_ name: String, _ options: [String], input: [UInt8], texts: [String], _ expected: [Expected]) {
            self.name = name
            self.options = options
            self.arguments = nil
            self.input = input
            self.texts = texts
            self.expected = expected
        }

        var exitCode: Int32 {
            expected.contains { if case .invalid = $0 { true } else { false } } ? 1 : 0
        }

        var testDescription: String { name }
    }

    static let jsonCases: [JSONCase] = [
        JSONCase("de_DE decimal comma", ["--locale", "de_DE"], arguments: ["1,5"], [.complete("1.5")]),
        JSONCase("de_DE full stop is a grouping separator", ["--locale", "de_DE"], arguments: ["1.5"],
                 [.invalid(reason: "grouping-separator-not-allowed", offset: 1)]),
        JSONCase("a lone minus is partial", ["--locale", "de_DE"], arguments: ["-"], [.partial]),
        JSONCase("-- lets a text start with a minus", ["--locale", "de_DE"], arguments: ["-1,50"],
                 [.complete("-1.5")]),
        JSONCase("several texts, in order", ["--locale", "de_DE"], arguments: ["1,5", "-", "x", "007"],
                 [.complete("1.5"), .partial, .invalid(reason: "unexpected-character", offset: 0), .complete("7")]),
        JSONCase("fa_IR bidi mark, U+2212 and Persian digits", ["--locale", "fa_IR"],
                 arguments: ["\u{200E}−۱٫۵"], [.complete("-1.5")]),
        JSONCase("positive-integer: 0 is partial", ["--locale", "de_DE", "--kind", "positive-integer"],
                 arguments: ["0"], [.partial]),
        JSONCase("strict grouping", ["--locale", "de_DE", "--grouping", "strict"],
                 arguments: ["1.234,5", "1.00", "1.0000"],
                 [.complete("1234.5"), .partial, .invalid(reason: "misplaced-grouping-separator", offset: 5)]),
        JSONCase("a text with a line break is still one line", ["--locale", "de_DE"], arguments: ["1\n2"],
                 [.invalid(reason: "unexpected-character", offset: 1)]),
        JSONCase("quotes and backslashes survive JSON", ["--locale", "de_DE"], arguments: ["\"\\"],
                 [.invalid(reason: "unexpected-character", offset: 0)]),
        JSONCase("standard input: lines in order, an empty line is partial", ["--locale", "de_DE"],
                 input: Array("1,5\n\n-\n-1,50\nabc\n".utf8), texts: ["1,5", "", "-", "-1,50", "abc"],
                 [.complete("1.5"), .partial, .partial, .complete("-1.5"),
                  .invalid(reason: "unexpected-character", offset: 0)]),
        JSONCase("standard input: a last line without LF counts", ["--locale", "de_DE"],
                 input: Array("1\n2".utf8), texts: ["1", "2"], [.complete("1"), .complete("2")]),
        JSONCase("standard input: fa_IR", ["--locale", "fa_IR"],
                 input: Array("\u{200E}−۱٫۵\n".utf8), texts: ["\u{200E}−۱٫۵"], [.complete("-1.5")]),
        JSONCase("standard input: invalid UTF-8 is an invalid text, and the next line is still read",
                 ["--locale", "de_DE"], input: [0x31, 0xFF, 0x0A, 0x32, 0x0A], texts: ["1\u{FFFD}", "2"],
                 [.invalid(reason: "unexpected-character", offset: 1), .complete("2")]),
        JSONCase("standard input: empty", ["--locale", "de_DE"], input: [], texts: [], []),
    ]

    // MARK: - JSON output

    @Test("check --json: one object per text, with exactly the keys its verdict has", arguments: jsonCases)
    func json(_ testCase: JSONCase) throws {
        let texts = testCase.arguments.map { ["--"] + $0 } ?? []
        let run = try Self.run(["check", "--json"] + testCase.options + texts, input: testCase.input)
        #expect(run.status == testCase.exitCode, "exit status; stderr: \(run.standardError)")
        #expect(run.standardError.isEmpty, "nothing on stderr")
        #expect(run.lines.count == testCase.expected.count, "one line per text: \(run.lines)")

        for (index, (line, expected)) in zip(run.lines, testCase.expected).enumerated() {
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "JSON object: \(line)")
            #expect(Set(object.keys) == expected.keys, "keys of line \(index): \(line)")
            #expect(object["text"] as? String == testCase.texts[index], "text of line \(index): \(line)")
            #expect(object["verdict"] as? String == expected.verdict, "verdict of line \(index): \(line)")
            switch expected {
            case .complete(let value):
                #expect(object["value"] as? String == value, "value of line \(index): \(line)")
            case .partial:
                break
            case .invalid(let reason, let offset):
                #expect(object["reason"] as? String == reason, "reason of line \(index): \(line)")
                #expect(object["offset"] as? Int == offset, "offset of line \(index): \(line)")
            }
        }
    }

    // MARK: - Readable output

    @Test("check without --json: one readable line per text, naming the verdict and the value")
    func readable() throws {
        let run = try Self.run(["check", "--locale", "de_DE", "--", "1,5", "-", "1.5", "-1,50"])
        #expect(run.status == 1, "a text is invalid; stderr: \(run.standardError)")
        #expect(run.standardError.isEmpty, "nothing on stderr")
        try #require(run.lines.count == 4, "one line per text: \(run.lines)")
        #expect(run.lines[0].contains("complete") && run.lines[0].contains("1.5"), "\(run.lines[0])")
        #expect(run.lines[1].contains("partial"), "\(run.lines[1])")
        #expect(run.lines[2].contains("invalid"), "\(run.lines[2])")
        #expect(run.lines[3].contains("complete") && run.lines[3].contains("-1.5"), "\(run.lines[3])")
    }

    @Test("check reads standard input when no text is given, and exits 0 when nothing is invalid")
    func readableFromStandardInput() throws {
        let run = try Self.run(["check", "--locale", "de_DE"], input: Array("1,5\n\n-\n".utf8))
        #expect(run.status == 0, "nothing is invalid; stderr: \(run.standardError)")
        try #require(run.lines.count == 3, "one line per text: \(run.lines)")
        #expect(run.lines[0].contains("complete"), "\(run.lines[0])")
        #expect(run.lines[1].contains("partial"), "the empty line: \(run.lines[1])")
        #expect(run.lines[2].contains("partial"), "\(run.lines[2])")
    }

    // MARK: - Errors

    /// A run that must fail with status 2, a message, and no output.
    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        /// Something the message on stderr must mention.
        let mention: String
        var testDescription: String { name }
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(name: "unknown kind", arguments: ["check", "--locale", "de_DE", "--kind", "float", "1"],
                  mention: "float"),
        ErrorCase(name: "unknown grouping", arguments: ["check", "--locale", "de_DE", "--grouping", "loose", "1"],
                  mention: "loose"),
        ErrorCase(name: "unknown option", arguments: ["check", "--locale", "de_DE", "--frobnicate", "1"],
                  mention: "frobnicate"),
        ErrorCase(name: "unknown locale", arguments: ["check", "--locale", "xx_YY", "1"], mention: "xx_YY"),
        ErrorCase(name: "malformed locale", arguments: ["check", "--locale", "garbage!!", "1"], mention: "garbage!!"),
        ErrorCase(name: "unknown numbering system", arguments: ["check", "--locale", "de_DE@numbers=nonesuch", "1"],
                  mention: "nonesuch"),
        ErrorCase(name: "locale error before reading stdin", arguments: ["check", "--json", "--locale", "xx_YY"],
                  mention: "xx_YY"),
        ErrorCase(name: "symbols: unknown locale", arguments: ["symbols", "--locale", "xx_YY"], mention: "xx_YY"),
        ErrorCase(name: "currency style without a code", arguments: ["check", "--style", "currency", "1"],
                  mention: "--currency"),
        ErrorCase(name: "a code without a money style", arguments: ["check", "--currency", "USD", "1"],
                  mention: "--currency"),
        ErrorCase(name: "unknown currency", arguments: ["check", "--locale", "en_US", "--style", "currency",
                                                        "--currency", "XYZ", "1"], mention: "XYZ"),
        ErrorCase(name: "scientific currency", arguments: ["check", "--kind", "scientific", "--style", "accounting",
                                                           "--currency", "USD", "1"], mention: "scientific"),
    ]

    @Test("check --style and --currency: money and percentages, with --json naming the currency")
    func styles() throws {
        let money = try Self.run(["check", "--locale", "de_DE", "--grouping", "strict", "--style", "currency",
                                  "--currency", "EUR", "--json", "--", "1.234,56 €", "$5", "12 "])
        #expect(money.status == 1, "one text is invalid; stderr: \(money.standardError)")
        try #require(money.lines.count == 3, "\(money.lines)")
        #expect(money.lines[0] == #"{"text":"1.234,56 €","verdict":"complete","value":"1234.56","currency":"EUR"}"#)
        #expect(money.lines[1] == #"{"text":"$5","verdict":"invalid","reason":"wrong-currency","offset":0}"#)
        #expect(money.lines[2] == #"{"text":"12 ","verdict":"partial"}"#)
        let percent = try Self.run(["check", "--locale", "de_DE", "--style", "percent", "--", "12 %"])
        #expect(percent.status == 0 && percent.lines == [#""12 %" complete 0.12"#], "\(percent.lines)")
    }

    @Test("usage and locale errors: exit 2, a message on stderr, nothing on stdout", arguments: errorCases)
    func error(_ testCase: ErrorCase) throws {
        let run = try Self.run(testCase.arguments, input: Array("1,5\n".utf8))
        #expect(run.status == 2, "exit status; stderr: \(run.standardError)")
        #expect(run.standardOutput.isEmpty, "nothing on stdout, got: \(run.standardOutput)")
        #expect(run.standardError.contains(testCase.mention), "stderr names the problem: \(run.standardError)")
    }

    // MARK: - symbols

    @Test("symbols --locale de_DE names the decimal separator U+002C")
    func symbols() throws {
        let run = try Self.run(["symbols", "--locale", "de_DE"])
        #expect(run.status == 0, "stderr: \(run.standardError)")
        let decimal = run.lines.first { $0.lowercased().contains("decimal") }
        #expect(decimal?.contains("U+002C") == true, "decimal separator line: \(decimal ?? "none in \(run.lines)")")
    }

    @Test("symbols prints the locale's percent, currency and accounting patterns")
    func symbolsPatterns() throws {
        let german = try Self.run(["symbols", "--locale", "de_DE"])
        #expect(german.status == 0, "stderr: \(german.standardError)")
        #expect(german.lines.contains("percent sign: % (U+0025)"), "\(german.lines)")
        #expect(german.lines.contains("per-mille sign: ‰ (U+2030)"), "\(german.lines)")
        #expect(german.lines.contains(
            "percent pattern: positive #\u{A0}% (U+0023 U+00A0 U+0025), negative -#\u{A0}% (U+002D U+0023 U+00A0 U+0025)"),
            "\(german.lines)")
        #expect(german.lines.contains(
            "currency pattern: positive #\u{A0}¤ (U+0023 U+00A0 U+00A4), negative -#\u{A0}¤ (U+002D U+0023 U+00A0 U+00A4)"),
            "\(german.lines)")
        let american = try Self.run(["symbols", "--locale", "en_US"])
        #expect(american.lines.contains(
            "accounting pattern: positive ¤# (U+00A4 U+0023), negative (¤#) (U+0028 U+00A4 U+0023 U+0029)"),
            "\(american.lines)")
        #expect(!american.lines.contains { $0.hasPrefix("currency symbol") })
    }

    struct CurrencyCase: Sendable, CustomTestStringConvertible {
        let locale: String
        let code: String
        let lines: [String]
        var testDescription: String { "\(locale) \(code)" }
    }

    @Test("symbols --currency prints the currency's symbol, narrow symbol, ISO code and fraction digits", arguments: [
        CurrencyCase(locale: "de_DE", code: "EUR", lines: [
            "currency: EUR", "currency symbol: € (U+20AC)", "narrow symbol: € (U+20AC)", "ISO code: EUR",
            "fraction digits: 2"]),
        CurrencyCase(locale: "en_CA", code: "USD", lines: [
            "currency symbol: US$ (U+0055 U+0053 U+0024)", "narrow symbol: US$ (U+0055 U+0053 U+0024)",
            "fraction digits: 2"]),
        CurrencyCase(locale: "ja_JP", code: "JPY", lines: ["ISO code: JPY", "fraction digits: 0"]),
        CurrencyCase(locale: "ar_KW", code: "KWD", lines: ["ISO code: KWD", "fraction digits: 3"]),
    ])
    func symbolsCurrency(_ testCase: CurrencyCase) throws {
        let run = try Self.run(["symbols", "--locale", testCase.locale, "--currency", testCase.code])
        #expect(run.status == 0, "stderr: \(run.standardError)")
        for line in testCase.lines { #expect(run.lines.contains(line), "\(line) in \(run.lines)") }
    }

    @Test("symbols --currency with an unknown code: exit 2, the code named on stderr, nothing on stdout")
    func symbolsUnknownCurrency() throws {
        let run = try Self.run(["symbols", "--locale", "de_DE", "--currency", "XYZ"])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty, "\(run.standardOutput)")
        #expect(run.standardError.contains("XYZ"), "\(run.standardError)")
    }

    // MARK: - Running the tool

    /// What one run of the tool produced.
    struct Run {
        let status: Int32
        let standardOutput: String
        let standardError: String

        /// The LF-terminated lines of standard output.
        var lines: [String] {
            var lines = standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            return lines
        }
    }

    /// Runs `numeric-input` with `arguments`, `input` on its standard input, and waits for it.
    static func run(_ arguments: [String], input: [UInt8] = []) throws -> Run {
        let executable = try #require(executableURL, "numeric-input is built next to the test bundle")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let standardInput = Pipe()
        let standardOutput = Pipe()
        let standardError = Pipe()
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        // Inputs and outputs here are far below a pipe's buffer, so writing, then reading one pipe after the
        // other, cannot deadlock.
        try standardInput.fileHandleForWriting.write(contentsOf: input)
        try standardInput.fileHandleForWriting.close()
        let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
        let error = standardError.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus,
                   standardOutput: String(decoding: output, as: UTF8.self),
                   standardError: String(decoding: error, as: UTF8.self))
    }

    /// The built `numeric-input`: SwiftPM puts executables in the products directory, next to the test bundle
    /// (`NumericInputPackageTests.xctest`, a file on Linux and a directory on macOS), whatever the scratch path.
    static let executableURL: URL? = {
        var starts = [Bundle.main.executableURL, Bundle.main.bundleURL,
                      URL(fileURLWithPath: CommandLine.arguments[0])].compactMap { $0 }
        starts += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        for start in starts {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("numeric-input")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory.deleteLastPathComponent()
            }
        }
        return nil
    }()
}
