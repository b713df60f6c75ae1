/// One pass of a rule over a text given as UTF-8 segments: grapheme counting, character sets, the number
/// scanner, digit limits, and the digits for bounds. Allocation-free for ASCII text and for grapheme clusters of
/// up to 15 UTF-8 bytes.
struct RuleRun {
    var scanner = NumberScanner()
    var digits = SmallDigits()
    /// UTF-16 offset of the next scalar.
    var offset = 0
    var graphemeCount = 0
    private var recognizer = Unicode._CharacterRecognizer()
    private var isRecognizerInSync = false
    private var previousScalar: UInt32 = .max
    private var graphemeStart = 0
    private var grapheme = SmallScalars()
    var rejection: Rejection?
    /// Offsets and grapheme counts after each mantissa token, when bounds need offsets.
    var events: [(offset: Int, kind: NumberToken.Kind, isNegative: Bool, graphemes: Int)]?
    private var recordedIntegerDigits = 0
    private var recordedFractionDigits = 0

    // The rule's constraints, read once: the per-scalar path touches no optional struct or set.
    private let grammar: NumberGrammar?
    private let maxLength: Int
    private let maxIntegerDigits: Int
    private let maxFractionDigits: Int
    private let checksCharacters: Bool
    private let countsGraphemes: Bool
    private let hasBounds: Bool

    init(rule: borrowing InputRule, recordingEvents: Bool = false) {
        let grammar = rule.validator?.grammar
        self.grammar = rule.hasBounds ? (grammar?.withoutExponent ?? grammar) : grammar
        maxLength = rule.maxLength ?? .max
        maxIntegerDigits = rule.maxIntegerDigits ?? .max
        maxFractionDigits = rule.maxFractionDigits ?? .max
        checksCharacters = rule.checksCharacters
        countsGraphemes = rule.maxLength != nil || checksCharacters
        hasBounds = rule.hasBounds
        if recordingEvents { events = [] }
    }

    // MARK: - Feeding

    @inline(__always)
    mutating func feed(utf8 bytes: UnsafeBufferPointer<UInt8>, rule: borrowing InputRule) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            var scalar = UInt32(lead)
            var length = 1
            if lead >= 0x80 {
                if lead < 0xE0 { scalar = UInt32(lead & 0x1F); length = 2 }
                else if lead < 0xF0 { scalar = UInt32(lead & 0x0F); length = 3 }
                else { scalar = UInt32(lead & 0x07); length = 4 }
                guard index + length <= count else { return reject(.unexpectedCharacter, .number, at: offset) }
                for continuation in 1..<length {
                    scalar = scalar << 6 | UInt32(bytes[index + continuation] & 0x3F)
                }
            }
            index += length
            if !feed(scalar: scalar, utf8Length: length, rule: rule) { return false }
        }
        return true
    }

    @inline(__always)
    mutating func feed(scalar: UInt32, utf8Length: Int, rule: borrowing InputRule) -> Bool {
        if rejection != nil { return false }
        let start = offset
        offset &+= scalar > 0xFFFF ? 2 : 1

        if countsGraphemes {
            if isGraphemeBreak(before: scalar) {
                if checksCharacters, graphemeCount > 0, !checkGrapheme(rule: rule) { return false }
                graphemeCount &+= 1
                if graphemeCount > maxLength { return reject(.tooLong, .maxLength, at: start) }
                graphemeStart = start
                if checksCharacters { grapheme.removeAll() }
            }
            if checksCharacters { grapheme.append(scalar) }
        }

        if let grammar {
            let code = scalar < 128 ? grammar.ascii[Int(scalar)] : grammar.code(ofNonASCII: scalar)
            let before = scanner.phase
            let ok = scanner.consume(code: code, scalar: scalar, width: scalar > 0xFFFF ? 2 : 1, bytes: utf8Length,
                                     grammar: grammar, sink: &digits)
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
    private mutating func isGraphemeBreak(before scalar: UInt32) -> Bool {
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

    private mutating func checkGrapheme(rule: borrowing InputRule) -> Bool {
        guard grapheme.count > 0 else { return true }
        let character = grapheme.character
        if let character, rule.disallowedCharacters.contains(character) {
            return reject(.characterDisallowed, .disallowedCharacters, at: graphemeStart)
        }
        if let allowed = rule.allowedCharacters, !(character.map(allowed.contains) ?? false) {
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
        if checksCharacters, graphemeCount > 0, !checkGrapheme(rule: rule) { return .invalid }
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
