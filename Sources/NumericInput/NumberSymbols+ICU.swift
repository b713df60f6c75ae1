internal import CICUShim
import Synchronization

extension NumberSymbols {
    /// Reads the symbols of a locale from ICU; each locale is read once and cached.
    ///
    /// Accepts ICU/POSIX ids ("de_DE", "de_DE@numbers=arab") and BCP 47 tags ("de-DE", "de-DE-u-nu-arab").
    /// Never falls back silently: an id ICU does not know is an error that names it.
    ///
    /// ```swift
    /// let symbols = try NumberSymbols(locale: "fa_IR")
    /// symbols.minusSign            // "\u{200E}−"
    /// symbols.exponentSymbol       // "×۱۰^"
    /// ```
    ///
    /// - Parameter locale: The locale id.
    /// - Throws: ``LocaleError`` when the id is malformed or names something ICU does not have.
    /// - Complexity: Tens of microseconds on first use of a locale; a dictionary look-up after that.
    public init(locale: String) throws(LocaleError) {
        self = try SymbolCache.shared.symbols(for: locale)
    }

    /// The symbols of the process's default locale, as ICU sees it (LC_ALL, LC_NUMERIC or LANG; "C" and
    /// "POSIX" are en_US_POSIX).
    ///
    /// - Throws: ``LocaleError`` when the environment names a locale ICU does not know.
    public static func current() throws(LocaleError) -> NumberSymbols {
        try NumberSymbols(locale: ICULocales.defaultIdentifier)
    }

    /// Every locale ICU lists (805 in ICU 72), as canonical ICU ids.
    public static var availableLocaleIdentifiers: [String] { ICULocales.available }
}

extension NumericValidator {
    /// Creates a validator for a locale, reading its symbols from ICU (once per locale).
    ///
    /// ```swift
    /// let validator = try NumericValidator(locale: "de_DE", kind: .decimal)
    /// validator.verdict(for: "-1,50")   // .complete(-1.5)
    /// ```
    ///
    /// - Parameters:
    ///   - locale: An ICU id or BCP 47 tag.
    ///   - kind: The kind of number accepted; ``NumericKind/numeric`` by default.
    ///   - grouping: Whether grouping separators may be typed; ``GroupingPolicy/none`` by default.
    /// - Throws: ``LocaleError`` when the id is malformed or unknown.
    public init(locale: String, kind: NumericKind = .numeric, grouping: GroupingPolicy = .none)
        throws(LocaleError)
    {
        self.init(symbols: try NumberSymbols(locale: locale), kind: kind, grouping: grouping)
    }
}

// MARK: - ICU

enum ICULocales {
    static var available: [String] {
        (0..<cicushim_locale_count()).compactMap { index in
            withCString(capacity: 160) { cicushim_locale_at(index, $0, $1) }
        }
    }

    static var defaultIdentifier: String {
        withCString(capacity: 160) { cicushim_default_locale($0, $1) } ?? "en_US_POSIX"
    }

