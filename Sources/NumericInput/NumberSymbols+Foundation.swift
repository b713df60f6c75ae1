import Foundation

// MARK: - Symbols from a Foundation locale

extension NumberSymbols {
    /// Reads the number symbols of a Foundation `Locale`, the user's own settings included.
    ///
    /// On macOS a user can set their own decimal and grouping separators (and, through the number format, signs)
    /// in System Settings; `Locale.current` carries them and a locale identifier does not. This initializer reads
    /// what Foundation gives for the locale and fills in what Foundation cannot give from
    /// ``NumericInputCore/NumberSymbols/init(locale:)`` for the locale's language, script, region, variant and numbering system:
    ///
    /// | field | where it comes from |
    /// |---|---|
    /// | ``/NumericInputCore/NumberSymbols/decimalSeparator`` | `locale.decimalSeparator` (the user's setting, where there is one) |
    /// | ``/NumericInputCore/NumberSymbols/groupingSeparator`` | `locale.groupingSeparator`; an empty one means the locale writes no grouping, and the grouping sizes are then 0 |
    /// | ``/NumericInputCore/NumberSymbols/minusSign``, ``/NumericInputCore/NumberSymbols/plusSign``, ``/NumericInputCore/NumberSymbols/exponentSymbol`` | `NumberFormatter` for the locale: `minusSign`, `plusSign`, `exponentSymbol` |
    /// | ``/NumericInputCore/NumberSymbols/digits`` | the digits `NumberFormatter` writes for 0 to 9 (the locale's numbering system) |
    /// | ``/NumericInputCore/NumberSymbols/primaryGroupingSize``, ``/NumericInputCore/NumberSymbols/secondaryGroupingSize``, ``/NumericInputCore/NumberSymbols/minimumGroupingDigits`` | ``NumericInputCore/NumberSymbols/init(locale:)`` for the id below |
    /// | ``/NumericInputCore/NumberSymbols/localeIdentifier`` | the canonical form of the id below |
    ///
    /// The id looked up is built from the locale's components, `language_Script_REGION_VARIANT` and
    /// `@numbers=` when the locale names a numbering system; other keywords (`@rg=`, `@calendar=`) are left
    /// out, as they do not change how digits are grouped. Foundation applies them itself to what it gives.
    ///
    /// Grouping sizes come from the id, not from `NumberFormatter.groupingSize`: on Linux `NumberFormatter`
    /// answers 3 and 0 for hi_IN, which groups 3 then 2 (12,34,567), and 3 for en_US_POSIX, which does not
    /// group. A user cannot change the sizes in System Settings, only the separator.
    ///
    /// ```swift
    /// let symbols = try NumberSymbols(Locale.current)
    /// let validator = NumericValidator(symbols: symbols, kind: .decimal)
    /// ```
    ///
    /// Where Foundation carries its own ICU (Linux), its data may be newer than the ICU that
    /// ``NumericInputCore/NumberSymbols/init(locale:)`` reads: ar's exponent symbol is "أس" in Foundation and "اس" in ICU 72. This
    /// initializer gives Foundation's, as Foundation's own format styles write it.
    ///
    /// - Parameter locale: Any Foundation locale; `Locale.current` for the user's settings.
    /// - Throws: ``LocaleError`` when the locale's id cannot be mapped to symbols: no language
    ///   (``LocaleError/Code/malformed``), or a language, region or numbering system that
    ///   ``NumericInputCore/NumberSymbols/init(locale:)`` does not know (the same codes as there); ``LocaleError/Code/missingSymbol``
    ///   naming the symbol when Foundation gives none, an empty one, digits that are not ten distinct single
    ///   characters of one numbering system in order, or a decimal separator equal to the grouping separator. Nothing is replaced silently.
    /// - Complexity: Creates a `NumberFormatter`: tens of microseconds. Build symbols once per locale, not per
    ///   keystroke.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public init(_ locale: Locale) throws(LocaleError) {
        let identifier = locale.identifier
        let base = try NumberSymbols(locale: try Self.symbolIdentifier(for: locale))
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal

        func required(_ text: String?, _ name: String) throws(LocaleError) -> String {
            guard let text else {
                throw LocaleError(foundationMissing: name, identifier: identifier, reason: "Foundation gives none")
            }
            guard !text.isEmpty else {
                throw LocaleError(foundationMissing: name, identifier: identifier,
                                  reason: "Foundation gives an empty string")
            }
            return text
        }

        let decimalSeparator = try required(locale.decimalSeparator, "decimal separator")
        let groupingSeparator = locale.groupingSeparator ?? ""
        guard groupingSeparator != decimalSeparator else {
            throw LocaleError(foundationMissing: "grouping separator", identifier: identifier,
                              reason: "Foundation gives the decimal separator \(decimalSeparator.debugDescription)")
        }
        let groups = !groupingSeparator.isEmpty

        var digits: [Unicode.Scalar] = []
        digits.reserveCapacity(10)
        for value in 0..<10 {
            let name = "digit \(value)"
            let text = try required(formatter.string(from: NSNumber(value: value)), name)
            var scalars = text.unicodeScalars.makeIterator()
            guard let digit = scalars.next(), scalars.next() == nil else {
                throw LocaleError(foundationMissing: name, identifier: identifier,
                                  reason: "Foundation writes \(text.debugDescription), not one character")
            }
            if let earlier = digits.firstIndex(of: digit) {
                throw LocaleError(foundationMissing: name, identifier: identifier,
                                  reason: "Foundation writes the same character as for digit \(earlier)")
            }
            digits.append(digit)
        }

        let minusSign = try required(formatter.minusSign, "minus sign")
        let plusSign = try required(formatter.plusSign, "plus sign")
        let exponentSymbol = try required(formatter.exponentSymbol, "exponent symbol")
        do {
            try self.init(
                localeIdentifier: base.localeIdentifier,
                decimalSeparator: decimalSeparator,
                groupingSeparator: groupingSeparator,
                primaryGroupingSize: groups ? base.primaryGroupingSize : 0,
                secondaryGroupingSize: groups ? base.secondaryGroupingSize : 0,
                minimumGroupingDigits: base.minimumGroupingDigits,
                minusSign: minusSign, plusSign: plusSign, exponentSymbol: exponentSymbol,
                digits: digits)
        } catch {
            throw LocaleError(unusable: error, identifier: identifier, source: "Foundation")
        }
    }

    /// The id whose symbols fill in what Foundation cannot give: the locale's language, script, region and
    /// variant, and its numbering system when it names one ("de_DE@numbers=arab"); no other keyword.
    ///
    /// - Throws: ``LocaleError/Code/malformed`` when the locale has no language.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    static func symbolIdentifier(for locale: Locale) throws(LocaleError) -> String {
        let components = Locale.Components(locale: locale)
        let language = components.languageComponents
        guard let code = language.languageCode?.identifier, !code.isEmpty else {
            throw LocaleError(.malformed, identifier: locale.identifier, detail: "Foundation gives no language")
        }
        var identifier = code
        if let script = language.script?.identifier { identifier += "_" + script }
        if let region = language.region?.identifier { identifier += "_" + region }
        if let variant = components.variant?.identifier {
            // ICU writes an empty region as a double underscore: "de__POSIX".
            if language.region == nil { identifier += "_" }
            identifier += "_" + variant
        }
        if let numbering = components.numberingSystem?.identifier { identifier += "@numbers=" + numbering }
        return identifier
    }
}

extension LocaleError {
    /// A ``Code/missingSymbol`` error for a symbol Foundation cannot give: "could not read the minus sign of
    /// locale "de_DE" from Foundation (Foundation gives an empty string)".
    init(foundationMissing symbol: String, identifier: String, reason: String) {
        self.code = .missingSymbol
        self.identifier = identifier
        self.message = "could not read the \(symbol) of locale \"\(identifier)\" from Foundation (\(reason))"
    }
}
