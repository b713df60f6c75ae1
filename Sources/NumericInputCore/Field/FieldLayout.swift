/// A field's rule and options compiled for editing: the grouping it inserts and the symbols its options need.
///
/// The shown text is the number behind it (the *raw* text, what the rule checks) with grouping separators
/// inserted in the integer part. An edit maps the shown range to the raw text, edits the raw text, checks it with
/// the rule's compiled plan in one pass, and writes the new shown text with the caret — all in one scratch buffer.
final class FieldLayout: Sendable {
    let rule: InputRule
    let options: FieldOptions
    let plan: RulePlan
    let grammar: NumberGrammar?
    let validator: NumericValidator?
    /// Whether grouping separators are inserted.
    let formats: Bool
    /// The grouping separator's UTF-8, and its first byte.
    let group: [UInt8]
    let groupFirst: UInt8
    let primary: Int
    let secondary: Int
    let minimumGrouping: Int
    /// The locale's decimal and grouping separators when each is one scalar (bidi marks aside).
    let decimalScalar: UInt32?
    let groupingScalar: UInt32?
    /// The locale's minus sign's UTF-8, bidi marks included.
    let minus: [UInt8]
    /// The exponent symbol's scalars without bidi marks.
    let exponent: [UInt32]
    let deletionsAlwaysAllowed: Bool

    init(rule: InputRule, options: FieldOptions) {
        self.rule = rule
        self.options = options
        plan = rule.plan
        grammar = rule.plan.grammar
        validator = rule.validator
        deletionsAlwaysAllowed = rule.deletionPolicy == .alwaysAllowed
        guard let grammar else {
            formats = false
            group = []
            groupFirst = 0
            (primary, secondary, minimumGrouping) = (0, 0, 1)
            (decimalScalar, groupingScalar, minus, exponent) = (nil, nil, [], [])
            return
        }
        let symbols = grammar.symbols
        group = Array(symbols.groupingSeparator.utf8)
        groupFirst = group.first ?? 0
        primary = max(0, symbols.primaryGroupingSize)
        secondary = max(1, symbols.effectiveSecondaryGroupingSize)
        minimumGrouping = max(1, symbols.minimumGroupingDigits)
        formats = options.formatsAsYouType && grammar.kind != .digits && primary > 0 && !group.isEmpty
        decimalScalar = Self.single(symbols.decimalSeparator)
        groupingScalar = Self.single(symbols.groupingSeparator)
        minus = Array(symbols.minusSign.utf8)
        exponent = symbols.exponentSymbol.unicodeScalars.map(\.value).filter { !NumberGrammar.bidiMarks.contains($0) }
    }

    /// The one scalar of `text` once bidi marks are set aside, else nil.
    static func single(_ text: String) -> UInt32? {
        var found: UInt32?
        for scalar in text.unicodeScalars where !NumberGrammar.bidiMarks.contains(scalar.value) {
            if found != nil { return nil }
            found = scalar.value
        }
        return found
    }

    func singleScalar(_ text: String) -> UInt32? { Self.single(text) }

    // MARK: - Digits

    /// `text` with its digits written as the field shows them: digits of a system the grammar does not read
    /// (any Unicode decimal digit) become the locale's; with `.locale` or `.ascii`, every digit becomes that
    /// system's. ASCII text is returned as it is unless digits must become the locale's.
    func convertDigits(_ text: String, to display: FieldOptions.DigitDisplay) -> String {
        guard let grammar else { return text }
        if display != .locale && text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        var result = String.UnicodeScalarView()
        var changed = false
        for scalar in text.unicodeScalars {
            var value: UInt8?
            let lexeme = grammar.lexeme(of: scalar.value)
            if lexeme.isDigit {
                if display != .asTyped { value = lexeme.digitValue }
            } else if scalar.properties.numericType == .decimal, let number = scalar.properties.numericValue,
                      number >= 0, number <= 9 {
                value = UInt8(number)
            }
            if let value {
                let digit = display == .ascii ? Unicode.Scalar(0x30 + value) : grammar.symbols.digits[Int(value)]
                changed = changed || digit != scalar
                result.append(digit)
            } else {
                result.append(scalar)
            }
        }
        return changed ? String(result) : text
    }

