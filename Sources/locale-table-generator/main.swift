// Writes Sources/NumericInput/LocaleTable/LocaleTableData.swift: every locale's number symbols from the system's
// ICU, for the table NumericInput answers from without system ICU. Run it by hand when ICU changes:
//
//     swift run locale-table-generator [output path]
//
// It needs the SystemICU trait (on by default) on Linux. What it reads, and why that is everything an id can ask
// for, is in LocaleTable.swift; the choices of what to probe are commented below.

#if NUMERICINPUT_SYSTEM_ICU
import CICUShim
import NumericInput

#if canImport(Glibc)
import Glibc
#endif

// MARK: - Reading from the shim

/// Text from a shim call under its buffer contract: the buffer grows to what the shim says it needs.
func read(_ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
    var capacity = 64
    for _ in 0..<3 {
        var buffer = [CChar](repeating: 0, count: capacity)
        let length = Int(buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, Int32($0.count)) })
        if length < 0 { return nil }
        if length < capacity {
            return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        capacity = length + 1
    }
    return nil
}

func fail(_ message: String) -> Never {
    print("locale-table-generator: \(message)")
    exit(1)
}

/// The value, or the generator stops with the message.
func require<T>(_ value: T?, _ message: @autoclosure () -> String) -> T {
    guard let value else { fail(message()) }
    return value
}

/// The locale whose data ICU opens for a base name; nil when it has none (it would use the default locale).
func dataLocale(_ name: String) -> String? { read { cicushim_locale_data_locale(name, $0, $1) } }
func numberingSystem(_ id: String) -> String? { read { cicushim_locale_numbering_system(id, $0, $1) } }
func likelyScript(_ id: String) -> String? { read { cicushim_likely_script(id, $0, $1) } }

let output = CommandLine.arguments.dropFirst().first ?? "Sources/NumericInput/LocaleTable/LocaleTableData.swift"
let icuVersion = require(read { cicushim_icu_version($0, $1) }, "ICU gives no version")

// MARK: - Numbering systems

let allSystems = (0..<cicushim_numbering_system_count()).compactMap { index in
    read { cicushim_numbering_system_at(index, $0, $1) }
}
let plainSystems = allSystems.filter { cicushim_numbering_system_is_plain($0) == 1 }.sorted()
let algorithmicSystems = allSystems.filter { cicushim_numbering_system_is_plain($0) != 1 }.sorted()
var systemDigits: [String: [Unicode.Scalar]] = [:]
for system in plainSystems {
    do {
        systemDigits[system] = try NumberSymbols(locale: "en@numbers=\(system)").digits
    } catch {
        fail("no digits for numbering system \(system): \(error)")
    }
}

// MARK: - Which base names to probe

// Every locale ICU lists, and for every language that has data: the language alone, with each script any listed
// locale of it has (plus its likely script and a few common ones), each with no region, with every ISO region and
// with the three-digit areas the listed locales use. ICU's answers for these are what the table must reproduce;
// beyond them the fallback rule (LocaleFallback) stands in for ICU's.
let listed = NumberSymbols.availableLocaleIdentifiers
let regions = (0..<cicushim_region_count()).compactMap { index in read { cicushim_region_at(index, $0, $1) } }
let isoLanguages = (0..<cicushim_language_count()).compactMap { index in read { cicushim_language_at(index, $0, $1) } }
var scriptsByLanguage: [String: Set<String>] = [:]
var areas: Set<String> = ["001", "150", "419"]
for id in listed {
    let subtags = LocaleSubtags(baseName: id)
    scriptsByLanguage[subtags.language, default: [""]].insert(subtags.script)
    if subtags.region.utf8.count == 3, subtags.region.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
        areas.insert(subtags.region)
    }
}
// Deprecated codes ICU keeps alias data for ("iw" reads "he"), not all of them in uloc_getISOLanguages.
let legacyLanguages = ["in", "iw", "ji", "jw", "mo", "no", "sh", "tl"]
// "und" and "root" never reach the data: the id check refuses them first.
let languages = Set(isoLanguages).union(scriptsByLanguage.keys).union(legacyLanguages)
    .subtracting(["und", "root"]).sorted()
