import Foundation

// The `String.isNumeric()` extensions people write over `Scanner`, done with the locale honoured: each predicate is
// exactly `verdict(for:).isComplete` of one kind. Strings and substrings alike; a substring is read through its
// UTF-16 view, without a copy.

// MARK: - String

extension String {
    /// Whether the text is a whole number in the locale: sign, digits, decimal separator, exponent
    /// (``/NumericInputCore/NumericKind/numeric``).
    ///
    /// ```swift
    /// let de = Locale(identifier: "de_DE")
    /// try "1,5".isNumeric(locale: de)    // true
    /// try "1.5".isNumeric(locale: de)    // false: "." groups in de_DE
    /// ```
    ///
    /// - Parameters:
    ///   - locale: A Foundation locale, the user's own by default; its symbols are those
    ///     ``NumericInputCore/NumberSymbols/init(_:)`` gives.
    ///   - grouping: Whether grouping separators may appear; ``/NumericInputCore/GroupingPolicy/none`` by default.
    /// - Returns: Whether the verdict is complete.
    /// - Throws: ``LocaleError`` when the locale cannot be mapped to symbols.
    /// - Complexity: Creates a `NumberFormatter` on each call; for many texts, read the symbols once
    ///   and use ``isNumeric(symbols:grouping:)``.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public func isNumeric(locale: Locale = .current, grouping: GroupingPolicy = .none) throws(LocaleError) -> Bool {
        NumericPredicate.isComplete(self, .numeric, try NumberSymbols(locale), grouping)
    }

    /// Whether the text is a whole number with these symbols (``/NumericInputCore/NumericKind/numeric``).
    ///
    /// ```swift
    /// "-1.5e3".isNumeric(symbols: .posix)   // true
    /// ```
    ///
    /// - Parameters:
    ///   - symbols: The locale's symbols.
    ///   - grouping: Whether grouping separators may appear; ``/NumericInputCore/GroupingPolicy/none`` by default.
    /// - Returns: Whether the verdict is complete.
    /// - Complexity: O(*n*); the validator is compiled once per symbols, kind and grouping and cached.
    public func isNumeric(symbols: NumberSymbols, grouping: GroupingPolicy = .none) -> Bool {
        NumericPredicate.isComplete(self, .numeric, symbols, grouping)
    }

    /// Whether the text is a whole integer in the locale: an optional sign and digits
    /// (``/NumericInputCore/NumericKind/integer``).
    ///
    /// ```swift
    /// try "-12".isInteger(locale: Locale(identifier: "de_DE"))    // true
    /// try "1,0".isInteger(locale: Locale(identifier: "de_DE"))    // false
    /// ```
    ///
    /// - Parameters:
    ///   - locale: A Foundation locale, the user's own by default.
    ///   - grouping: Whether grouping separators may appear; ``/NumericInputCore/GroupingPolicy/none`` by default.
    /// - Returns: Whether the verdict is complete.
    /// - Throws: ``LocaleError`` when the locale cannot be mapped to symbols.
    /// - Complexity: Creates a `NumberFormatter`; see ``isNumeric(locale:grouping:)``.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public func isInteger(locale: Locale = .current, grouping: GroupingPolicy = .none) throws(LocaleError) -> Bool {
        NumericPredicate.isComplete(self, .integer, try NumberSymbols(locale), grouping)
    }

    /// Whether the text is a whole integer with these symbols (``/NumericInputCore/NumericKind/integer``).
    ///
    /// ```swift
    /// "+7".isInteger(symbols: .posix)   // true
    /// ```
    ///
    /// - Parameters:
    ///   - symbols: The locale's symbols.
    ///   - grouping: Whether grouping separators may appear; ``/NumericInputCore/GroupingPolicy/none`` by default.
    /// - Returns: Whether the verdict is complete.
    /// - Complexity: O(*n*); the validator is cached.
    public func isInteger(symbols: NumberSymbols, grouping: GroupingPolicy = .none) -> Bool {
        NumericPredicate.isComplete(self, .integer, symbols, grouping)
    }

    /// Whether the text is a positive integer in the locale: digits only, value at least 1
    /// (``/NumericInputCore/NumericKind/positiveInteger``). No sign, no separator, no exponent to strip by hand.
    ///
    /// ```swift
    /// try "15".isPositiveInteger(locale: Locale(identifier: "fa_IR"))   // true ("۱۵" too)
    /// try "0".isPositiveInteger(locale: Locale(identifier: "fa_IR"))    // false
    /// ```
    ///
    /// - Parameters:
    ///   - locale: A Foundation locale, the user's own by default.
    ///   - grouping: Whether grouping separators may appear; ``/NumericInputCore/GroupingPolicy/none`` by default.
    /// - Returns: Whether the verdict is complete.
    /// - Throws: ``LocaleError`` when the locale cannot be mapped to symbols.
    /// - Complexity: Creates a `NumberFormatter`; see ``isNumeric(locale:grouping:)``.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public func isPositiveInteger(locale: Locale = .current, grouping: GroupingPolicy = .none)
        throws(LocaleError) -> Bool
    {
        NumericPredicate.isComplete(self, .positiveInteger, try NumberSymbols(locale), grouping)
    }

    /// Whether the text is a positive integer with these symbols
    /// (``/NumericInputCore/NumericKind/positiveInteger``).
    ///
    /// ```swift
    /// "007".isPositiveInteger(symbols: .posix)   // true
    /// "-7".isPositiveInteger(symbols: .posix)    // false
    /// ```
    ///
    /// - Parameters:
    ///   - symbols: The locale's symbols.
    ///   - grouping: Whether grouping separators may appear; ``/NumericInputCore/GroupingPolicy/none`` by default.
    /// - Returns: Whether the verdict is complete.
    /// - Complexity: O(*n*); the validator is cached.
    public func isPositiveInteger(symbols: NumberSymbols, grouping: GroupingPolicy = .none) -> Bool {
        NumericPredicate.isComplete(self, .positiveInteger, symbols, grouping)
    }

    /// Whether the text is a number with an exponent in the locale (``/NumericInputCore/NumericKind/scientific``).
    ///
    /// ```swift
    /// try "1,5E3".isScientific(locale: Locale(identifier: "de_DE"))   // true
    /// try "1,5".isScientific(locale: Locale(identifier: "de_DE"))     // false
    /// ```
    ///
    /// - Parameters:
    ///   - locale: A Foundation locale, the user's own by default.
    ///   - grouping: Whether grouping separators may appear; ``/NumericInputCore/GroupingPolicy/none`` by default.
    /// - Returns: Whether the verdict is complete.
    /// - Throws: ``LocaleError`` when the locale cannot be mapped to symbols.
    /// - Complexity: Creates a `NumberFormatter`; see ``isNumeric(locale:grouping:)``.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public func isScientific(locale: Locale = .current, grouping: GroupingPolicy = .none) throws(LocaleError) -> Bool {
        NumericPredicate.isComplete(self, .scientific, try NumberSymbols(locale), grouping)
    }

    /// Whether the text is a number with an exponent with these symbols
    /// (``/NumericInputCore/NumericKind/scientific``).
    ///
    /// ```swift
    /// "6.02e23".isScientific(symbols: .posix)   // true
    /// ```
    ///
    /// - Parameters:
    ///   - symbols: The locale's symbols.
    ///   - grouping: Whether grouping separators may appear; ``/NumericInputCore/GroupingPolicy/none`` by default.
    /// - Returns: Whether the verdict is complete.
    /// - Complexity: O(*n*); the validator is cached.
    public func isScientific(symbols: NumberSymbols, grouping: GroupingPolicy = .none) -> Bool {
        NumericPredicate.isComplete(self, .scientific, symbols, grouping)
    }
}

