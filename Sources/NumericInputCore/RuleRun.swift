/// One pass of a rule over a text given as UTF-8 segments: grapheme counting, character sets, the number
/// scanner, digit limits, and the digits for bounds. Allocation-free for ASCII text and for grapheme clusters of
/// up to 15 UTF-8 bytes.
struct RuleRun {
    var scanner = NumberScanner()
    var digits = SmallDigits()
    /// UTF-16 offset of the next scalar.
    var offset = 0
    var graphemeCount = 0
    private var isRecognizerInSync = false
    private var previousScalar: UInt32 = .max
    private var graphemeStart = 0
    private var grapheme = SmallScalars()
    var rejection: Rejection?
    /// Offsets and grapheme counts after each mantissa token, when bounds need offsets.
    var events: [(offset: Int, kind: NumberToken.Kind, isNegative: Bool, graphemes: Int)]?
    private var recordedIntegerDigits = 0
    private var recordedFractionDigits = 0

    // The rule's constraints, copied in once: the per-scalar path touches no optional struct, and the run never
    // holds the rule (whose sets and bounds would be retained and released at every turn).
    private let grammar: NumberGrammar?
    private let maxLength: Int
    private let maxIntegerDigits: Int
    private let maxFractionDigits: Int
    private let allowedCharacters: Set<Character>?
    private let disallowedCharacters: Set<Character>?
    private let checksCharacters: Bool
    private let countsGraphemes: Bool
    private let hasBounds: Bool
    /// Whether the mantissa's digits are kept: for bounds, and for the value of a whole-text verdict.
    private let collectsDigits: Bool

    init(rule: borrowing InputRule, recordingEvents: Bool = false, collectingDigits: Bool = false) {
        let hasBounds = rule.hasBounds
        let grammar = rule.validator?.grammar
        self.grammar = hasBounds ? (grammar?.withoutExponent ?? grammar) : grammar
        maxLength = rule.maxLength ?? .max
        maxIntegerDigits = rule.maxIntegerDigits ?? .max
        maxFractionDigits = rule.maxFractionDigits ?? .max
        allowedCharacters = rule.allowedCharacters
        disallowedCharacters = rule.disallowedCharacters.isEmpty ? nil : rule.disallowedCharacters
        checksCharacters = allowedCharacters != nil || disallowedCharacters != nil
        countsGraphemes = rule.maxLength != nil || checksCharacters
        self.hasBounds = hasBounds
        collectsDigits = hasBounds || collectingDigits
        if recordingEvents { events = [] }
    }

    // MARK: - Feeding

