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
///
/// Three outcomes, each carrying what it needs and nothing it could contradict:
///
/// ```swift
/// switch try rule.evaluate(current: text, utf16Offset: 3, utf16Length: 0, replacement: "5") {
/// case .accepted(let status): print("take the edit;", status)
/// case .acceptedWithReplacement(let text, _): field.text = text   // a normalised paste
/// case .rejected(let rejection): print(rejection)
/// }
/// ```
public enum EditDecision: Sendable, Hashable {
    /// Take the edit as typed.
    case accepted(Status)
    /// Take the edit, but show `text` as the field's whole text instead of the edit as typed (a paste whose
    /// grouping was removed; see ``InputRule/normalizingPastes()``).
    case acceptedWithReplacement(text: String, Status)
    /// Refuse the edit; the field keeps its text.
    case rejected(Rejection)

    /// What is known of the text after an accepted edit.
    public enum Status: String, Sendable, Hashable, CaseIterable {
        /// A whole valid text.
        case complete
        /// The beginning of one.
        case partial
        /// A deletion let through unchecked (``InputRule/DeletionPolicy/alwaysAllowed``).
        case unchecked
    }

    /// Whether the field should take the edit: what `textField(_:shouldChangeCharactersIn:replacementString:)`
    /// returns (after setting the text itself for ``acceptedWithReplacement(text:_:)``).
    public var isAccepted: Bool { if case .rejected = self { false } else { true } }

    /// Why the edit was refused; nil when it was accepted.
    public var rejection: Rejection? { if case .rejected(let rejection) = self { rejection } else { nil } }

    /// The status of the text after an accepted edit; nil when refused.
    public var status: Status? {
        switch self {
        case .accepted(let status), .acceptedWithReplacement(_, let status): status
        case .rejected: nil
        }
    }

    /// The field's whole text after this decision: `current` with the edit applied, the normalised text, or
    /// `current` unchanged when the edit was refused. Built on request (the decision itself never builds text).
    ///
    /// - Parameters:
    ///   - current: The field's text before the edit.
    ///   - utf16Offset: Where the edit's range starts, in UTF-16 code units, as given to
    ///     ``InputRule/evaluate(current:utf16Offset:utf16Length:replacement:)``.
    ///   - utf16Length: The edit's range's length, in UTF-16 code units, as given there too.
    ///   - replacement: What replaced the range.
    /// - Returns: The text the field shows after the edit.
    /// - Throws: ``EditError`` when the range does not fit `current`.
    /// - Complexity: O(*n*); one allocation for the new text.
    public func text(current: String, utf16Offset: Int, utf16Length: Int, replacement: String)
        throws(EditError) -> String
    {
        switch self {
        case .rejected: return current
        case .acceptedWithReplacement(let text, _): return text
        case .accepted:
            let range = try InputRule.byteRange(in: current, utf16Offset: utf16Offset, utf16Length: utf16Length)
            return InputRule.splice(current, range, replacement)
        }
    }
}

extension InputRule {
    // MARK: - Whole texts

    /// The verdict for a whole text under this rule: complete (with the value, when the rule has a number),
    /// partial, or invalid with the reason and offset; ``Verdict/rejection`` names the constraint.
    ///
    /// ```swift
    /// let age = InputRule.number(validator).bounded(18...120)
    /// age.verdict(for: "13")        // .invalid(.belowMinimum, offset: 1)
    /// age.verdict(for: "42").value  // 42
    /// ```
    ///
    /// - Parameter text: The field's text.
    /// - Returns: The verdict.
    /// - Complexity: O(*n*) in the length of `text`. No allocation for a value of up to 38 significant digits.
    public func verdict(for text: String) -> Verdict {
        NumericValidator.withUTF8(text) { bytes in
            var driver = TextDriver(plan: plan, sink: ValueSink(), byteCount: bytes.count)
            var recognizer = Unicode._CharacterRecognizer()
            _ = driver.feed(utf8: bytes, recognizer: &recognizer)
            return driver.verdict()
        }
    }

    // MARK: - Edits