let commonScripts = ["Latn", "Cyrl", "Arab", "Hans", "Hant", "Deva", "Zzzz"]
let probeRegions = [""] + regions + areas.sorted()

// Scripts: every one a listed locale or a likely-subtags answer names, and the few more CLDR gives parents for.
var allScripts = Set(scriptsByLanguage.values.flatMap { $0 }).union(commonScripts)
    .union(["Dsrt", "Shaw", "Glag", "Khoj", "Sind", "Nkoo", "Mtei", "Mong", "Adlm", "Olck", "Vaii", "Tfng"])
for language in languages { if let script = likelyScript(language) { allScripts.insert(script) } }
allScripts.remove("")

var probes: [String: String?] = [:]
var languageScripts: [String: String] = [:]
var regionalScripts: [String: String] = [:]
for language in languages {
    guard dataLocale(language) != nil || legacyLanguages.contains(language) else {
        // No data for the language, but ICU's parent table can still send language_Script to root
        // ("bal_Latn"): every script, and every region of those it knows.
        probes[language] = .some(nil)
        var hasScriptData = false
        for script in allScripts.sorted() {
            let name = language + "_" + script
            probes[name] = dataLocale(name)
            guard probes[name]! != nil else { continue }
            hasScriptData = true
            for region in regions + areas.sorted() { probes[name + "_" + region] = dataLocale(name + "_" + region) }
        }
        // Then its likely scripts matter too, and its regions alone fall back through them.
        if hasScriptData {
            if let likely = likelyScript(language), likely != "Latn" { languageScripts[language] = likely }
            for region in regions + areas.sorted() {
                probes[language + "_" + region] = dataLocale(language + "_" + region)
                if let script = likelyScript(language + "_" + region),
                   script != (likelyScript(language) ?? "Latn") {
                    regionalScripts[language + "_" + region] = script
                }
            }
        }
        continue
    }
    let likely = likelyScript(language) ?? "Latn"
    if likely != "Latn" { languageScripts[language] = likely }
    for region in regions + areas.sorted() {
        if let script = likelyScript(language + "_" + region), script != likely {
            regionalScripts[language + "_" + region] = script
        }
    }
    for script in allScripts.subtracting(scriptsByLanguage[language, default: []]).subtracting(commonScripts) {
        probes[language + "_" + script] = dataLocale(language + "_" + script)
    }
    let scripts = scriptsByLanguage[language, default: [""]].union(commonScripts).union([likely, ""])
    for script in scripts.sorted() {
        for region in probeRegions {
            var name = language
            if !script.isEmpty { name += "_" + script }
            if !region.isEmpty { name += "_" + region }
            probes[name] = dataLocale(name)
        }
    }
}
for id in listed { probes[id] = dataLocale(id) }
for id in listed where !id.contains("POSIX") { probes[id + "_POSIX"] = dataLocale(id + "_POSIX") }

// The data locales: those ICU lists, in its order, then those it opens without listing them.
// An unlisted one is read through a base name ICU opens it for: "root" itself is not an id the shim accepts.
var dataLocaleIds = listed
var readAs: [String: String] = [:]
let listedSet = Set(listed)
for target in Set(probes.values.compactMap { $0 }).subtracting(listedSet).sorted() {
    let example = probes.filter { $0.value == target }.keys.sorted().first ?? target
    print("unlisted data locale \(target), read as \(example)")
    dataLocaleIds.append(target)
    readAs[target] = example
}

// MARK: - Symbols, deduplicated

/// The distinct symbol sets, numbered in the order first met.
final class SetPool {
    var texts: [String] = []
    var index: [String: Int] = [:]

    func number(_ symbols: NumberSymbols) -> Int {
        let text = [
            field(symbols.decimalSeparator), field(symbols.groupingSeparator), String(symbols.primaryGroupingSize),
            String(symbols.secondaryGroupingSize), String(symbols.minimumGroupingDigits), field(symbols.minusSign),
            field(symbols.plusSign), field(symbols.exponentSymbol),
        ].joined(separator: " ")
        if let number = index[text] { return number }
        texts.append(text)
        index[text] = texts.count - 1
        return texts.count - 1
    }
}
let pool = SetPool()

