// ICU's own formatter, for tests, the fuzzer and the benchmarks: there only with system ICU.
#if NUMERICINPUT_SYSTEM_ICU
internal import CICUShim
import Synchronization

/// ICU's own number formatting and strict parsing, as a reference to check NumericInput against.
///
/// For tests, fuzzers and benchmarks: this is what the locale-matrix tests format numbers with, what the fuzzer
/// compares values against, and the `unum_parseDecimal` comparator in the benchmarks. The module's leading
/// underscore says it: internal use, not part of NumericInput's API, and it may change in any release.
///
/// Safe to share between threads: every call that touches the ICU formatter holds a lock, so calls on one
/// instance run one at a time. A setter called while another thread formats takes effect before or after that
/// call, never during it.
///
/// ```swift
/// let icu = ICUNumberFormat(locale: "de_DE")!
/// icu.format("-1234.5")                 // "-1.234,5"
/// icu.parseStrict("1.234,5")?.value     // "1234.5"
/// ```
public final class ICUNumberFormat: Sendable {
    /// The ICU formatter styles used here.
    public enum Style: Sendable {
        /// Plain decimal notation ("1.234,5").
        case decimal
        /// Scientific notation ("1,2345E3").
        case scientific
        /// `UNUM_PERCENT` ("12 %"): formats and parses the value, 0.12.
        case percent
        /// `UNUM_CURRENCY` with a currency's ISO code ("1.234,50 €").
        case currency(String)
        /// `UNUM_CURRENCY_ISO` ("1.234,50 EUR").
        case currencyISO(String)
        /// `UNUM_CURRENCY_ACCOUNTING` ("($1,234.50)").
        case accounting(String)
    }

    /// The one owner of the ICU formatter: closes it when the instance goes away.
    private struct Handle: ~Copyable {
        let formatter: OpaquePointer
        deinit { cicushim_formatter_close(formatter) }
    }

    // An ICU formatter is not thread-safe: every use of `handle` holds `lock`. The handle is not inside the mutex
    // because a parse passes it to C together with the caller's (non-Sendable) text pointer in one call, which
    // region checking rejects for a value held in a Mutex.
    private let lock = Mutex<Void>(())
    nonisolated(unsafe) private let handle: Handle
    /// The locale id it was opened with.
    public let locale: String

    /// Opens a formatter, with lenient parsing off.
    ///
    /// ICU opens one for an id it has no data for ("xx_YY") with only a warning, using another locale's data;
    /// this does not check the id. Use `NumberSymbols(locale:)` to check one first.
    ///
    /// - Parameters:
    ///   - locale: An ICU locale id.
    ///   - style: Decimal or scientific notation.
    /// - Returns: Nil when ICU cannot open a formatter.
    public init?(locale: String, style: Style = .decimal) {
        var status: Int32 = 0
        let icuStyle: cicushim_style
        var currency: String?
        switch style {
        case .decimal: icuStyle = .CICUSHIM_STYLE_DECIMAL
        case .scientific: icuStyle = .CICUSHIM_STYLE_SCIENTIFIC
        case .percent: icuStyle = .CICUSHIM_STYLE_PERCENT
        case .currency(let code): (icuStyle, currency) = (.CICUSHIM_STYLE_CURRENCY, code)
        case .currencyISO(let code): (icuStyle, currency) = (.CICUSHIM_STYLE_CURRENCY_ISO, code)
        case .accounting(let code): (icuStyle, currency) = (.CICUSHIM_STYLE_CURRENCY_ACCOUNTING, code)
        }
        guard let formatter = cicushim_formatter_open(locale, icuStyle, &status) else { return nil }
        if let currency {
            let units = Array(currency.utf16)
            guard units.count == 3 else { cicushim_formatter_close(formatter); return nil }
            units.withUnsafeBufferPointer { cicushim_formatter_set_currency(formatter, $0.baseAddress, &status) }
            guard status <= 0 else { cicushim_formatter_close(formatter); return nil }
        }
        self.handle = Handle(formatter: formatter)
        self.locale = locale
    }

    /// Turns grouping separators on or off.
    ///
    /// - Parameter isOn: Whether formatted numbers are grouped.
    public func setGrouping(_ isOn: Bool) {
        lock.withLock { _ in cicushim_formatter_set_grouping(handle.formatter, isOn ? 1 : 0) }
    }

    /// Makes the formatter apply the locale's minimum grouping digits, as CLDR gives them
    /// (`UNUM_MINIMUM_GROUPING_DIGITS_AUTO`): es_ES then writes 1234 but 12.345. Without this ICU groups from
    /// four digits in every locale.
    public func useLocaleMinimumGrouping() {
        lock.withLock { _ in cicushim_formatter_use_locale_minimum_grouping(handle.formatter) }
    }

