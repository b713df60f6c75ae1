import Foundation

/// The reading half of Foundation's `Scanner` for numbers, with the locale honoured on every platform.
///
/// Code written against `Scanner` keeps its shape: make a scanner over a string, scan numbers off its front, and
/// look at ``currentIndex`` and ``isAtEnd``. Where Foundation's `Scanner` on Linux reads every text the POSIX way
/// whatever its `locale` (so "1,5" is 1 followed by ",5" even in de_DE), this one reads the locale's decimal
/// separator, its own digits, its minus sign with or without bidi marks and its exponent symbol, exactly as
/// ``/NumericInputCore/NumericValidator`` does.
///
/// ```swift
/// let scanner = try NumericScanner(string: " -1,5 kg", locale: Locale(identifier: "de_DE"))
/// scanner.scanDecimal()     // -1.5; currentIndex is after "1,5"
/// scanner.isAtEnd           // false
/// scanner.scanDecimal()     // nil, currentIndex unchanged ("kg" is no number)
/// ```
///
/// A scan skips ``charactersToBeSkipped`` first, then takes the longest prefix that is a whole number of the kind
/// asked for (``/NumericInputCore/NumberScan/numberEndIndex``): "1,5e3" is 1500 for ``scanDecimal()`` and 1 for
/// ``scanInt()``, which leaves ",5e3". A scan that finds no number, or one whose value the type cannot hold,
/// returns nil and leaves ``currentIndex`` where it was, skipped characters included, as Foundation does.
///
/// A text that ends with the decimal separator ("1,") is a whole number to the validator, so "1, 2" scans as 1
/// and leaves " 2".
///
/// Like Foundation's `Scanner`, a scanner is a reference that changes as it scans: use one from one thread at a
/// time.
public final class NumericScanner {
    /// The string being scanned.
    ///
    /// ```swift
    /// NumericScanner(string: "1.5 m", symbols: .posix).string   // "1.5 m"
    /// ```
    public let string: String

    /// The symbols numbers are read with.
    ///
    /// ```swift
    /// try NumericScanner(string: "", locale: Locale(identifier: "de_DE")).symbols.decimalSeparator   // ","
    /// ```
    public let symbols: NumberSymbols

    /// Whether grouping separators are read, as ``/NumericInputCore/GroupingPolicy`` says.
    ///
    /// ```swift
    /// let scanner = NumericScanner(string: "1,234.5", symbols: .posix, grouping: .strict)
    /// ```
    public let grouping: GroupingPolicy

    /// Where the next scan starts.
    ///
    /// Set it to any index of ``string``: an index past the end is the end, and one inside a Unicode scalar is
    /// moved back to the scalar's start. Setting it never traps.
    ///
    /// ```swift
    /// let scanner = NumericScanner(string: "a1", symbols: .posix)
    /// scanner.currentIndex = scanner.string.index(after: scanner.string.startIndex)
    /// scanner.scanInt()   // 1
    /// ```
    public var currentIndex: String.Index {
        get { index }
        set { index = Self.scalarAligned(newValue, in: string) }
    }

    /// The characters a scan skips before it reads a number: whitespace and newlines by default, as Foundation's
    /// `Scanner`; nil to skip nothing.
    ///
    /// ```swift
    /// let scanner = NumericScanner(string: " 1", symbols: .posix)
    /// scanner.charactersToBeSkipped = nil
    /// scanner.scanInt()   // nil: " " is not a number
    /// ```
    public var charactersToBeSkipped: CharacterSet? = .whitespacesAndNewlines

    /// Whether only characters to be skipped remain after ``currentIndex``, as Foundation's `Scanner` says.
    ///
    /// ```swift
    /// let scanner = NumericScanner(string: "1 \n", symbols: .posix)
    /// _ = scanner.scanInt()
    /// scanner.isAtEnd   // true
    /// ```
    public var isAtEnd: Bool { skipped(from: index) == string.endIndex }

    private var index: String.Index
    /// One validator per kind asked for, compiled on first use.
    private var validators: [NumericKind: NumericValidator] = [:]

    // MARK: - Making a scanner

    /// Creates a scanner that reads numbers with the given symbols.
    ///
    /// ```swift
    /// let scanner = NumericScanner(string: "-1,5", symbols: try NumberSymbols(locale: "de_DE"))
    /// scanner.scanDouble()   // -1.5
    /// ```
    ///
    /// - Parameters:
    ///   - string: The string to scan.
    ///   - symbols: The locale's symbols, from ``NumericInputCore/NumberSymbols/init(locale:)``, from a Foundation
    ///     `Locale` or built by hand.
    ///   - grouping: Whether grouping separators are read; ``/NumericInputCore/GroupingPolicy/none`` by default, as
    ///     in `numeric-input check`.
    public init(string: String, symbols: NumberSymbols, grouping: GroupingPolicy = .none) {
        self.string = string
        self.symbols = symbols
        self.grouping = grouping
        self.index = string.startIndex
    }

