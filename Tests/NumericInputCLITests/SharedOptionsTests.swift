import Foundation
import Testing

/// The options the subcommands share, end to end: `--locale` (every command, one loader) and `--kind`,
/// `--grouping` (check and type), as ArgumentParser enums that `--help` lists and that refuse other values.
@Suite struct SharedOptionsTests {
    typealias Tool = CheckCommandTests

    /// The values `--help` must list, in the order the library declares them.
    static let kinds = ["numeric", "decimal", "integer", "positive-integer", "scientific", "digits"]
    static let groupings = ["none", "strict"]

    // MARK: - Every command takes them

    /// One command run with the shared options it takes, and the output that shows they were applied.
    struct Case: Sendable, CustomTestStringConvertible {
        let command: String
        let arguments: [String]
        /// Keystrokes for `demo --script`, written to a temporary file whose path is appended to `arguments`.
        var script: String?
        /// Lines standard output must end with.
        let lastLines: [String]
        var testDescription: String { command }
    }

    static let cases: [Case] = [
        // Integer with strict grouping: "1.234" is complete only if both options and the locale were applied.
        Case(command: "check",
             arguments: ["check", "--locale", "de_DE", "--kind", "integer", "--grouping", "strict", "--", "1.234"],
             lastLines: ["\"1.234\" complete 1234"]),
        Case(command: "type",
             arguments: ["type", "--locale", "de_DE", "--kind", "integer", "--grouping", "strict", "--", "1.234"],
             lastLines: ["\"4\" accepted -> \"1.234\""]),
        // The numeric field takes the de_DE decimal comma.
        Case(command: "demo", arguments: ["demo", "--locale", "de_DE"], script: "<tab><tab><tab>1,5",
             lastLines: ["numeric (≤7): \"1,5\"", "positive integer (≤5): \"\"", "formatted amount: \"\""]),
        Case(command: "symbols", arguments: ["symbols", "--locale", "de_DE"],
             lastLines: []),
    ]

    @Test("every subcommand accepts the shared options it lists and applies them", arguments: cases)
    func accepted(_ testCase: Case) throws {
        let run = try Self.run(testCase)
        #expect(run.status == 0, "stderr: \(run.standardError)")
        #expect(run.standardError.isEmpty)
        #expect(Array(run.lines.suffix(testCase.lastLines.count)) == testCase.lastLines, "\(run.lines)")
        if testCase.command == "symbols" {
            #expect(run.lines.contains("decimal separator: , (U+002C)"), "\(run.lines)")
        }
    }

    @Test("every subcommand loads --locale the same way: the message on stderr, exit 2, nothing on stdout",
          arguments: cases)
    func unknownLocale(_ testCase: Case) throws {
        let failing = Case(command: testCase.command,
                           arguments: testCase.arguments.map { $0 == "de_DE" ? "xx_YY" : $0 },
                           script: testCase.script, lastLines: [])
        let run = try Self.run(failing)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty, "got: \(run.standardOutput)")
        #expect(run.standardError == "numeric-input: locale \"xx_YY\" names a language ICU has no data for\n")
    }

    @Test("type without --kind still refuses an unknown --locale")
    func unknownLocaleWithoutKind() throws {
        let run = try Tool.run(["type", "--locale", "xx_YY", "--", "1"])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("xx_YY"))
    }

    // MARK: - --help

    @Test("--help of every subcommand lists --locale", arguments: ["check", "type", "demo", "symbols"])
    func helpListsLocale(_ command: String) throws {
        let run = try Tool.run([command, "--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("--locale <locale>"), "\(run.standardOutput)")
    }

    @Test("--help of check and type lists the values of --kind and --grouping", arguments: ["check", "type"])
    func helpListsValues(_ command: String) throws {
        let run = try Tool.run([command, "--help"])
        #expect(run.status == 0)
        // The help wraps lines; compare with the line breaks and indentation folded away.
        let help = run.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("(values: \(Self.kinds.joined(separator: ", ")))"), "\(run.standardOutput)")
        #expect(help.contains("(values: \(Self.groupings.joined(separator: ", ")); default: none)"),
                "\(run.standardOutput)")
    }

    // MARK: - Bad values

    @Test("a bad --kind is ArgumentParser's usage error: exit 2, every kind named, nothing on stdout",
          arguments: ["check", "type"])
    func badKind(_ command: String) throws {
        let run = try Tool.run([command, "--locale", "de_DE", "--kind", "float", "--", "1"])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("The value 'float' is invalid for '--kind <kind>'"), "\(run.standardError)")
        for kind in Self.kinds {
            #expect(run.standardError.contains(kind), "names \(kind): \(run.standardError)")
        }
    }

    @Test("a bad --grouping is ArgumentParser's usage error: exit 2, both values named", arguments: ["check", "type"])
    func badGrouping(_ command: String) throws {
        let run = try Tool.run([command, "--locale", "de_DE", "--grouping", "loose", "--", "1"])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("The value 'loose' is invalid for '--grouping <grouping>'"),
                "\(run.standardError)")
        #expect(run.standardError.contains("'none'") && run.standardError.contains("'strict'"))
    }

    @Test("--kind and --grouping are not options of demo and symbols, which would ignore them",
          arguments: [["demo", "--kind", "integer"], ["symbols", "--grouping", "strict"]])
    func notOptionsOfLocaleOnlyCommands(_ arguments: [String]) throws {
        let run = try Tool.run(arguments)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("Unknown option '\(arguments[1])'"), "\(run.standardError)")
    }

    // MARK: - Running

    /// Runs a case, writing its script, if any, to a temporary file for the run.
    static func run(_ testCase: Case) throws -> Tool.Run {
        guard let script = testCase.script else { return try Tool.run(testCase.arguments) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("options-\(UUID()).keys")
        try script.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try Tool.run(testCase.arguments + ["--script", file.path])
    }
}
