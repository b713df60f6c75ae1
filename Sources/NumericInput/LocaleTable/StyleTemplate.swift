/// How one data locale, in one numbering system, writes percentages and money: what ICU's formatters put around
/// 1234 and -1234, with the currency left as a placeholder. The generated table holds one per distinct
/// (locale, numbering system); ``StyleSymbols`` for any currency is built from it as ICU builds its own.
///
/// The currency placeholder is "¤" (U+00A4), which is also the symbol ICU writes for the currency XXX ("no
/// currency"): reading the templates with XXX gives them directly. In the symbol forms ICU inserts its currency
/// spacing (U+00A0) between a symbol and the digits when the symbol's character next to the digits is neither a
/// symbol nor a space ([[:^S:]&[:^Z:]]: "CHF 5" but "$5"); "¤" is a symbol, so the templates hold the form
/// without it, and ``placing(_:in:)`` adds it for the actual symbol as ICU does.
package struct StyleTemplate: Sendable, Hashable {
    /// A number's separators and group sizes as a style's formatter writes them, before comparing with the
    /// locale's plain symbols.
    package struct Numbers: Sendable, Hashable {
        package var decimalSeparator: String
        package var groupingSeparator: String
        package var primaryGroupingSize: Int
        package var secondaryGroupingSize: Int

        package init(decimalSeparator: String, groupingSeparator: String, primaryGroupingSize: Int,
                     secondaryGroupingSize: Int) {
            self.decimalSeparator = decimalSeparator
            self.groupingSeparator = groupingSeparator
            self.primaryGroupingSize = primaryGroupingSize
            self.secondaryGroupingSize = secondaryGroupingSize
        }
    }

    /// The affixes of a positive and a negative number.
    package struct Pair: Sendable, Hashable {
        package var positive: StyleSymbols.Affixes
        package var negative: StyleSymbols.Affixes

        package init(positive: StyleSymbols.Affixes, negative: StyleSymbols.Affixes) {
            self.positive = positive
            self.negative = negative
        }
    }

    /// `UNUM_PERCENT`'s affixes, the percent sign in them.
    package var percent: Pair
    /// The percent sign, replaced by the per-mille sign for per mille.
    package var percentSymbol: String
    /// The per-mille sign.
    package var perMilleSymbol: String
    /// The percent formatter's separators and group sizes.
    package var percentNumbers: Numbers
    /// `UNUM_CURRENCY`'s affixes with "¤" for the symbol, without currency spacing.
    package var currency: Pair
    /// `UNUM_CURRENCY_ISO`'s affixes with "¤" for the ISO code, currency spacing included.
    package var currencyISO: Pair
    /// `UNUM_CURRENCY_ACCOUNTING`'s affixes with "¤" for the symbol, without currency spacing.
    package var accounting: Pair
    /// The currency formatter's separators and group sizes (monetary ones).
    package var currencyNumbers: Numbers
    /// The accounting formatter's separators and group sizes (monetary ones).
    package var accountingNumbers: Numbers

    package init(percent: Pair, percentSymbol: String, perMilleSymbol: String, percentNumbers: Numbers,
                 currency: Pair, currencyISO: Pair, accounting: Pair, currencyNumbers: Numbers,
                 accountingNumbers: Numbers) {
        self.percent = percent
        self.percentSymbol = percentSymbol
        self.perMilleSymbol = perMilleSymbol
        self.percentNumbers = percentNumbers
        self.currency = currency
        self.currencyISO = currencyISO
        self.accounting = accounting
        self.currencyNumbers = currencyNumbers
        self.accountingNumbers = accountingNumbers
    }

    /// The placeholder for the currency in the money templates.
    package static let placeholder = "\u{A4}"
    /// What ICU inserts between a currency symbol and the digits (CLDR's currencySpacing insertBetween; U+00A0
    /// in every ICU 72 locale, which the table test confirms).
    static let currencySpacing = "\u{A0}"

    // MARK: - Building StyleSymbols

    /// A currency as the table names it in a locale.
    package struct Currency: Sendable {
        /// The ISO 4217 code.
        package var code: String
        /// The symbol in the locale (`UCURR_SYMBOL_NAME`).
        package var symbol: String
        /// Other names that take the symbol's place in a form: the narrow symbol in the locale, and the root
        /// locale's narrow symbol and symbol (as `StyleReader` reads them).
        package var otherSymbols: [String]
        /// The default fraction digits.
        package var fractionDigits: Int?
        /// The monetary decimal and grouping separators, where the currency has its own in the locale.
        package var separators: (decimal: String, grouping: String)?

        package init(code: String, symbol: String, otherSymbols: [String], fractionDigits: Int?,
                     separators: (decimal: String, grouping: String)? = nil) {
            self.code = code
            self.symbol = symbol
            self.otherSymbols = otherSymbols
            self.fractionDigits = fractionDigits
            self.separators = separators
        }
    }

    /// The style's symbols, built as ICU builds them (`StyleReader.read`).
    ///
    /// - Parameters:
    ///   - style: The style; for money, `currency` names its currency.
    ///   - base: The locale's plain symbols.
    ///   - currency: The currency's names in the locale; required for money styles.
    /// - Returns: The style symbols, or nil for a money style without a currency.
    package func styleSymbols(_ style: NumberStyle, base: NumberSymbols, currency: Currency?) -> StyleSymbols? {
        switch style {
        case .decimal:
            return StyleSymbols(style: .decimal, positive: [.init(prefix: "", suffix: "")],
                                negative: [.init(prefix: "", suffix: "")])
        case .percent, .perMille:
            var pair = percent
            if style == .perMille {
                func swap(_ affixes: StyleSymbols.Affixes) -> StyleSymbols.Affixes {
                    .init(prefix: affixes.prefix.replacingAll(percentSymbol, with: perMilleSymbol),
                          suffix: affixes.suffix.replacingAll(percentSymbol, with: perMilleSymbol))
                }
                pair = Pair(positive: swap(pair.positive), negative: swap(pair.negative))
            }
            return StyleSymbols(style: style, positive: [pair.positive], negative: [pair.negative],
                                numberSymbols: Self.numberSymbols(percentNumbers, base: base))
        case .currency, .accounting:
            guard let currency else { return nil }
            var forms: [Pair] = []
            let isAccounting = if case .accounting = style { true } else { false }
            // ICU spaces a symbol from a digit of Unicode's Nd only: not from hanidec's ideographs.
            let spaced = base.digits.first?.properties.generalCategory == .decimalNumber
            if isAccounting { forms.append(Self.placing(currency.symbol, in: accounting, spaced: spaced)) }
            forms.append(Self.placing(currency.symbol, in: self.currency, spaced: spaced))
            forms.append(Pair(positive: Self.replacingPlaceholder(currencyISO.positive, with: currency.code),
                              negative: Self.replacingPlaceholder(currencyISO.negative, with: currency.code)))
            var numbers = isAccounting ? accountingNumbers : currencyNumbers
            if let separators = currency.separators {
                numbers.decimalSeparator = separators.decimal
                numbers.groupingSeparator = separators.grouping
            }
            return StyleSymbols.money(
                style: style, forms: forms, symbol: currency.symbol, otherSymbols: currency.otherSymbols,
                fractionDigits: currency.fractionDigits, numberSymbols: Self.numberSymbols(numbers, base: base))
        }
    }

    /// A money template with `symbol` in place of "¤" and ICU's currency spacing where ICU inserts it
    /// (`spaced`: the locale's digits are Unicode decimal digits, ICU's [:digit:]).
    package static func placing(_ symbol: String, in pair: Pair, spaced: Bool = true) -> Pair {
        func place(_ affixes: StyleSymbols.Affixes) -> StyleSymbols.Affixes {
            var prefix = affixes.prefix
            var suffix = affixes.suffix
            if spaced, prefix.unicodeScalars.last == "\u{A4}", let last = symbol.unicodeScalars.last,
               isCurrencyMatch(last) {
                prefix += currencySpacing
            }
            if spaced, suffix.unicodeScalars.first == "\u{A4}", let first = symbol.unicodeScalars.first,
               isCurrencyMatch(first) {
                suffix = currencySpacing + suffix
            }
            return replacingPlaceholder(.init(prefix: prefix, suffix: suffix), with: symbol)
        }
        return Pair(positive: place(pair.positive), negative: place(pair.negative))
    }

    /// Whether ICU's currency spacing applies next to this character of a symbol: neither a symbol (S*) nor a
    /// separator (Z*).
    static func isCurrencyMatch(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .spaceSeparator, .lineSeparator,
             .paragraphSeparator:
            false
        default:
            true
        }
    }

    /// `affixes` with the placeholder in place of `name`.
    static func replacing(_ name: String, in affixes: StyleSymbols.Affixes) -> StyleSymbols.Affixes {
        guard name != placeholder else { return affixes }
        return .init(prefix: affixes.prefix.replacingAll(name, with: placeholder),
                     suffix: affixes.suffix.replacingAll(name, with: placeholder))
    }

    static func replacingPlaceholder(_ affixes: StyleSymbols.Affixes, with text: String) -> StyleSymbols.Affixes {
        .init(prefix: affixes.prefix.replacingAll(placeholder, with: text),
              suffix: affixes.suffix.replacingAll(placeholder, with: text))
    }

    /// The number's symbols in a style, or nil where they are the locale's (as `StyleReader` decides).
    static func numberSymbols(_ numbers: Numbers, base: NumberSymbols) -> NumberSymbols? {
        guard !numbers.decimalSeparator.isEmpty,
              let symbols = try? NumberSymbols(
                  localeIdentifier: base.localeIdentifier, decimalSeparator: numbers.decimalSeparator,
                  groupingSeparator: numbers.groupingSeparator, primaryGroupingSize: numbers.primaryGroupingSize,
                  secondaryGroupingSize: numbers.secondaryGroupingSize,
                  minimumGroupingDigits: base.minimumGroupingDigits, minusSign: base.minusSign,
                  plusSign: base.plusSign, exponentSymbol: base.exponentSymbol, digits: base.digits)
        else { return nil }
        return symbols == base ? nil : symbols
    }

    // MARK: - The table's text

    /// What separates the fields of a line: no ICU affix or symbol holds it (the generator checks), and unlike a
    /// tab it needs no escape in the generated source.
    package static let separator: Character = "|"

    /// The template as one line of fields separated by ``separator`` (affixes may hold spaces): ten fields of
    /// percent, then twenty of money.
    package var line: String {
        func pair(_ pair: Pair) -> [String] {
            [pair.positive.prefix, pair.positive.suffix, pair.negative.prefix, pair.negative.suffix]
        }
        func numbers(_ numbers: Numbers) -> [String] {
            [numbers.decimalSeparator, numbers.groupingSeparator, String(numbers.primaryGroupingSize),
             String(numbers.secondaryGroupingSize)]
        }
        let fields = pair(percent) + [percentSymbol, perMilleSymbol] + numbers(percentNumbers) + pair(currency)
            + pair(currencyISO) + pair(accounting) + numbers(currencyNumbers) + numbers(accountingNumbers)
        return fields.joined(separator: String(Self.separator))
    }

    /// Reads a line written by ``line``; nil when it is not one.
    package init?(line: Substring) {
        let fields = line.split(separator: Self.separator, omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 30 else { return nil }
        func pair(_ at: Int) -> Pair {
            Pair(positive: .init(prefix: fields[at], suffix: fields[at + 1]),
                 negative: .init(prefix: fields[at + 2], suffix: fields[at + 3]))
        }
        func numbers(_ at: Int) -> Numbers? {
            guard let primary = Int(fields[at + 2]), let secondary = Int(fields[at + 3]) else { return nil }
            return Numbers(decimalSeparator: fields[at], groupingSeparator: fields[at + 1],
                           primaryGroupingSize: primary, secondaryGroupingSize: secondary)
        }
        guard let percentNumbers = numbers(6), let currencyNumbers = numbers(22),
              let accountingNumbers = numbers(26) else { return nil }
        self.init(percent: pair(0), percentSymbol: fields[4], perMilleSymbol: fields[5],
                  percentNumbers: percentNumbers, currency: pair(10), currencyISO: pair(14), accounting: pair(18),
                  currencyNumbers: currencyNumbers, accountingNumbers: accountingNumbers)
    }
}

