import Benchmark
import BenchmarkSupport
import NumericInput

// The verdict (status and exact value) for a whole text: the keystroke texts (fields of 7, 16 and 64 characters
// and the typing sequence, kind numeric, en_US, de_DE, fa_IR), and a 16-character text of each kind in de_DE.
// The comparators for the keystroke texts are measured in the Keystroke target, on the same texts, in the same
// run; scripts/ratio_table.py sets them side by side.
//
// Names: WholeText.verdict.<locale>.<input> and WholeText.<verdict|status>.deDE.kind-<kind>.
// One iteration is 1,000 operations (scaling .kilo);
// scripts/ratio_table.py divides by the stored scaling factor.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .milliseconds(400),
        maxIterations: 10_000
    )

    Benchmark("WholeText.empty") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(UInt8(0)) }
    }

    for locale in BenchmarkLocale.all {
        for length in Inputs.fieldLengths {
            register("verdict", locale: locale, input: "\(length)", kind: .numeric) { [Inputs.field(locale, length: length)] }
        }
        register("verdict", locale: locale, input: "typing7", kind: .numeric) { Inputs.typing(locale) }
    }
    for kind in NumericKind.allCases {
        for operation in ["verdict", "status"] {
            register(operation, locale: .deDE, input: "kind-\(kind.rawValue)", kind: kind) {
                [Inputs.kindText(.deDE, kind: kind)]
            }
        }
    }
}

func register(
    _ operation: String, locale: BenchmarkLocale, input: String, kind: NumericKind,
    texts: @escaping @Sendable () -> [String]
) {
    let prepared = Prepared<(validator: NumericValidator, texts: [String])>()
    Benchmark(
        "WholeText.\(operation).\(locale.tag).\(input)",
        closure: { benchmark in
            let (validator, texts) = prepared.value
            benchmark.startMeasurement()
            if operation == "verdict" {
                repeatEach(texts, rounds: benchmark.scaledIterations.count) { blackHole(validator.verdict(for: $0)) }
            } else {
                repeatEach(texts, rounds: benchmark.scaledIterations.count) { blackHole(validator.status(of: $0)) }
            }
        },
        setup: { prepared.value = (Inputs.validator(locale, kind: kind), texts()) }
    )
}
