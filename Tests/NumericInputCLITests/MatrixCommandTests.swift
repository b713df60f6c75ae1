#if NUMERICINPUT_SYSTEM_ICU
import _ICUReference
#endif
import Foundation
import NumericInput
import Testing

/// `numeric-input matrix`, run as a separate process.
///
/// The contract under test: `matrix [--locales all|ID,…|GLOB] [--kind K] [--grouping G] [--value V]… [--output
/// table|csv|json] [--expect complete|partial|invalid] [-- TEXT…]` prints one row per (locale, text) with what
/// `check --locale L --json` answers, or per (locale, value) with the text the locale writes and the value read
/// back; csv is RFC 4180 and json one object per line; `--expect` exits 1 listing exactly the rows with another
/// verdict; unknown ids and empty globs exit 2 with nothing on standard output.
@Suite struct MatrixCommandTests {
    /// Ten texts that between them hit every verdict in most locales.
    static let texts = ["1,5", "-1.5", "1.234,5", "1e3", "١٫٥", "۱۲", "-", "x", "1\u{202F}234", "\u{200E}−5"]

    // MARK: - Rows agree with check

    @Test("All locales × ten texts: every json row is the check --json line of that locale, with the locale first")
    func agreesWithTheLibraryEverywhere() throws {
        let run = try Self.run(["matrix", "--output", "json", "--"] + Self.texts)
        #expect(run.status == 0, "stderr: \(run.standardError)")
        let locales = NumberSymbols.availableLocaleIdentifiers
        #expect(locales.count >= 800)
        #expect(run.lines.count == locales.count * Self.texts.count)
        var mismatches: [String] = []
        for (index, line) in run.lines.enumerated() {
            let locale = locales[index / Self.texts.count]
            let text = Self.texts[index % Self.texts.count]
            let verdict = try NumericValidator(locale: locale).verdict(for: text)
            let expected = "{\"locale\":" + Self.quote(locale) + "," + Self.checkLine(text, verdict).dropFirst()
            if line != expected { mismatches.append("\(line) ≠ \(expected)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) rows differ, first: \(mismatches.prefix(5))")
    }

    @Test("Twelve locales: every json row is byte for byte what check --locale L --json prints",
          arguments: ["de_DE", "en_US", "fa_IR", "ar_EG", "hi_IN", "fr_FR", "de_CH", "sv_SE", "he_IL", "ja_JP",
                      "ur_IN", "ff_Adlm_GN"])
    func agreesWithCheck(_ locale: String) throws {
        for (kind, grouping) in [("numeric", "none"), ("integer", "strict")] {
            let options = ["--kind", kind, "--grouping", grouping]
            let matrix = try Self.run(["matrix", "--locales", locale, "--output", "json"] + options + ["--"] + Self.texts)
            let check = try Self.run(["check", "--locale", locale, "--json"] + options + ["--"] + Self.texts)
            #expect(matrix.status == 0)
            #expect(matrix.lines.count == check.lines.count && !check.lines.isEmpty)
            for (row, line) in zip(matrix.lines, check.lines) {
                #expect(row == "{\"locale\":" + Self.quote(locale) + "," + line.dropFirst())
            }
        }
    }

    @Test("Texts from standard input, one per line, as check reads them")
    func standardInput() throws {
        let run = try Self.run(["matrix", "--locales", "de_DE,en_US", "--output", "json"],
                               input: Array("1,5\n\n-2\n".utf8))
        #expect(run.lines == [
            #"{"locale":"de_DE","text":"1,5","verdict":"complete","value":"1.5"}"#,
            #"{"locale":"de_DE","text":"","verdict":"partial"}"#,
            #"{"locale":"de_DE","text":"-2","verdict":"complete","value":"-2"}"#,
            #"{"locale":"en_US","text":"1,5","verdict":"invalid","reason":"grouping-separator-not-allowed","offset":1}"#,
            #"{"locale":"en_US","text":"","verdict":"partial"}"#,
            #"{"locale":"en_US","text":"-2","verdict":"complete","value":"-2"}"#,
        ])
    }

    // MARK: - Values

    static let values = ["-1234567.5", "0.25", "1e3", "-0.000123", "12345678901234567890", "7", "1234", "-42",
                         "999999.999", "100000"]