    /// Calls `body` with a C buffer; returns the string it wrote, or nil when it returned a negative length.
    static func withCString(capacity: Int, _ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
            let length = body(buffer.baseAddress!, Int32(capacity))
            guard length >= 0 else { return nil }
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: Int(length)),
                          as: UTF8.self)
        }
    }

    /// Resolves an id to a canonical ICU id, or throws.
    static func canonicalIdentifier(for identifier: String) throws(LocaleError) -> String {
        var canonical = ""
        let outcome = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 160) { buffer -> Int32 in
            let result: Int32 = identifier.utf8.contains(0) ? Int32(CICUSHIM_LOCALE_MALFORMED)
                : cicushim_resolve_locale(identifier, buffer.baseAddress!, 160)
            if result == Int32(CICUSHIM_LOCALE_OK) { canonical = String(cString: buffer.baseAddress!) }
            return result
        }
        switch outcome {
        case Int32(CICUSHIM_LOCALE_OK): return canonical
        case Int32(CICUSHIM_LOCALE_UNKNOWN_LANGUAGE): throw LocaleError(.unknownLanguage, identifier: identifier)
        case Int32(CICUSHIM_LOCALE_UNKNOWN_REGION): throw LocaleError(.unknownRegion, identifier: identifier)
        case Int32(CICUSHIM_LOCALE_UNKNOWN_NUMBERING_SYSTEM):
            throw LocaleError(.unknownNumberingSystem, identifier: identifier)
        case Int32(CICUSHIM_LOCALE_UNSUPPORTED_NUMBERING_SYSTEM):
            throw LocaleError(.unsupportedNumberingSystem, identifier: identifier)
        case Int32(CICUSHIM_LOCALE_ICU_FAILURE): throw LocaleError(.icuFailure, identifier: identifier)
        default: throw LocaleError(.malformed, identifier: identifier)
        }
    }

    /// Reads the symbols of a canonical id from ICU.
    static func readSymbols(canonical: String, identifier: String) throws(LocaleError) -> NumberSymbols {
        let formatter = try ICUFormatter(locale: canonical, style: .decimal, identifier: identifier)
        func symbol(_ which: Int32) -> String { formatter.symbol(which) ?? "" }
        let digits = (0..<10).compactMap { symbol(Int32(CICUSHIM_SYMBOL_ZERO) + Int32($0)).unicodeScalars.first }
        return NumberSymbols(
            localeIdentifier: canonical,
            decimalSeparator: symbol(Int32(CICUSHIM_SYMBOL_DECIMAL)),
            groupingSeparator: symbol(Int32(CICUSHIM_SYMBOL_GROUPING)),
            primaryGroupingSize: Int(max(0, formatter.attribute(Int32(CICUSHIM_ATTRIBUTE_GROUPING_SIZE)))),
            secondaryGroupingSize: Int(max(0, formatter.attribute(
                Int32(CICUSHIM_ATTRIBUTE_SECONDARY_GROUPING_SIZE)))),
            minusSign: symbol(Int32(CICUSHIM_SYMBOL_MINUS)),
            plusSign: symbol(Int32(CICUSHIM_SYMBOL_PLUS)),
            exponentSymbol: symbol(Int32(CICUSHIM_SYMBOL_EXPONENT)),
            digits: digits)
    }
}

/// The one owner of an ICU number formatter: closes it in `deinit`.
final class ICUFormatter {
    enum Style { case decimal, scientific }

    let handle: OpaquePointer

    init(locale: String, style: Style, identifier: String) throws(LocaleError) {
        var status: Int32 = 0
        let style = style == .decimal ? Int32(CICUSHIM_STYLE_DECIMAL) : Int32(CICUSHIM_STYLE_SCIENTIFIC)
        guard let handle = cicushim_formatter_open(locale, style, &status) else {
            let name = ICULocales.withCString(capacity: 64) { buffer, capacity in
                cicushim_error_name(status, buffer, capacity)
                return Int32(strlen(buffer))
            }
            throw LocaleError(.icuFailure, identifier: identifier, detail: name)
        }
        self.handle = handle
    }

    deinit { cicushim_formatter_close(handle) }

    func symbol(_ which: Int32) -> String? {
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 32) { buffer in
            let length = cicushim_formatter_symbol(handle, which, buffer.baseAddress!, 32)
            guard length >= 0 else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<Int(length)]), as: UTF16.self)
        }
    }

    func attribute(_ which: Int32) -> Int32 { cicushim_formatter_attribute(handle, which) }
}

private func strlen(_ pointer: UnsafeMutablePointer<CChar>) -> Int {
    var length = 0
    while pointer[length] != 0 { length += 1 }
    return length
}

// MARK: - Cache

/// Symbols per locale id, read from ICU once. Guarded by a mutex; ICU is called outside the lock, so two
/// threads racing on a new locale may both read it, and the first to finish wins.
final class SymbolCache: Sendable {
    static let shared = SymbolCache()

    private let entries = Mutex<[String: NumberSymbols]>([:])

    func symbols(for identifier: String) throws(LocaleError) -> NumberSymbols {
        if let cached = entries.withLock({ $0[identifier] }) { return cached }
        let canonical = try ICULocales.canonicalIdentifier(for: identifier)
        let symbols: NumberSymbols
        if let cached = entries.withLock({ $0[canonical] }) {
            symbols = cached
        } else {
            symbols = try ICULocales.readSymbols(canonical: canonical, identifier: identifier)
        }
        return entries.withLock { entries in
            if let winner = entries[identifier] { return winner }
            entries[identifier] = symbols
            entries[canonical] = entries[canonical] ?? symbols
            return symbols
        }
    }
}
