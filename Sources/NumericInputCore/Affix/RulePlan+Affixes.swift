/// The verdict of a whole text for plans with and without affixes: a rule's and a field's verdicts come here
/// (`numberVerdict(of:)` for a plain number, specialised for the stages the text needs); a validator's entry
/// points make their number-only driver themselves and come here only when the plan has a style's affixes.
extension RulePlan {
    /// The number's verdict, affixes aside: one pass of the driver, specialised for the stages the text needs.
    @inline(__always)
    func numberVerdict(of bytes: UnsafeBufferPointer<UInt8>) -> Verdict {
        if readsNumberOnly(byteCount: bytes.count) {
            if readsMantissaTableVerdict, let verdict = MantissaReader.verdict(
                of: bytes, grammar: .passUnretained(grammar.unsafelyUnwrapped),
                digitLimits: readsLimitedMantissaTable ? (maxIntegerDigits, maxFractionDigits) : nil) {
                return verdict
            }
            if readsScalarMantissaTableVerdict, let verdict = scalarTableVerdict(of: bytes) { return verdict }
            return numberVerdict(of: bytes, NumberStages.self, state: nil)
        }
        return ruleStagesVerdict(of: bytes)
    }

    /// A whole text's verdict through the grammar's ``ScalarMantissaTable``, or nil where the driver tells it
    /// (`ScalarMantissaReader.verdict(of:grammar:)`). Debug builds (the tests, the fuzz targets) read every text
    /// the table decides with the driver as well, and check that the two agree, value for value; the check folds
    /// away in release builds.
    @inline(__always)
    func scalarTableVerdict(of bytes: UnsafeBufferPointer<UInt8>) -> Verdict? {
        guard let verdict = ScalarMantissaReader.verdict(of: bytes, grammar: .passUnretained(grammar.unsafelyUnwrapped))
        else { return nil }
        if _isDebugAssertConfiguration() {
            let driver = numberVerdict(of: bytes, NumberStages.self, state: nil)
            assert(driver == verdict, "the scalar table says \(verdict), the driver \(driver)")
        }
        return verdict
    }

    /// The same with the rule's stages, their state on this frame; out of line, so a number-only caller's code
    /// stays small.
    @inline(never)
    private func ruleStagesVerdict(of bytes: UnsafeBufferPointer<UInt8>) -> Verdict {
        var state = RuleStageState(plan: self)
        if readsBoundedNumberOnly {
            return withUnsafeMutablePointer(to: &state) {
                numberVerdict(of: bytes, BoundedNumberStages.self, state: $0)
            }
        }
        return withUnsafeMutablePointer(to: &state) { numberVerdict(of: bytes, RuleStages.self, state: $0) }
    }

    @inline(__always)
    private func numberVerdict<Stages: DriverStages>(
        of bytes: UnsafeBufferPointer<UInt8>, _: Stages.Type, state: UnsafeMutablePointer<RuleStageState>?
    ) -> Verdict {
        var driver = TextDriver<ValueSink, Stages>(plan: self, sink: ValueSink(textLength: bytes.count),
                                                   byteCount: bytes.count, stageState: state)
        var recognizer = Stages.Recognizer()
        _ = driver.feed(utf8: bytes, recognizer: &recognizer)
        return driver.verdict()
    }

    /// The number's verdict without its value (a complete number is `.complete(nil)`): the same pass with a sink
    /// that collects nothing, for a caller that wants the status alone.
    @inline(__always)
    func numberStatusVerdict(of bytes: UnsafeBufferPointer<UInt8>) -> Verdict {
        if readsNumberOnly(byteCount: bytes.count) {
            return Self.verdict(numberStatus(of: bytes, NumberStages.self, state: nil))
        }
        return ruleStagesStatusVerdict(of: bytes)
    }

    @inline(never)
    private func ruleStagesStatusVerdict(of bytes: UnsafeBufferPointer<UInt8>) -> Verdict {
        var state = RuleStageState(plan: self)
        if readsBoundedNumberOnly {
            return withUnsafeMutablePointer(to: &state) {
                Self.verdict(numberStatus(of: bytes, BoundedNumberStages.self, state: $0))
            }
        }
        return withUnsafeMutablePointer(to: &state) {
            Self.verdict(numberStatus(of: bytes, RuleStages.self, state: $0))
        }
    }

    @inline(__always)
    private func numberStatus<Stages: DriverStages>(
        of bytes: UnsafeBufferPointer<UInt8>, _: Stages.Type, state: UnsafeMutablePointer<RuleStageState>?
    ) -> ScanResult {
        var driver = TextDriver<StatusSink, Stages>(plan: self, sink: StatusSink(), byteCount: bytes.count,
                                                    stageState: state)
        var recognizer = Stages.Recognizer()
        _ = driver.feed(utf8: bytes, recognizer: &recognizer)
        return driver.finish()
    }

    /// A scan's result as a verdict without a value.
    @inline(__always)
    private static func verdict(_ result: ScanResult) -> Verdict {
        switch result {
        case .complete: .complete(nil)
        case .partial: .partial
        case .invalid(let rejection, _): .invalid(rejection.reason, offset: rejection.offset)
        }
    }

    /// The verdict of a whole text: through the affixes when the plan has them.
    func verdict(of bytes: UnsafeBufferPointer<UInt8>) -> Verdict {
        guard let affixes else { return numberVerdict(of: bytes) }
        return AffixScan(affixes: affixes, plan: self, wantsValue: true).verdict(of: bytes)
    }

    /// The status of a whole text with affixes, as ``verdict(of:)`` has it but without the value (a complete
    /// text is `.complete(nil)`).
    func statusVerdict(of bytes: UnsafeBufferPointer<UInt8>) -> Verdict {
        guard let affixes else { return numberStatusVerdict(of: bytes) }
        return AffixScan(affixes: affixes, plan: self, wantsValue: false).verdict(of: bytes)
    }

    /// The status of an edit's prospective text given as three segments, for a plan with affixes (a complete
    /// text is `.complete(nil)`): the text is put together in a stack buffer (the affixes are matched at its ends).
    func statusVerdict(prefix: UnsafeBufferPointer<UInt8>, middle: UnsafeBufferPointer<UInt8>,
                       suffix: UnsafeBufferPointer<UInt8>) -> Verdict {
        let count = prefix.count &+ middle.count &+ suffix.count
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Swift.max(1, count)) { buffer in
            var at = 0
            func append(_ segment: UnsafeBufferPointer<UInt8>) {
                guard let source = segment.baseAddress, segment.count > 0 else { return }
                (buffer.baseAddress.unsafelyUnwrapped + at).copyBytes(from: source, count: segment.count)
                at &+= segment.count
            }
            append(prefix)
            append(middle)
            append(suffix)
            return statusVerdict(of: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }
}
