#if NUMERICINPUT_SYSTEM_ICU
internal import CICUShim
#endif

extension StyleSymbols {
    /// Reads how a locale writes a style's affixes from ICU: what ICU's formatter puts around positive and
    /// negative numbers in that style (`UNUM_PERCENT`; `UNUM_CURRENCY`, `UNUM_CURRENCY_ISO` and the narrow
    /// symbol for money; `UNUM_CURRENCY_ACCOUNTING` too for accounting), with the currency's fraction digits.
    ///
    /// ```swift
    /// let euros = try StyleSymbols(locale: "de_DE", style: .currency("EUR"))
    /// euros.positive.first   // prefix "", suffix "\u{A0}€"
    /// euros.fractionDigits   // 2
    /// ```
    ///
    /// Without the system's ICU the same symbols come from the generated table, for every locale ICU lists and
    /// each of its numbering systems: percent and per mille, and money in the locale's own currency, USD, EUR,
    /// JPY, GBP, CHF, CNY, INR and KWD exactly as ICU gives them (the table test compares every one). Any other
    /// currency ICU knows has its fraction digits and its ISO code as its only symbol there: an en_US BRL field
    /// reads "BRL 5" but not "R$5" (with ICU it reads both).
    ///
    /// - Parameters:
    ///   - locale: An ICU id or BCP 47 tag.
    ///   - style: The style; `.decimal` has no affixes.
    /// - Throws: ``LocaleError`` for a locale `NumberSymbols(locale:)` refuses; ``LocaleError/Code/unknownCurrency``
    ///   for a code that is not three capital letters of a currency ICU knows.
    /// - Complexity: A few ICU formatter calls: tens to hundreds of microseconds; from the table, a few
    ///   microseconds. Not cached.
    public init(locale: String, style: NumberStyle) throws(LocaleError) {
        let symbols = try NumberSymbols(locale: locale)
        #if NUMERICINPUT_SYSTEM_ICU
        self = try StyleReader(canonical: symbols.localeIdentifier, identifier: locale, base: symbols).read(style)
        #else
        self = try TableStyles.styleSymbols(for: locale, style: style, base: symbols)
        #endif
    }
}

extension StyleSymbols {
    /// The ISO 4217 code of the currency a locale uses ("EUR" for de_DE, "INR" for hi_IN); nil where ICU names
    /// none (a language without a region).
    ///
    /// ```swift
    /// try StyleSymbols.currencyCode(locale: "ja_JP")   // "JPY"
    /// ```
    ///
    /// Without the system's ICU the generated table answers as `ucurr_forLocale` does: the `currency` keyword
    /// ("de-DE-u-cu-usd"), else the region's currency (the `rg` keyword's region first).
    ///
    /// - Throws: ``LocaleError`` for a locale `NumberSymbols(locale:)` refuses.
    public static func currencyCode(locale: String) throws(LocaleError) -> String? {
        let symbols = try NumberSymbols(locale: locale)
        #if NUMERICINPUT_SYSTEM_ICU
        var status: Int32 = 0
        let code = ICUBuffer.utf16String(initialCapacity: 4) { buffer, capacity in
            cicushim_currency_for_locale(symbols.localeIdentifier, buffer, capacity, &status)
        }
        return code.flatMap { $0.utf16.count == 3 ? $0 : nil }
        #else
        _ = symbols
        return try TableStyles.currencyCode(for: locale)
        #endif
    }
}

