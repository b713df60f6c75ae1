/// A malformed edit: a range that does not fit the current text.
public struct EditError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the edit.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        enum Value: Sendable, Hashable { case rangeOutOfBounds, splitsSurrogatePair, indexNotInText }
        let value: Value
        /// The range starts or ends past the end of the text, or has a negative offset or length.
        public static let rangeOutOfBounds = Code(value: .rangeOutOfBounds)
        /// A UTF-16 offset falls between the two halves of a surrogate pair.
        public static let splitsSurrogatePair = Code(value: .splitsSurrogatePair)
        /// A `String.Index` that is not a scalar boundary of the text.
        public static let indexNotInText = Code(value: .indexNotInText)
        /// A short stable name.
        public var description: String {
            switch value {
            case .rangeOutOfBounds: "range-out-of-bounds"
            case .splitsSurrogatePair: "splits-surrogate-pair"
            case .indexNotInText: "index-not-in-text"
            }
        }
    }

    /// What is wrong.
    public let code: Code
    /// The offending UTF-16 offset.
    public let offset: Int
    /// A sentence for people.
    public let message: String

    /// "range-out-of-bounds at 9: ...".
    public var description: String { message }
}

/// What a rule decided about one edit.
public struct EditDecision: Sendable, Hashable {
    /// Whether the field should take the edit.
    public var isAccepted: Bool
    /// Why not, when it should not.
    public var rejection: Rejection?
    /// The status of the prospective text; nil for a deletion let through unchecked.
    public var status: VerdictStatus?
    /// The text the field should show after an accepted edit: only when asked for with `returningText`, or when
    /// a paste was normalised (then the field must be set to it rather than taking the edit as typed).
    public var text: String?
    /// Whether the paste was normalised, so ``text`` differs from the edit as typed.
    public var isNormalized = false
}

extension InputRule {
    // MARK: - Whole texts

    /// The decision for a whole text: complete, partial or invalid, with the value and the rejection.
    ///
    /// ```swift
    /// let age = InputRule.number(validator).bounded(18...120)
    /// age.verdict(for: "13").rejection?.reason   // .belowMinimum
    /// ```
    ///
    /// - Parameter text: The field's text.
    /// - Returns: The status, the value of a complete number, and why an invalid text is invalid.
    /// - Complexity: O(*n*); O(*n* log *n*) to locate the offending character of a text outside bounds.
    public func verdict(for text: String) -> RuleVerdict {
        var run = RuleRun(rule: self, recordingEvents: hasBounds, collectingDigits: true)
        var recognizer = Unicode._CharacterRecognizer()
        _ = NumericValidator.withUTF8(text) { run.feed(utf8: $0, recognizer: &recognizer) }
        let status = run.finish(rule: self)
        guard status != .invalid else { return RuleVerdict(status: .invalid, value: nil, rejection: run.rejection) }
        guard status == .complete, let validator else { return RuleVerdict(status: status, value: nil) }
        let value = validator.value(of: run.scanner, digits: run.digits.array)
        return RuleVerdict(status: .complete, value: value)
    }

    // MARK: - Edits

    /// Decides an edit as `textField(_:shouldChangeCharactersIn:replacementString:)` receives it: the UTF-16
    /// range (`NSRange.location`, `NSRange.length`) of `current` replaced by `replacement`.
    ///
    /// The prospective text is never built to decide: the scanner reads the kept prefix, the replacement and the
    /// kept suffix in turn.
    ///
    /// ```swift
    /// func textField(_ field: UITextField, shouldChangeCharactersIn range: NSRange,
    ///                replacementString string: String) -> Bool {
    ///     (try? rule.evaluate(current: field.text ?? "", utf16Offset: range.location,
    ///                         utf16Length: range.length, replacement: string).isAccepted) ?? false
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - current: The field's text before the edit.
    ///   - utf16Offset: Where the replaced range starts, in UTF-16 code units.
    ///   - utf16Length: How many UTF-16 code units it spans.
    ///   - replacement: What replaces it ("" for a deletion).
    ///   - returningText: Whether to build the prospective text into ``EditDecision/text``.
    /// - Returns: The decision.
    /// - Throws: ``EditError`` when the range is negative, past the end, or splits a surrogate pair.
    /// - Complexity: O(*n*) in the length of the prospective text; no allocation for ASCII text unless
    ///   `returningText` is true.
    public func evaluate(
        current: String, utf16Offset: Int, utf16Length: Int, replacement: String, returningText: Bool = false
    ) throws(EditError) -> EditDecision {
        let byteRange = try Self.byteRange(in: current, utf16Offset: utf16Offset, utf16Length: utf16Length)
        return decide(current: current, byteRange: byteRange, replacement: replacement, returningText: returningText)
    }

