import ArgumentParser
import Foundation
import NumericInput
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The five classic demo fields, and a formatted amount field, for one locale.
struct DemoFields {
    let names = ["vowels (≤6)", "no vowels (≤8)", "digits (≤3)", "numeric (≤7)", "positive integer (≤5)"]
    let rules: [InputRule]
    /// The sixth field: a `NumericField` with `FieldOptions.amount` (grouping as you type, "." and "," for the
    /// decimal separator where unambiguous, a minus that toggles the sign), a decimal with at most two fraction
    /// digits.
    let amountName = "formatted amount"
    let amount: NumericField

    init(symbols: NumberSymbols) {
        rules = [
            InputRule.maxLength(6).allowing("aeiouAEIOU"),
            InputRule.maxLength(8).disallowing("aeiouAEIOU"),
            InputRule.maxLength(3).number(NumericValidator(symbols: symbols, kind: .digits)),
            InputRule.maxLength(7).number(NumericValidator(symbols: symbols, kind: .numeric)),
            InputRule.maxLength(5).number(NumericValidator(symbols: symbols, kind: .positiveInteger)),
        ]
        amount = NumericField(rule: InputRule.number(NumericValidator(symbols: symbols, kind: .decimal))
                                .maxFractionDigits(2),
                              options: .amount)
    }

    /// How many fields there are: the five, then the amount.
    var count: Int { names.count + 1 }
    func name(_ index: Int) -> String { index < names.count ? names[index] : amountName }
}

/// `numeric-input demo`: the five fields in a terminal.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Six constrained fields in the terminal (Tab: next field, Backspace: delete, Ctrl-C/Enter: quit).",
        discussion: """
            The sixth field is a formatted amount: grouping separators appear as you type, "." and "," stand for \
            the decimal separator where they cannot be grouping ones, and "-" toggles the sign; the arrow keys, \
            Home, End and Delete move the caret and delete there. With --script FILE, replays keystrokes from \
            FILE instead of the keyboard: its text is typed as is, with <tab>, <backspace>, <delete>, <left>, \
            <right>, <home>, <end> and <enter> standing for those keys; one line is printed per key.
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

/// One key of the demo: a character to type, or a key that edits, moves the caret or moves between fields.
enum DemoKey: Equatable {
    case text(Character), tab, backspace, delete, left, right, home, end, enter, interrupt
}

/// The six fields' texts and focus, changed one key at a time.
struct DemoSession {
    let fields: DemoFields
    var texts = ["", "", "", "", ""]
    var amount: NumericField
    var focus = 0
    var lastMessage = ""

    init(fields: DemoFields) {
        self.fields = fields
        amount = fields.amount
    }

    var amountIndex: Int { fields.names.count }

    /// Applies a key; returns a line describing the step.
    mutating func press(_ key: DemoKey) -> String {
        let name = fields.name(focus)
        switch key {
        case .tab:
            focus = (focus + 1) % fields.count
            lastMessage = ""
            return "tab -> \(fields.name(focus))"
        case .enter, .interrupt:
            return "end"
        default:
            break
        }
        if focus == amountIndex { return pressAmount(key) }
        switch key {
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
        default:
            // These fields take keys at the end only.
            return "\(name): \(key.name) (this field has no caret) -> \(JSONLine.quote(texts[focus]))"
        }
    }

    /// A key in the amount field: typed or deleted at the caret, or a caret move.
    private mutating func pressAmount(_ key: DemoKey) -> String {
        let edit: FieldEdit
        switch key {
        case .text(let character): edit = .type(String(character))
        case .backspace: edit = .deleteBackward
        case .delete: edit = .deleteForward
        case .left: edit = .moveLeft
        case .right: edit = .moveRight
        case .home: edit = .moveToStart
        case .end: edit = .moveToEnd
        case .tab, .enter, .interrupt: return "end"
        }
        let step: FieldStep
        do {
            step = try FieldStep(edit, in: &amount)
        } catch {
            return "\(fields.amountName): \(error)"
        }
        let shown = JSONLine.quote(step.markedText)
        if step.isAccepted {
            lastMessage = ""
            return "\(fields.amountName): \(key.name) accepted -> \(shown)"
        }
        lastMessage = "refused \(key.name): \(step.rejectionDescription)"
        return "\(fields.amountName): \(key.name) rejected (\(step.rejectionDescription)) -> \(shown)"
    }

    var summary: String {
        (fields.names.indices.map { "\(fields.names[$0]): \(JSONLine.quote(texts[$0]))" }
            + ["\(fields.amountName): \(JSONLine.quote(amount.text))"]).joined(separator: "\n")
    }

    /// The whole screen, redrawn after each key.
    var screen: String {
        var lines = ["\u{1B}[2J\u{1B}[H" + "NumericInput demo — Tab: next field, Enter or Ctrl-C: quit"]
        for index in 0..<fields.count {
            let marker = index == focus ? ">" : " "
            // The amount field shows its caret when it has the focus.
            let text = index < texts.count ? texts[index]
                : index == focus ? FieldStep.mark(amount.text, selection: amount.selection) : amount.text
            lines.append("\(marker) \(fields.name(index).padding(toLength: 22, withPad: " ", startingAt: 0)) [\(text)]")
        }
        lines.append(lastMessage.isEmpty ? "" : "\u{07}\u{1B}[31m\(lastMessage)\u{1B}[0m")
        return lines.joined(separator: "\r\n")
    }

    static func keys(inScript script: String) -> [DemoKey] {
        var keys: [DemoKey] = []
        var rest = Substring(script)
        let names: [(String, DemoKey)] = [
            ("<tab>", .tab), ("<backspace>", .backspace), ("<delete>", .delete), ("<left>", .left),
            ("<right>", .right), ("<home>", .home), ("<end>", .end), ("<enter>", .enter),
        ]
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

extension DemoKey {
    /// How a step line names the key: the character quoted, or the key's name.
    var name: String {
        switch self {
        case .text(let character): JSONLine.quote(String(character))
        case .tab: "tab"
        case .backspace: "backspace"
        case .delete: "delete"
        case .left: "left"
        case .right: "right"
        case .home: "home"
        case .end: "end"
        case .enter: "enter"
        case .interrupt: "interrupt"
        }
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
        case 0x1B: return readEscapeSequence()
        default: break
        }
        bytes.append(byte)
        let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        while bytes.count < length, read(STDIN_FILENO, &byte, 1) == 1 { bytes.append(byte) }
        let string = String(decoding: bytes, as: UTF8.self)
        return string.first.map(DemoKey.text)
    }

    /// After ESC: the arrow keys, Home, End and Delete as terminals send them (ESC [ D, ESC [ 3 ~, ESC O H…);
    /// another sequence reads as the next key.
    static func readEscapeSequence() -> DemoKey? {
        var byte: UInt8 = 0
        guard read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
        guard byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") else { return readKey() }
        guard read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
        switch byte {
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            // ESC [ n ~: 3 is Delete, 1 and 7 Home, 4 and 8 End.
            var number = Int(byte - UInt8(ascii: "0"))
            while read(STDIN_FILENO, &byte, 1) == 1, byte != UInt8(ascii: "~") {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return readKey() }
                number = number * 10 + Int(byte - UInt8(ascii: "0"))
            }
            switch number {
            case 3: return .delete
            case 1, 7: return .home
            case 4, 8: return .end
            default: return readKey()
            }
        default:
            return readKey()
        }
    }
}
