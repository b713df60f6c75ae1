/// Decides whether a text is a number of one kind in one locale: complete, partial or invalid.
///
/// Build one per field (or per locale and kind) and reuse it; it is an immutable, `Sendable` value and every
/// method is safe to call from any thread. The `NumericInput` module adds `init(locale:kind:grouping:)`, which
/// reads the symbols from ICU.
///
/// ```swift
/// let validator = NumericValidator(symbols: .posix, kind: .numeric)
/// validator.verdict(for: "-1.5e3")   // .complete(-1500)
/// validator.verdict(for: "1e-")      // .partial
/// validator.verdict(for: "1x")       // .invalid(.unexpectedCharacter, offset: 1)
/// ```
///
/// What the scanner accepts, in every locale:
/// - digits: the locale's own digits and ASCII 0–9; one number (exponent included) uses one digit system;
/// - minus: the locale's minus with or without its bidi marks, ASCII "-", and U+2212; plus: "+" and the
///   locale's plus (kinds with a sign only);
/// - exponent marker: "e", "E" and the locale's exponent symbol, which may be several characters ("×10^");
/// - bidi marks (U+200E, U+200F, U+061C) right before or after a sign; nowhere else;
/// - the locale's decimal separator; grouping separators per the ``GroupingPolicy``;
/// - nothing else: whitespace is not part of a number.
public struct NumericValidator: Sendable {
    // One reference: copying a validator (into a rule, a task, a closure) costs a single retain.
    let plan: RulePlan

    /// The grammar; a validator's plan always has one.
    var grammar: NumberGrammar { plan.grammar.unsafelyUnwrapped }

    /// The locale's symbols.
    public var symbols: NumberSymbols { grammar.symbols }
    /// The kind of number accepted.
    public var kind: NumericKind { grammar.kind }
    /// The grouping policy.
    public var grouping: GroupingPolicy { grammar.grouping }

    /// Creates a validator from symbols, compiling them into the scanner's tables.
    ///
    /// ```swift
    /// let validator = NumericValidator(symbols: .posix, kind: .decimal)
    /// ```
    ///
    /// - Parameters:
    ///   - symbols: The locale's symbols.
    ///   - kind: The kind of number accepted; ``NumericKind/numeric`` by default.
    ///   - grouping: Whether grouping separators may be typed; ``GroupingPolicy/none`` by default.
    /// - Complexity: Compiles tables once: microseconds. The `NumericInput` module's
    ///   `NumericValidator(locale:kind:grouping:)` caches validators per locale, kind and grouping.
    public init(symbols: NumberSymbols, kind: NumericKind = .numeric, grouping: GroupingPolicy = .none) {
        self.plan = RulePlan(number: NumberGrammar(symbols: symbols, kind: kind, grouping: grouping))
    }

    // MARK: - Verdicts

    /// The verdict for a whole text, with the exact value when it is complete.
    ///
    /// ```swift
    /// validator.verdict(for: "-1,50")   // .complete(-1.5) in de_DE
    /// ```
    ///
    /// - Parameter text: The text of the field.
    /// - Returns: ``Verdict/complete(_:)`` with the value, ``Verdict/partial``, or ``Verdict/invalid(_:offset:)``
    ///   with the UTF-16 offset of the first character that cannot be part of any valid number.
    /// - Complexity: O(*n*) in the length of `text`. No allocation for a value of up to 38 significant digits.
    public func verdict(for text: String) -> Verdict {
        Self.withUTF8(text) { bytes in
            var driver = TextDriver(plan: plan, sink: ValueSink())
            var recognizer = Unicode._CharacterRecognizer()
            _ = driver.feed(utf8: bytes, recognizer: &recognizer)
            return driver.verdict()
        }
    }

    /// The verdict for text given as UTF-16 code units, as UIKit, AppKit and JavaScript bridges hold it.
    ///
    /// A lone surrogate is a character that cannot be part of a number: the verdict is invalid at its offset.
    ///
    /// - Parameter codeUnits: The text as UTF-16.
    /// - Returns: The verdict, as for ``verdict(for:)``.
    /// - Complexity: O(*n*) in the number of code units; transcoded through a small stack buffer, not copied.
    public func verdict<CodeUnits: Collection<UInt16>>(forUTF16 codeUnits: CodeUnits) -> Verdict {
        var driver = TextDriver(plan: plan, sink: ValueSink())
        var recognizer = Unicode._CharacterRecognizer()
        driver.feed(utf16: codeUnits, recognizer: &recognizer)
        return driver.verdict()
    }

    /// The verdict's status alone, computed without allocating: what a keystroke decision needs.
    ///
    /// - Parameter text: The text of the field.
    /// - Returns: Complete, partial or invalid.
    /// - Complexity: O(*n*) in the length of `text`; no allocation.
    public func status(of text: String) -> VerdictStatus {
        Self.withUTF8(text) { bytes in
            var driver = TextDriver(plan: plan, sink: StatusSink())
            var recognizer = Unicode._CharacterRecognizer()
            _ = driver.feed(utf8: bytes, recognizer: &recognizer)
            return driver.finish()
        }
    }

    // MARK: - Scanning