// MARK: - Substring

extension Substring {
    /// Whether the substring is a whole number in the locale; see `String.isNumeric(locale:grouping:)`.
    ///
    /// ```swift
    /// let line = "Preis: 1,5"
    /// try line[line.index(line.startIndex, offsetBy: 7)...].isNumeric(locale: Locale(identifier: "de_DE"))  // true
    /// ```
    ///
    /// - Parameters:
    ///   - locale: A Foundation locale, the user's own by default.
    ///   - grouping: Whether grouping separators may appear; ``/NumericInputCore/GroupingPolicy/none`` by default.
    /// - Returns: Whether the verdict is complete.
    /// - Throws: ``LocaleError`` when the locale cannot be mapped to symbols.
    /// - Complexity: Creates a `NumberFormatter`; the substring is read in place, not copied.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public func isNumeric(locale: Locale = .current, grouping: GroupingPolicy = .none) throws(LocaleError) -> Bool {
        NumericPredicate.isComplete(self, .numeric, try NumberSymbols(locale), grouping)
    }

    /// Whether the substring is a whole number with these symbols.
    ///
    /// ```swift
    /// "x=1.5".dropFirst(2).isNumeric(symbols: .posix)   // true
    /// ```
    ///
    /// - Parameters:
    ///   - symbols: The locale's symbols.
    ///   - grouping: Whether grouping separators may appear; ``/NumericInputCore/GroupingPolicy/none`` by default.
    /// - Returns: Whether the verdict is complete.
    /// - Complexity: O(*n*), read in place; the validator is cached.
    public func isNumeric(symbols: NumberSymbols, grouping: GroupingPolicy = .none) -> Bool {
        NumericPredicate.isComplete(self, .numeric, symbols, grouping)
    }

    /// Whether the substring is a whole integer in the locale; see `String.isInteger(locale:grouping:)`.
    ///
    /// ```swift
    /// try "n=-12".dropFirst(2).isInteger(locale: Locale(identifier: "de_DE"))   // true
    /// ```
    ///
    /// - Parameters:
    ///   - locale: A Foundation locale, the user's own by default.
    ///   - grouping: Whether grouping separators may appear; ``/NumericInputCore/GroupingPolicy/none`` by default.
    /// - Returns: Whether the verdict is complete.
    /// - Throws: ``LocaleError`` when the locale cannot be mapped to symbols.
    /// - Complexity: Creates a `NumberFormatter`; the substring is read in place.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public func isInteger(locale: Locale = .current, grouping: GroupingPolicy = .none) throws(LocaleError) -> Bool {
        NumericPredicate.isComplete(self, .integer, try NumberSymbols(locale), grouping)
    }

    /// Whether the substring is a whole integer with these symbols.
    ///
    /// ```swift
    /// "n=-12".dropFirst(2).isInteger(symbols: .posix)   // true
    /// ```
    ///
    /// - Parameters:
    ///   - symbols: The locale's symbols.
    ///   - grouping: Whether grouping separators may appear; ``/NumericInputCore/GroupingPolicy/none`` by default.
    /// - Returns: Whether the verdict is complete.
    /// - Complexity: O(*n*), read in place; the validator is cached.
    public func isInteger(symbols: NumberSymbols, grouping: GroupingPolicy = .none) -> Bool {
        NumericPredicate.isComplete(self, .integer, symbols, grouping)
    }

    /// Whether the substring is a positive integer in the locale; see
    /// `String.isPositiveInteger(locale:grouping:)`.
    ///
    /// ```swift
    /// try "#15".dropFirst().isPositiveInteger(locale: Locale(identifier: "de_DE"))   // true
    /// ```
    ///
    /// - Parameters:
    ///   - locale: A Foundation locale, the user's own by default.
    ///   - grouping: Whether grouping separators may appear; ``/NumericInputCore/GroupingPolicy/none`` by default.
    /// - Returns: Whether the verdict is complete.
    /// - Throws: ``LocaleError`` when the locale cannot be mapped to symbols.
    /// - Complexity: Creates a `NumberFormatter`; the substring is read in place.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public func isPositiveInteger(locale: Locale = .current, grouping: GroupingPolicy = .none)
        throws(LocaleError) -> Bool
    {
        NumericPredicate.isComplete(self, .positiveInteger, try NumberSymbols(locale), grouping)
    }

    /// Whether the substring is a positive integer with these symbols.
    ///
    /// ```swift
    /// "#15".dropFirst().isPositiveInteger(symbols: .posix)   // true
    /// ```
    ///
    /// - Parameters:
    ///   - symbols: The locale's symbols.
    ///   - grouping: Whether grouping separators may appear; ``/NumericInputCore/GroupingPolicy/none`` by default.
    /// - Returns: Whether the verdict is complete.
    /// - Complexity: O(*n*), read in place; the validator is cached.
    public func isPositiveInteger(symbols: NumberSymbols, grouping: GroupingPolicy = .none) -> Bool {
        NumericPredicate.isComplete(self, .positiveInteger, symbols, grouping)
    }

    /// Whether the substring is a number with an exponent in the locale; see
    /// `String.isScientific(locale:grouping:)`.
    ///
    /// ```swift
    /// try "x=1,5E3".dropFirst(2).isScientific(locale: Locale(identifier: "de_DE"))   // true
    /// ```
    ///
    /// - Parameters:
    ///   - locale: A Foundation locale, the user's own by default.
    ///   - grouping: Whether grouping separators may appear; ``/NumericInputCore/GroupingPolicy/none`` by default.
    /// - Returns: Whether the verdict is complete.
    /// - Throws: ``LocaleError`` when the locale cannot be mapped to symbols.
    /// - Complexity: Creates a `NumberFormatter`; the substring is read in place.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public func isScientific(locale: Locale = .current, grouping: GroupingPolicy = .none) throws(LocaleError) -> Bool {
        NumericPredicate.isComplete(self, .scientific, try NumberSymbols(locale), grouping)
    }

    /// Whether the substring is a number with an exponent with these symbols.
    ///
    /// ```swift
    /// "x=1e3".dropFirst(2).isScientific(symbols: .posix)   // true
    /// ```
    ///
    /// - Parameters:
    ///   - symbols: The locale's symbols.
    ///   - grouping: Whether grouping separators may appear; ``/NumericInputCore/GroupingPolicy/none`` by default.
    /// - Returns: Whether the verdict is complete.
    /// - Complexity: O(*n*), read in place; the validator is cached.
    public func isScientific(symbols: NumberSymbols, grouping: GroupingPolicy = .none) -> Bool {
        NumericPredicate.isComplete(self, .scientific, symbols, grouping)
    }
}

