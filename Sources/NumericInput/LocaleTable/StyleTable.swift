/// Every locale's percent and money formats as ICU gives them, read from the generated source
/// `StyleTableData.swift` (written by the locale-table generator beside `LocaleTableData.swift`), parsed once on
/// first use.
///
/// What it holds, deduplicated as the symbol sets are:
/// - a pool of distinct ``StyleTemplate``s (percent, currency, ISO and accounting affixes with the currency as a
///   placeholder, the percent and per-mille signs, the style's separators and group sizes), each a pair of a
///   percent part and a money part, each part pooled;
/// - a pool of profiles: the template for `latn` and the templates of the numbering systems that differ;
/// - per data locale (in ``LocaleTable/dataLocales``' order) its profile and its currency names;
/// - a pool of currency-name lines: for USD, EUR, JPY, GBP, CHF, CNY, INR, KWD and the locale's own currency,
///   the symbol and narrow symbol where they differ from the root locale's;
/// - per data locale, the monetary separators of the currencies that have their own there;
/// - every currency ICU knows (a code with an English name): its default fraction digits and root names;
/// - each region's currency (`ucurr_forLocale`), and the pre-euro currency of the euro's regions.
package struct StyleTable: Sendable {
    /// The currencies whose names the table holds for every locale, beside the locale's own.
    package static let namedCurrencies = ["USD", "EUR", "JPY", "GBP", "CHF", "CNY", "INR", "KWD"]

    /// A currency ICU knows, with its names in the root locale.
    package struct Currency: Sendable, Hashable {
        package var fractionDigits: Int
        package var symbol: String
        package var narrowSymbol: String
    }

    /// A data locale's style data.
    package struct LocaleStyles: Sendable {
        /// The data locale's id, as in ``LocaleTable/dataLocales``.
        package var identifier: String
        /// The template for `latn` and every system not in `overrides`.
        var template: Int
        /// Templates by numbering system, where they differ.
        var overrides: [String: Int]
        /// An index into `names`.
        var names: Int
        /// The monetary decimal and grouping separators of the currencies whose data in this locale gives them
        /// their own (ICU's `DecimalFormatSymbols::setCurrency`).
        var separators: [String: (decimal: String, grouping: String)]
    }

    package let templates: [StyleTemplate]
    /// By data locale, in ``LocaleTable/dataLocales``' order.
    package let locales: [LocaleStyles]
    /// Currency names lines: code to (symbol, narrow symbol), where they differ from the root's.
    package let names: [[String: (symbol: String, narrow: String)]]
    /// Every currency ICU knows, by code.
    package let currencies: [String: Currency]
    /// Each region's currency ("DE": "EUR"), and under "DE_PREEURO" the one before the euro.
    package let regionCurrencies: [String: String]

    /// The table, parsed on first use.
    package static let shared = StyleTable(
        percentForms: StyleTableData.percentForms, moneyForms: StyleTableData.moneyForms,
        templates: StyleTableData.templates, profiles: StyleTableData.profiles, locales: StyleTableData.locales, names: StyleTableData.names,
        currencies: StyleTableData.currencies, regionCurrencies: StyleTableData.regionCurrencies)

    /// Parses the generated text: lines of fields separated by "|" (affixes may hold spaces), or by spaces where
    /// no field holds one.
    package init(percentForms: String, moneyForms: String, templates: String, profiles: String, locales: String,
                 names: String, currencies: String, regionCurrencies: String) {
        let percent = percentForms.split(separator: "\n", omittingEmptySubsequences: false)
        let money = moneyForms.split(separator: "\n", omittingEmptySubsequences: false)
        self.templates = templates.split(separator: "\n").compactMap { line -> StyleTemplate? in
            let fields = line.split(separator: " ")
            guard fields.count == 2, let p = Int(fields[0]), let m = Int(fields[1]), percent.indices.contains(p),
                  money.indices.contains(m) else { return nil }
            return StyleTemplate(line: percent[p] + String(StyleTemplate.separator) + money[m])
        }
        let profiles = profiles.split(separator: "\n").map { line -> (Int, [String: Int]) in
            let fields = line.split(separator: " ")
            var overrides: [String: Int] = [:]
            for field in fields.dropFirst() {
                guard let colon = field.firstIndex(of: ":"), let index = Int(field[field.index(after: colon)...])
                else { continue }
                overrides[String(field[..<colon])] = index
            }
            return (fields.first.flatMap { Int($0) } ?? -1, overrides)
        }
        self.locales = locales.split(separator: "\n").compactMap { line -> LocaleStyles? in
            let fields = line.split(separator: " ")
            guard fields.count >= 3, let profile = Int(fields[1]), profiles.indices.contains(profile),
                  let names = Int(fields[2]) else { return nil }
            var separators: [String: (decimal: String, grouping: String)] = [:]
            for field in fields.dropFirst(3) {
                let parts = field.split(separator: StyleTemplate.separator, omittingEmptySubsequences: false)
                guard parts.count == 3 else { continue }
                separators[String(parts[0])] = (String(parts[1]), String(parts[2]))
            }
            return LocaleStyles(identifier: String(fields[0]), template: profiles[profile].0,
                                overrides: profiles[profile].1, names: names, separators: separators)
        }
        self.names = names.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let fields = line.split(separator: StyleTemplate.separator, omittingEmptySubsequences: false)
                .map(String.init)
            var result: [String: (symbol: String, narrow: String)] = [:]
            var index = 0
            while index + 2 < fields.count {
                result[fields[index]] = (fields[index + 1], fields[index + 2])
                index += 3
            }
            return result
        }
        var known: [String: Currency] = [:]
        for line in currencies.split(separator: "\n") {
            let fields = line.split(separator: StyleTemplate.separator, omittingEmptySubsequences: false)
                .map(String.init)
            guard fields.count == 4, let digits = Int(fields[1]) else { continue }
            known[fields[0]] = Currency(fractionDigits: digits, symbol: fields[2], narrowSymbol: fields[3])
        }
        self.currencies = known
        self.regionCurrencies = LocaleTable.pairs(regionCurrencies)
    }

    // MARK: - Look-ups

    /// The template of a data locale in a numbering system.
    package func template(dataLocale: Int, system: String) -> StyleTemplate? {
        guard locales.indices.contains(dataLocale) else { return nil }
        let index = locales[dataLocale].overrides[system] ?? locales[dataLocale].template
        return templates.indices.contains(index) ? templates[index] : nil
    }

    /// What `ucurr_forLocale` answers for a canonical ICU id: the `currency` keyword's value when it is three
    /// characters (upper-cased, known or not), else the currency of the region (the `rg` keyword's "xxzzzz", else
    /// the region subtag), the euro for the EURO variant and the currency before it for PREEURO; nil when the id
    /// has no region or ICU has no currency for it.
    package func currencyCode(canonical: String) -> String? {
        let at = canonical.firstIndex(of: "@")
        var keywords: [String: String] = [:]
        if let at {
            for part in canonical[canonical.index(after: at)...].split(separator: ";") {
                let halves = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard halves.count == 2 else { continue }
                keywords[ASCII.lowercased(halves[0])] = String(halves[1])
            }
        }
        if let currency = keywords["currency"], currency.utf8.count == 3,
           currency.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return ASCII.uppercased(currency)
        }
        let subtags = LocaleSubtags(baseName: String(canonical[..<(at ?? canonical.endIndex)]))
        var region = subtags.region
        if let rg = keywords["rg"], rg.utf8.count == 6 {
            let upper = ASCII.uppercased(rg)
            if upper.hasSuffix("ZZZZ") { region = String(upper.prefix(2)) }
        }
        guard !region.isEmpty, let currency = regionCurrencies[region] else { return nil }
        switch subtags.variant {
        case "PREEURO" where currency == "EUR": return regionCurrencies[region + "_PREEURO"] ?? currency
        case "EURO": return "EUR"
        default: return currency
        }
    }

    /// A currency's names in a data locale, as the table has them: the locale's symbol and narrow symbol for the
    /// named currencies and the locale's own, then the root locale's. A currency ICU knows but the table names
    /// for no locale is written by its ISO code alone; nil for a code ICU does not know.
    package func currency(_ code: String, dataLocale: Int, ownCurrency: String?) -> StyleTemplate.Currency? {
        guard let known = currencies[code] else { return nil }
        let separators = locales.indices.contains(dataLocale) ? locales[dataLocale].separators[code] : nil
        guard Self.namedCurrencies.contains(code) || code == ownCurrency, locales.indices.contains(dataLocale),
              names.indices.contains(locales[dataLocale].names) else {
            return StyleTemplate.Currency(code: code, symbol: code, otherSymbols: [],
                                          fractionDigits: known.fractionDigits, separators: separators)
        }
        let local = names[locales[dataLocale].names][code] ?? (known.symbol, known.narrowSymbol)
        return StyleTemplate.Currency(code: code, symbol: local.symbol,
                                      otherSymbols: [local.narrow, known.narrowSymbol, known.symbol],
                                      fractionDigits: known.fractionDigits, separators: separators)
    }
}