    /// Scans `text` from `index` the way `Scanner.scanDecimal` does, reporting the tokens it recognised.
    ///
    /// The scan takes characters as long as the text read so far is a number or the beginning of one, and
    /// remembers the longest prefix that is a whole number (``NumberScan/numberEndIndex``).
    ///
    /// ```swift
    /// let scan = validator.scan("-1,5 kg", from: text.startIndex)   // de_DE
    /// scan.tokens.map(\.kind)    // [.sign, .integerDigits, .decimalSeparator, .fractionDigits]
    /// scan.value?.canonical      // "-1.5"
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text to scan.
    ///   - index: Where to start: rounded down to the start of the scalar it falls in; past the end is the end.
    /// - Returns: The tokens, where the scan stopped, and the longest complete number.
    /// - Complexity: O(*n*) in the length scanned.
    public func scan(_ text: String, from index: String.Index) -> NumberScan {
        let start = Self.scalarStart(in: text, atOrBefore: index)
        let startByte = text.utf8.distance(from: text.utf8.startIndex, to: start)
        let (driver, recorder) = Self.withUTF8(text) { bytes in
            var driver = TextDriver(plan: plan, sink: TokenRecordingSink())
            var recognizer = Unicode._CharacterRecognizer()
            _ = driver.feed(utf8: UnsafeBufferPointer(rebasing: bytes[startByte...]), recognizer: &recognizer)
            let recorder = driver.sink
            return (driver, recorder)
        }
        var finished = driver
        let status = finished.finish()
        let utf8 = text.utf8
        func position(_ byteOffset: Int) -> String.Index {
            utf8.index(start, offsetBy: byteOffset, limitedBy: utf8.endIndex) ?? utf8.endIndex
        }
        let stopByte = finished.failure != nil ? finished.failureByteOffset
            : (finished.isInsideSymbol ? finished.symbolByteStart : finished.byteOffset)
        let verdict: Verdict = switch status {
        case .invalid: .invalid(finished.failure ?? .unexpectedCharacter, offset: finished.failureOffset)
        case .partial: .partial
        case .complete: .complete(recorder.value(digitCount: recorder.digits.count, scanner: finished.scanner,
                                                 kind: kind))
        }
        return NumberScan(
            tokens: recorder.tokens.map { NumberToken(kind: $0.kind, range: position($0.start)..<position($0.end)) },
            stopIndex: position(stopByte),
            numberEndIndex: recorder.lastComplete.map { position($0.end) },
            value: recorder.lastComplete.map { recorder.value(digitCount: $0.digitCount, scanner: $0.scanner,
                                                              kind: kind) },
            verdict: verdict)
    }

    // MARK: - Bytes

    /// Runs `body` over the UTF-8 of `text`, without copying a native string.
    @inline(__always)
    static func withUTF8<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return copy.withUTF8(body)
    }
}

/// Records tokens, merging runs of digits, and the longest complete prefix, for
/// ``NumericValidator/scan(_:from:)``.
struct TokenRecordingSink: ScanSink {
    static var collectsDigits: Bool { true }
    static var recordsTokens: Bool { true }

    var tokens: [(kind: NumberToken.Kind, start: Int, end: Int)] = []
    /// The mantissa's digits; a complete prefix's digits are a prefix of these (copying them at every
    /// complete prefix would make a long scan quadratic).
    var digits: [UInt8] = []
    var lastComplete: (end: Int, digitCount: Int, scanner: NumberScanner)?

    mutating func digit(_ value: UInt8) { digits.append(value) }
    mutating func asciiDigits(_ run: UnsafeBufferPointer<UInt8>) { for byte in run { digits.append(byte &- 0x30) } }

    mutating func token(_ kind: NumberToken.Kind, start: Int, end: Int, isComplete: Bool, scanner: NumberScanner) {
        let isDigits = kind == .integerDigits || kind == .fractionDigits || kind == .exponentDigits
        if isDigits, let last = tokens.last, last.kind == kind, last.end == start {
            tokens[tokens.count - 1].end = end
        } else {
            tokens.append((kind, start, end))
        }
        if isComplete { lastComplete = (end, digits.count, scanner) }
    }

    /// The value of the first `digitCount` digits, as the scanner state says.
    func value(digitCount: Int, scanner: NumberScanner, kind: NumericKind) -> NumericValue {
        var value = ValueDigits()
        for digit in digits[..<digitCount] { value.append(digit) }
        return kind == .digits ? value.digitString()
            : value.value(isNegative: scanner.isNegative, integerDigitCount: scanner.integerDigitCount,
                          exponent: scanner.exponent)
    }
}

extension NumericValidator {
    /// The start of the scalar `index` falls in (the end for an index past it): back over UTF-8 continuation
    /// bytes.
    static func scalarStart(in text: String, atOrBefore index: String.Index) -> String.Index {
        let utf8 = text.utf8
        guard index < text.endIndex else { return text.endIndex }
        guard index > text.startIndex else { return text.startIndex }
        var offset = utf8.distance(from: utf8.startIndex, to: index)
        var position = utf8.index(utf8.startIndex, offsetBy: offset)
        while offset > 0, utf8[position] & 0xC0 == 0x80 {
            offset -= 1
            position = utf8.index(before: position)
        }
        return position
    }
}