    /// Sets how many fraction digits are shown.
    ///
    /// - Parameters:
    ///   - minimum: The fewest fraction digits written.
    ///   - maximum: The most fraction digits written; more are rounded.
    public func setFractionDigits(minimum: Int, maximum: Int) {
        lock.withLock { _ in
            cicushim_formatter_set_fraction_digits(handle.formatter, Int32(clamping: minimum), Int32(clamping: maximum))
        }
    }

    /// Formats an ASCII decimal ("-1234.5", "1E3") the way ICU writes it in this locale.
    ///
    /// The result is whole however long it is: the buffer grows to what ICU says it needs.
    ///
    /// - Parameter decimal: The number as an ASCII decimal string.
    /// - Returns: ICU's text, or nil when ICU cannot format `decimal`. UTF-16 that ICU writes ill-formed comes
    ///   back with U+FFFD in its place.
    public func format(_ decimal: String) -> String? {
        lock.withLock { _ in
            readText(UInt16.self, initialCapacity: 512) { buffer, capacity in
                var status: Int32 = 0
                return cicushim_formatter_format_decimal(handle.formatter, decimal, buffer, capacity, &status)
            } decode: { String(decoding: $0, as: UTF16.self) }
        }
    }

    /// ICU's strict parse (`unum_parseDecimal`, lenient parsing off): the value as ICU's decimal string and how
    /// many UTF-16 code units ICU consumed.
    ///
    /// The value is whole however long it is (ICU writes long ones in scientific form).
    ///
    /// - Parameter text: The text to parse, from its start.
    /// - Returns: The value ("1234.5", "1E+1000000000") and the code units read, or nil when ICU rejects the text.
    public func parseStrict(_ text: String) -> (value: String, parsedLength: Int)? {
        let units = Array(text.utf16)
        return units.withUnsafeBufferPointer { parseStrict(utf16: $0) }
    }

    /// ``parseStrict(_:)`` over UTF-16 code units, without copying them.
    ///
    /// - Parameter units: The text to parse, as UTF-16.
    /// - Returns: The value and the code units read, or nil when ICU rejects the text.
    public func parseStrict(utf16 units: UnsafeBufferPointer<UInt16>) -> (value: String, parsedLength: Int)? {
        lock.withLock { _ -> (value: String, parsedLength: Int)? in
            var parsed: Int32 = 0
            let base = units.baseAddress ?? UnsafePointer(bitPattern: 1)!
            // ICU's value has at most the text's digits plus a sign, a point and an exponent: sized so, one parse
            // does (a second would double the time of the benchmarks' ICU comparator on long texts).
            let value = readText(CChar.self, initialCapacity: max(1024, units.count + 32)) { buffer, capacity in
                var status: Int32 = 0
                return cicushim_formatter_parse_decimal(handle.formatter, base, Int32(clamping: units.count),
                                                        &parsed, buffer, capacity, &status)
            } decode: { bytes in
                bytes.withMemoryRebound(to: UInt8.self) { String(decoding: $0, as: UTF8.self) }
            }
            return value.map { ($0, Int(parsed)) }
        }
    }

    /// Every locale ICU lists, as ICU ids.
    public static var availableLocales: [String] {
        (0..<cicushim_locale_count()).compactMap { index in
            readText(CChar.self, initialCapacity: 160) { cicushim_locale_at(index, $0, $1) } decode: { bytes in
                bytes.withMemoryRebound(to: UInt8.self) { String(decoding: $0, as: UTF8.self) }
            }
        }
    }
}

/// Reads text under the shim's buffer contract (CICUShim.h, "Buffers"): a buffer on the stack first, and when the
/// shim answers that it needs more, one more call with exactly that much. Nil when the shim fails.
private func readText<Unit>(
    _: Unit.Type, initialCapacity: Int,
    _ body: (UnsafeMutablePointer<Unit>, Int32) -> Int32,
    decode: (UnsafeBufferPointer<Unit>) -> String
) -> String? {
    var capacity = max(1, initialCapacity)
    for _ in 0..<2 {
        let attempt = withUnsafeTemporaryAllocation(of: Unit.self, capacity: capacity) { buffer -> ReadAttempt in
            let length = Int(body(buffer.baseAddress!, Int32(clamping: buffer.count)))
            if length < 0 { return .failed }
            if length >= buffer.count { return .needs(capacity: length + 1) }
            return .text(decode(UnsafeBufferPointer(rebasing: buffer[..<length])))
        }
        switch attempt {
        case .text(let text): return text
        case .failed: return nil
        case .needs(let needed):
            guard needed > capacity, needed <= Int(Int32.max) else { return nil }
            capacity = needed
        }
    }
    return nil
}

/// What one call into the shim gave.
private enum ReadAttempt {
    case text(String)
    case needs(capacity: Int)
    case failed
}
#endif
