import Benchmark
import BenchmarkSupport
import Foundation
import NumericInput

// The field engine: one formatted keystroke on a 16-character field (the text after the keystroke), in en_US,
// de_DE and fa_IR, side by side with what apps do today on the same keystroke — NumberFormatter parsing the whole
// prospective text and formatting the number again; then one formatted keystroke in each kind of field (bounded,
// digit limits, in the middle of the number, Backspace over a separator, the decimal alias, the sign toggle), and
// a paste read in the other convention.
//
// Names: Field.<operation>.<locale>. One iteration is 1,000 operations (scaling .kilo); each operation copies the
// prepared field (a retain per reference) and applies the edit to the copy, so every operation starts from the same
// state. The thresholds (Benchmarks/Thresholds/Field.*) are exact: 1,000 mallocs per iteration, one per keystroke,
// where the new text has more than 15 UTF-8 bytes (it is not a small string); 0 where it has at most 15.

/// A field in a prepared state and the edit measured on it.
struct FieldCase: @unchecked Sendable {
    let field: NumericField
    let edit: FieldEdit

    /// A field of `rule`, with `keys` typed one by one, the caret then put at `caret` (UTF-16; nil: the end).
    init(_ rule: InputRule, options: FieldOptions = .amount, keys: [String], caret: Int? = nil, edit: FieldEdit) {
        var field = NumericField(rule: rule, options: options)
        for key in keys {
            guard (try? field.apply(.type(key)))?.isAccepted == true else { fatalError("setup: \(key) refused") }
        }
        if let caret { _ = try? field.apply(.select(caret..<caret)) }
        self.field = field
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

/// The keys that type `number` ("123456789.1234", ASCII) in the locale's digits and decimal separator.
func keys(_ number: String, _ symbols: NumberSymbols) -> [String] {
    number.map { character in
        switch character {
        case ".": symbols.decimalSeparator
        case "-": symbols.minusSign
        default: String(Character(symbols.digits[Int(String(character))!]))
        }
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

    func register(_ name: String, _ make: @escaping @Sendable () -> FieldCase) {
        Benchmark(name) { (benchmark: Benchmark, prepared: FieldCase) in
            for _ in benchmark.scaledIterations { blackHole(prepared.run()) }
        } setup: {
            make()
        }
    }

    // "123,456,789.123" + "4": 16 characters after the keystroke in en_US and de_DE (fa_IR's are too).
    for locale in BenchmarkLocale.all {
        register("Field.format.\(locale.tag).16") {
            let symbols = locale.symbols
            let rule = InputRule.number(try! NumericValidator(locale: locale.identifier, kind: .decimal))
            return FieldCase(rule, keys: keys("123456789.123", symbols), edit: .type(keys("4", symbols)[0]))
        }
        Benchmark("Field.numberFormatter.\(locale.tag).16") { (benchmark: Benchmark, prepared: FormatterRoundTrip) in
            for _ in benchmark.scaledIterations { blackHole(prepared.run()) }
        } setup: {
            let symbols = locale.symbols
            var field = NumericField(rule: .number(try! NumericValidator(locale: locale.identifier, kind: .decimal)),
                                     options: .amount)
            for key in keys("123456789.1234", symbols) { _ = try? field.apply(.type(key)) }
            return FormatterRoundTrip(locale: locale.identifier, text: field.text)
        }
    }

    register("Field.format.plain.enUS") {
        FieldCase(.number(us()), options: FieldOptions(), keys: keys("123456789.123", usSymbols()), edit: .type("4"))
    }
    register("Field.format.bounded.enUS") {
        let rule = InputRule.number(try! NumericValidator(locale: "en_US", kind: .integer))
            .bounded(0...1_000_000_000_000)
        return FieldCase(rule, keys: keys("12345678901", usSymbols()), edit: .type("2"))
    }
    register("Field.format.digitLimits.enUS") {
        FieldCase(.number(us()).maxIntegerDigits(12).maxFractionDigits(4), keys: keys("123456789.123", usSymbols()),
                  edit: .type("4"))
    }
    register("Field.format.middle.enUS") {
        // "123,456,7|89.123": a digit in the middle moves every separator before it.
        FieldCase(.number(us()), keys: keys("123456789.123", usSymbols()), caret: 9, edit: .type("5"))
    }
    register("Field.format.backspaceSeparator.enUS") {
        // "123,|456,789.123": Backspace right after a separator deletes the 3.
        FieldCase(.number(us()), keys: keys("123456789.123", usSymbols()), caret: 4, edit: .deleteBackward)
    }
    register("Field.format.decimalAlias.arEG") {
        let symbols = try! NumberSymbols(locale: "ar_EG")
        return FieldCase(.number(try! NumericValidator(locale: "ar_EG", kind: .decimal)),
                         keys: keys("123456789012", symbols), edit: .type("."))
    }
    register("Field.format.signToggle.enUS") {
        FieldCase(.number(us()), keys: keys("123456789.123", usSymbols()), caret: 5, edit: .type("-"))
    }
    // Reading a paste allocates (the readings are built as strings): measured, no threshold.
    register("Field.paste.otherConvention.deDE") {
        FieldCase(.number(try! NumericValidator(locale: "de_DE", kind: .decimal)), keys: [],
                  edit: .paste("1,234,567.89"))
    }
}