// MARK: - The one implementation

/// The predicates' validators, compiled once per symbols, kind and grouping.
enum NumericPredicate {
    struct Key: Hashable, Sendable {
        var symbols: NumberSymbols
        var kind: NumericKind
        var grouping: GroupingPolicy
    }

    /// Bounded, least recently used first out: a program that builds symbols by hand in a loop must not grow it
    /// without end (``NumericInputCache/Name/predicateValidators``).
    static let validators = LockedValue(
        LRUCache<Key, NumericValidator>(capacity: NumericInputCache.Name.predicateValidators.defaultCapacity))

    static func validator(_ kind: NumericKind, _ symbols: NumberSymbols, _ grouping: GroupingPolicy)
        -> NumericValidator
    {
        let key = Key(symbols: symbols, kind: kind, grouping: grouping)
        if let cached = validators.withLock({ $0.value(for: key) }) { return cached }
        let validator = NumericValidator(symbols: symbols, kind: kind, grouping: grouping)
        validators.withLock { $0.insert(validator, for: key) }
        return validator
    }

    static func isComplete(_ text: String, _ kind: NumericKind, _ symbols: NumberSymbols,
                           _ grouping: GroupingPolicy) -> Bool {
        validator(kind, symbols, grouping).verdict(for: text).isComplete
    }

    static func isComplete(_ text: Substring, _ kind: NumericKind, _ symbols: NumberSymbols,
                           _ grouping: GroupingPolicy) -> Bool {
        validator(kind, symbols, grouping).verdict(forUTF16: text.utf16).isComplete
    }
}
