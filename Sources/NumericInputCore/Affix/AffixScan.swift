/// A whole text of a styled field read as prefix, number and suffix: the affixes are matched at the text's ends
/// (``AffixPlan``), the number between them goes through the one driver, and the three answers make one verdict.
///
/// - A text that is the start of an affix ("$", "-", "(", "€ ") is partial; so is a number whose suffix is half
///   typed ("12 " before "€"), and an accounting text whose parenthesis is not closed yet.
/// - Affixes are optional: "1.234,56" in a de_DE EUR field is complete.
/// - A character outside the number is refined to the reason a person needs: another currency's symbol or code
///   (`wrong-currency`), this field's affix in the wrong place (`misplaced-affix`), a percent sign in a currency
///   field, a currency in a percent field or parentheses outside accounting (`affix-not-allowed`).
struct AffixScan {
    /// The plan's affixes and the plan: both outlive the scan (the plan holds the affixes and is held by the
    /// caller), so neither is retained for it.
    unowned(unsafe) let affixes: AffixPlan
    unowned(unsafe) let plan: RulePlan
    /// Whether the number's value is read (a verdict, a field's state) or only its status (a keystroke's
    /// decision, which spares the digits' collection and the value's making: the de_DE EUR keystroke about 310
    /// instructions). A stored flag, not a type parameter: as one, the compiler merged the two specialisations
    /// into one function behind a thunk, and it measured no better.
    let wantsValue: Bool

    /// What the prefix match found.
    private enum Prefix {
        case none
        /// The whole text is the beginning of an affix.
        case partial
        case full(end: Int, candidate: AffixPlan.Candidate)
    }

    /// One way to end the number: where, and whether a suffix follows whole, half typed, or not at all.
    private struct Ending {
        enum Suffix { case full, partial, none }
        let middleEnd: Int
        let suffix: Suffix
        let sign: AffixPlan.Sign?
    }

    /// The verdict for `bytes` (valid UTF-8 of a whole text).
    func verdict(of bytes: UnsafeBufferPointer<UInt8>) -> Verdict {
        let start: Int
        var prefixSign: AffixPlan.Sign?
        var opensBracket = false
        switch matchPrefix(bytes) {
        case .partial: return .partial
        case .none: start = 0
        case .full(let end, let candidate):
            start = end
            // A prefix both signs write ("€ " in fy_NL, whose negatives end in "-") leaves the sign to the suffix.
            prefixSign = candidate.isWrittenByBothSigns ? nil : candidate.sign
            opensBracket = candidate.opensBracket
        }
        // Bidi marks around the number belong to the affixes, but for marks before a sign (ar_EG's "؜-").
        let numberStart = skipMarks(bytes, from: start)
        var firstInvalid: Verdict?
        var result: Verdict?
        forEachEnding(bytes, from: start, prefixSign: prefixSign) { ending in
            var end = ending.middleEnd
            while end > numberStart {
                let previous = UTF8Bytes.scalarStart(bytes, before: end)
                guard NumberGrammar.isBidiMark(UTF8Bytes.scalar(bytes, at: previous).scalar) else { break }
                end = previous
            }
            let start = Swift.min(numberStart, end)
            let middle = UnsafeBufferPointer(rebasing: bytes[start..<end])
            // The plan reached unretained (it outlives the scan): called on the stored reference, the call
            // retained and released it, as reading its grammar below did.
            let number = Unmanaged.passUnretained(plan)._withUnsafeGuaranteedRef {
                wantsValue ? $0.numberVerdict(of: middle) : $0.numberStatusVerdict(of: middle)
            }
            if case .invalid(let reason, let offset) = number {
                // The invalid verdict is the one that reads furthest: its offset is the longest prefix that is
                // still a number or the start of one ("12 €€": the second "€", not the first).
                let at = UTF8Bytes.utf16Width(bytes, 0..<start) + offset
                if case .invalid(_, let best)? = firstInvalid, best >= at { return true }
                firstInvalid = refined(reason, at: at, in: bytes)
                return true
            }
            result = combine(number, middle: middle, ending: ending, prefixSign: prefixSign,
                             opensBracket: opensBracket, bytes: bytes, start: start)
            return false
        }
        if let result { return result }
        guard case .invalid(let reason, let offset)? = firstInvalid else { return .partial }
        // A whole suffix right where the number failed ("12 €€" fails at the space): the text through that suffix
        // may be whole, and then the first character nothing can save is the one after it.
        if let end = suffixEnd(in: bytes, atUTF16: offset), end < bytes.count,
           !verdict(of: UnsafeBufferPointer(rebasing: bytes[..<end])).isInvalid {
            let units = UTF8Bytes.utf16Width(bytes, 0..<end)
            return refined(reason == .misplacedAffix ? reason : .misplacedAffix, at: units, in: bytes)
        }
        return .invalid(reason, offset: offset)
    }

