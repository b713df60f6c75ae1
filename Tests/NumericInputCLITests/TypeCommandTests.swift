import Foundation
import Testing

/// `numeric-input type` and `demo --script`, end to end.
@Suite struct TypeCommandTests {
    typealias Tool = CheckCommandTests

    /// Parses `--json` steps into (key, accepted, text, reason).
    func steps(_ run: Tool.Run) throws -> [(key: String, accepted: Bool, text: String, reason: String?)] {
        try run.lines.map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let keys = Set(object.keys)
            let accepted = try #require(object["accepted"] as? Bool)
            #expect(keys == (accepted ? ["key", "accepted", "text"] : ["key", "accepted", "text", "reason"]))
            return (try #require(object["key"] as? String), accepted, try #require(object["text"] as? String),
                    object["reason"] as? String)
        }
    }

    /// One demo field set up through `type` options: what is typed, and what the field must hold after.
    struct DemoField: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var typed: String
        var accepted: String
        var testDescription: String { "\(arguments.joined(separator: " ")) \(typed.debugDescription)" }
    }

    /// The five demo fields, in four locales, typed through the tool.
    static let demoFields: [DemoField] = {
        var fields: [DemoField] = []
        let locales: [(String, String, String, (String) -> String)] = [
            ("en_US", "-", ".", { $0 }),
            ("de_DE", "-", ",", { $0 }),
            ("ar_EG", "\u{061C}-", "\u{066B}", { String($0.map { c in c.wholeNumberValue.map { Character(Unicode.Scalar(0x0660 + $0)!) } ?? c }) }),
            ("fa_IR", "\u{200E}\u{2212}", "\u{066B}", { String($0.map { c in c.wholeNumberValue.map { Character(Unicode.Scalar(0x06F0 + $0)!) } ?? c }) }),
        ]
        for (locale, minus, decimal, native) in locales {
            fields += [
                DemoField(arguments: ["--locale", locale, "--max-length", "6", "--allowed", "aeiouAEIOU"],
                          typed: "aXeiou!uo", accepted: "aeiouu"),
                DemoField(arguments: ["--locale", locale, "--max-length", "8", "--disallowed", "aeiouAEIOU"],
                          typed: "bcdaefghjk", accepted: "bcdfghjk"),
                DemoField(arguments: ["--locale", locale, "--kind", "digits", "--max-length", "3"],
                          typed: native("1a2-34"), accepted: native("123")),
                DemoField(arguments: ["--locale", locale, "--kind", "numeric", "--max-length",
                                      String(6 + minus.unicodeScalars.count)],
                          typed: minus + native("1") + decimal + native("5") + "e" + native("3") + "x" + native("98"),
                          accepted: minus + native("1") + decimal + native("5") + "e" + native("39")),
                DemoField(arguments: ["--locale", locale, "--kind", "positive-integer", "--max-length", "5"],
                          typed: "-" + native("12") + "e" + decimal + native("3456"), accepted: native("12345")),
            ]
        }
        return fields
    }()

    @Test(arguments: demoFields)
    func demoField(_ field: DemoField) throws {
        let run = try Tool.run(["type", "--json"] + field.arguments + ["--", field.typed])
        let steps = try steps(run)
        #expect(steps.count == field.typed.count, "one step per key")
        #expect(steps.last?.text == field.accepted)
        let anyRejected = steps.contains { !$0.accepted }
        #expect(run.status == (anyRejected ? 1 : 0))
        // A rejected key leaves the field as it was.
        var previous = ""
        for step in steps {
            if !step.accepted { #expect(step.text == previous) }
            previous = step.text
        }
    }

    @Test func boundsWhileTyping() throws {
        let run = try Tool.run(["type", "--json", "--locale", "de_DE", "--kind", "numeric", "--minimum", "18",
                                "--maximum", "120", "--", "135"])
        let steps = try steps(run)
        #expect(steps.map(\.accepted) == [true, false, false])   // "1" partial; "13" and "15" out of reach
        #expect(steps[1].reason == "below-minimum")
        #expect(run.status == 1)
        let negative = try Tool.run(["type", "--locale", "de_DE", "--kind", "numeric", "--minimum=-5",
                                     "--maximum", "5", "--", "-5"])
        #expect(negative.status == 0)
    }

    /// A `type` run with negative bounds written as a user types them.
    struct BoundsCase: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let typed: String
        /// Whether each key is accepted.
        let accepted: [Bool]
        /// The reason of the last rejection, if any.
        var reason: String?
        var testDescription: String { (arguments + ["--", typed]).joined(separator: " ") }
    }

    static let negativeBounds: [BoundsCase] = [
        BoundsCase(arguments: ["--minimum", "-5", "--maximum", "5"], typed: "-5", accepted: [true, true]),
        BoundsCase(arguments: ["--minimum", "-5"], typed: "-3", accepted: [true, true]),
        BoundsCase(arguments: ["--minimum", "-5"], typed: "-6", accepted: [true, false], reason: "below-minimum"),
        BoundsCase(arguments: ["--maximum", "-0.5"], typed: "-0.7", accepted: [true, true, true, true]),
        BoundsCase(arguments: ["--maximum", "-0.5"], typed: "1", accepted: [false], reason: "above-maximum"),
        BoundsCase(arguments: ["--minimum", "-0.5", "--maximum", "-0.25"], typed: "-0.3",
                   accepted: [true, true, true, true]),
        // The joined form still works.
        BoundsCase(arguments: ["--minimum=-5"], typed: "-6", accepted: [true, false], reason: "below-minimum"),
    ]

    @Test("--minimum -5 and --maximum -0.5 are read as written; -- still ends options", arguments: negativeBounds)
    func negativeBoundsAsWritten(_ testCase: BoundsCase) throws {
        // Decimal: a numeric field could still bring "-6" into -5... with an exponent ("-6e-1").
        let run = try Tool.run(["type", "--json", "--locale", "en_US", "--kind", "decimal"] + testCase.arguments
                               + ["--", testCase.typed])
        #expect(run.standardError.isEmpty, "\(run.standardError)")
        let steps = try steps(run)
        #expect(steps.map(\.key) == testCase.typed.map(String.init))
        #expect(steps.map(\.accepted) == testCase.accepted)
        #expect(steps.last { !$0.accepted }?.reason == testCase.reason)
        #expect(run.status == (testCase.accepted.allSatisfy { $0 } ? 0 : 1))
    }

    @Test("a bound that is not a number is a usage error, even one that looks like an option", arguments: [
        ["--minimum", "--maximum", "5"],
        ["--maximum", "-x"],
        ["--minimum", "--"],
    ])
    func boundNotANumber(_ bound: [String]) throws {
        let run = try Tool.run(["type", "--locale", "en_US", "--kind", "numeric"] + bound + ["--", "1"])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("not a plain decimal"), "\(run.standardError)")
    }

    @Test func everyKeyAcceptedExitsZero() throws {
        let run = try Tool.run(["type", "--locale", "sv_SE", "--kind", "numeric", "--", "−1,5×10^3"])
        #expect(run.status == 0)
        #expect(run.lines.count == 9)
    }

    @Test(arguments: [
        ["type", "--locale", "xx_YY", "--kind", "numeric", "1"],
        ["type", "--kind", "bogus", "1"],
        ["type", "--minimum", "abc", "--kind", "numeric", "1"],
        ["type", "--minimum", "5"],
    ])
    func usageAndLocaleErrors(_ arguments: [String]) throws {
        let run = try Tool.run(arguments)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(!run.standardError.isEmpty)
    }

    @Test func demoScript() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID()).keys")
        try "aeb<tab>xyza<tab>12a34<tab>-1,5e3<tab>-12,5".write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let run = try Tool.run(["demo", "--locale", "de_DE", "--script", script.path])
        #expect(run.status == 0)
        #expect(run.lines.suffix(6) == [
            "vowels (≤6): \"ae\"", "no vowels (≤8): \"xyz\"", "digits (≤3): \"123\"",
            "numeric (≤7): \"-1,5e3\"", "positive integer (≤5): \"125\"", "formatted amount: \"\"",
        ])
        #expect(run.lines.contains { $0.contains("rejected") })
    }

    @Test("demo --script: the formatted amount field groups as typed, moves the caret, toggles the sign")
    func demoAmountField() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID()).keys")
        let keys = "<tab><tab><tab><tab><tab>1234567,891<left><left><left><backspace>-<end><delete><home>.x"
        try keys.write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let run = try Tool.run(["demo", "--locale", "de_DE", "--script", script.path])
        #expect(run.status == 0)
        let amount = run.lines.filter { $0.hasPrefix("formatted amount: ") }
        #expect(amount == [
            "formatted amount: \"1\" accepted -> \"1|\"",
            "formatted amount: \"2\" accepted -> \"12|\"",
            "formatted amount: \"3\" accepted -> \"123|\"",
            "formatted amount: \"4\" accepted -> \"1.234|\"",
            "formatted amount: \"5\" accepted -> \"12.345|\"",
            "formatted amount: \"6\" accepted -> \"123.456|\"",
            "formatted amount: \"7\" accepted -> \"1.234.567|\"",
            "formatted amount: \",\" accepted -> \"1.234.567,|\"",
            "formatted amount: \"8\" accepted -> \"1.234.567,8|\"",
            "formatted amount: \"9\" accepted -> \"1.234.567,89|\"",
            // Two fraction digits at most.
            "formatted amount: \"1\" rejected (too-many-fraction-digits (maxFractionDigits) at 10) -> \"1.234.567,89|\"",
            "formatted amount: left accepted -> \"1.234.567,8|9\"",
            "formatted amount: left accepted -> \"1.234.567,|89\"",
            "formatted amount: left accepted -> \"1.234.567|,89\"",
            "formatted amount: backspace accepted -> \"123.456|,89\"",
            // "-" toggles the sign; the caret stays on its digit.
            "formatted amount: \"-\" accepted -> \"-123.456|,89\"",
            "formatted amount: end accepted -> \"-123.456,89|\"",
            "formatted amount: delete accepted -> \"-123.456,89|\"",
            "formatted amount: home accepted -> \"|-123.456,89\"",
            // "." could be de_DE's grouping separator: refused as ambiguous.
            "formatted amount: \".\" rejected (ambiguous-decimal-separator (number) at 0) -> \"|-123.456,89\"",
            "formatted amount: \"x\" rejected (unexpected-character (number) at 0) -> \"|-123.456,89\"",
            "formatted amount: \"-123.456,89\"",
        ])
        // The other fields take keys at the end only; a caret key says so and changes nothing.
        try "a<left><delete>e".write(to: script, atomically: true, encoding: .utf8)
        let plain = try Tool.run(["demo", "--locale", "de_DE", "--script", script.path])
        #expect(plain.lines.prefix(4) == [
            "vowels (≤6): \"a\" accepted -> \"a\"",
            "vowels (≤6): left (this field has no caret) -> \"a\"",
            "vowels (≤6): delete (this field has no caret) -> \"a\"",
            "vowels (≤6): \"e\" accepted -> \"ae\"",
        ])
    }
}
