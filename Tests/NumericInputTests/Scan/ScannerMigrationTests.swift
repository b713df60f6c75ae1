import Foundation
import NumericInput
import Testing

/// The table in the README's "Migrating from Scanner" section and in the DocC article: texts where the code people
/// write over Foundation's `Scanner` answers differently from NumericInput, each row run against the real
/// `Scanner`. On Linux, `Scanner.scanDecimal()` reads every text the POSIX way whatever its `locale`; these rows
/// pin that, so a Foundation that starts honouring the locale makes them fail and the table must be revisited.
@Suite("Migrating from Scanner")
struct ScannerMigrationTests {
    // MARK: - The seeds' code, as people write it

    /// The seed's `isNumeric()`, with the locale passed in rather than `Locale.current` (tests never change the
    /// process-wide locale).
    static func seedIsNumeric(_ text: String, locale: Locale) -> Bool {
        let scanner = Scanner(string: text)
        scanner.locale = locale
        return scanner.scanDecimal() != nil && scanner.isAtEnd
    }

    /// The seed's positive-integer check: numeric, then "-", "e" and the decimal separator stripped by hand.
    static func seedIsPositiveInteger(_ text: String, locale: Locale) -> Bool {
        guard seedIsNumeric(text, locale: locale) else { return false }
        let separator = locale.decimalSeparator ?? "."
        return !text.contains("-") && !text.contains("e") && !text.contains(separator)
    }

    // MARK: - The table

    struct Row: Sendable, CustomTestStringConvertible {
        let locale: String
        let text: String
        /// What `Scanner.scanDecimal()` reads, as text, or nil.
        let scannerReads: String?
        /// Whether the seed's predicate says yes.
        let seedSays: Bool
        /// Whether NumericInput's predicate says yes.
        let numericInputSays: Bool
        /// The seed predicate the row is about.
        let predicate: Predicate

        enum Predicate: String, Sendable { case isNumeric, isPositiveInteger }

        var testDescription: String { "\(locale) \(text.debugDescription) \(predicate)" }
    }

    /// The rows of the documented table, in its order.
    static let rows: [Row] = [
        Row(locale: "de_DE", text: "1,5", scannerReads: "1", seedSays: false, numericInputSays: true,
            predicate: .isNumeric),
        Row(locale: "de_DE", text: "1.5", scannerReads: "1.5", seedSays: true, numericInputSays: false,
            predicate: .isNumeric),
        Row(locale: "de_DE", text: "1,5e3", scannerReads: "1", seedSays: false, numericInputSays: true,
            predicate: .isNumeric),
        Row(locale: "fr_FR", text: "-0,25", scannerReads: "-0", seedSays: false, numericInputSays: true,
            predicate: .isNumeric),
        Row(locale: "ar_EG", text: "١٫٥", scannerReads: nil, seedSays: false, numericInputSays: true,
            predicate: .isNumeric),
        Row(locale: "fa_IR", text: "۱٫۵", scannerReads: nil, seedSays: false, numericInputSays: true,
            predicate: .isNumeric),
        Row(locale: "hi_IN@numbers=deva", text: "१२३", scannerReads: nil, seedSays: false, numericInputSays: true,
            predicate: .isNumeric),
        Row(locale: "sv_SE", text: "−1", scannerReads: nil, seedSays: false, numericInputSays: true,
            predicate: .isNumeric),
        Row(locale: "en_US", text: "-", scannerReads: "0", seedSays: true, numericInputSays: false,
            predicate: .isNumeric),
        Row(locale: "en_US", text: "1e", scannerReads: "1", seedSays: true, numericInputSays: false,
            predicate: .isNumeric),
        Row(locale: "en_US", text: "0", scannerReads: "0", seedSays: true, numericInputSays: false,
            predicate: .isPositiveInteger),
        Row(locale: "en_US", text: "+5", scannerReads: "5", seedSays: true, numericInputSays: false,
            predicate: .isPositiveInteger),
        Row(locale: "en_US", text: "1E3", scannerReads: "1000", seedSays: true, numericInputSays: false,
            predicate: .isPositiveInteger),
        Row(locale: "de_DE", text: "1.000", scannerReads: "1", seedSays: true, numericInputSays: false,
            predicate: .isPositiveInteger),
    ]

    @Test("Each row: Foundation's Scanner and the seed answer as the table says, NumericInput differently",
          arguments: rows)
    func row(_ row: Row) throws {
        let locale = Locale(identifier: row.locale)
        let posix = Locale(identifier: "en_US_POSIX")

        // The real Scanner, as the seeds use it.
        let scanner = Scanner(string: row.text)
        scanner.locale = locale
        let read = scanner.scanDecimal()
        #expect(read == row.scannerReads.flatMap { Decimal(string: $0, locale: posix) },
                "Scanner.scanDecimal() reads \(read.map { "\($0)" } ?? "nil")")
        let seed = switch row.predicate {
        case .isNumeric: Self.seedIsNumeric(row.text, locale: locale)
        case .isPositiveInteger: Self.seedIsPositiveInteger(row.text, locale: locale)
        }
        #expect(seed == row.seedSays, "the seed's \(row.predicate)")

        // The replacement.
        let replacement = switch row.predicate {
        case .isNumeric: try row.text.isNumeric(locale: locale)
        case .isPositiveInteger: try row.text.isPositiveInteger(locale: locale)
        }
        #expect(replacement == row.numericInputSays, "NumericInput's \(row.predicate)")
        #expect(replacement != seed, "the row is a difference")
    }

    @Test("The README's replacement code: scanDecimal and isAtEnd answer as isNumeric does, for every row")
    func scannerShapedReplacement() throws {
        for row in Self.rows where row.predicate == .isNumeric {
            let scanner = try NumericScanner(string: row.text, locale: Locale(identifier: row.locale))
            let isNumeric = scanner.scanDecimal() != nil && scanner.isAtEnd
            #expect(isNumeric == row.numericInputSays, "\(row.testDescription)")
        }
    }
}
