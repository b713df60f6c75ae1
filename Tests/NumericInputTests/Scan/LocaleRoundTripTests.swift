// Checks against live ICU: only with the SystemICU trait.
#if NUMERICINPUT_SYSTEM_ICU
import _ICUReference
import NumericInput
import Testing

/// Everything ICU writes, NumericInput reads back: in every ICU locale, a number formatted by ICU is complete with
/// the value that was formatted, and every prefix of it is acceptable, so a user can type it one character at a time.
@Suite struct LocaleRoundTripTests {
    // MARK: - Cases

    /// A value to format, as the ASCII decimal handed to ICU.
    struct Sample: Sendable {
        let value: String
        let styles: Set<Style>
    }

    /// How ICU formats a sample, and which validators must read the result back.
    enum Style: String, Sendable, Hashable, CaseIterable {
        /// Decimal style with grouping: only ``GroupingPolicy/strict`` accepts the separators.
        case grouped
        /// Decimal style without grouping: both policies must accept it.
        case ungrouped
        /// ICU's scientific style ("#E0"): every validator whose kind takes an exponent.
        case scientific
    }

    static let samples: [Sample] = [
        Sample(value: "0", styles: [.grouped, .ungrouped]),
        Sample(value: "7", styles: [.grouped, .ungrouped]),
        Sample(value: "-7", styles: [.grouped, .ungrouped]),
        Sample(value: "1234567.891", styles: [.grouped, .ungrouped]),
        Sample(value: "-1234567.891", styles: [.grouped, .ungrouped]),
        Sample(value: "0.5", styles: [.grouped, .ungrouped]),
        Sample(value: "-0.25", styles: [.grouped, .ungrouped]),
        Sample(value: "1000", styles: [.grouped, .ungrouped]),
        Sample(value: "12345678901234567890", styles: [.grouped, .ungrouped]),
        Sample(value: "1234.5", styles: [.scientific]),
        Sample(value: "-0.00012", styles: [.scientific]),
        Sample(value: "6.02E23", styles: [.scientific]),
    ]

    /// The validators of one locale, by the style of text each must read.
    struct Validators {
        let strict: NumericValidator
        let ungrouped: NumericValidator
        let scientific: NumericValidator

        init(locale: String) throws(LocaleError) {
            strict = try NumericValidator(locale: locale, kind: .numeric, grouping: .strict)
            ungrouped = try NumericValidator(locale: locale, kind: .numeric, grouping: .none)
            scientific = try NumericValidator(locale: locale, kind: .scientific, grouping: .none)
        }

        func readers(of style: Style) -> [(name: String, validator: NumericValidator)] {
            switch style {
            case .grouped: [("numeric/strict", strict)]
            case .ungrouped: [("numeric/strict", strict), ("numeric/none", ungrouped)]
            case .scientific:
                [("numeric/strict", strict), ("numeric/none", ungrouped), ("scientific/none", scientific)]
            }
        }
    }

    static let malformedReason = "ICU's output is not well-formed UTF-16 (surrogates out of order)"

    // MARK: - The test

