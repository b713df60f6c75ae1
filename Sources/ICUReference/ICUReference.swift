internal import CICUShim

/// ICU's own number formatting and strict parsing, as a reference to check NumericInput against.
///
/// For tests, fuzzers and benchmarks: this is what the locale-matrix tests format numbers with, what the fuzzer
/// compares values against, and the `unum_parseDecimal` comparator in the benchmarks. Not part of NumericInput's
/// stable API.
public final class ICUNumberFormat: @unchecked Sendable {
    /// The ICU formatter styles used here.
    public enum Style: Sendable { case decimal, scientific }

    // An ICU formatter is not thread-safe; one instance is meant for one thread at a time.
    private let handle: OpaquePointer
    /// The locale id it was opened with.
    public let locale: String

    /// Opens a formatter; nil when ICU cannot.
    public init?(locale: String, style: Style = .decimal) {
        var status: Int32 = 0
        let style = style == .decimal ? Int32(CICUSHIM_STYLE_DECIMAL) : Int32(CICUSHIM_STYLE_SCIENTIFIC)
        guard let handle = cicushim_formatter_open(locale, style, &status) else { return nil }
        self.handle = handle
        self.locale = locale
    }

    deinit { cicushim_formatter_close(handle) }

    /// Turns grouping separators on or off.
    public func setGrouping(_ isOn: Bool) { cicushim_formatter_set_grouping(handle, isOn ? 1 : 0) }

    /// Sets how many fraction digits are shown.
    public func setFractionDigits(minimum: Int, maximum: Int) {
        cicushim_formatter_set_fraction_digits(handle, Int32(minimum), Int32(maximum))
    }

    /// Formats an ASCII decimal ("-1234.5", "1E3") the way ICU writes it in this locale.
    public func format(_ decimal: String) -> String? {
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 512) { buffer in
            let length = cicushim_formatter_format_decimal(handle, decimal, buffer.baseAddress!, 512)
            guard length >= 0 else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<Int(length)]), as: UTF16.self)
        }
    }

    /// ICU's strict parse (`unum_parseDecimal`, lenient parsing off): the value as ICU's decimal string and how
    /// many UTF-16 code units ICU consumed; nil when ICU rejects the text.
    public func parseStrict(_ text: String) -> (value: String, parsedLength: Int)? {
        let units = Array(text.utf16)
        return units.withUnsafeBufferPointer { parseStrict(utf16: $0) }
    }

    /// ``parseStrict(_:)`` over UTF-16 code units, without copying.
    public func parseStrict(utf16 units: UnsafeBufferPointer<UInt16>) -> (value: String, parsedLength: Int)? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 1024) { buffer in
            var parsed: Int32 = 0
            let base = units.baseAddress ?? UnsafePointer(bitPattern: 1)!
            let length = cicushim_formatter_parse_decimal(handle, base, Int32(units.count), &parsed,
                                                          buffer.baseAddress!, 1024)
            guard length >= 0 else { return nil }
            let value = String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: Int(length)),
                               as: UTF8.self)
            return (value, Int(parsed))
        }
    }

    /// Every locale ICU lists, as ICU ids.
    public static var availableLocales: [String] {
        (0..<cicushim_locale_count()).compactMap { index in
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: 160) { buffer -> String? in
                guard cicushim_locale_at(index, buffer.baseAddress!, 160) >= 0 else { return nil }
                return String(cString: buffer.baseAddress!)
            }
        }
    }
}