func field(_ text: String) -> String {
    guard !text.contains(" "), !text.contains("\n") else { fail("a symbol contains a space or a line break: \(text)") }
    return text
}


var localeLines: [String] = []
for dataLocaleId in dataLocaleIds {
    let id = readAs[dataLocaleId] ?? dataLocaleId
    var sets: [String: Int] = [:]
    for system in plainSystems {
        let symbols: NumberSymbols
        do {
            symbols = try NumberSymbols(locale: "\(id)@numbers=\(system)")
        } catch {
            fail("\(id)@numbers=\(system): \(error)")
        }
        guard symbols.digits == systemDigits[system] else {
            fail("\(id)@numbers=\(system) has digits other than \(system)'s")
        }
        sets[system] = pool.number(symbols)
    }
    let base = sets["latn"]!
    var fields = [listedSet.contains(dataLocaleId) ? dataLocaleId : "#" + dataLocaleId, String(base)]
    let defaultSystem = require(numberingSystem(id), "no numbering system for \(id)")
    let native = require(numberingSystem(id + "@numbers=native"), "no native numbering system for \(id)")
    let traditional = require(numberingSystem(id + "@numbers=traditional"), "no traditional system for \(id)")
    let finance = require(numberingSystem(id + "@numbers=finance"), "no finance numbering system for \(id)")
    if defaultSystem != "latn" { fields.append("d=" + defaultSystem) }
    if native != defaultSystem { fields.append("n=" + native) }
    if traditional != native { fields.append("t=" + traditional) }
    if finance != defaultSystem { fields.append("f=" + finance) }
    for system in plainSystems where sets[system] != base { fields.append("\(system):\(sets[system]!)") }
    localeLines.append(fields.joined(separator: " "))
}

// MARK: - Percent and money styles, deduplicated

/// UTF-16 text from a shim call under its buffer contract.
func readUTF16(_ body: (UnsafeMutablePointer<UInt16>, Int32) -> Int32) -> String? {
    var capacity = 32
    for _ in 0..<3 {
        var buffer = [UInt16](repeating: 0, count: capacity)
        let length = Int(buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, Int32($0.count)) })
        if length < 0 { return nil }
        if length <= capacity { return String(decoding: buffer[..<length], as: UTF16.self) }
        capacity = length + 1
    }
    return nil
}

/// A currency's symbol or narrow symbol in a locale; nil when ICU does not know the code.
func currencyName(_ code: String, _ locale: String, _ kind: cicushim_currency_name_kind) -> String? {
    let units = Array(code.utf16)
    var known: Int32 = 0
    var status: Int32 = 0
    let name = units.withUnsafeBufferPointer { code in
        readUTF16 { cicushim_currency_name(code.baseAddress, locale, kind, $0, $1, &known, &status) }
    }
    return known != 0 ? name : nil
}

func ownCurrency(_ locale: String) -> String? {
    var status: Int32 = 0
    return readUTF16 { cicushim_currency_for_locale(locale, $0, $1, &status) }.flatMap { $0.utf16.count == 3 ? $0 : nil }
}

/// The style table's fields may not hold its separator or a line break.
func styleField(_ text: String) -> String {
    guard !text.contains(StyleTemplate.separator), !text.contains("\n") else {
        fail("a style field contains \(StyleTemplate.separator) or a line break: \(text.debugDescription)")
    }
    return text
}

let capitals = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }

