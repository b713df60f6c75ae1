/// The locale chosen for a request: its symbols, its id, its BCP 47 tag, and how it was chosen.
///
/// ```swift
/// let negotiator = try LocaleNegotiator(defaultLocale: "en_US")
/// let locale = negotiator.locale(forAcceptLanguage: "de-DE,de;q=0.9,en;q=0.8")
/// locale.identifier        // "de_DE": give it to NumericValidator(locale:kind:grouping:)
/// locale.languageTag       // "de-DE": the Content-Language of a response
/// locale.source            // .range("de-DE")
/// ```
public struct NegotiatedLocale: Sendable, Hashable {
    /// How a locale was chosen.
    public enum Source: Sendable, Hashable {
        /// A language range of the header, as sent ("de-DE"), matched this locale, itself or after dropping
        /// subtags from its end ("de-AT-x-foo" matches de_AT).
        case range(String)
        /// The header's "*" matched: the default locale, which the header did not exclude.
        case wildcard
        /// The default locale: no header, a malformed one, or nothing in it that matched an available locale.
        case fallback
        /// Asked for by id (``LocaleNegotiator/availableLocale(_:)``).
        case requested
    }

    /// The locale's symbols, from ``NumericInputCore/NumberSymbols/init(locale:)``.
    public let symbols: NumberSymbols
    /// The BCP 47 tag of the locale: "de-DE", "zh-Hant-TW", "es-419", "en-US-u-va-posix".
    public let languageTag: String
    /// How the locale was chosen.
    public let source: Source

    /// The canonical ICU id of the locale ("de_DE"), as the symbols carry it.
    public var identifier: String { symbols.localeIdentifier }

    /// - Parameter languageTag: The tag of `symbols.localeIdentifier`, when known; written from the id otherwise.
    init(symbols: NumberSymbols, languageTag: String? = nil, source: Source) {
        self.symbols = symbols
        self.languageTag = languageTag ?? Self.languageTag(forIdentifier: symbols.localeIdentifier)
        self.source = source
    }

    /// This locale, chosen another way.
    func with(source: Source) -> NegotiatedLocale {
        NegotiatedLocale(symbols: symbols, languageTag: languageTag, source: source)
    }

    // MARK: - BCP 47

    /// ICU's keywords that have a BCP 47 key; any other keyword is left out of the tag.
    private static let extensionKeys = ["numbers": "nu", "calendar": "ca", "collation": "co", "currency": "cu"]

    /// The BCP 47 tag for an ICU id, as ICU's `uloc_toLanguageTag` writes it for the ids ICU lists: "de_DE" is
    /// "de-DE", "zh_Hant_TW" "zh-Hant-TW", "en_US_POSIX" "en-US-u-va-posix", "ar_EG@numbers=latn"
    /// "ar-EG-u-nu-latn". Written here rather than asked of ICU, so that it works without ICU too.
    static func languageTag(forIdentifier identifier: String) -> String {
        let parts = identifier.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        var subtags: [String] = []
        var variants: [String] = []
        for (position, part) in parts[0].split(separator: "_", omittingEmptySubsequences: false).enumerated() {
            if position == 0 {
                subtags.append(part.lowercased())
            } else if part.count == 4 && part.allSatisfy(\.isLetter) && variants.isEmpty {
                subtags.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())   // script
            } else if (part.count == 2 && part.allSatisfy(\.isLetter) || part.count == 3 && part.allSatisfy(\.isNumber))
                        && variants.isEmpty {
                subtags.append(part.uppercased())   // region
            } else if !part.isEmpty {
                variants.append(part.lowercased())
            }
        }
        var extensions: [String] = []
        if variants.contains("posix") {
            variants.removeAll { $0 == "posix" }
            extensions.append("va-posix")
        }
        if parts.count == 2 {
            for keyword in parts[1].split(separator: ";") {
                let pair = keyword.split(separator: "=", maxSplits: 1)
                guard pair.count == 2, let key = extensionKeys[pair[0].lowercased()] else { continue }
                extensions.append(key + "-" + pair[1].lowercased())
            }
        }
        extensions.sort()
        return (subtags + variants + (extensions.isEmpty ? [] : ["u"] + extensions)).joined(separator: "-")
    }
}
