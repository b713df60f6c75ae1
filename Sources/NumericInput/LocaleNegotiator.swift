/// Chooses the locale for a request from its `Accept-Language` header: the best available locale the client
/// asks for, else a default.
///
/// The choice is RFC 4647's *lookup* (section 3.4) over ``NumericInputCore/NumberSymbols/availableLocaleIdentifiers``: each language
/// range, in the header's priority order, is tried as it is and then with subtags dropped from its end
/// ("zh-Hant-CN-x-private" tries zh_Hant_CN, zh_Hant, zh; a singleton such as "x" or "u" goes with the subtag after
/// it), and the first available locale wins. Ranges match ids whatever their case and with "-" for "_" ("de-DE"
/// is de_DE, "es-419" es_419, "zh-Hant-TW" zh_Hant_TW; "zh-TW" finds zh_Hant_TW too). Extensions and private use
/// are dropped like any subtag, so "en-US-u-nu-arab" gives en_US with its own digits: a header cannot pick a
/// numbering system.
///
/// Weights are honoured: `q=0` makes a language unacceptable, and a candidate is skipped when the most specific
/// range that matches it (by RFC 4647 basic filtering: "de" matches de and de_AT) has `q=0`; "*" matches
/// everything and is the least specific. A range of "*" chooses the default locale unless that is excluded.
/// Languages with no available locale are skipped. A malformed header is treated as absent. When nothing
/// matches, the default locale is the answer, marked ``NegotiatedLocale/Source/fallback`` (even when the header
/// excluded it: RFC 9110 lets a server answer in a language the client did not ask for rather than refuse).
///
/// ```swift
/// let negotiator = try LocaleNegotiator(defaultLocale: "en_US")
/// negotiator.locale(forAcceptLanguage: "de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7").identifier   // "de_DE"
/// negotiator.locale(forAcceptLanguage: "xx-YY, fr-CA;q=0.8").identifier                    // "fr_CA"
/// negotiator.locale(forAcceptLanguage: "en;q=0, *").identifier     // "en_US": the fallback, en was excluded
/// negotiator.locale(forAcceptLanguage: nil).identifier             // "en_US"
/// ```
///
/// Only available ids are ever loaded, so whatever clients send, the symbols and validators cached for them stay
/// within the available locales (805 in ICU 72).
public struct LocaleNegotiator: Sendable {
    /// The locale chosen when the header gives none, marked ``NegotiatedLocale/Source/fallback``.
    public let defaultLocale: NegotiatedLocale
    private let available: AvailableLocaleIndex
    /// The default's id as a key, for "*" and exclusions.
    private let defaultKey: String

    /// Creates a negotiator that falls back to `defaultLocale`.
    ///
    /// ```swift
    /// let negotiator = try LocaleNegotiator(defaultLocale: "en_US")
    /// ```
    ///
    /// - Parameter defaultLocale: An ICU id or BCP 47 tag, as ``NumericInputCore/NumberSymbols/init(locale:)`` takes; it need not
    ///   be one of the available ids.
    /// - Throws: ``LocaleError`` when the default cannot be loaded, as ``NumericInputCore/NumberSymbols/init(locale:)`` throws.
    public init(defaultLocale: String) throws(LocaleError) {
        self.init(defaultLocale: try NumberSymbols(locale: defaultLocale), available: .shared)
    }

    init(defaultLocale: NumberSymbols, available: AvailableLocaleIndex) {
        self.defaultLocale = NegotiatedLocale(symbols: defaultLocale, source: .fallback)
        self.available = available
        self.defaultKey = AvailableLocaleIndex.key(defaultLocale.localeIdentifier.prefix { $0 != "@" })
    }

    /// The locale for a request with this `Accept-Language` value.
    ///
    /// ```swift
    /// negotiator.locale(forAcceptLanguage: "en-US,en;q=0.5").identifier   // "en_US"
    /// negotiator.locale(forAcceptLanguage: "de;q=2").source               // .fallback: malformed
    /// ```
    ///
    /// - Parameter value: The header's value (several fields joined with ","), or nil when there is none.
    /// - Returns: The first available locale that the ranges ask for, else ``defaultLocale``.
    /// - Complexity: O(n) in the length of `value`, and at most ``AcceptLanguage/maximumRangeCount`` ranges tried.
    public func locale(forAcceptLanguage value: String?) -> NegotiatedLocale {
        guard let value, let header = AcceptLanguage(value) else { return defaultLocale }
        return locale(for: header)
    }

