#if NUMERICINPUT_SYSTEM_ICU
internal import CICUShim

/// Locale ids through ICU: the list, the default, resolving an id, and reading a locale's symbols.
enum ICULocales {
    static var available: [String] {
        (0..<cicushim_locale_count()).compactMap { index in
            ICUBuffer.string { cicushim_locale_at(index, $0, $1) }
        }
    }

    /// ICU's default locale id, or "en_US_POSIX" when ICU has none to give.
    static var defaultIdentifier: String {
        ICUBuffer.string { cicushim_default_locale($0, $1) } ?? "en_US_POSIX"
    }

    /// Resolves an id to a canonical ICU id, or throws.
    static func canonicalIdentifier(for identifier: String) throws(LocaleError) -> String {
        guard !identifier.utf8.contains(0) else { throw LocaleError(.malformed, identifier: identifier) }
        var outcome = cicushim_locale_outcome.CICUSHIM_LOCALE_MALFORMED
        let canonical = ICUBuffer.string { buffer, capacity in
            var length: Int32 = -1
            outcome = cicushim_resolve_locale(identifier, buffer, capacity, &length)
            return outcome == .CICUSHIM_LOCALE_OK ? length : -1
        }
        switch outcome {
        case .CICUSHIM_LOCALE_OK:
            guard let canonical else {
                throw LocaleError(.icuFailure, identifier: identifier, detail: "the canonical id did not fit")
            }
            return canonical
        case .CICUSHIM_LOCALE_MALFORMED: throw LocaleError(.malformed, identifier: identifier)
        case .CICUSHIM_LOCALE_UNKNOWN_LANGUAGE: throw LocaleError(.unknownLanguage, identifier: identifier)
        case .CICUSHIM_LOCALE_UNKNOWN_REGION: throw LocaleError(.unknownRegion, identifier: identifier)
        case .CICUSHIM_LOCALE_UNKNOWN_NUMBERING_SYSTEM:
            throw LocaleError(.unknownNumberingSystem, identifier: identifier)
        case .CICUSHIM_LOCALE_UNSUPPORTED_NUMBERING_SYSTEM:
            throw LocaleError(.unsupportedNumberingSystem, identifier: identifier)
        case .CICUSHIM_LOCALE_ICU_FAILURE: throw LocaleError(.icuFailure, identifier: identifier)
        }
    }

    /// Reads the symbols of a canonical id from ICU. Every symbol must be there: nothing falls back to ASCII
    /// digits or an empty string.
    ///
    /// - Parameter initialCapacity: The first buffer size for each symbol; tests pass 1 to make every read grow.
    /// - Throws: ``LocaleError/Code/icuFailure`` when ICU cannot open the locale;
    ///   ``LocaleError/Code/missingSymbol`` naming the first symbol ICU cannot give or gives unusable (see
    ///   ``symbols(canonical:identifier:primaryGroupingSize:secondaryGroupingSize:read:)``).
    static func readSymbols(
        canonical: String, identifier: String, initialCapacity: Int = 16
    ) throws(LocaleError) -> NumberSymbols {
        let formatter = try ICUFormatter(canonical: canonical, identifier: identifier)
        let primaryGroupingSize = try formatter.groupingSize(.CICUSHIM_ATTRIBUTE_GROUPING_SIZE)
        // A locale that does not group (or groups past what a 64-bit integer shows) has no minimum to apply.
        let groups = primaryGroupingSize > 0 && primaryGroupingSize < 9
        return try symbols(
            canonical: canonical, identifier: identifier,
            primaryGroupingSize: primaryGroupingSize,
            secondaryGroupingSize: try formatter.groupingSize(.CICUSHIM_ATTRIBUTE_SECONDARY_GROUPING_SIZE),
            minimumGroupingDigits: groups
                ? try ICUFormatter.minimumGroupingDigits(canonical: canonical, identifier: identifier) : 1
        ) { which throws(LocaleError) in
            try formatter.symbol(which, initialCapacity: initialCapacity)
        }
    }

    /// Checks the symbols `read` gives and builds `NumberSymbols` from them.
    ///
    /// - Parameter read: ICU's text for a symbol, whole; tests pass a stand-in.
    /// - Throws: ``LocaleError/Code/missingSymbol`` naming the first symbol that `read` cannot give (its error)
    ///   or gives unusable: an empty separator, sign or exponent symbol (an empty grouping separator is fine
    ///   where the locale does not group), or digits that are not ten distinct single characters.
    static func symbols(
        canonical: String, identifier: String, primaryGroupingSize: Int, secondaryGroupingSize: Int,
        minimumGroupingDigits: Int = 1, read: (cicushim_symbol) throws(LocaleError) -> String
    ) throws(LocaleError) -> NumberSymbols {
        func symbol(_ which: cicushim_symbol, mayBeEmpty: Bool = false) throws(LocaleError) -> String {
            let text = try read(which)
            if text.isEmpty && !mayBeEmpty {
                throw LocaleError(missing: which.name, identifier: identifier, reason: "ICU gives an empty string")
            }
            return text
        }

        var digits: [Unicode.Scalar] = []
        digits.reserveCapacity(10)
        for which in cicushim_symbol.digits {
            let text = try symbol(which)
            var scalars = text.unicodeScalars.makeIterator()
            guard let digit = scalars.next(), scalars.next() == nil else {
                throw LocaleError(missing: which.name, identifier: identifier,
                                  reason: "ICU gives \(text.unicodeScalars.count) characters, not one")
            }
            if let earlier = digits.firstIndex(of: digit) {
                throw LocaleError(missing: which.name, identifier: identifier,
                                  reason: "ICU gives the same character as for \(cicushim_symbol.digits[earlier].name)")
            }
            digits.append(digit)
        }

        let decimalSeparator = try symbol(.CICUSHIM_SYMBOL_DECIMAL)
        // A locale that does not group (grouping size 0) needs no grouping separator. ICU 72 gives one for every
        // locale it lists, en_US_POSIX (the one locale that does not group) included.
        let groupingSeparator = try symbol(.CICUSHIM_SYMBOL_GROUPING, mayBeEmpty: primaryGroupingSize == 0)
        let minusSign = try symbol(.CICUSHIM_SYMBOL_MINUS)
        let plusSign = try symbol(.CICUSHIM_SYMBOL_PLUS)
        let exponentSymbol = try symbol(.CICUSHIM_SYMBOL_EXPONENT)
        do {
            return try NumberSymbols(
                localeIdentifier: canonical, decimalSeparator: decimalSeparator, groupingSeparator: groupingSeparator,
                primaryGroupingSize: primaryGroupingSize, secondaryGroupingSize: secondaryGroupingSize,
                minimumGroupingDigits: minimumGroupingDigits, minusSign: minusSign, plusSign: plusSign,
                exponentSymbol: exponentSymbol, digits: digits)
        } catch {
            throw LocaleError(unusable: error, identifier: identifier)
        }
    }
}
#endif