extension StyleSymbols {
    /// Money's symbols from the forms ICU writes, in order (accounting, symbol, ISO code), as both ICU's reader
    /// and the table assemble them: forms deduplicated, then each form holding the symbol repeated with each
    /// other name of the currency (its narrow symbol, the root locale's), so a symbol several currencies share
    /// is this field's.
    static func money(style: NumberStyle, forms: [StyleTemplate.Pair], symbol: String, otherSymbols: [String],
                      fractionDigits: Int?, numberSymbols: NumberSymbols?) -> StyleSymbols {
        var positive: [Affixes] = []
        var negative: [Affixes] = []
        for form in forms where !positive.contains(form.positive) || !negative.contains(form.negative) {
            positive.append(form.positive)
            negative.append(form.negative)
        }
        for narrow in otherSymbols where narrow != symbol && !narrow.isEmpty {
            for index in positive.indices
            where positive[index].prefix.contains(symbol) || positive[index].suffix.contains(symbol) {
                let swap = { (affixes: Affixes) in
                    Affixes(prefix: affixes.prefix.replacingAll(symbol, with: narrow),
                            suffix: affixes.suffix.replacingAll(symbol, with: narrow))
                }
                let (plus, minus) = (swap(positive[index]), swap(negative[index]))
                if !positive.contains(plus) { positive.append(plus); negative.append(minus) }
            }
        }
        return StyleSymbols(style: style, positive: positive, negative: negative, fractionDigits: fractionDigits,
                            numberSymbols: numberSymbols)
    }
}

extension String {
    /// `self` with every occurrence of `target` replaced (no Foundation in this module's core paths).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
