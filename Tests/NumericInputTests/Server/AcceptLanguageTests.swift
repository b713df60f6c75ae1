import Foundation
@testable import NumericInput
import Testing

@Suite("Accept-Language parsing")
struct AcceptLanguageTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var header: String
        var ranges: [String]
        var qualities: [Int]
        var testDescription: String { header }
    }

    /// Headers browsers send, as captured from their requests.
    @Test(arguments: [
        Case(header: "de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7",   // Chrome and Edge, German UI
             ranges: ["de-DE", "de", "en-US", "en"], qualities: [1000, 900, 800, 700]),
        Case(header: "en-US,en;q=0.9", ranges: ["en-US", "en"], qualities: [1000, 900]),   // Chrome, US
        Case(header: "en-US,en;q=0.5", ranges: ["en-US", "en"], qualities: [1000, 500]),   // Firefox, US
        Case(header: "de,en-US;q=0.7,en;q=0.3",                // Firefox, German
             ranges: ["de", "en-US", "en"], qualities: [1000, 700, 300]),
        Case(header: "fr-FR,fr;q=0.8,en-US;q=0.5,en;q=0.3",    // Firefox, French
             ranges: ["fr-FR", "fr", "en-US", "en"], qualities: [1000, 800, 500, 300]),
        Case(header: "en-GB,en;q=0.9", ranges: ["en-GB", "en"], qualities: [1000, 900]),   // Safari, UK
        Case(header: "de-DE", ranges: ["de-DE"], qualities: [1000]),                       // Safari iOS, one language
        Case(header: "zh-TW,zh;q=0.9,en-US;q=0.8,en;q=0.7",   // Chrome, Taiwan
             ranges: ["zh-TW", "zh", "en-US", "en"], qualities: [1000, 900, 800, 700]),
        Case(header: "ar-EG,ar;q=0.9,en-US;q=0.8,en;q=0.7",   // Chrome, Egypt
             ranges: ["ar-EG", "ar", "en-US", "en"], qualities: [1000, 900, 800, 700]),
        Case(header: "es-419,es;q=0.9", ranges: ["es-419", "es"], qualities: [1000, 900]), // Chrome, Latin America
        Case(header: "*", ranges: ["*"], qualities: [1000]),
        // Whitespace, case, tabs, empty elements, weights with and without decimals.
        Case(header: " de-DE , de ;  q=0.9\t,en ; Q=0.8 ", ranges: ["de-DE", "de", "en"], qualities: [1000, 900, 800]),
        Case(header: ",, DE-de;q=1.000, ,EN;q=0., fr;q=1.", ranges: ["DE-de", "fr", "EN"], qualities: [1000, 1000, 0]),
        Case(header: "zh-Hant-CN-x-private1-private2;q=0.001", ranges: ["zh-Hant-CN-x-private1-private2"], qualities: [1]),
        // Sorted by weight, stable among equal weights; q=0 last.
        Case(header: "en;q=0, fr;q=0.5, de;q=0.5, *;q=0.1, it",
             ranges: ["it", "fr", "de", "*", "en"], qualities: [1000, 500, 500, 100, 0]),
        Case(header: "", ranges: [], qualities: []),
        Case(header: " , ,\t", ranges: [], qualities: []),
    ])
    func parses(_ example: Case) throws {
        let header = try #require(AcceptLanguage(example.header))
        #expect(header.ranges.map(\.languageRange) == example.ranges)
        #expect(header.ranges.map(\.quality) == example.qualities)
    }

    @Test(arguments: [
        "de;q=2", "de;q=1.5", "de;q=1.001", "de;q=0.5555", "de;q=.5", "de;q=", "de;q", "de;", "de;x=1",
        "de;q=0.5;q=0.4", "de;level=1", "de q=0.5", "de;q = 0.5", "de_DE", "de-", "-de", "de--DE", "abcdefghi",
        "de-abcdefghi", "1de", "de-DE-", "dé", "de\u{0}", "*-DE", "**", "de de", "de;q=0.5 x", "\"de\"", "de;q=-1",
    ])
    func malformed(header: String) {
        #expect(AcceptLanguage(header) == nil)
    }

    @Test func keepsTheFirstRangesOfALongList() throws {
        let header = try #require(AcceptLanguage(Array(repeating: "de;q=0.5", count: 100).joined(separator: ",") + ",fr"))
        #expect(header.ranges.count == AcceptLanguage.maximumRangeCount)
        #expect(!header.ranges.contains { $0.languageRange == "fr" })
    }

    /// Headers of 64 KiB, 256 KiB and 1 MiB in each shape the parser has a loop for, timed (thread CPU time)
    /// by ``LinearTime``: each step of four times the size may take at most ten times as long.
    @Test func largeHeadersAreParsedInLinearTime() throws {
        let mebibyte = 1 << 20
        let shapes: [(String, (Int) -> String)] = [
            ("many ranges", { String(repeating: "de-DE;q=0.5,", count: $0 / 12) }),
            ("one long range", { "de-" + String(repeating: "abc-", count: $0 / 4) + "x" }),
            ("whitespace", { String(repeating: " ", count: $0) + "de" }),
            ("empty elements", { String(repeating: ",", count: $0) + "de" }),
            ("a subtag too long", { "de," + String(repeating: "a", count: $0) }),
            ("malformed at the very end", { String(repeating: "de,", count: $0 / 3) + "!" }),
        ]
        for (name, make) in shapes {
            LinearTime.expect("AcceptLanguage: \(name)") { count in
                let header = make(count)
                return { _ = AcceptLanguage(header) }
            }
        }
        let headers = shapes.map { $0.1(mebibyte) }
        #expect(AcceptLanguage(headers[4]) == nil)
        #expect(AcceptLanguage(headers[5]) == nil)
        #expect(AcceptLanguage(headers[1])?.ranges.count == 1)
    }
}