extension NumericValidator {
    /// A validator for a styled number of a locale: a percentage or an amount of money, affixes and all.
    ///
    /// ```swift
    /// let price = try NumericValidator(locale: "en_US", kind: .decimal, grouping: .strict, style: .currency("USD"))
    /// price.verdict(for: "$1,234.56")    // .complete(1234.56)
    /// price.verdict(for: "€5")           // .invalid(.wrongCurrency, offset: 0)
    /// ```
    ///
    /// - Parameters:
    ///   - locale: An ICU id or BCP 47 tag.
    ///   - kind: The kind of number between the affixes.
    ///   - grouping: Whether grouping separators may be typed; ICU writes money and percentages grouped, so
    ///     ``/NumericInputCore/GroupingPolicy/strict`` reads everything ICU writes.
    ///   - style: The style; `.decimal` is the plain validator.
    /// Validators are cached with the unstyled ones (see ``NumericInputCache``), keyed by locale id, kind,
    /// grouping and style, currency included: for a combination still in the cache this is a dictionary look-up.
    ///
    /// - Throws: ``LocaleError`` as `StyleSymbols.init(locale:style:)` throws.
    /// - Complexity: Reading the style and compiling on first use of a combination (tens to hundreds of
    ///   microseconds); a dictionary look-up after that.
    public init(locale: String, kind: NumericKind = .numeric, grouping: GroupingPolicy = .none, style: NumberStyle)
        throws(LocaleError)
    {
        self = try SymbolCache.shared.validator(for: locale, kind: kind, grouping: grouping, style: style)
    }
}

extension StyleTemplate {
    /// A locale's templates (percent, currency and accounting patterns with "¤" for the currency), from ICU with
    /// the `SystemICU` trait, from the generated table without it; for `numeric-input symbols`.
    ///
    /// - Throws: ``LocaleError`` for a locale `NumberSymbols(locale:)` refuses.
    package static func forLocale(_ locale: String) throws(LocaleError) -> StyleTemplate {
        #if NUMERICINPUT_SYSTEM_ICU
        return try read(locale: locale)
        #else
        return try TableStyles.template(for: locale)
        #endif
    }

    /// A currency's names and fraction digits in a locale, as ``StyleSymbols/init(locale:style:)`` uses them:
    /// its symbol, then its narrow symbol and the root locale's among ``Currency/otherSymbols``.
    ///
    /// - Throws: ``LocaleError`` for a locale `NumberSymbols(locale:)` refuses;
    ///   ``LocaleError/Code/unknownCurrency`` for a code ICU does not know.
    package static func currency(_ code: String, locale: String) throws(LocaleError) -> Currency {
        let symbols = try NumberSymbols(locale: locale)
        #if NUMERICINPUT_SYSTEM_ICU
        return try StyleReader(canonical: symbols.localeIdentifier, identifier: locale, base: symbols).currency(code)
        #else
        _ = symbols
        return try TableStyles.currency(code, for: locale)
        #endif
    }
}

#if NUMERICINPUT_SYSTEM_ICU
extension StyleTemplate {
    /// Reads a locale's templates from ICU, for the table generator and the table test.
    ///
    /// - Throws: ``LocaleError`` for a locale `NumberSymbols(locale:)` refuses or ICU cannot format.
    package static func read(locale: String) throws(LocaleError) -> StyleTemplate {
        let symbols = try NumberSymbols(locale: locale)
        return try StyleReader(canonical: symbols.localeIdentifier, identifier: locale, base: symbols).template()
    }

    /// The monetary decimal and grouping separators ICU's currency formatter uses for a currency in a locale:
    /// those of the locale, or the currency's own where the locale's data gives it some (ICU's
    /// `DecimalFormatSymbols::setCurrency`).
    ///
    /// - Throws: ``LocaleError`` for a locale `NumberSymbols(locale:)` refuses or a currency ICU does not know.
    package static func monetarySeparators(locale: String, currency code: String) throws(LocaleError)
        -> (decimal: String, grouping: String)
    {
        let symbols = try NumberSymbols(locale: locale)
        let formatter = try ICUFormatter(canonical: symbols.localeIdentifier, identifier: locale,
                                         style: .CICUSHIM_STYLE_CURRENCY)
        try formatter.setCurrency(Array(code.utf16))
        return (try formatter.symbol(.CICUSHIM_SYMBOL_MONETARY_DECIMAL),
                try formatter.symbol(.CICUSHIM_SYMBOL_MONETARY_GROUPING))
    }
}

