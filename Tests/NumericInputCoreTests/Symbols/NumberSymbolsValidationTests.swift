import NumericInputCore
import Testing

/// `NumberSymbols` cannot be made wrong: the initializer and the builders refuse every malformed set with a
/// typed error, and there is no other way in (the properties are `let`s).
@Suite("NumberSymbols validation")
struct NumberSymbolsValidationTests {
    static func digits(from zero: UInt32) -> [Unicode.Scalar] { (0..<10).map { Unicode.Scalar(zero + $0)! } }

    /// One malformed set and the code it must be refused with.
    struct Malformed: CustomTestStringConvertible, Sendable {
        var name: String
        var code: NumberSymbolsError.Code
        var decimalSeparator = "."
        var groupingSeparator = ","
        var primaryGroupingSize = 3
        var secondaryGroupingSize = 0
        var minimumGroupingDigits = 1
        var minusSign = "-"
        var plusSign = "+"
        var exponentSymbol = "E"
        var digits = NumberSymbols.asciiDigits
        var testDescription: String { name }

        func build() throws(NumberSymbolsError) -> NumberSymbols {
            try NumberSymbols(
                localeIdentifier: "test", decimalSeparator: decimalSeparator, groupingSeparator: groupingSeparator,
                primaryGroupingSize: primaryGroupingSize, secondaryGroupingSize: secondaryGroupingSize,
                minimumGroupingDigits: minimumGroupingDigits, minusSign: minusSign, plusSign: plusSign,
                exponentSymbol: exponentSymbol, digits: digits)
        }
    }

    static let malformed: [Malformed] = [
        Malformed(name: "nine digits", code: .invalidDigits, digits: Array(NumberSymbols.asciiDigits.prefix(9))),
        Malformed(name: "eleven digits", code: .invalidDigits, digits: NumberSymbols.asciiDigits + ["0"]),
        Malformed(name: "no digits", code: .invalidDigits, digits: []),
        Malformed(name: "a digit twice", code: .invalidDigits, digits: Array("0123456788".unicodeScalars)),
        Malformed(name: "letters", code: .invalidDigits, digits: Array("abcdefghij".unicodeScalars)),
        Malformed(name: "out of order", code: .invalidDigits, digits: Array("1023456789".unicodeScalars)),
        Malformed(name: "reversed", code: .invalidDigits, digits: NumberSymbols.asciiDigits.reversed()),
        Malformed(name: "two systems (ASCII and Arabic-Indic)", code: .invalidDigits,
                  digits: Array("01234٥٦٧٨٩".unicodeScalars)),
        Malformed(name: "two systems (Devanagari and Bengali)", code: .invalidDigits,
                  digits: Array(digits(from: 0x966).prefix(5)) + Array(digits(from: 0x9E6).suffix(5))),
        Malformed(name: "hanidec mixed with ASCII", code: .invalidDigits,
                  digits: Array("〇123456789".unicodeScalars)),
        Malformed(name: "superscripts (digit-type numerals, not a system)", code: .invalidDigits,
                  digits: Array("⁰¹²³⁴⁵⁶⁷⁸⁹".unicodeScalars)),
        Malformed(name: "empty decimal separator", code: .emptySymbol, decimalSeparator: ""),
        Malformed(name: "empty minus sign", code: .emptySymbol, minusSign: ""),
        Malformed(name: "empty plus sign", code: .emptySymbol, plusSign: ""),
        Malformed(name: "empty exponent symbol", code: .emptySymbol, exponentSymbol: ""),
        Malformed(name: "decimal separator is the grouping separator", code: .separatorsCollide,
                  decimalSeparator: ",", groupingSeparator: ","),
        Malformed(name: "negative primary grouping size", code: .invalidGroupingSize, primaryGroupingSize: -1),
        Malformed(name: "negative secondary grouping size", code: .invalidGroupingSize, secondaryGroupingSize: -2),
        Malformed(name: "minimum grouping digits 0", code: .invalidGroupingSize, minimumGroupingDigits: 0),
    ]

    @Test(arguments: malformed)
    func malformedSetIsRefused(_ row: Malformed) {
        do {
            let symbols = try row.build()
            Issue.record("accepted: \(symbols)")
        } catch {
            #expect(error.code == row.code, "\(error.message)")
            #expect(!error.message.isEmpty && error.description == error.message)
        }
    }

