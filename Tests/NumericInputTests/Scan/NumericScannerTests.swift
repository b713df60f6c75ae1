import Foundation
import NumericInput
import PropertyBased
import Testing

/// `NumericScanner` and the `isNumeric`-style predicates: they answer what `check` answers (the validator's
/// verdict) and stop where `NumericValidator.scan` says a number ends.
@Suite("NumericScanner")
struct NumericScannerTests {
    static let de = Locale(identifier: "de_DE")

    // MARK: - The example

    @Test("de_DE: \" -1,5 kg\" is -1.5, then \"kg\" is no number and the index stays")
    func example() throws {
        let scanner = try NumericScanner(string: " -1,5 kg", locale: Self.de)
        #expect(scanner.scanDecimal() == Decimal(string: "-1.5", locale: Locale(identifier: "en_US_POSIX")))
        #expect(scanner.string[scanner.currentIndex...] == " kg")
        #expect(!scanner.isAtEnd)
        let before = scanner.currentIndex
        #expect(scanner.scanDecimal() == nil)
        #expect(scanner.currentIndex == before, "a failed scan moves nothing, not even past the skipped space")
        #expect(scanner.scanInt() == nil && scanner.scanDouble() == nil && scanner.scanInt64() == nil)
        #expect(scanner.currentIndex == before)
    }

    @Test("Several numbers in a row, each after the whitespace before it")
    func sequence() throws {
        let scanner = try NumericScanner(string: "1,5\n-2 ۳ 4e2", locale: Self.de)
        #expect(scanner.scanDouble() == 1.5)
        #expect(scanner.scanInt() == -2)
        #expect(scanner.scanInt() == nil, "Persian digits are not de_DE's")
        scanner.currentIndex = scanner.string.index(scanner.string.endIndex, offsetBy: -3)
        #expect(scanner.scanDecimal() == 400)
        #expect(scanner.isAtEnd)
        #expect(scanner.scanDecimal() == nil)
    }

    // MARK: - Types

    struct TypeCase: Sendable, CustomTestStringConvertible {
        let text: String
        let decimal: String?
        let double: Double?
        let int: Int?
        let int64: Int64?
        /// What remains after scanDecimal.
        let rest: String
        var testDescription: String { text.debugDescription }
    }

    static let typeCases: [TypeCase] = [
        TypeCase(text: "1,5e3", decimal: "1500", double: 1500, int: 1, int64: 1, rest: ""),
        TypeCase(text: "-12,5", decimal: "-12.5", double: -12.5, int: -12, int64: -12, rest: ""),
        TypeCase(text: "9223372036854775807", decimal: "9223372036854775807", double: 0x1p63,
                 int: .max, int64: .max, rest: ""),
        TypeCase(text: "-9223372036854775808", decimal: "-9223372036854775808", double: -9223372036854775808,
                 int: .min, int64: .min, rest: ""),
        // One past the top: no Int, no Int64, and the index stays; Decimal and Double still hold it.
        TypeCase(text: "9223372036854775808", decimal: "9223372036854775808", double: 9223372036854775808,
                 int: nil, int64: nil, rest: ""),
        // 39 significant digits: no exact Decimal.
        TypeCase(text: "123456789012345678901234567890123456789", decimal: nil,
                 double: 1.2345678901234568e38, int: nil, int64: nil,
                 rest: "123456789012345678901234567890123456789"),
        // Beyond Double, and beyond Decimal's exponent (127): both nil; scanInt takes the "1".
        TypeCase(text: "1e400", decimal: nil, double: nil, int: 1, int64: 1, rest: "1e400"),
        TypeCase(text: "-", decimal: nil, double: nil, int: nil, int64: nil, rest: "-"),
        TypeCase(text: "1e", decimal: "1", double: 1, int: 1, int64: 1, rest: "e"),
        TypeCase(text: "1,", decimal: "1", double: 1, int: 1, int64: 1, rest: ""),
        TypeCase(text: "1.5", decimal: "1", double: 1, int: 1, int64: 1, rest: ".5"),
    ]