/// Reads a style's affixes off ICU's formatted numbers: the text before the first digit and after the last.
struct StyleReader {
    let canonical: String
    let identifier: String
    /// The locale's plain number symbols.
    let base: NumberSymbols

    /// The number's symbols as `formatter` writes them, or nil where they are the locale's: money's own decimal
    /// and grouping separators, the style's own group sizes.
    private func numberSymbols(_ formatter: ICUFormatter, monetary: Bool) throws(LocaleError) -> NumberSymbols? {
        let decimal = try formatter.symbol(monetary ? .CICUSHIM_SYMBOL_MONETARY_DECIMAL : .CICUSHIM_SYMBOL_DECIMAL)
        let grouping = try formatter.symbol(monetary ? .CICUSHIM_SYMBOL_MONETARY_GROUPING : .CICUSHIM_SYMBOL_GROUPING)
        let primary = try formatter.groupingSize(.CICUSHIM_ATTRIBUTE_GROUPING_SIZE)
        let secondary = try formatter.groupingSize(.CICUSHIM_ATTRIBUTE_SECONDARY_GROUPING_SIZE)
        guard !decimal.isEmpty else { return nil }
        let symbols: NumberSymbols
        do {
            symbols = try NumberSymbols(
                localeIdentifier: base.localeIdentifier, decimalSeparator: decimal, groupingSeparator: grouping,
                primaryGroupingSize: primary, secondaryGroupingSize: secondary,
                minimumGroupingDigits: base.minimumGroupingDigits, minusSign: base.minusSign, plusSign: base.plusSign,
                exponentSymbol: base.exponentSymbol, digits: base.digits)
        } catch {
            throw LocaleError(missing: monetary ? "monetary separators" : "style separators", identifier: identifier,
                              reason: error.description)
        }
        return symbols == base ? nil : symbols
    }

    func read(_ style: NumberStyle) throws(LocaleError) -> StyleSymbols {
        switch style {
        case .decimal:
            return StyleSymbols(style: .decimal, positive: [.init(prefix: "", suffix: "")],
                                negative: [.init(prefix: "", suffix: "")])
        case .percent, .perMille:
            let formatter = try ICUFormatter(canonical: canonical, identifier: identifier, style: .CICUSHIM_STYLE_PERCENT)
            let number = try numberSymbols(formatter, monetary: false)
            var (positive, negative) = (try affixes(formatter, "1234"), try affixes(formatter, "-1234"))
            if style == .perMille {
                let percent = try formatter.symbol(.CICUSHIM_SYMBOL_PERCENT)
                let perMille = try formatter.symbol(.CICUSHIM_SYMBOL_PERMILL)
                func swap(_ affixes: StyleSymbols.Affixes) -> StyleSymbols.Affixes {
                    .init(prefix: affixes.prefix.replacingAll(percent, with: perMille),
                          suffix: affixes.suffix.replacingAll(percent, with: perMille))
                }
                (positive, negative) = (swap(positive), swap(negative))
            }
            return StyleSymbols(style: style, positive: [positive], negative: [negative], numberSymbols: number)
        case .currency(let code), .accounting(let code):
            let units = try currencyUnits(code)
            var forms: [StyleTemplate.Pair] = []
            var number: NumberSymbols?
            func add(_ icuStyle: cicushim_style) throws(LocaleError) {
                let formatter = try ICUFormatter(canonical: canonical, identifier: identifier, style: icuStyle)
                try formatter.setCurrency(units)
                if forms.isEmpty { number = try numberSymbols(formatter, monetary: true) }
                forms.append(.init(positive: try affixes(formatter, "1234"), negative: try affixes(formatter, "-1234")))
            }
            if case .accounting = style { try add(.CICUSHIM_STYLE_CURRENCY_ACCOUNTING) }
            try add(.CICUSHIM_STYLE_CURRENCY)
            try add(.CICUSHIM_STYLE_CURRENCY_ISO)
            // The narrow symbol ("$" for USD everywhere) and the root locale's symbol ("¥" where ja_JP writes
            // "￥") where the symbol form shows another: a symbol several currencies share is this field's.
            let names = try currency(code)
            return StyleSymbols.money(style: style, forms: forms, symbol: names.symbol, otherSymbols: names.otherSymbols,
                                      fractionDigits: names.fractionDigits, numberSymbols: number)
        }
    }

