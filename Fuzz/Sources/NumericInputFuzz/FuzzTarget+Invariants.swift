import NumericInput

/// The invariants every input must keep. Any break calls `fail`, which stops the process so libFuzzer saves the
/// input under `Fuzz/crashes/`.
extension FuzzTarget {
    /// Prefix checks are quadratic; texts longer than this (in scalars) get them on their first part only.
    static let prefixCheckLimit = 300

    /// The verdict target: one text through one validator, every way it can be asked (UTF-8, UTF-16 with lone
    /// surrogates, status, scan from any index), its prefixes, its value and ICU's reading of it.
    func runVerdict(_ input: FuzzInput) {
        let locale = locales[Int(input.localeByte) % locales.count]
        let validator = locale.validator(input.kind, input.grouping)
        checkText(input.current, validator: validator, locale: locale, input)
        checkUTF16(input.units, validator: validator, input)
        checkScan(from: input.scanStart, validator: validator, input)
    }

    /// The edit target: a rule over the text (its verdict, its prefixes) and one edit of it, by UTF-16 offsets or
    /// by `String.Index`, good range or bad. The prospective text's own verdict is the verdict target's business.
    func runEdit(_ input: FuzzInput) {
        let locale = locales[Int(input.localeByte) % locales.count]
        let validator = locale.validator(input.kind, input.grouping)
        let rule = cachedRule(for: input, locale: locale, validator: input.hasNumber ? validator : nil)
        checkRule(rule, text: input.current, input)
        checkEdit(rule, validator: validator, locale: locale, input)
    }

    // MARK: - One text, one validator

    /// Same verdict every way it is asked for; prefixes and offsets consistent with it; ICU agrees where it reads
    /// the whole text.
    func checkText(_ text: String, validator: NumericValidator, locale: Locale, _ input: FuzzInput) {
        let verdict = validator.verdict(for: text)
        func require(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { fail(message(), input, [("text", escaped(text)), ("verdict", "\(verdict)")]) }
        }
        // The same input gives the same verdict: again, through a fresh validator, as UTF-16, by status, by scan.
        require(validator.verdict(for: text) == verdict, "verdict(for:) changed on a second call")
        // The twin was compiled apart from `validator` at start-up and has answered other texts since: compiling a
        // fresh one here, twice per input, was a sixth of the run's time.
        let twin = locale.twin(validator.kind, validator.grouping)
        require(twin.verdict(for: text) == verdict, "a separately compiled validator gives another verdict")
        require(validator.status(of: text) == verdict.status, "status(of:) disagrees with verdict(for:)")
        // The code units are copied once, for this check and the offsets below.
        let units = Array(text.utf16)
        require(validator.verdict(forUTF16: units) == verdict, "verdict(forUTF16:) [UInt16] disagrees")
        require(validator.verdict(forUTF16: text.utf16) == verdict, "verdict(forUTF16:) UTF16View disagrees")
        let scan = validator.scan(text, from: text.startIndex)
        require(scan.verdict == verdict, "scan(_:from:).verdict disagrees: \(scan.verdict)")

        // Every prefix up to the end (or up to the invalid offset) is acceptable; the offset is exact; the scan's
        // longest complete prefix is the last complete one.
        var limit = units.count
        if case .invalid(_, let offset) = verdict {
            require(offset >= 0 && offset < units.count, "invalid offset \(offset) outside the text")
            require(!(offset > 0 && UTF16.isTrailSurrogate(units[offset]) && UTF16.isLeadSurrogate(units[offset - 1])),
                    "invalid offset \(offset) splits a surrogate pair")
            limit = offset
            let nextEnd = offset + (UTF16.isLeadSurrogate(units[offset]) && offset + 1 < units.count
                                    && UTF16.isTrailSurrogate(units[offset + 1]) ? 2 : 1)
            let through = String(decoding: units[..<nextEnd], as: UTF16.self)
            require(validator.verdict(for: through).isInvalid,
                    "the character at the invalid offset is not where the text turns invalid")
        }
        // The prefixes are built one scalar at a time in a String and judged by `status(of:)`, straight from their
        // UTF-8: the same prefixes (every scalar boundary up to the limit) and the same property (none is invalid;
        // the last complete one is where the scan says the number ends). Judging each as a slice of UTF-16 code
        // units went through `verdict(forUTF16:)`'s generic transcoding, unspecialised across the module
        // boundary: two thirds of the time spent in this target's checks. `status(of:)` agrees with
        // `verdict(for:)` and the UTF-16 entry points on the whole text (above), and every prefix is a text the
        // fuzzer makes too.
        var lastComplete: Int?
        var boundary = 0
        var checked = 0
        var prefix = ""
        prefix.reserveCapacity(text.utf8.count)
        var scalars = text.unicodeScalars.makeIterator()
        while boundary <= limit && checked <= Self.prefixCheckLimit {
            let prefixStatus = validator.status(of: prefix)
            if prefixStatus == .invalid {
                let prefixVerdict = validator.verdict(for: prefix)
                require(false, "prefix of \(boundary) UTF-16 units is invalid by status(of:) (verdict(for:) "
                        + "\(prefixVerdict)), but the whole text is \(verdict)")
            }
            if prefixStatus == .complete { lastComplete = boundary }
            guard boundary < limit, let scalar = scalars.next() else { break }
            prefix.unicodeScalars.append(scalar)
            boundary += scalar.utf16.count
            checked += 1
        }
        if checked <= Self.prefixCheckLimit {
            let scanEnd = scan.numberEndIndex.map { text.utf16.distance(from: text.startIndex, to: $0) }
            require(scanEnd == lastComplete, "scan's numberEndIndex \(scanEnd.map(String.init) ?? "nil") is not the "
                    + "longest complete prefix \(lastComplete.map(String.init) ?? "nil")")
        }

        if case .complete(let value) = verdict {
            // A validator's complete verdict always carries its value (only a rule without a number has none).
            guard let value else { return require(false, "a validator's complete verdict without a value") }
            checkValue(value, validator: validator, input, text)
            require(scan.value == value, "scan's value \(scan.value.map(\.canonical) ?? "nil") differs")
        }
        compareWithICU(text, verdict: verdict, validator: validator, locale: locale, input)
    }

