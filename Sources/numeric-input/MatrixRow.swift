import NumericInput

/// One row of `numeric-input matrix`: a text checked in a locale, or a value the locale wrote and read back.
struct MatrixRow {
    let locale: String
    /// The `--value` as given; nil for a row of a text.
    let value: String?
    let text: String
    let verdict: Verdict

    // MARK: - Cells

    /// The columns, in order: `locale,text,verdict,value,reason,offset` for texts,
    /// `locale,value,text,verdict,roundtrip` for values.
    static func header(valueMode: Bool) -> [String] {
        valueMode ? ["locale", "value", "text", "verdict", "roundtrip"]
            : ["locale", "text", "verdict", "value", "reason", "offset"]
    }

    /// The cells under ``header(valueMode:)``; nil for an absent value (empty in csv, omitted in json).
    var cells: [Cell] {
        let status = Cell.string(verdict.status.rawValue)
        let read = verdict.value.map { Cell.string($0.canonical) }
        if let value {
            return [.string(locale), .string(value), .text(text), status, read ?? .absent]
        }
        var reason = Cell.absent, offset = Cell.absent
        if case .invalid(let why, let at) = verdict {
            reason = .string(why.name)
            offset = .number(at)
        }
        return [.string(locale), .text(text), status, read ?? .absent, reason, offset]
    }

    enum Cell {
        /// ASCII: a locale id, a verdict, a value, a reason.
        case string(String)
        /// User text: anything, bidi included.
        case text(String)
        case number(Int)
        case absent
    }

    /// "de_DE "1.5" invalid grouping-separator-not-allowed at 1", for standard error.
    var summary: String {
        var line = locale
        if let value { line += " " + value }
        line += " " + JSONLine.quote(text) + " " + verdict.status.rawValue
        switch verdict {
        case .complete(let read): line += " " + (read?.canonical ?? "")
        case .partial: break
        case .invalid(let reason, let offset): line += " \(reason.name) at \(offset)"
        }
        return line
    }

    // MARK: - Output

    static func write(_ rows: [MatrixRow], as output: MatrixOutput, valueMode: Bool, to buffer: inout OutputBuffer) {
        let header = header(valueMode: valueMode)
        switch output {
        case .json:
            for row in rows {
                var line = JSONLine()
                for (key, cell) in zip(header, row.cells) {
                    switch cell {
                    case .string(let string), .text(let string): line.add(key, string)
                    case .number(let number): line.add(key, number)
                    case .absent: break
                    }
                }
                buffer.write(line.text)
            }
        case .csv:
            // RFC 4180: CRLF after every record, a field quoted when it holds a comma, a quote, CR or LF.
            buffer.write(header.joined(separator: ",") + "\r")
            for row in rows {
                let fields = row.cells.map { cell -> String in
                    switch cell {
                    case .string(let string), .text(let string): CSV.field(string)
                    case .number(let number): String(number)
                    case .absent: ""
                    }
                }
                buffer.write(fields.joined(separator: ",") + "\r")
            }
        case .table:
            writeTable(rows, header: header, to: &buffer)
        }
    }

    /// Columns padded to their widest cell, two spaces apart. A text cell is quoted as `check` quotes it (marks and
    /// controls spelled \uXXXX) and wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, so that an Arabic
    /// or Hebrew text cannot reorder the columns around it in a bidi-aware terminal.
    private static func writeTable(_ rows: [MatrixRow], header: [String], to buffer: inout OutputBuffer) {
        let table: [[(shown: String, width: Int)]] = [header.map { ($0, $0.count) }] + rows.map { row in
            row.cells.map { cell -> (shown: String, width: Int) in
                switch cell {
                case .string(let string):
                    return (string, TerminalWidth.of(string))
                case .text(let text):
                    let quoted = JSONLine.quote(text)
                    return ("\u{2068}" + quoted + "\u{2069}", TerminalWidth.of(quoted))
                case .number(let number):
                    return (String(number), String(number).count)
                case .absent:
                    return ("", 0)
                }
            }
        }
        var widths = [Int](repeating: 0, count: header.count)
        for line in table { for (column, cell) in line.enumerated() { widths[column] = max(widths[column], cell.width) } }
        for line in table {
            var text = ""
            for (column, cell) in line.enumerated() {
                text += cell.shown
                if column < line.count - 1 {
                    text += String(repeating: " ", count: widths[column] - cell.width + 2)
                }
            }
            // No padding after the last column.
            while text.last == " " { text.removeLast() }
            buffer.write(text)
        }
    }
}

/// RFC 4180 fields.
enum CSV {
    /// The field as is, or quoted with its quotes doubled when it holds a comma, a quote, CR or LF.
    static func field(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0D || $0 == 0x0A }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

/// How many terminal columns a string takes: two for East Asian wide and fullwidth characters, none for a
/// character made only of format and combining scalars, one otherwise. An approximation of wcwidth, enough to
/// keep the columns of a table straight.
enum TerminalWidth {
    static func of(_ text: String) -> Int {
        var width = 0
        for character in text {
            guard let first = character.unicodeScalars.first(where: { !isZeroWidth($0) }) else { continue }
            width += isWide(first) ? 2 : 1
        }
        return width
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format, .nonspacingMark, .enclosingMark: true
        default: false
        }
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}
