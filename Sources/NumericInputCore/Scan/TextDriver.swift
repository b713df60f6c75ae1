/// The one loop that reads text.
///
/// It takes UTF-8 in one or more segments (a whole text; or an edit's kept prefix, replacement and kept suffix)
/// and runs every stage the plan has, scalar by scalar: grapheme clusters for the length, character sets, the
/// number (lexemes, multi-scalar symbols, the scanner), digit limits and bounds. Runs of digits are taken by
/// counting where no stage needs to see each one. UTF-16 text and `scan(_:from:)` are adapters over it.
///
/// Specialised three times (``DriverStages``): for a plan that reads only the number, for one that reads the number
/// and its bounds, and for every other.
///
/// The driver holds its plan unowned: it lives on the stack of the call that made it, which keeps the plan alive.
/// What the loop reads for nearly every byte (the ASCII lexeme table, the native digits, the grammar's shape and
/// the limits) is read in place from the plan and its grammar, unretained, so the loop retains nothing and the
/// driver copies none of it when it is made.
struct TextDriver<Sink: ScanSink & ~Copyable, Stages: DriverStages>: ~Copyable {
    private unowned(unsafe) let plan: RulePlan
    private let grammarReference: Unmanaged<NumberGrammar>?
    private let planHasGrammar: Bool
    private(set) var sink: Sink
    private var number = NumberStateMachine()
    /// The plan's stages for this text, as the plan has them; read through the flags below, which are constants
    /// false under ``NumberStages``.
    private let planIsBounded: Bool
    private let planCountsGraphemes: Bool
    private let planChecksCharacters: Bool
    /// UTF-16 and UTF-8 offsets of the next scalar.
    private var offset = 0
    private var byteOffset = 0
    /// The rule stages' state, on the caller's stack (``DriverStages/withState(plan:_:)``); nil under
    /// ``NumberStages``, which neither makes nor reads it.
    private let stageState: UnsafeMutablePointer<RuleStageState>?

    /// Inside a multi-scalar symbol: the candidates still matching, the next position, where it began.
    private var candidates: UInt32 = 0
    private var symbolPosition = 0
    private var symbolStart = 0
    private var symbolByteStart = 0

    /// Why and where the text became invalid: the rejection (UTF-16 offset) and its UTF-8 offset.
    private var failure: (rejection: Rejection, byteOffset: Int)?

    // The plan's constants, read where they are (the plan and its grammar outlive the driver): copying them
    // into the driver cost every scan its stores.
    private var shape: GrammarShape {
        hasGrammar ? grammarReference.unsafelyUnwrapped._withUnsafeGuaranteedRef { $0.shape } : Self.noShape
    }
    private var lexemes: LexemeTable {
        hasGrammar ? grammarReference.unsafelyUnwrapped._withUnsafeGuaranteedRef { $0.lexemeTable } : Self.noLexemes
    }
    private var maxLength: Int { plan.maxLength }
    private var maxIntegerDigits: Int { plan.maxIntegerDigits }
    private var maxFractionDigits: Int { plan.maxFractionDigits }
    /// What a text-only rule's scan sees in their place (it reads neither: no lexeme is made without a grammar).
    private static var noShape: GrammarShape {
        GrammarShape(kind: .numeric, grouping: .none, primaryGroupSize: 0, secondaryGroupSize: 0, largestGroupSize: 0)
    }
    private static var noLexemes: LexemeTable {
        LexemeTable(ascii: nil, nativeZero: .max, nativeDigitLead: 0xFF, nativeDigitFirstContinuation: 0xFF)
    }

    // The rule stages' state, in place.
    private var graphemeCount: Int {
        @inline(__always) get { stageState.unsafelyUnwrapped.pointee.graphemeCount }
        @inline(__always) nonmutating set { stageState.unsafelyUnwrapped.pointee.graphemeCount = newValue }
    }
    private var clusterStart: Int {
        @inline(__always) get { stageState.unsafelyUnwrapped.pointee.clusterStart }
        @inline(__always) nonmutating set { stageState.unsafelyUnwrapped.pointee.clusterStart = newValue }
    }
    private var clusterByteStart: Int {
        @inline(__always) get { stageState.unsafelyUnwrapped.pointee.clusterByteStart }
        @inline(__always) nonmutating set { stageState.unsafelyUnwrapped.pointee.clusterByteStart = newValue }
    }
    private var breaker: GraphemeBreaker {
        @inline(__always) get { stageState.unsafelyUnwrapped.pointee.breaker }
        @inline(__always) nonmutating _modify { yield &stageState.unsafelyUnwrapped.pointee.breaker }
    }
    private var cluster: SmallScalars {
        @inline(__always) _read { yield stageState.unsafelyUnwrapped.pointee.cluster }
        @inline(__always) nonmutating _modify { yield &stageState.unsafelyUnwrapped.pointee.cluster }
    }
    private var tracker: BoundsTracker {
        @inline(__always) _read { yield stageState.unsafelyUnwrapped.pointee.tracker }
        @inline(__always) nonmutating _modify { yield &stageState.unsafelyUnwrapped.pointee.tracker }
    }

