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
    ///   - style: The affixes of a percentage or an amount of money around the number; none by default. A
    ///     currency's fraction digits limit the fraction (an `InputRule`'s own `maxFractionDigits` wins).
    /// - Complexity: Compiles tables once: microseconds. The `NumericInput` module's
    ///   `NumericValidator(locale:kind:grouping:)` caches validators per locale, kind and grouping.
    public init(symbols: NumberSymbols, kind: NumericKind = .numeric, grouping: GroupingPolicy = .none,
                style: StyleSymbols? = nil) {
        let affixes = style.flatMap { $0.style == .decimal ? nil : AffixPlan($0) }
        // A style may write the number with its own separators and group sizes (money in fr_CH, percent in mr).
        let numberSymbols = affixes == nil ? symbols : style?.numberSymbols ?? symbols
        self.plan = RulePlan(number: NumberGrammar(symbols: numberSymbols, kind: kind, grouping: grouping),
                             affixes: affixes)
    }

    /// The style's affixes around the number (a percentage, an amount of money); nil for a plain number.
    public var style: StyleSymbols? { plan.affixes?.symbols }

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
        if plan.affixes != nil { return UTF8Bytes.withUTF8(text) { plan.verdict(of: $0) } }
        // A validator's plan reads only the number (`RulePlan(number:)` has no other stage).
        return UTF8Bytes.withUTF8(text) { bytes in
            if plan.readsMantissaTableVerdict, let verdict = MantissaReader.verdict(
                of: bytes, grammar: .passUnretained(plan.grammar.unsafelyUnwrapped)) {
                return verdict
            }
            return Self.driverVerdict(of: bytes, plan: plan)
        }
    }

    /// A text the ASCII table does not decide: through the scalar table where the grammar has one, then the
    /// driver. Out of line, so the table's verdict keeps its frame small (inlined, the scalar table's call cost
    /// de_DE's seven-character verdict 9 instructions).
    @inline(never)
    private static func driverVerdict(of bytes: UnsafeBufferPointer<UInt8>, plan: RulePlan) -> Verdict {
        if plan.readsScalarMantissaTableVerdict, let verdict = plan.scalarTableVerdict(of: bytes) { return verdict }
        var driver = TextDriver<ValueSink, NumberStages>(plan: plan, sink: ValueSink(textLength: bytes.count),
                                                         stageState: nil)
        var recognizer = NoClusterRecognizer()
        _ = driver.feed(utf8: bytes, recognizer: &recognizer)
        return driver.verdict()
    }

    /// The verdict for text given as UTF-16 code units, as UIKit, AppKit and JavaScript bridges hold it.
    ///
    /// A lone surrogate is a character that cannot be part of a number: the verdict is invalid at its offset.
    ///
    /// - Parameter codeUnits: The text as UTF-16.
    /// - Returns: The verdict, as for ``verdict(for:)``.
    /// - Complexity: O(*n*) in the number of code units; transcoded through a small stack buffer, not copied. No
    ///   allocation for a `String.UTF16View` or a collection with contiguous storage (`[UInt16]`,
    ///   `UnsafeBufferPointer<UInt16>`, …).
    public func verdict<CodeUnits: Collection<UInt16>>(forUTF16 codeUnits: CodeUnits) -> Verdict {
        // Called from another module this body runs unspecialized, every code unit through the collection's
        // witness table and the iterator boxed on the heap (callgrind: 5,176 instructions and allocations for
        // seven units of an array, against 1,102 for `verdict(for:)` of the same text). The two kinds of
        // collection callers hold are taken to concrete code first.
        if CodeUnits.self == String.UTF16View.self, let utf16 = codeUnits as? String.UTF16View {
            // A String's code units: its own text, with no lone surrogate to find.
            return verdict(for: String(utf16))
        }
        if let verdict = codeUnits.withContiguousStorageIfAvailable({ verdict(forUTF16Buffer: $0) }) {
            return verdict
        }
        return verdict(forAnyUTF16: codeUnits)
    }

    /// The UTF-16 verdict for contiguous code units: the generic transcoding, specialized here.
    private func verdict(forUTF16Buffer codeUnits: UnsafeBufferPointer<UInt16>) -> Verdict {
        verdict(forAnyUTF16: codeUnits)
    }

    @inline(__always)
    private func verdict<CodeUnits: Collection<UInt16>>(forAnyUTF16 codeUnits: CodeUnits) -> Verdict {
        if plan.affixes != nil {
            // A styled number: the affixes are matched on the text, so it is decoded first (a lone surrogate
            // becomes U+FFFD, which no number or affix contains).
            return verdict(for: String(decoding: codeUnits, as: UTF16.self))
        }
        // A validator's plan reads only the number (`RulePlan(number:)` has no other stage).
        var driver = TextDriver<ValueSink, NumberStages>(plan: plan, sink: ValueSink(textLength: codeUnits.count),
                                                         stageState: nil)
        var recognizer = NoClusterRecognizer()
        driver.feed(utf16: codeUnits, recognizer: &recognizer)
        return driver.verdict()
    }

    /// The verdict's status alone, computed without allocating: what a keystroke decision needs.
    ///
    /// - Parameter text: The text of the field.
    /// - Returns: Complete, partial or invalid.
    /// - Complexity: O(*n*) in the length of `text`; no allocation.
    public func status(of text: String) -> VerdictStatus {
        if plan.affixes != nil { return verdict(for: text).status }
        return UTF8Bytes.withUTF8(text) { bytes in
            // The mantissa's table first (`MantissaReader`), the driver on from where it stops.
            let grammar = Unmanaged.passUnretained(self.grammar)
            var reader = MantissaReader(grammar: grammar)
            var taken = 0
            if plan.readsMantissaTable {
                if bytes.count > MantissaReader.longText {
                    taken = reader.readLong(bytes, grammar: grammar)
                } else {
                    // Through the table without a test per byte; where it stopped, read again with one.
                    reader.readThrough(bytes)
                    if !reader.hasExited { return reader.status(in: grammar) }
                    reader = MantissaReader(grammar: grammar)
                    taken = reader.read(bytes)
                }
                if taken == bytes.count { return reader.status(in: grammar) }
            }
            var driver = TextDriver<StatusSink, NumberStages>(plan: plan, sink: StatusSink(), stageState: nil)
            if taken > 0 {
                let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
                let read = reader.resumption(in: grammar, replaying: bytes, none, none)
                driver.resume(with: read.machine, after: read.bytes, utf16Count: read.utf16Count)
            }
            var recognizer = NoClusterRecognizer()
            _ = driver.feed(utf8: UnsafeBufferPointer(rebasing: bytes[taken...]), recognizer: &recognizer)
            return driver.finish().status
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
        let utf8 = text.utf8
        let requested = index > text.endIndex ? utf8.count : utf8.distance(from: utf8.startIndex, to: index)
        let (startByte, (result, number), recorder) = UTF8Bytes.withUTF8(text) { bytes in
            let startByte = UTF8Bytes.scalarStart(bytes, atOrBefore: requested)
            var driver = TextDriver<TokenRecordingSink, NumberStages>(plan: plan, sink: TokenRecordingSink(),
                                                                 stageState: nil)
            var recognizer = NoClusterRecognizer()
            _ = driver.feed(utf8: UnsafeBufferPointer(rebasing: bytes[startByte...]), recognizer: &recognizer)
            let (result, number) = driver.finishWithNumber()
            return (startByte, (result, number), driver.sink)
        }
        let start = UTF8Bytes.index(in: text, byte: startByte)
        func position(_ byteOffset: Int) -> String.Index {
            utf8.index(start, offsetBy: byteOffset, limitedBy: utf8.endIndex) ?? utf8.endIndex
        }
        let verdict: Verdict = switch result {
        case .invalid(let rejection, _): .invalid(rejection.reason, offset: rejection.offset)
        case .partial: .partial
        case .complete:
            .complete(recorder.value(digitCount: recorder.digits.count, scanner: number, kind: kind))
        }
        return NumberScan(
            tokens: recorder.tokens.map { NumberToken(kind: $0.kind, range: position($0.start)..<position($0.end)) },
            stopIndex: position(result.stopByteOffset),
            numberEndIndex: recorder.lastComplete.map { position($0.end) },
            value: recorder.lastComplete.map { recorder.value(digitCount: $0.digitCount, scanner: $0.scanner,
                                                              kind: kind) },
            verdict: verdict)
    }
}
