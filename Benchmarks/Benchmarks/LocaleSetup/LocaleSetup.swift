import Benchmark
import BenchmarkSupport
import NumericInput

// Locale setup: the cost of `NumericValidator(locale:kind:)` the first time a locale is used (ICU read once,
// symbols cached, grammar compiled), and of all ICU locales. Each benchmark runs in a fresh process, and
// nothing here touches ICU before its measurement starts (inputs are never built at registration).
//
// - LocaleSetup.firstUse.deDE: the process's first locale, one sample: includes ICU opening its data.
// - LocaleSetup.firstUse.eachLocale: one sample per ICU locale (the first 800), each its first use, ICU already warm
//   (the list of locales is read in setup). The median is the typical first use of a locale in a running app.
// - LocaleSetup.allLocales: every ICU locale (805 in ICU 72), listing included, in a fresh process, one sample.
// - LocaleSetup.cachedUse.deDE: a validator for a locale already read: cache look-up and grammar compile.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 0,
        scalingFactor: .one,
        maxDuration: .seconds(5),
        maxIterations: 1
    )

    Benchmark("LocaleSetup.empty") { _ in blackHole(UInt8(0)) }

    Benchmark("LocaleSetup.firstUse.deDE") { _ in
        blackHole(Inputs.validator(.deDE))
    }

    let locales = Prepared<[String]>()
    var eachLocale = Benchmark.defaultConfiguration
    // ICU 72 lists 805 locales; 800 samples keep every sample a first use on any ICU with at least that many.
    eachLocale.maxIterations = 800
    Benchmark(
        "LocaleSetup.firstUse.eachLocale",
        configuration: eachLocale,
        closure: { benchmark in
            // Iteration n uses the n-th locale: each is its first use in this process.
            let identifier = locales.value[benchmark.currentIteration]
            benchmark.startMeasurement()
            blackHole(try? NumericValidator(locale: identifier))
        },
        setup: {
            locales.value = NumberSymbols.availableLocaleIdentifiers
            precondition(locales.value.count >= 800, "ICU lists only \(locales.value.count) locales")
        }
    )

    Benchmark("LocaleSetup.allLocales") { _ in
        var count = 0
        for identifier in NumberSymbols.availableLocaleIdentifiers {
            if let validator = try? NumericValidator(locale: identifier) {
                blackHole(validator)
                count += 1
            }
        }
        precondition(count > 700, "only \(count) locales opened")
    }

    var cached = Benchmark.defaultConfiguration
    cached.warmupIterations = 1
    cached.maxIterations = 10_000
    cached.maxDuration = .milliseconds(500)
    Benchmark("LocaleSetup.cachedUse.deDE", configuration: cached) { _ in
        blackHole(Inputs.validator(.deDE))
    }
}