    /// Creates a scanner that reads numbers as a Foundation locale writes them, the user's own separators
    /// included.
    ///
    /// ```swift
    /// let scanner = try NumericScanner(string: "1,5", locale: Locale(identifier: "de_DE"))
    /// ```
    ///
    /// - Parameters:
    ///   - string: The string to scan.
    ///   - locale: A Foundation locale; its symbols are those ``NumericInputCore/NumberSymbols/init(_:)`` gives.
    ///   - grouping: Whether grouping separators are read; ``/NumericInputCore/GroupingPolicy/none`` by default.
    /// - Throws: ``LocaleError`` when the locale cannot be mapped to symbols. There is no fallback to other
    ///   symbols.
    /// - Complexity: Creates a `NumberFormatter`, as ``NumericInputCore/NumberSymbols/init(_:)`` does.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public convenience init(string: String, locale: Locale, grouping: GroupingPolicy = .none) throws(LocaleError) {
        self.init(string: string, symbols: try NumberSymbols(locale), grouping: grouping)
    }

    // MARK: - Scanning

    /// Scans the longest number of a kind at ``currentIndex``, after skipping ``charactersToBeSkipped``.
    ///
    /// ```swift
    /// let scanner = try NumericScanner(string: "12,5%", locale: Locale(identifier: "de_DE"))
    /// scanner.scanNumber(.decimal)?.canonical   // "12.5"; "%" remains
    /// ```
    ///
    /// - Parameter kind: The kind of number to read.
    /// - Returns: The exact value of the longest prefix that is a whole number of `kind`, with ``currentIndex``
    ///   moved past it; nil, with ``currentIndex`` unchanged, when there is none.
    /// - Complexity: O(*n*) in the characters skipped and scanned.
    public func scanNumber(_ kind: NumericKind) -> NumericValue? {
        scan(kind) { $0 }
    }

    /// Scans a number as a Foundation `Decimal`, exponent included ("1,5e3" is 1500 in de_DE).
    ///
    /// ```swift
    /// try NumericScanner(string: "-1,5 kg", locale: Locale(identifier: "de_DE")).scanDecimal()   // -1.5
    /// ```
    ///
    /// - Returns: The value, or nil with ``currentIndex`` unchanged when there is no number or it does not fit a
    ///   `Decimal` exactly (more than 38 significant digits, or an exponent `Decimal` cannot hold).
    /// - Complexity: O(*n*) in the characters skipped and scanned.
    public func scanDecimal() -> Decimal? {
        scan(.numeric) { $0.decimal }
    }

    /// Scans a number as the nearest `Double`, exponent included.
    ///
    /// ```swift
    /// try NumericScanner(string: "0,1", locale: Locale(identifier: "de_DE")).scanDouble()   // 0.1
    /// ```
    ///
    /// - Returns: The value, or nil with ``currentIndex`` unchanged when there is no number or its magnitude is
    ///   beyond `Double.greatestFiniteMagnitude`.
    /// - Complexity: O(*n*) in the characters skipped and scanned.
    public func scanDouble() -> Double? {
        scan(.numeric) { Double($0) }
    }

    /// Scans an integer: an optional sign and digits ("-12" of "-12,5" in de_DE, leaving ",5").
    ///
    /// ```swift
    /// try NumericScanner(string: "42 Stück", locale: Locale(identifier: "de_DE")).scanInt()   // 42
    /// ```
    ///
    /// - Returns: The value, or nil with ``currentIndex`` unchanged when there is no integer or it is outside
    ///   `Int.min...Int.max`.
    /// - Complexity: O(*n*) in the characters skipped and scanned.
    public func scanInt() -> Int? {
        scan(.integer) { Int(exactly: $0) }
    }

    /// Scans an integer as an `Int64`.
    ///
    /// ```swift
    /// NumericScanner(string: "-9223372036854775808", symbols: .posix).scanInt64()   // Int64.min
    /// ```
    ///
    /// - Returns: The value, or nil with ``currentIndex`` unchanged when there is no integer or it is outside
    ///   `Int64.min...Int64.max`.
    /// - Complexity: O(*n*) in the characters skipped and scanned.
    public func scanInt64() -> Int64? {
        scan(.integer) { Int64(exactly: $0) }
    }

    // MARK: - One scan

    /// Skips, scans a number of `kind` with the validator's own scan, and converts it; moves ``currentIndex`` only
    /// when all three succeed.
    private func scan<Result>(_ kind: NumericKind, _ convert: (NumericValue) -> Result?) -> Result? {
        let start = skipped(from: index)
        guard start < string.endIndex else { return nil }
        let scan = validator(for: kind).scan(string, from: start)
        guard let end = scan.numberEndIndex, let value = scan.value, let result = convert(value) else { return nil }
        index = end
        return result
    }

    private func validator(for kind: NumericKind) -> NumericValidator {
        if let validator = validators[kind] { return validator }
        let validator = NumericValidator(symbols: symbols, kind: kind, grouping: grouping)
        validators[kind] = validator
        return validator
    }

    /// The first index at or after `start` whose scalar is not to be skipped.
    private func skipped(from start: String.Index) -> String.Index {
        guard let skip = charactersToBeSkipped else { return start }
        let scalars = string.unicodeScalars
        var position = start
        while position < scalars.endIndex, skip.contains(scalars[position]) {
            position = scalars.index(after: position)
        }
        return position
    }

    /// `index` clamped to `text` and moved back to the start of the scalar it falls in.
    static func scalarAligned(_ index: String.Index, in text: String) -> String.Index {
        let utf8 = text.utf8
        guard index < text.endIndex else { return text.endIndex }
        guard index > text.startIndex else { return text.startIndex }
        // The UTF-8 offset, then back over continuation bytes: this also rounds an index made in the UTF-16
        // view inside a scalar.
        var offset = utf8.distance(from: utf8.startIndex, to: index)
        offset = min(max(offset, 0), utf8.count)
        var position = utf8.index(utf8.startIndex, offsetBy: offset)
        while offset > 0, position < utf8.endIndex, utf8[position] & 0xC0 == 0x80 {
            offset -= 1
            position = utf8.index(before: position)
        }
        return position
    }
}
