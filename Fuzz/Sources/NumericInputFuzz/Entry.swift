import NumericInput

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// libFuzzer calls these from one thread. The targets are built in `LLVMFuzzerInitialize`, before the first input:
// built inside it, their start-up (every ICU locale's validators for the field target, about 10 s under
// AddressSanitizer on this machine) counted against the first input's `-timeout=10`, and CI's run at 716af7a
// reported the empty input as a timeout.
nonisolated(unsafe) private var sharedTarget: FuzzTarget?
nonisolated(unsafe) private var sharedFieldTarget: FieldFuzzTarget?

/// The targets `mode` needs, built once: the text targets' locales, and for the field target every ICU locale.
private func makeTargets(for mode: FuzzMode) -> (FuzzTarget, FieldFuzzTarget?) {
    if let target = sharedTarget { return (target, sharedFieldTarget) }
    let target = FuzzTarget()
    sharedTarget = target
    atexit { FuzzTally.shared.report() }
    if mode == .field { sharedFieldTarget = FieldFuzzTarget(base: target) }
    return (target, sharedFieldTarget)
}

/// libFuzzer's entry point: one input, checked against every invariant of the target `NUMERIC_INPUT_FUZZ_TARGET`
/// names (``FuzzMode``). Returns 0; a broken invariant never returns (`fatalError`), which libFuzzer reports as a
/// crash and saves.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
    // Built already by `LLVMFuzzerInitialize`; a driver that does not call it (a replay harness) builds them here.
    let (target, field) = makeTargets(for: FuzzMode.current)
    switch FuzzMode.current {
    case .verdict:
        target.runVerdict(FuzzInput(bytes))
    case .edit:
        target.runEdit(FuzzInput(bytes))
    case .field:
        field?.run(bytes)
    }
    return 0
}

/// With `NUMERIC_INPUT_FUZZ_WRITE_SEEDS=DIR`, writes the seed corpus and the dictionary into DIR and exits:
/// that is how `Fuzz/corpus/` and `Fuzz/numeric-input.dict` were made (see Fuzz/README.md).
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>?,
                           _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    guard let directory = getenv("NUMERIC_INPUT_FUZZ_WRITE_SEEDS").map({ String(cString: $0) }) else {
        // An unset or unknown target stops here, before libFuzzer starts; a known one is built now, outside the
        // per-input timeout (which then measures what an input costs, not the start-up).
        _ = makeTargets(for: FuzzMode.current)
        return 0
    }
    Seeds.write(to: directory)
    exit(0)
}

/// Counts the reported, not yet documented ICU disagreements a run met, and prints them at exit.
final class FuzzTally: @unchecked Sendable {
    static let shared = FuzzTally()

    private var counts: [ICUDisagreement: Int] = [:]
    private var examples: [ICUDisagreement: [String]] = [:]

    func count(_ disagreement: ICUDisagreement, example: String) {
        counts[disagreement, default: 0] += 1
        if examples[disagreement, default: []].count < 3 && !examples[disagreement, default: []].contains(example) {
            examples[disagreement, default: []].append(example)
        }
    }

    func report() {
        guard !counts.isEmpty else { return }
        var text = "NumericInputFuzz: reported, not yet documented ICU disagreements met in this run:\n"
        for disagreement in ICUDisagreement.allCases {
            guard let count = counts[disagreement] else { continue }
            text += "  \(disagreement.rawValue): \(count) texts, e.g. "
            text += examples[disagreement, default: []].joined(separator: "; ") + "\n"
        }
        _ = text.withCString { write(2, $0, strlen($0)) }
    }
}
