import Benchmark
import BenchmarkSupport
import Foundation
import NumericInput

// The field engine, from BenchmarkSupport's `Operations.all` (the same entries `CallgrindProbe operation` counts):
// one operation is a formatted edit and its undo on one field — type a digit at the end of "123,456,789.123" and
// Backspace, in en_US, de_DE and fa_IR; then each kind of field (no formatting, bounded, digit limits, a digit in
// the middle, Backspace over a separator, the decimal alias, the sign toggle, a currency field). The field is
// kept between operations and edited in place, as in an app; it shows the same text after every operation. Beside
// the first three, what apps do today for one keystroke: NumberFormatter parsing the whole prospective text and
// formatting the number again. Then a paste read in the other convention (on a copy of an empty field).
//
// Names: Field.pair.<configuration>.<locale>; one iteration is 1,000 operations (scaling .kilo). Every pair has a
// malloc threshold of 0 (Benchmarks/Thresholds/Field.Field.pair.*), the currency field's included (its text is
// over 15 UTF-8 bytes, so a new string per edit would show). The paste is measured without one (reading a paste
// builds strings).

/// A field in a prepared state and one edit on a copy of it: for the paste.
struct FieldCase: @unchecked Sendable {
    let field: NumericField
    let edit: FieldEdit

    init(_ rule: InputRule, edit: FieldEdit) {
        self.field = NumericField(rule: rule, options: .amount)
        self.edit = edit
        var probe = field
        guard let change = try? probe.apply(edit), change.isAccepted else { fatalError("setup: edit refused") }
    }

    /// Applies the edit to a copy of the prepared field.
    @inline(__always)
    func run() -> Bool {
        var copy = field
        return (try? copy.apply(edit))?.isAccepted ?? false
    }
}

/// What apps do today: NumberFormatter (decimal style, grouping) parses the whole prospective text and formats the
/// number again.
final class FormatterRoundTrip: @unchecked Sendable {
    let formatter = NumberFormatter()
    let text: String

    init(locale: String, text: String) {
        formatter.locale = Locale(identifier: locale)
        formatter.numberStyle = .decimal
        formatter.usesGroupingSeparator = true
        formatter.maximumFractionDigits = 20
        self.text = text
        guard run() else { fatalError("NumberFormatter cannot read \(text) in \(locale)") }
    }

    @inline(__always)
    func run() -> Bool {
        guard let number = formatter.number(from: text) else { return false }
        return formatter.string(from: number) != nil
    }
}

@Sendable func us() -> NumericValidator { try! NumericValidator(locale: "en_US", kind: .decimal) }
@Sendable func usSymbols() -> NumberSymbols { BenchmarkLocale.enUS.symbols }

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .milliseconds(400),
        maxIterations: 10_000
    )

    Benchmark("Field.empty") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(UInt8(0)) }
    }

    for (name, make) in Operations.fieldPairs {
        var configuration = Benchmark.defaultConfiguration
        configuration.thresholds = [.mallocCountTotal: .init(absolute: [.p90: 0])]
        Benchmark(name, configuration: configuration) { (benchmark: Benchmark, pair: FieldPair) in
            for _ in benchmark.scaledIterations { blackHole(pair.run()) }
        } setup: {
            make()
        }
    }

    // The floor under the pairs typed at the end: the field's two String mutations alone (comparator, so no
    // threshold file; it allocates nothing all the same, as the field's pairs do not).
    for entry in Operations.all {
        guard case .stringEdit(let text, let appended) = entry.operation else { continue }
        Benchmark(entry.name) { (benchmark: Benchmark, pair: StringEditPair) in
            for _ in benchmark.scaledIterations { blackHole(pair.run()) }
        } setup: {
            StringEditPair(text, appended: appended)
        }
    }

    // What apps do today for one keystroke on the same field.
    for locale in BenchmarkLocale.all {
        Benchmark("Field.numberFormatter.\(locale.tag).16") { (benchmark: Benchmark, prepared: FormatterRoundTrip) in
            for _ in benchmark.scaledIterations { blackHole(prepared.run()) }
        } setup: {
            let symbols = locale.symbols
            var field = NumericField(rule: .number(try! NumericValidator(locale: locale.identifier, kind: .decimal)),
                                     options: .amount)
            for key in FieldPair.keys("123456789.1234", symbols) { _ = try? field.apply(.type(key)) }
            return FormatterRoundTrip(locale: locale.identifier, text: field.text)
        }
    }

    // Reading a paste allocates (the readings are built as strings): measured, no threshold.
    Benchmark("Field.paste.otherConvention.deDE") { (benchmark: Benchmark, prepared: FieldCase) in
        for _ in benchmark.scaledIterations { blackHole(prepared.run()) }
    } setup: {
        FieldCase(.number(try! NumericValidator(locale: "de_DE", kind: .decimal)), edit: .paste("1,234,567.89"))
    }
}
