/// Percent and money styles through the generated table, without ICU: what `StyleSymbols(locale:style:)` and
/// `StyleSymbols.currencyCode(locale:)` answer without the system's ICU. The same answers as ICU for every
/// locale's percent and per-mille styles, and for its own currency, USD, EUR, JPY, GBP, CHF, CNY, INR and KWD (the
/// table test checks every listed locale against ICU); another currency is written by its ISO code alone.
package enum TableStyles {
    /// The locale's own currency, as `ucurr_forLocale` names it.
    ///
    /// - Throws: The ``LocaleError`` the id's resolution throws.
    package static func currencyCode(for identifier: String, table: StyleTable = .shared) throws(LocaleError) -> String? {
        table.currencyCode(canonical: try TableLocales.resolve(identifier).canonical)
    }

    /// A style's symbols for a locale from the table.
    ///
    /// - Parameters:
    ///   - identifier: The locale id as given.
    ///   - style: The style.
    ///   - base: The locale's plain symbols (`NumberSymbols(locale:)`).
    /// - Throws: The id's ``LocaleError``; ``LocaleError/Code/unknownCurrency`` for a code that is not three
    ///   capital letters of a currency ICU knows; ``LocaleError/Code/missingSymbol`` when the table lacks the
    ///   locale's templates, which a generated table never does.
    package static func styleSymbols(for identifier: String, style: NumberStyle, base: NumberSymbols,
                             table: StyleTable = .shared) throws(LocaleError) -> StyleSymbols {
        if style == .decimal {
            return StyleSymbols(style: .decimal, positive: [.init(prefix: "", suffix: "")],
                                negative: [.init(prefix: "", suffix: "")])
        }
        let template = try Self.template(for: identifier, table: table)
        let currency = try style.currencyCode.map { code throws(LocaleError) in
            try Self.currency(code, for: identifier, table: table)
        }
        guard let symbols = template.styleSymbols(style, base: base, currency: currency) else {
            throw LocaleError(.unknownCurrency, identifier: identifier, detail: style.name)
        }
        return symbols
    }

    /// The templates of a locale's data in its numbering system.
    ///
    /// - Throws: The id's ``LocaleError``; ``LocaleError/Code/missingSymbol`` when the table lacks them.
    package static func template(for identifier: String, table: StyleTable = .shared) throws(LocaleError)
        -> StyleTemplate
    {
        let resolution = try TableLocales.resolve(identifier)
        guard let template = table.template(dataLocale: resolution.dataLocale, system: resolution.system) else {
            throw LocaleError(missing: "style templates for \(resolution.system)", identifier: identifier,
                              reason: "the locale table has none", source: "the locale table")
        }
        return template
    }

    /// A currency's names in a locale as the table has them (see ``StyleTable/currency(_:dataLocale:ownCurrency:)``).
    ///
    /// - Throws: The id's ``LocaleError``; ``LocaleError/Code/unknownCurrency`` for a code that is not three
    ///   capital letters of a currency ICU knows.
    package static func currency(_ code: String, for identifier: String, table: StyleTable = .shared)
        throws(LocaleError) -> StyleTemplate.Currency
    {
        guard code.utf8.count == 3, code.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) else {
            throw LocaleError(.unknownCurrency, identifier: identifier, detail: code)
        }
        let resolution = try TableLocales.resolve(identifier)
        let dataLocale = LocaleTable.shared.dataLocales[resolution.dataLocale].identifier
        guard let currency = table.currency(code, dataLocale: resolution.dataLocale,
                                            ownCurrency: table.currencyCode(canonical: dataLocale)) else {
            throw LocaleError(.unknownCurrency, identifier: identifier, detail: code)
        }
        return currency
    }
}
