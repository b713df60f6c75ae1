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
    let grammar: NumberGrammar

    /// The locale's symbols.
    public var symbols: NumberSymbols { grammar.symbols }
    /// The kind of number accepted.
    public var kind: NumericKind { grammar.kind }
    /// The grouping policy.
    public var grouping: GroupingPolicy { grammar.grouping }

    /// Creates a validator from symbols.
    ///
    /// - Parameters:
    ///   - symbols: The locale's symbols.
    ///   - kind: The kind of number accepted; ``NumericKind/numeric`` by default.
    ///   - grouping: Whether grouping separators may be typed; ``GroupingPolicy/none`` by default.
    public init(symbols: NumberSymbols, kind: NumericKind = .numeric, grouping: GroupingPolicy = .none) {
        self.grammar = NumberGrammar(symbols: symbols, kind: kind, grouping: grouping)
    }

    // MARK: - Verdicts

    /// The verdict for a whole text, with the exact value when it is complete.
    ///
    /// - Parameter text: The text of the field.
    /// - Returns: ``Verdict/complete(_:)`` with the value, ``Verdict/partial``, or ``Verdict/invalid(_:offset:)``
    ///   with the UTF-16 offset of the first character that cannot be part of any valid number.
    /// - Complexity: O(*n*) in the length of `text`. Allocates only for the value of a complete verdict.
    public func verdict(for text: String) -> Verdict {
        var scanner = NumberScanner()
        var sink = DigitCollectingSink()
        _ = Self.withUTF8(text) { scanner.feed(utf8: $0, grammar: grammar, sink: &sink) }
        return verdict(of: scanner, digits: sink.digits)
    }

    /// The verdict for text given as UTF-16 code units, as UIKit, AppKit and JavaScript bridges hold it.
    ///
    /// A lone surrogate is a character that cannot be part of a number: the verdict is invalid at its offset.
    ///
    /// - Parameter codeUnits: The text as UTF-16.
    /// - Returns: The verdict, as for ``verdict(for:)``.
    /// - Complexity: O(*n*) in the number of code units.
    public func verdict<CodeUnits: Collection<UInt16>>(forUTF16 codeUnits: CodeUnits) -> Verdict {
        var scanner = NumberScanner()
        var sink = DigitCollectingSink()
        var iterator = codeUnits.makeIterator()
        var pending: UInt16?
        while true {
            guard let unit = pending ?? iterator.next() else { break }
            pending = nil
            var ok: Bool
            if unit & 0xFC00 == 0xD800 {
                if let next = iterator.next() {
                    if next & 0xFC00 == 0xDC00 {
                        let scalar = 0x10000 + (UInt32(unit & 0x3FF) << 10 | UInt32(next & 0x3FF))
                        ok = scanner.feed(scalar: scalar, grammar: grammar, sink: &sink)
                    } else {
                        ok = scanner.feedLoneSurrogate()
                        pending = next
                    }
                } else {
                    ok = scanner.feedLoneSurrogate()
                }
            } else if unit & 0xFC00 == 0xDC00 {
                ok = scanner.feedLoneSurrogate()
            } else {
                ok = scanner.feed(scalar: UInt32(unit), grammar: grammar, sink: &sink)
            }
            if !ok { break }
        }
        return verdict(of: scanner, digits: sink.digits)
    }

    /// The verdict's status alone, computed without allocating: what a keystroke decision needs.
    ///
    /// - Parameter text: The text of the field.
    /// - Returns: Complete, partial or invalid.
    /// - Complexity: O(*n*) in the length of `text`; no allocation.
    public func status(of text: String) -> VerdictStatus {
        var scanner = NumberScanner()
        var sink = DiscardingSink()
        _ = Self.withUTF8(text) { scanner.feed(utf8: $0, grammar: grammar, sink: &sink) }
        return scanner.status(grammar: grammar)
    }

    func verdict(of scanner: NumberScanner, digits: [UInt8]) -> Verdict {
        if let failure = scanner.failure { return .invalid(InvalidReason(failure), offset: scanner.failureOffset) }
        switch scanner.status(grammar: grammar) {
        case .invalid: return .invalid(.unexpectedCharacter, offset: scanner.failureOffset)
        case .partial: return .partial
        case .complete: return .complete(value(of: scanner, digits: digits))
        }
    }

    func value(of scanner: NumberScanner, digits: [UInt8]) -> NumericValue {
        let value = NumericValue(isNegative: scanner.isNegative, digits: digits,
                                 integerDigitCount: scanner.integerDigitCount, exponent: scanner.exponent)
        guard kind == .digits else { return value }
        let canonical = String(decoding: digits.lazy.map { $0 &+ 0x30 }, as: UTF8.self)
        return NumericValue(isNegative: false, significand: value.significand, exponent: value.exponent,
                            canonical: canonical)
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
        let rest = text.unicodeScalars[start...]
        var scanner = NumberScanner()
        var recorder = TokenRecordingSink()
        // The state at the longest complete prefix; its digits are a prefix of the recorder's (copying the
        // array at every step would make a long scan quadratic).
        var lastComplete: (scanner: NumberScanner, digitCount: Int)?
        for scalar in rest {
            if !scanner.feed(scalar: scalar.value, grammar: grammar, sink: &recorder) { break }
            if scanner.status(grammar: grammar) == .complete {
                lastComplete = (scanner, recorder.digits.count)
            }
        }
        let utf8 = text.utf8
        func position(_ byteOffset: Int) -> String.Index {
            utf8.index(start, offsetBy: byteOffset, limitedBy: utf8.endIndex) ?? utf8.endIndex
        }
        let stopByte = scanner.failure == nil
            ? (scanner.candidates != 0 ? scanner.symbolByteStart : scanner.byteOffset)
            : scanner.failureByteOffset
        let tokens = recorder.tokens.map { NumberToken(kind: $0.kind, range: position($0.start)..<position($0.end)) }
        let verdict = verdict(of: scanner, digits: recorder.digits)
        return NumberScan(
            tokens: tokens,
            stopIndex: position(stopByte),
            numberEndIndex: lastComplete.map { position($0.scanner.byteOffset) },
            value: lastComplete.map { value(of: $0.scanner, digits: Array(recorder.digits.prefix($0.digitCount))) },
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

/// Records tokens, merging runs of digits, for ``NumericValidator/scan(_:from:)``.
struct TokenRecordingSink: NumberScanSink {
    var tokens: [(kind: NumberToken.Kind, start: Int, end: Int)] = []
    var digits: [UInt8] = []

    mutating func scanned(_ kind: NumberToken.Kind, digit: UInt8, start: Int, end: Int) {
        if kind == .integerDigits || kind == .fractionDigits { digits.append(digit) }
        let isDigits = kind == .integerDigits || kind == .fractionDigits || kind == .exponentDigits
        if isDigits, let last = tokens.last, last.kind == kind, last.end == start {
            tokens[tokens.count - 1].end = end
        } else {
            tokens.append((kind, start, end))
        }
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
