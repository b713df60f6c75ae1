import ArgumentParser
import Foundation
import NumericInput

/// `numeric-input check`: one verdict per text.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Print the verdict (complete, partial, invalid) for each text.",
        discussion: """
            Without TEXT, reads texts from standard input, one per line (UTF-8, LF). Use -- before a text that \
            starts with '-'. Exit 0 when no text is invalid, 1 when any is, 2 on a usage or locale error.
            """)

    @OptionGroup var options: NumberOptions

    @Flag(help: "One JSON object per line: text, verdict, value (complete), reason and offset (invalid).")
    var json = false

    @Argument(help: "Texts to check.")
    var texts: [String] = []

    func run() throws {
        let validator = try options.validator(kind: options.kind ?? .numeric)
        let currency = options.numberStyle.currencyCode
        var anyInvalid = false
        var output = OutputBuffer()
        let check = { (text: String) in
            let verdict = validator.verdict(for: text)
            if case .invalid = verdict { anyInvalid = true }
            output.write(json ? Self.jsonLine(text, verdict, currency: currency) : Self.readableLine(text, verdict))
        }
        if texts.isEmpty {
            StandardInput.forEachLine(check)
        } else {
            texts.forEach(check)
        }
        output.flush()
        if anyInvalid { throw ExitCode(1) }
    }

    static func readableLine(_ text: String, _ verdict: Verdict) -> String {
        let quoted = JSONLine.quote(text)
        switch verdict {
        case .complete(let value): return "\(quoted) complete \(value?.canonical ?? "")"
        case .partial: return "\(quoted) partial"
        case .invalid(let reason, let offset): return "\(quoted) invalid at \(offset): \(reason)"
        }
    }

    static func jsonLine(_ text: String, _ verdict: Verdict, currency: String? = nil) -> String {
        var line = JSONLine()
        line.add("text", text)
        line.add("verdict", verdict.status.rawValue)
        switch verdict {
        case .complete(let value):
            line.add("value", value?.canonical ?? "")
            if let currency { line.add("currency", currency) }
        case .partial: break
        case .invalid(let reason, let offset):
            line.add("reason", reason.name)
            line.add("offset", offset)
        }
        return line.text
    }
}

/// Collects output lines and writes them in large blocks.
struct OutputBuffer {
    private var pending = ""

    mutating func write(_ line: String) {
        pending += line
        pending += "\n"
        if pending.utf8.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        FileHandle.standardOutput.write(Data(pending.utf8))
        pending = ""
    }
}

/// Standard input read as LF-terminated lines of text.
enum StandardInput {
    /// Calls `body` with each LF-terminated line of standard input (a last line without LF counts).
    /// Invalid UTF-8 becomes U+FFFD, which no locale takes for part of a number.
    static func forEachLine(_ body: (String) -> Void) {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                body(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            if start < bytes.count {
                body(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            }
        }
    }
}
