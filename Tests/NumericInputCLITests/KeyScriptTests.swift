import Foundation
import Testing

/// `numeric-input type --keys SCRIPT`: the key script's syntax, end to end.
///
/// The contract: each grapheme cluster is typed at the caret (replacing the selection); `{bs}` Backspace, `{del}`
/// Delete forward, `{left}` `{right}` (one grapheme cluster, collapsing a selection), `{home}` `{end}`,
/// `{sel:A:B}` selects UTF-16 offsets A..<B, `{paste:TEXT}` pastes TEXT (up to the next "}") as one edit, `{{` types
/// a "{". A malformed script, and a `{sel}` that does not fit the text, exit 2 with a message on standard error and
/// nothing on standard output.
@Suite struct KeyScriptTests {
    typealias Tool = CheckCommandTests

    /// One script run without `--kind` (a field that takes any text): the keys as the output echoes them and the
    /// text with the caret after each.
    struct Case: Sendable, CustomTestStringConvertible {
        let script: String
        let steps: [(key: String, shown: String)]
        var testDescription: String { script.debugDescription }
    }

    static let cases: [Case] = [
        Case(script: "12{left}{right}{home}{end}{sel:0:1}{bs}{del}{paste:34}{{", steps: [
            ("1", "1|"), ("2", "12|"), ("{left}", "1|2"), ("{right}", "12|"), ("{home}", "|12"), ("{end}", "12|"),
            ("{sel:0:1}", "[1]2"), ("{bs}", "|2"), ("{del}", "|"), ("{paste:34}", "34|"), ("{{", "34{|"),
        ]),
        // Grapheme clusters are keys, typed and moved over whole; "}" outside braces and "{" inside a paste are
        // text.
        Case(script: "a👍🏽{left}be\u{301}1}2{paste:{x}", steps: [
            ("a", "a|"), ("👍🏽", "a👍🏽|"), ("{left}", "a|👍🏽"), ("b", "ab|👍🏽"), ("e\u{301}", "abe\u{301}|👍🏽"),
            ("1", "abe\u{301}1|👍🏽"), ("}", "abe\u{301}1}|👍🏽"), ("2", "abe\u{301}1}2|👍🏽"),
            ("{paste:{x}", "abe\u{301}1}2{x|👍🏽"),
        ]),
        // {left} and {right} collapse a selection to its start and end; {sel:A:A} is a caret.
        Case(script: "abc{sel:1:2}{left}{sel:1:2}{right}{sel:0:0}{sel:1:3}x", steps: [
            ("a", "a|"), ("b", "ab|"), ("c", "abc|"), ("{sel:1:2}", "a[b]c"), ("{left}", "a|bc"),
            ("{sel:1:2}", "a[b]c"), ("{right}", "ab|c"), ("{sel:0:0}", "|abc"), ("{sel:1:3}", "a[bc]"),
            ("x", "ax|"),
        ]),
        // Offsets are UTF-16: 😀 is two code units.
        Case(script: "😀1{sel:2:3}{bs}{home}{del}", steps: [
            ("😀", "😀|"), ("1", "😀1|"), ("{sel:2:3}", "😀[1]"), ("{bs}", "😀|"), ("{home}", "|😀"), ("{del}", "|"),
        ]),
        // Keys at the edges change nothing and are still steps.
        Case(script: "{bs}{left}{del}{right}{paste:}", steps: [
            ("{bs}", "|"), ("{left}", "|"), ("{del}", "|"), ("{right}", "|"), ("{paste:}", "|"),
        ]),
        Case(script: "", steps: []),
    ]

    @Test("every key of the script, as written, and the caret after it", arguments: cases)
    func keys(_ testCase: Case) throws {
        let run = try Tool.run(["type", "--keys", "--", testCase.script])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        #expect(run.lines == testCase.steps.map { "\(Self.quote($0.key)) accepted -> \(Self.quote($0.shown))" })
        let json = try Tool.run(["type", "--keys", "--json", "--", testCase.script])
        let steps = try TypeFieldTests.steps(json)
        #expect(steps.map(\.key) == testCase.steps.map(\.key))
    }

    /// A key or text quoted as the tool quotes it (no escapes are needed in these cases).
    static func quote(_ text: String) -> String { "\"" + text + "\"" }

    @Test("a malformed script is a usage error: exit 2, the faulty key on stderr, nothing on stdout", arguments: [
        ("{sel:9:x}", "{sel:9:x}"), ("1{foo}", "{foo}"), ("12{", "unterminated"), ("{paste:1", "unterminated"),
        ("{sel:2:1}", "{sel:2:1}"), ("{sel:1}", "{sel:1}"), ("{sel:-1:2}", "{sel:-1:2}"), ("{sel:1:2:3}", "{sel:1:2:3}"),
        ("{sel: 1:2}", "{sel: 1:2}"), ("{sel:99999999999999999999:1}", "{sel:99999999999999999999:1}"),
        ("{BS}", "{BS}"), ("{}", "{}"), ("{ bs}", "{ bs}"), ("1{bs}2{end", "unterminated"),
    ])
    func malformed(_ script: String, _ named: String) throws {
        let run = try Tool.run(["type", "--locale", "de_DE", "--kind", "decimal", "--keys", "--", script])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("key script"), "\(run.standardError)")
        #expect(run.standardError.contains(named), "\(run.standardError)")
    }

    @Test("a {sel} that does not fit the text: exit 2, the key and the offset on stderr, nothing on stdout", arguments: [
        ("12{sel:1:5}", ["key 3", "{sel:1:5}", "1..<5", "2 UTF-16 code units", "\"12|\""]),
        ("12{sel:3:3}", ["key 3", "{sel:3:3}", "3..<3"]),
        ("😀{sel:1:1}", ["key 2", "{sel:1:1}", "offset 1 splits a surrogate pair"]),
        ("😀{sel:0:1}", ["key 2", "{sel:0:1}", "offset 1 splits a surrogate pair"]),
    ])
    func selectionOutOfRange(_ script: String, _ fragments: [String]) throws {
        let run = try Tool.run(["type", "--keys", "--", script])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        for fragment in fragments {
            #expect(run.standardError.contains(fragment), "\(run.standardError)")
        }
    }

    @Test("without --keys, braces are typed as they are")
    func bracesWithoutKeys() throws {
        let run = try Tool.run(["type", "--format", "--locale", "en_US", "--kind", "decimal", "--json", "--", "1{bs}"])
        let steps = try TypeFieldTests.steps(run)
        #expect(steps.map(\.key) == ["1", "{", "b", "s", "}"])
        #expect(steps.map(\.accepted) == [true, false, false, false, false])
        #expect(run.status == 1)
    }
}