    // The stages this scan runs: constants under ``NumberStages`` (a grammar, nothing else) and, but for the
    // bounds, under ``BoundedNumberStages``.
    private var hasGrammar: Bool { !Stages.readsClusters || planHasGrammar }
    private var isBounded: Bool { Stages.runsRuleStages && planIsBounded }
    private var countsGraphemes: Bool { Stages.readsClusters && planCountsGraphemes }
    private var checksCharacters: Bool { Stages.readsClusters && planChecksCharacters }
    /// Whether runs of digits may be counted in bulk: a number with no stage that sees each digit.
    private var takesDigitRuns: Bool { hasGrammar && !checksCharacters && !isBounded }
    /// The same with bounds: the bounds are asked once per run instead of once per digit.
    private var takesBoundedDigitRuns: Bool { hasGrammar && !checksCharacters && isBounded }
    /// Whether runs of ASCII may be taken a byte at a time without the grapheme breaker: a rule without a number.
    private var takesTextRuns: Bool { Stages.readsClusters && !planHasGrammar }
    /// Whether the decimal separator after a run of integer digits goes to the scanner from the run
    /// (`takeDecimalSeparator`): only where no other stage can look at it, the number-only specialisation (no
    /// clusters, character sets or bounds), and not for recorded tokens. A constant: the rule stages'
    /// specialisation has none of its code (with it, their bounded keystrokes measured +57).
    private var takesBareSeparators: Bool { !Stages.runsRuleStages && hasGrammar && !Sink.recordsTokens }

    /// - Parameters:
    ///   - plan: The compiled rule; the caller keeps it alive for the driver's life. Under ``NumberStages``,
    ///     `plan.readsNumberOnly(byteCount:)` said so for this text.
    ///   - sink: What to collect.
    ///   - byteCount: The whole text's UTF-8 length when known: a text of no more bytes than the length limit
    ///     is within it in clusters, so clusters need not be counted for the limit alone.
    ///   - stageState: The rule stages' state under ``RuleStages`` (``DriverStages/withState(plan:_:)``); nil
    ///     under ``NumberStages``.
    @inline(__always)
    init(plan: RulePlan, sink: consuming Sink, byteCount: Int? = nil, stageState: UnsafeMutablePointer<RuleStageState>?) {
        // `NumberStages` takes the grammar as given (`RulePlan.readsNumberOnly(byteCount:)` requires one).
        assert(Stages.readsClusters || plan.grammar != nil, "a number-only scan without a grammar")
        self.plan = plan
        if let grammar = plan.grammar {
            grammarReference = Unmanaged.passUnretained(grammar)
            planHasGrammar = true
        } else {
            grammarReference = nil
            planHasGrammar = false
        }
        self.sink = sink
        planIsBounded = plan.hasBounds
        planChecksCharacters = plan.checksCharacters
        var counts = plan.countsGraphemes
        if counts, !plan.checksCharacters, !plan.hasBounds, let byteCount, byteCount <= plan.maxLength { counts = false }
        planCountsGraphemes = counts
        self.stageState = stageState
    }

    /// Starts where a ``MantissaReader`` stopped: `machine` its machine
    /// (``MantissaReader/resumption(in:replaying:_:_:)``), the offsets past the `bytes` it read, `utf16Count` UTF-16
    /// code units. Before anything is fed.
    @inline(__always)
    mutating func resume(with machine: NumberStateMachine, after bytes: Int, utf16Count: Int) {
        number = machine
        offset = utf16Count
        byteOffset = bytes
    }

    // MARK: - Feeding

