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
        if plan.affixes != nil { return UTF8Bytes.withUTF8(text) { plan.verdict(of: $0) } }
        return UTF8Bytes.withUTF8(text) { plan.numberVerdict(of: $0) }
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
    ///   a paste that ``normalizingPastes()`` reads.
    public func evaluate(current: String, utf16Offset: Int, utf16Length: Int, replacement: String)
        throws(EditError) -> EditDecision
    {
        // One look at the text's bytes: the range is found on them and the scan reads them.
        let decision: Result<EditDecision, EditError> = UTF8Bytes.withUTF8(current) { bytes in
            switch UTF8Bytes.byteRange(in: bytes, utf16Offset: utf16Offset, utf16Length: utf16Length) {
            case .failure(let error): return .failure(error)
            case .success(let byteRange):
                return .success(decide(current: current, bytes: bytes, byteRange: byteRange, replacement: replacement))
            }
        }
        return try decision.get()
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

    func decide(current: String, byteRange: Range<Int>, replacement: String) -> EditDecision {
        UTF8Bytes.withUTF8(current) { bytes in
            decide(current: current, bytes: bytes, byteRange: byteRange, replacement: replacement)
        }
    }

    /// The decision, given the text's bytes as well as the text (which only a paste reads).
    @inline(__always)
    private func decide(current: String, bytes: UnsafeBufferPointer<UInt8>, byteRange: Range<Int>,
                        replacement: String) -> EditDecision
    {
        if plan.readsPastes, let decision = decidePaste(current: current, byteRange: byteRange, replacement: replacement) {
            return decision
        }
        let scanned = UTF8Bytes.withUTF8(replacement) { middle in
            status(prefix: UnsafeBufferPointer(rebasing: bytes[..<byteRange.lowerBound]), middle: middle,
                   suffix: UnsafeBufferPointer(rebasing: bytes[byteRange.upperBound...]))
        }
        guard let rejection = scanned.rejection else { return .accepted(scanned.status) }
        // Asked only of a refused edit (computed before the scan, it cost every keystroke its string tests).
        guard replacement.isEmpty && !byteRange.isEmpty else { return .rejected(rejection) }
        if plan.deletionsAlwaysAllowed { return .accepted(.invalid) }
        return .rejected(Rejection(reason: .deletionRejected, offset: rejection.offset))
    }

    /// The decision for a paste the rule reads as a number (the one paste reader, as the field uses it): the
    /// number in the locale's symbols, then the rule. Nil when the replacement is no such paste. Out of line: the
    /// keystroke path only tests the flag.
    @inline(never)
    private func decidePaste(current: String, byteRange: Range<Int>, replacement: String) -> EditDecision? {
        guard replacement.unicodeScalars.count > 1, let validator = plan.configuration.number,
              let reading = PasteReader.read(replacement, validator: validator, rule: self) else { return nil }
        let (status, rejection) = status(current: current, byteRange: byteRange, replacement: reading.text)
        if let rejection { return .rejected(rejection) }
        return .acceptedPaste(reading, text: UTF8Bytes.splice(current, byteRange, reading.text), status)
    }

    /// One pass of the driver over the prospective text: its status, and the rejection of an invalid one.
    @inline(__always)
    private func status(current: String, byteRange: Range<Int>, replacement: String)
        -> (status: VerdictStatus, rejection: Rejection?)
    {
        Self.withSegments(current, byteRange, replacement) { prefix, middle, suffix in
            status(prefix: prefix, middle: middle, suffix: suffix)
        }
    }

    /// One pass of the driver over the kept prefix, the replacement and the kept suffix.
    @inline(__always)
    private func status(prefix: UnsafeBufferPointer<UInt8>, middle: UnsafeBufferPointer<UInt8>,
                        suffix: UnsafeBufferPointer<UInt8>) -> (status: VerdictStatus, rejection: Rejection?)
    {
        if plan.affixes != nil {
            let verdict = plan.statusVerdict(prefix: prefix, middle: middle, suffix: suffix)
            return (verdict.status, verdict.rejection)
        }
        if plan.editReadsNumberOnly(byteCount: prefix.count &+ middle.count &+ suffix.count) {
            if plan.readsMantissaTable { return Self.mantissaStatus(plan: plan, prefix: prefix, middle: middle, suffix: suffix) }
            if plan.readsScalarMantissaTable {
                return Self.scalarMantissaStatus(plan: plan, prefix: prefix, middle: middle, suffix: suffix)
            }
            // Grammars without a table (digits of three bytes, tables too large), out of line: inlined, the driver's
            // frame and registers cost the table's keystrokes about 7 instructions.
            return Self.driverStatus(NumberStages.self, plan: plan, prefix: prefix, middle: middle, suffix: suffix)
        }
        // Digit limits next, out of line: called from here rather than from `ruleStagesStatus`, whose frame cost
        // them 9 instructions a keystroke; inlined here, the test cost every keystroke row about 50.
        let count = prefix.count &+ middle.count &+ suffix.count
        if plan.editReadsLimitedNumberOnly(byteCount: count) {
            return Self.limitedMantissaStatus(plan: plan, prefix: prefix, middle: middle, suffix: suffix)
        }
        return ruleStagesStatus(prefix: prefix, middle: middle, suffix: suffix)
    }

    /// The same with the rule's stages, out of line: the number-only keystroke's code stays small.
    @inline(never)
    private func ruleStagesStatus(prefix: UnsafeBufferPointer<UInt8>, middle: UnsafeBufferPointer<UInt8>,
                                  suffix: UnsafeBufferPointer<UInt8>) -> (status: VerdictStatus, rejection: Rejection?)
    {
        // The table's flag first: it implies the bounded number-only plan's three.
        if plan.readsBoundedMantissaTable,
           let result = Self.boundedStatusThroughTable(plan: plan, prefix: prefix, middle: middle, suffix: suffix) {
            // Debug builds (the tests, the fuzz targets) read every text the table decides with the bounds' driver
            // as well, and check that the two agree on its status and its refusal; the check folds away in
            // release builds.
            if _isDebugAssertConfiguration() {
                let driver = Self.driverStatus(BoundedNumberStages.self, plan: plan, prefix: prefix, middle: middle,
                                               suffix: suffix)
                assert(driver.status == result.status && driver.rejection == result.rejection,
                       "the bounded table path says \(result), the driver \(driver)")
            }
            return result
        }
        if plan.readsBoundedNumberOnly {
            return Self.driverStatus(BoundedNumberStages.self, plan: plan, prefix: prefix, middle: middle,
                                     suffix: suffix)
        }
        // A rule without a number takes most texts without the driver (a length no scalar count reaches, ASCII
        // its sets take); what it refuses, the driver decides.
        if plan.grammar == nil && plan.takesTextAsIs(prefix, middle, suffix) { return (.complete, nil) }
        return Self.driverStatus(RuleStages.self, plan: plan, prefix: prefix, middle: middle, suffix: suffix)
    }

    /// ``status(_:plan:prefix:middle:suffix:resuming:)`` out of line, for the paths that decide most texts without
    /// a driver (bounds and digit limits through the table, rules without a number): with a driver inlined, their
    /// frames (the registers saved, the stack set up) cost those texts too. Out of line, the digit-limited
    /// keystroke went from 413 to 338 instructions and the bounded ones from 514 to 488 (accepted) and 469 to 441
    /// (decimal); a refused one, which the driver then decided, from 1,186 to 1,217 (the table refuses it now:
    /// ``boundedRefusalThroughTable(_:side:text:units:digits:fractionDigits:hasDecimalSeparator:isNegative:)``).
    @inline(never)
    private static func driverStatus<Stages: DriverStages>(
        _ stages: Stages.Type, plan: RulePlan, prefix: UnsafeBufferPointer<UInt8>,
        middle: UnsafeBufferPointer<UInt8>, suffix: UnsafeBufferPointer<UInt8>
    ) -> (status: VerdictStatus, rejection: Rejection?) {
        status(stages, plan: plan, prefix: prefix, middle: middle, suffix: suffix)
    }

    /// The number-only pass with the mantissa's table read first (``MantissaReader``): the three segments through
    /// the table, without a test per byte; a text the table takes whole has its state's status, and one it does
    /// not goes to ``exitedMantissaStatus(plan:prefix:middle:suffix:)``. A segment of more than eight bytes takes
    /// its runs of digits a word at a time (``MantissaReader/readThroughWords(_:grammar:)``, out of line): each
    /// byte read is a load that waits for the one before, and the 16-character keystroke (15 bytes kept, a
    /// 13-digit run) spent its time in that chain rather than in its instructions — 294 -> 325 instructions under
    /// callgrind, 26.9 -> 21.9 ns a keystroke (fastest sample); the 64-character one 527 -> 435 and 128 -> 27 ns.
    /// The test costs the seven-character keystroke nothing measurable (245 instructions before and after).
    @inline(__always)
    private static func mantissaStatus(plan: RulePlan, prefix: UnsafeBufferPointer<UInt8>,
                                       middle: UnsafeBufferPointer<UInt8>, suffix: UnsafeBufferPointer<UInt8>)
        -> (status: VerdictStatus, rejection: Rejection?)
    {
        let grammar = Unmanaged.passUnretained(plan.grammar.unsafelyUnwrapped)
        var reader = MantissaReader(grammar: grammar)
        if prefix.count > 8 { reader.readThroughWords(prefix, grammar: grammar) } else { reader.readThrough(prefix) }
        if middle.count > 8 { reader.readThroughWords(middle, grammar: grammar) } else { reader.readThrough(middle) }
        if suffix.count > 8 { reader.readThroughWords(suffix, grammar: grammar) } else { reader.readThrough(suffix) }
        if !reader.hasExited { return (reader.status(in: grammar), nil) }
        return exitedMantissaStatus(plan: plan, prefix: prefix, middle: middle, suffix: suffix)
    }

    /// A text the mantissa's table does not take whole, out of line: the three segments in turn as far as the
    /// table takes them, then the driver from there, in the reader's state, over what is left.
    @inline(never)
    private static func exitedMantissaStatus(plan: RulePlan, prefix: UnsafeBufferPointer<UInt8>,
                                             middle: UnsafeBufferPointer<UInt8>, suffix: UnsafeBufferPointer<UInt8>)
        -> (status: VerdictStatus, rejection: Rejection?)
    {
        let grammar = Unmanaged.passUnretained(plan.grammar.unsafelyUnwrapped)
        var reader = MantissaReader(grammar: grammar)
        guard let left = Self.segmentsLeft(prefix, middle, suffix, read: { reader.read($0) }) else {
            return (reader.status(in: grammar), nil)
        }
        return resumedStatus(plan: plan, text: (prefix, middle, suffix), left: left, after: reader)
    }

    /// What is left of the three segments after a table's reader, which `read` advances and which answers the bytes
    /// it took of each, took them in turn as far as it could: from the first byte it did not take. Nil when it
    /// took them all.
    @inline(__always)
    private static func segmentsLeft(
        _ prefix: UnsafeBufferPointer<UInt8>, _ middle: UnsafeBufferPointer<UInt8>,
        _ suffix: UnsafeBufferPointer<UInt8>, read: (UnsafeBufferPointer<UInt8>) -> Int
    ) -> (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>)? {
        let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        let inPrefix = read(prefix)
        if inPrefix < prefix.count { return (UnsafeBufferPointer(rebasing: prefix[inPrefix...]), middle, suffix) }
        let inMiddle = read(middle)
        if inMiddle < middle.count { return (UnsafeBufferPointer(rebasing: middle[inMiddle...]), suffix, none) }
        let inSuffix = read(suffix)
        if inSuffix < suffix.count { return (UnsafeBufferPointer(rebasing: suffix[inSuffix...]), none, none) }
        return nil
    }

    /// The number-only pass for a locale that writes its own digits, through the grammar's
    /// ``ScalarMantissaTable``: the three segments through the table, without a test per scalar; a text it takes
    /// whole has its state's status, and one it does not goes to
    /// ``exitedScalarMantissaStatus(plan:table:prefix:middle:suffix:)``. Out of line: the ASCII keystrokes' code stays
    /// as it was.
    @inline(never)
    private static func scalarMantissaStatus(plan: RulePlan, prefix: UnsafeBufferPointer<UInt8>,
                                             middle: UnsafeBufferPointer<UInt8>, suffix: UnsafeBufferPointer<UInt8>)
        -> (status: VerdictStatus, rejection: Rejection?)
    {
        let table = Unmanaged.passUnretained(plan.grammar.unsafelyUnwrapped)._withUnsafeGuaranteedRef {
            Unmanaged.passUnretained($0.scalarMantissaTable.unsafelyUnwrapped)
        }
        // A text that begins with a scalar of three bytes or more (fa_IR's negative numbers begin with a bidi
        // mark, U+200E, then U+2212), where the table would exit at once: its leading signs read first, out of line.
        // The kept prefix's first byte is tested before the table's pass (fa_IR's 16-character keystroke 843 -> 798
        // instructions); a text whose prefix is empty is tested after it, where the pass has exited.
        if !prefix.isEmpty && prefix[0] >= 0xE0 {
            return signedScalarMantissaStatus(plan: plan, table: table, prefix: prefix, middle: middle, suffix: suffix)
        }
        var reader = ScalarMantissaReader(table: table)
        reader.readThrough(prefix)
        reader.readThrough(middle)
        reader.readThrough(suffix)
        if reader.hasExited {
            if prefix.isEmpty && (middle.first ?? suffix.first ?? 0) >= 0xE0 {
                return signedScalarMantissaStatus(plan: plan, table: table, prefix: prefix, middle: middle,
                                                  suffix: suffix)
            }
            return exitedScalarMantissaStatus(plan: plan, table: table, prefix: prefix, middle: middle, suffix: suffix)
        }
        return checkedScalarMantissaStatus(reader.status(in: table), plan: plan, prefix: prefix, middle: middle,
                                           suffix: suffix)
    }

    /// A status the scalar table gave. Debug builds (the tests, the fuzz targets) read every text the table decides
    /// with the driver as well, and check that the two agree; the check folds away in release builds.
    @inline(__always)
    private static func checkedScalarMantissaStatus(_ status: VerdictStatus, plan: RulePlan,
                                                    prefix: UnsafeBufferPointer<UInt8>,
                                                    middle: UnsafeBufferPointer<UInt8>,
                                                    suffix: UnsafeBufferPointer<UInt8>)
        -> (status: VerdictStatus, rejection: Rejection?)
    {
        if _isDebugAssertConfiguration() {
            let driver = Self.status(NumberStages.self, plan: plan, prefix: prefix, middle: middle, suffix: suffix)
            assert(driver.status == status && driver.rejection == nil,
                   "the scalar table says \(status), the driver \(driver)")
        }
        return (status, nil)
    }

    /// A text whose first byte leads a scalar of three bytes, out of line: its leading signs and bidi marks through
    /// the table's codes for them (``ScalarMantissaReader/readLeadingSigns(_:in:)``: fa_IR's U+200E U+2212), then
    /// the rest through the table as ``scalarMantissaStatus(plan:prefix:middle:suffix:)`` reads it. A text the table
    /// does not take whole from there is the driver's alone, as before the table, without reading the text again
    /// (about 70 instructions) or resuming (about 150); so is a text of more than
    /// ``ScalarMantissaReader/longText`` bytes, whose digit runs the driver reads faster (fa_IR's 64-character
    /// keystroke: 1,828 instructions through the driver, 1,893 through the table).
    @inline(never)
    private static func signedScalarMantissaStatus(plan: RulePlan, table: Unmanaged<ScalarMantissaTable>,
                                                   prefix: UnsafeBufferPointer<UInt8>,
                                                   middle: UnsafeBufferPointer<UInt8>,
                                                   suffix: UnsafeBufferPointer<UInt8>)
        -> (status: VerdictStatus, rejection: Rejection?)
    {
        guard prefix.count &+ middle.count &+ suffix.count <= ScalarMantissaReader.longText else {
            return driverStatus(NumberStages.self, plan: plan, prefix: prefix, middle: middle, suffix: suffix)
        }
        // The segments from the first that is not empty, whose first byte is the text's.
        let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        let (first, second, third) = !prefix.isEmpty ? (prefix, middle, suffix)
            : !middle.isEmpty ? (middle, suffix, none) : (suffix, none, none)
        var reader = ScalarMantissaReader(table: table)
        let signs = reader.readLeadingSigns(first, in: table)
        reader.readThrough(UnsafeBufferPointer(rebasing: first[signs...]))
        reader.readThrough(second)
        reader.readThrough(third)
        guard !reader.hasExited else {
            return driverStatus(NumberStages.self, plan: plan, prefix: prefix, middle: middle, suffix: suffix)
        }
        return checkedScalarMantissaStatus(reader.status(in: table), plan: plan, prefix: prefix, middle: middle,
                                           suffix: suffix)
    }

    /// A text the ``ScalarMantissaTable`` does not take whole, out of line: the three segments in turn as far as
    /// the table takes them, then the driver from there, in the reader's state, over what is left.
    @inline(never)
    private static func exitedScalarMantissaStatus(plan: RulePlan, table: Unmanaged<ScalarMantissaTable>,
                                                   prefix: UnsafeBufferPointer<UInt8>,
                                                   middle: UnsafeBufferPointer<UInt8>,
                                                   suffix: UnsafeBufferPointer<UInt8>)
        -> (status: VerdictStatus, rejection: Rejection?)
    {
        var reader = ScalarMantissaReader(table: table)
        // `readThrough` exited, so some scalar is left; were none, the driver would read nothing, from the state.
        let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        let left = Self.segmentsLeft(prefix, middle, suffix, read: { reader.read($0) }) ?? (none, none, none)
        // A text whose first scalar the table does not take: the driver alone, without a resumption (about 150
        // instructions more).
        if reader.taken == 0 {
            return driverStatus(NumberStages.self, plan: plan, prefix: prefix, middle: middle, suffix: suffix)
        }
        let read = reader.resumption(in: table, replaying: prefix, middle, suffix)
        return status(NumberStages.self, plan: plan, prefix: left.0, middle: left.1, suffix: left.2, resuming: read)
    }

    /// The status of a bounded text told without the bounds' driver, where it is sure; nil where the driver
    /// decides. Bounds stand while some continuation typed at the text's end makes a complete value in bounds;
    /// when the whole text stands, so does each of its prefixes (the rest of the text and that continuation
    /// continue it), so the driver would take every lexeme, and the text's status is the whole text's. So: where the
    /// mantissa's table takes the text whole and its value, read in the same pass, fits the fixed-point check
    /// (at most 18 digits, bounds without exponents), a complete text whose value is in bounds is complete, and a
    /// text from which the fixed-point check reaches the bounds (`Bounds.reaches`, as the driver asks it) is
    /// partial. A text from which it cannot reach them is refused where the driver refuses it
    /// (``boundedRefusalThroughTable(_:side:text:units:digits:fractionDigits:hasDecimalSeparator:isNegative:)``). Every
    /// other text is the driver's.
    @inline(__always)
    private static func boundedStatusThroughTable(plan: RulePlan, prefix: UnsafeBufferPointer<UInt8>,
                                                  middle: UnsafeBufferPointer<UInt8>,
                                                  suffix: UnsafeBufferPointer<UInt8>)
        -> (status: VerdictStatus, rejection: Rejection?)?
    {
        let grammar = Unmanaged.passUnretained(plan.grammar.unsafelyUnwrapped)
        var reader = MantissaReader(grammar: grammar)
        var units: UInt64 = 0
        var digits = 0
        reader.readThrough(prefix, units: &units, digits: &digits)
        reader.readThrough(middle, units: &units, digits: &digits)
        reader.readThrough(suffix, units: &units, digits: &digits)
        guard !reader.hasExited, digits <= Bounds.fixedPointDigitCapacity else { return nil }
        let machine = reader.signAndSeparators(in: grammar)
        let fractionDigits = reader.fixedPointFractionDigits(in: grammar, prefix, middle, suffix)
        // Reached unretained, as the driver reaches them (the plan keeps them): a strong reference here cost
        // every bounded keystroke a retain and a release, about 44 instructions.
        return Unmanaged.passUnretained(plan.bounds.unsafelyUnwrapped)._withUnsafeGuaranteedRef { bounds in
            // The side of the text's sign, looked up once: the one both checks use but for -0, which is on the
            // non-negative side, as `Bounds.contains` puts it.
            let sideOfSign = bounds.fixedPoint(isNegative: machine.isNegative)
            if reader.status(in: grammar) == .complete,
               let side = machine.isNegative && units == 0 ? bounds.fixedPoint(isNegative: false) : sideOfSign,
               let contains = side.contains(units: units, fractionDigits: fractionDigits), contains {
                return (.complete, nil)
            }
            // The fixed-point check's own conditions: a settled sign, an integer digit, no grouping separator.
            guard !machine.hasGroupingSeparator, digits &- fractionDigits >= 1, let side = sideOfSign else { return nil }
            let typed = Bounds.FixedPointTyped(units: units, fractionDigits: fractionDigits,
                                               hasDecimalSeparator: machine.hasDecimalSeparator,
                                               integerDigitsLeft: .max, fractionDigitLimit: .max, budget: .max)
            switch bounds.reaches(typed, side) {
            case true?: return (.partial, nil)
            case nil: return nil
            case false?:
                return boundedRefusalThroughTable(bounds, side: side, text: (prefix, middle, suffix), units: units,
                                                  digits: digits, fractionDigits: fractionDigits,
                                                  hasDecimalSeparator: machine.hasDecimalSeparator,
                                                  isNegative: machine.isNegative)
            }
        }
    }

    /// The refusal of a text the table took whole, from which the fixed-point check cannot reach the bounds; nil
    /// where the driver tells it. The driver asks the bounds after each lexeme that changes what they see, and
    /// refuses at the first whose text so far cannot reach them, below the minimum or above the maximum as that
    /// text is (``Bounds/isBelowMinimum(units:fractionDigits:isNegative:)``). Reachability is monotone in the
    /// prefix (the brute-force bounds test checks that), so that lexeme is the one after the longest prefix that
    /// reaches them: looked for from the end, where a keystroke that goes too far usually is, each prefix's value
    /// the one after it less its last byte (a digit: a tenth, a fraction digit fewer; the decimal separator).
    /// A lexeme that changes nothing (a leading zero) leaves the question as it was, so it is never that lexeme.
    /// The table takes ASCII alone: byte offsets are UTF-16 offsets. Nil at a sign or a prefix without an
    /// integer digit (the fixed point does not decide those), or where the check cannot decide. Out of line:
    /// only a refusal pays for it.
    @inline(never)
    private static func boundedRefusalThroughTable(
        _ bounds: Bounds, side: Bounds.FixedPoint,
        text: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>),
        units: UInt64, digits: Int, fractionDigits: Int, hasDecimalSeparator: Bool, isNegative: Bool
    ) -> (status: VerdictStatus, rejection: Rejection?)? {
        let (first, second, third) = text
        func byte(at index: Int) -> UInt8 {
            if index < first.count { return first[index] }
            let inSecond = index &- first.count
            if inSecond < second.count { return second[inSecond] }
            return third[inSecond &- second.count]
        }
        // The prefix that cannot reach the bounds (the whole text first), and the one before it.
        var failing = (units: units, fractionDigits: fractionDigits)
        var typed = Bounds.FixedPointTyped(units: units, fractionDigits: fractionDigits,
                                           hasDecimalSeparator: hasDecimalSeparator,
                                           integerDigitsLeft: .max, fractionDigitLimit: .max, budget: .max)
        var integerDigits = digits &- fractionDigits
        var end = first.count &+ second.count &+ third.count
        while end > 0 {
            let last = byte(at: end &- 1)
            if last &- 0x30 < 10 {
                typed.units /= 10
                if typed.hasDecimalSeparator {
                    guard typed.fractionDigits > 0 else { return nil }
                    typed.fractionDigits &-= 1
                } else {
                    integerDigits &-= 1
                }
            } else if typed.hasDecimalSeparator && typed.fractionDigits == 0 {
                typed.hasDecimalSeparator = false
            } else {
                return nil
            }
            end &-= 1
            if end > 0 {
                guard integerDigits > 0, let reaches = bounds.reaches(typed, side) else { return nil }
                if !reaches {
                    failing = (typed.units, typed.fractionDigits)
                    continue
                }
            } else if last &- 0x30 >= 10 {
                // The text starts with a separator: its first question is not the fixed point's.
                return nil
            }
            guard let isBelow = bounds.isBelowMinimum(units: failing.units, fractionDigits: failing.fractionDigits,
                                                      isNegative: isNegative) else { return nil }
            return (.invalid, Rejection(reason: isBelow ? .belowMinimum : .aboveMaximum, offset: end))
        }
        return nil
    }

    /// The number-only pass for a plan with digit limits, out of line (the plain keystroke's inlined path stays as
    /// it was). With the plan's ``DigitLimitTable``, which counts digits against the limits, a text it takes whole
    /// has its state's status: no second look at its digits (the digit-limited keystroke 309 -> 261 instructions).
    /// Without one (limits that would need more than its 64 states), the grammar's table is read first as in
    /// ``mantissaStatus(plan:prefix:middle:suffix:)`` and the limits are checked on what it took: a text it takes
    /// whole is decided by its state's status when its digits are within the limits
    /// (``MantissaReader/isWithinDigitLimits(in:integer:fraction:_:_:_:)``). A text either table stops in is
    /// resumed by the driver when the digits taken are within the limits; otherwise the driver reads the text from
    /// its start, and names the digit past the limit as it always has. Compiled for size: a keystroke's three segments are short (six
    /// bytes, one, none), and the loops the speed build unrolls by four cost more in set-up than they save (the
    /// digit-limited keystroke 328 -> 316 instructions with this alone).
    @inline(never) @_optimize(size)
    private static func limitedMantissaStatus(plan: RulePlan, prefix: UnsafeBufferPointer<UInt8>,
                                              middle: UnsafeBufferPointer<UInt8>, suffix: UnsafeBufferPointer<UInt8>)
        -> (status: VerdictStatus, rejection: Rejection?)
    {
        if let table = plan.digitLimitTable.map(Unmanaged.passUnretained) {
            var reader = MantissaReader(limits: table)
            reader.readThrough(prefix)
            reader.readThrough(middle)
            reader.readThrough(suffix)
            if !reader.hasExited {
                // Debug builds check the table's status against the driver's reading of the same text.
                if _isDebugAssertConfiguration() {
                    let driver = driverStatus(NumberStages.self, plan: plan, prefix: prefix, middle: middle,
                                              suffix: suffix)
                    assert(driver == (reader.status(in: table), nil),
                           "the digit limits' table says \(reader.status(in: table)), the driver \(driver)")
                }
                return (reader.status(in: table), nil)
            }
            return exitedLimitedMantissaStatus(plan: plan, prefix: prefix, middle: middle, suffix: suffix)
        }
        let grammar = Unmanaged.passUnretained(plan.grammar.unsafelyUnwrapped)
        var reader = MantissaReader(grammar: grammar)
        reader.readThrough(prefix)
        reader.readThrough(middle)
        reader.readThrough(suffix)
        if !reader.hasExited {
            if reader.isWithinDigitLimits(in: grammar, integer: plan.maxIntegerDigits,
                                          fraction: plan.maxFractionDigits, prefix, middle, suffix) {
                return (reader.status(in: grammar), nil)
            }
            return driverStatus(NumberStages.self, plan: plan, prefix: prefix, middle: middle, suffix: suffix)
        }
        return exitedLimitedMantissaStatus(plan: plan, prefix: prefix, middle: middle, suffix: suffix)
    }

    /// A text with digit limits that the mantissa's table does not take whole, out of line: read again with a
    /// test per byte to where the table stopped, and the driver on from there when the digits taken are within
    /// the limits (from the text's start otherwise).
    @inline(never)
    private static func exitedLimitedMantissaStatus(plan: RulePlan, prefix: UnsafeBufferPointer<UInt8>,
                                                    middle: UnsafeBufferPointer<UInt8>,
                                                    suffix: UnsafeBufferPointer<UInt8>)
        -> (status: VerdictStatus, rejection: Rejection?)
    {
        let grammar = Unmanaged.passUnretained(plan.grammar.unsafelyUnwrapped)
        var reader = MantissaReader(grammar: grammar)
        let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        let left = Self.segmentsLeft(prefix, middle, suffix, read: { reader.read($0) }) ?? (none, none, none)
        let read = reader.resumption(in: grammar, replaying: prefix, middle, suffix)
        guard read.machine.integerDigitCount <= plan.maxIntegerDigits,
              read.machine.fractionDigitCount <= plan.maxFractionDigits
        else {
            return status(NumberStages.self, plan: plan, prefix: prefix, middle: middle, suffix: suffix)
        }
        return status(NumberStages.self, plan: plan, prefix: left.0, middle: left.1, suffix: left.2, resuming: read)
    }

    /// The driver on from where the mantissa's table stopped, out of line: inlined, the reader's replay and a second
    /// copy of the driver in `evaluate` cost every keystroke, those of plans without the table too.
    @inline(never)
    private static func resumedStatus(
        plan: RulePlan,
        text: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>),
        left: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>),
        after reader: MantissaReader
    ) -> (status: VerdictStatus, rejection: Rejection?) {
        let grammar = Unmanaged.passUnretained(plan.grammar.unsafelyUnwrapped)
        let read = reader.resumption(in: grammar, replaying: text.0, text.1, text.2)
        return status(NumberStages.self, plan: plan, prefix: left.0, middle: left.1, suffix: left.2, resuming: read)
    }

    /// One pass of the driver specialised for `Stages`, the stages' state made here when it has them. (The
    /// state made in the closure of ``DriverStages/withState(plan:_:)``, not in `ruleStagesStatus`: this way the
    /// compiler inlines the whole decision into `evaluate`, 45 instructions less per keystroke under callgrind.)
    @inline(__always)
    private static func status<Stages: DriverStages>(
        _: Stages.Type, plan: RulePlan, prefix: UnsafeBufferPointer<UInt8>, middle: UnsafeBufferPointer<UInt8>,
        suffix: UnsafeBufferPointer<UInt8>, resuming read: MantissaReader.Resumption? = nil
    ) -> (status: VerdictStatus, rejection: Rejection?) {
        let count = prefix.count &+ middle.count &+ suffix.count
        return Stages.withState(plan: plan) { state in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
                var driver = TextDriver<StatusSink, Stages>(plan: plan, sink: StatusSink(), byteCount: count,
                                                            stageState: state)
                if let read { driver.resume(with: read.machine, after: read.bytes, utf16Count: read.utf16Count) }
                var recognizer = Stages.Recognizer()
                var segment = prefix
                var next = 1
                if prefix.isEmpty && suffix.isEmpty {
                    // The first key, or a paste over the whole text: the replacement is the text.
                    segment = middle
                    next = 3
                } else if count <= 64, !middle.isEmpty, !plan.hasBounds, let target = buffer.baseAddress {
                    // Up to 64 bytes, nearly every field's text, read as one segment: its parts copied into a
                    // stack buffer cost less than a second segment and a run the caret cuts in two (of digits,
                    // or of ASCII text). Not under bounds, whose runs change shape when joined: a "1" + "3" that
                    // the bounds refuse became a run they took back, 485 instructions more.
                    if let base = prefix.baseAddress { target.copyBytes(from: base, count: prefix.count) }
                    if let base = middle.baseAddress {
                        (target + prefix.count).copyBytes(from: base, count: middle.count)
                    }
                    if let base = suffix.baseAddress {
                        (target + (prefix.count &+ middle.count)).copyBytes(from: base, count: suffix.count)
                    }
                    segment = UnsafeBufferPointer(start: target, count: count)
                    next = 3
                }
                // The segments in turn through one call site: the loop is inlined once and runs for each (three
                // call sites kept one of them out of line, a call per keystroke). A keystroke at the end has no
                // suffix.
                while driver.feed(utf8: segment, recognizer: &recognizer) {
                    if next == 1 {
                        segment = middle
                    } else if next == 2 && !suffix.isEmpty {
                        segment = suffix
                    } else {
                        break
                    }
                    next &+= 1
                }
                let result = driver.finish()
                return (result.status, result.rejection)
            }
        }
    }

    /// The prospective text as three UTF-8 segments — the kept prefix, the replacement, the kept suffix —
    /// without building it.
    @inline(__always)
    static func withSegments<Result>(
        _ current: String, _ byteRange: Range<Int>, _ replacement: String,
        _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        return UTF8Bytes.withUTF8(current) { bytes in
            UTF8Bytes.withUTF8(replacement) { middle in
                body(UnsafeBufferPointer(rebasing: bytes[..<byteRange.lowerBound]), middle,
                     UnsafeBufferPointer(rebasing: bytes[byteRange.upperBound...]))
            }
        }
    }
}