@Suite("Locale negotiation")
struct LocaleNegotiatorTests {
    let negotiator: LocaleNegotiator

    init() throws {
        negotiator = try LocaleNegotiator(defaultLocale: "en_US")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var header: String?
        var identifier: String
        var source: NegotiatedLocale.Source
        var testDescription: String { header ?? "(none)" }
    }

    @Test(arguments: [
        // Real browser headers.
        Case(header: "de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7", identifier: "de_DE", source: .range("de-DE")),
        Case(header: "en-US,en;q=0.5", identifier: "en_US", source: .range("en-US")),
        Case(header: "de,en-US;q=0.7,en;q=0.3", identifier: "de", source: .range("de")),
        Case(header: "en-GB,en;q=0.9", identifier: "en_GB", source: .range("en-GB")),
        Case(header: "fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5", identifier: "fr_CH", source: .range("fr-CH")),
        Case(header: "ar-EG,ar;q=0.9,en-US;q=0.8,en;q=0.7", identifier: "ar_EG", source: .range("ar-EG")),
        Case(header: "zh-TW,zh;q=0.9,en-US;q=0.8,en;q=0.7", identifier: "zh_Hant_TW", source: .range("zh-TW")),
        Case(header: "zh-CN,zh;q=0.9", identifier: "zh_Hans_CN", source: .range("zh-CN")),
        Case(header: "es-419,es;q=0.9", identifier: "es_419", source: .range("es-419")),
        Case(header: "pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7", identifier: "pt_BR", source: .range("pt-BR")),
        // BCP 47 spellings and case.
        Case(header: "zh-Hant-TW", identifier: "zh_Hant_TW", source: .range("zh-Hant-TW")),
        Case(header: "DE-at", identifier: "de_AT", source: .range("DE-at")),
        Case(header: "sr-Latn-RS", identifier: "sr_Latn_RS", source: .range("sr-Latn-RS")),
        // Lookup drops subtags from the end, singletons with the subtag after them.
        Case(header: "de-AT-x-foo", identifier: "de_AT", source: .range("de-AT-x-foo")),
        Case(header: "en-US-u-nu-arab", identifier: "en_US", source: .range("en-US-u-nu-arab")),
        Case(header: "zh-Hant-CN-x-private1-private2", identifier: "zh_Hant", source: .range("zh-Hant-CN-x-private1-private2")),
        Case(header: "de-XX", identifier: "de", source: .range("de-XX")),
        Case(header: "de-DE-1996", identifier: "de_DE", source: .range("de-DE-1996")),
        // Unknown languages are skipped; weights order the ranges.
        Case(header: "xx-YY, tlh, fr-CA;q=0.8", identifier: "fr_CA", source: .range("fr-CA")),
        Case(header: "en;q=0.5, de", identifier: "de", source: .range("de")),
        Case(header: "fr;q=0.5, it;q=0.5", identifier: "fr", source: .range("fr")),
        Case(header: "x-klingon, i-klingon", identifier: "en_US", source: .fallback),
        // q=0 excludes, the most specific range deciding.
        Case(header: "de-CH, de;q=0", identifier: "de_CH", source: .range("de-CH")),
        Case(header: "de-XX, de;q=0, fr;q=0.1", identifier: "fr", source: .range("fr")),
        Case(header: "en-US;q=0, en", identifier: "en", source: .range("en")),
        Case(header: "en;q=0, en-GB", identifier: "en_GB", source: .range("en-GB")),
        Case(header: "de, de;q=0", identifier: "de", source: .range("de")),
        Case(header: "*;q=0, de", identifier: "de", source: .range("de")),
        // The wildcard is the default locale, unless excluded.
        Case(header: "*", identifier: "en_US", source: .wildcard),
        Case(header: "xx, *;q=0.5, de;q=0.1", identifier: "en_US", source: .wildcard),
        Case(header: "en;q=0, *", identifier: "en_US", source: .fallback),
        Case(header: "en;q=0, *, de;q=0.5", identifier: "de", source: .range("de")),
        // No header, an empty one, a malformed one: the default.
        Case(header: nil, identifier: "en_US", source: .fallback),
        Case(header: "", identifier: "en_US", source: .fallback),
        Case(header: "de;q=2", identifier: "en_US", source: .fallback),
        Case(header: "de-DE,fr_FR", identifier: "en_US", source: .fallback),
    ])
    func negotiates(_ example: Case) {
        let locale = negotiator.locale(forAcceptLanguage: example.header)
        #expect(locale.identifier == example.identifier)
        #expect(locale.source == example.source)
    }