    /// The locale for a parsed `Accept-Language` header, or for a priority list built some other way.
    ///
    /// ```swift
    /// let preferences = AcceptLanguage(ranges: [.init("fr-CA"), .init("fr", quality: 800)])
    /// negotiator.locale(for: preferences).identifier   // "fr_CA"
    /// ```
    ///
    /// - Parameter header: The priority list.
    /// - Returns: The first available locale that the ranges ask for, else ``defaultLocale``.
    public func locale(for header: AcceptLanguage) -> NegotiatedLocale {
        let ranges = header.ranges.map { (key: AvailableLocaleIndex.key($0.languageRange), range: $0) }

        /// Whether the most specific range matching `key` weighs 0; ties go to the higher weight.
        func isExcluded(_ key: String) -> Bool {
            var best: (length: Int, quality: Int)?
            for (rangeKey, range) in ranges {
                let length: Int
                if range.isWildcard {
                    length = 0
                } else if Self.basicFilter(rangeKey, matches: key) {
                    length = rangeKey.utf8.count
                } else {
                    continue
                }
                if best.map({ length > $0.length }) ?? true { best = (length, range.quality) }
            }
            return best?.quality == 0
        }

        for (key, range) in ranges where range.quality > 0 {
            if range.isWildcard {
                if !isExcluded(defaultKey) { return defaultLocale.with(source: .wildcard) }
                continue
            }
            for candidate in Self.lookupCandidates(key, maximumLength: available.maximumKeyLength) {
                guard let identifier = available.identifiers[candidate], !isExcluded(candidate),
                      !isExcluded(AvailableLocaleIndex.key(identifier)),
                      let symbols = try? NumberSymbols(locale: identifier)
                else { continue }
                return NegotiatedLocale(symbols: symbols, languageTag: available.languageTags[identifier],
                                        source: .range(range.languageRange))
            }
        }
        return defaultLocale
    }

    /// An available locale named exactly, as an ICU id or a BCP 47 tag in any case ("de_DE", "de-DE",
    /// "zh-Hant-TW", "zh-TW"): for a locale a client names outright, as in a form field or a JSON body.
    ///
    /// ```swift
    /// negotiator.availableLocale("de-DE")?.identifier   // "de_DE"
    /// negotiator.availableLocale("de-DE-x-foo")         // nil: not an available id
    /// ```
    ///
    /// No subtag is dropped and no keyword is taken: "de_DE@numbers=arab" and "de-DE-u-nu-arab" are nil, as are
    /// ids ICU would accept but does not list ("de_US"). Use ``NumericInputCore/NumberSymbols/init(locale:)`` for those, from
    /// trusted callers only: each distinct id is cached for the life of the process.
    ///
    /// - Parameter identifier: The id.
    /// - Returns: The locale, marked ``NegotiatedLocale/Source/requested``; nil when `identifier` is not an
    ///   available id or its symbols cannot be loaded.
    public func availableLocale(_ identifier: String) -> NegotiatedLocale? {
        guard let listed = available.identifier(for: identifier),
              let symbols = try? NumberSymbols(locale: listed)
        else { return nil }
        return NegotiatedLocale(symbols: symbols, languageTag: available.languageTags[listed], source: .requested)
    }

    /// RFC 4647 basic filtering on keys: the range is the tag or a prefix of it ending before a "_". Compares no
    /// more than the tag's length, however long the range.
    static func basicFilter(_ range: String, matches tag: String) -> Bool {
        let rangeLength = range.utf8.count, tagLength = tag.utf8.count
        guard rangeLength <= tagLength, tag.utf8.starts(with: range.utf8) else { return false }
        return rangeLength == tagLength
            || tag.utf8[tag.utf8.index(tag.utf8.startIndex, offsetBy: rangeLength)] == UInt8(ascii: "_")
    }

    /// The keys RFC 4647 lookup tries for a range key, longest first, skipping those longer than `maximumLength`:
    /// "zh_hant_cn_x_a" gives zh_hant_cn_x_a, zh_hant_cn, zh_hant, zh. Linear in the key's length.
    static func lookupCandidates(_ key: String, maximumLength: Int) -> [String] {
        let bytes = Array(key.utf8)
        let separator = UInt8(ascii: "_")
        var candidates: [String] = []
        var end = bytes.count
        while end > 0 {
            if end <= maximumLength {
                candidates.append(String(decoding: bytes[..<end], as: UTF8.self))
            }
            // Drop the last subtag, then a singleton left at the end ("x", "u").
            end = bytes[..<end].lastIndex(of: separator) ?? 0
            if end >= 2, bytes[end - 2] == separator {
                end -= 2
            } else if end == 1 {
                end = 0
            }
        }
        return candidates
    }
}