    // MARK: - Templates for the generated table

    /// The locale's style templates (``StyleTemplate``): ICU's percent, currency, ISO and accounting forms with
    /// the currency XXX, whose symbol is the placeholder "¤".
    ///
    /// - Throws: ``LocaleError`` when ICU cannot format, or names XXX otherwise than "¤" in this locale.
    func template() throws(LocaleError) -> StyleTemplate {
        let percent = try ICUFormatter(canonical: canonical, identifier: identifier, style: .CICUSHIM_STYLE_PERCENT)
        let none: [UInt16] = Array("XXX".utf16)
        // The symbol forms are read with a currency whose symbol is a symbol character at both ends, so ICU adds
        // no currency spacing: XXX ("¤") where the locale does not name it otherwise ("XXX" in ast).
        var probe: (units: [UInt16], symbol: String)?
        for code in ["XXX", "EUR", "USD", "GBP", "JPY", "ILS", "INR", "KRW", "NGN"] {
            let units = Array(code.utf16)
            let symbol = try currencyName(units, .CICUSHIM_CURRENCY_SYMBOL, code: code)
            if let first = symbol.unicodeScalars.first, let last = symbol.unicodeScalars.last,
               !StyleTemplate.isCurrencyMatch(first), !StyleTemplate.isCurrencyMatch(last) {
                probe = (units, symbol)
                break
            }
        }
        guard let probe else {
            throw LocaleError(missing: "style templates", identifier: identifier,
                              reason: "no currency has a symbol character for its symbol")
        }
        func form(_ icuStyle: cicushim_style) throws(LocaleError) -> (StyleTemplate.Pair, StyleTemplate.Numbers) {
            let formatter = try ICUFormatter(canonical: canonical, identifier: identifier, style: icuStyle)
            var name: String?
            switch icuStyle {
            case .CICUSHIM_STYLE_PERCENT: break
            case .CICUSHIM_STYLE_CURRENCY_ISO: try formatter.setCurrency(none); name = "XXX"
            default: try formatter.setCurrency(probe.units); name = probe.symbol
            }
            var pair = StyleTemplate.Pair(positive: try affixes(formatter, "1234"),
                                          negative: try affixes(formatter, "-1234"))
            if let name {
                pair = StyleTemplate.Pair(positive: StyleTemplate.replacing(name, in: pair.positive),
                                          negative: StyleTemplate.replacing(name, in: pair.negative))
            }
            return (pair, try rawNumbers(formatter, monetary: icuStyle != .CICUSHIM_STYLE_PERCENT))
        }
        let (percentPair, percentNumbers) = try form(.CICUSHIM_STYLE_PERCENT)
        let (currency, currencyNumbers) = try form(.CICUSHIM_STYLE_CURRENCY)
        let (iso, _) = try form(.CICUSHIM_STYLE_CURRENCY_ISO)
        let (accounting, accountingNumbers) = try form(.CICUSHIM_STYLE_CURRENCY_ACCOUNTING)
        return StyleTemplate(
            percent: percentPair, percentSymbol: try percent.symbol(.CICUSHIM_SYMBOL_PERCENT),
            perMilleSymbol: try percent.symbol(.CICUSHIM_SYMBOL_PERMILL), percentNumbers: percentNumbers,
            currency: currency, currencyISO: iso, accounting: accounting, currencyNumbers: currencyNumbers,
            accountingNumbers: accountingNumbers)
    }

