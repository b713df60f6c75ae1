// Builders that change one symbol. Each goes through the checking initializer, so a set of symbols stays one
// that cannot be wrong (see NumberSymbols).
extension NumberSymbols {
    /// These symbols with the locale id replaced, checked as the initializer checks them.
    ///
    /// ```swift
    /// let changed = try NumberSymbols.posix.withLocaleIdentifier("de_CH")
    /// ```
    ///
    /// - Parameter localeIdentifier: The new value.
    /// - Returns: The changed symbols; `self` is unchanged.
    /// - Throws: ``NumberSymbolsError`` when the result would not be a usable set, as
    ///   ``init(localeIdentifier:decimalSeparator:groupingSeparator:primaryGroupingSize:secondaryGroupingSize:minimumGroupingDigits:minusSign:plusSign:exponentSymbol:digits:)``
    ///   throws it.
    public func withLocaleIdentifier(_ localeIdentifier: String) throws(NumberSymbolsError) -> NumberSymbols {
        var parts = Parts(self)
        parts.localeIdentifier = localeIdentifier
        return try parts.build()
    }

    /// These symbols with the decimal separator replaced, checked as the initializer checks them.
    ///
    /// ```swift
    /// let changed = try NumberSymbols.posix.withDecimalSeparator("\u{066B}")
    /// ```
    ///
    /// - Parameter decimalSeparator: The new value.
    /// - Returns: The changed symbols; `self` is unchanged.
    /// - Throws: ``NumberSymbolsError`` when the result would not be a usable set, as
    ///   ``init(localeIdentifier:decimalSeparator:groupingSeparator:primaryGroupingSize:secondaryGroupingSize:minimumGroupingDigits:minusSign:plusSign:exponentSymbol:digits:)``
    ///   throws it.
    public func withDecimalSeparator(_ decimalSeparator: String) throws(NumberSymbolsError) -> NumberSymbols {
        var parts = Parts(self)
        parts.decimalSeparator = decimalSeparator
        return try parts.build()
    }

    /// These symbols with the grouping separator replaced, checked as the initializer checks them.
    ///
    /// ```swift
    /// let changed = try NumberSymbols.posix.withGroupingSeparator("\u{2019}")
    /// ```
    ///
    /// - Parameter groupingSeparator: The new value.
    /// - Returns: The changed symbols; `self` is unchanged.
    /// - Throws: ``NumberSymbolsError`` when the result would not be a usable set, as
    ///   ``init(localeIdentifier:decimalSeparator:groupingSeparator:primaryGroupingSize:secondaryGroupingSize:minimumGroupingDigits:minusSign:plusSign:exponentSymbol:digits:)``
    ///   throws it.
    public func withGroupingSeparator(_ groupingSeparator: String) throws(NumberSymbolsError) -> NumberSymbols {
        var parts = Parts(self)
        parts.groupingSeparator = groupingSeparator
        return try parts.build()
    }

    /// These symbols with the minus sign replaced, checked as the initializer checks them.
    ///
    /// ```swift
    /// let changed = try NumberSymbols.posix.withMinusSign("\u{2212}")
    /// ```
    ///
    /// - Parameter minusSign: The new value.
    /// - Returns: The changed symbols; `self` is unchanged.
    /// - Throws: ``NumberSymbolsError`` when the result would not be a usable set, as
    ///   ``init(localeIdentifier:decimalSeparator:groupingSeparator:primaryGroupingSize:secondaryGroupingSize:minimumGroupingDigits:minusSign:plusSign:exponentSymbol:digits:)``
    ///   throws it.
    public func withMinusSign(_ minusSign: String) throws(NumberSymbolsError) -> NumberSymbols {
        var parts = Parts(self)
        parts.minusSign = minusSign
        return try parts.build()
    }

    /// These symbols with the plus sign replaced, checked as the initializer checks them.
    ///
    /// ```swift
    /// let changed = try NumberSymbols.posix.withPlusSign("+")
    /// ```
    ///
    /// - Parameter plusSign: The new value.
    /// - Returns: The changed symbols; `self` is unchanged.
    /// - Throws: ``NumberSymbolsError`` when the result would not be a usable set, as
    ///   ``init(localeIdentifier:decimalSeparator:groupingSeparator:primaryGroupingSize:secondaryGroupingSize:minimumGroupingDigits:minusSign:plusSign:exponentSymbol:digits:)``
    ///   throws it.
    public func withPlusSign(_ plusSign: String) throws(NumberSymbolsError) -> NumberSymbols {
        var parts = Parts(self)
        parts.plusSign = plusSign
        return try parts.build()
    }

    /// These symbols with the exponent symbol replaced, checked as the initializer checks them.
    ///
    /// ```swift
    /// let changed = try NumberSymbols.posix.withExponentSymbol("×10^")
    /// ```
    ///
    /// - Parameter exponentSymbol: The new value.
    /// - Returns: The changed symbols; `self` is unchanged.
    /// - Throws: ``NumberSymbolsError`` when the result would not be a usable set, as
    ///   ``init(localeIdentifier:decimalSeparator:groupingSeparator:primaryGroupingSize:secondaryGroupingSize:minimumGroupingDigits:minusSign:plusSign:exponentSymbol:digits:)``
    ///   throws it.
    public func withExponentSymbol(_ exponentSymbol: String) throws(NumberSymbolsError) -> NumberSymbols {
        var parts = Parts(self)
        parts.exponentSymbol = exponentSymbol
        return try parts.build()
    }

