#if NUMERICINPUT_SYSTEM_ICU
internal import CICUShim

/// The one owner of an ICU number formatter: closes it in `deinit`. Used on one thread at a time, while a
/// locale's symbols are read.
final class ICUFormatter {
    private let handle: OpaquePointer
    /// The locale id as the caller gave it, for errors.
    let identifier: String

    /// Opens a formatter of a style (decimal by default) for a canonical id.
    ///
    /// - Throws: ``LocaleError/Code/icuFailure`` with ICU's error name.
    init(canonical: String, identifier: String, style: cicushim_style = .CICUSHIM_STYLE_DECIMAL) throws(LocaleError) {
        var status: Int32 = 0
        guard let handle = cicushim_formatter_open(canonical, style, &status) else {
            throw LocaleError(.icuFailure, identifier: identifier, detail: ICUFormatter.errorName(status))
        }
        self.handle = handle
        self.identifier = identifier
    }

    deinit { cicushim_formatter_close(handle) }

    /// Sets a currency formatter's currency (three UTF-16 code units, checked by the caller).
    func setCurrency(_ code: [UInt16]) throws(LocaleError) {
        var status: Int32 = 0
        code.withUnsafeBufferPointer { cicushim_formatter_set_currency(handle, $0.baseAddress, &status) }
        if status > 0 { throw LocaleError(.icuFailure, identifier: identifier, detail: Self.errorName(status)) }
    }

    /// ICU's text for a plain ASCII decimal ("-1234").
    func format(_ decimal: String) throws(LocaleError) -> String {
        var status: Int32 = 0
        let text = ICUBuffer.utf16String(initialCapacity: 32) { buffer, capacity in
            cicushim_formatter_format_decimal(handle, decimal, buffer, capacity, &status)
        }
        guard let text else {
            throw LocaleError(.icuFailure, identifier: identifier, detail: Self.errorName(status))
        }
        return text
    }

    /// ICU's name for an error code ("U_ILLEGAL_ARGUMENT_ERROR").
    static func errorName(_ status: Int32) -> String { String(cString: cicushim_error_name(status)) }

    // MARK: - Reading

    /// A symbol, whole, however long: the buffer grows to what ICU says it needs.
    ///
    /// - Parameters:
    ///   - symbol: Which symbol.
    ///   - initialCapacity: The first buffer's size in UTF-16 code units; tests pass 1 to make it grow.
    /// - Throws: ``LocaleError/Code/missingSymbol`` naming the symbol when ICU fails or its text is not
    ///   well-formed UTF-16. An empty symbol is returned as such; the caller decides whether that is allowed.
    func symbol(_ symbol: cicushim_symbol, initialCapacity: Int = 16) throws(LocaleError) -> String {
        var status: Int32 = 0
        let text = ICUBuffer.utf16String(initialCapacity: initialCapacity) { buffer, capacity in
            cicushim_formatter_symbol(handle, symbol, buffer, capacity, &status)
        }
        guard let text else {
            let reason = status > 0 ? "ICU error \(Self.errorName(status))" : "ICU's text is not well-formed UTF-16"
            throw LocaleError(missing: symbol.name, identifier: identifier, reason: reason)
        }
        return text
    }

    /// A grouping size: zero or more.
    ///
    /// - Throws: ``LocaleError/Code/missingSymbol`` naming the attribute when ICU has no value for it.
    func groupingSize(_ attribute: cicushim_attribute) throws(LocaleError) -> Int {
        let value = cicushim_formatter_attribute(handle, attribute)
        guard value >= 0 else {
            throw LocaleError(missing: attribute.name, identifier: identifier, reason: "ICU answers \(value)")
        }
        return Int(value)
    }

    /// The locale's minimum grouping digits, as ICU's formatter applies them (see
    /// ``/NumericInputCore/NumberSymbols/minimumGroupingDigits``).
    ///
    /// - Throws: ``LocaleError/Code/missingSymbol`` when ICU cannot tell.
    static func minimumGroupingDigits(canonical: String, identifier: String) throws(LocaleError) -> Int {
        var status: Int32 = 0
        let value = cicushim_minimum_grouping_digits(canonical, &status)
        guard value >= 1 else {
            throw LocaleError(missing: cicushim_attribute.CICUSHIM_ATTRIBUTE_MINIMUM_GROUPING_DIGITS.name,
                              identifier: identifier, reason: "ICU error \(errorName(status))")
        }
        return Int(value)
    }
}

// MARK: - Names for errors

extension cicushim_symbol {
    /// The ten digit symbols, zero first.
    static let digits: [cicushim_symbol] = [
        .CICUSHIM_SYMBOL_DIGIT_ZERO, .CICUSHIM_SYMBOL_DIGIT_ONE, .CICUSHIM_SYMBOL_DIGIT_TWO,
        .CICUSHIM_SYMBOL_DIGIT_THREE, .CICUSHIM_SYMBOL_DIGIT_FOUR, .CICUSHIM_SYMBOL_DIGIT_FIVE,
        .CICUSHIM_SYMBOL_DIGIT_SIX, .CICUSHIM_SYMBOL_DIGIT_SEVEN, .CICUSHIM_SYMBOL_DIGIT_EIGHT,
        .CICUSHIM_SYMBOL_DIGIT_NINE,
    ]

    /// What the symbol is called in a ``LocaleError`` message.
    var name: String {
        switch self {
        case .CICUSHIM_SYMBOL_DECIMAL: "decimal separator"
        case .CICUSHIM_SYMBOL_GROUPING: "grouping separator"
        case .CICUSHIM_SYMBOL_MINUS: "minus sign"
        case .CICUSHIM_SYMBOL_PLUS: "plus sign"
        case .CICUSHIM_SYMBOL_EXPONENT: "exponent symbol"
        case .CICUSHIM_SYMBOL_DIGIT_ZERO: "digit zero"
        case .CICUSHIM_SYMBOL_DIGIT_ONE: "digit one"
        case .CICUSHIM_SYMBOL_DIGIT_TWO: "digit two"
        case .CICUSHIM_SYMBOL_DIGIT_THREE: "digit three"
        case .CICUSHIM_SYMBOL_DIGIT_FOUR: "digit four"
        case .CICUSHIM_SYMBOL_DIGIT_FIVE: "digit five"
        case .CICUSHIM_SYMBOL_DIGIT_SIX: "digit six"
        case .CICUSHIM_SYMBOL_DIGIT_SEVEN: "digit seven"
        case .CICUSHIM_SYMBOL_DIGIT_EIGHT: "digit eight"
        case .CICUSHIM_SYMBOL_DIGIT_NINE: "digit nine"
        case .CICUSHIM_SYMBOL_PERCENT: "percent sign"
        case .CICUSHIM_SYMBOL_PERMILL: "per-mille sign"
        case .CICUSHIM_SYMBOL_MONETARY_DECIMAL: "monetary decimal separator"
        case .CICUSHIM_SYMBOL_MONETARY_GROUPING: "monetary grouping separator"
        }
    }
}

extension cicushim_attribute {
    /// What the attribute is called in a ``LocaleError`` message.
    var name: String {
        switch self {
        case .CICUSHIM_ATTRIBUTE_GROUPING_SIZE: "grouping size"
        case .CICUSHIM_ATTRIBUTE_SECONDARY_GROUPING_SIZE: "secondary grouping size"
        case .CICUSHIM_ATTRIBUTE_MINIMUM_GROUPING_DIGITS: "minimum grouping digits"
        }
    }
}
#endif