// Every code ICU knows: all 17,576 three-letter codes asked (ucurr_openISOCurrencies misses some ICU has names for).
var currencyLines: [String] = []
var rootCurrencies: [String: (symbol: String, narrow: String)] = [:]
for a in capitals { for b in capitals { for c in capitals {
    let code = a + b + c
    guard let symbol = currencyName(code, "root", .CICUSHIM_CURRENCY_SYMBOL),
          let narrow = currencyName(code, "root", .CICUSHIM_CURRENCY_NARROW_SYMBOL) else { continue }
    var status: Int32 = 0
    let digits = Array(code.utf16).withUnsafeBufferPointer { cicushim_currency_fraction_digits($0.baseAddress, &status) }
    guard digits >= 0 else { fail("no fraction digits for \(code)") }
    rootCurrencies[code] = (symbol, narrow)
    currencyLines.append([code, String(digits), styleField(symbol), styleField(narrow)].joined(separator: String(StyleTemplate.separator)))
} } }

// Each region's currency: every two-letter code and the areas, as ucurr_forLocale reads a region.
var regionCurrencyPairs: [String] = []
for region in (capitals.flatMap { a in capitals.map { a + $0 } } + areas.sorted()) {
    guard let code = ownCurrency("und_" + region) else { continue }
    regionCurrencyPairs.append("\(region) \(code)")
    if let preEuro = ownCurrency("und_\(region)_PREEURO"), preEuro != code {
        regionCurrencyPairs.append("\(region)_PREEURO \(preEuro)")
    }
}

final class LinePool {
    var lines: [String] = []
    var index: [String: Int] = [:]
    func number(_ line: String) -> Int {
        if let number = index[line] { return number }
        lines.append(line)
        index[line] = lines.count - 1
        return lines.count - 1
    }
}
let templatePool = LinePool()
let percentPool = LinePool()
let moneyPool = LinePool()
let profilePool = LinePool()
/// A template as the table stores it: its percent and money parts, each pooled.
@MainActor func templateNumber(_ template: StyleTemplate) -> Int {
    let fields = template.line.split(separator: StyleTemplate.separator, omittingEmptySubsequences: false)
    guard fields.count == 30 else { fail("a style field contains \(StyleTemplate.separator): \(template)") }
    let percent = percentPool.number(fields[..<10].joined(separator: String(StyleTemplate.separator)))
    let money = moneyPool.number(fields[10...].joined(separator: String(StyleTemplate.separator)))
    return templatePool.number("\(percent) \(money)")
}
let namesPool = LinePool()
var styleLocaleLines: [String] = []
for dataLocaleId in dataLocaleIds {
    let id = readAs[dataLocaleId] ?? dataLocaleId
    var templates: [String: Int] = [:]
    for system in plainSystems {
        do {
            templates[system] = templateNumber(try StyleTemplate.read(locale: "\(id)@numbers=\(system)"))
        } catch {
            fail("style templates of \(id)@numbers=\(system): \(error)")
        }
    }
    let base = templates["latn"]!
    var names: [String] = []
    let codes = StyleTable.namedCurrencies + (ownCurrency(id).map { [$0] } ?? [])
    for code in Set(codes).sorted() {
        guard let root = rootCurrencies[code] else { continue }
        let symbol = require(currencyName(code, id, .CICUSHIM_CURRENCY_SYMBOL), "no symbol for \(code) in \(id)")
        let narrow = require(currencyName(code, id, .CICUSHIM_CURRENCY_NARROW_SYMBOL), "no narrow \(code) in \(id)")
        if symbol != root.symbol || narrow != root.narrow {
            names += [code, styleField(symbol), styleField(narrow)]
        }
    }
    var profile = [String(base)]
    for system in plainSystems where templates[system] != base { profile.append("\(system):\(templates[system]!)") }
    var fields = [dataLocaleId, String(profilePool.number(profile.joined(separator: " "))),
                  String(namesPool.number(names.joined(separator: String(StyleTemplate.separator))))]
    // Currencies with monetary separators of their own in this locale (ICU sets them whatever the system).
    do {
        let plain = try StyleTemplate.monetarySeparators(locale: id, currency: "XXX")
        for code in rootCurrencies.keys.sorted() {
            let own = try StyleTemplate.monetarySeparators(locale: id, currency: code)
            guard own != plain else { continue }
            guard !own.decimal.contains(" "), !own.grouping.contains(" ") else { fail("a space in \(code)'s separators") }
            fields.append([code, styleField(own.decimal), styleField(own.grouping)]
                .joined(separator: String(StyleTemplate.separator)))
        }
    } catch {
        fail("monetary separators of \(id): \(error)")
    }
    styleLocaleLines.append(fields.joined(separator: " "))
}