    /// Decides an edit given as a range of `String` indices (what SwiftUI and `String` APIs hold).
    ///
    /// - Parameters:
    ///   - current: The field's text before the edit.
    ///   - range: The replaced range; its bounds must be scalar boundaries of `current`.
    ///   - replacement: What replaces it.
    ///   - returningText: Whether to build the prospective text.
    /// - Returns: The decision.
    /// - Throws: ``EditError`` when an index is past the end or not a scalar boundary of `current`.
    public func evaluate(
        current: String, range: Range<String.Index>, replacement: String, returningText: Bool = false
    ) throws(EditError) -> EditDecision {
        let utf8 = current.utf8
        func byteOffset(_ index: String.Index) throws(EditError) -> Int {
            guard index <= current.endIndex else {
                // utf16Offset(in:) would trap on an index past the end: name the end instead.
                throw EditError(code: .rangeOutOfBounds, offset: current.utf16.count,
                                message: "index past the end of the text (\(current.utf16.count) UTF-16 code units)")
            }
            guard index.samePosition(in: current.unicodeScalars) != nil else {
                throw EditError(code: .indexNotInText, offset: index.utf16Offset(in: current),
                                message: "index is not a scalar boundary of the text")
            }
            return utf8.distance(from: utf8.startIndex, to: index)
        }
        let lower = try byteOffset(range.lowerBound)
        let upper = try byteOffset(range.upperBound)
        return decide(current: current, byteRange: lower..<upper, replacement: replacement,
                      returningText: returningText)
    }

    /// Maps a UTF-16 range to UTF-8 byte offsets of `text`, checking it.
    static func byteRange(in text: String, utf16Offset: Int, utf16Length: Int) throws(EditError) -> Range<Int> {
        guard utf16Offset >= 0, utf16Length >= 0, utf16Offset <= Int.max - utf16Length else {
            throw EditError(code: .rangeOutOfBounds, offset: utf16Offset,
                            message: "negative range offset or length (\(utf16Offset), \(utf16Length))")
        }
        let end = utf16Offset + utf16Length
        // ASCII text: UTF-16 offsets are byte offsets.
        if end <= text.utf8.count, NumericValidator.withUTF8(text, UTF8Bytes.isASCII) { return utf16Offset..<end }
        let result: Result<Range<Int>, EditError> = NumericValidator.withUTF8(text) { bytes in
            var units = 0
            var index = 0
            var lower = utf16Offset == 0 ? 0 : -1
            var upper = end == 0 ? 0 : -1
            while index < bytes.count && units < end {
                let lead = bytes[index]
                let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                let width = length == 4 ? 2 : 1
                if units < utf16Offset && utf16Offset < units + width || units < end && end < units + width {
                    let inside = units < utf16Offset && utf16Offset < units + width ? utf16Offset : end
                    return .failure(EditError(code: .splitsSurrogatePair, offset: inside,
                                              message: "UTF-16 offset \(inside) splits a surrogate pair"))
                }
                units += width
                index += length
                if units == utf16Offset { lower = index }
                if units == end { upper = index }
            }
            guard lower >= 0, upper >= 0 else {
                return .failure(EditError(code: .rangeOutOfBounds, offset: end,
                                          message: "range \(utf16Offset)..<\(end) ends past the text's \(units) UTF-16 code units"))
            }
            return .success(lower..<upper)
        }
        return try result.get()
    }

