import Benchmark
import BenchmarkSupport
import NumericInput

// A validator for a locale already read, from BenchmarkSupport's `Operations.all`: Validator.cached.deDE is
// `NumericValidator(locale: "de_DE", kind: .decimal)` with de_DE warmed in setup, so the measurement is the
// cache look-up and the grammar, never ICU. Must not allocate (a malloc threshold of 0).
// (LocaleSetup.cachedUse.deDE is the same call, kind numeric, without the warm-up outside the measurement.)
// One iteration is 1,000 constructions (scaling .kilo).

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .milliseconds(400),
        maxIterations: 10_000
    )

    Benchmark("Validator.empty") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(UInt8(0)) }
    }

    var zeroMallocs = Benchmark.defaultConfiguration
    zeroMallocs.thresholds = [.mallocCountTotal: .init(absolute: [.p90: 0])]
    for entry in Operations.all {
        guard case .validator(let locale, let kind) = entry.operation else { continue }
        Benchmark(
            entry.name,
            configuration: zeroMallocs,
            closure: { benchmark in
                let identifier = locale.identifier
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { blackHole(try? NumericValidator(locale: identifier, kind: kind)) }
            },
            setup: { blackHole(Operations.cachedValidator(locale, kind: kind)) }
        )
    }
}
