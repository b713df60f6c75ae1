/// Removes grouping separators from a pasted number, when that can be done unambiguously.
///
/// A paste such as "1.234,50" (de_DE) or "1 234,50" carries grouping the typed-input policy refuses. The paste
/// is normalised when it uses exactly one grouping character — the locale's own, a space (U+0020, U+00A0,
/// U+202F) or an apostrophe (U+0027, U+2019), never the locale's decimal separator — and every separator
/// stands where the locale's group sizes put one, so that the paste is a complete number under strict
/// grouping. Then the separators are removed. A paste with two kinds of grouping character, or separators in
/// the wrong places, is ambiguous.
enum PasteNormalizer {
    enum Outcome: Equatable {
        case unchanged
        case normalized(String)
        case ambiguous
    }

    static let candidates: [Unicode.Scalar] = [" ", "\u{00A0}", "\u{202F}", "'", "\u{2019}"]

    static func normalize(_ paste: String, validator: NumericValidator) -> Outcome {
        let symbols = validator.symbols
        let decimal = symbols.decimalSeparator.unicodeScalars.first
        var candidates = Self.candidates
        candidates.append(contentsOf: symbols.groupingSeparator.unicodeScalars)
        let present = Set(paste.unicodeScalars.filter { candidates.contains($0) && $0 != decimal })
        guard !present.isEmpty else { return .unchanged }
        guard present.count == 1, let separator = present.first else { return .ambiguous }
        var grouped = symbols
        grouped.groupingSeparator = String(separator)
        let strict = NumericValidator(symbols: grouped, kind: validator.kind, grouping: .strict)
        guard strict.verdict(for: paste).isComplete else { return .ambiguous }
        var stripped = paste
        stripped.unicodeScalars.removeAll { $0 == separator }
        return .normalized(stripped)
    }
}