    func decide(current: String, byteRange: Range<Int>, replacement: String, returningText: Bool) -> EditDecision {
        let isDeletion = replacement.isEmpty && !byteRange.isEmpty
        if isDeletion && deletionPolicy == .alwaysAllowed {
            return EditDecision(isAccepted: true, rejection: nil, status: nil,
                                text: returningText ? Self.splice(current, byteRange, replacement) : nil)
        }
        if let accepted = acceptFast(current: current, byteRange: byteRange, replacement: replacement,
                                      returningText: returningText) {
            return accepted
        }
        var run = RuleRun(rule: self)
        var recognizer = Unicode._CharacterRecognizer()
        Self.withSegments(current, byteRange, replacement) { prefix, middle, suffix in
            _ = run.feed(utf8: prefix, recognizer: &recognizer) && run.feed(utf8: middle, recognizer: &recognizer)
                && run.feed(utf8: suffix, recognizer: &recognizer)
        }
        let status = run.finish(rule: self)
        if status != .invalid {
            return EditDecision(isAccepted: true, rejection: nil, status: status,
                                text: returningText ? Self.splice(current, byteRange, replacement) : nil)
        }
        if normalizesPastes, replacement.unicodeScalars.count > 1, let validator {
            switch PasteNormalizer.normalize(replacement, validator: validator) {
            case .unchanged:
                break
            case .normalized(let stripped):
                var retry = self
                retry.normalizesPastes = false
                let decision = retry.decide(current: current, byteRange: byteRange, replacement: stripped,
                                            returningText: true)
                if decision.isAccepted {
                    return EditDecision(isAccepted: true, rejection: nil, status: decision.status,
                                        text: decision.text, isNormalized: true)
                }
            case .ambiguous:
                return EditDecision(isAccepted: false,
                                    rejection: Rejection(reason: .ambiguousPaste, constraint: .number,
                                                         offset: current.utf8.prefix(byteRange.lowerBound).count),
                                    status: .invalid)
            }
        }
        var rejection = run.rejection
        if let found = rejection, found.constraint == .minimum || found.constraint == .maximum {
            // Where the bounds became unreachable needs the token offsets only a recording run keeps.
            var recording = RuleRun(rule: self, recordingEvents: true)
            var recognizer = Unicode._CharacterRecognizer()
            Self.withSegments(current, byteRange, replacement) { prefix, middle, suffix in
                _ = recording.feed(utf8: prefix, recognizer: &recognizer)
                    && recording.feed(utf8: middle, recognizer: &recognizer)
                    && recording.feed(utf8: suffix, recognizer: &recognizer)
            }
            _ = recording.finish(rule: self)
            rejection = recording.rejection ?? found
        }
        if isDeletion && deletionPolicy == .validated {
            rejection = Rejection(reason: .deletionRejected, constraint: .deletion, offset: rejection?.offset ?? 0)
        }
        return EditDecision(isAccepted: false, rejection: rejection, status: .invalid)
    }

    /// The common keystroke: a number field with at most a length and digit limits. Only the scanner runs, and
    /// the length is counted in scalars, which is never fewer than clusters, so a text within the limit in
    /// scalars is within it in clusters. Returns the acceptance, or nil to let the full run decide (and explain
    /// a rejection).
    @inline(__always)
    func acceptFast(current: String, byteRange: Range<Int>, replacement: String, returningText: Bool)
        -> EditDecision?
    {
        guard let grammar = validator?.grammar, !hasBounds, allowedCharacters == nil,
              disallowedCharacters.isEmpty else { return nil }
        var scanner = NumberScanner()
        var sink = DiscardingSink()
        var scalars = 0
        var fed = false
        Self.withSegments(current, byteRange, replacement) { prefix, middle, suffix in
            if let maxLength, prefix.count + middle.count + suffix.count > maxLength {
                scalars = UTF8Bytes.scalarCount(prefix) + UTF8Bytes.scalarCount(middle) + UTF8Bytes.scalarCount(suffix)
            }
            fed = scanner.feed(utf8: prefix, grammar: grammar, sink: &sink)
                && scanner.feed(utf8: middle, grammar: grammar, sink: &sink)
                && scanner.feed(utf8: suffix, grammar: grammar, sink: &sink)
        }
        guard fed, scalars <= maxLength ?? .max, scanner.integerDigitCount <= maxIntegerDigits ?? .max,
              scanner.fractionDigitCount <= maxFractionDigits ?? .max else { return nil }
        let status = scanner.status(grammar: grammar)
        guard status != .invalid else { return nil }
        return EditDecision(isAccepted: true, rejection: nil, status: status,
                            text: returningText ? Self.splice(current, byteRange, replacement) : nil)
    }

    /// The prospective text as three UTF-8 segments — the kept prefix, the replacement, the kept suffix —
    /// without building it.
    @inline(__always)
    static func withSegments(
        _ current: String, _ byteRange: Range<Int>, _ replacement: String,
        _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Void
    ) {
        NumericValidator.withUTF8(current) { bytes in
            NumericValidator.withUTF8(replacement) { middle in
                body(UnsafeBufferPointer(rebasing: bytes[..<byteRange.lowerBound]), middle,
                     UnsafeBufferPointer(rebasing: bytes[byteRange.upperBound...]))
            }
        }
    }

    static func splice(_ current: String, _ byteRange: Range<Int>, _ replacement: String) -> String {
        let utf8 = current.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: byteRange.lowerBound)
        let upper = utf8.index(utf8.startIndex, offsetBy: byteRange.upperBound)
        return String(current[..<lower]) + replacement + String(current[upper...])
    }
}

enum UTF8Bytes {
    /// Whether every byte is below 0x80, eight at a time.
    @inline(__always)
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var index = 0
        var high: UInt64 = 0
        while index &+ 8 <= bytes.count {
            high |= UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            index &+= 8
        }
        while index < bytes.count {
            high |= UInt64(bytes[index])
            index &+= 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// The number of scalars: the bytes that are not UTF-8 continuation bytes.
    @inline(__always)
    static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count &+= 1 }
        return count
    }
}