// MARK: - Canonicalization data

func canonical(_ id: String) -> String? { read { cicushim_canonicalize(id, $0, $1) } }

let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
var languageAliases: [String] = []
var regionAliases: [String] = []
for a in letters {
    for b in letters {
        for c in letters {
            let code = a + b + c
            if let result = canonical(code), result != code { languageAliases.append("\(code) \(result)") }
            let region = code.uppercased()
            if let result = canonical("en_" + region), result != "en_" + region {
                regionAliases.append("\(region) \(result.dropFirst(3))")
            }
        }
    }
}

let regionText = regions.joined(separator: " ")
let systemsText = plainSystems.map { "\($0) \(String(String.UnicodeScalarView(systemDigits[$0]!)))" }
    .joined(separator: "\n")

@MainActor func table(
    redirects: String = "", baseNames: String = "", legacyTags: String = "", keys: String = "", types: String = ""
) -> LocaleTable {
    LocaleTable(
        icuVersion: icuVersion, systems: systemsText, algorithmic: algorithmicSystems.joined(separator: " "),
        symbolSets: pool.texts.joined(separator: "\n"), locales: localeLines.joined(separator: "\n"),
        redirects: redirects,
        scripts: (languageScripts.merging(regionalScripts) { $1 }).sorted { $0.key < $1.key }
            .map { "\($0.key) \($0.value)" }.joined(separator: "\n"),
        regions: regionText, languageAliases: languageAliases.joined(separator: "\n"),
        regionAliases: regionAliases.joined(separator: "\n"), baseNames: baseNames, legacyTags: legacyTags,
        keywordKeys: keys, keywordTypes: types)
}

// Whole names ICU's canonicalizer replaces (its CANONICALIZE_MAP, and the variants it drops): asked of ICU for
// the registered names it is known to map, kept where the plain rules give something else.
let firstTable = table()
let parser = LocaleIdentifierParser(table: firstTable)
let replacementCandidates = [
    "art_LOJBAN", "art__LOJBAN", "cel_GAULISH", "cel__GAULISH", "hy_AREVELA", "hy__AREVELA", "hy_AREVMDA",
    "hy__AREVMDA", "zh_GUOYU", "zh__GUOYU", "zh_HAKKA", "zh__HAKKA", "zh_XIANG", "zh__XIANG", "zh_GAN", "zh_WUU",
    "zh_YUE", "zh_MIN", "zh_MIN_NAN", "no_BOK", "no_NYN", "no__NYNORSK", "en_GB_OED", "sgn_BE_FR", "sgn_BE_NL",
    "sgn_CH_DE", "i_default", "i_klingon", "i_ami", "i_bnn", "i_enochian", "i_hak", "i_lux", "i_mingo",
    "i_navajo", "i_pwn", "i_tao", "i_tay", "i_tsu", "x_foo",
]
var baseNameLines: [String] = []
for candidate in replacementCandidates {
    let mine = parser.canonicalBaseName(candidate)
    if let icu = canonical(candidate), icu != mine { baseNameLines.append("\(mine) \(icu)") }
}