    /// These symbols with the digits replaced, checked as the initializer checks them.
    ///
    /// ```swift
    /// let changed = try NumberSymbols.posix.withDigits((0..<10).map { Unicode.Scalar(0x0660 + $0)! })
    /// ```
    ///
    /// - Parameter digits: The new value.
    /// - Returns: The changed symbols; `self` is unchanged.
    /// - Throws: ``NumberSymbolsError`` when the result would not be a usable set, as
    ///   ``init(localeIdentifier:decimalSeparator:groupingSeparator:primaryGroupingSize:secondaryGroupingSize:minimumGroupingDigits:minusSign:plusSign:exponentSymbol:digits:)``
    ///   throws it.
    public func withDigits(_ digits: [Unicode.Scalar]) throws(NumberSymbolsError) -> NumberSymbols {
        var parts = Parts(self)
        parts.digits = digits
        return try parts.build()
    }

    /// These symbols with the minimum grouping digits replaced, checked as the initializer checks them.
    ///
    /// ```swift
    /// let changed = try NumberSymbols.posix.withMinimumGroupingDigits(2)
    /// ```
    ///
    /// - Parameter minimumGroupingDigits: The new value.
    /// - Returns: The changed symbols; `self` is unchanged.
    /// - Throws: ``NumberSymbolsError`` when the result would not be a usable set, as
    ///   ``init(localeIdentifier:decimalSeparator:groupingSeparator:primaryGroupingSize:secondaryGroupingSize:minimumGroupingDigits:minusSign:plusSign:exponentSymbol:digits:)``
    ///   throws it.
    public func withMinimumGroupingDigits(_ minimumGroupingDigits: Int) throws(NumberSymbolsError) -> NumberSymbols {
        var parts = Parts(self)
        parts.minimumGroupingDigits = minimumGroupingDigits
        return try parts.build()
    }

    /// These symbols with both separators replaced at once, checked as the initializer checks them: the way to
    /// swap them ("." and "," for "," and "."), which two single builders cannot do, as the first would make them
    /// equal.
    ///
    /// ```swift
    /// let german = try NumberSymbols.posix.withSeparators(decimal: ",", grouping: ".")
    /// ```
    ///
    /// - Parameters:
    ///   - decimal: The new decimal separator.
    ///   - grouping: The new grouping separator.
    /// - Returns: The changed symbols; `self` is unchanged.
    /// - Throws: ``NumberSymbolsError/Code/emptySymbol`` for an empty decimal separator,
    ///   ``NumberSymbolsError/Code/separatorsCollide`` when the two are equal.
    public func withSeparators(decimal: String, grouping: String) throws(NumberSymbolsError) -> NumberSymbols {
        var parts = Parts(self)
        parts.decimalSeparator = decimal
        parts.groupingSeparator = grouping
        return try parts.build()
    }

    /// These symbols with other grouping sizes, checked as the initializer checks them.
    ///
    /// ```swift
    /// let indian = try NumberSymbols.posix.withGroupingSizes(primary: 3, secondary: 2)   // 12,34,567
    /// ```
    ///
    /// - Parameters:
    ///   - primary: The size of the group nearest the decimal separator (0: no grouping).
    ///   - secondary: The size of the other groups; 0 means the same as the primary size.
    /// - Returns: The changed symbols; `self` is unchanged.
    /// - Throws: ``NumberSymbolsError/Code/invalidGroupingSize`` for a negative size.
    public func withGroupingSizes(primary: Int, secondary: Int = 0) throws(NumberSymbolsError) -> NumberSymbols {
        var parts = Parts(self)
        parts.primaryGroupingSize = primary
        parts.secondaryGroupingSize = secondary
        return try parts.build()
    }

    /// The symbols as plain variables, for a builder to change one and check them all again.
    private struct Parts {
        var localeIdentifier, decimalSeparator, groupingSeparator, minusSign, plusSign, exponentSymbol: String
        var primaryGroupingSize, secondaryGroupingSize, minimumGroupingDigits: Int
        var digits: [Unicode.Scalar]

        init(_ symbols: NumberSymbols) {
            localeIdentifier = symbols.localeIdentifier
            decimalSeparator = symbols.decimalSeparator
            groupingSeparator = symbols.groupingSeparator
            minusSign = symbols.minusSign
            plusSign = symbols.plusSign
            exponentSymbol = symbols.exponentSymbol
            primaryGroupingSize = symbols.primaryGroupingSize
            secondaryGroupingSize = symbols.secondaryGroupingSize
            minimumGroupingDigits = symbols.minimumGroupingDigits
            digits = symbols.digits
        }

        func build() throws(NumberSymbolsError) -> NumberSymbols {
            try NumberSymbols(
                localeIdentifier: localeIdentifier, decimalSeparator: decimalSeparator,
                groupingSeparator: groupingSeparator, primaryGroupingSize: primaryGroupingSize,
                secondaryGroupingSize: secondaryGroupingSize, minimumGroupingDigits: minimumGroupingDigits,
                minusSign: minusSign, plusSign: plusSign, exponentSymbol: exponentSymbol, digits: digits)
        }
    }
}
