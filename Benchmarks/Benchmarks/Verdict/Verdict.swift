import Benchmark
import BenchmarkSupport
import NumericInput

// The verdict with its value, and the status, of the 7-character decimal field, from BenchmarkSupport's
// `Operations.all`: Verdict.value.deDE.7 (`verdict(for: "1234,56")`), Verdict.value.enUS.7 ("1234.56", set
// beside Verdict.double.enUS.7, `Double("1234.56")`), Verdict.utf16.deDE.7 (`verdict(forUTF16:)` of its
// `[UInt16]`), Verdict.status.deDE.7 (`status(of: "1234,56")`).
// NumericInput's must not allocate (a malloc threshold of 0 each); the Double comparator has no threshold.
// One iteration is 1,000 operations (scaling .kilo).

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .milliseconds(400),
        maxIterations: 10_000
    )

    Benchmark("Verdict.empty") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(UInt8(0)) }
    }

    for entry in Operations.all {
        switch entry.operation {
        case .verdict(let locale, let kind, let text):
            register(entry.name, locale: locale, kind: kind, text: text) { validator, text, rounds in
                for _ in 0..<rounds { blackHole(validator.verdict(for: text)) }
            }
        case .status(let locale, let kind, let text):
            register(entry.name, locale: locale, kind: kind, text: text) { validator, text, rounds in
                for _ in 0..<rounds { blackHole(validator.status(of: text)) }
            }
        case .verdictUTF16(let locale, let kind, let text):
            let units = Array(text.utf16)
            register(entry.name, locale: locale, kind: kind, text: text) { validator, _, rounds in
                for _ in 0..<rounds { blackHole(validator.verdict(forUTF16: units)) }
            }
        case .double(let text):
            registerDouble(entry.name, text: text)
        case .keystroke, .validator, .fieldPair, .stringEdit, .keystrokeFloor:
            break
        }
    }
}

/// A malloc threshold of 0, as in Thresholds/Verdict.<name>.p90.json.
func zeroMallocs() -> Benchmark.Configuration {
    var configuration = Benchmark.defaultConfiguration
    configuration.thresholds = [.mallocCountTotal: .init(absolute: [.p90: 0])]
    return configuration
}

func register(
    _ name: String, locale: BenchmarkLocale, kind: NumericKind, text: String,
    _ loop: @escaping @Sendable (NumericValidator, String, Int) -> Void
) {
    let prepared = Prepared<NumericValidator>()
    Benchmark(
        name,
        configuration: zeroMallocs(),
        closure: { benchmark in
            let validator = prepared.value
            benchmark.startMeasurement()
            loop(validator, text, benchmark.scaledIterations.count)
        },
        setup: {
            Operations.requireComplete(text, locale: locale, kind: kind)
            prepared.value = Inputs.validator(locale, kind: kind)
        }
    )
}

/// The Double comparator (BenchmarkSupport's), on the same text.
func registerDouble(_ name: String, text: String) {
    let prepared = Prepared<(setup: ComparatorSetup, inputs: [ComparatorSetup.Input])>()
    Benchmark(
        name,
        closure: { benchmark in
            let (setup, inputs) = prepared.value
            benchmark.startMeasurement()
            setup.run(inputs, rounds: benchmark.scaledIterations.count)
        },
        setup: {
            let setup = ComparatorSetup(.double, locale: .enUS)
            let input = setup.prepare(text)
            precondition(setup.accepts(input), "Double rejects \(text)")
            prepared.value = (setup, [input])
        }
    )
}
