/// ICU's resource fallback (uresbund.cpp, `findFirstExisting` and `getParentLocaleID`, as in ICU 72), over a set of
/// locales that exist: which locale's data ICU opens for a base name it has no data of its own for.
///
/// "de_US" → "de_Latn" (the likely script) → "de"; "de_Latn_DE" → "de_DE" (Latn is de's likely script, so it
/// goes); "zh_Hant_US" → "zh_Hant"; "de_Zzzz" → nothing (not de's script: ICU would fall back to the default
/// locale, which NumericInput calls an unknown language). A variant, or a trailing "_", is cut first.
///
/// ICU reads its likely scripts and parent locales from internal tables; the generator gives this rule the
/// likely scripts of `uloc_addLikelySubtags` and records every base name it probed where the rule and ICU still
/// disagree (LocaleTable's redirects), so over that space the table answers exactly as ICU does.
package enum LocaleFallback {
    /// What is known of one name on the path.
    package enum Lookup: Equatable {
        /// ICU opens this data locale for it: an existing locale, an alias ("iw" → "he"), or where ICU's own
        /// tables send it ("dje_Arab" → "root").
        case data(String)
        /// ICU has no data for it.
        case noData
        /// Nothing known: go on to the parent.
        case unknown
    }

    /// The data locale at the end of the fallback path of `baseName`, or nil when the path ends without one.
    ///
    /// - Parameters:
    ///   - baseName: A canonical base name (no keywords): "de_US", "sr_Latn_ME", "en_US_POSIX".
    ///   - lookup: What is known of a name.
    ///   - likelyScript: The likely script of a language in a region ("" for none).
    package static func firstExisting(
        _ baseName: String, lookup: (String) -> Lookup, likelyScript: (String, String) -> String
    ) -> String? {
        var name = baseName
        // Each step shortens the name or trades a region for a script; 8 steps are more than any id needs.
        for _ in 0..<8 {
            switch lookup(name) {
            case .data(let locale): return locale
            case .noData: return nil
            case .unknown: break
            }
            guard let parent = parent(of: name, original: baseName, likelyScript: likelyScript) else { return nil }
            name = parent
        }
        return nil
    }

    /// The next name on the path, or nil at its end.
    static func parent(of name: String, original: String, likelyScript: (String, String) -> String) -> String? {
        let parts = LocaleSubtags(baseName: name)
        if name.isEmpty || name.hasSuffix("_") || !parts.variant.isEmpty {
            guard let cut = name.lastIndex(of: "_") else { return nil }
            return String(name[..<cut])
        }
        let language = parts.language, script = parts.script, region = parts.region
        if !script.isEmpty && !region.isEmpty {
            return language + "_" + (likelyScript(language, region) == script ? region : script)
        } else if !region.isEmpty {
            let originalScript = LocaleSubtags(baseName: original).script
            return language + "_" + (originalScript.isEmpty ? likelyScript(language, region) : originalScript)
        } else if !script.isEmpty {
            return likelyScript(language, "") == script ? language : nil
        }
        return nil
    }
}

/// The subtags of a canonical ICU base name: "sr_Latn_RS_REVISED" → sr, Latn, RS, REVISED; "de__POSIX" → de, "",
/// "", POSIX.
package struct LocaleSubtags: Equatable {
    package var language = ""
    package var script = ""
    package var region = ""
    package var variant = ""

    /// Splits a canonical base name as ICU does: a script is four letters, a region two or three characters.
    package init(baseName: String) {
        var fields = baseName.split(separator: "_", omittingEmptySubsequences: false)[...]
        language = fields.popFirst().map(String.init) ?? ""
        if let first = fields.first, first.count == 4, first.utf8.allSatisfy(ASCII.isLetter) {
            script = String(first)
            fields.removeFirst()
        }
        if let first = fields.first, first.isEmpty || first.count == 2 || first.count == 3 {
            region = String(first)
            fields.removeFirst()
        }
        variant = fields.joined(separator: "_")
    }
}

/// ASCII tests and case mappings on UTF-8 code units.
enum ASCII {
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }
    static func lowercased<S: StringProtocol>(_ text: S) -> String {
        String(decoding: text.utf8.map { isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
    static func uppercased<S: StringProtocol>(_ text: S) -> String {
        String(decoding: text.utf8.map { isLetter($0) ? $0 & ~0x20 : $0 }, as: UTF8.self)
    }
    /// "LATN" → "Latn".
    static func titlecased<S: StringProtocol>(_ text: S) -> String {
        String(decoding: text.utf8.enumerated().map { offset, byte in
            guard isLetter(byte) else { return byte }
            return offset == 0 ? byte & ~0x20 : byte | 0x20
        }, as: UTF8.self)
    }
}
