/// Receives what the scanner recognises. The no-op sink costs nothing once specialised.
protocol NumberScanSink {
    /// Whether the sink wants each token. When false, runs of digits are counted without visiting each digit.
    static var collectsTokens: Bool { get }
    /// A token from UTF-8 offset `start` to `end` (relative to where the scan began). `digit` is the digit's
    /// value for digit tokens.
    mutating func scanned(_ kind: NumberToken.Kind, digit: UInt8, start: Int, end: Int)
}

extension NumberScanSink {
    static var collectsTokens: Bool { true }
}

/// Ignores everything: the per-keystroke path.
struct DiscardingSink: NumberScanSink {
    static var collectsTokens: Bool { false }
    @inline(__always)
    mutating func scanned(_ kind: NumberToken.Kind, digit: UInt8, start: Int, end: Int) {}
}

/// Collects the mantissa's digits, for the value of a complete verdict.
struct DigitCollectingSink: NumberScanSink {
    var digits: [UInt8] = []

    @inline(__always)
    mutating func scanned(_ kind: NumberToken.Kind, digit: UInt8, start: Int, end: Int) {
        if kind == .integerDigits || kind == .fractionDigits { digits.append(digit) }
    }
}

/// The scanner: a state machine over Unicode scalars with one `mutating` step per scalar.
///
/// It holds only plain values (the grammar is passed in), so copying it is cheap and allocation-free. A rejected
/// scalar is a result: `consume` returns false and the scanner remembers why and where.
struct NumberScanner {
    enum Phase: UInt8 {
        case start, sign, integer, group, decimalWithoutInteger, decimalAfterInteger, fraction
        case exponentMarker, exponentSign, exponentDigits
    }

    /// ICU's decimal exponent limit.
    static let maximumExponent = 999_999_999

    var phase = Phase.start
    /// A bidi mark was seen where a sign may come; the next token must be a sign.
    var isMarkPending = false
    /// 0: ASCII digits, 1: native digits, 0xFF: no digit yet.
    var digitSystem: UInt8 = 0xFF
    var isNegative = false
    var integerDigitCount = 0
    var fractionDigitCount = 0
    var hasNonZeroDigit = false
    var hasGroupingSeparator = false
    /// Digits since the last grouping separator (or since the first digit).
    var groupDigitCount = 0
    var isExponentNegative = false
    var exponentMagnitude = 0
    /// While inside a multi-scalar symbol: the candidates still matching, the next position, where it began.
    var candidates: UInt32 = 0
    var symbolPosition = 0
    var symbolStart = 0
    var symbolByteStart = 0
    /// UTF-16 and UTF-8 offsets of the next scalar.
    var offset = 0
    var byteOffset = 0
    /// Why and where the scan failed.
    var failure: InvalidReason.Code?
    var failureOffset = 0
    var failureByteOffset = 0

    init() {}

    var exponent: Int { isExponentNegative ? -exponentMagnitude : exponentMagnitude }

    // MARK: - Feeding