// Legacy tags (RFC 5646's grandfathered and redundant ones) that uloc_forLanguageTag replaces, as a prefix, by a
// modern tag ("sgn-DE-…" reads as "gsg-…"): kept with that tag (uloc_toLanguageTag of ICU's id for the legacy tag
// alone) where it is another tag.
let legacyCandidates = """
    en-GB-oed i-ami i-bnn i-default i-enochian i-hak i-klingon i-lux i-mingo i-navajo i-pwn i-tao i-tay i-tsu \
    sgn-BE-FR sgn-BE-NL sgn-CH-DE art-lojban cel-gaulish no-bok no-nyn zh-guoyu zh-hakka zh-min zh-min-nan \
    zh-xiang az-Arab az-Cyrl az-Latn be-Latn bs-Cyrl bs-Latn de-1901 de-1996 de-AT-1901 de-AT-1996 de-CH-1901 \
    de-CH-1996 de-DE-1901 de-DE-1996 en-boont en-scouse es-419 iu-Cans iu-Latn mn-Cyrl mn-Mong sgn-BR sgn-CO \
    sgn-DE sgn-DK sgn-ES sgn-FR sgn-GB sgn-GR sgn-IE sgn-IT sgn-JP sgn-MX sgn-NI sgn-NL sgn-NO sgn-PT sgn-SE \
    sgn-US sgn-ZA sl-nedis sl-rozaj sr-Cyrl sr-Latn tg-Arab tg-Cyrl uz-Cyrl uz-Latn yi-Latn zh-cmn zh-cmn-Hans \
    zh-cmn-Hant zh-gan zh-Hans zh-Hans-CN zh-Hans-HK zh-Hans-MO zh-Hans-SG zh-Hans-TW zh-Hant zh-Hant-CN \
    zh-Hant-HK zh-Hant-MO zh-Hant-SG zh-Hant-TW zh-wuu zh-yue
    """.split(separator: " ").map(String.init)
var legacyLines: [String] = []
for tag in legacyCandidates {
    let icu = read { cicushim_for_language_tag(tag, $0, $1) }
    let modern = icu.flatMap { id in read { cicushim_to_language_tag(id, $0, $1) } }?.lowercased()
    guard modern != tag.lowercased() else { continue }
    legacyLines.append("\(tag.lowercased()) \(modern ?? "!")")
}

// BCP 47 keys ICU renames (all two-character keys asked), and the types it renames for each (those keyTypeData
// lists; time zones left out: their hundreds of names would double the table, for ids no number field uses).
let alphanumerics = letters + (0...9).map(String.init)
var keyLines: [String] = []
var typeLines: [String] = []
for first in alphanumerics {
    for second in alphanumerics {
        let key = first + second
        guard let legacy = read({ cicushim_legacy_key(key, $0, $1) }) else { continue }
        if legacy != key { keyLines.append("\(key) \(legacy)") }
        guard legacy != "timezone" else { continue }
        let typeCount = cicushim_bcp_type_count(key)
        for index in 0..<typeCount {
            guard let type = read({ cicushim_bcp_type_at(key, index, $0, $1) }) else { continue }
            let lowered = type.lowercased()
            if let legacyType = read({ cicushim_legacy_type(key, lowered, $0, $1) }), legacyType != lowered {
                typeLines.append("\(key):\(lowered) \(legacyType)")
            }
        }
    }
}
typeLines = Array(Set(typeLines)).sorted()

// MARK: - Where the fallback rule and ICU disagree

let ruleTable = table(
    baseNames: baseNameLines.joined(separator: "\n"), legacyTags: legacyLines.joined(separator: "\n"),
    keys: keyLines.joined(separator: "\n"), types: typeLines.joined(separator: "\n"))
// Shorter names first: a redirect for "iw" (an alias of "he") serves every "iw_XX" that falls back through it.
var redirects: [String: String?] = [:]
let probeOrder = probes.keys.sorted {
    ($0.split(separator: "_", omittingEmptySubsequences: false).count, $0) <
        ($1.split(separator: "_", omittingEmptySubsequences: false).count, $1)
}
for name in probeOrder {
    let icu = probes[name]!
    let predicted = LocaleFallback.firstExisting(name, lookup: { candidate in
        if let redirect = redirects[candidate] { return redirect.map { .data($0) } ?? .noData }
        return ruleTable.lookup(candidate)
    }, likelyScript: ruleTable.likelyScript)
    if predicted != icu { redirects[name] = .some(icu) }
}
let redirectLines = redirects.keys.sorted().map { "\($0) \(redirects[$0]!.map { $0 } ?? "!")" }

// MARK: - Writing

/// A Swift string literal's body: printable ASCII as is, everything else as \u{…}.
func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": result += "\\\\"
        case "\"": result += "\\\""
        case "\n", " ": result.unicodeScalars.append(scalar)
        case _ where scalar.value >= 0x21 && scalar.value <= 0x7E: result.unicodeScalars.append(scalar)
        default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
    return result
}

