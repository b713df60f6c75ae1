#if NUMERICINPUT_SYSTEM_ICU
internal import CICUShim
#endif
@testable import NumericInput
import Testing

/// The generated locale table (Sources/NumericInput/LocaleTable/): what it holds, and, with system ICU, that it
/// answers as ICU does.
@Suite("Locale table")
struct LocaleTableTests {
    static let table = LocaleTable.shared

    // MARK: - Without ICU

    @Test func tableHoldsEveryListedLocaleAndSystem() throws {
        #expect(Self.table.icuVersion == "72.1")
        #expect(TableLocales.available.count == 805)
        #expect(Self.table.digits.count == 69)
        #expect(Self.table.digits["latn"] == NumberSymbols.asciiDigits)
        var failures: [String] = []
        for locale in TableLocales.available {
            for system in ["", "@numbers=native", "@numbers=latn", "@numbers=arab", "@numbers=deva"] {
                do { _ = try TableLocales.symbols(for: locale + system) } catch { failures.append("\(error)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test func seedLocalesFromTheTable() throws {
        let arabic = try TableLocales.symbols(for: "ar_EG")
        #expect(arabic.minusSign.unicodeScalars.map(\.value) == [0x061C, 0x2D])
        #expect(arabic.digits.first == "\u{0660}")
        let persian = try TableLocales.symbols(for: "fa-IR")
        #expect(persian.localeIdentifier == "fa_IR" && persian.exponentSymbol == "×۱۰^")
        let hindi = try TableLocales.symbols(for: "hi_IN@numbers=native")
        #expect(hindi.digits.first == "\u{0966}" && hindi.secondaryGroupingSize == 2)
        #expect(try TableLocales.symbols(for: "es_ES").minimumGroupingDigits == 2)
        let swiss = try TableLocales.symbols(for: "de-CH-u-nu-thai")
        #expect(swiss.localeIdentifier == "de_CH@numbers=thai" && swiss.digits.first == "\u{0E50}")
        // Fallback and aliases: "de_US" reads de, "iw_IL" reads he_IL, under their own ids.
        #expect(try TableLocales.symbols(for: "de_US").decimalSeparator == ",")
        #expect(try TableLocales.symbols(for: "iw_IL").localeIdentifier == "iw_IL")
    }

    /// Ids and the error ICU's path gives them (checked against ICU below, where it is there).
    static let rejected: [(String, LocaleError.Code)] = [
        ("", .malformed), ("de DE", .malformed), ("und", .malformed), ("x-foo", .malformed), ("1de", .malformed),
        ("d", .malformed), ("de-", .malformed), ("de--DE", .malformed), ("de-u", .malformed),
        ("de_DE@numbers", .malformed), ("de_DE@@x=y", .malformed), ("de=DE", .malformed),
        ("de-DE-1901-1901", .malformed), ("de-a-aa-a-bb", .malformed), ("de_DE\u{0}", .malformed),
        (String(repeating: "a", count: 200), .malformed),
        ("xx_YY", .unknownLanguage), ("root_DE", .unknownLanguage), ("de_Zzzz_DE", .unknownLanguage),
        ("ar_Latn", .unknownLanguage), ("qaa", .unknownLanguage), ("i-klingon", .unknownLanguage),
        ("en_YY", .unknownRegion), ("de_12", .unknownRegion), ("de_ABC", .unknownRegion),
        ("de_DE@numbers=nonesuch", .unknownNumberingSystem), ("de-DE-u-nu", .unknownNumberingSystem),
        ("de_DE@numbers=roman", .unsupportedNumberingSystem), ("zh@numbers=traditional", .unsupportedNumberingSystem),
        ("ja_JP@numbers=finance", .unsupportedNumberingSystem),
    ]

    @Test(arguments: rejected)
    func tableRejects(identifier: String, code: LocaleError.Code) {
        #expect(throws: LocaleError.self) { try TableLocales.symbols(for: identifier) }
        do {
            _ = try TableLocales.symbols(for: identifier)
        } catch {
            #expect(error.code == code, "\(identifier.debugDescription): \(error)")
            #expect(error.identifier == identifier)
        }
    }

    struct Environment: Sendable, CustomTestStringConvertible {
        var variables: [String: String]
        var expected: String
        var testDescription: String { "\(variables) → \(expected)" }
    }

    @Test(arguments: [
        Environment(variables: [:], expected: "en_US_POSIX"),
        Environment(variables: ["LANG": "C"], expected: "en_US_POSIX"),
        Environment(variables: ["LANG": "C.UTF-8"], expected: "en_US_POSIX"),
        Environment(variables: ["LANG": "de_DE.UTF-8"], expected: "de_DE"),
        Environment(variables: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR"], expected: "fr_FR"),
        Environment(variables: ["LANG": "de_DE", "LC_ALL": "sv_SE.ISO-8859-1"], expected: "sv_SE"),
        Environment(variables: ["LANG": "de_DE@euro"], expected: "de_DE_EURO"),
        Environment(variables: ["LANG": "nn_NO@nynorsk"], expected: "nn_NO_NY"),
    ])
    func defaultIdentifierFromTheEnvironment(_ environment: Environment) {
        #expect(TableLocales.defaultIdentifier { environment.variables[$0] } == environment.expected)
    }

    /// Hand-picked shapes: spellings of listed ids, keywords, BCP 47 extensions, legacy tags and codes, fallback.
    static let shapes = [
        "de_DE", "DE_de", "de-DE", "DE-de", "de_de_posix", "de-DE-POSIX", "de_DE_POSIX", "de__POSIX", "de_DE_",
        "de__", "de_", "de_DE_POSIX@numbers=ARAB", "de@numbers=arab", "de@NUMBERS=Arab", "de_DE@b=1;a=2",
        "de_DE@a=1;A=2", "de_DE@calendar=gregorian;numbers=arab", "de_DE@numbers=arab;numbers=latn",
        "de-de-posix@x=1", "de_DE@x=a-b", "deu_DEU", "eng", "en_USA", "de_DD", "de_UK", "zh__GUOYU", "zh_HAKKA",
        "zh_min_nan", "zh_yue", "zh_YUE_HK", "art_LOJBAN", "hy_AREVELA", "cel_GAULISH", "de_1901", "de_1234",
        "de_12345", "de_Latnx", "de_Lat", "de_0A", "de_419", "de_419_POSIX", "de_Latn_419", "az_AZ_CYRL",
        "i_klingon", "i_default", "x_foo", "x_piglatin_ML", "sgn_BE_FR", "iw", "iw_IL", "in_ID", "ji", "mo",
        "no", "no_NO", "nb", "sh_BA", "tl_PH", "zh_TW", "zh_CN", "zh_HK", "zh_Hans_TW", "zh_Hant_US", "sr_ME",
        "sr_RS", "sr_Latn_TR", "de_US", "de_Latn_DE", "de_Latn", "de_Zzzz", "en_FR", "es_MX", "es_XX", "ff_SN",
        "ks_IN", "dje_Arab", "dje_Arab_AG", "yo_Arab_SO", "en_US_POSIX_V2", "ca_ES_VALENCIA", "ca-ES-valencia",
        "de-DE-u-ca-gregory", "de-DE-u-nu-ARAB", "de-u-foo-ca-gregory-nu-arab", "de-DE-x-foo", "de-t-en",
        "und-DE", "und-Latn", "sr-latn-rs", "de-DE-1901", "de-DE-u-rg-chzzzz", "en-u-kn", "en-u-kn-true",
        "en-US-u-va-posix", "de-DE-u-ca-islamicc", "en-a-bbb-x-a-ccc", "de-DE-u-attr-nu-arab-nu-latn",
        "en-US-u-ms-imperial", "de-419", "DE-latn-de", "de-DE-POSIX-1901", "en-posix", "en-US-POSIX",
        "sr-Latn-RS-u-nu-latn", "qaa-DE", "zh-yue-HK", "ar-aao", "iw-IL", "art-lojban", "i-default", "zh-min-nan",
        "en-GB-oed", "hy-arevela", "no-bok", "zh-cmn-Hans", "zh-Hant-TW", "zh-hant-tw-u-nu-hanidec",
        "ja-JP-u-nu-jpanfin", "ta-IN-u-nu-tamldec", "ta_IN@numbers=traditional", "th_TH@numbers=native",
        "ar_SA@numbers=latn", "fa_AF@numbers=finance", "en-Latn-US-u-co-phonebk", "de-CH-1996-u-nu-thai",
        "root", "ROOT", "und_DE", "Und", "de-DE-u-nu-arab-u-ca-buddhist", "de-DE-a-xx-b-yy", "de-DE-x",
        "en-x-a-b-c", "sl-rozaj-biske", "sl-rozaj-rozaj", "en-1994-1994", "de-DE-u-ca",
        // Found by the random ids: a script is four letters whatever follows, keys must be alphanumeric for
        // ICU to read a keyword, a tag's three-letter language is read as its two-letter one.
        "zh_canu0undLatn", "en_caca0_", "ca_zhde0a", "caa@_us=en", "DE@und-=_posix", "de@a_b=1",
        "de@numbers=arab;zz_=1", "de@x=_a", "deu-arabDE", "DEu-enund", "root-x-ca", "root@x=y",
        // ...and by the random tags: a one-letter subtag makes an ICU id a tag, a separator before "@" makes the
        // keywords a variant, legacy tags are prefixes, attributes are sorted, "va-posix" is a variant only alone.
        "ca_t_TW", "DE_x_zh", "de_a_1", "DE_@t=numbers", "de_DE_@x=y", "de_@x=y;a=b", "zh-yue-abc",
        "sgn-DE-abc-chzzzz", "yue-419-posix-u-attr-ARAB", "DE-u-va-posix", "zh-rozaj-u-va-posix",
        // ICU's buffers: keys of 24 and 25 characters, numbering system names of 95 and 100.
        "de@abcdefghijklmnopqrstuvwx=1", "de@abcdefghijklmnopqrstuvwxy=1", "xx@abcdefghijklmnopqrstuvwxy=1",
        "de@numbers=" + String(repeating: "a", count: 95), "de@numbers=" + String(repeating: "a", count: 100),
        "xx@numbers=" + String(repeating: "a", count: 100), "de@x=" + String(repeating: "a", count: 100),
        "xx@x=" + String(repeating: "a", count: 100), "de@x=" + String(repeating: "a", count: 60) + ";y=" +
            String(repeating: "b", count: 60),
        "abcdefghijkl", "abcdefghijklm", "abcdefghijkl_DE",
    ]

    static func table(_ identifier: String) -> Result<NumberSymbols, LocaleError> {
        Result { () throws(LocaleError) -> NumberSymbols in try TableLocales.symbols(for: identifier) }
    }

    /// The same symbols, or errors with the same code.
    static func agree(_ icu: Result<NumberSymbols, LocaleError>, _ table: Result<NumberSymbols, LocaleError>) -> Bool {
        switch (icu, table) {
        case let (.success(a), .success(b)): a == b
        case let (.failure(a), .failure(b)): a.code == b.code
        default: false
        }
    }

    /// The cache's two steps (canonical id, then symbols) give what one resolution gives, as with ICU.
    @Test func cachePathGivesTheSameSymbols() {
        for id in Self.shapes {
            let direct = Self.table(id)
            let twoSteps = Result { () throws(LocaleError) -> NumberSymbols in
                try TableLocales.readSymbols(canonical: TableLocales.canonicalIdentifier(for: id), identifier: id)
            }
            #expect(Self.agree(direct, twoSteps), "\(id): \(direct) \(twoSteps)")
        }
    }

    // MARK: - Against ICU

    #if NUMERICINPUT_SYSTEM_ICU
    /// What the ICU path answers for an id: the symbols, or the error's code.
    static func icu(_ identifier: String) -> Result<NumberSymbols, LocaleError> {
        Result { () throws(LocaleError) -> NumberSymbols in
            let canonical = try ICULocales.canonicalIdentifier(for: identifier)
            return try ICULocales.readSymbols(canonical: canonical, identifier: identifier)
        }
    }

    @Test func listsTheLocalesICUListsInItsOrder() {
        #expect(TableLocales.available == ICULocales.available)
    }

    /// Every locale ICU lists, with no numbering system, with each of `default`, `native`, `traditional` and
    /// `finance`, and with every plain decimal numbering system: all fields identical, the canonical id included
    /// (or, for an alias naming an algorithmic system, the same error). 805 × 74 ids, and as many again for the
    /// root locale, which ICU does not list but opens for some ids ("az_Arab").
    @Test func everyLocaleAndNumberingSystemMatchesICU() {
        let suffixes = ["", "@numbers=default", "@numbers=native", "@numbers=traditional", "@numbers=finance"]
            + Self.table_.digits.keys.sorted().map { "@numbers=" + $0 }
        var compared = 0
        var mismatches: [String] = []
        for locale in ICULocales.available + ["az_Arab"] {
            for suffix in suffixes {
                let id = locale + suffix
                let (icu, table) = (Self.icu(id), Self.table(id))
                if !Self.agree(icu, table) { mismatches.append("\(id): ICU \(icu) table \(table)") }
                compared += 1
            }
        }
        #expect(compared == 806 * 74)
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(5))")
    }

    static var table_: LocaleTable { LocaleTable.shared }

    /// Ids of every shape the shim accepts or refuses, each resolved both ways: the same canonical id and data
    /// locale, or the same error.
    static func resolutionMismatches(_ identifiers: [String]) -> [String] {
        var mismatches: [String] = []
        for id in identifiers {
            let icu = Result { () throws(LocaleError) -> String in try ICULocales.canonicalIdentifier(for: id) }
            let table = Result { () throws(LocaleError) -> TableLocales.Resolution in try TableLocales.resolve(id) }
            switch (icu, table) {
            case let (.success(canonical), .success(resolution)):
                let icuData = ICUBuffer.string { cicushim_locale_data_locale(canonical, $0, $1) }
                let tableData = Self.table_.dataLocales[resolution.dataLocale].identifier
                if canonical != resolution.canonical || icuData != tableData {
                    mismatches.append("\(id): ICU \(canonical) (\(icuData ?? "-")), table \(resolution.canonical) "
                                      + "(\(tableData))")
                }
            case let (.failure(a), .failure(b)) where a.code == b.code: break
            default: mismatches.append("\(id): ICU \(icu), table \(table)")
            }
        }
        return mismatches
    }

    @Test(arguments: rejected)
    func rejectsAsICUDoes(identifier: String, code: LocaleError.Code) {
        #expect(throws: LocaleError.self) { try ICULocales.canonicalIdentifier(for: identifier) }
        #expect(Self.resolutionMismatches([identifier]).isEmpty, "\(Self.resolutionMismatches([identifier]))")
    }

    @Test func handPickedShapesResolveAsInICU() {
        let mismatches = Self.resolutionMismatches(Self.shapes)
        #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches)")
    }

    /// Every listed locale spelled six ways, each with and without a numbering system as keyword and as BCP 47.
    @Test func everyListedLocaleInEverySpellingResolvesAsInICU() {
        var identifiers: [String] = []
        for locale in ICULocales.available {
            let hyphenated = String(locale.map { $0 == "_" ? "-" : $0 })
            for spelling in [locale, locale.lowercased(), locale.uppercased(), hyphenated, hyphenated.lowercased()] {
                identifiers.append(spelling)
                identifiers.append(spelling + "@numbers=Arab")
                identifiers.append(spelling + "-u-nu-thai")
                identifiers.append(spelling + "-u-nu-roman")
            }
        }
        let mismatches = Self.resolutionMismatches(identifiers)
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(identifiers.count): \(mismatches.prefix(20))")
    }

    /// Every language ICU knows a code for, alone and with a spread of regions and scripts: fallback, aliases
    /// and unknown languages.
    @Test func languagesRegionsAndScriptsResolveAsInICU() {
        let languages = (0..<cicushim_language_count()).compactMap { index in
            ICUBuffer.string { cicushim_language_at(index, $0, $1) }
        } + ["in", "iw", "ji", "jw", "mo", "sh", "tl", "ars", "xx", "zz"]
        let regions = (0..<cicushim_region_count()).compactMap { index in
            ICUBuffer.string { cicushim_region_at(index, $0, $1) }
        }
        let someRegions = [""] + stride(from: 0, to: regions.count, by: 9).map { regions[$0] } + ["419", "001", "999"]
        var identifiers: [String] = []
        for language in languages {
            for script in ["", "Latn", "Arab", "Cyrl", "Hant", "Zzzz"] {
                for region in someRegions {
                    var id = language
                    if !script.isEmpty { id += "_" + script }
                    if !region.isEmpty { id += "_" + region }
                    identifiers.append(id)
                }
            }
        }
        let mismatches = Self.resolutionMismatches(identifiers)
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(identifiers.count): \(mismatches.prefix(20))")
    }

    /// Random strings over the id alphabet, shaped like ids and not: the parser refuses what the shim refuses.
    @Test func randomIdentifiersResolveAsInICU() {
        let pieces = ["de", "DE", "en", "us", "_", "-", "@", "=", ";", "numbers", "arab", "u", "nu", "x", "Latn",
                      "419", "posix", "1901", "a", "zh", "Hant", "TW", "ca", "gregory", "i", "und", "root", "t", "0"]
        var generator = SplitMix64(seed: 0x5EED)
        var identifiers: [String] = []
        for _ in 0..<50_000 {
            let count = Int(generator.next() % 7) + 1
            identifiers.append((0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
                .joined())
        }
        let mismatches = Self.resolutionMismatches(identifiers)
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(identifiers.count): \(mismatches.prefix(20))")
    }

    /// Random BCP 47 tags from real and broken subtags: languages, extlangs, scripts, regions, variants,
    /// extensions and `-u-` keywords (all but `tz`, whose types the table does not rename: see the README).
    @Test func randomLanguageTagsResolveAsInICU() {
        let groups: [[String]] = [
            ["de", "en", "zh", "sr", "und", "i", "x", "root", "deu", "yue", "iw", "sgn", "DE", "abcd", "abcdefghi"],
            ["", "aao", "cmn", "yue"], ["", "Latn", "hant", "CYRL", "Zzzz"], ["", "DE", "us", "419", "TW", "YY", "12"],
            ["", "1901", "posix", "valencia", "rozaj", "biske", "1994", "abc"],
            ["", "u", "t", "a", "x", "u-nu", "u-ca", "u-co", "u-kn", "u-va", "u-rg", "u-ms", "u-hc", "u-cu", "u-attr"],
            ["", "arab", "latn", "ARAB", "gregory", "islamicc", "phonebk", "true", "posix", "chzzzz", "h23", "eur",
             "metric", "ab", "roman", "hanidec", "nu-thai", "ca-japanese"],
        ]
        var generator = SplitMix64(seed: 0xB2C7)
        var identifiers: [String] = []
        for _ in 0..<50_000 {
            var parts: [String] = []
            for group in groups where generator.next() % 3 != 0 {
                let part = group[Int(generator.next() % UInt64(group.count))]
                if !part.isEmpty { parts.append(part) }
            }
            if parts.count < 2 { parts.append("DE") }
            identifiers.append(parts.joined(separator: "-"))
        }
        let mismatches = Self.resolutionMismatches(identifiers)
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(identifiers.count): \(mismatches.prefix(20))")
    }

    @Test func defaultIdentifierIsICUs() {
        #expect(TableLocales.defaultIdentifier == ICULocales.defaultIdentifier)
    }
    #endif
}

/// A small seeded generator, so that the random ids are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
