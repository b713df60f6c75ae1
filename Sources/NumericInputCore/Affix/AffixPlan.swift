/// A style's affixes compiled for matching: every form's prefix and suffix as scalars with bidi marks set aside
/// and spaces (U+0020, U+00A0, U+202F) folded into one, plus the variant without the affix spacing, so "12%"
/// reads like "12 %". Held by the rule's plan; matching allocates nothing.
///
/// The candidates and their scalars live in buffers the plan owns, not in arrays: a scan walks every candidate
/// for every text, and each array element it took retained its scalars (a de_DE EUR keystroke: about 400
/// instructions of retains and releases). Immutable once made, and freed with the plan.
final class AffixPlan: @unchecked Sendable {
    enum Sign: UInt8, Sendable { case positive, negative }

    /// One prefix or suffix: where its scalars are in the plan's buffer, and what it means. A plain value.
    struct Candidate: Sendable {
        let start: Int
        let count: Int
        let sign: Sign
        /// Whether the number must close with a suffix once this prefix was typed: an opening parenthesis.
        let opensBracket: Bool
        /// Whether a prefix of the other sign has the same scalars ("€ " in fy_NL, whose negatives end in "-"):
        /// such a prefix leaves the sign to the suffix. Worked out once here: asked of every prefix on every text,
        /// it cost an accounting keystroke about 220 instructions.
        let isWrittenByBothSigns: Bool
        /// The first scalar (folded): most candidates differ from a text at its first scalar, which a scan
        /// decodes once and compares with this before it walks a candidate.
        let first: UInt32
    }

    let symbols: StyleSymbols
    let prefixes: UnsafeBufferPointer<Candidate>
    let suffixes: UnsafeBufferPointer<Candidate>
    /// Prefixes, then suffixes (one buffer: `prefixes` and `suffixes` are its two parts).
    let all: UnsafeBufferPointer<Candidate>
    /// Every candidate's scalars, one after another.
    private let storage: UnsafeBufferPointer<UInt32>
    /// The longest affix in scalars.
    let longest: Int
    /// The style's power of ten (-2 in a percent field: "12 %" is 0.12), kept apart from `symbols`: read through
    /// them, a scan copied the style and retained what it holds.
    let scale: Int

    init(_ symbols: StyleSymbols) {
        self.symbols = symbols
        scale = symbols.style.scale
        var prefixes: [(scalars: [UInt32], sign: Sign, opens: Bool)] = []
        var suffixes: [(scalars: [UInt32], sign: Sign, opens: Bool)] = []
        func add(_ affixes: [StyleSymbols.Affixes], sign: Sign) {
            for pair in affixes {
                let prefix = Self.folded(pair.prefix)
                if !prefix.isEmpty {
                    let opens = prefix.contains(0x28) || prefix.contains(0xFF08)
                    for variant in Self.withoutSpacing(prefix, atEnd: true)
                    where !prefixes.contains(where: { $0.scalars == variant && $0.sign == sign }) {
                        prefixes.append((variant, sign, opens))
                    }
                }
                let suffix = Self.folded(pair.suffix)
                if !suffix.isEmpty {
                    for variant in Self.withoutSpacing(suffix, atEnd: false)
                    where !suffixes.contains(where: { $0.scalars == variant && $0.sign == sign }) {
                        suffixes.append((variant, sign, false))
                    }
                }
            }
        }
        add(symbols.positive, sign: .positive)
        add(symbols.negative, sign: .negative)
        let scalars = (prefixes + suffixes).flatMap(\.scalars)
        let storage = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: Swift.max(1, scalars.count))
        _ = storage.initialize(from: scalars)
        let all = UnsafeMutableBufferPointer<Candidate>.allocate(capacity: Swift.max(1, prefixes.count + suffixes.count))
        var start = 0
        for (index, entry) in (prefixes + suffixes).enumerated() {
            let bothSigns = index < prefixes.count
                && prefixes.contains { $0.sign != entry.sign && $0.scalars == entry.scalars }
            all.initializeElement(at: index, to: Candidate(start: start, count: entry.scalars.count, sign: entry.sign,
                                                           opensBracket: entry.opens, isWrittenByBothSigns: bothSigns,
                                                           first: entry.scalars[0]))
            start += entry.scalars.count
        }
        let candidates = UnsafeBufferPointer(start: all.baseAddress, count: prefixes.count + suffixes.count)
        self.storage = UnsafeBufferPointer(storage)
        self.all = candidates
        self.prefixes = UnsafeBufferPointer(rebasing: candidates[..<prefixes.count])
        self.suffixes = UnsafeBufferPointer(rebasing: candidates[prefixes.count...])
        longest = (prefixes + suffixes).map(\.scalars.count).max() ?? 0
    }

    deinit {
        UnsafeMutableBufferPointer(mutating: storage).deallocate()
        UnsafeMutableBufferPointer(mutating: all).deallocate()
    }

    /// A candidate's scalars. Made without a range check: every candidate's range was laid out in `storage` by
    /// the initializer, and candidates come from no one else.
    @inline(__always)
    func scalars(of candidate: Candidate) -> UnsafeBufferPointer<UInt32> {
        UnsafeBufferPointer(start: storage.baseAddress.unsafelyUnwrapped + candidate.start, count: candidate.count)
    }

    /// `text`'s scalars without bidi marks, spaces folded to U+0020.
    static func folded(_ text: String) -> [UInt32] {
        text.unicodeScalars.compactMap { scalar in
            let value = scalar.value
            if NumberGrammar.isBidiMark(value) { return nil }
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
