import Benchmark
import BenchmarkSupport
import NumericInput

// A pasted text of 1 MiB (UTF-8 bytes): valid (complete), and invalid at its last character (a second decimal
// separator), in en_US, de_DE and fa_IR, through NumericInput and every comparator; and NumericInput's status
// at 64 KiB ... 4 MiB in en_US, to show it is linear in length.
//
// Names: Paste.<implementation>.<locale>.<valid|invalidAtEnd>.<size>. One iteration is one operation.
//
// ICU's strict parse and Decimal.ParseStrategy take about 8 s on 1 MiB (quadratic: 2 s on fa_IR's 512 Ki
// digits), so comparators run no warm-up iterations: their setup warms them on a short text instead, and an
// iteration longer than maxDuration is the only sample.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 2,
        scalingFactor: .one,
        maxDuration: .milliseconds(800),
        maxIterations: 1_000
    )

    Benchmark("Paste.empty") { _ in blackHole(UInt8(0)) }

    let mebibyte = 1 << 20
    for locale in BenchmarkLocale.all {
        for invalidAtEnd in [false, true] {
            let input = "\(invalidAtEnd ? "invalidAtEnd" : "valid").1MiB"
            let text: @Sendable () -> String = { Inputs.paste(locale, bytes: mebibyte, invalidAtEnd: invalidAtEnd) }
            register("status", locale: locale, input: input, text: text)
            if !invalidAtEnd { register("verdict", locale: locale, input: input, text: text) }
            for comparator in Comparator.allCases {
                registerComparator(comparator, locale: locale, input: input, text: text)
            }
        }
    }
    for (size, label) in [(64 << 10, "64KiB"), (256 << 10, "256KiB"), (4 << 20, "4MiB")] {
        register("status", locale: .enUS, input: "valid.\(label)") { Inputs.paste(.enUS, bytes: size) }
    }
}

func register(_ operation: String, locale: BenchmarkLocale, input: String, text: @escaping @Sendable () -> String) {
    let prepared = Prepared<(validator: NumericValidator, text: String)>()
    Benchmark(
        "Paste.\(operation).\(locale.tag).\(input)",
        closure: { benchmark in
            let (validator, text) = prepared.value
            benchmark.startMeasurement()
            if operation == "verdict" {
                blackHole(validator.verdict(for: text))
            } else {
                blackHole(validator.status(of: text))
            }
        },
        setup: { prepared.value = (Inputs.validator(locale), text()) }
    )
}

func registerComparator(
    _ comparator: Comparator, locale: BenchmarkLocale, input: String, text: @escaping @Sendable () -> String
) {
    let prepared = Prepared<(setup: ComparatorSetup, inputs: [ComparatorSetup.Input])>()
    var configuration = Benchmark.defaultConfiguration
    configuration.warmupIterations = 0
    Benchmark(
        "Paste.\(comparator.name).\(locale.tag).\(input)",
        configuration: configuration,
        closure: { benchmark in
            let (setup, inputs) = prepared.value
            benchmark.startMeasurement()
            setup.run(inputs, rounds: 1)
        },
        setup: {
            let setup = ComparatorSetup(comparator, locale: locale)
            setup.run([setup.prepare(Inputs.field(locale, length: 7))], rounds: 10)   // one-time initialisation
            prepared.value = (setup, [setup.prepare(text())])
        }
    )
}