    private func rawNumbers(_ formatter: ICUFormatter, monetary: Bool) throws(LocaleError) -> StyleTemplate.Numbers {
        StyleTemplate.Numbers(
            decimalSeparator: try formatter.symbol(monetary ? .CICUSHIM_SYMBOL_MONETARY_DECIMAL : .CICUSHIM_SYMBOL_DECIMAL),
            groupingSeparator: try formatter.symbol(
                monetary ? .CICUSHIM_SYMBOL_MONETARY_GROUPING : .CICUSHIM_SYMBOL_GROUPING),
            primaryGroupingSize: try formatter.groupingSize(.CICUSHIM_ATTRIBUTE_GROUPING_SIZE),
            secondaryGroupingSize: try formatter.groupingSize(.CICUSHIM_ATTRIBUTE_SECONDARY_GROUPING_SIZE))
    }

    /// A currency's names in this locale and its fraction digits.
    func currency(_ code: String) throws(LocaleError) -> StyleTemplate.Currency {
        let units = try currencyUnits(code)
        let symbol = try currencyName(units, .CICUSHIM_CURRENCY_SYMBOL, code: code)
        let others = [try currencyName(units, .CICUSHIM_CURRENCY_NARROW_SYMBOL, code: code),
                      try currencyName(units, .CICUSHIM_CURRENCY_NARROW_SYMBOL, code: code, locale: "root"),
                      try currencyName(units, .CICUSHIM_CURRENCY_SYMBOL, code: code, locale: "root")]
        var status: Int32 = 0
        let digits = units.withUnsafeBufferPointer { cicushim_currency_fraction_digits($0.baseAddress, &status) }
        return StyleTemplate.Currency(code: code, symbol: symbol, otherSymbols: others,
                                      fractionDigits: digits >= 0 ? Int(digits) : nil)
    }

    /// The currency code as three UTF-16 units, checked: three capital ASCII letters of a currency ICU knows.
    private func currencyUnits(_ code: String) throws(LocaleError) -> [UInt16] {
        let units = Array(code.utf16)
        guard units.count == 3, units.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) else {
            throw LocaleError(.unknownCurrency, identifier: identifier, detail: code)
        }
        _ = try currencyName(units, .CICUSHIM_CURRENCY_SYMBOL, code: code)
        return units
    }

    private func currencyName(_ units: [UInt16], _ kind: cicushim_currency_name_kind, code: String,
                              locale: String? = nil) throws(LocaleError) -> String {
        let locale = locale ?? canonical
        var status: Int32 = 0
        var known: Int32 = 0
        let name = units.withUnsafeBufferPointer { code in
            ICUBuffer.utf16String(initialCapacity: 16) { buffer, capacity in
                cicushim_currency_name(code.baseAddress, locale, kind, buffer, capacity, &known, &status)
            }
        }
        guard known != 0 else { throw LocaleError(.unknownCurrency, identifier: identifier, detail: code) }
        guard let name else {
            throw LocaleError(.icuFailure, identifier: identifier, detail: ICUFormatter.errorName(status))
        }
        return name
    }

    /// The text ICU writes before the first digit and after the last of `decimal`.
    private func affixes(_ formatter: ICUFormatter, _ decimal: String) throws(LocaleError) -> StyleSymbols.Affixes {
        let text = try formatter.format(decimal)
        let scalars = Array(text.unicodeScalars)
        // The locale's digits: "hanidec" writes ideographs, which Unicode does not call decimal digits.
        let isDigit = { (scalar: Unicode.Scalar) in
            scalar.properties.numericType == .decimal || base.digits.contains(scalar)
        }
        guard let first = scalars.firstIndex(where: isDigit), let last = scalars.lastIndex(where: isDigit) else {
            throw LocaleError(missing: "style affixes", identifier: identifier,
                              reason: "ICU wrote \(text.debugDescription) with no digit")
        }
        return .init(prefix: String(String.UnicodeScalarView(scalars[..<first])),
                     suffix: String(String.UnicodeScalarView(scalars[(last + 1)...])))
    }
}
#endif