    /// A value is well formed, and its canonical text reads back as itself.
    func checkValue(_ value: NumericValue, validator: NumericValidator, _ input: FuzzInput, _ text: String) {
        func require(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { fail(message(), input, [("text", escaped(text)), ("canonical", value.canonical)]) }
        }
        let digits = value.significand.utf8
        require(!digits.isEmpty && digits.allSatisfy { (0x30...0x39).contains($0) }, "significand is not digits")
        require(value.significand == "0" || (digits.first != 0x30 && digits.last != 0x30),
                "significand has leading or trailing zeros")
        require(!(value.significand == "0" && (value.isNegative || value.exponent != 0)), "zero is not plain 0")
        _ = value.decimal
        checkConversions(value, require)
        guard validator.kind != .digits else {
            require(value.canonical.utf8.allSatisfy { (0x30...0x39).contains($0) }, "digits canonical is not digits")
            return
        }
        if let reread = NumericValue(value.canonical) {
            require(reread == value, "canonical \(value.canonical) reads back as \(reread.canonical)")
        } else {
            // Scientific canonical forms can name an exponent past ICU's limit ("1.23e1000000001" for
            // "123e999999999"), which the plain-decimal reader refuses; anything else must read back.
            let exponent = value.canonical.split(separator: "e").last.flatMap { Int($0) } ?? 0
            require(!value.isPlain && abs(exponent) > 999_999_999, "canonical \(value.canonical) does not read back")
        }
    }

