import ArgumentParser
import Foundation
import NumericInput
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The five classic demo fields, for one locale.
struct DemoFields {
    let names = ["vowels (≤6)", "no vowels (≤8)", "digits (≤3)", "numeric (≤7)", "positive integer (≤5)"]
    let rules: [InputRule]

    init(symbols: NumberSymbols) {
        rules = [
            InputRule.maxLength(6).allowing("aeiouAEIOU"),
            InputRule.maxLength(8).disallowing("aeiouAEIOU"),
            InputRule.maxLength(3).number(NumericValidator(symbols: symbols, kind: .digits)),
            InputRule.maxLength(7).number(NumericValidator(symbols: symbols, kind: .numeric)),
            InputRule.maxLength(5).number(NumericValidator(symbols: symbols, kind: .positiveInteger)),
        ]
    }
}

/// `numeric-input demo`: the five fields in a terminal.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Five constrained fields in the terminal (Tab: next field, Backspace: delete, Ctrl-C/Enter: quit).",
        discussion: """
            With --script FILE, replays keystrokes from FILE instead of the keyboard: its text is typed as is, \
            with <tab>, <backspace> and <enter> standing for those keys; one line is printed per key.
            """)

    @OptionGroup var localeOptions: LocaleOptions
    @Option(help: "Replay the keystrokes in this file without a terminal.") var script: String?

    func run() throws {
        let symbols = try localeOptions.symbols()
        var session = DemoSession(fields: DemoFields(symbols: symbols))
        if let script {
            guard let contents = try? String(contentsOfFile: script, encoding: .utf8) else {
                throw ValidationError("cannot read script '\(script)'")
            }
            var output = OutputBuffer()
            for key in DemoSession.keys(inScript: contents) {
                output.write(session.press(key))
            }
            output.write(session.summary)
            output.flush()
            return
        }
        try Terminal.withRawMode {
            Terminal.write(session.screen)
            while let key = Terminal.readKey() {
                if key == .interrupt || key == .enter { break }
                _ = session.press(key)
                Terminal.write(session.screen)
            }
            Terminal.write("\r\n")
        }
    }
}

/// One key of the demo: a character to type, or a key that edits or moves between fields.
enum DemoKey: Equatable {
    case text(Character), tab, backspace, enter, interrupt
}

/// The five fields' texts and focus, changed one key at a time.
struct DemoSession {
    let fields: DemoFields
    var texts = ["", "", "", "", ""]
    var focus = 0
    var lastMessage = ""

    init(fields: DemoFields) { self.fields = fields }

    /// Applies a key; returns a line describing the step.
    mutating func press(_ key: DemoKey) -> String {
        let name = fields.names[focus]
        switch key {
        case .tab:
            focus = (focus + 1) % texts.count
            lastMessage = ""
            return "tab -> \(fields.names[focus])"
        case .enter, .interrupt:
            return "end"
        case .backspace:
            guard !texts[focus].isEmpty else { return "\(name): backspace on empty field" }
            if let step = try? EditStep(rule: fields.rules[focus], deletingLastCharacterOf: texts[focus]) {
                texts[focus] = step.text
            }
            return "\(name): backspace -> \(JSONLine.quote(texts[focus]))"
        case .text(let character):
            let text = texts[focus]
            do {
                let step = try EditStep(rule: fields.rules[focus], typing: String(character), after: text)
                if step.isAccepted {
                    texts[focus] = step.text
                    lastMessage = ""
                    return "\(name): \(JSONLine.quote(String(character))) accepted -> \(JSONLine.quote(texts[focus]))"
                }
                let why = step.rejectionDescription
                lastMessage = "refused \(JSONLine.quote(String(character))): \(why)"
                return "\(name): \(JSONLine.quote(String(character))) rejected (\(why)) -> \(JSONLine.quote(text))"
            } catch {
                return "\(name): \(error)"
            }
        }
    }

    var summary: String {
        fields.names.indices.map { "\(fields.names[$0]): \(JSONLine.quote(texts[$0]))" }.joined(separator: "\n")
    }

    /// The whole screen, redrawn after each key.
    var screen: String {
        var lines = ["\u{1B}[2J\u{1B}[H" + "NumericInput demo — Tab: next field, Enter or Ctrl-C: quit"]
        for index in fields.names.indices {
            let marker = index == focus ? ">" : " "
            lines.append("\(marker) \(fields.names[index].padding(toLength: 22, withPad: " ", startingAt: 0)) [\(texts[index])]")
        }
        lines.append(lastMessage.isEmpty ? "" : "\u{07}\u{1B}[31m\(lastMessage)\u{1B}[0m")
        return lines.joined(separator: "\r\n")
    }

    static func keys(inScript script: String) -> [DemoKey] {
        var keys: [DemoKey] = []
        var rest = Substring(script)
        let names: [(String, DemoKey)] = [("<tab>", .tab), ("<backspace>", .backspace), ("<enter>", .enter)]
        while let first = rest.first {
            if let (name, key) = names.first(where: { rest.hasPrefix($0.0) }) {
                keys.append(key)
                rest = rest.dropFirst(name.count)
            } else {
                if first == "\t" { keys.append(.tab) }
                else if first != "\n" && first != "\r\n" { keys.append(.text(first)) }
                rest = rest.dropFirst()
            }
        }
        return keys
    }
}

/// Raw terminal input, restored on every way out (including Ctrl-C, which raw mode delivers as a byte).
enum Terminal {
    static func withRawMode(_ body: () throws -> Void) throws {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else {
            throw ValidationError("demo needs a terminal; use --script FILE to replay keystrokes")
        }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        defer { tcsetattr(STDIN_FILENO, TCSAFLUSH, &original) }
        try body()
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Reads one key: a UTF-8 character, or a control key.
    static func readKey() -> DemoKey? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        guard read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
        switch byte {
        case 3: return .interrupt
        case 9: return .tab
        case 13, 10: return .enter
        case 127, 8: return .backspace
        default: break
        }
        bytes.append(byte)
        let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        while bytes.count < length, read(STDIN_FILENO, &byte, 1) == 1 { bytes.append(byte) }
        let string = String(decoding: bytes, as: UTF8.self)
        return string.first.map(DemoKey.text)
    }
}
