import NumericInput

/// The texts every implementation is measured on. Built from the locale's own symbols (read from ICU), so a text
/// is what a user of that locale types; each builder checks that NumericInput finds it complete, so no benchmark
/// measures an early rejection by accident.
public enum Inputs {
    /// Field lengths of the keystroke and whole-text benchmarks, in UTF-16 code units (= scalars here).
    public static let fieldLengths = [7, 16, 64]

    /// A numeric field of exactly `length` UTF-16 code units.
    ///
    /// 7: "1234,56" (de_DE), typed without a sign. 16 and 64: the locale's minus, integer digits, the decimal
    /// separator and three fraction digits: "-12345678901,234" (de_DE), "\u{200E}\u{2212}۱۲۳۴۵۶۷۸۹۰٫۱۲۳" (fa_IR).
    public static func field(_ locale: BenchmarkLocale, length: Int) -> String {
        let symbols = locale.symbols
        let text: String
        if length <= 7 {
            let fraction = 2
            let integer = length - 1 - fraction
            text = digits(symbols, count: integer) + symbols.decimalSeparator
                + digits(symbols, count: fraction, startingAt: integer + 1)
        } else {
            let fraction = 3
            let sign = symbols.minusSign
            let integer = length - sign.utf16.count - symbols.decimalSeparator.utf16.count - fraction
            text = sign + digits(symbols, count: integer) + symbols.decimalSeparator
                + digits(symbols, count: fraction, startingAt: integer + 1)
        }
        precondition(text.utf16.count == length, "\(locale.identifier) field is \(text.utf16.count) long, not \(length)")
        requireComplete(text, locale: locale, kind: .numeric)
        return compacted(text)
    }

    /// Every prefix of the 7-character field, as typed one character at a time: "1", "12", ..., "1234,56".
    public static func typing(_ locale: BenchmarkLocale) -> [String] {
        let text = field(locale, length: 7)
        var prefixes: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            current.unicodeScalars.append(scalar)
            prefixes.append(compacted(current))
        }
        return prefixes
    }

    /// A 16-character text that is complete for `kind`, in `locale`.
    public static func kindText(_ locale: BenchmarkLocale, kind: NumericKind) -> String {
        let symbols = locale.symbols
        let minus = symbols.minusSign
        let decimal = symbols.decimalSeparator
        func fill(_ parts: [String], digitsAt index: Int) -> String {
            let fixed = parts.enumerated().filter { $0.offset != index }.map(\.element.utf16.count).reduce(0, +)
            var parts = parts
            parts[index] = digits(symbols, count: 16 - fixed)
            return parts.joined()
        }
        let text: String
        switch kind {
        case .numeric, .scientific:
            // "-1234567,8901e12" in de_DE.
            text = fill([minus, "", decimal, digits(symbols, count: 4), "e", digits(symbols, count: 2)], digitsAt: 1)
        case .decimal:
            text = fill([minus, "", decimal, digits(symbols, count: 3)], digitsAt: 1)
        case .integer:
            text = fill([minus, ""], digitsAt: 1)
        case .positiveInteger:
            text = digits(symbols, count: 16)
        case .digits:
            text = digits(symbols, count: 2, startingAt: 0) + digits(symbols, count: 14)
        }
        precondition(text.utf16.count == 16, "\(kind) text is \(text.utf16.count) long")
        requireComplete(text, locale: locale, kind: kind)
        return text
    }

    /// A pasted number of exactly `bytes` UTF-8 bytes: the locale's minus, integer digits, the decimal
    /// separator, fraction digits. With `invalidAtEnd`, the last character is a second decimal separator, so
    /// the text is valid (partial) up to its last character and invalid there.
    public static func paste(_ locale: BenchmarkLocale, bytes: Int, invalidAtEnd: Bool = false) -> String {
        let symbols = locale.symbols
        let minus = symbols.minusSign
        let decimal = symbols.decimalSeparator
        let digitBytes = String(symbols.digits[0]).utf8.count
        let tail = invalidAtEnd ? decimal : ""
        var budget = bytes - minus.utf8.count - decimal.utf8.count - tail.utf8.count
        // Pad with ASCII-width digits only where the native digits are wider than the leftover.
        precondition(budget % digitBytes == 0 || digitBytes == 1, "cannot fill \(bytes) bytes evenly")
        budget /= digitBytes
        let fraction = budget / 4
        let text = minus + digits(symbols, count: budget - fraction) + decimal + digits(symbols, count: fraction) + tail
        precondition(text.utf8.count == bytes, "paste is \(text.utf8.count) bytes, not \(bytes)")
        let check = Inputs.validator(locale, kind: .numeric)
        if invalidAtEnd {
            guard case .invalid(_, let offset) = check.verdict(for: text), offset == text.utf16.count - 1 else {
                fatalError("paste text is not invalid exactly at its last character")
            }
        } else {
            precondition(check.status(of: text) == .complete, "paste text is not complete")
        }
        return text
    }

    /// A validator for `locale` and `kind`, grouping off unless asked (off is the default for typed input).
    public static func validator(_ locale: BenchmarkLocale, kind: NumericKind = .numeric,
                                 grouping: GroupingPolicy = .none) -> NumericValidator {
        do { return try NumericValidator(locale: locale.identifier, kind: kind, grouping: grouping) }
        catch { fatalError("\(error)") }
    }

    /// A decimal validator with strict grouping in a style (percent, accounting, …).
    public static func styledValidator(_ locale: BenchmarkLocale, style: NumberStyle) -> NumericValidator {
        do {
            return try NumericValidator(locale: locale.identifier, kind: .decimal, grouping: .strict, style: style)
        } catch { fatalError("\(error)") }
    }

    /// A decimal validator with strict grouping for an amount of money in the locale's way.
    public static func currencyValidator(_ locale: BenchmarkLocale, code: String) -> NumericValidator {
        do {
            return try NumericValidator(locale: locale.identifier, kind: .decimal, grouping: .strict,
                                        style: .currency(code))
        } catch { fatalError("\(error)") }
    }

    // MARK: - Helpers

    /// `count` digits of the locale's numbering system, cycling 1, 2, ..., 9, 0 from `startingAt`.
    static func digits(_ symbols: NumberSymbols, count: Int, startingAt first: Int = 1) -> String {
        var scalars = String.UnicodeScalarView()
        for index in 0..<max(0, count) { scalars.append(symbols.digits[(first + index) % 10]) }
        return String(scalars)
    }

    static func requireComplete(_ text: String, locale: BenchmarkLocale, kind: NumericKind) {
        let verdict = validator(locale, kind: kind).verdict(for: text)
        precondition(verdict.isComplete, "\(locale.identifier) \(kind) \(text.debugDescription): \(verdict)")
    }
}
