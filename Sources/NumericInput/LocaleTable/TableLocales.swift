#if canImport(Darwin)
import Foundation
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(WASILibc)
import WASILibc
#elseif canImport(ucrt)
import ucrt
#endif

/// Locale ids through the generated table, without ICU: the list, the default, resolving an id, and the symbols.
/// The same answers as `ICULocales` (the table test checks every locale and numbering system against ICU).
enum TableLocales {
    /// An id resolved against the table.
    struct Resolution: Sendable, Equatable {
        /// The canonical ICU id, as the ICU path gives it.
        var canonical: String
        /// The locale whose data ICU would read (an index into ``LocaleTable/dataLocales``).
        var dataLocale: Int
        /// The plain decimal numbering system ICU would use.
        var system: String
    }

    /// Every locale ICU lists, in its order.
    static var available: [String] {
        LocaleTable.shared.dataLocales.filter(\.isListed).map(\.identifier)
    }

    /// Resolves an id to a canonical ICU id, or throws the error the ICU path throws.
    static func canonicalIdentifier(for identifier: String) throws(LocaleError) -> String {
        try resolve(identifier).canonical
    }

    /// Reads the symbols of an id from the table, as `ICULocales.readSymbols(canonical:identifier:)` does from
    /// ICU. The id as given is resolved again, not the canonical one: a canonical id is not always an id ICU
    /// accepts as input ("de__T=NUMBERS", from "de_@t=numbers").
    ///
    /// - Throws: The ``LocaleError`` of ``resolve(_:table:)``; ``LocaleError/Code/missingSymbol`` when the table
    ///   lacks the locale's set, which a generated table never does.
    static func readSymbols(canonical: String, identifier: String) throws(LocaleError) -> NumberSymbols {
        let symbols = try symbols(for: identifier)
        guard symbols.localeIdentifier == canonical else {
            throw LocaleError(
                missing: "symbols", identifier: identifier,
                reason: "resolves to \(symbols.localeIdentifier), not \(canonical)", source: "the locale table")
        }
        return symbols
    }

    /// The symbols of any id, uncached: what ``NumberSymbols/init(locale:)`` answers without system ICU.
    static func symbols(for identifier: String, table: LocaleTable = .shared) throws(LocaleError) -> NumberSymbols {
        let resolution = try resolve(identifier, table: table)
        let found: NumberSymbols?
        do {
            found = try table.symbols(
                dataLocale: resolution.dataLocale, system: resolution.system, canonical: resolution.canonical)
        } catch {
            throw LocaleError(unusable: error, identifier: identifier, source: "the locale table")
        }
        guard let symbols = found else {
            throw LocaleError(missing: "symbol set for \(resolution.system)", identifier: identifier,
                              reason: "the locale table has none", source: "the locale table")
        }
        return symbols
    }

    // MARK: - Resolving

