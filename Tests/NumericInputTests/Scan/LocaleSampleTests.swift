#if NUMERICINPUT_SYSTEM_ICU
import _ICUReference
#endif
import Foundation
import NumericInput
import NumericInputTesting
import Testing

/// `LocaleSample`: in every locale, for every kind and grouping policy, what it calls valid is complete with its
/// value, what it calls invalid is invalid with its reason and offset, and its typing shows a formatting field's
/// text after each key, ending on the number.
@Suite("LocaleSample")
struct LocaleSampleTests {
    struct Configuration: Sendable, CustomTestStringConvertible {
        let kind: NumericKind
        let grouping: GroupingPolicy
        var testDescription: String { "\(kind.rawValue)/\(grouping.rawValue)" }
    }

    static let configurations = NumericKind.allCases.flatMap { kind in
        GroupingPolicy.allCases.map { Configuration(kind: kind, grouping: $0) }
    }

    @Test("Every locale: valid samples complete with their values, invalid ones invalid, typing ends on the number",
          arguments: configurations)
    func everyLocale(_ configuration: Configuration) throws {
        let samples = LocaleSample.all(kind: configuration.kind, grouping: configuration.grouping)
        #expect(samples.count == NumberSymbols.availableLocaleIdentifiers.count)
        var failures: [String] = []
        for sample in samples {
            failures += try Self.problems(in: sample)
        }
        #expect(failures.isEmpty, "\(failures.count) problems, first: \(failures.prefix(10))")
    }

    /// Everything wrong with one sample, as sentences.
    static func problems(in sample: LocaleSample) throws -> [String] {
        var problems: [String] = []
        let name = "\(sample.locale) \(sample.kind.rawValue)/\(sample.grouping.rawValue)"
        if let problem = sample.problem { return ["\(name): \(problem)"] }
        let validator = try NumericValidator(locale: sample.locale, kind: sample.kind, grouping: sample.grouping)
        let expectedValid = ["positive", "large"] + (sample.kind.hasSign ? ["negative"] : [])
            + (sample.kind.hasFraction ? ["fraction"] : []) + (sample.kind.hasExponent ? ["exponent"] : [])
        if Set(sample.valid.map(\.name)) != Set(expectedValid) {
            problems.append("\(name): valid samples \(sample.valid.map(\.name)), expected \(expectedValid)")
        }
        for valid in sample.valid {
            let verdict = validator.verdict(for: valid.text)
            if verdict.value?.canonical != valid.value {
                problems.append("\(name) \(valid.name) \(valid.text.debugDescription): \(verdict), expected \(valid.value)")
            }
        }
        // The double sign and the letter are invalid in every locale and kind; the other two where the text is.
        let names = Set(sample.invalid.map(\.name))
        if !names.isSuperset(of: ["double-sign", "letter"]) {
            problems.append("\(name): invalid samples \(names.sorted())")
        }
        for invalid in sample.invalid {
            let verdict = validator.verdict(for: invalid.text)
            if verdict.rejection.map({ "\($0.reason.name)@\($0.offset)" }) != "\(invalid.reason)@\(invalid.offset)" {
                problems.append("\(name) \(invalid.name) \(invalid.text.debugDescription): \(verdict)")
            }
        }
        let typing = sample.typing
        if typing.keys.count != typing.texts.count || typing.keys.isEmpty {
            problems.append("\(name): \(typing.keys.count) keys, \(typing.texts.count) texts")
        }
        // Each key changes the text (none refused), and the last text is the number typed.
        for (before, after) in zip([""] + typing.texts, typing.texts) where before == after {
            problems.append("\(name): a key left \(after.debugDescription) unchanged")
        }
        // The field shows its own grouping separators whatever the policy: read the text as grouped.
        let shown = try NumericValidator(locale: sample.locale, kind: sample.kind, grouping: .strict)
        let typed = typing.texts.last.map { shown.verdict(for: $0) }
        if typed?.value?.canonical != NumericValue(typing.value)?.canonical {
            problems.append("\(name): typing ends on \(typing.texts.last ?? "nothing"), \(String(describing: typed))")
        }
        return problems
    }

    // MARK: - Texts as the locale writes them

