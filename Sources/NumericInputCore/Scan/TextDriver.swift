/// Receives what a scan finds. Each requirement is off by default and costs nothing when off: the static
/// flags are constants once the driver is specialised.
protocol ScanSink {
    /// Whether the sink wants the mantissa's digits (for a value).
    static var collectsDigits: Bool { get }
    /// Whether the sink wants tokens (for ``NumericValidator/scan(_:from:)``).
    static var recordsTokens: Bool { get }
    /// A mantissa digit, 0...9.
    mutating func digit(_ value: UInt8)
    /// A run of ASCII mantissa digits.
    mutating func asciiDigits(_ run: UnsafeBufferPointer<UInt8>)
    /// A token from UTF-8 offset `start` to `end` (from where the scan began); `isComplete` tells whether the
    /// text up to `end` is a whole number, and `scanner` is the state there.
    mutating func token(_ kind: NumberToken.Kind, start: Int, end: Int, isComplete: Bool, scanner: NumberScanner)
}

extension ScanSink {
    static var collectsDigits: Bool { false }
    static var recordsTokens: Bool { false }
    @inline(__always) mutating func digit(_ value: UInt8) {}
    @inline(__always) mutating func asciiDigits(_ run: UnsafeBufferPointer<UInt8>) {}
    @inline(__always)
    mutating func token(_ kind: NumberToken.Kind, start: Int, end: Int, isComplete: Bool, scanner: NumberScanner) {}
}

/// Wants nothing: the per-keystroke path.
struct StatusSink: ScanSink {}

/// Collects the mantissa's digits for the value of a complete verdict.
struct ValueSink: ScanSink {
    static var collectsDigits: Bool { true }
    var digits = ValueDigits()
    @inline(__always) mutating func digit(_ value: UInt8) { digits.append(value) }
    @inline(__always) mutating func asciiDigits(_ run: UnsafeBufferPointer<UInt8>) { digits.appendASCII(run) }
}

/// The one loop that reads text.
///
/// It takes UTF-8 in one or more segments (a whole text; or an edit's kept prefix, replacement and kept suffix)
/// and runs every stage the plan has, scalar by scalar: grapheme clusters for the length, character sets, the
/// number (lexemes, multi-scalar symbols, the scanner), digit limits and bounds. Runs of digits are taken by
/// counting where no stage needs to see each one. UTF-16 text and `scan(_:from:)` are adapters over it.
///
/// The driver holds its plan unowned: it lives on the stack of the call that made it, which keeps the plan alive.
struct TextDriver<Sink: ScanSink> {
    private unowned(unsafe) let plan: RulePlan
    private unowned(unsafe) let grammar: NumberGrammar?
    var sink: Sink
    private(set) var scanner = NumberScanner()
    private var tracker: BoundsTracker
    private let isBounded: Bool
    private let countsGraphemes: Bool
    private let checksCharacters: Bool

    /// UTF-16 and UTF-8 offsets of the next scalar.
    private(set) var offset = 0
    private(set) var byteOffset = 0
    private(set) var graphemeCount = 0
    private var previousScalar: UInt32 = .max
    private var isRecognizerInSync = false
    private var clusterStart = 0
    private var clusterByteStart = 0
    private var cluster = SmallScalars()

    /// Inside a multi-scalar symbol: the candidates still matching, the next position, where it began.
    private var candidates: UInt32 = 0
    private var symbolPosition = 0
    private var symbolStart = 0
    private(set) var symbolByteStart = 0

    /// Why and where the text became invalid.
    private(set) var failure: InvalidReason?
    private(set) var failureOffset = 0
    private(set) var failureByteOffset = 0

    /// - Parameters:
    ///   - plan: The compiled rule; the caller keeps it alive for the driver's life.
    ///   - sink: What to collect.
    ///   - byteCount: The whole text's UTF-8 length when known: a text of no more bytes than the length limit
    ///     is within it in clusters, so clusters need not be counted for the limit alone.
    @inline(__always)
    init(plan: RulePlan, sink: Sink, byteCount: Int? = nil) {
        self.plan = plan
        self.grammar = plan.grammar
        self.sink = sink
        isBounded = plan.hasBounds
        tracker = isBounded ? BoundsTracker(bounds: plan.bounds.unsafelyUnwrapped) : BoundsTracker()
        checksCharacters = plan.checksCharacters
        var counts = plan.countsGraphemes
        if counts, !checksCharacters, !isBounded, let byteCount, byteCount <= plan.maxLength { counts = false }
        countsGraphemes = counts
    }

    // MARK: - Feeding

