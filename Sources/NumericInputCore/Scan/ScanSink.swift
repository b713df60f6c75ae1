/// Receives what a scan finds. Each requirement is off by default and costs nothing when off: the static
/// flags are constants once the driver is specialised.
protocol ScanSink: ~Copyable {
    /// Whether the sink wants the mantissa's digits (for a value).
    static var collectsDigits: Bool { get }
    /// Whether the sink wants tokens (for ``NumericValidator/scan(_:from:)``).
    static var recordsTokens: Bool { get }
    /// A mantissa digit, 0...9.
    mutating func digit(_ value: UInt8)
    /// A run of ASCII mantissa digits.
    mutating func asciiDigits(_ run: UnsafeBufferPointer<UInt8>)
    /// Whether the driver reads a short run of ASCII digits as a number while it counts them, for
    /// ``asciiDigits(_:parsed:)``: the run's digits are then read once, not counted and then read again.
    static var parsesDigitRuns: Bool { get }
    /// A run of at most 19 ASCII mantissa digits, `parsed` being its digits read as a number (leading zeros
    /// and all).
    mutating func asciiDigits(_ run: UnsafeBufferPointer<UInt8>, parsed: UInt64)
    /// A run of two-byte native digits (each a lead byte and a continuation byte), `zero` the continuation byte
    /// of the native zero.
    mutating func nativeDigits(_ run: UnsafeBufferPointer<UInt8>, zero: UInt8)
    /// A token from UTF-8 offset `start` to `end` (from where the scan began); `isComplete` tells whether the
    /// text up to `end` is a whole number, and `scanner` is the state there.
    mutating func token(_ kind: NumberToken.Kind, start: Int, end: Int, isComplete: Bool, scanner: NumberStateMachine)
}

extension ScanSink where Self: ~Copyable {
    static var collectsDigits: Bool { false }
    static var recordsTokens: Bool { false }
    @inline(__always) mutating func digit(_ value: UInt8) {}
    @inline(__always) mutating func asciiDigits(_ run: UnsafeBufferPointer<UInt8>) {}
    static var parsesDigitRuns: Bool { false }
    @inline(__always)
    mutating func asciiDigits(_ run: UnsafeBufferPointer<UInt8>, parsed: UInt64) { asciiDigits(run) }
    @inline(__always)
    mutating func nativeDigits(_ run: UnsafeBufferPointer<UInt8>, zero: UInt8) {
        for at in stride(from: 1, to: run.count, by: 2) { digit(run[at] &- zero) }
    }
    @inline(__always)
    mutating func token(_ kind: NumberToken.Kind, start: Int, end: Int, isComplete: Bool, scanner: NumberStateMachine) {}
}

/// Wants nothing: the per-keystroke path.
struct StatusSink: ScanSink {}

/// Collects the mantissa's digits for the value of a complete verdict.
struct ValueSink: ScanSink, ~Copyable {
    static var collectsDigits: Bool { true }
    var digits: ValueDigits
    /// - Parameter textLength: The text's length in UTF-8 bytes or UTF-16 code units when known (it holds no
    ///   more digits than that): a value past 38 digits is then stored in one allocation of that size.
    init(textLength: Int = 0) { digits = ValueDigits(capacityHint: textLength) }
    @inline(__always) mutating func digit(_ value: UInt8) { digits.append(value) }
    @inline(__always) mutating func asciiDigits(_ run: UnsafeBufferPointer<UInt8>) { digits.appendASCII(run) }
    static var parsesDigitRuns: Bool { true }
    @inline(__always)
    mutating func asciiDigits(_ run: UnsafeBufferPointer<UInt8>, parsed: UInt64) {
        digits.appendASCII(run, parsed: parsed)
    }
    @inline(__always)
    mutating func nativeDigits(_ run: UnsafeBufferPointer<UInt8>, zero: UInt8) { digits.appendNative(run, zero: zero) }
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
    var lastComplete: (end: Int, digitCount: Int, scanner: NumberStateMachine)?

    mutating func digit(_ value: UInt8) { digits.append(value) }
    mutating func asciiDigits(_ run: UnsafeBufferPointer<UInt8>) { for byte in run { digits.append(byte &- 0x30) } }

    mutating func token(_ kind: NumberToken.Kind, start: Int, end: Int, isComplete: Bool, scanner: NumberStateMachine) {
        let isDigits = kind == .integerDigits || kind == .fractionDigits || kind == .exponentDigits
        if isDigits, let last = tokens.last, last.kind == kind, last.end == start {
            tokens[tokens.count - 1].end = end
        } else {
            tokens.append((kind, start, end))
        }
        if isComplete { lastComplete = (end, digits.count, scanner) }
    }

    /// The value of the first `digitCount` digits, as the scanner state says.
    func value(digitCount: Int, scanner: NumberStateMachine, kind: NumericKind) -> NumericValue {
        var value = ValueDigits()
        for digit in digits[..<digitCount] { value.append(digit) }
        return kind == .digits ? value.takeDigitString()
            : value.takeValue(isNegative: scanner.isNegative, integerDigitCount: scanner.integerDigitCount,
                          exponent: scanner.exponent)
    }
}
