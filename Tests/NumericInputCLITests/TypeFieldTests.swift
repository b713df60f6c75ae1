import Foundation
import Testing

/// `numeric-input type` through the field engine: `--format`, `--keys`, `--sign-toggle`, `--decimal-aliases`,
/// end to end.
///
/// The contract: with any of those flags each step prints the key as written, accepted or rejected and why, and
/// the text with the caret (`|`) or the selection (`[`…`]`). With `--json`, one object per step with exactly the
/// keys `key`, `accepted`, `text`, `selection` ([start, end], UTF-16), `reason` (refused), `value` (canonical, when
/// the text is complete), and for a paste read as a number `reading` ("certain" or "ambiguous") and, when
/// ambiguous, `alternative`. Exit 0 when every key was accepted, 1 when any was refused, 2 on a usage or locale
/// error.
@Suite struct TypeFieldTests {
    typealias Tool = CheckCommandTests

    /// One `--json` step.
    struct Step {
        var key: String
        var accepted: Bool
        var text: String
        var selection: [Int]
        var reason: String?
        var value: String?
        var reading: String?
        var alternative: String?
    }

    /// Parses `--json` steps, checking that each object has exactly the keys the contract gives it.
    static func steps(_ run: Tool.Run) throws -> [Step] {
        try run.lines.map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let step = Step(key: try #require(object["key"] as? String),
                            accepted: try #require(object["accepted"] as? Bool),
                            text: try #require(object["text"] as? String),
                            selection: try #require(object["selection"] as? [Int]),
                            reason: object["reason"] as? String, value: object["value"] as? String,
                            reading: object["reading"] as? String, alternative: object["alternative"] as? String)
            var keys: Set<String> = ["key", "accepted", "text", "selection"]
            if !step.accepted { keys.insert("reason") }
            if step.value != nil { keys.insert("value") }
            if step.reading != nil { keys.insert("reading") }
            if step.reading == "ambiguous" { keys.insert("alternative") }
            #expect(Set(object.keys) == keys, "\(line)")
            #expect(step.selection.count == 2 && step.selection[0] <= step.selection[1]
                    && step.selection[1] <= step.text.utf16.count, "\(line)")
            #expect(step.reading == nil || step.key.hasPrefix("{paste:"), "\(line)")
            return step
        }
    }

    /// A run's readable lines: key, decision, text with caret.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        let script: String
        let lines: [String]
        var testDescription: String { name }
    }

    static let de = ["--locale", "de_DE", "--kind", "decimal"]

    static let cases: [Case] = [
        Case(name: "de_DE formatted as typed, caret after the typed digit", arguments: de + ["--format"],
             script: "1234567", lines: [
                #""1" accepted -> "1|""#, #""2" accepted -> "12|""#, #""3" accepted -> "123|""#,
                #""4" accepted -> "1.234|""#, #""5" accepted -> "12.345|""#, #""6" accepted -> "123.456|""#,
                #""7" accepted -> "1.234.567|""#,
             ]),
        Case(name: "Backspace right after a separator deletes the digit before it", arguments: de + ["--format", "--keys"],
             script: "1234{home}{right}{right}{bs}", lines: [
                #""1" accepted -> "1|""#, #""2" accepted -> "12|""#, #""3" accepted -> "123|""#,
                #""4" accepted -> "1.234|""#, #""{home}" accepted -> "|1.234""#, #""{right}" accepted -> "1|.234""#,
                #""{right}" accepted -> "1.|234""#, #""{bs}" accepted -> "|234""#,
             ]),
        Case(name: "Delete right before a separator deletes the digit after it", arguments: de + ["--format", "--keys"],
             script: "1234{home}{right}{del}", lines: [
                #""1" accepted -> "1|""#, #""2" accepted -> "12|""#, #""3" accepted -> "123|""#,
                #""4" accepted -> "1.234|""#, #""{home}" accepted -> "|1.234""#, #""{right}" accepted -> "1|.234""#,
                #""{del}" accepted -> "1|34""#,
             ]),
        Case(name: "a selection across separators is replaced by what is typed", arguments: de + ["--format", "--keys"],
             script: "1234567{sel:2:7}9", lines: [
                #""1" accepted -> "1|""#, #""2" accepted -> "12|""#, #""3" accepted -> "123|""#,
                #""4" accepted -> "1.234|""#, #""5" accepted -> "12.345|""#, #""6" accepted -> "123.456|""#,
                #""7" accepted -> "1.234.567|""#, #""{sel:2:7}" accepted -> "1.[234.5]67""#,
                #""9" accepted -> "1.9|67""#,
             ]),
        Case(name: "pastes: the reading, and for an ambiguous one the other", arguments: de + ["--format", "--keys"],
             script: "{paste:1,234.56}{sel:0:8}{paste:1.234}", lines: [
                #""{paste:1,234.56}" accepted, paste certain -> "1.234,56|""#,
                #""{sel:0:8}" accepted -> "[1.234,56]""#,
                #""{paste:1.234}" accepted, paste ambiguous (or 1.234) -> "1.234|""#,
             ]),
        Case(name: "--sign-toggle: a minus anywhere toggles the sign, the caret stays on its digit; plus clears it",
             arguments: de + ["--format", "--sign-toggle", "--keys"], script: "1234{left}{left}-{end}+-", lines: [
                #""1" accepted -> "1|""#, #""2" accepted -> "12|""#, #""3" accepted -> "123|""#,
                #""4" accepted -> "1.234|""#, #""{left}" accepted -> "1.23|4""#, #""{left}" accepted -> "1.2|34""#,
                #""-" accepted -> "-1.2|34""#, #""{end}" accepted -> "-1.234|""#, #""+" accepted -> "1.234|""#,
                #""-" accepted -> "-1.234|""#,
             ]),
        Case(name: "--decimal-aliases in ar_EG: '.' and ',' become the Arabic decimal separator",
             arguments: ["--locale", "ar_EG", "--kind", "decimal", "--decimal-aliases", "--format", "--keys"],
             script: "١٢٣٤.٥{sel:0:7},", lines: [
                #""١" accepted -> "١|""#, #""٢" accepted -> "١٢|""#, #""٣" accepted -> "١٢٣|""#,
                "\"٤\" accepted -> \"١\u{066C}٢٣٤|\"", "\".\" accepted -> \"١\u{066C}٢٣٤\u{066B}|\"",
                "\"٥\" accepted -> \"١\u{066C}٢٣٤\u{066B}٥|\"",
                "\"{sel:0:7}\" accepted -> \"[١\u{066C}٢٣٤\u{066B}٥]\"", "\",\" accepted -> \"\u{066B}|\"",
             ]),
        Case(name: "--decimal-aliases in de_DE: '.' could be the grouping separator, so it is refused",
             arguments: de + ["--decimal-aliases"], script: "12.5", lines: [
                #""1" accepted -> "1|""#, #""2" accepted -> "12|""#,
                #""." rejected (ambiguous-decimal-separator (number) at 2) -> "12|""#,
                #""5" accepted -> "125|""#,
             ]),
    ]

    @Test(arguments: cases)
    func readable(_ testCase: Case) throws {
        let run = try Tool.run(["type"] + testCase.arguments + ["--", testCase.script])
        #expect(run.standardError.isEmpty, "\(run.standardError)")
        #expect(run.lines == testCase.lines)
        #expect(run.status == (testCase.lines.allSatisfy { $0.contains(" accepted") } ? 0 : 1))
    }

    @Test("--json: selection, value when complete, and the paste's reading")
    func json() throws {
        let run = try Tool.run(["type", "--json", "--format", "--keys"] + Self.de
                               + ["--", "-{bs}1234{sel:0:5}{paste:1,234.56}{sel:0:8}{paste:1.234}{home}x"])
        #expect(run.status == 1)
        let steps = try Self.steps(run)
        #expect(steps.map(\.key) == ["-", "{bs}", "1", "2", "3", "4", "{sel:0:5}", "{paste:1,234.56}", "{sel:0:8}",
                                     "{paste:1.234}", "{home}", "x"])
        // "-" is partial: no value.
        #expect(steps[0].text == "-" && steps[0].value == nil && steps[0].selection == [1, 1])
        #expect(steps[1].text == "" && steps[1].value == nil && steps[1].selection == [0, 0])
        #expect(steps[5].text == "1.234" && steps[5].value == "1234" && steps[5].selection == [5, 5])
        #expect(steps[6].selection == [0, 5] && steps[6].reading == nil)
        let certain = steps[7]
        #expect(certain.accepted && certain.text == "1.234,56" && certain.selection == [8, 8])
        #expect(certain.value == "1234.56" && certain.reading == "certain" && certain.alternative == nil)
        let ambiguous = steps[9]
        #expect(ambiguous.accepted && ambiguous.text == "1.234" && ambiguous.selection == [5, 5])
        #expect(ambiguous.value == "1234" && ambiguous.reading == "ambiguous" && ambiguous.alternative == "1.234")
        // Refused: the reason, the state unchanged, the value of the text as it stands.
        let refused = steps[11]
        #expect(!refused.accepted && refused.reason == "unexpected-character")
        #expect(refused.text == "1.234" && refused.selection == [0, 0] && refused.value == "1234")
    }

    @Test("a paste that does not read as a number has no reading; the rule decides it as typed")
    func pasteNotANumber() throws {
        let run = try Tool.run(["type", "--json", "--keys"] + Self.de + ["--", "{paste:12abc}{paste:-12}"])
        let steps = try Self.steps(run)
        #expect(steps.map(\.accepted) == [false, true])
        #expect(steps[0].reading == nil && steps[0].reason == "unexpected-character" && steps[0].text == "")
        #expect(steps[1].reading == "certain" && steps[1].value == "-12")
        #expect(run.status == 1)
    }

    @Test("--sign-toggle in ar_EG: the locale's minus, bidi mark included, and UTF-16 offsets past it")
    func signToggleArabic() throws {
        let run = try Tool.run(["type", "--json", "--sign-toggle", "--keys", "--locale", "ar_EG", "--kind", "decimal",
                                "--", "١٢{left}-"])
        let steps = try Self.steps(run)
        #expect(steps.last?.text == "\u{061C}-١٢")
        #expect(steps.last?.selection == [3, 3])
        #expect(steps.last?.value == "-12")
        #expect(run.status == 0)
    }

    @Test("runs without the field flags are as before: keys appended, no caret, no selection")
    func withoutFieldFlags() throws {
        let run = try Tool.run(["type"] + Self.de + ["--", "1234"])
        #expect(run.lines == [#""1" accepted -> "1""#, #""2" accepted -> "12""#, #""3" accepted -> "123""#,
                              #""4" accepted -> "1234""#])
        let json = try Tool.run(["type", "--json"] + Self.de + ["--", "1x"])
        #expect(json.lines == [#"{"key":"1","accepted":true,"text":"1"}"#,
                               #"{"key":"x","accepted":false,"text":"1","reason":"unexpected-character"}"#])
    }

    /// Arguments after `type`, and the exit status they must give.
    static let statuses: [([String], Int32)] = [
        (["--format"] + de + ["--", "12"], 0),
        (["--keys", "--", "12{bs}{home}"], 0),
        (["--format"] + de + ["--", "1x2"], 1),
        (["--keys", "--max-length", "1", "--", "12"], 1),
        (["--format", "--", "12"], 2),
        (["--sign-toggle", "--", "12"], 2),
        (["--decimal-aliases", "--locale", "de_DE", "--", "12"], 2),
        (["--keys", "--locale", "xx_YY", "--kind", "decimal", "--", "12"], 2),
        (["--format", "--locale", "xx_YY", "--kind", "decimal", "--", "12"], 2),
        (["--keys", "--", "{nope}"], 2),
        (["--keys", "--", "1{sel:0:2}"], 2),
    ]

    @Test("exit status: 0 all accepted, 1 any refused, 2 usage or locale error", arguments: statuses)
    func exitStatus(_ arguments: [String], _ status: Int32) throws {
        let run = try Tool.run(["type"] + arguments)
        #expect(run.status == status, "\(run.standardError)")
        if status == 2 {
            #expect(run.standardOutput.isEmpty)
            #expect(!run.standardError.isEmpty)
        }
    }

    @Test("--max-length counts the number, not the separators the field inserts")
    func maxLengthIgnoresInsertedSeparators() throws {
        let run = try Tool.run(["type", "--json", "--format", "--max-length", "4"] + Self.de + ["--", "12345"])
        let steps = try Self.steps(run)
        #expect(steps.map(\.accepted) == [true, true, true, true, false])
        #expect(steps.last?.text == "1.234" && steps.last?.reason == "too-long")
    }
}