    /// Feeds valid UTF-8 made of whole scalars; returns false once the text is invalid. `recognizer` is the
    /// grapheme breaker, owned by the caller: its layout is not known at compile time, and keeping it out of the
    /// driver keeps the driver's layout fixed.
    @inline(__always)
    mutating func feed(utf8 bytes: UnsafeBufferPointer<UInt8>, recognizer: inout Unicode._CharacterRecognizer)
        -> Bool
    {
        if failure != nil { return false }
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if let grammar, !checksCharacters, !isBounded, candidates == 0 {
                let taken = takeDigitRun(bytes, from: index, lead: lead, grammar: grammar)
                if taken > 0 { index &+= taken; continue }
            }
            var scalar = UInt32(lead)
            var length = 1
            if lead >= 0x80 {
                guard let decoded = Self.decode(bytes, at: index) else {
                    return fail(.unexpectedCharacter, at: offset, byte: byteOffset)
                }
                (scalar, length) = decoded
            }
            index &+= length
            if !feed(scalar: scalar, utf8Length: length, recognizer: &recognizer) { return false }
        }
        return true
    }

    /// Feeds a code unit that is not a scalar (a lone surrogate in UTF-16): never part of any text a rule takes.
    mutating func feedLoneSurrogate() {
        if failure == nil { _ = fail(.unexpectedCharacter, at: offset, byte: byteOffset) }
    }

    /// Feeds UTF-16, transcoded through a small stack buffer into ``feed(utf8:recognizer:)``.
    mutating func feed<Units: Collection<UInt16>>(utf16 units: Units, recognizer: inout Unicode._CharacterRecognizer) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { buffer in
            var count = 0
            var iterator = units.makeIterator()
            var pending: UInt16?
            while failure == nil {
                guard let unit = pending ?? iterator.next() else { break }
                pending = nil
                var scalar: UInt32
                if unit & 0xF800 != 0xD800 {
                    scalar = UInt32(unit)
                } else if unit & 0xFC00 == 0xD800, let next = iterator.next() {
                    guard next & 0xFC00 == 0xDC00 else {
                        pending = next
                        _ = feed(utf8: UnsafeBufferPointer(rebasing: buffer[..<count]), recognizer: &recognizer)
                        count = 0
                        feedLoneSurrogate()
                        break
                    }
                    scalar = 0x10000 + (UInt32(unit & 0x3FF) << 10 | UInt32(next & 0x3FF))
                } else {
                    _ = feed(utf8: UnsafeBufferPointer(rebasing: buffer[..<count]), recognizer: &recognizer)
                    count = 0
                    feedLoneSurrogate()
                    break
                }
                count = Self.encode(scalar, into: buffer, at: count)
                if count > 252 {
                    _ = feed(utf8: UnsafeBufferPointer(rebasing: buffer[..<count]), recognizer: &recognizer)
                    count = 0
                }
            }
            if failure == nil {
                _ = feed(utf8: UnsafeBufferPointer(rebasing: buffer[..<count]), recognizer: &recognizer)
            }
        }
    }

    @inline(__always)
    private static func encode(_ scalar: UInt32, into buffer: UnsafeMutableBufferPointer<UInt8>, at index: Int) -> Int {
        if scalar < 0x80 {
            buffer[index] = UInt8(scalar)
            return index + 1
        }
        if scalar < 0x800 {
            buffer[index] = UInt8(0xC0 | scalar >> 6)
            buffer[index + 1] = UInt8(0x80 | scalar & 0x3F)
            return index + 2
        }
        if scalar < 0x10000 {
            buffer[index] = UInt8(0xE0 | scalar >> 12)
            buffer[index + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
            buffer[index + 2] = UInt8(0x80 | scalar & 0x3F)
            return index + 3
        }
        buffer[index] = UInt8(0xF0 | scalar >> 18)
        buffer[index + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
        buffer[index + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
        buffer[index + 3] = UInt8(0x80 | scalar & 0x3F)
        return index + 4
    }

    /// Decodes the non-ASCII scalar at `index` of valid UTF-8; nil if the buffer ends inside it.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: UInt32, length: Int)? {
        let lead = bytes[index]
        var scalar: UInt32
        let length: Int
        if lead < 0xE0 {
            scalar = UInt32(lead & 0x1F); length = 2
        } else if lead < 0xF0 {
            scalar = UInt32(lead & 0x0F); length = 3
        } else {
            scalar = UInt32(lead & 0x07); length = 4
        }
        guard index &+ length <= bytes.count else { return nil }
        for continuation in 1..<length { scalar = scalar << 6 | UInt32(bytes[index &+ continuation] & 0x3F) }
        return (scalar, length)
    }

    // MARK: - One scalar

    @inline(__always)
    private mutating func feed(scalar: UInt32, utf8Length: Int, recognizer: inout Unicode._CharacterRecognizer)
        -> Bool
    {
        let start = offset
        let byteStart = byteOffset
        offset &+= scalar > 0xFFFF ? 2 : 1
        byteOffset &+= utf8Length

        if countsGraphemes {
            if isGraphemeBreak(before: scalar, recognizer: &recognizer) {
                if checksCharacters, graphemeCount > 0, !checkCluster() { return false }
                graphemeCount &+= 1
                if graphemeCount > plan.maxLength { return fail(.tooLong, at: start, byte: byteStart) }
                clusterStart = start
                clusterByteStart = byteStart
                if checksCharacters { cluster.removeAll() }
            }
            if checksCharacters { cluster.append(scalar) }
        }

        guard let grammar else { return true }
        if candidates != 0 {
            return continueSymbol(scalar: scalar, grammar: grammar, start: start, byteStart: byteStart)
        }
        let lexeme = grammar.lexeme(of: scalar)
        if lexeme.isSymbolStart {
            return beginSymbol(scalar: scalar, grammar: grammar, start: start, byteStart: byteStart)
        }
        return take(lexeme, grammar: grammar, start: start, byteStart: byteStart)
    }

    /// Gives one lexeme to the scanner and applies the stages that follow it: digit limits, bounds, the sink.
    @inline(__always)
    private mutating func take(_ lexeme: Lexeme, grammar: NumberGrammar, start: Int, byteStart: Int) -> Bool {
        let kind: NumberToken.Kind
        switch scanner.consume(lexeme, in: grammar) {
        case .rejected(let reason): return fail(reason, at: start, byte: byteStart)
        case .accepted(let accepted): kind = accepted
        }
        switch kind {
        case .integerDigits:
            if scanner.integerDigitCount > plan.maxIntegerDigits {
                return fail(.tooManyIntegerDigits, at: start, byte: byteStart)
            }
            if Sink.collectsDigits { sink.digit(lexeme.digitValue) }
            if isBounded {
                tracker.integerDigit(lexeme.digitValue, isFirst: scanner.integerDigitCount == 1)
            }
        case .fractionDigits:
            if scanner.fractionDigitCount > plan.maxFractionDigits {
                return fail(.tooManyFractionDigits, at: start, byte: byteStart)
            }
            if Sink.collectsDigits { sink.digit(lexeme.digitValue) }
            if isBounded { tracker.fractionDigit(lexeme.digitValue) }
        case .exponentMarker where isBounded:
            // Bounds apply to numbers without an exponent (a scientific kind keeps its marker in the grammar).
            return fail(.exponentNotAllowed, at: start, byte: byteStart)
        default:
            if isBounded { tracker.otherLexeme() }
        }
        if Sink.recordsTokens {
            sink.token(kind, start: byteStart, end: byteOffset,
                       isComplete: scanner.status(in: grammar) == .complete, scanner: scanner)
        }
        if isBounded, tracker.isChanged || plan.checksBoundsOnEveryLexeme {
            return checkBounds(start: start, byteStart: byteStart)
        }
        return true
    }

    // MARK: - Multi-scalar symbols

    private mutating func beginSymbol(scalar: UInt32, grammar: NumberGrammar, start: Int, byteStart: Int) -> Bool {
        var acceptable: UInt32 = 0
        var firstReason: InvalidReason?
        var mask = grammar.symbolsStarting(with: scalar)
        while mask != 0 {
            let index = mask.trailingZeroBitCount
            mask &= mask &- 1
            if let reason = scanner.rejection(of: grammar.multiScalarSymbols[index].lexeme, in: grammar) {
                firstReason = firstReason ?? reason
            } else {
                acceptable |= 1 << UInt32(index)
            }
        }
        guard acceptable != 0 else { return fail(firstReason ?? .unexpectedCharacter, at: start, byte: byteStart) }
        candidates = acceptable
        symbolPosition = 1
        symbolStart = start
        symbolByteStart = byteStart
        return true
    }

    private mutating func continueSymbol(scalar: UInt32, grammar: NumberGrammar, start: Int, byteStart: Int)
        -> Bool
    {
        var remaining: UInt32 = 0
        var completed: Lexeme?
        var mask = candidates
        while mask != 0 {
            let index = mask.trailingZeroBitCount
            mask &= mask &- 1
            let symbol = grammar.multiScalarSymbols[index]
            guard symbolPosition < symbol.scalars.count, symbol.scalars[symbolPosition] == scalar else { continue }
            if symbolPosition + 1 == symbol.scalars.count {
                completed = completed ?? symbol.lexeme
            } else {
                remaining |= 1 << UInt32(index)
            }
        }
        if let completed {
            candidates = 0
            return take(completed, grammar: grammar, start: symbolStart, byteStart: symbolByteStart)
        }
        guard remaining != 0 else { return fail(.unexpectedCharacter, at: start, byte: byteStart) }
        candidates = remaining
        symbolPosition &+= 1
        return true
    }

    // MARK: - Runs of digits

    /// Inside a run of digits of the number's own system, where no stage needs to see each digit (no character
    /// sets, no bounds), every digit is a cluster of its own and a digit for the scanner: count them in bulk, up
    /// to the first limit they would cross (the scalar path then reports it). Returns the bytes taken.
    @inline(__always)
    private mutating func takeDigitRun(
        _ bytes: UnsafeBufferPointer<UInt8>, from index: Int, lead: UInt8, grammar: NumberGrammar
    ) -> Int {
        let isASCII = lead &- 0x30 < 10
        guard isASCII || lead == grammar.nativeDigitLead else { return 0 }
        guard scanner.canTakeDigitRun(of: isASCII ? .ascii : .native) else { return 0 }
        // The digit before must be of the same system, so no cluster can join across the run's start.
        if countsGraphemes {
            guard isASCII ? previousScalar &- 0x30 < 10 : previousScalar &- grammar.nativeZero < 10 else { return 0 }
        }
        var limit = countsGraphemes ? plan.maxLength &- graphemeCount : Int.max
        limit = Swift.min(limit, scanner.phase == .integer ? plan.maxIntegerDigits &- scanner.integerDigitCount
                                                         : plan.maxFractionDigits &- scanner.fractionDigitCount)
        guard limit > 0 else { return 0 }
        let taken: Int
        let byteCount: Int
        let nonZero: Bool
        if isASCII {
            (taken, nonZero) = Self.countASCIIDigits(bytes, from: index, limit: limit)
            byteCount = taken
        } else {
            (taken, nonZero) = Self.countNativeDigits(bytes, from: index, limit: limit, grammar: grammar)
            byteCount = 2 &* taken
        }
        guard taken > 0 else { return 0 }
        let kind = scanner.takeDigitRun(count: taken, hasNonZeroDigit: nonZero)
        if Sink.collectsDigits {
            if isASCII {
                sink.asciiDigits(UnsafeBufferPointer(rebasing: bytes[index..<(index &+ taken)]))
            } else {
                for at in stride(from: index &+ 1, to: index &+ byteCount, by: 2) {
                    sink.digit(bytes[at] &- grammar.nativeDigitFirstContinuation)
                }
            }
        }
        if Sink.recordsTokens {
            sink.token(kind, start: byteOffset, end: byteOffset &+ byteCount,
                       isComplete: scanner.status(in: grammar) == .complete, scanner: scanner)
        }
        offset &+= taken
        byteOffset &+= byteCount
        if countsGraphemes {
            graphemeCount &+= taken
            isRecognizerInSync = false
            previousScalar = isASCII ? UInt32(bytes[index &+ taken &- 1])
                : grammar.nativeZero &+ UInt32(bytes[index &+ byteCount &- 1] &- grammar.nativeDigitFirstContinuation)
        }
        return byteCount
    }

    /// ASCII digits from `index`, at most `limit`, eight bytes at a time; and whether one was not zero.
    @inline(__always)
    private static func countASCIIDigits(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int, limit: Int)
        -> (count: Int, hasNonZero: Bool)
    {
        let end = limit < bytes.count &- index ? index &+ limit : bytes.count
        var position = index
        var nonZero: UInt64 = 0
        if let base = bytes.baseAddress {
            // Every byte is in 0x30...0x39 when neither x - 0x30 nor x + 0x46 sets a high bit.
            while position &+ 8 <= end {
                let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
                let low = word &- 0x3030_3030_3030_3030
                let high = word &+ 0x4646_4646_4646_4646
                if (low | high) & 0x8080_8080_8080_8080 != 0 { break }
                nonZero |= low
                position &+= 8
            }
        }
        while position < end {
            let digit = bytes[position] &- 0x30
            if digit >= 10 { break }
            nonZero |= UInt64(digit)
            position &+= 1
        }
        return (position &- index, nonZero != 0)
    }

    /// Two-byte native digits (Arabic-Indic, Persian, …) from `index`, at most `limit`.
    @inline(__always)
    private static func countNativeDigits(
        _ bytes: UnsafeBufferPointer<UInt8>, from index: Int, limit: Int, grammar: NumberGrammar
    ) -> (count: Int, hasNonZero: Bool) {
        let lead = grammar.nativeDigitLead
        let first = grammar.nativeDigitFirstContinuation
        var position = index
        var taken = 0
        var nonZero = false
        while taken < limit, position &+ 1 < bytes.count, bytes[position] == lead {
            let digit = bytes[position &+ 1] &- first
            if digit >= 10 { break }
            nonZero = nonZero || digit != 0
            position &+= 2
            taken &+= 1
        }
        return (taken, nonZero)
    }

    // MARK: - Clusters

    @inline(__always)
    private mutating func isGraphemeBreak(before scalar: UInt32, recognizer: inout Unicode._CharacterRecognizer)
        -> Bool
    {
        defer { previousScalar = scalar }
        if previousScalar == .max {
            isRecognizerInSync = false
            return true
        }
        // Below U+0300 every scalar is a cluster of its own but for CR LF: no need for the full rules.
        if scalar < 0x300 && previousScalar < 0x300 {
            isRecognizerInSync = false
            return !(previousScalar == 0x0D && scalar == 0x0A)
        }
        if !isRecognizerInSync {
            recognizer = Unicode._CharacterRecognizer()
            _ = recognizer.hasBreak(before: Unicode.Scalar(previousScalar) ?? "\u{FFFD}")
            isRecognizerInSync = true
        }
        return recognizer.hasBreak(before: Unicode.Scalar(scalar) ?? "\u{FFFD}")
    }

    private mutating func checkCluster() -> Bool {
        guard cluster.count > 0, let characters = plan.characters,
              let reason = characters.rejection(of: cluster) else { return true }
        return fail(reason, at: clusterStart, byte: clusterByteStart)
    }

    // MARK: - Bounds

    private mutating func checkBounds(start: Int, byteStart: Int) -> Bool {
        guard let bounds = plan.bounds else { return true }
        if withTyped(bounds.isReachable) { return true }
        return fail(withTyped(bounds.isBelowMinimum) ? .belowMinimum : .aboveMaximum, at: start, byte: byteStart)
    }

    private func withTyped<Result>(_ body: (Bounds.Typed) -> Result) -> Result {
        let kind = grammar?.kind ?? .numeric
        return tracker.withTyped(
            isNegative: scanner.phase == .start && kind.allowsSign ? nil : scanner.isNegative,
            hasDecimalSeparator: scanner.hasDecimalSeparator,
            allowsFraction: plan.allowsFraction,
            integerDigitsLeft: plan.maxIntegerDigits == .max
                ? nil : Swift.max(0, plan.maxIntegerDigits &- scanner.integerDigitCount),
            fractionDigitLimit: plan.maxFractionDigits == .max ? nil : plan.maxFractionDigits,
            fractionDigitCount: scanner.fractionDigitCount,
            charactersLeft: plan.maxLength == .max ? nil : Swift.max(0, plan.maxLength &- graphemeCount),
            body)
    }

    // MARK: - End

    @inline(__always)
    private mutating func fail(_ reason: InvalidReason, at offset: Int, byte: Int) -> Bool {
        failure = reason
        failureOffset = offset
        failureByteOffset = byte
        return false
    }

    /// Finishes the scan: the last cluster's characters, the number's status, bounds. After an invalid status,
    /// ``failure`` and ``failureOffset`` say why and where.
    mutating func finish() -> VerdictStatus {
        if failure != nil { return .invalid }
        if checksCharacters, graphemeCount > 0, !checkCluster() { return .invalid }
        guard let grammar else { return .complete }
        if candidates != 0 { return .partial }
        let status = scanner.status(in: grammar)
        guard let bounds = plan.bounds else { return status }
        // An empty text had no lexeme to check after: its reachability is checked here.
        if offset == 0, !checkBounds(start: 0, byteStart: 0) { return .invalid }
        if status == .complete && !withTyped(bounds.contains) { return .partial }
        return status
    }

    /// Whether the scan stopped inside a multi-scalar symbol.
    var isInsideSymbol: Bool { candidates != 0 }
}


extension TextDriver where Sink == ValueSink {
    /// Finishes the scan and says its verdict, with the value of a complete number.
    mutating func verdict() -> Verdict {
        switch finish() {
        case .invalid: return .invalid(failure ?? .unexpectedCharacter, offset: failureOffset)
        case .partial: return .partial
        case .complete:
            guard let grammar else { return .complete(nil) }
            return .complete(grammar.kind == .digits ? sink.digits.digitString()
                : sink.digits.value(isNegative: scanner.isNegative, integerDigitCount: scanner.integerDigitCount,
                                    exponent: scanner.exponent))
        }
    }
}
