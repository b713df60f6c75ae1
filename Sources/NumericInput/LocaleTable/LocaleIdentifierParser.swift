/// Locale ids without ICU: the checks and canonicalization of the ICU path (CICUShim.c, `cicushim_resolve_locale`,
/// with `uloc_canonicalize` for ICU ids and `uloc_forLanguageTag` for BCP 47 tags) redone in Swift over the
/// table's data, so that an id gets the same canonical form, or the same ``LocaleError``, with or without ICU.
///
/// ICU ids: `language[_Script][_REGION][_VARIANT…][@key=value;…]`, in any case, "-" or "_" between subtags.
/// BCP 47 tags (a "-" and no "@"): `language[-extlang][-Script][-REGION][-variant…][-u-…][-t-…][-x-…]`.
package struct LocaleIdentifierParser: Sendable {
    /// ICU's ULOC_FULLNAME_CAPACITY: the shim refuses ids (and canonical forms) this long or longer.
    static let capacity = 157

    let table: LocaleTable

    package init(table: LocaleTable) { self.table = table }

    // MARK: - The shim's checks

    /// Why an id was refused before ICU saw it, or the canonical ICU id the shim hands on.
    package enum Canonical: Equatable {
        case malformed
        case id(String)
    }

    /// The shim's syntax checks, then the canonicalization it asks ICU for.
    package func canonicalize(_ identifier: String) -> Canonical {
        let bytes = Array(identifier.utf8)
        guard !bytes.isEmpty, bytes.count < Self.capacity else { return .malformed }
        var hasHyphen = false, hasAt = false
        for byte in bytes {
            switch byte {
            case _ where ASCII.isAlphanumeric(byte), UInt8(ascii: "_"): break
            case UInt8(ascii: "-"): hasHyphen = true
            case UInt8(ascii: "@"):
                if hasAt { return .malformed }
                hasAt = true
            case UInt8(ascii: "="), UInt8(ascii: ";"):
                if !hasAt { return .malformed }
            default: return .malformed
            }
        }
        if hasAt, let at = bytes.firstIndex(of: UInt8(ascii: "@")) {
            // key=value pairs separated by ';', each part non-empty.
            for part in bytes[(at + 1)...].split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false) {
                let halves = part.split(separator: UInt8(ascii: "="), omittingEmptySubsequences: false)
                guard halves.count == 2, !halves[0].isEmpty, !halves[1].isEmpty else { return .malformed }
            }
        }
        guard ASCII.isLetter(bytes[0]) else { return .malformed }
        let id = hasHyphen && !hasAt ? languageTag(identifier) : icuCanonical(identifier)
        guard let id, id.utf8.count < Self.capacity else { return .malformed }
        return .id(id)
    }

    // MARK: - ICU ids (uloc_canonicalize)

    /// ICU's ULOC_KEYWORD_BUFFER_LEN: a keyword's key must be shorter.
    static let keyCapacity = 25

    /// What `uloc_canonicalize` makes of an id that passed the shim's checks; nil where it fails (a key of 25
    /// characters or more).
    package func icuCanonical(_ identifier: String) -> String? {
        var identifier = identifier
        // An id without keywords that has a one-character subtag before its last ("ca_t_TW", "de_x_foo") is read
        // as a BCP 47 tag, as far as it is one, when that gives anything.
        if !identifier.contains("@"), Self.shortestSubtagLength(identifier) == 1 {
            let bytes = Array(identifier.utf8)
            let hyphenated = bytes.count > 1 && bytes[1] != UInt8(ascii: "-") && bytes[1] != UInt8(ascii: "_")
                ? String(decoding: bytes.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
                : identifier
            if let tag = languageTagPrefix(hyphenated), !tag.isEmpty { identifier = tag }
        }
        let at = identifier.firstIndex(of: "@")
        let basePart = identifier[..<(at ?? identifier.endIndex)]
        var (base, variantIsEmpty) = canonicalBase(basePart, isWholeIdentifier: at == nil)
        if let at, variantIsEmpty {
            // A separator right before "@": ICU reads what follows the "@" as the variant (POSIX's "de_DE@euro").
            let rest = identifier[identifier.index(after: at)...].prefix { $0 != "@" }
            return base + ASCII.uppercased(String(rest.map { $0 == "-" ? "_" : $0 }))
        }
        if let replacement = table.baseNameReplacements[base] { base = replacement }
        guard let at else { return base }
        let keywordText = identifier[identifier.index(after: at)...]
        for part in keywordText.split(separator: ";") where (part.firstIndex(of: "=")
            .map { part.utf8.distance(from: part.startIndex, to: $0) } ?? 0) >= Self.keyCapacity {
            return nil
        }
        let keywords = canonicalKeywords(keywordText)
        return keywords.isEmpty ? base : base + "@" + keywords
    }

    /// ICU's `getShortestSubtagLength`: the shortest subtag that a separator follows (the last one does not count),
    /// or the id's length.
    static func shortestSubtagLength(_ identifier: String) -> Int {
        var shortest = identifier.utf8.count
        var length = 0
        for byte in identifier.utf8 {
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") {
                if length != 0 && length < shortest { shortest = length }
                length = 0
            } else {
                length += 1
            }
        }
        return shortest
    }

    /// What `uloc_forLanguageTag` makes of the longest start of `tag` that is a tag: it reads as far as it can.
    func languageTagPrefix(_ tag: String) -> String? {
        var subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        while !subtags.isEmpty {
            if let id = languageTag(subtags.joined(separator: "-")) { return id }
            subtags.removeLast()
        }
        return nil
    }

    /// The base name in ICU's spelling, before ICU's whole-name replacements: "DE_de_posix" → "de_DE_POSIX",
    /// "deu_DEU" → "de_DE", "de_1901" → "de__1901", "de_" → "de__". A port of ICU 72's `_canonicalize` (uloc.cpp)
    /// up to the keywords, for the characters the shim lets through.
    ///
    /// - Parameter isWholeIdentifier: Whether no keywords follow: ICU reads "root" as no language only then.
    package func canonicalBaseName<S: StringProtocol>(_ basePart: S, isWholeIdentifier: Bool = true) -> String {
        canonicalBase(basePart, isWholeIdentifier: isWholeIdentifier).name
    }

    /// The base name, and whether it ends in a separator that no variant follows.
    private func canonicalBase<S: StringProtocol>(
        _ basePart: S, isWholeIdentifier: Bool
    ) -> (name: String, variantIsEmpty: Bool) {
        let bytes = Array(basePart.utf8)
        func isSeparator(_ index: Int) -> Bool {
            index < bytes.count && (bytes[index] == UInt8(ascii: "_") || bytes[index] == UInt8(ascii: "-"))
        }
        /// The end of the subtag starting at `index`.
        func fieldEnd(_ index: Int) -> Int {
            var end = index
            while end < bytes.count, !isSeparator(end) { end += 1 }
            return end
        }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

        // The language: "root" alone and a leading "und" are none; "i-" and "x-" prefixes are part of it.
        var index = 0
        var language = ""
        if isWholeIdentifier && ASCII.lowercased(basePart) == "root" {
            index = 4
        } else if bytes.count >= 3, ASCII.lowercased(text(0..<3)) == "und", bytes.count == 3 || isSeparator(3) {
            index = 3
        }
        if index + 1 < bytes.count, [UInt8(ascii: "i"), UInt8(ascii: "x")].contains(bytes[index] | 0x20),
           isSeparator(index + 1) {
            language = ASCII.lowercased(text(index..<(index + 1))) + "-"
            index += 2
        }
        let languageEnd = fieldEnd(index)
        language += ASCII.lowercased(text(index..<languageEnd))
        index = languageEnd
        if language.utf8.count == 3, let short = table.languageAliases[language] { language = short }
        var result = language
        guard isSeparator(index) else { return (result, false) }

        result += "_"
        // A script is a run of exactly four letters, whatever follows it; ICU drops what follows unless it is a
        // separator ("en_caca0_" is "en_Caca").
        var scriptEnd = index + 1
        while scriptEnd < bytes.count, !isSeparator(scriptEnd), ASCII.isLetter(bytes[scriptEnd]) { scriptEnd += 1 }
        if scriptEnd - index - 1 == 4 {
            result += ASCII.titlecased(text((index + 1)..<scriptEnd))
            index = scriptEnd
            if isSeparator(index) { result += "_" }
        }
        guard isSeparator(index) else { return (result, false) }
        let regionEnd = fieldEnd(index + 1)
        if regionEnd - index - 1 == 2 || regionEnd - index - 1 == 3 {
            var region = ASCII.uppercased(text((index + 1)..<regionEnd))
            if region.utf8.count == 3, let short = table.regionAliases[region] { region = short }
            result += region
            index = regionEnd
        }
        guard isSeparator(index) else { return (result, false) }
        if !isSeparator(index + 1) { result += "_" }
        let variant = bytes[(index + 1)...].map { $0 == UInt8(ascii: "-") ? UInt8(ascii: "_") : $0 }
        return (result + ASCII.uppercased(String(decoding: variant, as: UTF8.self)), variant.isEmpty)
    }

    /// ICU's keyword list: keys lowercased, sorted, the first of a repeated key kept, values as given.
    func canonicalKeywords<S: StringProtocol>(_ text: S) -> String {
        var pairs: [(key: String, value: String)] = []
        for part in text.split(separator: ";") {
            guard let equals = part.firstIndex(of: "=") else { continue }
            let key = ASCII.lowercased(part[..<equals])
            if pairs.contains(where: { $0.key == key }) { continue }
            pairs.append((key, String(part[part.index(after: equals)...])))
        }
        return pairs.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            .map { $0.key + "=" + $0.value }.joined(separator: ";")
    }

    // MARK: - BCP 47 tags (uloc_forLanguageTag)

    /// What `uloc_forLanguageTag` makes of a whole tag, or nil when it does not read all of it.
    package func languageTag(_ tag: String) -> String? {
        var lowered = ASCII.lowercased(tag)
        // A legacy tag, alone or at the start of a longer one, is read as its modern tag (the longest match).
        var match: (legacy: String, modern: String)?
        for (legacy, modern) in table.legacyTags where legacy.utf8.count > (match?.legacy.utf8.count ?? 0)
            && (lowered == legacy || lowered.hasPrefix(legacy + "-")) {
            match = (legacy, modern)
        }
        if let match {
            guard match.modern != "!" else { return nil }
            lowered = match.modern + lowered.dropFirst(match.legacy.utf8.count)
        }
        let subtags = lowered.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard subtags.allSatisfy({ !$0.isEmpty && $0.utf8.count <= 8 && $0.utf8.allSatisfy(ASCII.isAlphanumeric) })
        else { return nil }
        var index = 0
        func next() -> String? { index < subtags.count ? subtags[index] : nil }
        func isAlpha(_ text: String) -> Bool { text.utf8.allSatisfy(ASCII.isLetter) }
        func isDigits(_ text: String) -> Bool { text.utf8.allSatisfy(ASCII.isDigit) }

        var language = ""
        var keywords: [(key: String, value: String)] = []
        var variants: [String] = []
        var script = "", region = ""
        var posix = false
        if let first = next(), first != "x" {
            guard first.utf8.count >= 2, isAlpha(first) else { return nil }
            language = first
            index += 1
            if first.utf8.count <= 3 {
                var extlangs = 0
                while extlangs < 3, let subtag = next(), subtag.utf8.count == 3, isAlpha(subtag) {
                    if extlangs == 0 { language = subtag }
                    extlangs += 1
                    index += 1
                }
            }
            if let subtag = next(), subtag.utf8.count == 4, isAlpha(subtag) {
                script = ASCII.titlecased(subtag)
                index += 1
            }
            if let subtag = next(),
               (subtag.utf8.count == 2 && isAlpha(subtag)) || (subtag.utf8.count == 3 && isDigits(subtag)) {
                region = ASCII.uppercased(subtag)
                index += 1
            }
            while let subtag = next(),
                  subtag.utf8.count >= 5 || (subtag.utf8.count == 4 && ASCII.isDigit(subtag.utf8.first!)) {
                let variant = ASCII.uppercased(subtag)
                if variants.contains(variant) { return nil }
                variants.append(variant)
                index += 1
            }
            var singletons: Set<String> = []
            while let singleton = next(), singleton.utf8.count == 1, singleton != "x" {
                guard singletons.insert(singleton).inserted else { return nil }
                index += 1
                var parts: [String] = []
                while let subtag = next(), subtag.utf8.count >= 2 {
                    parts.append(subtag)
                    index += 1
                }
                guard !parts.isEmpty else { return nil }
                if singleton == "u" {
                    unicodeExtension(parts, keywords: &keywords, variants: variants, posix: &posix)
                } else {
                    keywords.append((singleton, parts.joined(separator: "-")))
                }
            }
        }
        if next() == "x" {
            index += 1
            var parts: [String] = []
            while let subtag = next() {
                parts.append(subtag)
                index += 1
            }
            guard !parts.isEmpty else { return nil }
            keywords.append(("x", parts.joined(separator: "-")))
        }
        guard index == subtags.count else { return nil }

        if language == "und" { language = "" }
        var result = language
        if !script.isEmpty { result += "_" + script }
        if !region.isEmpty { result += "_" + region }
        if !variants.isEmpty {
            result += (region.isEmpty ? "__" : "_") + variants.sorted().joined(separator: "_")
        } else if posix {
            result += "_POSIX"
        }
        var seen: Set<String> = []
        let unique = keywords.filter { seen.insert($0.key).inserted }
        if !unique.isEmpty {
            result += "@" + unique.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                .map { $0.key + "=" + $0.value }.joined(separator: ";")
        }
        return result
    }

    /// Reads a `-u-` extension's attributes and keywords into ICU keywords: keys and types renamed as ICU renames
    /// them ("ca-gregory" → "calendar=gregorian"), a key without a type is "yes", "va-posix" is the POSIX variant.
    private func unicodeExtension(
        _ parts: [String], keywords: inout [(key: String, value: String)], variants: [String], posix: inout Bool
    ) {
        var index = 0
        var attributes: [String] = []
        while index < parts.count, parts[index].utf8.count >= 3 {
            attributes.append(parts[index])
            index += 1
        }
        if !attributes.isEmpty {
            keywords.append(("attribute", Array(Set(attributes)).sorted().joined(separator: "-")))
        }
        while index < parts.count {
            let key = parts[index]
            index += 1
            var types: [String] = []
            while index < parts.count, parts[index].utf8.count >= 3 {
                types.append(parts[index])
                index += 1
            }
            let type = types.joined(separator: "-")
            if key == "va" && type == "posix" && variants.isEmpty {
                // ICU writes "-u-va-posix" as the POSIX variant where the tag has no variant of its own, right
                // after what precedes it ("de_POSIX", not "de__POSIX").
                posix = true
                continue
            }
            let legacyKey = table.keywordKeys[key] ?? key
            let legacyType = table.keywordTypes[key + ":" + type] ?? (type.isEmpty ? "yes" : type)
            keywords.append((legacyKey, legacyType))
        }
    }
}