    /// Feeds valid UTF-8. `recognizer` is the grapheme breaker, owned by the caller: its layout is not known
    /// at compile time, and keeping it out of the run keeps the run's layout fixed.
    @inline(__always)
    mutating func feed(utf8 bytes: UnsafeBufferPointer<UInt8>,
                       recognizer: inout Unicode._CharacterRecognizer) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if let grammar, !checksCharacters, events == nil {
                let taken = takeDigitRun(bytes, from: index, lead: lead, grammar: grammar)
                if taken > 0 { index &+= taken; continue }
            }
            var scalar = UInt32(lead)
            var length = 1
            if lead >= 0x80 {
                guard let decoded = NumberScanner.decode(bytes, at: index) else {
                    return reject(.unexpectedCharacter, .number, at: offset)
                }
                (scalar, length) = decoded
            }
            index &+= length
            if !feed(scalar: scalar, utf8Length: length, recognizer: &recognizer) { return false }
        }
        return true
    }

    /// Inside a run of digits of the number's own system, every digit is a cluster of its own and a digit for
    /// the scanner: count them in bulk, up to the first limit they would cross (the careful path reports it).
    /// Returns the bytes taken.
    @inline(__always)
    private mutating func takeDigitRun(
        _ bytes: UnsafeBufferPointer<UInt8>, from index: Int, lead: UInt8, grammar: NumberGrammar
    ) -> Int {
        let isASCIIDigit = lead &- 0x30 < 10
        guard isASCIIDigit || lead == grammar.nativeDigitLead, scanner.canTakeDigitRun else { return 0 }
        // The digit before must be of the same system, so no cluster can join across the run's start.
        let previous = previousScalar
        if isASCIIDigit {
            guard scanner.digitSystem == 0, previous &- 0x30 < 10 || !countsGraphemes else { return 0 }
        } else {
            guard scanner.digitSystem == 1,
                  previous &- grammar.nativeZero < 10 || !countsGraphemes else { return 0 }
        }
        var limit = maxLength &- graphemeCount
        limit = Swift.min(limit, scanner.phase == .integer ? maxIntegerDigits &- scanner.integerDigitCount
                                                         : maxFractionDigits &- scanner.fractionDigitCount)
        let taken: Int
        if collectsDigits {
            taken = isASCIIDigit
                ? scanner.takeASCIIDigitRun(bytes, from: index, limit: limit, sink: &digits)
                : scanner.takeNativeDigitRun(bytes, from: index, limit: limit, grammar: grammar, sink: &digits)
        } else {
            var discard = DiscardingSink()
            taken = isASCIIDigit
                ? scanner.takeASCIIDigitRun(bytes, from: index, limit: limit, sink: &discard)
                : scanner.takeNativeDigitRun(bytes, from: index, limit: limit, grammar: grammar, sink: &discard)
        }
        guard taken > 0 else { return 0 }
        offset &+= taken
        graphemeCount &+= taken
        isRecognizerInSync = false
        if isASCIIDigit {
            previousScalar = UInt32(bytes[index &+ taken &- 1])
            return taken
        }
        previousScalar = grammar.nativeZero &+ UInt32(bytes[index &+ 2 &* taken &- 1] &- grammar.nativeDigitFirstContinuation)
        return 2 &* taken
    }

    @inline(__always)
    mutating func feed(scalar: UInt32, utf8Length: Int, recognizer: inout Unicode._CharacterRecognizer) -> Bool {
        if rejection != nil { return false }
        let start = offset
        offset &+= scalar > 0xFFFF ? 2 : 1

        if countsGraphemes {
            if isGraphemeBreak(before: scalar, recognizer: &recognizer) {
                if checksCharacters, graphemeCount > 0, !checkGrapheme() { return false }
                graphemeCount &+= 1
                if graphemeCount > maxLength { return reject(.tooLong, .maxLength, at: start) }
                graphemeStart = start
                if checksCharacters { grapheme.removeAll() }
            }
            if checksCharacters { grapheme.append(scalar) }
        } else {
            previousScalar = scalar
        }

        if let grammar {
            let code = scalar < 128 ? grammar.ascii[Int(scalar)] : grammar.code(ofNonASCII: scalar)
            let before = scanner.phase
            let ok: Bool
            if collectsDigits {
                ok = scanner.consume(code: code, scalar: scalar, width: scalar > 0xFFFF ? 2 : 1, bytes: utf8Length,
                                     grammar: grammar, sink: &digits)
            } else {
                var discard = DiscardingSink()
                ok = scanner.consume(code: code, scalar: scalar, width: scalar > 0xFFFF ? 2 : 1, bytes: utf8Length,
                                     grammar: grammar, sink: &discard)
            }
            if !ok {
                let reason = InvalidReason(scanner.failure ?? .unexpectedCharacter)
                return reject(reason, .number, at: scanner.failureOffset)
            }
            if scanner.integerDigitCount > maxIntegerDigits {
                return reject(.tooManyIntegerDigits, .maxIntegerDigits, at: start)
            }
            if scanner.fractionDigitCount > maxFractionDigits {
                return reject(.tooManyFractionDigits, .maxFractionDigits, at: start)
            }
            if hasBounds {
                switch scanner.phase {
                case .exponentMarker, .exponentSign, .exponentDigits:
                    return reject(.exponentNotAllowed, .number, at: start)
                default: break
                }
                if scanner.candidates == 0, events != nil { recordEvent(before: before, at: start) }
            }
        }
        return true
    }

    private mutating func recordEvent(before: NumberScanner.Phase, at start: Int) {
        let kind: NumberToken.Kind?
        if scanner.integerDigitCount > recordedIntegerDigits {
            kind = .integerDigits
        } else if scanner.fractionDigitCount > recordedFractionDigits {
            kind = .fractionDigits
        } else if before == .start && scanner.phase == .sign {
            kind = .sign
        } else if before != scanner.phase
                    && (scanner.phase == .decimalWithoutInteger || scanner.phase == .decimalAfterInteger) {
            kind = .decimalSeparator
        } else {
            kind = nil
        }
        recordedIntegerDigits = scanner.integerDigitCount
        recordedFractionDigits = scanner.fractionDigitCount
        if let kind { events?.append((start, kind, scanner.isNegative, graphemeCount)) }
    }

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

    private mutating func checkGrapheme() -> Bool {
        guard grapheme.count > 0 else { return true }
        let character = grapheme.character
        if let character, let disallowed = disallowedCharacters, disallowed.contains(character) {
            return reject(.characterDisallowed, .disallowedCharacters, at: graphemeStart)
        }
        if let allowed = allowedCharacters, !(character.map(allowed.contains) ?? false) {
            return reject(.characterNotAllowed, .allowedCharacters, at: graphemeStart)
        }
        return true
    }

    @inline(__always)
    private mutating func reject(_ reason: InvalidReason, _ constraint: InputRule.Constraint, at offset: Int) -> Bool {
        rejection = Rejection(reason: reason, constraint: constraint, offset: offset)
        return false
    }

    // MARK: - End

    /// Finishes the run: the last cluster's characters, the number's status, bounds.
    mutating func finish(rule: borrowing InputRule) -> VerdictStatus {
        if rejection != nil { return .invalid }
        if checksCharacters, graphemeCount > 0, !checkGrapheme() { return .invalid }
        guard let grammar else { return .complete }
        var status = scanner.status(grammar: grammar)
        guard rule.hasBounds, status != .invalid else { return status }
        let bounds = Bounds(minimum: rule.minimum, maximum: rule.maximum)
        if status == .complete {
            let value = digits.withDigits { buffer in
                NumericValue(isNegative: scanner.isNegative, digits: Array(buffer),
                             integerDigitCount: scanner.integerDigitCount, exponent: 0)
            }
            if bounds.contains(value) { return .complete }
            status = .partial
        }
        if isReachable(bounds: bounds, rule: rule, prefixEvents: nil) { return status }
        let offset = firstUnreachableOffset(bounds: bounds, rule: rule)
        let below = rule.minimum.map { minimum in
            digits.withDigits { buffer in
                DecimalDigits.compare(NumericValue(isNegative: scanner.isNegative, digits: Array(buffer),
                                                   integerDigitCount: scanner.integerDigitCount, exponent: 0),
                                      minimum) < 0
            }
        } ?? false
        _ = below
            ? reject(.belowMinimum, .minimum, at: offset)
            : reject(.aboveMaximum, .maximum, at: offset)
        return .invalid
    }

    /// Reachability of the whole text (`prefixEvents` nil) or of the prefix made of the first events.
    private func isReachable(bounds: Bounds, rule: borrowing InputRule, prefixEvents: Int?) -> Bool {
        let kind = rule.validator?.kind ?? .numeric
        var integerCount = scanner.integerDigitCount
        var digitCount = digits.count
        var hasDecimal: Bool
        var isNegative: Bool?
        var graphemes = graphemeCount
        if let prefixEvents, let events {
            let prefix = events.prefix(prefixEvents)
            integerCount = prefix.filter { $0.kind == .integerDigits }.count
            digitCount = integerCount + prefix.filter { $0.kind == .fractionDigits }.count
            hasDecimal = prefix.contains { $0.kind == .decimalSeparator }
            let signEvent = prefix.first { $0.kind == .sign }
            isNegative = signEvent.map { $0.isNegative } ?? (prefix.isEmpty && kind.allowsSign ? nil : false)
            graphemes = prefix.last?.graphemes ?? 0
        } else {
            switch scanner.phase {
            case .decimalWithoutInteger, .decimalAfterInteger, .fraction: hasDecimal = true
            default: hasDecimal = false
            }
            isNegative = scanner.phase == .start && kind.allowsSign ? nil : scanner.isNegative
        }
        return digits.withDigits { buffer in
            let typed = Bounds.Typed(
                isNegative: isNegative,
                digits: UnsafeBufferPointer(rebasing: buffer[..<digitCount]),
                integerDigitCount: integerCount,
                hasDecimalSeparator: hasDecimal,
                allowsFraction: kind.allowsDecimalSeparator && rule.maxFractionDigits != 0,
                integerDigitsLeft: rule.maxIntegerDigits.map { Swift.max(0, $0 - integerCount) },
                fractionDigitLimit: rule.maxFractionDigits,
                charactersLeft: rule.maxLength.map { Swift.max(0, $0 - graphemes) })
            return bounds.isReachable(typed)
        }
    }

    /// The offset of the token after which no continuation reaches the bounds (binary search: reachability only
    /// shrinks as the text grows).
    private func firstUnreachableOffset(bounds: Bounds, rule: borrowing InputRule) -> Int {
        guard let events, !events.isEmpty else { return Swift.max(0, offset - 1) }
        var low = 0            // prefix length known reachable (the empty prefix, by assumption)
        var high = events.count // prefix length known unreachable
        while high - low > 1 {
            let middle = (low + high) / 2
            if isReachable(bounds: bounds, rule: rule, prefixEvents: middle) { low = middle } else { high = middle }
        }
        return events[high - 1].offset
    }
}