    @Test func resultCarriesSymbolsAndTag() throws {
        let german = negotiator.locale(forAcceptLanguage: "de-DE,de;q=0.9")
        #expect(german.symbols == (try NumberSymbols(locale: "de_DE")))
        #expect(german.languageTag == "de-DE")
        #expect(NumericValidator(symbols: german.symbols, kind: .decimal).verdict(for: "1,5").isComplete)
        let arabic = negotiator.locale(forAcceptLanguage: "ar-EG")
        #expect(arabic.symbols.digits.first == "\u{0660}")
        #expect(negotiator.locale(forAcceptLanguage: "en-US-u-nu-arab").symbols.digits.first == "0")
    }

    @Test func priorityListBuiltByHand() {
        let preferences = AcceptLanguage(ranges: [.init("en", quality: 500), .init("fr-CA"), .init("fr", quality: 800)])
        #expect(preferences.ranges.map(\.languageRange) == ["fr-CA", "fr", "en"])
        #expect(negotiator.locale(for: preferences).identifier == "fr_CA")
        #expect(AcceptLanguage.WeightedRange("de", quality: 5000).quality == 1000)
    }

    @Test func defaultLocale() throws {
        let german = try LocaleNegotiator(defaultLocale: "de-DE")
        #expect(german.defaultLocale.identifier == "de_DE")
        #expect(german.locale(forAcceptLanguage: "*").identifier == "de_DE")
        #expect(german.locale(forAcceptLanguage: "de;q=0, *").source == .fallback)
        #expect(german.locale(forAcceptLanguage: "de-AT;q=0, *").source == .wildcard)
        // The default need not be listed; a bad one is an error.
        #expect(try LocaleNegotiator(defaultLocale: "de_US").defaultLocale.identifier == "de_US")
        #expect(throws: LocaleError.self) { try LocaleNegotiator(defaultLocale: "xx_YY") }
        let error = try #require(throws: LocaleError.self) { try LocaleNegotiator(defaultLocale: "garbage!!") }
        #expect(error.code == .malformed)
    }