    @Test("--value over all locales: the locale's text reads back complete with the value, and ICU reads it alike",
          arguments: [("numeric", "none"), ("decimal", "strict"), ("scientific", "none")])
    func valuesRoundTrip(_ kind: String, _ grouping: String) throws {
        let run = try Self.run(["matrix", "--output", "json", "--kind", kind, "--grouping", grouping]
                               + Self.values.flatMap { ["--value", $0] })
        #expect(run.status == 0, "stderr: \(run.standardError)")
        let locales = NumberSymbols.availableLocaleIdentifiers
        #expect(run.lines.count == locales.count * Self.values.count)
        var problems: [String] = []
        for (index, line) in run.lines.enumerated() {
            let row = try Self.object(line)
            let locale = locales[index / Self.values.count]
            let value = Self.values[index % Self.values.count]
            let canonical = NumericValue(value)?.canonical
            guard row["locale"] as? String == locale, row["value"] as? String == value,
                  let text = row["text"] as? String, row["verdict"] as? String == "complete",
                  row["roundtrip"] as? String == canonical
            else { problems.append(line); continue }
            #if NUMERICINPUT_SYSTEM_ICU
            if let icu = Self.icuValue(text, locale: locale, grouped: grouping == "strict"), icu != canonical {
                problems.append("\(line): ICU reads \(icu)")
            }
            #endif
        }
        #expect(problems.isEmpty, "\(problems.count) rows, first: \(problems.prefix(5))")
    }

    #if NUMERICINPUT_SYSTEM_ICU
    /// ICU's strict parse of the whole text, canonical; nil where ICU's own scientific pattern is not plain
    /// "#E0" (LocaleRoundTripTests lists those locales) and its parser then reads no exponent.
    static func icuValue(_ text: String, locale: String, grouped: Bool) -> String? {
        guard let icu = ICUNumberFormat(locale: locale) else { return "no ICU formatter" }
        icu.setGrouping(grouped)
        guard let parsed = icu.parseStrict(text), parsed.parsedLength == text.utf16.count else {
            return "nothing (\(icu.parseStrict(text).map { "\($0.value), \($0.parsedLength) units" } ?? "no parse"))"
        }
        return NumericValue(parsed.value)?.canonical ?? parsed.value
    }
    #endif