    /// Feeds valid UTF-8; returns false at the first rejected scalar.
    @inline(__always)
    mutating func feed<Sink: NumberScanSink>(
        utf8 bytes: UnsafeBufferPointer<UInt8>, grammar: NumberGrammar, sink: inout Sink
    ) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                if lead &- 0x30 < 10 && digitSystem == 0 {
                    let taken = takeASCIIDigitRun(bytes, from: index, limit: .max, sink: &sink)
                    if taken > 0 { index &+= taken; continue }
                }
                index &+= 1
                if !consume(code: grammar.ascii[Int(lead)], scalar: UInt32(lead), width: 1, bytes: 1,
                            grammar: grammar, sink: &sink) { return false }
                continue
            }
            if lead == grammar.nativeDigitLead && digitSystem == 1 {
                let taken = takeNativeDigitRun(bytes, from: index, limit: .max, grammar: grammar, sink: &sink)
                if taken > 0 { index &+= 2 &* taken; continue }
            }
            guard let (scalar, length) = Self.decode(bytes, at: index) else {
                return fail(.unexpectedCharacter, at: offset, byte: byteOffset)
            }
            index &+= length
            if !consume(code: grammar.code(ofNonASCII: scalar), scalar: scalar, width: length == 4 ? 2 : 1,
                        bytes: length, grammar: grammar, sink: &sink) { return false }
        }
        return true
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
        guard index + length <= bytes.count else { return nil }
        for continuation in 1..<length { scalar = scalar << 6 | UInt32(bytes[index &+ continuation] & 0x3F) }
        return (scalar, length)
    }

    // MARK: - Runs of digits

    /// Whether a run of digits of the number's own system can be taken by counting alone: inside the integer
    /// part (ungrouped) or the fraction, with nothing pending.
    @inline(__always)
    var canTakeDigitRun: Bool {
        guard candidates == 0, !isMarkPending, failure == nil else { return false }
        switch phase {
        case .integer: return !hasGroupingSeparator
        case .fraction, .decimalAfterInteger, .decimalWithoutInteger: return true
        default: return false
        }
    }

    /// Takes up to `limit` ASCII digits from `index`; returns how many (0: the careful path must decide).
    /// The caller has checked that the number's digits are ASCII.
    @inline(__always)
    mutating func takeASCIIDigitRun<Sink: NumberScanSink>(
        _ bytes: UnsafeBufferPointer<UInt8>, from index: Int, limit: Int, sink: inout Sink
    ) -> Int {
        guard canTakeDigitRun, limit > 0 else { return 0 }
        let end = limit < bytes.count &- index ? index &+ limit : bytes.count
        var position = index
        var nonZero: UInt64 = 0
        // Eight bytes at a time: every byte in 0x30...0x39 when neither x - 0x30 nor x + 0x46 sets a high bit.
        if let base = bytes.baseAddress {
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
        let taken = position &- index
        if taken > 0 {
            if Sink.collectsTokens {
                for at in index..<position {
                    sink.scanned(phase == .integer ? .integerDigits : .fractionDigits, digit: bytes[at] &- 0x30,
                                 start: byteOffset &+ (at &- index), end: byteOffset &+ (at &- index) &+ 1)
                }
            }
            countDigitRun(taken, nonZero: nonZero != 0, utf16: taken, bytes: taken)
        }
        return taken
    }

    /// Takes up to `limit` two-byte native digits (Arabic-Indic, Persian, …) from `index`; returns how many.
    @inline(__always)
    mutating func takeNativeDigitRun<Sink: NumberScanSink>(
        _ bytes: UnsafeBufferPointer<UInt8>, from index: Int, limit: Int, grammar: NumberGrammar, sink: inout Sink
    ) -> Int {
        guard canTakeDigitRun, limit > 0 else { return 0 }
        let lead = grammar.nativeDigitLead
        let first = grammar.nativeDigitFirstContinuation
        var position = index
        var taken = 0
        var nonZero = false
        while taken < limit, position &+ 1 < bytes.count, bytes[position] == lead {
            let digit = bytes[position &+ 1] &- first
            if digit >= 10 { break }
            if Sink.collectsTokens {
                sink.scanned(phase == .integer ? .integerDigits : .fractionDigits, digit: digit,
                             start: byteOffset &+ (position &- index), end: byteOffset &+ (position &- index) &+ 2)
            }
            nonZero = nonZero || digit != 0
            position &+= 2
            taken &+= 1
        }
        if taken > 0 { countDigitRun(taken, nonZero: nonZero, utf16: taken, bytes: 2 &* taken) }
        return taken
    }

    @inline(__always)
    private mutating func countDigitRun(_ count: Int, nonZero: Bool, utf16: Int, bytes: Int) {
        if phase == .integer {
            integerDigitCount &+= count
            groupDigitCount &+= count
        } else {
            phase = .fraction
            fractionDigitCount &+= count
        }
        hasNonZeroDigit = hasNonZeroDigit || nonZero
        offset &+= utf16
        byteOffset &+= bytes
    }

    /// Feeds one scalar (for UTF-16 input and for callers that hold scalars).
    @inline(__always)
    mutating func feed<Sink: NumberScanSink>(scalar: UInt32, grammar: NumberGrammar, sink: inout Sink) -> Bool {
        let code = scalar < 128 ? grammar.ascii[Int(scalar)] : grammar.code(ofNonASCII: scalar)
        let bytes = scalar < 0x80 ? 1 : scalar < 0x800 ? 2 : scalar < 0x10000 ? 3 : 4
        return consume(code: code, scalar: scalar, width: scalar > 0xFFFF ? 2 : 1, bytes: bytes,
                       grammar: grammar, sink: &sink)
    }

    /// Feeds a code unit sequence that is not a scalar (a lone surrogate): always rejected.
    mutating func feedLoneSurrogate() -> Bool {
        if failure != nil { return false }
        return fail(.unexpectedCharacter, at: offset, byte: byteOffset)
    }

    @inline(__always)
    private mutating func fail(_ reason: InvalidReason.Code, at offset: Int, byte: Int) -> Bool {
        failure = reason
        failureOffset = offset
        failureByteOffset = byte
        return false
    }

    // MARK: - One scalar

    @inline(__always)
    mutating func consume<Sink: NumberScanSink>(
        code: NumberGrammar.Code, scalar: UInt32, width: Int, bytes: Int, grammar: NumberGrammar, sink: inout Sink
    ) -> Bool {
        let start = offset
        let byteStart = byteOffset
        offset &+= width
        byteOffset &+= bytes
        if candidates != 0 {
            return continueSymbol(scalar: scalar, start: start, byteStart: byteStart, grammar: grammar, sink: &sink)
        }
        if code & 0xC0 == NumberGrammar.symbolStart {
            return beginSymbol(scalar: scalar, start: start, byteStart: byteStart, grammar: grammar)
        }
        if let reason = step(code, grammar: grammar, start: byteStart, end: byteOffset, sink: &sink) {
            return fail(reason, at: start, byte: byteStart)
        }
        return true
    }

    private mutating func beginSymbol(scalar: UInt32, start: Int, byteStart: Int, grammar: NumberGrammar) -> Bool {
        var acceptable: UInt32 = 0
        var firstReason: InvalidReason.Code?
        var mask = grammar.symbolsStarting(with: scalar)
        while mask != 0 {
            let index = mask.trailingZeroBitCount
            mask &= mask - 1
            var probe = self
            var discard = DiscardingSink()
            if let reason = probe.step(grammar.multiScalarSymbols[index].code, grammar: grammar, start: 0, end: 0,
                                       sink: &discard) {
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

    private mutating func continueSymbol<Sink: NumberScanSink>(
        scalar: UInt32, start: Int, byteStart: Int, grammar: NumberGrammar, sink: inout Sink
    ) -> Bool {
        var remaining: UInt32 = 0
        var completed: NumberGrammar.Code?
        var mask = candidates
        while mask != 0 {
            let index = mask.trailingZeroBitCount
            mask &= mask - 1
            let symbol = grammar.multiScalarSymbols[index]
            guard symbolPosition < symbol.scalars.count, symbol.scalars[symbolPosition] == scalar else { continue }
            if symbolPosition + 1 == symbol.scalars.count {
                completed = completed ?? symbol.code
            } else {
                remaining |= 1 << UInt32(index)
            }
        }
        if let code = completed {
            candidates = 0
            if let reason = step(code, grammar: grammar, start: symbolByteStart, end: byteOffset, sink: &sink) {
                return fail(reason, at: symbolStart, byte: symbolByteStart)
            }
            return true
        }
        guard remaining != 0 else { return fail(.unexpectedCharacter, at: start, byte: byteStart) }
        candidates = remaining
        symbolPosition += 1
        return true
    }

    /// The transition for one token. Checks everything before changing anything, so a rejected token leaves
    /// the state as it was.
    @inline(__always)
    mutating func step<Sink: NumberScanSink>(
        _ code: NumberGrammar.Code, grammar: NumberGrammar, start: Int, end: Int, sink: inout Sink
    ) -> InvalidReason.Code? {
        let kind = grammar.kind
        if code < 0x20 {
            let system = code >> 4
            let value = code & 0x0F
            if isMarkPending { return .misplacedSymbol }
            if digitSystem != 0xFF && digitSystem != system { return .mixedDigitSystems }
            switch phase {
            case .start, .sign, .group, .integer:
                if phase == .integer {
                    if hasGroupingSeparator && groupDigitCount >= grammar.largestGroupSize {
                        return .misplacedGroupingSeparator
                    }
                    groupDigitCount &+= 1
                } else {
                    groupDigitCount = 1
                    phase = .integer
                }
                integerDigitCount &+= 1
                hasNonZeroDigit = hasNonZeroDigit || value != 0
                digitSystem = system
                sink.scanned(.integerDigits, digit: value, start: start, end: end)
                return nil
            case .decimalWithoutInteger, .decimalAfterInteger, .fraction:
                phase = .fraction
                fractionDigitCount &+= 1
                hasNonZeroDigit = hasNonZeroDigit || value != 0
                digitSystem = system
                sink.scanned(.fractionDigits, digit: value, start: start, end: end)
                return nil
            case .exponentMarker, .exponentSign, .exponentDigits:
                let magnitude = exponentMagnitude &* 10 &+ Int(value)
                if magnitude > NumberScanner.maximumExponent { return .exponentOutOfRange }
                exponentMagnitude = magnitude
                phase = .exponentDigits
                digitSystem = system
                sink.scanned(.exponentDigits, digit: value, start: start, end: end)
                return nil
            }
        }
        switch code {
        case NumberGrammar.minus, NumberGrammar.plus:
            guard kind.allowsSign else { return .signNotAllowed }
            switch phase {
            case .start:
                phase = .sign
                isNegative = code == NumberGrammar.minus
                isMarkPending = false
                sink.scanned(.sign, digit: 0, start: start, end: end)
                return nil
            case .exponentMarker:
                phase = .exponentSign
                isExponentNegative = code == NumberGrammar.minus
                isMarkPending = false
                sink.scanned(.exponentSign, digit: 0, start: start, end: end)
                return nil
            default:
                return .misplacedSymbol
            }
        case NumberGrammar.decimal:
            guard kind.allowsDecimalSeparator else { return .decimalSeparatorNotAllowed }
            if isMarkPending { return .misplacedSymbol }
            switch phase {
            case .start, .sign:
                phase = .decimalWithoutInteger
            case .integer:
                if hasGroupingSeparator && groupDigitCount != grammar.primaryGroupSize {
                    return .misplacedGroupingSeparator
                }
                phase = .decimalAfterInteger
            default:
                return .misplacedSymbol
            }
            sink.scanned(.decimalSeparator, digit: 0, start: start, end: end)
            return nil
        case NumberGrammar.exponent:
            guard kind.allowsExponent else { return .exponentNotAllowed }
            if isMarkPending { return .misplacedSymbol }
            switch phase {
            case .integer:
                if hasGroupingSeparator && groupDigitCount != grammar.primaryGroupSize {
                    return .misplacedGroupingSeparator
                }
            case .decimalAfterInteger, .fraction:
                break
            default:
                return .misplacedSymbol
            }
            phase = .exponentMarker
            sink.scanned(.exponentMarker, digit: 0, start: start, end: end)
            return nil
        case NumberGrammar.group:
            guard grammar.grouping == .strict, kind.allowsGrouping else { return .groupingSeparatorNotAllowed }
            if isMarkPending { return .misplacedSymbol }
            guard phase == .integer, grammar.primaryGroupSize > 0 else { return .misplacedGroupingSeparator }
            if hasGroupingSeparator {
                guard groupDigitCount == grammar.secondaryGroupSize else { return .misplacedGroupingSeparator }
            } else {
                guard groupDigitCount <= grammar.secondaryGroupSize else { return .misplacedGroupingSeparator }
            }
            hasGroupingSeparator = true
            groupDigitCount = 0
            phase = .group
            sink.scanned(.groupingSeparator, digit: 0, start: start, end: end)
            return nil
        case NumberGrammar.bidiMark:
            switch phase {
            case .start where kind.allowsSign, .exponentMarker:
                isMarkPending = true
            case .sign, .exponentSign:
                break
            default:
                return .misplacedSymbol
            }
            sink.scanned(.bidiMark, digit: 0, start: start, end: end)
            return nil
        default:
            return .unexpectedCharacter
        }
    }

    // MARK: - End of text

    /// The verdict for the text fed so far, without its value.
    func status(grammar: NumberGrammar) -> VerdictStatus {
        if failure != nil { return .invalid }
        if candidates != 0 || isMarkPending { return .partial }
        let kind = grammar.kind
        switch phase {
        case .start, .sign, .group, .decimalWithoutInteger, .exponentMarker, .exponentSign:
            return .partial
        case .integer:
            if hasGroupingSeparator && groupDigitCount != grammar.primaryGroupSize { return .partial }
            if kind.requiresExponent { return .partial }
            if kind == .positiveInteger && !hasNonZeroDigit { return .partial }
            return .complete
        case .decimalAfterInteger, .fraction:
            return kind.requiresExponent ? .partial : .complete
        case .exponentDigits:
            return .complete
        }
    }
}