    @Test(arguments: [
        ("de_DE", "de_DE"), ("de-DE", "de_DE"), ("DE_de", "de_DE"), ("zh-Hant-TW", "zh_Hant_TW"),
        ("zh-TW", "zh_Hant_TW"), ("es-419", "es_419"), ("de", "de"), ("ar_EG", "ar_EG"),
    ])
    func availableLocale(identifier: String, expected: String) throws {
        let locale = try #require(negotiator.availableLocale(identifier))
        #expect(locale.identifier == expected)
        #expect(locale.source == .requested)
    }

    @Test(arguments: [
        "de-DE-x-foo", "de_DE@numbers=arab", "de-DE-u-nu-arab", "de_US", "xx_YY", "", "*", "de DE", "de;q=1",
        String(repeating: "de-", count: 100_000),
    ])
    func unavailableLocale(identifier: String) {
        #expect(negotiator.availableLocale(identifier) == nil)
    }

    @Test(arguments: [
        ("de_DE", "de-DE"), ("de", "de"), ("zh_Hant_TW", "zh-Hant-TW"), ("es_419", "es-419"), ("sr_Latn", "sr-Latn"),
        ("en_US_POSIX", "en-US-u-va-posix"), ("ar_EG@numbers=latn", "ar-EG-u-nu-latn"), ("ca_ES_VALENCIA", "ca-ES-valencia"),
        ("de_DE@numbers=arab;calendar=buddhist", "de-DE-u-ca-buddhist-nu-arab"),
    ])
    func languageTag(identifier: String, tag: String) {
        #expect(NegotiatedLocale.languageTag(forIdentifier: identifier) == tag)
    }

    /// Every available locale is found by its own BCP 47 tag, in a header and by name, and its tag is what ICU
    /// reads back as the same locale.
    @Test func everyAvailableLocaleIsFoundByItsTag() throws {
        var checked = 0
        for identifier in NumberSymbols.availableLocaleIdentifiers where identifier != "en_US_POSIX" {
            let tag = NegotiatedLocale.languageTag(forIdentifier: identifier)
            #expect(negotiator.locale(forAcceptLanguage: tag).identifier == identifier, "\(tag)")
            #expect(negotiator.availableLocale(tag)?.identifier == identifier, "\(tag)")
            #expect(try NumberSymbols(locale: tag).localeIdentifier == identifier, "\(tag)")
            checked += 1
        }
        #expect(checked > 800)
    }

    @Test func lookupCandidates() {
        #expect(LocaleNegotiator.lookupCandidates("zh_hant_cn_x_private1_private2", maximumLength: 100)
                == ["zh_hant_cn_x_private1_private2", "zh_hant_cn_x_private1", "zh_hant_cn", "zh_hant", "zh"])
        #expect(LocaleNegotiator.lookupCandidates("en_us_u_nu_arab", maximumLength: 100)
                == ["en_us_u_nu_arab", "en_us_u_nu", "en_us", "en"])
        #expect(LocaleNegotiator.lookupCandidates("x_foo", maximumLength: 100) == ["x_foo"])
        #expect(LocaleNegotiator.lookupCandidates("de_de_abcdefgh", maximumLength: 5) == ["de_de", "de"])
    }

    /// Headers of 64 KiB, 256 KiB and 1 MiB that parse, in the shapes that make lookup work hardest: many
    /// ranges, one range of many subtags, many exclusions; timed by ``LinearTime``.
    @Test func largeHeadersAreNegotiatedInLinearTime() {
        let mebibyte = 1 << 20
        let shapes: [(String, (Int) -> String)] = [
            ("many ranges", { String(repeating: "xx-YY-abcdefgh;q=0.5,", count: $0 / 21) + "de" }),
            ("one range of many subtags", { "de-" + String(repeating: "abc-", count: $0 / 4) + "x" }),
            ("many exclusions", {
                String(repeating: "de-" + String(repeating: "abc-", count: $0 / 128) + "x;q=0,", count: 32) + "de"
            }),
        ]
        for (name, make) in shapes {
            LinearTime.expect("negotiation: \(name)") { count in
                let header = make(count)
                return { _ = negotiator.locale(forAcceptLanguage: header) }
            }
        }
        let headers = shapes.map { $0.1(mebibyte) }
        #expect(negotiator.locale(forAcceptLanguage: headers[1]).identifier == "de")
    }
}