    @Test("Every malformed case is also refused by the builder that changes that one symbol")
    func buildersRefuseTheSame() throws {
        let base = NumberSymbols.posix
        func refused(_ code: NumberSymbolsError.Code, _ build: () throws(NumberSymbolsError) -> NumberSymbols) {
            do {
                let symbols = try build()
                Issue.record("accepted: \(symbols)")
            } catch {
                #expect(error.code == code, "\(error.message)")
            }
        }
        for row in Self.malformed where row.code == .invalidDigits {
            refused(.invalidDigits) { () throws(NumberSymbolsError) in try base.withDigits(row.digits) }
        }
        refused(.emptySymbol) { () throws(NumberSymbolsError) in try base.withDecimalSeparator("") }
        refused(.emptySymbol) { () throws(NumberSymbolsError) in try base.withMinusSign("") }
        refused(.emptySymbol) { () throws(NumberSymbolsError) in try base.withPlusSign("") }
        refused(.emptySymbol) { () throws(NumberSymbolsError) in try base.withExponentSymbol("") }
        refused(.separatorsCollide) { () throws(NumberSymbolsError) in try base.withDecimalSeparator(",") }
        refused(.separatorsCollide) { () throws(NumberSymbolsError) in try base.withGroupingSeparator(".") }
        refused(.invalidGroupingSize) { () throws(NumberSymbolsError) in try base.withGroupingSizes(primary: -3) }
        refused(.invalidGroupingSize) { () throws(NumberSymbolsError) in
            try base.withGroupingSizes(primary: 3, secondary: -1)
        }
        refused(.invalidGroupingSize) { () throws(NumberSymbolsError) in try base.withMinimumGroupingDigits(0) }
    }

    @Test("A builder changes its one symbol and nothing else")
    func buildersChangeOneSymbol() throws {
        let base = NumberSymbols.posix
        let swiss = try base.withGroupingSeparator("\u{2019}")
        #expect(swiss.groupingSeparator == "\u{2019}" && swiss.decimalSeparator == "." && swiss.digits == base.digits)
        let german = try base.withSeparators(decimal: ",", grouping: ".")
        #expect(german.decimalSeparator == "," && german.groupingSeparator == ".")
        #expect(throws: NumberSymbolsError.self) { try base.withSeparators(decimal: "'", grouping: "'") }
        #expect(try base.withDigits(Self.digits(from: 0x660)).digits.first == "٠")
        #expect(try base.withMinusSign("\u{2212}").minusSign == "\u{2212}")
        #expect(try base.withPlusSign("\u{FF0B}").plusSign == "\u{FF0B}")
        #expect(try base.withExponentSymbol("×10^").exponentSymbol == "×10^")
        #expect(try base.withLocaleIdentifier("de_CH").localeIdentifier == "de_CH")
        #expect(try base.withMinimumGroupingDigits(2).minimumGroupingDigits == 2)
        let indian = try base.withGroupingSizes(primary: 3, secondary: 2)
        #expect(indian.primaryGroupingSize == 3 && indian.secondaryGroupingSize == 2)
        #expect(base == .posix, "a builder left the original alone")
    }

    @Test("Digits of every kind ICU uses are accepted: ASCII, BMP blocks, outside the BMP, hanidec")
    func wellFormedDigits() throws {
        let systems: [[Unicode.Scalar]] = [
            NumberSymbols.asciiDigits, Self.digits(from: 0x660), Self.digits(from: 0x6F0), Self.digits(from: 0x966),
            Self.digits(from: 0xFF10), Self.digits(from: 0x1E950), Self.digits(from: 0x11136),
            Array("〇一二三四五六七八九".unicodeScalars),
        ]
        for digits in systems {
            #expect(try NumberSymbols.posix.withDigits(digits).digits == digits)
        }
    }

    @Test("posix is the checked initializer's value for its symbols")
    func posixIsWellFormed() throws {
        let checked = try NumberSymbols(localeIdentifier: "en_US_POSIX", decimalSeparator: ".", groupingSeparator: ",")
        #expect(checked == .posix)
    }

    @Test("Error codes have stable names")
    func codeNames() {
        #expect(NumberSymbolsError.Code.invalidDigits.description == "invalid-digits")
        #expect(NumberSymbolsError.Code.emptySymbol.description == "empty-symbol")
        #expect(NumberSymbolsError.Code.separatorsCollide.description == "separators-collide")
        #expect(NumberSymbolsError.Code.invalidGroupingSize.description == "invalid-grouping-size")
    }
}
