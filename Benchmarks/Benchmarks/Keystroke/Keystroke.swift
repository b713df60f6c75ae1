import Benchmark
import BenchmarkSupport
import NumericInput

// The decision for one keystroke (append a character), on fields of 7, 16 and 64 characters, kind numeric, in
// en_US, de_DE and fa_IR, and the same texts through each comparator; then one keystroke in each kind of
// configured field (bounds, digit limits, character sets, a length limit over an emoji), from
// BenchmarkSupport's `Operations.all`.
//
// Names: Keystroke.<implementation>.<locale>.<input>, where <input> is the field length (the text after the
// keystroke) or "typing7": the seven keystrokes that type the 7-character field ("1", "12", ..., "1234,56"),
// one operation being all seven; configured fields: Keystroke.<configuration>, as named in `Operations.all`.
// One iteration is 1,000 operations (scaling .kilo);
// scripts/ratio_table.py divides by the stored scaling factor.

// MARK: - The keystroke decision: switch to the edit API here

/// One keystroke: the text before it, what it appends, and the text it would produce (built in setup).
struct Keystroke {
    let current: String
    let offset: Int
    let appended: String
    let prospective: String

    init(prospective: String) {
        var current = prospective
        let last = current.unicodeScalars.removeLast()
        // Compacted: a string `removeLast` left native would be retained by the loop (``repeatEach(_:rounds:_:)``).
        self.current = compacted(current)
        self.offset = current.utf16.count
        self.appended = compacted(String(last))
        self.prospective = compacted(prospective)
    }
}

/// The keystroke decision: the edit (append `appended` at the end of `current`) decided by a number field's rule
/// through `InputRule.evaluate(current:utf16Offset:utf16Length:replacement:)`, without building the new text.
/// The rule is a numeric field with a length limit (64, so every input fits), as the demo's numeric field.
@inline(__always)
func decide(_ keystroke: Keystroke, with rule: InputRule) -> Bool {
    (try? rule.evaluate(current: keystroke.current, utf16Offset: keystroke.offset, utf16Length: 0,
                        replacement: keystroke.appended))?.isAccepted ?? false
}

let implementation = "edit"

// MARK: - Registration

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .milliseconds(400),
        maxIterations: 10_000
    )

    // The harness's own mallocs per iteration, subtracted from every other count by scripts/ratio_table.py.
    Benchmark("Keystroke.empty") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(UInt8(0)) }
    }

    for locale in BenchmarkLocale.all {
        var inputs: [(name: String, texts: @Sendable () -> [String])] = Inputs.fieldLengths.map { length in
            ("\(length)", { [Inputs.field(locale, length: length)] })
        }
        inputs.append(("typing7", { Inputs.typing(locale) }))

        for (input, texts) in inputs {
            registerDecision(locale: locale, input: input, texts: texts)
            for comparator in Comparator.allCases {
                registerComparator(comparator, locale: locale, input: input, texts: texts)
            }
        }
    }

    // Keystroke.edit.faIR.7 is in the table too, and registered above.
    for (name, keystroke) in Operations.keystrokes(excludingPrefix: "Keystroke.\(implementation).") {
        registerConfiguration(name, keystroke)
    }

    // The floor under the plain keystrokes: a scanner for their rule alone (comparator, so no threshold file).
    for entry in Operations.all {
        guard case .keystrokeFloor(let keystroke) = entry.operation else { continue }
        registerFloor(entry.name, keystroke)
    }
}

/// A malloc threshold of 0: Thresholds/Keystroke.<name>.p90.json holds the same 0, and `thresholds check` fails
/// (exit 1) when the p90 malloc count of an iteration is above it. The harness's own mallocs per iteration are
/// 0 here (Keystroke.empty), so 0 is the operation's own count.
func zeroMallocs() -> Benchmark.Configuration {
    var configuration = Benchmark.defaultConfiguration
    configuration.thresholds = [.mallocCountTotal: .init(absolute: [.p90: 0])]
    return configuration
}

/// One keystroke in a configured field; must not allocate.
func registerConfiguration(_ name: String, _ keystroke: Operations.KeystrokeCase) {
    let prepared = Prepared<InputRule>()
    Benchmark(
        name,
        configuration: zeroMallocs(),
        closure: { benchmark in
            let rule = prepared.value
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(keystroke.decide(with: rule)) }
        },
        setup: { prepared.value = keystroke.checkedRule() }
    )
}

/// The floor under a configured keystroke (``KeystrokeFloor``), checked against the rule in setup.
func registerFloor(_ name: String, _ keystroke: Operations.KeystrokeCase) {
    let prepared = Prepared<KeystrokeFloor>()
    Benchmark(
        name,
        closure: { benchmark in
            let floor = prepared.value
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(keystroke.decide(with: floor)) }
        },
        setup: { prepared.value = keystroke.checkedFloor() }
    )
}

/// NumericInput's keystroke decision. A decision that allocates fails `swift package benchmark thresholds check`:
/// Thresholds/ holds the harness's constant (0 here: Keystroke.empty) as the p90 malloc count of each of these,
/// with no tolerance.
func registerDecision(locale: BenchmarkLocale, input: String, texts: @escaping @Sendable () -> [String]) {
    let prepared = Prepared<(rule: InputRule, keystrokes: [Keystroke])>()
    Benchmark(
        "Keystroke.\(implementation).\(locale.tag).\(input)",
        configuration: zeroMallocs(),
        closure: { benchmark in
            let (rule, keystrokes) = prepared.value
            benchmark.startMeasurement()
            repeatEach(keystrokes, rounds: benchmark.scaledIterations.count) { blackHole(decide($0, with: rule)) }
        },
        setup: {
            prepared.value = (InputRule.number(Inputs.validator(locale)).maxLength(64),
                              texts().map(Keystroke.init(prospective:)))
        }
    )
}

/// A comparator on the texts after the keystroke.
func registerComparator(
    _ comparator: Comparator, locale: BenchmarkLocale, input: String, texts: @escaping @Sendable () -> [String]
) {
    let prepared = Prepared<(setup: ComparatorSetup, inputs: [ComparatorSetup.Input])>()
    Benchmark(
        "Keystroke.\(comparator.name).\(locale.tag).\(input)",
        closure: { benchmark in
            let (setup, inputs) = prepared.value
            benchmark.startMeasurement()
            setup.run(inputs, rounds: benchmark.scaledIterations.count)
        },
        setup: {
            let setup = ComparatorSetup(comparator, locale: locale)
            prepared.value = (setup, texts().map(setup.prepare))
        }
    )
}