    /// The byte offset after a whole suffix that starts at UTF-16 `offset`, if one does.
    private func suffixEnd(in bytes: UnsafeBufferPointer<UInt8>, atUTF16 offset: Int) -> Int? {
        var index = 0
        var units = 0
        while index < bytes.count && units < offset {
            let lead = bytes[index]
            units &+= UTF8Bytes.utf16Width(lead: lead)
            index &+= UTF8Bytes.scalarLength(lead: lead)
        }
        var best: Int?
        for candidate in affixes.suffixes {
            let scalars = affixes.scalars(of: candidate)
            var at = index
            var matched = 0
            while matched < candidate.count, at < bytes.count {
                let (scalar, length) = UTF8Bytes.scalar(bytes, at: at)
                at &+= length
                if NumberGrammar.isBidiMark(scalar) { continue }
                guard AffixPlan.fold(scalar) == scalars[matched] else { break }
                matched &+= 1
            }
            if matched == candidate.count, at > (best ?? 0) { best = at }
        }
        return best
    }

    // MARK: - Prefix

    /// `start` moved past bidi marks that do not lead to a sign.
    private func skipMarks(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            let (scalar, length) = UTF8Bytes.scalar(bytes, at: index)
            if NumberGrammar.isBidiMark(scalar) { index &+= length; continue }
            let lexeme = Unmanaged.passUnretained(plan)._withUnsafeGuaranteedRef { plan in
                plan.grammar.map { Unmanaged.passUnretained($0)._withUnsafeGuaranteedRef { $0.lexeme(of: scalar) } }
            }
            return lexeme == .minus || lexeme == .plus ? start : index
        }
        return index
    }

    /// The longest prefix that starts the text, or whether the whole text is the start of one.
    private func matchPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> Prefix {
        var best: (end: Int, candidate: AffixPlan.Candidate)?
        var isPartial = false
        // The text's first scalar, bidi marks aside, decoded once: a candidate that starts otherwise is passed over
        // without a walk (decoded again for each, the en_US USD field pair's prefixes cost about 800 instructions).
        var first: UInt32?
        var start = 0
        while start < bytes.count {
            let (scalar, length) = UTF8Bytes.scalar(bytes, at: start)
            start &+= length
            if !NumberGrammar.isBidiMark(scalar) { first = AffixPlan.fold(scalar); break }
        }
        guard let first else { return .none }
        for candidate in affixes.prefixes where candidate.first == first {
            let scalars = affixes.scalars(of: candidate)
            var index = 0
            var matched = 0
            while matched < candidate.count, index < bytes.count {
                let (scalar, length) = UTF8Bytes.scalar(bytes, at: index)
                index &+= length
                if NumberGrammar.isBidiMark(scalar) { continue }
                guard AffixPlan.fold(scalar) == scalars[matched] else { break }
                matched &+= 1
            }
            if matched == candidate.count {
                // Bidi marks right after an affix belong to it.
                while index < bytes.count {
                    let (scalar, length) = UTF8Bytes.scalar(bytes, at: index)
                    guard NumberGrammar.isBidiMark(scalar) else { break }
                    index &+= length
                }
                if best == nil || index > best!.end { best = (index, candidate) }
            } else if index == bytes.count, matched > 0, matched == scalarsWithoutMarks(bytes) {
                isPartial = true
            }
        }
        if let best { return .full(end: best.end, candidate: best.candidate) }
        return isPartial ? .partial : .none
    }

    /// How many scalars of `bytes` are not bidi marks.
    private func scalarsWithoutMarks(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = 0
        var count = 0
        while index < bytes.count {
            let (scalar, length) = UTF8Bytes.scalar(bytes, at: index)
            if !NumberGrammar.isBidiMark(scalar) { count &+= 1 }
            index &+= length
        }
        return count
    }

    // MARK: - Suffix

    /// Calls `body` with each way the number may end, best first — a whole suffix (longest first), a half-typed
    /// one, none — while it returns true.
    private func forEachEnding(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, prefixSign: AffixPlan.Sign?,
                               _ body: (Ending) -> Bool) {
        let capacity = affixes.longest &+ 1
        withUnsafeTemporaryAllocation(of: (scalar: UInt32, start: Int).self, capacity: capacity) { tail in
            // The last scalars of the text after the prefix, last first, bidi marks set aside.
            var count = 0
            var end = bytes.count
            while end > start && count < capacity {
                let scalarStart = UTF8Bytes.scalarStart(bytes, before: end)
                let scalar = UTF8Bytes.scalar(bytes, at: scalarStart).scalar
                end = scalarStart
                if NumberGrammar.isBidiMark(scalar) { continue }
                tail.initializeElement(at: count, to: (AffixPlan.fold(scalar), scalarStart))
                count &+= 1
            }
            defer { _ = tail.prefix(count).deinitialize() }
            func allowed(_ candidate: AffixPlan.Candidate) -> Bool { prefixSign == nil || candidate.sign == prefixSign }
            /// Whether the text's last `length` scalars are the candidate's first `length`.
            func matchesTail(_ candidate: AffixPlan.Candidate, length: Int) -> Bool {
                let scalars = affixes.scalars(of: candidate)
                for offset in 0..<length where tail[offset].scalar != scalars[length &- 1 &- offset] {
                    return false
                }
                return true
            }
            var stop = false
            // Whole suffixes, then half-typed ones ("12 " before " €"), each longest first: kept on the stack. The
            // half-typed ones are looked for only when no whole one ended the search: a complete money text stops
            // at its whole suffix, and looking for every candidate's every shorter start first cost the de_DE EUR
            // keystroke about 370 instructions.
            withUnsafeTemporaryAllocation(of: Ending.self, capacity: Swift.max(1, affixes.suffixes.count)) { endings in
                var found = 0
                for candidate in affixes.suffixes where allowed(candidate) && candidate.count <= count {
                    let length = candidate.count
                    if matchesTail(candidate, length: length) {
                        Self.insert(Ending(middleEnd: tail[length &- 1].start, suffix: .full, sign: candidate.sign),
                                    into: endings, count: &found)
                    }
                }
                guard Self.call(body, with: endings, count: &found) else { stop = true; return }
                for candidate in affixes.suffixes where allowed(candidate) {
                    for length in stride(from: Swift.min(candidate.count &- 1, count), to: 0, by: -1)
                    where matchesTail(candidate, length: length) {
                        Self.insert(Ending(middleEnd: tail[length &- 1].start, suffix: .partial, sign: candidate.sign),
                                    into: endings, count: &found)
                        break
                    }
                }
                if !Self.call(body, with: endings, count: &found) { stop = true }
            }
            if stop { return }
            _ = body(Ending(middleEnd: bytes.count, suffix: .none, sign: nil))
        }
    }

    /// Inserts `ending` among the first `count` of `endings`, kept in order: the shorter number (the longer
    /// suffix) first. (Static, with the count passed in: a nested function that captured the count made every
    /// access to it a dynamic exclusivity check, +786 instructions on the USD field pair.)
    private static func insert(_ ending: Ending, into endings: UnsafeMutableBufferPointer<Ending>, count: inout Int) {
        var at = count
        while at > 0, ending.middleEnd < endings[at &- 1].middleEnd {
            endings.initializeElement(at: at, to: endings.moveElement(from: at &- 1))
            at &-= 1
        }
        endings.initializeElement(at: at, to: ending)
        count &+= 1
    }

    /// Calls `body` with the first `count` of `endings` in order, while it returns true, and forgets them (`count`
    /// back to 0); false once `body` stopped.
    private static func call(_ body: (Ending) -> Bool, with endings: UnsafeMutableBufferPointer<Ending>,
                             count: inout Int) -> Bool {
        defer {
            _ = endings.prefix(count).deinitialize()
            count = 0
        }
        var index = 0
        while index < count {
            if !body(endings[index]) { return false }
            index &+= 1
        }
        return true
    }

    // MARK: - Verdict

    private func combine(_ number: Verdict, middle: UnsafeBufferPointer<UInt8>, ending: Ending,
                         prefixSign: AffixPlan.Sign?, opensBracket: Bool, bytes: UnsafeBufferPointer<UInt8>,
                         start: Int) -> Verdict {
        let sign = prefixSign ?? ending.sign
        // The grammar reached unretained, as in the ending's closure (read as `plan.grammar`, it was retained).
        if sign == .negative, Unmanaged.passUnretained(plan)._withUnsafeGuaranteedRef({ plan in
            plan.grammar.map {
                Unmanaged.passUnretained($0)._withUnsafeGuaranteedRef { Self.hasSign(middle, grammar: $0) }
            }
        }) == true {
            // The affix carries the sign: a second one inside is one too many ("-(-5)").
            let offset = UTF8Bytes.utf16Width(bytes, 0..<start)
            return .invalid(.misplacedSymbol, offset: offset)
        }
        guard case .complete(let value) = number else { return number }
        if ending.suffix == .partial || (opensBracket && ending.suffix != .full) { return .partial }
        // A status-only scan's number has no value (nor has a plan without a grammar's, which has no affixes).
        guard let value else { return number }
        let isNegative = (sign == .negative) != value.isNegative
        let scale = affixes.scale
        return .complete(NumericValue(isNegative: isNegative && !value.isZero, storage: value.storage,
                                      exponent: value.isZero ? 0 : value.exponent &+ scale))
    }

    /// Whether the number starts with a minus or plus sign (bidi marks aside).
    private static func hasSign(_ bytes: UnsafeBufferPointer<UInt8>, grammar: NumberGrammar) -> Bool {
        var index = 0
        while index < bytes.count {
            let (scalar, length) = UTF8Bytes.scalar(bytes, at: index)
            let lexeme = grammar.lexeme(of: scalar)
            if lexeme == .minus || lexeme == .plus { return true }
            guard lexeme == .bidiMark else { return false }
            index &+= length
        }
        return false
    }

    /// The reason a person needs for a character outside the number at UTF-16 `offset`.
    private func refined(_ reason: InvalidReason, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Verdict {
        guard reason == .unexpectedCharacter || reason == .misplacedSymbol || reason == .exponentNotAllowed
            || reason == .groupingSeparatorNotAllowed else { return .invalid(reason, offset: offset) }
        // The scalar at the offset, and the ones after it (a space before a code: "12 EUR").
        var index = 0
        var units = 0
        while index < bytes.count && units < offset {
            let lead = bytes[index]
            units &+= UTF8Bytes.utf16Width(lead: lead)
            index &+= UTF8Bytes.scalarLength(lead: lead)
        }
        var scalar = index < bytes.count ? UTF8Bytes.scalar(bytes, at: index).scalar : 0
        var at = index
        while AffixPlan.fold(scalar) == 0x20, at < bytes.count {
            at &+= UTF8Bytes.scalar(bytes, at: at).length
            guard at < bytes.count else { break }
            scalar = UTF8Bytes.scalar(bytes, at: at).scalar
        }
        let style = affixes.symbols.style
        let isMoneyField = style.currencyCode != nil
        // The field's own affix where it cannot stand ("$1$"): a whole affix starts here.
        if startsOwnAffix(bytes, at: at) { return .invalid(.misplacedAffix, offset: offset) }
        switch Self.kind(of: scalar) {
        case .currency:
            return .invalid(isMoneyField ? .wrongCurrency : .affixNotAllowed, offset: offset)
        case .letter:
            if isMoneyField { return .invalid(.wrongCurrency, offset: offset) }
            if startsCode(bytes, at: at) { return .invalid(.affixNotAllowed, offset: offset) }
        case .percent, .bracket:
            return .invalid(.affixNotAllowed, offset: offset)
        case .other:
            break
        }
        return .invalid(reason, offset: offset)
    }

    private enum ScalarKind { case currency, letter, percent, bracket, other }

    private static func kind(of scalar: UInt32) -> ScalarKind {
        switch scalar {
        case 0x25, 0x66A, 0x2030, 0x2031, 0xFE6A, 0xFF05, 0x609, 0x60A: return .percent
        case 0x28, 0x29, 0xFF08, 0xFF09: return .bracket
        default: break
        }
        guard let unicode = Unicode.Scalar(scalar) else { return .other }
        if unicode.properties.generalCategory == .currencySymbol { return .currency }
        return unicode.properties.isAlphabetic ? .letter : .other
    }

    /// Whether three ASCII capitals (an ISO 4217 code) start at byte `index`.
    private func startsCode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index &+ 3 <= bytes.count else { return false }
        return (0..<3).allSatisfy { bytes[index &+ $0] &- 0x41 < 26 }
    }

    /// Whether one of the field's affixes (spaces around it aside) starts at byte `index`.
    private func startsOwnAffix(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        for candidate in affixes.all {
            let scalars = affixes.scalars(of: candidate).drop { $0 == 0x20 }
            guard let last = scalars.lastIndex(where: { $0 != 0x20 }) else { continue }
            var at = index
            var matched = scalars.startIndex
            while matched <= last, at < bytes.count {
                let (scalar, length) = UTF8Bytes.scalar(bytes, at: at)
                at &+= length
                if NumberGrammar.isBidiMark(scalar) { continue }
                guard AffixPlan.fold(scalar) == scalars[matched] else { break }
                matched &+= 1
            }
            if matched > last { return true }
        }
        return false
    }
}
