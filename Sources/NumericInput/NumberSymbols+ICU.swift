extension NumberSymbols {
    /// Reads the symbols of a locale from ICU; each locale is read once and cached (the 2,048 most recently used
    /// ids by default: see ``NumericInputCache``).
    ///
    /// With the `SystemICU` trait on Linux (the default there) the symbols come from the system's ICU; without it,
    /// and always on Apple platforms and WebAssembly, from a table generated from ICU 72 that holds the same
    /// symbols for every locale ICU lists and every plain decimal numbering system, and answers every id with the
    /// same canonical id or the same error.
    ///
    /// Accepts ICU/POSIX ids ("de_DE", "de_DE@numbers=arab") and BCP 47 tags ("de-DE", "de-DE-u-nu-arab").
    /// Never falls back silently: an id ICU does not know is an error that names it, and so is a symbol ICU
    /// cannot give. No symbol is ever replaced by an empty string or by ASCII digits.
    ///
    /// ```swift
    /// let symbols = try NumberSymbols(locale: "fa_IR")
    /// symbols.minusSign            // "\u{200E}−"
    /// symbols.exponentSymbol       // "×۱۰^"
    /// ```
    ///
    /// - Parameter locale: The locale id.
    /// - Throws: ``LocaleError`` when the id is malformed or names something ICU does not have
    ///   (``LocaleError/Code/malformed``, ``LocaleError/Code/unknownLanguage`` and the other id codes), when ICU
    ///   cannot open the locale (``LocaleError/Code/icuFailure``), or when ICU cannot give one of its symbols
    ///   (``LocaleError/Code/missingSymbol``, with the symbol named in the message).
    /// - Complexity: Tens of microseconds on first use of a locale; a dictionary look-up after that.
    public init(locale: String) throws(LocaleError) {
        self = try SymbolCache.shared.symbols(for: locale)
    }

    /// The symbols of the process's default locale, as ICU sees it (LC_ALL, LC_MESSAGES or LANG; "C" and
    /// "POSIX" are en_US_POSIX). Without system ICU the table path reads the same variables; on Apple platforms
    /// it takes Foundation's current locale id.
    ///
    /// ```swift
    /// let symbols = try NumberSymbols.current()   // LANG=de_DE.UTF-8: decimal separator ","
    /// ```
    ///
    /// - Throws: ``LocaleError`` when the environment names a locale ICU does not know.
    public static func current() throws(LocaleError) -> NumberSymbols {
        try NumberSymbols(locale: LocaleSource.defaultIdentifier)
    }

    /// Every locale ICU lists (805 in ICU 72), as canonical ICU ids; without system ICU, the same list from the
    /// table.
    ///
    /// ```swift
    /// NumberSymbols.availableLocaleIdentifiers.contains("de_DE")   // true
    /// ```
    public static var availableLocaleIdentifiers: [String] { LocaleSource.available }
}

extension NumericValidator {
    /// Creates a validator for a locale, reading its symbols from ICU and compiling them once per locale, kind and
    /// grouping policy.
    ///
    /// Validators are cached per (id as given, kind, grouping), next to the symbols: for a combination still in
    /// the cache this is a dictionary look-up that neither allocates nor recompiles, and the validator returned
    /// shares its compiled tables with every earlier one (copying a validator is a retain). An id and its canonical
    /// form ("de-DE" and "de_DE") share one validator too. The cache keeps the 1,024 most recently used validators
    /// by default; ``NumericInputCache`` sets the capacity.
    ///
    /// ```swift
    /// let validator = try NumericValidator(locale: "de_DE", kind: .decimal)
    /// validator.verdict(for: "-1,50")   // .complete(-1.5)
    /// ```
    ///
    /// - Parameters:
    ///   - locale: An ICU id or BCP 47 tag.
    ///   - kind: The kind of number accepted; ``/NumericInputCore/NumericKind/numeric`` by default.
    ///   - grouping: Whether grouping separators may be typed; ``/NumericInputCore/GroupingPolicy/none`` by default.
    /// - Throws: ``LocaleError`` when the id is malformed or unknown, or ICU cannot give the locale's symbols;
    ///   the same errors as ``NumericInputCore/NumberSymbols/init(locale:)``.
    /// - Complexity: Tens of microseconds on first use of a locale, kind and grouping; a dictionary look-up after
    ///   that.
    public init(locale: String, kind: NumericKind = .numeric, grouping: GroupingPolicy = .none)
        throws(LocaleError)
    {
        self = try SymbolCache.shared.validator(for: locale, kind: kind, grouping: grouping)
    }
}
