import NumericInput

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// libFuzzer calls these from one thread; the targets are built on the first input.
nonisolated(unsafe) private var sharedTarget: FuzzTarget?
nonisolated(unsafe) private var sharedFieldTarget: FieldFuzzTarget?

/// libFuzzer's entry point: one input, checked against every invariant of the target `NUMERIC_INPUT_FUZZ_TARGET`
/// names (``FuzzMode``). Returns 0; a broken invariant never returns (`fatalError`), which libFuzzer reports as a
/// crash and saves.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
    let target = sharedTarget ?? {
        let target = FuzzTarget()
        sharedTarget = target
        atexit { FuzzTally.shared.report() }
        return target
    }()
    switch FuzzMode.current {
    case .verdict:
        target.runVerdict(FuzzInput(bytes))
    case .edit:
        target.runEdit(FuzzInput(bytes))
    case .field:
        let field = sharedFieldTarget ?? {
            let field = FieldFuzzTarget(base: target)
            sharedFieldTarget = field
            return field
        }()
        field.run(bytes)
    }
    return 0
}

/// With `NUMERIC_INPUT_FUZZ_WRITE_SEEDS=DIR`, writes the seed corpus and the dictionary into DIR and exits:
/// that is how `Fuzz/corpus/` and `Fuzz/numeric-input.dict` were made (see Fuzz/README.md).
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>?,
                           _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    guard let directory = getenv("NUMERIC_INPUT_FUZZ_WRITE_SEEDS").map({ String(cString: $0) }) else {
        _ = FuzzMode.current   // an unset or unknown target stops here, before libFuzzer starts
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
