import Foundation
import _ICUReference

/// What NumericInput is compared against, each set up once per locale (outside the measurement) and then
/// asked about one text per call. Each returns the parsed value (or nil), which the benchmark sends to
/// ``sink(_:)``, so no call can be optimised away.
///
/// All of them answer a larger question than a keystroke decision (they compute a value), and none of them
/// decides validity as NumericInput does (Scanner and Double do not read de_DE or fa_IR numbers at all); they
/// are here for the price of what a field validator would otherwise ask of them.
public enum Comparator: String, CaseIterable, Sendable {
    /// Foundation `Scanner(string:)` with the locale, `scanDecimal()`, then `isAtEnd`. A new scanner per call,
    /// as a field must do for each new text.
    case scanner
    /// Foundation `NumberFormatter` (decimal style, not lenient), `number(from:)`.
    case numberFormatter
    /// Foundation `Decimal.ParseStrategy` from `Decimal.FormatStyle(locale:)`, not lenient, `parse(_:)`.
    case decimalParseStrategy
    /// ICU's strict `unum_parseDecimal` through ICUReference, given the text's UTF-16 prebuilt (ICU's
    /// best case: the conversion a String needs first is not counted).
    case icuStrict
    /// `Double(String)`: the standard library's locale-less strtod. Only en_US texts are numbers to it.
    case double

    /// The name in benchmark names and in the ratio table.
    public var name: String { rawValue }
}

/// One comparator, set up for one locale.
public final class ComparatorSetup: @unchecked Sendable {
    // @unchecked: NumberFormatter and ICUNumberFormat are not thread-safe; each benchmark process uses one
    // setup from one thread.
    public let comparator: Comparator
    let locale: Locale
    let formatter: NumberFormatter?
    let strategy: Decimal.ParseStrategy<Decimal.FormatStyle>?
    let icu: ICUNumberFormat?

    public init(_ comparator: Comparator, locale: BenchmarkLocale) {
        self.comparator = comparator
        self.locale = Locale(identifier: locale.identifier)
        switch comparator {
        case .numberFormatter:
            let formatter = NumberFormatter()
            formatter.locale = self.locale
            formatter.numberStyle = .decimal
            formatter.isLenient = false
            formatter.generatesDecimalNumbers = true
            self.formatter = formatter
        default:
            self.formatter = nil
        }
        self.strategy = comparator == .decimalParseStrategy
            ? Decimal.ParseStrategy(format: Decimal.FormatStyle(locale: self.locale), lenient: false) : nil
        if comparator == .icuStrict {
            guard let icu = ICUNumberFormat(locale: locale.identifier) else { fatalError("ICU: \(locale.identifier)") }
            self.icu = icu
        } else {
            self.icu = nil
        }
    }

    /// A text prepared for this comparator: ICU gets its UTF-16 now, outside the measurement.
    public struct Input: @unchecked Sendable {
        public let text: String
        let utf16: [UInt16]
    }

    public func prepare(_ text: String) -> Input {
        Input(text: text, utf16: comparator == .icuStrict ? Array(text.utf16) : [])
    }

    /// Runs the comparator `rounds` times over `inputs`, each result sent to ``sink(_:)``. The switch is
    /// outside the loops, so each loop body is the comparator's call alone; NumericInput's benchmarks use the
    /// same two loops (``repeatEach(_:rounds:_:)``).
    public func run(_ inputs: [Input], rounds: Int) {
        switch comparator {
        case .scanner:
            repeatEach(inputs, rounds: rounds) { sink(scan($0.text)) }
        case .numberFormatter:
            let formatter = formatter!
            repeatEach(inputs, rounds: rounds) { sink(formatter.number(from: $0.text)) }
        case .decimalParseStrategy:
            let strategy = strategy!
            repeatEach(inputs, rounds: rounds) { sink(try? strategy.parse($0.text)) }
        case .icuStrict:
            let icu = icu!
            repeatEach(inputs, rounds: rounds) { input in
                input.utf16.withUnsafeBufferPointer { sink(icu.parseStrict(utf16: $0)) }
            }
        case .double:
            repeatEach(inputs, rounds: rounds) { sink(Double($0.text)) }
        }
    }

    @inline(__always)
    func scan(_ text: String) -> Decimal? {
        let scanner = Scanner(string: text)
        scanner.locale = locale
        scanner.charactersToBeSkipped = nil
        guard let value = scanner.scanDecimal(), scanner.isAtEnd else { return nil }
        return value
    }

    /// Whether the comparator accepts the whole text as a number (for the report, not for timing).
    public func accepts(_ input: Input) -> Bool {
        switch comparator {
        case .icuStrict:
            guard let result = input.utf16.withUnsafeBufferPointer({ icu!.parseStrict(utf16: $0) }) else { return false }
            return result.parsedLength == input.utf16.count
        case .scanner: return scan(input.text) != nil
        case .numberFormatter: return formatter!.number(from: input.text) != nil
        case .decimalParseStrategy: return (try? strategy!.parse(input.text)) != nil
        case .double: return Double(input.text) != nil
        }
    }
}
