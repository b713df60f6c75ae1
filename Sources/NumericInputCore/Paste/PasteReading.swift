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
    public var certainty: Certainty { storage.certainty }
    /// The number as read, written as the locale writes it without grouping (the text inserted in the field).
    public var text: String { storage.text }
    /// The value of the pasted number as read.
    public var value: NumericValue { storage.value }
    /// For an ambiguous paste, the value of the reading not taken; nil when certain.
    public var alternative: NumericValue? { storage.alternative }

    /// The reading, held by reference: a reading rides in every ``EditDecision`` and ``FieldChange``, and two
    /// exact values inline would make each of those too large to return in registers (every keystroke paid a
    /// memcpy for it). Only a paste allocates one.
    private let storage: Storage

    private final class Storage: Sendable {
        let certainty: Certainty
        let text: String
        let value: NumericValue
        let alternative: NumericValue?

        init(certainty: Certainty, text: String, value: NumericValue, alternative: NumericValue?) {
            (self.certainty, self.text, self.value, self.alternative) = (certainty, text, value, alternative)
        }
    }

    init(certainty: Certainty, text: String, value: NumericValue, alternative: NumericValue?) {
        storage = Storage(certainty: certainty, text: text, value: value, alternative: alternative)
    }

    /// Readings are equal when they say the same: certainty, text, value and alternative.
    public static func == (lhs: PasteReading, rhs: PasteReading) -> Bool {
        lhs.certainty == rhs.certainty && lhs.text == rhs.text && lhs.value == rhs.value
            && lhs.alternative == rhs.alternative
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(certainty)
        hasher.combine(text)
        hasher.combine(value)
        hasher.combine(alternative)
    }
}
