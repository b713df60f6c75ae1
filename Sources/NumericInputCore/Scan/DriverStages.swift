/// Which of a rule's stages a ``TextDriver`` runs: the one loop, specialised three times.
///
/// Most scans read only a number: every validator's, and a rule's with no character sets, no bounds and no
/// length to count in clusters (a text of no more UTF-8 bytes than the length limit is within it). Their driver is
/// specialised with ``NumberStages``: the stages' flags are constants there, so the loop tests none of them and
/// the code of the other stages is not in it, and the caller makes no grapheme recognizer. A rule with bounds and
/// nothing else around the number (no character sets, no length) runs with ``BoundedNumberStages``: the bounds
/// tracker, but no clusters, character sets or recognizer (the bounded keystrokes 87 to 125 instructions fewer
/// than under ``RuleStages``). Every other scan runs with ``RuleStages``. All are the same source.
/// `RulePlan.readsNumberOnly(byteCount:)` and `RulePlan.readsBoundedNumberOnly` choose for a rule's plan;
/// a `NumericValidator`'s entry points take ``NumberStages`` directly, as its plan (`RulePlan(number:)`, an empty
/// configuration) never has another stage (callgrind, the de_DE keystroke "1234,5" + "6": 920 -> 743 instructions).
///
/// The stages' state (clusters, the bounds tracker, 232 bytes) lives on the caller's stack under ``RuleStages`` and
/// ``BoundedNumberStages``, and the driver reaches it through a pointer (``withState(plan:_:)``); under
/// ``NumberStages`` it is not made (the plain keystroke 674 -> 605; the field's verdicts, reached through
/// `RulePlan.verdict(of:)`, +20 each, which no placement of the state tried avoided). Held in an optional it cost an
/// outlined enum-tag call on every access (`disallowing` 1,650 -> 2,605), and behind a protocol requirement the
/// compiler kept the read accessor's witness call, which allocated a coroutine frame (`disallowing` 2,816).
protocol DriverStages {
    /// Whether the driver may run the rule's own stages: clusters, character sets, bounds. False only where the
    /// plan has none of them for this text.
    static var runsRuleStages: Bool { get }
    /// Whether the driver may count clusters, check character sets, or read a text without a number. False where
    /// the plan has a grammar, no character sets and no length to count (bounds may remain).
    static var readsClusters: Bool { get }
    /// The grapheme-cluster recognizer the caller makes for the scan: the standard library's, or none.
    associatedtype Recognizer: ClusterRecognizer
}

/// A plan that reads only the number: no stage state, no recognizer.
enum NumberStages: DriverStages {
    static var runsRuleStages: Bool { false }
    static var readsClusters: Bool { false }
    typealias Recognizer = NoClusterRecognizer
}

/// A plan that reads the number and its bounds only: the stage state (for the bounds tracker), no clusters, no
/// character sets, no recognizer.
enum BoundedNumberStages: DriverStages {
    static var runsRuleStages: Bool { true }
    static var readsClusters: Bool { false }
    typealias Recognizer = NoClusterRecognizer
}

/// A plan with any of the rule's stages: the driver reaches their state on the caller's stack.
enum RuleStages: DriverStages {
    static var runsRuleStages: Bool { true }
    static var readsClusters: Bool { true }
    typealias Recognizer = Unicode._CharacterRecognizer
}

extension DriverStages {
    /// Runs `body` with the rule stages' state for one scan: made on the stack under ``RuleStages``, none (nil)
    /// under ``NumberStages``.
    @inline(__always)
    static func withState<Result>(plan: RulePlan, _ body: (UnsafeMutablePointer<RuleStageState>?) -> Result)
        -> Result
    {
        guard runsRuleStages else { return body(nil) }
        var state = RuleStageState(plan: plan)
        return withUnsafeMutablePointer(to: &state) { body($0) }
    }
}

/// The state of the stages around the number: the clusters counted and the current one's scalars (for the
/// length and the character sets), and what the bounds can see of the number.
struct RuleStageState: ~Copyable {
    var tracker: BoundsTracker
    var breaker = GraphemeBreaker()
    var graphemeCount = 0
    /// The current cluster's UTF-16 and UTF-8 offsets and scalars.
    var clusterStart = 0
    var clusterByteStart = 0
    var cluster = SmallScalars()

    @inline(__always)
    init(plan: RulePlan) {
        tracker = plan.hasBounds ? BoundsTracker(bounds: plan.bounds.unsafelyUnwrapped) : BoundsTracker()
    }
}

/// Where grapheme clusters break, for the driver's length and character stages.
protocol ClusterRecognizer {
    init()
    /// Whether a cluster begins at `scalar` (``GraphemeBreaker/hasBreak(before:recognizer:)``).
    mutating func hasBreak(with breaker: inout GraphemeBreaker, before scalar: UInt32) -> Bool
}

extension Unicode._CharacterRecognizer: ClusterRecognizer {
    @inline(__always)
    mutating func hasBreak(with breaker: inout GraphemeBreaker, before scalar: UInt32) -> Bool {
        breaker.hasBreak(before: scalar, recognizer: &self)
    }
}

/// No recognizer: a ``NumberStages`` scan counts no clusters (making the standard library's costs a metadata
/// call, a stack allocation and its destruction, about 27 instructions per scan).
struct NoClusterRecognizer: ClusterRecognizer {
    /// A byte, so the value has an address: an empty type passed `inout` has none, and ThreadSanitizer's
    /// instrumentation of the access wrote shadow memory for the placeholder address and crashed (CI at 7154bfd,
    /// `feed(utf16:recognizer:)`).
    private var byte: UInt8 = 0
    @inline(__always) init() {}
    /// Never asked; every scalar would begin a cluster.
    @inline(__always)
    func hasBreak(with breaker: inout GraphemeBreaker, before scalar: UInt32) -> Bool { true }
}

extension RulePlan {
    /// Whether a scan of a text of `byteCount` UTF-8 bytes (nil: not known) runs only the number's stage: the
    /// plan has a grammar and no character sets or bounds, and no length to count (none, or the text has no
    /// more bytes than the limit, hence no more clusters).
    @inline(__always)
    func readsNumberOnly(byteCount: Int?) -> Bool {
        guard grammar != nil, !checksCharacters, !hasBounds else { return false }
        guard countsGraphemes else { return true }
        guard let byteCount else { return false }
        return byteCount <= maxLength
    }

    /// ``readsNumberOnly(byteCount:)`` for an edit, but false for a plan that reads the mantissa's table under
    /// digit limits, which an edit reads out of line (`InputRule`'s `ruleStagesStatus`).
    @inline(__always)
    func editReadsNumberOnly(byteCount: Int) -> Bool {
        guard readsNumberAlone else { return false }
        guard countsGraphemes else { return true }
        return byteCount <= maxLength
    }

    /// ``readsNumberOnly(byteCount:)`` for an edit under digit limits that the mantissa's table reads
    /// (``readsLimitedMantissaTable``): without character sets, a plan counts clusters only for a length, and
    /// `maxLength` is `.max` without one, so the byte count against it is the whole question.
    @inline(__always)
    func editReadsLimitedNumberOnly(byteCount: Int) -> Bool {
        readsLimitedNumberAlone && byteCount <= maxLength
    }

    /// Whether a scan runs the number's stage and the bounds alone (``BoundedNumberStages``): the plan has a
    /// grammar and bounds, and no character sets or length (the bounds read the length left, so a length limit
    /// keeps the clusters counted).
    @inline(__always)
    var readsBoundedNumberOnly: Bool {
        hasBounds && !countsGraphemes && grammar != nil
    }
}