    /// Feeds valid UTF-8 made of whole scalars; returns false once the text is invalid. `recognizer` is the
    /// grapheme breaker, owned by the caller: its layout is not known at compile time, and keeping it out of the
    /// driver keeps the driver's layout fixed.
    @inline(__always)
    mutating func feed(utf8 bytes: UnsafeBufferPointer<UInt8>, recognizer: inout Stages.Recognizer)
        -> Bool
    {
        if failure != nil { return false }
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if takesDigitRuns, candidates == 0 {
                let taken = takeDigitRun(bytes, from: index, lead: lead, underBounds: false, recognizer: &recognizer)
                if taken > 0 { index &+= taken; continue }
            } else if takesBoundedDigitRuns, candidates == 0, index &+ 1 < count,
                      bytes[index &+ 1] &- 0x30 < 10 || (index &+ 2 < count && bytes[index &+ 2] == lead) {
                // (A first look: a run is tried only where a second digit may follow; the run checks the rest.)
                let taken = takeBoundedDigitRun(bytes, from: index, lead: lead, recognizer: &recognizer)
                // A run the bounds refused fails the scan, and takes the rest of the bytes.
                if failure != nil { return false }
                if taken > 0 { index &+= taken; continue }
            } else if takesTextRuns, lead < 0x80, index &+ 1 < count, bytes[index &+ 1] < 0x80 {
                // (A lone ASCII byte is cheaper through the scalar path: a run starts where a second one follows.)
                let taken = takeTextRun(bytes, from: index)
                if failure != nil { return false }
                if taken > 0 { index &+= taken; continue }
            }
            var scalar = UInt32(lead)
            var length = 1
            if lead >= 0x80 {
                guard let decoded = UTF8Bytes.decodeMultiByte(bytes, at: index) else {
                    return fail(.unexpectedCharacter, at: offset, byte: byteOffset)
                }
                (scalar, length) = decoded
            }
            index &+= length
            if !feed(scalar: scalar, utf8Length: length, recognizer: &recognizer) { return false }
        }
        return true
    }

    // MARK: - One scalar

    @inline(__always)
    private mutating func feed(scalar: UInt32, utf8Length: Int, recognizer: inout Stages.Recognizer)
        -> Bool
    {
        let start = offset
        let byteStart = byteOffset
        offset &+= scalar > 0xFFFF ? 2 : 1
        byteOffset &+= utf8Length

        if countsGraphemes {
            if recognizer.hasBreak(with: &breaker, before: scalar) {
                if checksCharacters, graphemeCount > 0, !checkCluster() { return false }
                graphemeCount &+= 1
                if graphemeCount > maxLength { return fail(.tooLong, at: start, byte: byteStart) }
                clusterStart = start
                clusterByteStart = byteStart
                if checksCharacters { cluster.removeAll() }
            }
            if checksCharacters { cluster.append(scalar) }
        }

        guard hasGrammar else { return true }
        if candidates != 0 {
            return continueSymbol(scalar: scalar, start: start, byteStart: byteStart)
        }
        let lexeme = scalar < 0x80 ? lexemes.lexeme(ofASCII: UInt8(truncatingIfNeeded: scalar)) : lexeme(of: scalar)
        if lexeme.isSymbolStart {
            return beginSymbol(scalar: scalar, start: start, byteStart: byteStart)
        }
        return take(lexeme, start: start, byteStart: byteStart)
    }

    /// The lexeme of a scalar past ASCII: a native digit by arithmetic, anything else from the grammar.
    @inline(__always)
    private func lexeme(of scalar: UInt32) -> Lexeme {
        let value = scalar &- lexemes.nativeZero
        if value < 10 { return .nativeDigit(UInt8(truncatingIfNeeded: value)) }
        return grammarReference.unsafelyUnwrapped._withUnsafeGuaranteedRef { $0.lexeme(of: scalar) }
    }

    /// Gives one lexeme to the scanner and applies the stages that follow it: digit limits, bounds, the sink.
    @inline(__always)
    private mutating func take(_ lexeme: Lexeme, start: Int, byteStart: Int) -> Bool {
        let kind: NumberToken.Kind
        switch number.consume(lexeme, in: shape) {
        case .rejected(let reason): return fail(reason, at: start, byte: byteStart)
        case .accepted(let accepted): kind = accepted
        }
        switch kind {
        case .integerDigits:
            if number.integerDigitCount > maxIntegerDigits {
                return fail(.tooManyIntegerDigits, at: start, byte: byteStart)
            }
            if Sink.collectsDigits { sink.digit(lexeme.digitValue) }
            if isBounded {
                tracker.integerDigit(lexeme.digitValue, isFirst: number.integerDigitCount == 1)
            }
        case .fractionDigits:
            if number.fractionDigitCount > maxFractionDigits {
                return fail(.tooManyFractionDigits, at: start, byte: byteStart)
            }
            if Sink.collectsDigits { sink.digit(lexeme.digitValue) }
            if isBounded { tracker.fractionDigit(lexeme.digitValue) }
        default:
            if isBounded {
                tracker.otherLexeme(kind, isMinus: lexeme == .minus,
                                    isMarkAwaitingSign: number.phase == .start || number.phase == .exponentMarker)
            }
        }
        if Sink.recordsTokens {
            sink.token(kind, start: byteStart, end: byteOffset,
                       isComplete: number.status(in: shape) == .complete, scanner: number)
        }
        if isBounded, tracker.isChanged || plan.checksBoundsOnEveryLexeme {
            return checkBounds(start: start, byteStart: byteStart)
        }
        return true
    }

    // MARK: - Multi-scalar symbols

    private mutating func beginSymbol(scalar: UInt32, start: Int, byteStart: Int) -> Bool {
        let grammar = grammarReference.unsafelyUnwrapped.takeUnretainedValue()
        var acceptable: UInt32 = 0
        var firstReason: InvalidReason?
        var mask = grammar.symbolsStarting(with: scalar)
        while mask != 0 {
            let index = mask.trailingZeroBitCount
            mask &= mask &- 1
            if let reason = number.rejection(of: grammar.multiScalarSymbols[index].lexeme, in: grammar) {
                firstReason = firstReason ?? reason
            } else {
                acceptable |= 1 << UInt32(index)
            }
        }
        guard acceptable != 0 else { return fail(firstReason ?? .unexpectedCharacter, at: start, byte: byteStart) }
        candidates = acceptable
        symbolPosition = 1
        symbolStart = start
        symbolByteStart = byteStart
        return true
    }

    private mutating func continueSymbol(scalar: UInt32, start: Int, byteStart: Int) -> Bool {
        let grammar = grammarReference.unsafelyUnwrapped.takeUnretainedValue()
        var remaining: UInt32 = 0
        var completed: Lexeme?
        var mask = candidates
        while mask != 0 {
            let index = mask.trailingZeroBitCount
            mask &= mask &- 1
            let symbol = grammar.multiScalarSymbols[index]
            guard symbolPosition < symbol.scalars.count, symbol.scalars[symbolPosition] == scalar else { continue }
            if symbolPosition + 1 == symbol.scalars.count {
                completed = completed ?? symbol.lexeme
            } else {
                remaining |= 1 << UInt32(index)
            }
        }
        if let completed {
            candidates = 0
            return take(completed, start: symbolStart, byteStart: symbolByteStart)
        }
        guard remaining != 0 else { return fail(.unexpectedCharacter, at: start, byte: byteStart) }
        candidates = remaining
        symbolPosition &+= 1
        return true
    }

    // MARK: - Runs of ASCII text

    /// A run of ASCII in a rule without a number. After a scalar below U+0300 (or at the start), every ASCII
    /// scalar but CR (which an LF may join) begins a cluster of its own, and a cluster of one ASCII scalar is
    /// decided by the character sets' maps alone: so the run is counted and checked a byte at a time, without the
    /// grapheme breaker or the cluster buffer. The same checks as ``feed(scalar:utf8Length:recognizer:)`` makes, in
    /// the same order and at the same offsets: the cluster before each byte, then the length. The last byte's
    /// cluster stays open (a combining mark may follow). Returns the bytes taken: 0 when none is (the scalar path
    /// goes on); on a failure the driver has failed.
    @inline(__always)
    private mutating func takeTextRun(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        let end = bytes.count
        var at = index
        guard countsGraphemes else {
            // Neither the length nor the sets to check: the offsets are all the run changes.
            while at < end, bytes[at] < 0x80 { at &+= 1 }
            offset &+= at &- index
            byteOffset &+= at &- index
            return at &- index
        }
        let previous = breaker.previousScalar
        guard previous == .max || (previous < 0x300 && previous != 0x0D) else { return 0 }
        while at < end {
            let byte = bytes[at]
            if byte >= 0x80 || byte == 0x0D { break }
            at &+= 1
        }
        let taken = at &- index
        guard taken > 0 else { return 0 }
        // The checks in the scalar path's order: before each byte the cluster that ends there (the one open
        // before the run, then each byte of the run but the last), then the byte's count against the length.
        let count = graphemeCount
        let room = maxLength &- count
        // The bytes whose clusters end inside the run and are counted within the length.
        let checked = taken > room ? room : taken &- 1
        if checksCharacters {
            if count > 0 && !checkCluster() { return 0 }
            let maps = plan.characterMaps
            var position = 0
            while position < checked {
                let byte = bytes[index &+ position]
                if maps.refusesASCII(byte) {
                    _ = fail(maps.rejection(ofASCII: byte).unsafelyUnwrapped, at: offset &+ position,
                             byte: byteOffset &+ position)
                    return 0
                }
                position &+= 1
            }
        }
        if taken > room {
            _ = fail(.tooLong, at: offset &+ room, byte: byteOffset &+ room)
            return 0
        }
        let last = bytes[at &- 1]
        graphemeCount = count &+ taken
        offset &+= taken
        byteOffset &+= taken
        clusterStart = offset &- 1
        clusterByteStart = byteOffset &- 1
        if checksCharacters {
            cluster.removeAll()
            cluster.append(UInt32(last))
        }
        breaker.skip(to: UInt32(last))
        return taken
    }

    // MARK: - Runs of digits

    /// Inside a run of digits of the number's own system, where no stage needs to see each digit (no character
    /// sets), every digit is a cluster of its own and a digit for the scanner: count them in bulk, up to the first
    /// limit they would cross (the scalar path then reports it). Returns the bytes taken.
    ///
    /// Bounds are asked once, at the run's end: a text's completion completes each of its prefixes, so when the
    /// whole run can still become a number within the bounds, so could the text after each of its digits. When it
    /// cannot, the run is taken back and read again digit by digit, each checked: the scan fails at the same
    /// digit with the same reason as without runs.
    @inline(__always)
    private mutating func takeDigitRun(
        _ bytes: UnsafeBufferPointer<UInt8>, from index: Int, lead: UInt8, underBounds: Bool,
        recognizer: inout Stages.Recognizer
    ) -> Int {
        let grammar = lexemes
        let isASCII = lead &- 0x30 < 10
        guard isASCII || lead == grammar.nativeDigitLead else { return 0 }
        if underBounds {
            // Under bounds, a lone digit is cheaper through the scalar path (one question either way, and no run
            // to take back): a run starts only where a second digit follows.
            let next = index &+ (isASCII ? 1 : 2)
            guard next < bytes.count, isASCII ? bytes[next] &- 0x30 < 10 : bytes[next] == grammar.nativeDigitLead
            else { return 0 }
        }
        guard number.canTakeDigitRun(of: isASCII ? .ascii : .native) else { return 0 }
        // The digit before must be of the same system, so no cluster can join across the run's start.
        if countsGraphemes {
            let previous = breaker.previousScalar
            guard isASCII ? previous &- 0x30 < 10 : previous &- grammar.nativeZero < 10 else { return 0 }
        }
        var limit = countsGraphemes ? maxLength &- graphemeCount : Int.max
        limit = Swift.min(limit, number.takesIntegerDigits
            ? Swift.min(maxIntegerDigits &- number.integerDigitCount, number.integerGroupRoom(in: shape))
            : maxFractionDigits &- number.fractionDigitCount)
        guard limit > 0 else { return 0 }
        let taken: Int
        let byteCount: Int
        let nonZero: Bool
        // A run the sink keeps the value of is read as a number as it is counted, unless bounds may take it back.
        var parsed: UInt64? = nil
        if isASCII && Sink.parsesDigitRuns && !underBounds {
            let run = UTF8Bytes.countAndParseASCIIDigits(bytes, from: index, limit: limit)
            (taken, nonZero) = (run.count, run.hasNonZero)
            if taken <= 19 { parsed = run.parsed }
            byteCount = taken
        } else if isASCII {
            (taken, nonZero) = UTF8Bytes.countASCIIDigits(bytes, from: index, limit: limit)
            byteCount = taken
        } else {
            (taken, nonZero) = Self.countNativeDigits(bytes, from: index, limit: limit, lexemes: lexemes)
            byteCount = 2 &* taken
        }
        guard taken > 0 else { return 0 }
        if underBounds {
            return takeBoundedRun(bytes, from: index, count: taken, byteCount: byteCount, isASCII: isASCII,
                                  hasNonZeroDigit: nonZero, recognizer: &recognizer)
        }
        let kind = number.takeDigitRun(count: taken, of: isASCII ? .ascii : .native, hasNonZeroDigit: nonZero)
        commitRun(bytes, from: index, count: taken, byteCount: byteCount, isASCII: isASCII, kind: kind,
                  parsed: parsed)
        if takesBareSeparators, kind == .integerDigits {
            return byteCount &+ takeDecimalSeparator(bytes, at: index &+ byteCount)
        }
        return byteCount
    }

    /// The decimal separator right after a run of integer digits, when no stage but the scanner sees it: one
    /// byte, or the two of an Arabic one, given to the scanner's own transition without the scalar path's call
    /// and look-ups (about 40 instructions of a seven-byte verdict's 400). Returns the bytes taken: 0 when no
    /// separator follows or the scanner refuses it (the scalar path then meets it and fails the same way).
    @inline(__always)
    private mutating func takeDecimalSeparator(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        guard index < bytes.count else { return 0 }
        let lead = bytes[index]
        let length: Int
        if lead < 0x80 {
            length = lexemes.lexeme(ofASCII: lead) == .decimalSeparator ? 1 : 0
        } else {
            let (first, second) = grammarReference.unsafelyUnwrapped._withUnsafeGuaranteedRef {
                ($0.decimalSeparatorLead, $0.decimalSeparatorSecond)
            }
            length = lead == first && index &+ 1 < bytes.count && bytes[index &+ 1] == second ? 2 : 0
        }
        guard length > 0, case .accepted = number.consumeDecimalSeparator(in: shape) else { return 0 }
        offset &+= 1
        byteOffset &+= length
        return length
    }

    /// `takeDigitRun` under bounds, out of line: the keystroke loops of other rules stay as they were.
    @inline(never)
    private mutating func takeBoundedDigitRun(
        _ bytes: UnsafeBufferPointer<UInt8>, from index: Int, lead: UInt8, recognizer: inout Stages.Recognizer
    ) -> Int {
        takeDigitRun(bytes, from: index, lead: lead, underBounds: true, recognizer: &recognizer)
    }

    /// A run under bounds, out of line (the unbounded keystroke's loop stays as small as it was): the run is
    /// given to the scanner and the tracker, and the bounds asked once. Refused, both are taken back and the
    /// run's digits fed one by one, each checked, up to the one that fails; the bytes left in `bytes` are then
    /// all taken, so the caller's loop ends (the driver has failed: nothing more is read).
    @inline(__always)
    private mutating func takeBoundedRun(
        _ bytes: UnsafeBufferPointer<UInt8>, from index: Int, count taken: Int, byteCount: Int, isASCII: Bool,
        hasNonZeroDigit nonZero: Bool, recognizer: inout Stages.Recognizer
    ) -> Int {
        let numberBefore = number
        let kind = number.takeDigitRun(count: taken, of: isASCII ? .ascii : .native, hasNonZeroDigit: nonZero)
        guard boundsAllow(run: bytes, from: index, count: taken, byteCount: byteCount, isASCII: isASCII,
                          kind: kind, integerDigitCountBefore: numberBefore.integerDigitCount) else {
            number = numberBefore
            let width = isASCII ? 1 : 2
            var at = index
            while at < index &+ byteCount {
                let scalar = isASCII ? UInt32(bytes[at])
                    : lexemes.nativeZero &+ UInt32(bytes[at &+ 1] &- lexemes.nativeDigitFirstContinuation)
                if !feed(scalar: scalar, utf8Length: width, recognizer: &recognizer) { return bytes.count &- index }
                at &+= width
            }
            // Not reached while the bounds' reachability is monotone in the prefix (the brute-force bounds test
            // checks that); if it were, the digits were all taken, checked one by one, which is still right.
            return byteCount
        }
        commitRun(bytes, from: index, count: taken, byteCount: byteCount, isASCII: isASCII, kind: kind)
        return byteCount
    }

    /// What follows a run the scanner took: the sink, the offsets, the clusters.
    @inline(__always)
    private mutating func commitRun(
        _ bytes: UnsafeBufferPointer<UInt8>, from index: Int, count taken: Int, byteCount: Int, isASCII: Bool,
        kind: NumberToken.Kind, parsed: UInt64? = nil
    ) {
        let grammar = lexemes
        if Sink.collectsDigits {
            if isASCII, let parsed {
                sink.asciiDigits(UnsafeBufferPointer(rebasing: bytes[index..<(index &+ taken)]), parsed: parsed)
            } else if isASCII {
                sink.asciiDigits(UnsafeBufferPointer(rebasing: bytes[index..<(index &+ taken)]))
            } else {
                sink.nativeDigits(UnsafeBufferPointer(rebasing: bytes[index..<(index &+ byteCount)]),
                                  zero: grammar.nativeDigitFirstContinuation)
            }
        }
        if Sink.recordsTokens {
            sink.token(kind, start: byteOffset, end: byteOffset &+ byteCount,
                       isComplete: number.status(in: shape) == .complete, scanner: number)
        }
        offset &+= taken
        byteOffset &+= byteCount
        if countsGraphemes {
            graphemeCount &+= taken
            breaker.skip(to: isASCII ? UInt32(bytes[index &+ taken &- 1])
                : grammar.nativeZero &+ UInt32(bytes[index &+ byteCount &- 1] &- grammar.nativeDigitFirstContinuation))
        }
    }

    /// Notes a run just given to the scanner in the bounds tracker and asks the bounds once; false, with the
    /// tracker taken back, when the number after the run is out of reach.
    @inline(__always)
    private mutating func boundsAllow(
        run bytes: UnsafeBufferPointer<UInt8>, from index: Int, count taken: Int, byteCount: Int, isASCII: Bool,
        kind: NumberToken.Kind, integerDigitCountBefore: Int
    ) -> Bool {
        let mark = tracker.mark
        let changed = tracker.digitRun(
            bytes, start: isASCII ? index : index &+ 1, end: index &+ byteCount, step: isASCII ? 1 : 2,
            zero: isASCII ? 0x30 : lexemes.nativeDigitFirstContinuation, isInteger: kind == .integerDigits,
            isFirst: integerDigitCountBefore == 0)
        guard changed || plan.checksBoundsOnEveryLexeme else { return true }
        // The question sees the characters the run takes, as it would after its last digit.
        if countsGraphemes { graphemeCount &+= taken }
        let isReachable = ask(.isReachable)
        if countsGraphemes { graphemeCount &-= taken }
        if !isReachable { tracker.rewind(to: mark) }
        return isReachable
    }

    /// Two-byte native digits (Arabic-Indic, Persian, …) from `index`, at most `limit`. The field's integer
    /// digits are counted here too (``NumberGrammar/digitRun(_:from:)``).
    @inline(__always)
    static func countNativeDigits(
        _ bytes: UnsafeBufferPointer<UInt8>, from index: Int, limit: Int, lexemes: LexemeTable
    ) -> (count: Int, hasNonZero: Bool) {
        let lead = lexemes.nativeDigitLead
        let first = lexemes.nativeDigitFirstContinuation
        var position = index
        var taken = 0
        var nonZero = false
        #if _endian(little)
        if let base = bytes.baseAddress {
            // Eight digits a step: as little-endian 16-bit lanes, lead | continuation << 8 (big-endian platforms
            // take the loop below alone).
            let leads = SIMD8<UInt8>(repeating: lead)
            let zeros = SIMD8<UInt8>(repeating: first)
            let ten = SIMD8<UInt8>(repeating: 10)
            while taken &+ 8 <= limit, position &+ 16 <= bytes.count {
                let pairs = UnsafeRawPointer(base + position).loadUnaligned(as: SIMD8<UInt16>.self)
                let continuations = SIMD8<UInt8>(truncatingIfNeeded: pairs &>> 8)
                let isDigit = (SIMD8<UInt8>(truncatingIfNeeded: pairs) .== leads) .& (continuations &- zeros .< ten)
                guard all(isDigit) else { break }
                nonZero = nonZero || any(continuations .!= zeros)
                position &+= 16
                taken &+= 8
            }
        }
        #endif
        while taken < limit, position &+ 1 < bytes.count, bytes[position] == lead {
            let digit = bytes[position &+ 1] &- first
            if digit >= 10 { break }
            nonZero = nonZero || digit != 0
            position &+= 2
            taken &+= 1
        }
        return (taken, nonZero)
    }

    // MARK: - Clusters

    /// Checks the cluster just ended against the character sets: their maps, copied into the plan as plain
    /// values (``CharacterCheck/Maps``), read in place; the sets themselves only where the maps cannot tell.
    /// Calling into the plan or the sets' object retained it for the call, once per cluster.
    private mutating func checkCluster() -> Bool {
        guard cluster.count > 0 else { return true }
        switch plan.characterMaps.lookup(cluster) {
        case .accepted: return true
        case .refused(let reason): return fail(reason, at: clusterStart, byte: clusterByteStart)
        case .needsSets: return checkClusterWithSets()
        }
    }

    @inline(never)
    private mutating func checkClusterWithSets() -> Bool {
        guard let reason = plan.characters?.rejection(of: cluster) else { return true }
        return fail(reason, at: clusterStart, byte: clusterByteStart)
    }

    // MARK: - Bounds

    private mutating func checkBounds(start: Int, byteStart: Int) -> Bool {
        guard isBounded else { return true }
        if ask(.isReachable) { return true }
        return fail(isBelowMinimum() ? .belowMinimum : .aboveMaximum, at: start, byte: byteStart)
    }

    /// Why a number out of reach is: below the minimum, or else above the maximum. In fixed point where the
    /// value is at hand (``Bounds/isBelowMinimum(units:fractionDigits:isNegative:)``; asked whole, it cost a
    /// refused keystroke about 260 instructions), else whole. Out of line and apart from ``ask(_:)``, as only a
    /// refusal asks: as a third case in `ask` it cost the accepted bounded keystroke 58 instructions and the
    /// decimal one 103 (the reachability check went out of line), and asked through `ask` from a function of
    /// its own, the decimal one still 36.
    @inline(never)
    private mutating func isBelowMinimum() -> Bool {
        guard hasGrammar else { return askWhole(.isBelowMinimum) }
        switch number.phase {
        case .integer, .decimalAfterInteger, .fraction, .decimalWithoutInteger, .group: break
        case .start, .sign, .exponentMarker, .exponentSign, .exponentDigits: return askWhole(.isBelowMinimum)
        }
        guard let units = tracker.scaledUnits() else { return askWhole(.isBelowMinimum) }
        let fractionDigits = number.fractionDigitCount
        let isNegative = number.isNegative
        let answer = Unmanaged.passUnretained(plan.bounds.unsafelyUnwrapped)._withUnsafeGuaranteedRef {
            $0.isBelowMinimum(units: units, fractionDigits: fractionDigits, isNegative: isNegative)
        }
        guard let answer else { return askWhole(.isBelowMinimum) }
        if _isDebugAssertConfiguration() {
            let whole = askWhole(.isBelowMinimum)
            assert(answer == whole, "the fixed-point isBelowMinimum says \(answer), the whole question \(whole)")
        }
        return answer
    }

    /// Whether the bounds contain the complete number's value: out of line, so that `finish`, inlined into every
    /// caller, stays small for the rules without bounds (inlined, it put `finish` out of line for text rules: +20
    /// instructions a keystroke).
    @inline(never)
    private mutating func containsTypedValue() -> Bool {
        ask(.contains)
    }

    /// What the driver asks the bounds of the number typed so far.
    private enum BoundsQuestion {
        case isReachable, isBelowMinimum, contains
    }

    /// Asks the plan's bounds a question about the number typed so far. A question, not a closure: the bounds are
    /// reached unretained (the plan keeps them), and nothing is captured. Debug builds (the tests, the fuzz targets)
    /// ask every question the fixed point answers whole as well, and check that the answers agree; the check folds
    /// away in release builds.
    @inline(__always)
    private mutating func ask(_ question: BoundsQuestion) -> Bool {
        if let answer = askInFixedPoint(question) {
            if _isDebugAssertConfiguration() {
                let whole = askWhole(question)
                assert(answer == whole, "the fixed-point \(question) says \(answer), the whole question \(whole)")
            }
            return answer
        }
        return askWhole(question)
    }

    /// A question made whole: everything typed as a ``Bounds/Typed``. Out of line, so the common case's callers
    /// (``askInFixedPoint(_:)``) pay none of its set-up.
    @inline(never)
    private mutating func askWhole(_ question: BoundsQuestion) -> Bool {
        let kind = hasGrammar ? shape.kind : .numeric
        let phase = number.phase
        var exponent: Bounds.Exponent?
        switch phase {
        case .exponentMarker, .exponentSign, .exponentDigits:
            let isOpen = phase == .exponentMarker
            exponent = Bounds.Exponent(isNegative: isOpen ? nil : tracker.isExponentNegative,
                                       needsSign: isOpen && tracker.isMarkPending,
                                       magnitude: Int(number.exponent.magnitude), hasDigits: phase == .exponentDigits)
        default:
            exponent = nil
        }
        let isSignOpen = phase == .start && kind.allowsSign
        // Everything but the digits is read into locals first: the closure then captures no part of the
        // (noncopyable, large) driver, which would otherwise be copied into its context.
        let isNegative = isSignOpen ? nil : Optional(number.isNegative)
        let needsSign = isSignOpen && tracker.isMarkPending
        let leadingPower = tracker.leadingPower
        let integerDigitCount = number.integerDigitCount
        let fractionDigitCount = number.fractionDigitCount
        let hasDecimalSeparator = number.hasDecimalSeparator
        let groupDigitCount = tracker.groupDigitCount
        let integerDigitsLeft = maxIntegerDigits == .max
            ? nil : Optional(Swift.max(0, maxIntegerDigits &- integerDigitCount))
        let fractionDigitLimit = maxFractionDigits == .max ? nil : Optional(maxFractionDigits)
        let charactersLeft = maxLength == .max ? nil : Optional(Swift.max(0, maxLength &- graphemeCount))
        let bounds = Unmanaged.passUnretained(plan.bounds.unsafelyUnwrapped)
        return tracker.withDigits { digits in
            let typed = Bounds.Typed(
                isNegative: isNegative, needsSign: needsSign, digits: digits, leadingPower: leadingPower,
                integerDigitCount: integerDigitCount, fractionDigitCount: fractionDigitCount,
                hasDecimalSeparator: hasDecimalSeparator, groupDigitCount: groupDigitCount, exponent: exponent,
                integerDigitsLeft: integerDigitsLeft, fractionDigitLimit: fractionDigitLimit,
                charactersLeft: charactersLeft)
            return bounds._withUnsafeGuaranteedRef { bounds in
                switch question {
                case .isReachable: bounds.isReachable(typed)
                case .isBelowMinimum: bounds.isBelowMinimum(typed)
                case .contains: bounds.contains(typed)
                }
            }
        }
    }

    /// The common case of a question, asked with the value the tracker keeps as the digits come: a number with a
    /// settled sign and an integer digit (or, for `contains`, any digit), no grouping separator and no exponent, in
    /// a kind without exponents, with every significant digit kept. The same check ``Bounds`` makes first from a
    /// ``Bounds/Typed`` (``Bounds/reaches(_:_:)``, ``Bounds/contains(units:fractionDigits:_:)``), without making
    /// one or reading the digits. Nil when the case is another, or the check cannot decide: the question is then
    /// asked whole. (`isBelowMinimum` has its own, ``isBelowMinimum()``.)
    @inline(__always)
    private func askInFixedPoint(_ question: BoundsQuestion) -> Bool? {
        guard hasGrammar, question != .isBelowMinimum else { return nil }
        switch number.phase {
        case .integer, .decimalAfterInteger, .fraction: break
        case .decimalWithoutInteger, .group: guard question == .contains else { return nil }
        case .start, .sign, .exponentMarker, .exponentSign, .exponentDigits: return nil
        }
        let fractionDigits = number.fractionDigitCount
        guard tracker.groupDigitCount == nil || question == .contains,
              let units = tracker.scaledUnits() else { return nil }
        let isNegative = number.isNegative
        let charactersLeft = maxLength == .max ? Int.max : Swift.max(0, maxLength &- graphemeCount)
        let integerDigitsLeft = maxIntegerDigits == .max
            ? Int.max : Swift.max(0, maxIntegerDigits &- number.integerDigitCount)
        let hasDecimalSeparator = number.hasDecimalSeparator
        let fractionDigitLimit = maxFractionDigits
        let hasIntegerDigit = number.integerDigitCount > 0
        return Unmanaged.passUnretained(plan.bounds.unsafelyUnwrapped)._withUnsafeGuaranteedRef { bounds in
            switch question {
            case .isReachable:
                guard hasIntegerDigit,
                      let fixedPoint = bounds.fixedPoint(isNegative: isNegative)
                else { return nil }
                return bounds.reaches(
                    Bounds.FixedPointTyped(units: units, fractionDigits: fractionDigits,
                                           hasDecimalSeparator: hasDecimalSeparator,
                                           integerDigitsLeft: integerDigitsLeft, fractionDigitLimit: fractionDigitLimit,
                                           budget: charactersLeft),
                    fixedPoint)
            case .contains:
                // Zero is in the positive side's bounds whatever its sign ("-0" is 0).
                guard let fixedPoint = bounds.fixedPoint(isNegative: isNegative && units != 0)
                else { return nil }
                return Bounds.contains(units: units, fractionDigits: fractionDigits, fixedPoint)
            case .isBelowMinimum:
                return nil
            }
        }
    }

    // MARK: - End

    @inline(__always)
    private mutating func fail(_ reason: InvalidReason, at offset: Int, byte: Int) -> Bool {
        failure = (Rejection(reason: reason, offset: offset), byte)
        return false
    }

    /// Feeds a code unit that is not a scalar (a lone surrogate in UTF-16): never part of any text a rule takes.
    mutating func feedLoneSurrogate() {
        if failure == nil { _ = fail(.unexpectedCharacter, at: offset, byte: byteOffset) }
    }

    /// Whether the text is already invalid (nothing fed from now on changes the result).
    var hasFailed: Bool { failure != nil }

    /// Finishes the scan: the last cluster's characters, the number's status, bounds. Inlined, so a caller that
    /// wants only the status pays for no result it drops (callgrind: `status(of:)` 1,289 -> 1,258 instructions).
    @inline(__always)
    mutating func finish() -> ScanResult {
        if let failure { return .invalid(failure.rejection, byteOffset: failure.byteOffset) }
        if checksCharacters, graphemeCount > 0, !checkCluster(), let failure {
            return .invalid(failure.rejection, byteOffset: failure.byteOffset)
        }
        guard hasGrammar else { return .complete(end: byteOffset) }
        if candidates != 0 { return .partial(end: symbolByteStart) }
        var status = number.status(in: shape)
        if isBounded {
            // An empty text had no lexeme to check after: its reachability is checked here.
            if offset == 0, !checkBounds(start: 0, byteStart: 0), let failure {
                return .invalid(failure.rejection, byteOffset: failure.byteOffset)
            }
            if status == .complete && !containsTypedValue() { status = .partial }
        }
        switch status {
        case .complete: return .complete(end: byteOffset)
        case .partial: return .partial(end: byteOffset)
        case .invalid: return .invalid(Rejection(reason: .unexpectedCharacter, offset: offset), byteOffset: byteOffset)
        }
    }
}

extension TextDriver where Sink == ValueSink {
    /// Finishes the scan and says its verdict, with the value of a complete number. Every driver with a
    /// `ValueSink` ends here: the value takes the digits' spill, or it is released.
    @inline(__always)
    mutating func verdict() -> Verdict {
        switch finish() {
        case .invalid(let rejection, _):
            sink.digits.releaseSpill()
            return .invalid(rejection.reason, offset: rejection.offset)
        case .partial:
            sink.digits.releaseSpill()
            return .partial
        case .complete:
            guard hasGrammar else { sink.digits.releaseSpill(); return .complete(nil) }
            return .complete(shape.kind == .digits ? sink.digits.takeDigitString()
                : sink.digits.takeValue(isNegative: number.isNegative, integerDigitCount: number.integerDigitCount,
                                        exponent: number.exponent))
        }
    }
}

extension TextDriver where Sink == TokenRecordingSink {
    /// Finishes the scan: its result, and the number's final state (for the value of a complete text).
    mutating func finishWithNumber() -> (ScanResult, NumberStateMachine) {
        (finish(), number)
    }
}