    /// What the shim's `cicushim_resolve_locale` does, step by step, on the table's data.
    ///
    /// - Throws: ``LocaleError/Code/malformed``, ``LocaleError/Code/unknownLanguage``,
    ///   ``LocaleError/Code/unknownRegion``, ``LocaleError/Code/unknownNumberingSystem`` or
    ///   ``LocaleError/Code/unsupportedNumberingSystem``, as ICU's path would.
    static func resolve(_ identifier: String, table: LocaleTable = .shared) throws(LocaleError) -> Resolution {
        guard case .id(var id) = LocaleIdentifierParser(table: table).canonicalize(identifier) else {
            throw LocaleError(.malformed, identifier: identifier)
        }
        let at = id.firstIndex(of: "@")
        // The base name as uloc_getBaseName reads it: a tag's "deu__ARABDE" is "de__ARABDE".
        var baseName = LocaleIdentifierParser(table: table)
            .canonicalBaseName(id[..<(at ?? id.endIndex)], isWholeIdentifier: at == nil)
        var subtags = LocaleSubtags(baseName: baseName)
        if subtags.language.contains("-") {
            // "i-klingon", "x-foo": ICU reads them as one language subtag, and takes the base name of such an id,
            // alone, from the tag it spells ("i-default" is "en", "x-foo" the root); with more after it, none.
            subtags = LocaleSubtags(language: subtags.language, rest: baseName)
            let tag = baseName == subtags.language ? LocaleIdentifierParser(table: table).languageTag(baseName) : nil
            baseName = tag.map { String($0[..<($0.firstIndex(of: "@") ?? $0.endIndex)]) } ?? "und"
        }
        // The shim reads the language into ICU's 12-byte buffer: a longer one does not fit.
        guard subtags.language.utf8.count >= 2, subtags.language.utf8.count <= 12 else {
            throw LocaleError(.malformed, identifier: identifier)
        }
        if subtags.language == "und" || subtags.language == "root" {
            throw LocaleError(.unknownLanguage, identifier: identifier)
        }
        guard let dataLocale = table.dataLocale(forBaseName: baseName) else {
            throw LocaleError(.unknownLanguage, identifier: identifier)
        }
        let region = subtags.region
        if !region.isEmpty
            && !(region.utf8.count == 3 && region.utf8.allSatisfy(ASCII.isDigit))
            && !table.regions.contains(region) {
            throw LocaleError(.unknownRegion, identifier: identifier)
        }

        // The numbering system: a keyword's value, lowercased into the canonical id, or the locale's default.
        // ICU reads and writes keywords only when every key is alphanumeric.
        var requested: String?
        if let at {
            let head = id[..<at]
            var pairs: [(String, String)] = []
            for part in id[id.index(after: at)...].split(separator: ";") {
                let halves = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard halves[0].utf8.allSatisfy(ASCII.isAlphanumeric) else {
                    throw LocaleError(.malformed, identifier: identifier)
                }
                pairs.append((String(halves[0]), halves.count > 1 ? String(halves[1]) : ""))
            }
            if let numbers = pairs.firstIndex(where: { $0.0 == "numbers" }) {
                // The shim reads the value into ICU's 96-byte ULOC_KEYWORDS_CAPACITY buffer.
                guard pairs[numbers].1.utf8.count < 96 else { throw LocaleError(.malformed, identifier: identifier) }
                let value = ASCII.lowercased(pairs[numbers].1)
                pairs[numbers].1 = value
                requested = value
                id = head + "@" + pairs.map { $0.0 + "=" + $0.1 }.joined(separator: ";")
            }
        }
        let locale = table.dataLocales[dataLocale]
        let system: String
        switch requested {
        case nil, "default": system = locale.defaultSystem
        case "native": system = locale.nativeSystem
        case "traditional": system = locale.traditionalSystem
        case "finance": system = locale.financeSystem
        case let name?:
            guard table.digits[name] != nil || table.algorithmicSystems.contains(name) else {
                throw LocaleError(.unknownNumberingSystem, identifier: identifier)
            }
            system = name
        }
        guard table.digits[system] != nil else {
            throw LocaleError(.unsupportedNumberingSystem, identifier: identifier)
        }
        return Resolution(canonical: id, dataLocale: dataLocale, system: system)
    }

    // MARK: - The default locale

    /// The default locale id as ICU would see it: on Apple platforms Foundation's current locale; elsewhere the
    /// POSIX environment as ICU reads it (LC_ALL, then LC_MESSAGES, then LANG; "C" and "POSIX" are
    /// "en_US_POSIX").
    static var defaultIdentifier: String {
        #if canImport(Darwin)
        return Locale.current.identifier
        #else
        return defaultIdentifier { name in getenv(name).map { String(cString: $0) } }
        #endif
    }

    /// ICU's `uprv_getDefaultLocaleID` on POSIX systems, over an environment: the first of LC_ALL, LC_MESSAGES and
    /// LANG that is set; its codeset (".UTF-8") dropped; a modifier ("@euro") made a variant ("_EURO"); "C",
    /// "POSIX" and nothing at all are "en_US_POSIX".
    static func defaultIdentifier(environment: (String) -> String?) -> String {
        var posix = environment("LC_ALL") ?? environment("LC_MESSAGES") ?? environment("LANG") ?? ""
        if posix.isEmpty || posix == "C" || posix == "POSIX" { return "en_US_POSIX" }
        var modifier = ""
        if let at = posix.firstIndex(of: "@") {
            modifier = String(posix[posix.index(after: at)...])
            posix = String(posix[..<at])
        }
        if let dot = posix.firstIndex(of: ".") { posix = String(posix[..<dot]) }
        if posix.isEmpty || posix == "C" || posix == "POSIX" { return "en_US_POSIX" }
        if modifier == "nynorsk" { modifier = "NY" }
        if let dot = modifier.firstIndex(of: ".") { modifier = String(modifier[..<dot]) }
        if !modifier.isEmpty {
            posix += (posix.contains("_") ? "_" : "__") + ASCII.uppercased(modifier)
        }
        return posix
    }
}

extension LocaleSubtags {
    /// Subtags for a base name whose language contains "-" ("i-klingon_US"): the rest is read after it.
    init(language: String, rest baseName: String) {
        let after = baseName.dropFirst(language.utf8.count)
        self.init(baseName: "xx" + after)
        self.language = language
    }
}
