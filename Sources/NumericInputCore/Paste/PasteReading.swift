/// How a pasted number was read: in the locale's convention, or in another one that was the only one to fit.
///
/// A paste is read three ways at most — as the locale writes numbers, with "." and "," in each other's roles,
/// and with a space or an apostrophe grouping — with digits of any Unicode decimal digit system. Each reading
/// that gives a number the field's kind accepts is a candidate; readings that give the same number are one.
///
/// | Paste | Locale | Reading | Value | Alternative |
/// |---|---|---|---|---|
/// | `1,234.56` | de_DE | certain | 1234.56 | — |
/// | `1.234` | de_DE | ambiguous | 1234 | 1.234 |
/// | `1,23` | en_US | certain | 1.23 | — |
/// | `1 234,5` | en_US | certain | 1234.5 | — |
/// | `१२३` | en_US | certain | 123 | — |
public struct PasteReading: Sendable, Hashable {
    /// Whether one reading fitted or two.
    public enum Certainty: String, Sendable, Hashable {
        /// Exactly one reading gives a number: the separators fix their roles ("1,234.56"), or there are none.
        case certain
        /// Two readings give different numbers ("1.234" in de_DE: 1234 or 1.234); the locale's was taken,
        /// unless the field refuses ambiguous pastes.
        case ambiguous
    }

    /// Whether the reading was the only one.
    public let certainty: Certainty
    /// The number as read, written as the locale writes it without grouping (the text inserted in the field).
    public let text: String
    /// The value of the pasted number as read.
    public let value: NumericValue
    /// For an ambiguous paste, the value of the reading not taken; nil when certain.
    public let alternative: NumericValue?
}
