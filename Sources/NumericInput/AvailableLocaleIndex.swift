/// The available locale ids, found by a key that ignores case and writes "-" as "_": what language ranges and
/// BCP 47 tags are matched against.
///
/// Built once from ``NumericInputCore/NumberSymbols/availableLocaleIdentifiers``, whichever source of symbols gives them. Only ids in
/// this index are ever loaded for a client's header, so what a client sends cannot grow the symbol cache past the
/// available locales.
final class AvailableLocaleIndex: Sendable {
    static let shared = AvailableLocaleIndex(identifiers: NumberSymbols.availableLocaleIdentifiers)

    /// Keys ("de_de", "zh_hant_tw") to ids ("de_DE", "zh_Hant_TW").
    let identifiers: [String: String]
    /// The longest key: a longer candidate cannot match.
    let maximumKeyLength: Int
    /// Each id's BCP 47 tag, written once rather than per request.
    let languageTags: [String: String]

    /// Indexes ids; a language_Script_REGION id is also found as language_REGION ("zh_tw" finds zh_Hant_TW, as
    /// browsers send "zh-TW") when that id is not itself listed and only one script has the region.
    init(identifiers: [String]) {
        var table: [String: String] = [:]
        for identifier in identifiers {
            let base = identifier.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)[0]
            guard !base.isEmpty else { continue }
            table[Self.key(base)] = identifier
        }
        var aliases: [String: String] = [:]
        var ambiguous: Set<String> = []
        for (key, identifier) in table {
            let parts = key.split(separator: "_").map(String.init)
            guard parts.count == 3, parts[1].count == 4, parts[1].allSatisfy(\.isLetter) else { continue }
            let alias = parts[0] + "_" + parts[2]
            guard table[alias] == nil else { continue }
            if aliases[alias] == nil { aliases[alias] = identifier } else { ambiguous.insert(alias) }
        }
        for (alias, identifier) in aliases where !ambiguous.contains(alias) { table[alias] = identifier }
        self.identifiers = table
        self.maximumKeyLength = table.keys.map(\.utf8.count).max() ?? 0
        self.languageTags = Dictionary(identifiers.map { ($0, NegotiatedLocale.languageTag(forIdentifier: $0)) },
                                       uniquingKeysWith: { first, _ in first })
    }

    /// The listed id for a locale id or language tag without extensions, any case, "-" or "_".
    func identifier(for tag: some StringProtocol) -> String? {
        guard tag.utf8.count <= maximumKeyLength else { return nil }
        return identifiers[Self.key(tag)]
    }

    /// ASCII lowercase, "-" as "_".
    static func key(_ text: some StringProtocol) -> String {
        String(decoding: text.utf8.map { byte in
            byte == UInt8(ascii: "-") ? UInt8(ascii: "_")
                : (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
        }, as: UTF8.self)
    }
}
