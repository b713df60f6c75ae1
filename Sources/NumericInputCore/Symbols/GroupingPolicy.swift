/// Whether grouping separators ("1.234" in de_DE) may be typed.
public enum GroupingPolicy: String, Sendable, Hashable, CaseIterable {
    /// A grouping separator is invalid. The default for typed input.
    case none
    /// Grouping separators are accepted only where the locale's group sizes put them: in de_DE "1.234,5" is
    /// complete, "1.00" partial and "1.0000" invalid; in hi_IN "12,34,567" is complete. Where the locale groups
    /// with a space-like character (U+00A0, U+202F), any of U+0020, U+00A0 and U+202F is taken for it; where it
    /// groups with U+2019 (de_CH), so is the apostrophe U+0027.
    case strict
}