    /// Decides an edit as `textField(_:shouldChangeCharactersIn:replacementString:)` receives it: the UTF-16
    /// range (`NSRange.location`, `NSRange.length`) of `current` replaced by `replacement`.
    ///
    /// The prospective text is never built: one scan reads the kept prefix, the replacement and the kept suffix
    /// in turn, and decides every constraint, bounds included, in that pass.
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
    /// - Returns: The decision. Use ``EditDecision/text(current:utf16Offset:utf16Length:replacement:)`` for
    ///   the resulting text.
    /// - Throws: ``EditError`` when the range is negative, past the end, or splits a surrogate pair.
    /// - Complexity: O(*n*) in the length of the prospective text. No allocation, accepted or refused, but for
    ///   a paste that ``normalizingPastes()`` retries.
    public func evaluate(current: String, utf16Offset: Int, utf16Length: Int, replacement: String)
        throws(EditError) -> EditDecision
    {
        let byteRange = try Self.byteRange(in: current, utf16Offset: utf16Offset, utf16Length: utf16Length)
        return decide(current: current, byteRange: byteRange, replacement: replacement)
    }

    /// Decides an edit given as a range of `String` indices (what SwiftUI and `String` APIs hold).
    ///
    /// - Parameters:
    ///   - current: The field's text before the edit.
    ///   - range: The replaced range; its bounds must be scalar boundaries of `current`.
    ///   - replacement: What replaces it.
    /// - Returns: The decision.
    /// - Throws: ``EditError`` when an index is past the end or not a scalar boundary of `current`.
    /// - Complexity: O(*n*) in the length of the prospective text.
    public func evaluate(current: String, range: Range<String.Index>, replacement: String)
        throws(EditError) -> EditDecision
    {
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
        guard lower <= upper else {
            throw EditError(code: .rangeOutOfBounds, offset: range.lowerBound.utf16Offset(in: current),
                            message: "range bounds out of order")
        }
        return decide(current: current, byteRange: lower..<upper, replacement: replacement)
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

    func decide(current: String, byteRange: Range<Int>, replacement: String) -> EditDecision {
        let isDeletion = replacement.isEmpty && !byteRange.isEmpty
        if isDeletion && deletionPolicy == .alwaysAllowed { return .accepted(.unchecked) }
        let (status, rejection) = Self.withSegments(current, byteRange, replacement) { prefix, middle, suffix in
            var driver = TextDriver(plan: plan, sink: StatusSink(),
                                    byteCount: prefix.count &+ middle.count &+ suffix.count)
            var recognizer = Unicode._CharacterRecognizer()
            _ = driver.feed(utf8: prefix, recognizer: &recognizer) && driver.feed(utf8: middle, recognizer: &recognizer)
                && driver.feed(utf8: suffix, recognizer: &recognizer)
            let status = driver.finish()
            return (status, driver.failure.map { Rejection(reason: $0, offset: driver.failureOffset) })
        }
        switch status {
        case .complete: return .accepted(.complete)
        case .partial: return .accepted(.partial)
        case .invalid: break
        }
        if normalizesPastes, replacement.unicodeScalars.count > 1, let validator {
            switch PasteNormalizer.normalize(replacement, validator: validator) {
            case .unchanged:
                break
            case .normalized(let stripped):
                let decision = decide(current: current, byteRange: byteRange, replacement: stripped)
                if let status = decision.status {
                    return .acceptedWithReplacement(text: Self.splice(current, byteRange, stripped), status)
                }
            case .ambiguous:
                let offset = current.utf8.prefix(byteRange.lowerBound).count
                return .rejected(Rejection(reason: .ambiguousPaste,
                                           offset: Self.utf16Count(current, upToByte: byteRange.lowerBound) ?? offset))
            }
        }
        let found = rejection ?? Rejection(reason: .unexpectedCharacter, offset: 0)
        if isDeletion { return .rejected(Rejection(reason: .deletionRejected, offset: found.offset)) }
        return .rejected(found)
    }

    /// The UTF-16 length of the first `byte` bytes of `text`.
    static func utf16Count(_ text: String, upToByte byte: Int) -> Int? {
        let utf8 = text.utf8
        guard let index = utf8.index(utf8.startIndex, offsetBy: byte, limitedBy: utf8.endIndex) else { return nil }
        return text.utf16.distance(from: text.utf16.startIndex, to: index)
    }

    /// The prospective text as three UTF-8 segments — the kept prefix, the replacement, the kept suffix —
    /// without building it.
    @inline(__always)
    static func withSegments<Result>(
        _ current: String, _ byteRange: Range<Int>, _ replacement: String,
        _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        return NumericValidator.withUTF8(current) { bytes in
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
}