    @Test("--value: de_DE, hi_IN, es_ES grouped as ICU groups; a kind that cannot hold the value says so")
    func valueExamples() throws {
        let grouped = try Self.run(["matrix", "--locales", "de_DE,hi_IN,es_ES", "--grouping", "strict",
                                    "--output", "csv", "--value", "-1234567.5", "--value", "1234"])
        #expect(Self.records(grouped) == [
            "locale,value,text,verdict,roundtrip",
            "de_DE,-1234567.5,\"-1.234.567,5\",complete,-1234567.5",
            "de_DE,1234,1.234,complete,1234",
            "hi_IN,-1234567.5,\"-12,34,567.5\",complete,-1234567.5",
            "hi_IN,1234,\"1,234\",complete,1234",
            "es_ES,-1234567.5,\"-1.234.567,5\",complete,-1234567.5",
            "es_ES,1234,1234,complete,1234",
        ])
        let integer = try Self.run(["matrix", "--locales", "de_DE", "--kind", "integer", "--output", "json",
                                    "--value", "1.5"])
        #expect(integer.lines == [
            #"{"locale":"de_DE","value":"1.5","text":"1,5","verdict":"invalid"}"#,
        ])
    }

    // MARK: - Output formats

    @Test("csv: Python's csv module reads it back, row for row the same as json, quotes, commas and LF included")
    func csvParsesWithAStandardReader() throws {
        let texts = Self.texts + ["a \"quoted\" text", "with, comma", "two\nlines", " spaced "]
        let options = ["matrix", "--locales", "de_DE,ar_EG,hi_IN,fr_FR"]
        let csv = try Self.run(options + ["--output", "csv", "--"] + texts)
        let json = try Self.run(options + ["--output", "json", "--"] + texts)
        #expect(csv.status == 0 && json.status == 0)
        // Python's csv module, strict: each record as a JSON array of strings.
        let script = """
            import csv, io, json, sys
            data = sys.stdin.buffer.read().decode("utf-8")
            for record in csv.reader(io.StringIO(data, newline=""), strict=True):
                print(json.dumps(record))
            """
        let parsed = try Self.runProcess("/usr/bin/env", ["python3", "-c", script], input: Array(csv.standardOutput.utf8))
        #expect(parsed.status == 0, "python3: \(parsed.standardError)")
        let records = try parsed.lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String] ?? [] }
        #expect(records.first == ["locale", "text", "verdict", "value", "reason", "offset"])
        let rows = Array(records.dropFirst())
        #expect(rows.count == 4 * texts.count && json.lines.count == rows.count)
        for (record, line) in zip(rows, json.lines) {
            let object = try Self.object(line)
            let expected = ["locale", "text", "verdict", "value", "reason", "offset"].map { key in
                object[key].map { "\($0)" } ?? ""
            }
            #expect(record == expected, "\(line)")
        }
        // RFC 4180: every record ends in CRLF (a bare LF appears only inside a quoted field).
        #expect(csv.standardOutput.hasSuffix("\r\n"))
        #expect(csv.standardOutput.components(separatedBy: "\r\n").count - 1 == rows.count + 1)
    }

    @Test("json: every line is one object with exactly the keys its verdict has")
    func jsonObjects() throws {
        let run = try Self.run(["matrix", "--locales", "de_*", "--output", "json", "--"] + Self.texts)
        #expect(run.status == 0)
        #expect(!run.lines.isEmpty)
        for line in run.lines {
            let object = try Self.object(line)
            let keys = Set(object.keys)
            switch object["verdict"] as? String {
            case "complete": #expect(keys == ["locale", "text", "verdict", "value"], "\(line)")
            case "partial": #expect(keys == ["locale", "text", "verdict"], "\(line)")
            case "invalid": #expect(keys == ["locale", "text", "verdict", "reason", "offset"], "\(line)")
            default: Issue.record("no verdict: \(line)")
            }
            #expect((object["locale"] as? String)?.hasPrefix("de_") == true)
        }
    }

    @Test("table: a header, columns aligned by terminal width, text cells isolated (FSI … PDI)")
    func table() throws {
        let run = try Self.run(["matrix", "--locales", "ar_EG,he_IL,ja_JP,de_DE", "--", "١٫٥", "-1.5", "x", "漢字"])
        #expect(run.status == 0)
        #expect(run.lines.count == 1 + 4 * 4)
        #expect(run.lines.first?.split(separator: " ", omittingEmptySubsequences: true)
                == ["locale", "text", "verdict", "value", "reason", "offset"])
        // Where the verdict column starts, in terminal columns, is the same on every line.
        let starts = run.lines.map { line -> Int? in
            guard let range = line.range(of: #"(complete|partial|invalid|verdict)"#, options: .regularExpression)
            else { return nil }
            return Self.width(String(line[..<range.lowerBound]))
        }
        #expect(Set(starts).count == 1 && starts.first != nil, "verdict columns start at \(starts)")
        for line in run.lines.dropFirst() {
            #expect(line.contains("\u{2068}\"") && line.contains("\"\u{2069}"), "\(line)")
        }
    }

    /// Terminal width as the tool counts it: format characters none, CJK two.
    static func width(_ text: String) -> Int {
        text.reduce(0) { sum, character in
            let scalar = character.unicodeScalars.first!
            if scalar.properties.generalCategory == .format { return sum }
            return sum + ((0x4E00...0x9FFF).contains(scalar.value) ? 2 : 1)
        }
    }

    // MARK: - --expect

    @Test("--expect fails exactly on the rows with another verdict, and lists them on stderr",
          arguments: ["complete", "partial", "invalid"])
    func expect(_ expected: String) throws {
        let rows = try Self.run(["matrix", "--locales", "de_DE,en_US,fa_IR", "--output", "json", "--"] + Self.texts)
            .lines.map(Self.object)
        let differing = rows.filter { $0["verdict"] as? String != expected }
        let run = try Self.run(["matrix", "--locales", "de_DE,en_US,fa_IR", "--expect", expected, "--output", "json",
                                "--"] + Self.texts)
        #expect(run.status == (differing.isEmpty ? 0 : 1))
        #expect(run.lines.count == rows.count, "every row is still printed")
        let listed = run.standardError.split(separator: "\n").dropFirst().map(String.init)
        #expect(run.standardError.hasPrefix("numeric-input: \(differing.count) of \(rows.count) rows are not \(expected):"))
        #expect(listed.count == differing.count)
        for (line, row) in zip(listed, differing) {
            let locale = row["locale"] as? String ?? "?"
            #expect(line.hasPrefix("  \(locale) "), "\(line)")
            #expect(line.contains(" \(row["verdict"] as? String ?? "?")"), "\(line)")
        }
    }

    @Test("--expect complete over all locales passes for texts every locale reads")
    func expectPasses() throws {
        let run = try Self.run(["matrix", "--expect", "complete", "--output", "csv", "--", "0", "7", "-1", "+1"])
        #expect(run.status == 0, "stderr: \(run.standardError.prefix(500))")
        #expect(run.standardError.isEmpty)
    }

    // MARK: - Usage errors

    @Test("Usage errors exit 2 with a message on stderr and nothing on stdout",
          arguments: [
            (["--locales", "xx_YY", "1"], "xx_YY"),
            (["--locales", "de_DE,xx_YY", "1"], "xx_YY"),
            (["--locales", "zz_*", "1"], "zz_*"),
            (["--locales", "de_DE,,en_US", "1"], "empty entry"),
            (["--value", "1,5"], "plain ASCII decimal"),
            (["--value", "1", "--", "2"], "not both"),
            (["--output", "xml", "1"], "xml"),
            (["--expect", "done", "1"], "done"),
          ])
    func usageErrors(_ arguments: [String], _ mention: String) throws {
        let run = try Self.run(["matrix"] + arguments)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains(mention), "\(run.standardError)")
    }

    @Test("Globs and lists: de_* is every de_ locale, *_IN every Indian one, duplicates once, BCP 47 ids as given")
    func globs() throws {
        let available = NumberSymbols.availableLocaleIdentifiers
        let german = try Self.run(["matrix", "--locales", "de_*", "--output", "csv", "--", "1"])
        let rows = Self.records(german).dropFirst().map { String($0.prefix { $0 != "," }) }
        #expect(rows == available.filter { $0.hasPrefix("de_") })
        let indian = try Self.run(["matrix", "--locales", "*_IN,hi_IN,de-DE", "--output", "csv", "--", "1"])
        let ids = Self.records(indian).dropFirst().map { String($0.prefix { $0 != "," }) }
        #expect(ids == available.filter { $0.hasSuffix("_IN") } + ["de-DE"])
    }

    // MARK: - Helpers

    typealias Tool = CheckCommandTests

    @Test("matrix --style currency --currency EUR: values written with the locale's affixes read back, texts checked as money")
    func moneyStyles() throws {
        let values = try Self.run(["matrix", "--locales", "de_DE,en_US,fr_FR", "--kind", "decimal", "--grouping",
                                   "strict", "--style", "currency", "--currency", "EUR", "--value", "1234.5",
                                   "--value", "-7", "--output", "csv", "--expect", "complete"])
        #expect(values.status == 0, "\(values.standardError)")
        let rows = values.standardOutput.components(separatedBy: "\r\n")   // RFC 4180 lines end in CR LF
        #expect(rows.first == "locale,value,text,verdict,roundtrip")
        #expect(rows.contains("de_DE,1234.5,\"1.234,50\u{A0}€\",complete,1234.5"), "\(rows)")
        #expect(rows.contains("en_US,-7,-€7.00,complete,-7"), "\(rows)")
        let texts = try Self.run(["matrix", "--locales", "en_US", "--style", "currency", "--currency", "USD",
                                  "--output", "json", "--", "$5", "€5"])
        #expect(texts.lines == [#"{"locale":"en_US","text":"$5","verdict":"complete","value":"5"}"#,
                                #"{"locale":"en_US","text":"€5","verdict":"invalid","reason":"wrong-currency","offset":0}"#],
                "\(texts.lines)")
        let unknown = try Self.run(["matrix", "--locales", "en_US", "--style", "currency", "--currency", "XYZ", "--", "1"])
        #expect(unknown.status == 2 && unknown.standardError.contains("XYZ"))
    }

    static func run(_ arguments: [String], input: [UInt8] = []) throws -> Tool.Run {
        let executable = try #require(Tool.executableURL, "numeric-input is built next to the test bundle")
        return try runProcess(executable.path, arguments, input: input)
    }

    /// Runs a process with standard output and error going to files, so that neither can fill a pipe while the
    /// other is read (matrix over all locales writes megabytes).
    static func runProcess(_ path: String, _ arguments: [String], input: [UInt8]) throws -> Tool.Run {
        let directory = FileManager.default.temporaryDirectory
        let outputURL = directory.appendingPathComponent("matrix-\(UUID()).out")
        let errorURL = directory.appendingPathComponent("matrix-\(UUID()).err")
        let inputURL = directory.appendingPathComponent("matrix-\(UUID()).in")
        for (url, contents) in [(outputURL, Data()), (errorURL, Data()), (inputURL, Data(input))] {
            try contents.write(to: url)
        }
        defer { for url in [outputURL, errorURL, inputURL] { try? FileManager.default.removeItem(at: url) } }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        process.waitUntilExit()
        return Tool.Run(status: process.terminationStatus,
                        standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
                        standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }

    /// The CRLF-terminated records of csv output (Swift's `Character` takes CR LF as one, so `lines` cannot).
    static func records(_ run: Tool.Run) -> [String] {
        var records = run.standardOutput.components(separatedBy: "\r\n")
        if records.last == "" { records.removeLast() }
        return records
    }

    static func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
    }

    /// What check --json prints for a text: the same keys and order as CheckCommand.jsonLine.
    static func checkLine(_ text: String, _ verdict: Verdict) -> String {
        var members = ["\"text\":" + quote(text), "\"verdict\":" + quote(verdict.status.rawValue)]
        switch verdict {
        case .complete(let value): members.append("\"value\":" + quote(value?.canonical ?? ""))
        case .partial: break
        case .invalid(let reason, let offset):
            members.append("\"reason\":" + quote(reason.name))
            members.append("\"offset\":\(offset)")
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    /// JSON string quoting as the tool does it (marks and controls as \uXXXX).
    static func quote(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.properties.generalCategory == .format
                || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
