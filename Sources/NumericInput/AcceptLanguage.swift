/// An `Accept-Language` header value, parsed: its language ranges in the order to try them.
///
/// The syntax is RFC 9110's (section 12.5.4): a comma-separated list of language ranges ("de-DE", "de", "*"), each
/// with an optional weight (`;q=0.9`), with optional spaces and tabs around commas and semicolons. Names and the
/// `q` are case-insensitive; empty list elements (", ,") are ignored, as RFC 9110 asks of every list.
///
/// ```swift
/// let header = AcceptLanguage("de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7")!
/// header.ranges.map(\.languageRange)   // ["de-DE", "de", "en-US", "en"]
/// header.ranges.map(\.quality)         // [1000, 900, 800, 700]
/// AcceptLanguage("de-DE;q=2")          // nil: malformed
/// ```
///
/// Parsing is strict: anything else, anywhere in the value, makes it malformed, and a malformed value is best
/// treated as if the header were absent (``LocaleNegotiator`` does so). Every byte is read once, so a value of any
/// length is parsed in linear time; only the first ``maximumRangeCount`` ranges are kept (the rest are still
/// checked for syntax).
public struct AcceptLanguage: Sendable, Hashable {
    /// One language range with its weight.
    public struct WeightedRange: Sendable, Hashable {
        /// The range as sent: "*", or subtags of letters and digits joined by "-" ("de-DE", "zh-Hant-TW",
        /// "es-419"), the first of letters only, each one to eight characters long.
        public let languageRange: String
        /// The weight in thousandths: 1000 for `q=1` or no weight, 0 for `q=0`, which means "not acceptable".
        public let quality: Int

        /// Whether this is the wildcard "*", which stands for any language not otherwise listed.
        public var isWildcard: Bool { languageRange == "*" }

        /// Creates a range (for tests and for callers that build a priority list themselves).
        ///
        /// - Parameters:
        ///   - languageRange: "*" or a language range such as "de-DE"; not checked.
        ///   - quality: The weight in thousandths, clamped to 0...1000.
        public init(_ languageRange: String, quality: Int = 1000) {
            self.languageRange = languageRange
            self.quality = Swift.min(1000, Swift.max(0, quality))
        }
    }

    /// The ranges in priority order: highest weight first and, among equal weights, in the order they were sent.
    /// Ranges weighted `q=0` come last; they are exclusions, not choices.
    public let ranges: [WeightedRange]

    /// The most ranges kept from one header. Browsers send fewer than ten; a longer list is read to its end for
    /// syntax, but the ranges past this many are ignored.
    public static let maximumRangeCount = 32

    /// Creates a priority list from ranges in any order; they are sorted as ``ranges`` describes.
    ///
    /// ```swift
    /// AcceptLanguage(ranges: [.init("en", quality: 500), .init("de")]).ranges.first?.languageRange   // "de"
    /// ```
    ///
    /// - Parameter ranges: The ranges, in the order a header would list them.
    public init(ranges: [WeightedRange]) {
        self.ranges = ranges.enumerated()
            .sorted { $0.element.quality != $1.element.quality ? $0.element.quality > $1.element.quality
                                                               : $0.offset < $1.offset }
            .map(\.element)
    }

    /// Parses an `Accept-Language` header value.
    ///
    /// ```swift
    /// AcceptLanguage("en-US,en;q=0.5")?.ranges.first?.languageRange   // "en-US"
    /// AcceptLanguage("")?.ranges                                       // []: no preference
    /// AcceptLanguage("en_US")                                          // nil: "_" is not in a range
    /// ```
    ///
    /// - Parameter value: The header's value. A request with several `Accept-Language` fields has one value: the
    ///   fields joined with ",".
    /// - Returns: nil when the value is malformed: a range that is not "*" nor one to eight letters followed by
    ///   "-"-separated subtags of one to eight letters or digits, a weight other than `q=` with 0 to 1 and at most
    ///   three decimals, any parameter but `q`, or any other character (non-ASCII included) out of place.
    /// - Complexity: O(n) in the length of `value`; it allocates only for the ranges kept.
    public init?(_ value: String) {
        var value = value
        guard let parsed = value.withUTF8({ AcceptLanguage.parse($0) }) else { return nil }
        self.init(ranges: parsed)
    }

    // MARK: - Parsing

    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), comma = UInt8(ascii: ",")
    private static let semicolon = UInt8(ascii: ";"), hyphen = UInt8(ascii: "-"), star = UInt8(ascii: "*")
    private static let equals = UInt8(ascii: "="), dot = UInt8(ascii: "."), zero = UInt8(ascii: "0")
    private static let one = UInt8(ascii: "1"), lowerQ = UInt8(ascii: "q"), upperQ = UInt8(ascii: "Q")

    private static func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= UInt8(ascii: "9") }

    /// The ranges in header order, or nil when the value is malformed. One pass; each byte is looked at once.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> [WeightedRange]? {
        var ranges: [WeightedRange] = []
        var index = 0
        let count = bytes.count

        func skipWhitespace() {
            while index < count, bytes[index] == space || bytes[index] == tab { index += 1 }
        }

        while true {
            skipWhitespace()
            guard index < count else { return ranges }
            if bytes[index] == comma {   // an empty list element
                index += 1
                continue
            }

            // language-range = (1*8ALPHA *("-" 1*8alphanum)) / "*"
            let start = index
            if bytes[index] == star {
                index += 1
            } else {
                var isFirstSubtag = true
                while true {
                    let subtagStart = index
                    while index < count, index - subtagStart < 9,
                          isAlpha(bytes[index]) || (!isFirstSubtag && isDigit(bytes[index])) {
                        index += 1
                    }
                    let length = index - subtagStart
                    guard length >= 1, length <= 8 else { return nil }
                    isFirstSubtag = false
                    guard index < count, bytes[index] == hyphen else { break }
                    index += 1
                }
            }
            let end = index

            // weight = OWS ";" OWS "q=" qvalue
            var quality = 1000
            skipWhitespace()
            if index < count, bytes[index] == semicolon {
                index += 1
                skipWhitespace()
                guard index + 2 < count, bytes[index] == lowerQ || bytes[index] == upperQ,
                      bytes[index + 1] == equals
                else { return nil }
                index += 2
                guard let weight = parseQuality(bytes, &index) else { return nil }
                quality = weight
                skipWhitespace()
            }

            if index < count {
                guard bytes[index] == comma else { return nil }
                index += 1
            }
            if ranges.count < maximumRangeCount {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                ranges.append(WeightedRange(text, quality: quality))
            }
        }
    }

    /// qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] ), in thousandths.
    private static func parseQuality(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Int? {
        guard index < bytes.count, bytes[index] == zero || bytes[index] == one else { return nil }
        let isOne = bytes[index] == one
        index += 1
        var thousandths = 0
        if index < bytes.count, bytes[index] == dot {
            index += 1
            var digits = 0
            while index < bytes.count, digits < 3, isDigit(bytes[index]) {
                thousandths = thousandths * 10 + Int(bytes[index] - zero)
                digits += 1
                index += 1
            }
            // A fourth digit is malformed: the caller finds it where a comma or the end should be.
            for _ in digits..<3 { thousandths *= 10 }
        }
        if isOne {
            return thousandths == 0 ? 1000 : nil
        }
        return thousandths
    }
}