func section(_ name: String, _ summary: String, _ text: String) -> String {
    let body = escaped(text).split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
    return """

        /// \(summary)
        static let \(name) = \"""
    \(body.joined(separator: "\n"))
        \"""

    """
}

var source = """
    // Generated by `swift run locale-table-generator` from ICU \(icuVersion). Do not edit: run the generator again
    // when ICU changes (see the README). LocaleTable.swift says what each section holds.
    // \(listed.count) listed locales, \(dataLocaleIds.count - listed.count) more ICU falls back or aliases to, \
    \(plainSystems.count) plain numbering systems, \(pool.texts.count) distinct symbol sets.

    // swift-format-ignore-file
    enum LocaleTableData {
        /// The ICU version the table was read from.
        static let icuVersion = "\(icuVersion)"

    """
source += section("systems", "Plain decimal numbering systems: name, then the ten digits.", systemsText)
source += section("algorithmicSystems", "The other numbering systems ICU has.",
                  algorithmicSystems.joined(separator: " "))
source += section("symbolSets", """
    Symbol sets: decimal, grouping, primary and secondary grouping size, minimum grouping digits, minus, plus, \
    exponent.
    """, pool.texts.joined(separator: "\n"))
source += section("locales", """
    Data locales ("#": not listed by ICU): the latn set, d/n/t/f= the default, native, traditional and finance \
    systems where they differ, system:set where a system's set differs.
    """, localeLines.joined(separator: "\n"))
source += section("redirects", "Base names whose data locale the fallback rule does not predict (\"!\": none).",
                  redirectLines.joined(separator: "\n"))
source += section("likelyScripts", "Likely scripts other than Latn, of languages and of language_REGION.",
                  (languageScripts.merging(regionalScripts) { $1 }).sorted { $0.key < $1.key }
                      .map { "\($0.key) \($0.value)" }.joined(separator: "\n"))
source += section("regions", "The region codes ICU knows.", regionText)
source += section("languageAliases", "Three-letter language codes ICU shortens.",
                  languageAliases.joined(separator: "\n"))
source += section("regionAliases", "Three-letter region codes ICU shortens.", regionAliases.joined(separator: "\n"))
source += section("baseNameReplacements", "Whole base names ICU's canonicalizer replaces.",
                  baseNameLines.joined(separator: "\n"))
source += section("legacyTags", "Legacy BCP 47 tags and the tags uloc_forLanguageTag reads for them (\"!\": none).",
                  legacyLines.joined(separator: "\n"))
source += section("keywordKeys", "BCP 47 keys and the ICU keywords they become.", keyLines.joined(separator: "\n"))
source += section("keywordTypes", "BCP 47 key:type pairs and the ICU values they become.",
                  typeLines.joined(separator: "\n"))
source += "}\n"

guard let file = fopen(output, "w") else { fail("cannot write \(output)") }
fputs(source, file)
fclose(file)
print("""
    wrote \(output): \(source.utf8.count) bytes; \(listed.count) listed locales + \
    \(dataLocaleIds.count - listed.count) unlisted, \(plainSystems.count) plain systems, \(pool.texts.count) symbol sets, \(probes.count) base names probed, \
    \(redirectLines.count) redirects
    """)

// MARK: - Writing the style table

let styleOutput = CommandLine.arguments.dropFirst(2).first
    ?? "Sources/NumericInput/LocaleTable/StyleTableData.swift"
var styleSource = """
    // Generated by `swift run locale-table-generator` from ICU \(icuVersion). Do not edit: run the generator again
    // when ICU changes (see the README). StyleTable.swift says what each section holds.
    // \(templatePool.lines.count) distinct style templates, \(namesPool.lines.count) distinct currency-name lines, \
    \(currencyLines.count) currencies.

    // swift-format-ignore-file
    enum StyleTableData {

    """
styleSource += section("percentForms", """
    Percent parts of the templates, "|"-separated: positive prefix, suffix, negative prefix, suffix, percent and \
    per-mille signs, decimal and grouping separator, primary and secondary group size.
    """, percentPool.lines.joined(separator: "\n"))