    @Test("Each type: its value, or nil with the index unchanged", arguments: typeCases)
    func types(_ testCase: TypeCase) throws {
        let posix = Locale(identifier: "en_US_POSIX")
        func scanner() throws -> NumericScanner { try NumericScanner(string: testCase.text, locale: Self.de) }
        let decimal = try scanner()
        #expect(decimal.scanDecimal() == testCase.decimal.flatMap { Decimal(string: $0, locale: posix) })
        #expect(String(decimal.string[decimal.currentIndex...]) == testCase.rest)
        #expect(try scanner().scanDouble() == testCase.double)
        let int = try scanner()
        let intValue = int.scanInt()
        #expect(intValue == testCase.int)
        if intValue == nil { #expect(int.currentIndex == int.string.startIndex) }
        let int64 = try scanner()
        let int64Value = int64.scanInt64()
        #expect(int64Value == testCase.int64)
        if int64Value == nil { #expect(int64.currentIndex == int64.string.startIndex) }
    }

    // MARK: - Agreement with check and scan

    /// Every row of the edge-case table: the predicate of the row's kind is exactly "complete", and a scan of the
    /// row's kind from the start stops where `NumericValidator.scan` puts the end of the number, with its value.
    @Test("Edge-case table: predicates agree with the verdict, scans with NumericValidator.scan",
          arguments: edgeCases)
    func agreesWithCheckAndScan(_ row: EdgeCase) throws {
        let symbols = try NumberSymbols(locale: row.locale)
        let validator = NumericValidator(symbols: symbols, kind: row.kind, grouping: row.grouping)
        let isComplete = row.expected.hasPrefix("complete")
        #expect(validator.verdict(for: row.text).isComplete == isComplete, "the table itself")
        let substring = ("«" + row.text + "»").dropFirst().dropLast()
        switch row.kind {
        case .numeric:
            #expect(row.text.isNumeric(symbols: symbols, grouping: row.grouping) == isComplete)
            #expect(substring.isNumeric(symbols: symbols, grouping: row.grouping) == isComplete)
        case .integer:
            #expect(row.text.isInteger(symbols: symbols, grouping: row.grouping) == isComplete)
            #expect(substring.isInteger(symbols: symbols, grouping: row.grouping) == isComplete)
        case .positiveInteger:
            #expect(row.text.isPositiveInteger(symbols: symbols, grouping: row.grouping) == isComplete)
            #expect(substring.isPositiveInteger(symbols: symbols, grouping: row.grouping) == isComplete)
        case .scientific:
            #expect(row.text.isScientific(symbols: symbols, grouping: row.grouping) == isComplete)
            #expect(substring.isScientific(symbols: symbols, grouping: row.grouping) == isComplete)
        case .decimal, .digits:
            break
        }
        Self.expectScanAgrees(row.text, symbols: symbols, kind: row.kind, grouping: row.grouping)
    }

    /// A scanner with nothing to skip, from the start: the value and end `NumericValidator.scan` gives, and for a
    /// complete text the whole text with the verdict's value.
    static func expectScanAgrees(_ text: String, symbols: NumberSymbols, kind: NumericKind,
                                 grouping: GroupingPolicy) {
        let validator = NumericValidator(symbols: symbols, kind: kind, grouping: grouping)
        let reference = validator.scan(text, from: text.startIndex)
        let scanner = NumericScanner(string: text, symbols: symbols, grouping: grouping)
        scanner.charactersToBeSkipped = nil
        let value = scanner.scanNumber(kind)
        #expect(value == reference.value, "value of \(text.debugDescription)")
        #expect(scanner.currentIndex == (reference.numberEndIndex ?? text.startIndex),
                "end of the number in \(text.debugDescription)")
        if case .complete(let whole) = validator.verdict(for: text) {
            #expect(value == whole && scanner.currentIndex == text.endIndex, "a complete text is one number")
        }
    }

    @Test("Random texts of digits and symbols, five locales: scans agree with NumericValidator.scan")
    func randomTexts() async throws {
        let locales = ["en_US", "de_DE", "fa_IR", "ar_EG", "hi_IN"]
        var alphabet: [[String]] = []
        for locale in locales {
            let symbols = try NumberSymbols(locale: locale)
            alphabet.append(["0", "1", "9", String(symbols.digits[1]), String(symbols.digits[7]),
                             symbols.decimalSeparator, symbols.groupingSeparator, symbols.minusSign, "+", "-",
                             symbols.exponentSymbol, "e", " ", "x", "\u{200E}"])
        }
        let symbolsByLocale = try locales.map { try NumberSymbols(locale: $0) }
        await propertyCheck(count: 500, input: Gen.int(in: 0...4), Gen.int(in: 0...14).array(of: 0...12),
                            Gen.int(in: 0...5), Gen.int(in: 0...1)) { locale, pieces, kindIndex, groupingIndex in
            let text = pieces.map { alphabet[locale][$0] }.joined()
            let kind = NumericKind.allCases[kindIndex]
            let grouping = GroupingPolicy.allCases[groupingIndex]
            Self.expectScanAgrees(text, symbols: symbolsByLocale[locale], kind: kind, grouping: grouping)
        }
    }

    // MARK: - Skipping and the index

    @Test("Skipped characters: whitespace and newlines by default, a custom set, or none")
    func skipping() throws {
        let scanner = NumericScanner(string: "\n\t 12;;7", symbols: .posix)
        #expect(scanner.scanInt() == 12)
        #expect(scanner.scanInt() == nil)
        scanner.charactersToBeSkipped = CharacterSet(charactersIn: ";")
        #expect(scanner.scanInt() == 7)
        #expect(scanner.isAtEnd)

        let strict = NumericScanner(string: " 1", symbols: .posix)
        strict.charactersToBeSkipped = nil
        #expect(strict.scanInt() == nil)
        #expect(!strict.isAtEnd, "a space is significant when nothing is skipped")
    }

    @Test("isAtEnd: true when only characters to be skipped remain")
    func isAtEnd() {
        #expect(NumericScanner(string: "", symbols: .posix).isAtEnd)
        #expect(NumericScanner(string: " \n", symbols: .posix).isAtEnd)
        #expect(!NumericScanner(string: " x", symbols: .posix).isAtEnd)
    }

    @Test("Setting currentIndex: past the end is the end; inside a scalar is its start; never a trap")
    func settingTheIndex() {
        let text = "€5"
        let scanner = NumericScanner(string: text, symbols: .posix)
        // An index into the middle of "€" (3 UTF-8 bytes), from the UTF-8 view.
        scanner.currentIndex = text.utf8.index(after: text.utf8.startIndex)
        #expect(scanner.currentIndex == text.startIndex)
        #expect(scanner.scanInt() == nil)
        scanner.currentIndex = text.index(after: text.startIndex)
        #expect(scanner.scanInt() == 5)
        // An index of a longer string, beyond this one's end.
        let longer = "0123456789"
        scanner.currentIndex = longer.index(longer.startIndex, offsetBy: 8)
        #expect(scanner.currentIndex == text.endIndex)
        #expect(scanner.isAtEnd)
        #expect(scanner.scanDecimal() == nil)
        // A UTF-16 index inside a surrogate pair.
        let emoji = "😀7"
        let other = NumericScanner(string: emoji, symbols: .posix)
        other.currentIndex = emoji.utf16.index(after: emoji.utf16.startIndex)
        #expect(other.currentIndex == emoji.startIndex)
        #expect(other.scanInt() == nil)
    }

    // MARK: - Locales and symbols

    @Test("Native digits, bidi marks, exponent symbols: as check reads them")
    func locales() throws {
        let persian = try NumericScanner(string: "\u{200E}−۱٫۵×۱۰^۳ ریال", locale: Locale(identifier: "fa_IR"))
        #expect(persian.scanDouble() == -1500)
        let arabic = try NumericScanner(string: "١٢٫٥", locale: Locale(identifier: "ar_EG"))
        #expect(arabic.scanNumber(.decimal)?.canonical == "12.5")
        let hindi = NumericScanner(string: "12,34,567.5", symbols: try NumberSymbols(locale: "hi_IN"),
                                   grouping: .strict)
        #expect(hindi.scanDecimal() == 1234567.5)
        let digits = NumericScanner(string: "007-1", symbols: .posix)
        #expect(digits.scanNumber(.digits)?.canonical == "007")
        #expect(digits.scanNumber(.positiveInteger) == nil, "a sign is no positive integer")
        #expect(digits.scanInt() == -1)
    }

    @Test("A locale that cannot be loaded is a LocaleError, never another locale's symbols")
    func badLocale() {
        #expect(throws: LocaleError.self) { try NumericScanner(string: "1", locale: Locale(identifier: "")) }
        #expect(throws: LocaleError.self) { try "1".isNumeric(locale: Locale(identifier: "")) }
        #expect(throws: LocaleError.self) { try "1"[...].isPositiveInteger(locale: Locale(identifier: "")) }
    }

    // MARK: - Predicates

    @Test("Predicates with a Foundation locale: the issue's examples and the kinds")
    func predicates() throws {
        #expect(try "1,5".isNumeric(locale: Self.de))
        #expect(try !"1.5".isNumeric(locale: Self.de))
        #expect(try "1.234,5".isNumeric(locale: Self.de, grouping: .strict))
        #expect(try "-12".isInteger(locale: Self.de))
        #expect(try !"1,0".isInteger(locale: Self.de))
        #expect(try "15".isPositiveInteger(locale: Self.de))
        #expect(try !"0".isPositiveInteger(locale: Self.de))
        #expect(try !"-1".isPositiveInteger(locale: Self.de))
        #expect(try "1,5E3".isScientific(locale: Self.de))
        #expect(try !"1,5".isScientific(locale: Self.de))
        let line = "Preis: 1,5"
        #expect(try line[line.index(line.startIndex, offsetBy: 7)...].isNumeric(locale: Self.de))
        #expect(try !line.dropLast(4).isNumeric(locale: Self.de))
        #expect(try "۱۵".isPositiveInteger(locale: Locale(identifier: "fa_IR")))
    }
}
