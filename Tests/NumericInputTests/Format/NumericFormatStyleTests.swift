import Foundation
import NumericInput
import Testing

/// `NumericFormatStyle`: it reads back what it writes in every locale, and parses exactly the texts the validator
/// calls complete, where Foundation's own styles read "1.5" as 1 in de_DE.
@Suite("NumericFormatStyle")
struct NumericFormatStyleTests {
    // MARK: - Round trips in every locale

    static let decimals: [Decimal] = [
        "0", "-1234567.891", "0.000123", "12345678901234567890.123456789", "-0.5",
        "99999999999999999999999999999999999999", "1e100", "-1e-120",
    ].map { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX"))! }
    static let doubles: [Double] = [
        0, -1234567.891, 1e-7, 0.1, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -2.5e100, 1e22,
    ]
    static let integers: [Int] = [0, -7, 1234567, .min, .max]

    @Test("Decimal: format, then parse, gives the value back",
          arguments: NumberSymbols.availableLocaleIdentifiers)
    func decimalRoundTrip(locale: String) throws {
        for kind in [NumericKind.decimal, .numeric, .scientific] {
            for grouping in GroupingPolicy.allCases {
                let style = try NumericFormatStyle<Decimal>(locale: locale, kind: kind, grouping: grouping)
                for value in Self.decimals {
                    let text = style.format(value)
                    #expect(try style.parseStrategy.parse(text) == value, "\(kind) \(grouping) \(value): \(text)")
                }
            }
        }
    }

    @Test("Double: format, then parse, gives the same Double back",
          arguments: NumberSymbols.availableLocaleIdentifiers)
    func doubleRoundTrip(locale: String) throws {
        for kind in [NumericKind.decimal, .scientific] {
            for grouping in GroupingPolicy.allCases {
                let style = try NumericFormatStyle<Double>(locale: locale, kind: kind, grouping: grouping)
                for value in Self.doubles {
                    let text = style.format(value)
                    #expect(try style.parseStrategy.parse(text) == value, "\(kind) \(grouping) \(value): \(text)")
                }
            }
        }
    }

    @Test("Integers and Float: format, then parse, gives the value back",
          arguments: NumberSymbols.availableLocaleIdentifiers)
    func integerRoundTrip(locale: String) throws {
        for grouping in GroupingPolicy.allCases {
            let style = try NumericFormatStyle<Int>(locale: locale, grouping: grouping)
            for value in Self.integers {
                let text = style.format(value)
                #expect(try style.parseStrategy.parse(text) == value, "\(grouping) \(value): \(text)")
            }
            let bytes = try NumericFormatStyle<UInt8>(locale: locale, grouping: grouping)
            #expect(try bytes.parseStrategy.parse(bytes.format(255)) == 255)
            let wide = try NumericFormatStyle<UInt64>(locale: locale, grouping: grouping)
            #expect(try wide.parseStrategy.parse(wide.format(.max)) == .max)
            let float = try NumericFormatStyle<Float>(locale: locale, grouping: grouping)
            for value: Float in [0.1, -.greatestFiniteMagnitude, .leastNonzeroMagnitude] {
                #expect(try float.parseStrategy.parse(float.format(value)) == value)
            }
        }
    }

    @Test("Samples: de_DE, hi_IN, es_ES, fa_IR, ar_EG, and the scientific kind")
    func samples() throws {
        let german = try NumericFormatStyle<Decimal>(locale: "de_DE", grouping: .strict)
        #expect(german.format(Decimal(string: "-1234567.25")!) == "-1.234.567,25")
        let hindi = try NumericFormatStyle<Int>(locale: "hi_IN", grouping: .strict)
        #expect(hindi.format(1234567) == "12,34,567")
        let spanish = try NumericFormatStyle<Int>(locale: "es_ES", grouping: .strict)
        #expect(spanish.format(1234) == "1234" && spanish.format(12345) == "12.345")
        let persian = try NumericFormatStyle<Double>(locale: "fa_IR", kind: .scientific)
        #expect(persian.format(-0.000123) == "\u{200E}\u{2212}۱٫۲۳×۱۰^\u{200E}\u{2212}۴")
        #expect(persian.format(1500) == "۱٫۵×۱۰^۳")
        let arabic = try NumericFormatStyle<Double>(locale: "ar_EG")
        #expect(arabic.format(-1.5) == "\u{061C}-١٫٥")
        let posix = NumericFormatStyle<Double>(symbols: .posix, kind: .scientific)
        #expect(posix.format(1500) == "1.5E3" && posix.format(0) == "0E0" && posix.format(7) == "7E0")
        // Decimal is written exactly, never through a binary value.
        let exact = NumericFormatStyle<Decimal>(symbols: .posix)
        #expect(exact.format(Decimal(string: "0.1")!) == "0.1")
        #expect(exact.format(Decimal(string: "12345678901234567890.123456789")!) == "12345678901234567890.123456789")
        // A Double is written as the shortest decimal that reads back as it.
        #expect(NumericFormatStyle<Double>(symbols: .posix).format(0.1) == "0.1")
        #expect(NumericFormatStyle<Double>(symbols: .posix).format(1e-7) == "0.0000001")
    }

    @Test("NaN and the infinities are written as ICU writes them, and do not parse back")
    func nonFinite() throws {
        let style = try NumericFormatStyle<Double>(locale: "sv_SE")
        #expect(style.format(.nan) == "NaN")
        #expect(style.format(.infinity) == "∞")
        #expect(style.format(-.infinity) == "\u{2212}∞")
        #expect(NumericFormatStyle<Decimal>(symbols: .posix).format(.nan) == "NaN")
        for text in ["NaN", "∞", "\u{2212}∞"] {
            #expect(throws: NumericParseError.self) { try style.parseStrategy.parse(text) }
        }
    }

    // MARK: - Foundation's failures, answered

    /// Foundation's `Decimal.FormatStyle(locale: de_DE)` parses "1.5" as 1, "-" as 0 and "1," as 1, and
    /// `IntegerFormatStyle<Int>` parses "1.5" as 1 (Swift 6.3.1 on Linux).
    @Test("\"1.5\" in de_DE is not 1; \"-\" and \"1,\" are not values")
    func foundationFailures() throws {
        let decimal = try NumericFormatStyle<Decimal>(locale: "de_DE")
        expect(decimal, "1.5", throws: .invalid, reason: .groupingSeparatorNotAllowed, offset: 1)
        expect(decimal, "-", throws: .incomplete, offset: 1)
        expect(decimal, "1,", throws: .incomplete, offset: 2)
        expect(decimal, "", throws: .incomplete, offset: 0)
        #expect(try decimal.parseStrategy.parse("1,5") == Decimal(string: "1.5"))
        // Under strict grouping "1.5" is the beginning of "1.500": still not 1.
        let grouped = try NumericFormatStyle<Decimal>(locale: "de_DE", grouping: .strict)
        expect(grouped, "1.5", throws: .incomplete, offset: 3)
        #expect(try grouped.parseStrategy.parse("1.500") == 1500)
        let integer = try NumericFormatStyle<Int>(locale: "de_DE")
        expect(integer, "1,5", throws: .invalid, reason: .decimalSeparatorNotAllowed, offset: 1)
        expect(integer, "-", throws: .incomplete, offset: 1)
        let double = try NumericFormatStyle<Double>(locale: "en_US")
        expect(double, "1.", throws: .incomplete, offset: 2)
        expect(double, "-", throws: .incomplete, offset: 1)
        expect(double, "1,5", throws: .invalid, reason: .groupingSeparatorNotAllowed, offset: 1)
    }

    @Test("An integer too large for its type is an error, not a wrong value")
    func integerOverflow() throws {
        let style = try NumericFormatStyle<Int>(locale: "de_DE")
        #expect(try style.parseStrategy.parse("9223372036854775807") == .max)
        #expect(try style.parseStrategy.parse("-9223372036854775808") == .min)
        expect(style, "9223372036854775808", throws: .outOfRange)
        expect(style, "-9223372036854775809", throws: .outOfRange)
        expect(style, "99999999999999999999", throws: .outOfRange)
        expect(try NumericFormatStyle<Int8>(locale: "de_DE"), "128", throws: .outOfRange)
        expect(try NumericFormatStyle<UInt>(locale: "de_DE"), "-1", throws: .outOfRange)
        #expect(try NumericFormatStyle<UInt>(locale: "de_DE").parseStrategy.parse("-0") == 0)
        // An integer type with a kind that takes fractions: a fraction is an error, not truncated.
        let numeric = try NumericFormatStyle<Int>(locale: "de_DE", kind: .numeric)
        expect(numeric, "1,5", throws: .notAnInteger)
        #expect(try numeric.parseStrategy.parse("1,5e3") == 1500)
        expect(numeric, "1e19", throws: .outOfRange)
        expect(numeric, "1e999999999", throws: .outOfRange)
    }

    @Test("A Double that would be infinite is an error; one too small rounds to zero")
    func doubleRange() throws {
        let style = try NumericFormatStyle<Double>(locale: "en_US", kind: .numeric)
        expect(style, "1e309", throws: .outOfRange)
        expect(style, "-1" + String(repeating: "0", count: 309), throws: .outOfRange)
        #expect(try style.parseStrategy.parse("1.7976931348623157e308") == .greatestFiniteMagnitude)
        #expect(try style.parseStrategy.parse("1e-400") == 0)
        expect(try NumericFormatStyle<Float>(locale: "en_US", kind: .numeric), "1e39", throws: .outOfRange)
    }

    @Test("A Decimal is exact or an error: never rounded to 38 digits")
    func decimalRange() throws {
        let style = try NumericFormatStyle<Decimal>(locale: "en_US", kind: .numeric)
        let digits38 = String(repeating: "9", count: 38)
        #expect(try style.parseStrategy.parse(digits38) == Decimal(string: digits38))
        expect(style, digits38 + "1", throws: .tooManyDigits)
        expect(style, "0." + digits38 + "1", throws: .tooManyDigits)
        expect(style, "1e200", throws: .outOfRange)
        expect(style, "1e-200", throws: .outOfRange)
    }

    @Test("Offsets are UTF-16 code units: ff_Adlm's digits are two each")
    func utf16Offsets() throws {
        let style = try NumericFormatStyle<Int>(locale: "ff_Adlm")
        let text = style.format(12) + "x"
        expect(style, text, throws: .invalid, reason: .unexpectedCharacter, offset: 4)
    }

    // MARK: - Exactly the complete texts

    @Test("Random texts from the locale's symbols: a value exactly when the validator calls them complete",
          arguments: ["de_DE", "ar_EG", "fa_IR", "hi_IN", "fr_FR", "en_US_POSIX"])
    func exactlyTheCompleteTexts(locale: String) throws {
        let style = try NumericFormatStyle<Decimal>(locale: locale, kind: .numeric, grouping: .strict)
        let symbols = style.symbols
        let pieces = symbols.digits.prefix(3).map { String($0) } + ["1", "0", "9"]
            + [symbols.decimalSeparator, symbols.groupingSeparator, symbols.minusSign, symbols.plusSign, "-", "e",
               symbols.exponentSymbol, " ", "x"]
        var generator = SplitMix(seed: UInt64(locale.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
        var complete = 0
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...7, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            let verdict = style.validator.verdict(for: text)
            let endsWithSeparator = style.validator.scan(text, from: text.startIndex).tokens.last?.kind
                == .decimalSeparator
            do {
                let value = try style.parseStrategy.parse(text)
                #expect(verdict.isComplete && !endsWithSeparator, "\(text.debugDescription)")
                #expect(verdict.value?.decimal == value, "\(text.debugDescription)")
                complete += 1
            } catch {
                switch verdict {
                case .invalid(let reason, let offset):
                    #expect(error.code == .invalid && error.reason == reason && error.offset == offset)
                case .partial:
                    #expect(error.code == .incomplete && error.offset == text.utf16.count)
                case .complete:
                    #expect(endsWithSeparator || error.code == .outOfRange || error.code == .tooManyDigits,
                            "\(text.debugDescription): \(error)")
                }
            }
        }
        #expect(complete > 100, "only \(complete) complete texts")
    }

    // MARK: - FormatStyle's requirements

    @Test("Codable: a style comes back equal, from its symbols, with no locale data read")
    func codable() throws {
        let custom = try NumberSymbols(localeIdentifier: "de_CH@custom", decimalSeparator: ".", groupingSeparator: "'",
                                   minimumGroupingDigits: 2, minusSign: "\u{2212}", exponentSymbol: "×10^",
                                   digits: Array("٠١٢٣٤٥٦٧٨٩".unicodeScalars))
        let styles = [
            try NumericFormatStyle<Decimal>(locale: "fa_IR", kind: .scientific, grouping: .strict),
            NumericFormatStyle<Decimal>(symbols: custom, grouping: .strict),
        ]
        for style in styles {
            let json = try JSONEncoder().encode(style)
            let back = try JSONDecoder().decode(NumericFormatStyle<Decimal>.self, from: json)
            #expect(back == style)
            #expect(back.hashValue == style.hashValue)
            #expect(back.format(-1234567.5) == style.format(-1234567.5))
            let strategy = try JSONDecoder().decode(NumericParseStrategy<Decimal>.self,
                                                    from: try JSONEncoder().encode(style.parseStrategy))
            #expect(strategy == style.parseStrategy)
        }
        let json = String(decoding: try JSONEncoder().encode(styles[1]), as: UTF8.self)
        #expect(json.contains("\"kind\":\"decimal\"") && json.contains("\"grouping\":\"strict\""))
        #expect(json.contains("\"digits\":\"٠١٢٣٤٥٦٧٨٩\""))
    }

    @Test("Decoding refuses what NumberSymbols would replace or clamp silently", arguments: [
        ("\"digits\":\"0123456789\"", "\"digits\":\"012345678\""),
        ("\"digits\":\"0123456789\"", "\"digits\":\"0123456780\""),
        ("\"kind\":\"decimal\"", "\"kind\":\"fraction\""),
        ("\"grouping\":\"none\"", "\"grouping\":\"loose\""),
        ("\"decimalSeparator\":\",\"", "\"decimalSeparator\":\"\""),
        ("\"minusSign\":\"-\"", "\"minusSign\":\"\""),
        ("\"minimumGroupingDigits\":1", "\"minimumGroupingDigits\":0"),
        ("\"primaryGroupingSize\":3", "\"primaryGroupingSize\":-1"),
    ])
    func decodingRefuses(original: String, corrupted: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(try NumericFormatStyle<Decimal>(locale: "de_DE")),
                          as: UTF8.self)
        #expect(json.contains(original), "\(json)")
        let broken = json.replacingOccurrences(of: original, with: corrupted)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NumericFormatStyle<Decimal>.self, from: Data(broken.utf8))
        }
    }

    @Test("Hashable: equal for the same symbols, kind and grouping, however made")
    func hashable() throws {
        let fromLocale = try NumericFormatStyle<Decimal>(locale: "de-DE")
        let fromSymbols = NumericFormatStyle<Decimal>(symbols: try NumberSymbols(locale: "de_DE"))
        #expect(fromLocale == fromSymbols && fromLocale.hashValue == fromSymbols.hashValue)
        #expect(fromLocale != (try NumericFormatStyle<Decimal>(locale: "de_DE", grouping: .strict)))
        #expect(fromLocale != (try NumericFormatStyle<Decimal>(locale: "de_DE", kind: .numeric)))
        #expect(fromLocale != (try NumericFormatStyle<Decimal>(locale: "de_AT")))
    }

    @Test("locale(_:) keeps the style's own symbols; a style from a Foundation locale takes that locale's")
    func locales() throws {
        let style = try NumericFormatStyle<Decimal>(locale: "de_DE")
        #expect(style.locale(Locale(identifier: "en_US")) == style)
        let foundation = try NumericFormatStyle<Decimal>(Locale(identifier: "de_DE"))
        #expect(foundation.format(-1.5) == "-1,5")
        #expect(try foundation.parseStrategy.parse("-1,5") == -1.5)
        #expect(NumericFormatStyle<Int>(symbols: .posix).kind == .integer)
        #expect(NumericFormatStyle<Double>(symbols: .posix).kind == .decimal)
        #expect(throws: LocaleError.self) { try NumericFormatStyle<Decimal>(locale: "xx_YY") }
    }

    @Test("Foundation's entry points take the style: formatted(_:) and init(_:strategy:)")
    func foundationEntryPoints() throws {
        let style = try NumericFormatStyle<Decimal>(locale: "de_DE", grouping: .strict)
        #expect(Decimal(string: "1234.5")!.formatted(style) == "1.234,5")
        #expect(try Decimal("1.234,5", strategy: style.parseStrategy) == Decimal(string: "1234.5"))
        #expect(throws: NumericParseError.self) { try Decimal("1.5", strategy: style.parseStrategy) }
        #expect(try Int("-12", strategy: try NumericFormatStyle<Int>(locale: "de_DE").parseStrategy) == -12)
    }

    // MARK: - Helpers

    func expect<Value>(
        _ style: NumericFormatStyle<Value>, _ text: String, throws code: NumericParseError.Code,
        reason: InvalidReason? = nil, offset: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            let value = try style.parseStrategy.parse(text)
            Issue.record("\(text.debugDescription) parsed as \(value)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.code == code, "\(text.debugDescription): \(error)", sourceLocation: sourceLocation)
            if let reason { #expect(error.reason == reason, "\(error)", sourceLocation: sourceLocation) }
            if let offset { #expect(error.offset == offset, "\(error)", sourceLocation: sourceLocation) }
            #expect(!error.message.isEmpty, sourceLocation: sourceLocation)
        }
    }
}