    /// `Double(_:)`, `Int64(exactly:)` and `Int(exactly:)` agree with the value and with its canonical text.
    func checkConversions(_ value: NumericValue, _ require: (Bool, @autoclosure () -> String) -> Void) {
        // Only reading the canonical text where it is plain and shorter than 400: the check stays cheap. Its length
        // without a digit string's leading zeros (which the text typed, so they are few) is known beforehand.
        let count = value.significandDigitCount
        let exponent = value.exponent
        let plainLength = (value.isNegative ? 1 : 0)
            + (exponent >= 0 ? count + exponent : -exponent < count ? count + 1 : 2 - exponent)
        let shortCanonical = value.isPlain && plainLength < 400 ? Optional(value.canonical).flatMap {
            $0.utf8.count < 400 ? $0 : nil
        } : nil

        // Double: nil only beyond Double.greatestFiniteMagnitude, so only when the value is at least 10^308
        // (`adjusted` counts the digits before the point: the value is below 10^adjusted); never nil below that.
        let double = Double(value)
        let adjusted = value.exponent + value.significandDigitCount
        if let double {
            require(double.isFinite, "Double(value) is \(double)")
            require(value.isZero || double == 0 || (double < 0) == value.isNegative, "Double(value) \(double) has the wrong sign")
            require(adjusted <= 309, "Double(value) is \(double) for a value of 10^\(adjusted - 1) or more")
            if let shortCanonical, let parsed = Double(shortCanonical) {
                require(double == parsed, "Double(value) is \(double), Double(canonical) is \(parsed)")
            }
        } else {
            require(!value.isZero && adjusted > 308, "Double(value) is nil for a value below 10^\(adjusted)")
            if let shortCanonical, let parsed = Double(shortCanonical) {
                require(parsed.isInfinite, "Double(value) is nil, Double(canonical) is \(parsed)")
            }
        }

        // Int64: exactly the whole numbers in range, and back through NumericValue(Int) on 64-bit.
        let int64 = Int64(exactly: value)
        if let shortCanonical {
            // A plain canonical text is an integer literal exactly when the value is a whole number ("007" too).
            require(int64 == Int64(shortCanonical), "Int64(exactly:) is \(int64.map(String.init) ?? "nil"), "
                    + "Int64(canonical) is \(Int64(shortCanonical).map(String.init) ?? "nil")")
        }
        if let int64 {
            require(!value.isZero || int64 == 0, "Int64(exactly:) of zero is \(int64)")
            // On 64-bit, Int is Int64: the same answer, and back through NumericValue(Int) to the same value.
            #if _pointerBitWidth(_64)
            guard let int = Int(exactly: value) else { return require(false, "Int(exactly:) is nil, Int64 is \(int64)") }
            require(Int64(int) == int64, "Int(exactly:) is \(int), Int64(exactly:) is \(int64)")
            let back = NumericValue(int)
            // A digit string keeps its leading zeros ("007"), which NumericValue(Int) cannot: compare the parts.
            require(!(back < value) && !(value < back) && value.significand == back.significand
                    && value.exponent == back.exponent && value.isNegative == back.isNegative,
                    "NumericValue(Int(exactly: value)) is \(back.canonical)")
            #endif
        } else {
            require(Int(exactly: value) == nil, "Int(exactly:) is not nil, Int64(exactly:) is")
        }
    }

    // MARK: - ICU

    /// Where ICU's strict parse reads the whole text: a complete value is ICU's value; and for the kinds ICU knows
    /// (numeric, decimal, integer) under strict grouping, a text that is not complete is a documented disagreement.
    func compareWithICU(_ text: String, verdict: Verdict, validator: NumericValidator, locale: Locale,
                        _ input: FuzzInput) {
        guard !text.isEmpty, text.utf16.count <= 400,
              let parsed = locale.icu.parseStrict(text), parsed.parsedLength == text.utf16.count
        else { return }
        // Built only on a failure: describing a verdict eagerly was a few percent of the run.
        var details: [(String, String)] { [("text", escaped(text)), ("verdict", "\(verdict)"), ("ICU strict", parsed.value)] }
        if case .complete(let value?) = verdict {
            guard sameValue(value, ExactDecimal(icu: parsed.value)) else {
                fail("complete with \(value.canonical), but ICU reads the whole text as \(parsed.value)", input, details)
            }
            return
        }
        guard validator.grouping == .strict, [.numeric, .decimal, .integer].contains(validator.kind) else { return }
        guard let explanation = DisagreementExplainer(locale: locale, kind: validator.kind)
            .explain(text, icuValue: parsed.value)
        else {
            fail("ICU reads the whole text and NumericInput does not; no row of the edge table explains it",
                 input, details)
        }
        for disagreement in explanation where !disagreement.isDocumented {
            FuzzTally.shared.count(disagreement, example: "\(locale.identifier) \(escaped(text)) → \(parsed.value)")
            if isStrict {
                fail("undocumented ICU disagreement \(disagreement.rawValue)", input, details)
            }
        }
    }

    // MARK: - UTF-16

