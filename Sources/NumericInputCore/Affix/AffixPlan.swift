/// A style's affixes compiled for matching: every form's prefix and suffix as scalars with bidi marks set aside
/// and spaces (U+0020, U+00A0, U+202F) folded into one, plus the variant without the affix spacing, so "12%"
/// reads like "12 %". Held by the rule's plan; matching allocates nothing.
final class AffixPlan: Sendable {
    enum Sign: UInt8, Sendable { case positive, negative }

    /// One prefix or suffix.
    struct Candidate: Sendable {
        let scalars: [UInt32]
        let sign: Sign
        /// Whether the number must close with a suffix once this prefix was typed: an opening parenthesis.
        let opensBracket: Bool
    }

    let symbols: StyleSymbols
    let prefixes: [Candidate]
    let suffixes: [Candidate]
    /// Prefixes, then suffixes.
    let all: [Candidate]
    /// The currency's ISO code as scalars; empty for other styles.
    let currencyCode: [UInt32]
    /// The longest affix in scalars.
    let longest: Int

    init(_ symbols: StyleSymbols) {
        self.symbols = symbols
        var prefixes: [Candidate] = []
        var suffixes: [Candidate] = []
        func add(_ affixes: [StyleSymbols.Affixes], sign: Sign) {
            for pair in affixes {
                let prefix = Self.folded(pair.prefix)
                if !prefix.isEmpty {
                    let opens = prefix.contains(0x28) || prefix.contains(0xFF08)
                    for variant in Self.withoutSpacing(prefix, atEnd: true)
                    where !prefixes.contains(where: { $0.scalars == variant && $0.sign == sign }) {
                        prefixes.append(Candidate(scalars: variant, sign: sign, opensBracket: opens))
                    }
                }
                let suffix = Self.folded(pair.suffix)
                if !suffix.isEmpty {
                    for variant in Self.withoutSpacing(suffix, atEnd: false)
                    where !suffixes.contains(where: { $0.scalars == variant && $0.sign == sign }) {
                        suffixes.append(Candidate(scalars: variant, sign: sign, opensBracket: false))
                    }
                }
            }
        }
        add(symbols.positive, sign: .positive)
        add(symbols.negative, sign: .negative)
        self.prefixes = prefixes
        self.suffixes = suffixes
        all = prefixes + suffixes
        currencyCode = symbols.style.currencyCode.map { $0.unicodeScalars.map(\.value) } ?? []
        longest = (prefixes + suffixes).map(\.scalars.count).max() ?? 0
    }

    /// `text`'s scalars without bidi marks, spaces folded to U+0020.
    static func folded(_ text: String) -> [UInt32] {
        text.unicodeScalars.compactMap { scalar in
            let value = scalar.value
            if NumberGrammar.bidiMarks.contains(value) { return nil }
            return fold(value)
        }
    }

    /// A space-like scalar folded to U+0020.
    @inline(__always)
    static func fold(_ scalar: UInt32) -> UInt32 {
        scalar == 0xA0 || scalar == 0x202F ? 0x20 : scalar
    }

    /// The affix, and without the space that separates it from the number when it has one.
    private static func withoutSpacing(_ affix: [UInt32], atEnd: Bool) -> [[UInt32]] {
        guard affix.count > 1, (atEnd ? affix.last : affix.first) == 0x20 else { return [affix] }
        return [affix, atEnd ? Array(affix.dropLast()) : Array(affix.dropFirst())]
    }
}
