/// What ``NumericValidator/scan(_:from:)`` found: the tokens of the longest prefix that is still a number or
/// the start of one, where the scan stopped, and the longest prefix that is a whole number.
public struct NumberScan: Sendable, Hashable {
    /// The tokens from the scan's start up to ``stopIndex``; runs of digits are one token.
    public var tokens: [NumberToken]
    /// The first character the scan could not take (the end of the text when it took everything). Like
    /// `Scanner.currentIndex` after a scan that consumed everything it could.
    public var stopIndex: String.Index
    /// The end of the longest prefix that is a complete number, if any: where `Scanner.scanDecimal` would
    /// leave `currentIndex`.
    public var numberEndIndex: String.Index?
    /// The value of that longest complete prefix.
    public var value: NumericValue?
    /// The verdict for the whole text from the scan's start to its end.
    public var verdict: Verdict
}
