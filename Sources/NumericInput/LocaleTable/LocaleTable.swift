/// Every locale's number symbols as ICU gives them, read from the generated source `LocaleTableData.swift` (see
/// the README, "Locale data without system ICU", for the generator), parsed once on first use.
///
/// What it holds, and why it is enough to answer for any id ICU accepts:
/// - a pool of distinct symbol sets (separators, grouping sizes, minimum grouping digits, signs, exponent symbol),
///   and the ten digits of each plain decimal numbering system: ICU takes a locale's digits from its numbering
///   system, and its other symbols from the locale's data for that system, or for `latn` where it has none;
/// - per data locale (the 805 ICU lists, and the few it falls back or aliases to without listing them), the set
///   for `latn`, the sets for the numbering systems whose symbols differ, and what `default`, `native`,
///   `traditional` and `finance` name;
/// - what ICU's resource fallback needs for ids it does not list ("de_US" reads "de"): likely scripts, and the
///   base names whose data locale that rule does not predict (aliases such as "iw_IL", which reads "he_IL");
/// - what ICU's id canonicalization needs: region codes, three-letter codes it shortens, BCP 47 keys and types
///   it renames, and the legacy tags it maps whole.
package struct LocaleTable: Sendable {
    /// The symbols of one set, without digits.
    struct SymbolSet: Sendable, Hashable {
        var decimalSeparator: String
        var groupingSeparator: String
        var primaryGroupingSize: Int
        var secondaryGroupingSize: Int
        var minimumGroupingDigits: Int
        var minusSign: String
        var plusSign: String
        var exponentSymbol: String
    }

    /// A locale with data of its own (or one ICU falls back to).
    package struct DataLocale: Sendable {
        /// The canonical ICU id ("de_DE").
        package var identifier: String
        /// Whether ICU lists it (`uloc_getAvailable`).
        var isListed: Bool
        /// The set for `latn` and for every numbering system not in `overrides`.
        var baseSet: Int
        /// Sets by numbering system, where they differ from `baseSet`.
        var overrides: [String: Int]
        /// What `@numbers=default` (and no keyword) names; `latn` when not given.
        var defaultSystem: String
        /// What `@numbers=native` names; the default system when not given.
        var nativeSystem: String
        /// What `@numbers=traditional` names; the native system when not given.
        var traditionalSystem: String
        /// What `@numbers=finance` names; the default system when not given.
        var financeSystem: String
    }

    /// The version of ICU the table was generated from ("72.1").
    let icuVersion: String
    /// The plain decimal numbering systems and their digits, zero first.
    let digits: [String: [Unicode.Scalar]]
    /// The numbering systems ICU has that are not ten plain digits ("roman", "hant").
    let algorithmicSystems: Set<String>
    /// The distinct symbol sets.
    let symbolSets: [SymbolSet]
    /// The data locales, those ICU lists first, in its order.
    package let dataLocales: [DataLocale]
    /// Indices into `dataLocales` by identifier.
    let dataLocaleIndex: [String: Int]
    /// Base names whose data locale the fallback rule does not predict: an index into `dataLocales`, or nil where
    /// ICU has no data.
    let redirects: [String: Int?]
    /// Likely scripts of languages ("sr": "Cyrl"), and of language_REGION where they differ ("sr_ME": "Latn").
    /// "Latn" where not listed.
    let likelyScripts: [String: String]
    /// The region codes ICU knows (uloc_getISOCountries).
    let regions: Set<String>
    /// Three-letter language codes ICU's canonicalizer shortens ("deu": "de").
    let languageAliases: [String: String]
    /// Three-letter region codes ICU's canonicalizer shortens ("DEU": "DE").
    let regionAliases: [String: String]
    /// Whole base names ICU's canonicalizer replaces ("art__LOJBAN": "jbo").
    let baseNameReplacements: [String: String]
    /// Legacy BCP 47 tags, lowercased, and the modern tags uloc_forLanguageTag reads in their place, also as the
    /// start of a longer tag ("sgn-de": "gsg"; "!" where it reads none).
    let legacyTags: [String: String]
    /// BCP 47 extension keys ICU renames ("ca": "calendar").
    let keywordKeys: [String: String]
    /// BCP 47 types ICU renames, under "key:type" ("ca:gregory": "gregorian").
    let keywordTypes: [String: String]

    /// The table, parsed on first use.
    static let shared = LocaleTable(
        icuVersion: LocaleTableData.icuVersion,
        systems: LocaleTableData.systems, algorithmic: LocaleTableData.algorithmicSystems,
        symbolSets: LocaleTableData.symbolSets, locales: LocaleTableData.locales,
        redirects: LocaleTableData.redirects, scripts: LocaleTableData.likelyScripts,
        regions: LocaleTableData.regions, languageAliases: LocaleTableData.languageAliases,
        regionAliases: LocaleTableData.regionAliases, baseNames: LocaleTableData.baseNameReplacements,
        legacyTags: LocaleTableData.legacyTags, keywordKeys: LocaleTableData.keywordKeys,
        keywordTypes: LocaleTableData.keywordTypes)

    // MARK: - Parsing

    /// Parses the generated text. Each section is lines of space-separated fields; an empty field is written as
    /// nothing between two spaces.
    package init(
        icuVersion: String, systems: String, algorithmic: String, symbolSets: String, locales: String,
        redirects: String, scripts: String, regions: String, languageAliases: String, regionAliases: String,
        baseNames: String, legacyTags: String, keywordKeys: String, keywordTypes: String
    ) {
        self.icuVersion = icuVersion
        var digits: [String: [Unicode.Scalar]] = [:]
        for fields in Self.lines(systems) where fields.count == 2 {
            digits[fields[0]] = Array(fields[1].unicodeScalars)
        }
        self.digits = digits
        algorithmicSystems = Set(algorithmic.split(separator: " ").map(String.init))
        self.symbolSets = Self.lines(symbolSets).compactMap { fields -> SymbolSet? in
            guard fields.count == 8, let primary = Int(fields[2]), let secondary = Int(fields[3]),
                  let minimum = Int(fields[4]) else { return nil }
            return SymbolSet(
                decimalSeparator: fields[0], groupingSeparator: fields[1], primaryGroupingSize: primary,
                secondaryGroupingSize: secondary, minimumGroupingDigits: minimum, minusSign: fields[5],
                plusSign: fields[6], exponentSymbol: fields[7])
        }

        var dataLocales: [DataLocale] = []
        for fields in Self.lines(locales) where fields.count >= 2 {
            let isListed = !fields[0].hasPrefix("#")
            let identifier = isListed ? fields[0] : String(fields[0].dropFirst())
            guard let baseSet = Int(fields[1]) else { continue }
            var locale = DataLocale(
                identifier: identifier, isListed: isListed, baseSet: baseSet, overrides: [:], defaultSystem: "latn",
                nativeSystem: "", traditionalSystem: "", financeSystem: "")
            var native: String?, traditional: String?, finance: String?
            for field in fields.dropFirst(2) {
                if let equals = field.firstIndex(of: "=") {
                    let value = String(field[field.index(after: equals)...])
                    switch field[..<equals] {
                    case "d": locale.defaultSystem = value
                    case "n": native = value
                    case "t": traditional = value
                    case "f": finance = value
                    default: break
                    }
                } else if let colon = field.firstIndex(of: ":"),
                          let set = Int(field[field.index(after: colon)...]) {
                    locale.overrides[String(field[..<colon])] = set
                }
            }
            locale.nativeSystem = native ?? locale.defaultSystem
            locale.traditionalSystem = traditional ?? locale.nativeSystem
            locale.financeSystem = finance ?? locale.defaultSystem
            dataLocales.append(locale)
        }
        self.dataLocales = dataLocales
        var index: [String: Int] = [:]
        for (offset, locale) in dataLocales.enumerated() { index[locale.identifier] = offset }
        dataLocaleIndex = index

        var redirectMap: [String: Int?] = [:]
        for fields in Self.lines(redirects) where fields.count == 2 {
            let target: Int? = fields[1] == "!" ? nil : index[fields[1]]
            redirectMap[fields[0]] = .some(target)
        }
        self.redirects = redirectMap
        likelyScripts = Self.pairs(scripts)
        self.regions = Set(regions.split(separator: " ").map(String.init))
        self.languageAliases = Self.pairs(languageAliases)
        self.regionAliases = Self.pairs(regionAliases)
        baseNameReplacements = Self.pairs(baseNames)
        self.legacyTags = Self.pairs(legacyTags)
        self.keywordKeys = Self.pairs(keywordKeys)
        self.keywordTypes = Self.pairs(keywordTypes)
    }

    /// The non-empty lines of a section, split into fields at single spaces.
    private static func lines(_ text: String) -> [[String]] {
        text.split(separator: "\n").map { line in
            line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// A section of "key value" pairs, one or more per line.
    static func pairs(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            var index = 0
            while index + 1 < fields.count {
                result[String(fields[index])] = String(fields[index + 1])
                index += 2
            }
        }
        return result
    }

    // MARK: - Look-ups

    /// The symbols of a data locale in a numbering system, under the given canonical id; nil when the numbering
    /// system is not a plain decimal one the table has.
    ///
    /// - Throws: ``/NumericInputCore/NumberSymbolsError`` when the table's symbols do not make a usable set.
    package func symbols(dataLocale: Int, system: String, canonical: String) throws(NumberSymbolsError)
        -> NumberSymbols?
    {
        guard dataLocales.indices.contains(dataLocale), let digits = digits[system] else { return nil }
        let locale = dataLocales[dataLocale]
        let setIndex = locale.overrides[system] ?? locale.baseSet
        guard symbolSets.indices.contains(setIndex) else { return nil }
        let set = symbolSets[setIndex]
        return try NumberSymbols(
            localeIdentifier: canonical, decimalSeparator: set.decimalSeparator,
            groupingSeparator: set.groupingSeparator, primaryGroupingSize: set.primaryGroupingSize,
            secondaryGroupingSize: set.secondaryGroupingSize, minimumGroupingDigits: set.minimumGroupingDigits,
            minusSign: set.minusSign, plusSign: set.plusSign, exponentSymbol: set.exponentSymbol, digits: digits)
    }

    /// The likely script of a language in a region, as ICU's resource fallback uses it: the entry for
    /// language_REGION, else for the language, else "Latn".
    package func likelyScript(_ language: String, _ region: String) -> String {
        if !region.isEmpty, let script = likelyScripts[language + "_" + region] { return script }
        return likelyScripts[language] ?? "Latn"
    }

    /// The data locale ICU opens for a base name ("de_US" → "de"), or nil when it has no data for it.
    package func dataLocale(forBaseName baseName: String) -> Int? {
        // ICU's base name of "x-foo" is empty: the root locale.
        if baseName.isEmpty { return dataLocaleIndex["root"] }
        let found = LocaleFallback.firstExisting(baseName, lookup: lookup, likelyScript: likelyScript)
        return found.flatMap { dataLocaleIndex[$0] }
    }

    /// What the table knows of one name on a fallback path: a redirect, else a data locale of that name.
    package func lookup(_ name: String) -> LocaleFallback.Lookup {
        if let redirect = redirects[name] { return redirect.map { .data(dataLocales[$0].identifier) } ?? .noData }
        return dataLocaleIndex[name] != nil ? .data(name) : .unknown
    }
}