styleSource += section("moneyForms", """
    Money parts of the templates, "|"-separated: currency, ISO and accounting affixes (positive prefix, suffix, \
    negative prefix, suffix) with \\u{A4} for the currency; the currency and the accounting formatter's decimal \
    and grouping separator, primary and secondary group size.
    """, moneyPool.lines.joined(separator: "\n"))
styleSource += section("templates", "Templates: a percent part and a money part.",
                       templatePool.lines.joined(separator: "\n"))
styleSource += section("profiles", "Profiles: the template for latn, system:template where a system's differs.",
                       profilePool.lines.joined(separator: "\n"))
styleSource += section("locales", """
    Data locales in the locale table's order: the profile, the currency-name line, then code|decimal|grouping for \
    each currency with monetary separators of its own.
    """,
                       styleLocaleLines.joined(separator: "\n"))
styleSource += section("names", """
    Currency names, "|"-separated triples: code, symbol, narrow symbol, where they differ from the root's.
    """, namesPool.lines.joined(separator: "\n"))
styleSource += section("currencies", "Every currency ICU knows, \"|\"-separated: code, fraction digits, root symbol and narrow symbol.",
                       currencyLines.joined(separator: "\n"))
styleSource += section("regionCurrencies", "Each region's currency; REGION_PREEURO: the one before the euro.",
                       regionCurrencyPairs.joined(separator: "\n"))
styleSource += "}\n"
guard let styleFile = fopen(styleOutput, "w") else { fail("cannot write \(styleOutput)") }
fputs(styleSource, styleFile)
fclose(styleFile)
print("""
    wrote \(styleOutput): \(styleSource.utf8.count) bytes; \(templatePool.lines.count) templates, \
    \(namesPool.lines.count) name lines, \(currencyLines.count) currencies, \(regionCurrencyPairs.count) region pairs
    """)

// MARK: - Checking the style table against ICU

// Every listed locale, its percent and per-mille styles, and money in the named currencies and its own: the table
// must build what ICU builds (the table test checks this again, with more ids).
let styleTable = StyleTable(
    percentForms: percentPool.lines.joined(separator: "\n"), moneyForms: moneyPool.lines.joined(separator: "\n"),
    templates: templatePool.lines.joined(separator: "\n"), profiles: profilePool.lines.joined(separator: "\n"),
    locales: styleLocaleLines.joined(separator: "\n"), names: namesPool.lines.joined(separator: "\n"),
    currencies: currencyLines.joined(separator: "\n"), regionCurrencies: regionCurrencyPairs.joined(separator: "\n"))
var styleMismatches: [String] = []
var stylesChecked = 0
for id in listed {
    let own = ownCurrency(id)
    if (try? TableStyles.currencyCode(for: id, table: styleTable)) != own {
        styleMismatches.append("\(id) currency code: ICU \(own ?? "none")")
    }
    let codes = Set(StyleTable.namedCurrencies + (own.map { [$0] } ?? [])).sorted()
    let styles: [NumberStyle] = [.percent, .perMille] + codes.flatMap { [NumberStyle.currency($0), .accounting($0)] }
    for style in styles {
        stylesChecked += 1
        do {
            let base = try NumberSymbols(locale: id)
            let icu = try StyleSymbols(locale: id, style: style)
            let table = try TableStyles.styleSymbols(for: id, style: style, base: base, table: styleTable)
            if icu != table { styleMismatches.append("\(id) \(style): ICU \(icu)\n   table \(table)") }
        } catch {
            styleMismatches.append("\(id) \(style): \(error)")
        }
    }
}
print("style table: \(styleMismatches.count) of \(stylesChecked) styles differ from ICU")
for mismatch in styleMismatches.prefix(20) { print("  " + mismatch.prefix(600)) }
if !styleMismatches.isEmpty { exit(1) }

#else
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
print("locale-table-generator reads ICU: build it with the SystemICU trait (the default) on Linux.")
exit(1)
#endif