    /// Code units with lone surrogates: the same verdict as the text with each lone surrogate made U+FFFD (both are
    /// one code unit that can be part of no number).
    func checkUTF16(_ units: [UInt16], validator: NumericValidator, _ input: FuzzInput) {
        let verdict = validator.verdict(forUTF16: units)
        let decoded = String(decoding: units, as: UTF16.self)
        let expected = validator.verdict(for: decoded)
        if verdict != expected {
            fail("verdict(forUTF16:) on raw code units differs from the decoded text's", input,
                 [("units", units.map { String($0, radix: 16) }.joined(separator: " ")),
                  ("verdict", "\(verdict)"), ("decoded", "\(expected)")])
        }
    }

    // MARK: - Scanning from the middle

    /// A scan from any index (rounded down to a scalar boundary) is the scan of the rest of the text.
    func checkScan(from utf8Offset: Int, validator: NumericValidator, _ input: FuzzInput) {
        let text = input.current
        let utf8 = Array(text.utf8)
        var start = utf8Offset
        while start > 0 && start < utf8.count && utf8[start] & 0xC0 == 0x80 { start -= 1 }
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: utf8Offset)
        let startIndex = text.utf8.index(text.utf8.startIndex, offsetBy: start)
        // The scan's parts are taken out first: with the whole NumberScan captured by `require` and borrowed in
        // the token loop, Swift 6.3.1's optimizer crashes (CopyPropagation, "Found outside of lifetime use") in a
        // release build.
        let scan = validator.scan(text, from: index)
        let verdict = scan.verdict, tokens = scan.tokens, stopIndex = scan.stopIndex
        let numberEndIndex = scan.numberEndIndex, value = scan.value
        let rest = String(text[startIndex...])
        let expected = validator.verdict(for: rest)
        func require(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition {
                fail(message(), input, [("scan from UTF-8 offset", "\(utf8Offset) (scalar start \(start))"),
                                        ("rest", escaped(rest)), ("scan verdict", "\(verdict)"),
                                        ("verdict of rest", "\(expected)")])
            }
        }
        require(verdict == expected, "scan(_:from:) from the middle disagrees with the verdict of the rest")
        var previous = startIndex
        for token in tokens {
            require(token.range.lowerBound >= previous && token.range.upperBound <= stopIndex,
                    "tokens out of order or past the stop index")
            previous = token.range.upperBound
        }
        if let end = numberEndIndex {
            require(end <= stopIndex || verdict.isComplete, "number ends after the stop index")
            let number = validator.verdict(for: String(text[startIndex..<end]))
            require(number.isComplete && number.value == value, "the longest number is \(number)")
        } else {
            require(value == nil, "a value without a number end")
        }
        if case .invalid(_, let offset) = verdict {
            require(text.utf16.distance(from: startIndex, to: stopIndex) == offset,
                    "stopIndex is not at the invalid offset")
        }
        if verdict.isComplete {
            require(numberEndIndex == text.endIndex && stopIndex == text.endIndex,
                    "a complete scan does not end at the end")
        }
    }

    // MARK: - Rules

    /// A rule's verdict agrees with its number's, keeps its constraints, and every prefix of an acceptable text
    /// (cut between characters) is acceptable.
    func checkRule(_ rule: InputRule, text: String, _ input: FuzzInput) {
        let verdict = rule.verdict(for: text)
        func require(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition {
                fail(message(), input, [("text", escaped(text)), ("rule verdict", "\(verdict)"),
                                        ("number verdict", rule.configuration.number.map { "\($0.verdict(for: text))" } ?? "-")])
            }
        }
        require(rule.verdict(for: text) == verdict, "rule verdict changed on a second call")
        let count = text.utf16.count
        let number = rule.configuration.number?.verdict(for: text)
        switch verdict.status {
        case .invalid:
            guard let rejection = verdict.rejection else { return require(false, "invalid without a rejection") }
            require(rejection.offset >= 0 && rejection.offset <= count, "rejection offset outside the text")
            if rejection.constraint == .number && rejection.reason != .exponentNotAllowed, let number {
                require(number == .invalid(rejection.reason, offset: rejection.offset),
                        "the rule's number rejection is not the validator's verdict")
            }
        case .partial:
            require(verdict.rejection == nil && verdict.value == nil, "partial with a rejection or value")
            require(!(number?.isInvalid ?? false), "the rule accepts what its number refuses")
        case .complete:
            require(verdict.rejection == nil, "complete with a rejection")
            require((verdict.value != nil) == (rule.configuration.number != nil),
                    "complete with\(verdict.value == nil ? "out" : "") a value, for a rule with\(rule.configuration.number == nil ? "out" : "") a number")
            if let number {
                require(number.isComplete && verdict.value == number.value, "complete, but the number is \(number)")
                if let value = verdict.value {
                    require(rule.configuration.minimum.map { value >= $0 } ?? true, "complete below the minimum")
                    require(rule.configuration.maximum.map { value <= $0 } ?? true, "complete above the maximum")
                }
            }
            if let maxLength = rule.configuration.maxLength { require(text.count <= maxLength, "complete but too long") }
        }
        if number?.isInvalid ?? false {
            require(verdict.status == .invalid, "the rule accepts what its number refuses")
        }
        guard verdict.status != .invalid else { return }
        var prefix = ""
        for character in text.prefix(Self.prefixCheckLimit / 4) {
            let prefixVerdict = rule.verdict(for: prefix)
            require(prefixVerdict.status != .invalid,
                    "prefix \(escaped(prefix)) is invalid (\(prefixVerdict.rejection.map { "\($0)" } ?? "")) "
                    + "though the text is acceptable")
            prefix.append(character)
        }
    }

    // MARK: - Edits

    /// An edit is decided as its materialised prospective text is, and a bad range is the typed error it should be.
    func checkEdit(_ rule: InputRule, validator: NumericValidator, locale: Locale, _ input: FuzzInput) {
        if input.usesIndexRange { return checkIndexEdit(rule, validator: validator, locale: locale, input) }
        let current = input.current
        let units = Array(current.utf16)
        let count = units.count
        let start = input.utf16Start
        let length = input.utf16Length
        func splits(_ offset: Int) -> Bool {
            offset > 0 && offset < count && UTF16.isTrailSurrogate(units[offset])
                && UTF16.isLeadSurrogate(units[offset - 1])
        }
        // The error the range deserves, and at which offset.
        var expected: (code: EditError.Code, offset: Int)?
        if start < 0 || length < 0 || start > Int.max - length {
            expected = (.rangeOutOfBounds, start)
        } else if splits(start) {
            expected = (.splitsSurrogatePair, start)
        } else if splits(start + length) {
            expected = (.splitsSurrogatePair, start + length)
        } else if start + length > count {
            expected = (.rangeOutOfBounds, start + length)
        }
        let decision: EditDecision
        do {
            decision = try rule.evaluate(current: current, utf16Offset: start, utf16Length: length,
                                         replacement: input.replacement)
        } catch {
            guard let expected, error.code == expected.code, error.offset == expected.offset else {
                fail("evaluate threw \(error.code) at \(error.offset) for range \(start), \(length) of \(count) units",
                     input, [("expected", expected.map { "\($0.code) at \($0.offset)" } ?? "no error")])
            }
            return
        }
        if let expected {
            fail("evaluate accepted the bad range \(start), \(length) of \(count) units", input,
                 [("expected", "\(expected.code) at \(expected.offset)")])
        }
        let prospective = String(decoding: units[..<start], as: UTF16.self) + input.replacement
            + String(decoding: units[(start + length)...], as: UTF16.self)
        checkDecision(decision, rule: rule, current: current, utf16Offset: start, utf16Length: length,
                      prospective: prospective, isDeletion: input.replacement.isEmpty && length > 0, input)

        // The same edit by String indices decides the same way.
        let lower = String.Index(utf16Offset: start, in: current)
        let upper = String.Index(utf16Offset: start + length, in: current)
        do {
            let byIndex = try rule.evaluate(current: current, range: lower..<upper, replacement: input.replacement)
            if byIndex != decision {
                fail("the same edit by String indices decides otherwise", input,
                     [("by UTF-16", "\(decision)"), ("by index", "\(byIndex)")])
            }
        } catch {
            fail("the same edit by String indices threw \(error)", input)
        }
    }

    /// The edit given as a `Range<String.Index>`, whose bounds may be inside a scalar or past the end.
    func checkIndexEdit(_ rule: InputRule, validator: NumericValidator, locale: Locale, _ input: FuzzInput) {
        let current = input.current
        let utf8 = Array(current.utf8)
        let (lower, upper) = input.utf8Bounds
        let longer = current + "xyz\u{10000}"
        func index(_ offset: Int) -> String.Index {
            offset <= utf8.count ? current.utf8.index(current.utf8.startIndex, offsetBy: offset)
                                 : longer.utf8.index(longer.utf8.startIndex, offsetBy: offset)
        }
        func isAligned(_ offset: Int) -> Bool { offset == utf8.count || utf8[offset] & 0xC0 != 0x80 }
        var expected: EditError.Code?
        if lower > utf8.count { expected = .rangeOutOfBounds }
        else if !isAligned(lower) { expected = .indexNotInText }
        else if upper > utf8.count { expected = .rangeOutOfBounds }
        else if !isAligned(upper) { expected = .indexNotInText }
        let decision: EditDecision
        do {
            decision = try rule.evaluate(current: current, range: index(lower)..<index(upper),
                                         replacement: input.replacement)
        } catch {
            if error.code != expected {
                fail("evaluate(range:) threw \(error.code) for UTF-8 range \(lower)..<\(upper) of \(utf8.count)",
                     input, [("expected", expected.map { "\($0)" } ?? "no error")])
            }
            return
        }
        if let expected {
            fail("evaluate(range:) accepted the bad UTF-8 range \(lower)..<\(upper) of \(utf8.count)", input,
                 [("expected", "\(expected)")])
        }
        let prospective = String(current[..<index(lower)]) + input.replacement + String(current[index(upper)...])
        let utf16Lower = index(lower).utf16Offset(in: current)
        checkDecision(decision, rule: rule, current: current, utf16Offset: utf16Lower,
                      utf16Length: index(upper).utf16Offset(in: current) - utf16Lower, prospective: prospective,
                      isDeletion: input.replacement.isEmpty && upper > lower, input)
    }

    /// The decision is the verdict of the prospective text, but for the documented exceptions: deletions let
    /// through unchecked, and pastes normalised or refused as ambiguous. The text the decision gives is the
    /// prospective text when accepted as typed, the current text when refused.
    func checkDecision(_ decision: EditDecision, rule: InputRule, current: String, utf16Offset: Int, utf16Length: Int,
                       prospective: String, isDeletion: Bool, _ input: FuzzInput) {
        let verdict = rule.verdict(for: prospective)
        let text: String
        do {
            text = try decision.text(current: current, utf16Offset: utf16Offset, utf16Length: utf16Length,
                                     replacement: input.replacement)
        } catch {
            fail("decision.text(current:…) threw \(error) for a range evaluate took", input,
                 [("range", "\(utf16Offset), \(utf16Length)"), ("decision", "\(decision)")])
        }
        func require(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition {
                fail(message(), input, [("prospective", escaped(prospective)), ("decision", "\(decision)"),
                                        ("decision's text", escaped(text)),
                                        ("verdict of the prospective text", "\(verdict)")])
            }
        }
        if isDeletion && rule.configuration.deletionPolicy == .alwaysAllowed {
            require(decision == .accepted(verdict.status) && text == prospective,
                    "a deletion was not let through, with its text's status, as the policy says")
            return
        }
        if case .acceptedPaste(let reading, let replaced, let status) = decision {
            require(rule.configuration.normalizesPastes, "read a paste for a rule that does not read pastes")
            require(text == replaced, "text(current:…) is not the text with the paste as read")
            let replacedVerdict = rule.verdict(for: replaced)
            require(!replacedVerdict.isInvalid, "the text with the paste as read is not accepted: \(replacedVerdict)")
            require(replacedVerdict.status == status, "the text with the paste as read has another status")
            require(rule.verdict(for: reading.text).value == reading.value, "the reading's text is not its value")
            return
        }
        if rule.configuration.normalizesPastes && input.replacement.unicodeScalars.count > 1 && !decision.isAccepted
            && decision.rejection != verdict.rejection {
            // A paste read as a number and refused as read: the rejection is the read text's.
            require(text == current, "a refused edit's text is not the current text")
            return
        }
        require(decision.isAccepted == (verdict.status != .invalid), "accepted is not 'the verdict is not invalid'")
        require((decision.status ?? .invalid) == verdict.status,
                "the decision's status is not the prospective text's")
        if decision.isAccepted {
            require(text == prospective, "the decision's text is not the prospective text")
            return
        }
        require(text == current, "a refused edit's text is not the current text")
        if isDeletion {
            require(decision.rejection?.reason == .deletionRejected && decision.rejection?.constraint == .deletion,
                    "a refused deletion does not say so")
            return
        }
        require(decision.rejection == verdict.rejection, "the decision's rejection is not the prospective text's")
    }
}