    @Test("Every ICU locale reads back what ICU formats, and accepts every prefix of it")
    func everyLocaleRoundTrips() async {
        let locales = ICUNumberFormat.availableLocales
        #expect(locales.count >= 800, "ICU 72 lists 805 locales; got \(locales.count)")

        // Two shards for two cores; each ICU formatter stays on the task that opened it.
        let shardCount = 2
        let tally = await withTaskGroup(of: Tally.self) { group in
            for shard in 0..<shardCount {
                group.addTask {
                    var tally = Tally()
                    for index in stride(from: shard, to: locales.count, by: shardCount) {
                        Self.check(locale: locales[index], into: &tally)
                    }
                    return tally
                }
            }
            return await group.reduce(into: Tally()) { $0.merge($1) }
        }

        // Every skip is a known one, by reason and locale (ICU 72.1): a skip that appears or goes away fails.
        #expect(tally.skipped.mapValues { $0.sorted() } == Self.knownSkips,
                "skips changed: \(tally.skipped.mapValues { $0.sorted() })")
        #expect(tally.notes.isEmpty, "ICU's strict parser disagrees with \(tally.notes.count): \(tally.notes.prefix(5))")
        // What was checked, so that a filter that quietly stopped checking fails (ICU 72.1: 16,832 strings, 28,761
        // string × validator checks, 234,054 prefixes each way).
        #expect(tally.strings >= 16_000 && tally.checks >= 27_000, "\(tally.strings) strings, \(tally.checks) checks")
        #expect(tally.scalarPrefixes >= 220_000 && tally.utf16Prefixes >= 220_000,
                "\(tally.scalarPrefixes) scalar prefixes, \(tally.utf16Prefixes) UTF-16 prefixes")
        #expect(tally.locales == locales.count, "every locale checked")
        #expect(tally.failures.isEmpty, "\(tally.failures.count) failures; first ones are recorded as issues")
        for failure in tally.failures.prefix(40) {
            Issue.record(Comment(rawValue: failure.description))
        }
    }

    /// The skips of ICU 72.1, by reason: Adlam and Chakma digits come out of ICU's scientific formatter with
    /// surrogates out of order, four locales' scientific pattern prints no exponent, fifteen wrap it in brackets.
    static let knownSkips: [String: [String]] = {
        let adlam = ["BF", "CM", "GH", "GM", "GN", "GW", "LR", "MR", "NE", "NG", "SL", "SN"].map { "ff_Adlm_\($0)" }
        return [
            malformedReason: (["ccp", "ccp_BD", "ccp_IN", "ff_Adlm"] + adlam).map { "\($0) 6.02E23" }.sorted(),
            "scientific style, pattern prints no exponent": ["lo", "lo_LA", "si", "si_LK"],
            "scientific style, pattern wraps the number in [ ]": [
                "gu", "gu_IN", "hi", "hi_IN", "hi_Latn", "hi_Latn_IN", "mai", "mai_IN", "mr", "mr_IN", "pa",
                "pa_Guru", "pa_Guru_IN", "sa", "sa_IN",
            ],
        ]
    }()

    // MARK: - One locale

    static func check(locale: String, into tally: inout Tally) {
        let validators: Validators
        do {
            validators = try Validators(locale: locale)
        } catch {
            tally.failures.append(Failure(locale: locale, reader: "-", text: "", problem: "NumericValidator: \(error)"))
            return
        }
        guard let decimal = ICUNumberFormat(locale: locale, style: .decimal),
              let scientific = ICUNumberFormat(locale: locale, style: .scientific)
        else {
            tally.failures.append(Failure(locale: locale, reader: "-", text: "", problem: "ICU cannot open formatters"))
            return
        }
        tally.locales += 1
        // Enough fraction digits that ICU rounds nothing: the text then holds exactly the sample's value.
        decimal.setFractionDigits(minimum: 0, maximum: 30)
        scientific.setFractionDigits(minimum: 0, maximum: 30)

        let skipReason = scientificSkipReason(scientific, exponentSymbol: validators.strict.symbols.exponentSymbol)
        if let skipReason { tally.skipped["scientific style, " + skipReason, default: []].append(locale) }

        for sample in samples {
            let expected = canonical(ascii: sample.value)!
            for style in Style.allCases where sample.styles.contains(style) {
                let formatter: ICUNumberFormat
                switch style {
                case .grouped: formatter = decimal; decimal.setGrouping(true)
                case .ungrouped: formatter = decimal; decimal.setGrouping(false)
                case .scientific:
                    guard skipReason == nil else { continue }
                    formatter = scientific
                }
                guard let text = formatter.format(sample.value) else {
                    tally.failures.append(Failure(locale: locale, reader: style.rawValue, text: sample.value,
                                                  problem: "ICU cannot format it"))
                    continue
                }
                // ICU 72 writes a multi-digit exponent in supplementary-plane digits (ccp, ff_Adlm) with its
                // surrogates interleaved: "E23" in ccp comes out as D804 D804 DD38 DD39. Not a number anyone types.
                if text.unicodeScalars.contains("\u{FFFD}") {
                    tally.skipped[Self.malformedReason, default: []].append("\(locale) \(sample.value)")
                    continue
                }
                tally.strings += 1
                // The reference must agree with itself, or the expected value below means nothing.
                let icuValue = formatter.parseStrict(text).flatMap { parsed in
                    parsed.parsedLength == text.utf16.count ? canonical(ascii: parsed.value) : nil
                }
                if icuValue != expected {
                    tally.notes.append(
                        "\(locale) \(style.rawValue) \(escaped(text)): ICU parses \(icuValue ?? "nothing")")
                }
                for (name, validator) in validators.readers(of: style) {
                    tally.checks += 1
                    check(text, expected: expected, locale: locale, reader: "\(style.rawValue) \(name)",
                          validator: validator, into: &tally)
                }
            }
        }
    }

    /// Why the locale's scientific output is not a plain number, or nil when it is.
    ///
    /// ICU 72's scientific pattern is "#E0" almost everywhere; gu, hi, mr, pa, sa and a few more wrap it in
    /// brackets ("[#E0]"), and lo and si use "0", which prints no exponent at all.
    static func scientificSkipReason(_ formatter: ICUNumberFormat, exponentSymbol: String) -> String? {
        guard let sample = formatter.format("1234.5") else { return "ICU cannot format 1234.5" }
        if sample.unicodeScalars.contains("[") { return "pattern wraps the number in [ ]" }
        if !sample.contains(exponentSymbol) { return "pattern prints no exponent" }
        return nil
    }

    // MARK: - One text

    static func check(_ text: String, expected: String, locale: String, reader: String,
                      validator: NumericValidator, into tally: inout Tally) {
        func fail(_ problem: String) {
            tally.failures.append(Failure(locale: locale, reader: reader, text: text, problem: problem))
        }
        let verdict = validator.verdict(for: text)
        if verdict.value?.canonical != expected {
            fail("verdict \(describe(verdict)), expected complete \(expected)")
        }

        // Every prefix, cut at each scalar boundary, as a String and as UTF-16 code units.
        let units = Array(text.utf16)
        var prefix = String.UnicodeScalarView()
        var utf16Length = 0
        var scalars = text.unicodeScalars.makeIterator()
        while true {
            let prefixText = String(prefix)
            let byScalars = validator.verdict(for: prefixText)
            let byUTF16 = validator.verdict(forUTF16: units[..<utf16Length])
            tally.scalarPrefixes += 1
            tally.utf16Prefixes += 1
            if byScalars.isInvalid {
                fail("prefix \(escaped(prefixText)) is \(describe(byScalars))")
            }
            if byUTF16 != byScalars {
                fail("prefix \(escaped(prefixText)) as UTF-16 is \(describe(byUTF16)), "
                    + "as a String \(describe(byScalars))")
            }
            guard let scalar = scalars.next() else { break }
            prefix.append(scalar)
            utf16Length += scalar.utf16.count
        }
    }

    // MARK: - Helpers

    /// Counts and failures of a run, merged across shards.
    struct Tally: Sendable {
        var locales = 0
        var strings = 0
        var checks = 0
        var scalarPrefixes = 0
        var utf16Prefixes = 0
        var skipped: [String: [String]] = [:]
        var failures: [Failure] = []
        var notes: [String] = []

        mutating func merge(_ other: Tally) {
            locales += other.locales
            strings += other.strings
            checks += other.checks
            scalarPrefixes += other.scalarPrefixes
            utf16Prefixes += other.utf16Prefixes
            skipped.merge(other.skipped) { $0 + $1 }
            failures += other.failures
            notes += other.notes
        }
    }

    struct Failure: Sendable, CustomStringConvertible {
        let locale: String
        let reader: String
        let text: String
        let problem: String

        var description: String { "\(locale) [\(reader)] \(LocaleRoundTripTests.escaped(text)): \(problem)" }
    }

    /// The canonical form of an ASCII decimal ("-0012.50", "6.02E23", ICU's "1.2345E+3"): plain digits, no
    /// exponent, no leading zeros, no trailing fraction zeros, "-" only below zero, "0" for zero.
    static func canonical(ascii: String) -> String? {
        var text = Substring(ascii)
        var isNegative = false
        if let sign = text.first, sign == "-" || sign == "+" {
            isNegative = sign == "-"
            text = text.dropFirst()
        }
        var exponent = 0
        if let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let value = Int(text[text.index(after: marker)...]) else { return nil }
            exponent = value
            text = text[..<marker]
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        var digits = Array(parts[0].utf8) + (parts.count == 2 ? Array(parts[1].utf8) : [])
        guard !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        // The value is 0.d₁d₂… × 10^point.
        var point = parts[0].utf8.count + exponent
        while digits.first == 0x30 { digits.removeFirst(); point -= 1 }
        while digits.last == 0x30 { digits.removeLast() }
        if digits.isEmpty { return "0" }
        let zeros = { (count: Int) in [UInt8](repeating: 0x30, count: count) }
        let plain: [UInt8] =
            if point <= 0 { Array("0.".utf8) + zeros(-point) + digits }
            else if point >= digits.count { digits + zeros(point - digits.count) }
            else { Array(digits[..<point]) + [0x2E] + Array(digits[point...]) }
        return (isNegative ? "-" : "") + String(decoding: plain, as: UTF8.self)
    }

    static func describe(_ verdict: Verdict) -> String {
        switch verdict {
        case .complete(let value): "complete \(value?.canonical ?? "")"
        case .partial: "partial"
        case .invalid(let reason, let offset): "invalid \(reason) at \(offset)"
        }
    }

    /// The text with every non-ASCII scalar spelled \u{…}, so that bidi marks and look-alikes show in messages.
    static func escaped(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if scalar.isASCII && scalar.value >= 0x20 {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result + "\""
    }
}
#endif
