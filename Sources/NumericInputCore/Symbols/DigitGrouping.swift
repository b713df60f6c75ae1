/// Where a locale puts grouping separators in an integer part: the primary group nearest the decimal separator,
/// secondary groups beyond it, and only when the highest group has at least the minimum grouping digits (es_ES
/// writes 1234 but 12.345). Formatting as you type, the locale's full formatting and the paste reader all place
/// and check separators with this one type.
struct DigitGrouping: Sendable, Hashable {
    /// The size of the group nearest the decimal separator; 0 when the locale does not group.
    let primary: Int
    /// The size of the other groups (at least 1).
    let secondary: Int
    /// How many digits the highest group needs before a number is grouped (at least 1).
    let minimumDigits: Int

    init(primary: Int, secondary: Int, minimumDigits: Int = 1) {
        self.primary = Swift.max(0, primary)
        self.secondary = Swift.max(1, secondary)
        self.minimumDigits = Swift.max(1, minimumDigits)
    }

    /// The locale's grouping.
    init(_ symbols: NumberSymbols) {
        self.init(primary: symbols.primaryGroupingSize, secondary: symbols.effectiveSecondaryGroupingSize,
                  minimumDigits: symbols.minimumGroupingDigits)
    }

    /// Whether an integer part of `digitCount` digits is written grouped.
    @inline(__always)
    func isGrouped(digitCount: Int) -> Bool {
        primary > 0 && digitCount &- primary >= minimumDigits
    }

    /// How many separators a grouped integer part of `digitCount` digits has.
    @inline(__always)
    func separatorCount(digitCount: Int) -> Int {
        isGrouped(digitCount: digitCount) ? (digitCount &- primary &- 1) / secondary &+ 1 : 0
    }

    /// The digits left after the first separator of a grouped integer part of `digitCount` digits (the largest
    /// `primary + k·secondary` below `digitCount`): where ``hasSeparator(beforeDigitWithRemaining:digitCount:)``
    /// first says yes.
    @inline(__always)
    func firstSeparator(digitCount: Int) -> Int {
        (digitCount &- 1 &- primary) / secondary &* secondary &+ primary
    }

    /// The digits left after the separator that follows the one with `remaining` digits left; -1 after the last
    /// (the one before the last `primary` digits).
    @inline(__always)
    func separator(after remaining: Int) -> Int {
        remaining > primary ? remaining &- secondary : -1
    }

    /// Whether, in a grouped integer part of `digitCount` digits, a separator stands before the digit that has
    /// `remaining` digits from it to the end of the part (itself included).
    @inline(__always)
    func hasSeparator(beforeDigitWithRemaining remaining: Int, digitCount: Int) -> Bool {
        remaining < digitCount && remaining >= primary && (remaining &- primary) % secondary == 0
    }
}