    /// Whether `text` is one digit the grammar reads, already in the system `display` shows: the common keystroke,
    /// which needs neither digit conversion nor the separator check.
    @inline(__always)
    func isDigitKey(_ text: String, display: FieldOptions.DigitDisplay) -> Bool {
        guard let grammar, text.utf8.count <= 4 else { return false }
        var scalars = text.unicodeScalars.makeIterator()
        guard let scalar = scalars.next(), scalars.next() == nil else { return false }
        let lexeme = grammar.lexeme(of: scalar.value)
        guard lexeme.isDigit else { return false }
        switch display {
        case .asTyped: return true
        case .ascii: return scalar.value < 0x80
        case .locale: return scalar == grammar.symbols.digits[Int(lexeme.digitValue)]
        }
    }

    /// The UTF-16 offset in `text` of its first grouping separator, as the grammar reads them (under strict
    /// grouping that includes the space and apostrophe variants); nil when it has none.
    func groupingSeparatorOffset(in text: String) -> Int? {
        guard let grammar else { return nil }
        var units = 0
        for scalar in text.unicodeScalars {
            if grammar.lexeme(of: scalar.value) == .groupingSeparator { return units }
            units += scalar.utf16.count
        }
        return nil
    }

    /// The UTF-16 length of the sign at the start of the shown text (bidi marks included); 0 when none.
    func signUnits(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in Self.utf16Width(bytes, 0, signLength(bytes)) }
    }

    // MARK: - Reading the shown text

    /// Whether the text before `byte` ends with an exponent symbol (a typed minus there is the exponent's sign).
    /// Bidi marks are skipped; nothing is allocated.
    func followsExponent(_ text: String, byte: Int) -> Bool {
        guard let grammar, byte > 0 else { return false }
        let scalarView = text.unicodeScalars
        var index = text.utf8.index(text.utf8.startIndex, offsetBy: byte)
        var matched = 0   // scalars of `exponent` matched from its end
        while index > scalarView.startIndex {
            index = scalarView.index(before: index)
            let value = scalarView[index].value
            if NumberGrammar.bidiMarks.contains(value) { continue }
            if matched == 0 && grammar.lexeme(of: value) == .exponent { return true }
            guard matched < exponent.count, exponent[exponent.count &- 1 &- matched] == value else { return false }
            matched &+= 1
            if matched == exponent.count { return true }
        }
        return false
    }

    /// The offset in the raw text of a UTF-16 offset of the shown text: the offset less the UTF-16 units of the
    /// inserted separators before it (the same scan as an edit's).
    func rawOffset(of offset: Int, in text: String) -> Int {
        guard formats else { return offset }
        var text = text
        return text.withUTF8 { display in
            var index = integerStart(display)
            var units = Self.utf16Width(display, 0, index)
            var removed = 0
            let separatorUnits = Self.utf16Width(group)
            while index < display.count && units < offset {
                let length = digitLength(display, index)
                if length > 0 {
                    units &+= length == 4 ? 2 : 1
                    index &+= length
                    continue
                }
                guard startsSeparator(display, index) else { break }
                removed &+= min(separatorUnits, offset &- units)
                units &+= separatorUnits
                index &+= group.count
            }
            return offset &- removed
        }
    }

    /// Where the integer digits of a text start: after the sign and its bidi marks.
    @inline(__always)
    func integerStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let grammar else { return 0 }
        var index = 0
        while index < bytes.count {
            let (scalar, length) = Self.decode(bytes, index)
            let lexeme = grammar.lexeme(of: scalar)
            guard lexeme == .minus || lexeme == .plus || lexeme == .bidiMark else { break }
            index &+= length
        }
        return index
    }

    /// The UTF-8 length of the digit at `index`, or 0 when no digit starts there.
    @inline(__always)
    func digitLength(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
        let byte = bytes[index]
        if byte &- 0x30 < 10 { return 1 }
        guard byte >= 0x80, let grammar else { return 0 }
        let (scalar, length) = Self.decode(bytes, index)
        return grammar.lexeme(of: scalar).isDigit ? length : 0
    }

    /// Whether an inserted separator starts at `index`: the grouping separator, then a digit.
    @inline(__always)
    func startsSeparator(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Bool {
        let end = index &+ group.count
        guard let grammar, end < bytes.count else { return false }
        for offset in 0..<group.count where bytes[index &+ offset] != group[offset] { return false }
        return grammar.lexeme(of: Self.decode(bytes, end).scalar).isDigit
    }

    // MARK: - Editing

    enum Result {
        case unchanged
        case refused(Rejection)
        case accepted(text: String, caret: Int, verdict: Verdict)
    }

    /// Edits the shown text: `byteRange` of it replaced by `replacement` (or, for `toggle`, the sign toggled by
    /// "-" or "+"), checked by the rule, formatted.
    func edit(_ text: String, byteRange: Range<Int>, replacement: String, kind: NumericField.EditKind, toggle: Bool)
        -> Result {
        var text = text
        var replacement = replacement
        return text.withUTF8 { display in
            replacement.withUTF8 { typed in
                let capacity = display.count &+ typed.count &+ minus.count &+ 4
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity &* 2) { scratch in
                    edit(display: display, range: byteRange, typed: typed, kind: kind, toggle: toggle,
                         raw: UnsafeMutableBufferPointer(rebasing: scratch[0..<capacity]),
                         next: UnsafeMutableBufferPointer(rebasing: scratch[capacity...]))
                }
            }
        }
    }

    private func edit(display: UnsafeBufferPointer<UInt8>, range: Range<Int>, typed: UnsafeBufferPointer<UInt8>,
                      kind: NumericField.EditKind, toggle: Bool,
                      raw: UnsafeMutableBufferPointer<UInt8>, next: UnsafeMutableBufferPointer<UInt8>) -> Result {
        // 1. The raw text, and the edit's range in it.
        var lower = range.lowerBound
        var upper = range.upperBound
        let rawText: UnsafeBufferPointer<UInt8>
        if formats {
            var rawCount = 0
            var kept = 0          // start of the display bytes not copied yet
            var removed = 0       // separator bytes before `index`
            var index = integerStart(display)
            let count = display.count
            let base = display.baseAddress.unsafelyUnwrapped
            let rawBase = raw.baseAddress.unsafelyUnwrapped
            while index < count {
                let length = digitLength(display, index)
                if length > 0 { index &+= length; continue }
                guard startsSeparator(display, index) else { break }
                // Copy what came before the separator, then skip it.
                (rawBase + rawCount).copyBytes(from: base + kept, count: index &- kept)
                rawCount &+= index &- kept
                let end = index &+ group.count
                if range.lowerBound >= end { lower &-= group.count } else if range.lowerBound > index { lower = index &- removed }
                if range.upperBound >= end { upper &-= group.count } else if range.upperBound > index { upper = index &- removed }
                removed &+= group.count
                kept = end
                index = end
            }
            (rawBase + rawCount).copyBytes(from: base + kept, count: count &- kept)
            rawCount &+= count &- kept
            rawText = UnsafeBufferPointer(rebasing: raw[..<rawCount])
        } else {
            rawText = display
        }
        let rawCount = rawText.count

        // 2. A deletion of separators only deletes the digit beside them.
        if typed.isEmpty && !toggle && !range.isEmpty && lower == upper {
            if kind == .deleteForward {
                guard upper < rawCount else { return .unchanged }
                upper &+= Self.decode(rawText, upper).length
            } else {
                guard lower > 0 else { return .unchanged }
                lower = Self.scalarStart(rawText, before: lower)
            }
        }

        // 3. The new raw text, and the caret in it.
        var count = 0
        let caret: Int
        let target = next.baseAddress.unsafelyUnwrapped
        let source = rawText.baseAddress ?? UnsafePointer(target)
        if toggle {
            let signEnd = signLength(rawText)
            let hasMinus = containsMinus(UnsafeBufferPointer(rebasing: rawText[..<signEnd]))
            let makesNegative = typed.first == 0x2D && !hasMinus
            if !makesNegative && !hasMinus { return .unchanged }
            if makesNegative {
                minus.withUnsafeBufferPointer { target.copyBytes(from: $0.baseAddress!, count: $0.count) }
                count = minus.count
            }
            caret = count &+ max(0, lower &- signEnd)
            (target + count).copyBytes(from: source + signEnd, count: rawCount &- signEnd)
            count &+= rawCount &- signEnd
        } else {
            target.copyBytes(from: source, count: lower)
            count = lower
            if let typedBase = typed.baseAddress { (target + count).copyBytes(from: typedBase, count: typed.count) }
            count &+= typed.count
            caret = count
            (target + count).copyBytes(from: source + upper, count: rawCount &- upper)
            count &+= rawCount &- upper
        }
        let nextText = UnsafeBufferPointer(rebasing: next[..<count])

        // 4. The rule's verdict, in one pass.
        var driver = TextDriver(plan: plan, sink: ValueSink(), byteCount: count)
        var recognizer = Unicode._CharacterRecognizer()
        _ = driver.feed(utf8: nextText, recognizer: &recognizer)
        let verdict = driver.verdict()
        if case .invalid(let reason, let offset) = verdict {
            let isDeletion = typed.isEmpty && !toggle
            if !(isDeletion && deletionsAlwaysAllowed) { return .refused(Rejection(reason: reason, offset: offset)) }
        }

        // 5. The shown text.
        let (shown, shownCaret) = format(nextText, caret: caret)
        return .accepted(text: shown, caret: shownCaret, verdict: verdict)
    }

    /// The raw text with separators inserted, and the caret's UTF-16 offset in it: right after the raw text's
    /// first `caret` bytes, before any separator that follows them.
    func format(_ raw: UnsafeBufferPointer<UInt8>, caret: Int) -> (String, Int) {
        // The integer digits: after the sign, up to the first scalar that is not a digit.
        var runStart = 0
        var runEnd = 0
        var digitCount = 0
        if formats {
            runStart = integerStart(raw)
            runEnd = runStart
            while runEnd < raw.count {
                let length = digitLength(raw, runEnd)
                if length == 0 { break }
                runEnd &+= length
                digitCount &+= 1
            }
        }
        let grouped = formats && digitCount &- primary >= minimumGrouping
        let separators = grouped ? (digitCount &- primary &- 1) / secondary &+ 1 : 0
        let total = raw.count &+ separators &* group.count
        var caretByte = 0
        let shown = String(unsafeUninitializedCapacity: total) { out in
            let (written, at) = write(raw, into: out, caret: caret, grouped: grouped, runStart: runStart,
                                      runEnd: runEnd, digitCount: digitCount)
            caretByte = at
            return written
        }
        // The caret's UTF-16 offset: its byte offset, less continuation bytes, plus one for each 4-byte scalar.
        var units = 0
        var shownCopy = shown
        shownCopy.withUTF8 { bytes in
            var index = 0
            while index < caretByte {
                let byte = bytes[index]
                if byte & 0xC0 != 0x80 { units &+= byte >= 0xF0 ? 2 : 1 }
                index &+= 1
            }
        }
        return (shown, units)
    }

    /// Writes the raw text with separators into `out`; returns the bytes written and the caret's byte offset.
    private func write(_ raw: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>, caret: Int,
                       grouped: Bool, runStart: Int, runEnd: Int, digitCount: Int) -> (Int, Int) {
        let source = raw.baseAddress.unsafelyUnwrapped
        let target = out.baseAddress.unsafelyUnwrapped
        guard grouped else {
            target.copyBytes(from: source, count: raw.count)
            return (raw.count, caret)
        }
        var written = runStart
        target.copyBytes(from: source, count: runStart)
        var caretByte = caret <= runStart ? caret : -1
        var index = runStart
        var remaining = digitCount
        while index < runEnd {
            let length = raw[index] < 0x80 ? 1 : Self.decode(raw, index).length
            if index > runStart, remaining >= primary,
               remaining == primary || (remaining &- primary) % secondary == 0 {
                if index == caret { caretByte = written }
                if group.count == 1 {
                    target[written] = groupFirst
                } else {
                    group.withUnsafeBufferPointer { (target + written).copyBytes(from: $0.baseAddress!, count: $0.count) }
                }
                written &+= group.count
            }
            if length == 1 { target[written] = source[index] } else {
                (target + written).copyBytes(from: source + index, count: length)
            }
            written &+= length
            index &+= length
            if index == caret { caretByte = written }
            remaining &-= 1
        }
        let rest = raw.count &- runEnd
        (target + written).copyBytes(from: source + runEnd, count: rest)
        if caretByte < 0 { caretByte = written &+ (caret &- runEnd) }
        written &+= rest
        return (written, caretByte)
    }

    // MARK: - Signs

    /// The bytes of the sign at the start of the raw text: bidi marks, one sign, bidi marks.
    func signLength(_ raw: UnsafeBufferPointer<UInt8>) -> Int {
        guard let grammar else { return 0 }
        var index = 0
        var signs = 0
        while index < raw.count {
            let (scalar, length) = Self.decode(raw, index)
            let lexeme = grammar.lexeme(of: scalar)
            if lexeme == .minus || lexeme == .plus {
                if signs == 1 { break }
                signs &+= 1
            } else if lexeme != .bidiMark {
                break
            }
            index &+= length
        }
        return signs == 0 ? 0 : index
    }

    func containsMinus(_ sign: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let grammar else { return false }
        var index = 0
        while index < sign.count {
            let (scalar, length) = Self.decode(sign, index)
            if grammar.lexeme(of: scalar) == .minus { return true }
            index &+= length
        }
        return false
    }

    // MARK: - UTF-8

    /// The scalar at `index` of valid UTF-8 and its length.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> (scalar: UInt32, length: Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, 1) }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(bytes[index &+ 1] & 0x3F), 2) }
        if lead < 0xF0 {
            return ((lead & 0x0F) << 12 | UInt32(bytes[index &+ 1] & 0x3F) << 6 | UInt32(bytes[index &+ 2] & 0x3F), 3)
        }
        return ((lead & 0x07) << 18 | UInt32(bytes[index &+ 1] & 0x3F) << 12 | UInt32(bytes[index &+ 2] & 0x3F) << 6
                | UInt32(bytes[index &+ 3] & 0x3F), 4)
    }

    /// The start of the scalar before `index`.
    static func scalarStart(_ bytes: UnsafeBufferPointer<UInt8>, before index: Int) -> Int {
        var start = index &- 1
        while start > 0 && bytes[start] & 0xC0 == 0x80 { start &-= 1 }
        return start
    }

    /// The UTF-16 length of `length` bytes of UTF-8 from `start`.
    static func utf16Width(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Int {
        var units = 0
        var index = start
        while index < start &+ length {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 { units &+= byte >= 0xF0 ? 2 : 1 }
            index &+= 1
        }
        return units
    }

    static func utf16Width(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { utf16Width($0, 0, $0.count) }
    }
}

extension UnsafeMutablePointer<UInt8> {
    /// Copies `count` bytes: a plain loop for the few bytes an edit moves (a call to memmove costs more than
    /// copying them), memmove beyond.
    @inline(__always)
    func copyBytes(from source: UnsafePointer<UInt8>, count: Int) {
        if count > 32 {
            update(from: source, count: count)
            return
        }
        var index = 0
        while index < count {
            self[index] = source[index]
            index &+= 1
        }
    }
}