    @Test("de_DE, hi_IN, es_ES, fa_IR: grouped, ungrouped and scientific texts, and the typed steps")
    func examples() throws {
        let german = try LocaleSample(locale: "de_DE", kind: .decimal, grouping: .strict)
        #expect(german.valid.map(\.text) == ["42", "-42", "1.234.567", "-1.234,5"])
        #expect(german.valid.map(\.value) == ["42", "-42", "1234567", "-1234.5"])
        #expect(german.invalid.map(\.name) == ["other-decimal-separator", "misplaced-grouping-separator",
                                               "double-sign", "letter"])
        #expect(german.invalid.first { $0.name == "double-sign" }?.offset == 1)
        #expect(german.typing.texts == ["-", "-1", "-12", "-123", "-1.234", "-1.234,", "-1.234,5"])

        let ungrouped = try LocaleSample(locale: "de_DE", kind: .decimal)
        #expect(ungrouped.valid.map(\.text) == ["42", "-42", "1234567", "-1234,5"])
        #expect(ungrouped.invalid.first { $0.name == "other-decimal-separator" }
                == LocaleSample.Invalid(name: "other-decimal-separator", text: "1.2345",
                                        reason: "grouping-separator-not-allowed", offset: 1))

        let hindi = try LocaleSample(locale: "hi_IN", kind: .integer, grouping: .strict)
        #expect(hindi.valid.first { $0.name == "large" }?.text == "12,34,567")
        let spanish = try LocaleSample(locale: "es_ES", kind: .integer, grouping: .strict)
        #expect(spanish.typing.texts.contains("-1234") && spanish.typing.texts.contains("-12.345"),
                "es_ES groups from five digits: \(spanish.typing.texts)")

        let persian = try LocaleSample(locale: "fa_IR", kind: .scientific)
        #expect(persian.valid.first { $0.name == "exponent" }?.text == "۱٫۵×۱۰^۳")
        #expect(persian.typing.keys == ["\u{200E}\u{2212}", "۱", "٫", "۵", "×۱۰^", "۳"])
        #expect(persian.valid.first { $0.name == "fraction" }?.value == "-0.00012")
    }

    @Test("matrix --value and the samples write with the same code")
    func oneWriter() throws {
        let symbols = try NumberSymbols(locale: "de_CH")
        let value = try #require(NumericValue("-1234567.5"))
        let style = NumericFormatStyle<NumericValue>(symbols: symbols, kind: .decimal, grouping: .strict)
        #expect(LocaleSample.text(for: value, symbols: symbols, kind: .decimal, grouping: .strict)
                == style.format(value))
        #expect(style.format(value) == "-1’234’567.5")
        // Digit strings take no grouping separator: written ungrouped whatever the policy.
        #expect(LocaleSample.text(for: try #require(NumericValue("1234567")), symbols: symbols, kind: .digits,
                                  grouping: .strict) == "1234567")
    }

    @Test("Codable: a sample survives JSON; an unknown kind is an error")
    func codable() throws {
        let sample = try LocaleSample(locale: "ar_EG", kind: .positiveInteger, grouping: .strict)
        let data = try JSONEncoder().encode(sample)
        #expect(try JSONDecoder().decode(LocaleSample.self, from: data) == sample)
        let json = try #require(String(data: data, encoding: .utf8))
        #expect(json.contains("\"kind\":\"positive-integer\"") && !json.contains("problem"))
        let broken = Data(json.replacingOccurrences(of: "positive-integer", with: "imaginary").utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(LocaleSample.self, from: broken) }
    }

    @Test("A case is named by its locale; an unknown locale is a LocaleError")
    func naming() throws {
        let sample = try LocaleSample(locale: "fa_IR")
        #expect(sample.description == "fa_IR" && sample.testDescription == "fa_IR")
        #expect(throws: LocaleError.self) { try LocaleSample.samples(for: ["de_DE", "xx_YY"]) }
        #expect(try LocaleSample.samples(for: ["de_DE", "fa_IR"]).map(\.locale) == ["de_DE", "fa_IR"])
    }

    #if NUMERICINPUT_SYSTEM_ICU
    @Test("ICU's strict parser reads every valid sample of every locale with the same value",
          arguments: [Configuration(kind: .numeric, grouping: .none), Configuration(kind: .decimal, grouping: .strict)])
    func icuReadsTheSamples(_ configuration: Configuration) throws {
        var failures: [String] = []
        for sample in LocaleSample.all(kind: configuration.kind, grouping: configuration.grouping) {
            failures += ICUSampleCheck.problems(in: sample)
        }
        #expect(failures.isEmpty, "\(failures.count) disagreements, first: \(failures.prefix(10))")
    }
    #endif
}

#if NUMERICINPUT_SYSTEM_ICU
/// ICU's strict parse of a sample's valid texts: the whole text read, with the sample's value.
enum ICUSampleCheck {
    static func problems(in sample: LocaleSample) -> [String] {
        guard let icu = ICUNumberFormat(locale: sample.locale) else { return ["\(sample.locale): no ICU formatter"] }
        icu.setGrouping(sample.grouping == .strict)
        var problems: [String] = []
        for valid in sample.valid {
            let parsed = icu.parseStrict(valid.text)
            let value = parsed.flatMap { $0.parsedLength == valid.text.utf16.count ? NumericValue($0.value) : nil }
            if value?.canonical != valid.value {
                problems.append("\(sample.locale) \(valid.name) \(valid.text.debugDescription): ICU reads "
                    + "\(parsed.map { "\($0.value) (\($0.parsedLength) units)" } ?? "nothing")")
            }
        }
        return problems
    }
}
#endif

extension NumericKind {
    var hasSign: Bool { self == .numeric || self == .decimal || self == .integer || self == .scientific }
    var hasFraction: Bool { self == .numeric || self == .decimal || self == .scientific }
    var hasExponent: Bool { self == .numeric || self == .scientific }
}
