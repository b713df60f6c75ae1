import NumericInput
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hostile input, one test each: every case is answered with a verdict or a typed error, never a trap, and the
/// large ones in linear time.
@Suite("Malformed input")
struct MalformedInputTests {
    static let mebibyte = 1 << 20

    // MARK: - Surrogates, NUL

    @Test("Lone surrogates through the UTF-16 APIs are invalid at their offset")
    func loneSurrogates() throws {
        let validator = try NumericValidator(locale: "de_DE")
        let cases: [(units: [UInt16], offset: Int)] = [
            ([0xD800], 0),                       // a lead surrogate alone
            ([0xDC00], 0),                       // a trail surrogate alone
            ([0x31, 0xD800], 1),                 // a lead at the end
            ([0x31, 0xD800, 0x32], 1),           // a lead followed by a digit
            ([0x31, 0xDC00, 0xD800], 1),         // a pair the wrong way round
            ([0x2D, 0x31, 0x2C, 0xDFFF], 3),     // "-1," then a trail
            ([0xD83D, 0xDE00, 0x31], 0),         // a real pair (😀) is a character, just not a digit
        ]
        for (units, offset) in cases {
            let verdict = validator.verdict(forUTF16: units)
            #expect(verdict == .invalid(.unexpectedCharacter, offset: offset), "\(units)")
            // Decoding replaces a lone surrogate by U+FFFD, one code unit too: the same verdict.
            #expect(validator.verdict(for: String(decoding: units, as: UTF16.self)) == verdict)
        }
        // Everything before the surrogate still counts: a prefix that is a number stays one.
        #expect(validator.verdict(forUTF16: [0x31, 0x32]) == validator.verdict(for: "12"))

        // A UTF-16 edit range that splits a pair is a typed error, at the offset that splits it.
        let rule = InputRule.number(validator)
        for (offset, length, splitAt) in [(2, 0, 2), (1, 1, 2), (2, 2, 2), (0, 2, 2)] {
            #expect {
                try rule.evaluate(current: "1😀2", utf16Offset: offset, utf16Length: length, replacement: "3")
            } throws: { error in
                (error as? EditError)?.code == .splitsSurrogatePair && (error as? EditError)?.offset == splitAt
            }
        }
    }

    @Test("NUL is a character like any other that is not part of a number")
    func nul() throws {
        let validator = try NumericValidator(locale: "en_US")
        #expect(validator.verdict(for: "\u{0}") == .invalid(.unexpectedCharacter, offset: 0))
        #expect(validator.verdict(for: "1\u{0}") == .invalid(.unexpectedCharacter, offset: 1))
        #expect(validator.verdict(for: "1\u{0}2") == .invalid(.unexpectedCharacter, offset: 1))
        #expect(validator.verdict(forUTF16: [0x31, 0x00]) == .invalid(.unexpectedCharacter, offset: 1))
        #expect(validator.status(of: "-\u{0}") == .invalid)
        let scan = validator.scan("12\u{0}3", from: "12\u{0}3".startIndex)
        #expect(scan.value?.canonical == "12")
        let rule = InputRule.maxLength(5).number(validator)
        let decision = try rule.evaluate(current: "12", utf16Offset: 1, utf16Length: 0, replacement: "\u{0}")
        #expect(!decision.isAccepted)
        #expect(decision.rejection == Rejection(reason: .unexpectedCharacter, offset: 1))
        // In a locale id, NUL ends nothing: the id is malformed.
        #expect(throws: LocaleError.self) { try NumberSymbols(locale: "de\u{0}_DE") }
    }

    // MARK: - A mebibyte

    @Test("A mebibyte of combining marks")
    func mebibyteOfCombiningMarks() throws {
        let validator = try NumericValidator(locale: "de_DE")
        func marks(_ count: Int) -> String { "1" + String(repeating: "\u{301}", count: count) }
        expectLinear("verdict(for:)") { count in
            let text = marks(count)
            return { #expect(validator.verdict(for: text) == .invalid(.unexpectedCharacter, offset: 1)) }
        }
        expectLinear("verdict(forUTF16:)") { count in
            let units = Array(marks(count).utf16)
            return { #expect(validator.verdict(forUTF16: units) == .invalid(.unexpectedCharacter, offset: 1)) }
        }
        expectLinear("status(of:)") { count in
            let text = marks(count)
            return { #expect(validator.status(of: text) == .invalid) }
        }
        expectLinear("scan(_:from:)") { count in
            let text = marks(count)
            return {
                let scan = validator.scan(text, from: text.startIndex)
                #expect(scan.value?.canonical == "1" && scan.tokens.count == 1)
            }
        }
        // One grapheme cluster: one character for maxLength, not a digit for the number.
        expectLinear("InputRule.maxLength") { count in
            let text = marks(count)
            return { #expect(InputRule.maxLength(1).verdict(for: text).status == .complete) }
        }
        expectLinear("InputRule.allowing") { count in
            let text = marks(count)
            return {
                #expect(InputRule.allowing("0123456789").verdict(for: text).rejection
                        == Rejection(reason: .characterNotAllowed, offset: 0))
            }
        }
        expectLinear("evaluate with a number") { count in
            let text = marks(count)
            return {
                let decision = try? InputRule.maxLength(3).number(validator)
                    .evaluate(current: "", utf16Offset: 0, utf16Length: 0, replacement: text)
                #expect(decision?.rejection?.offset == 1)
            }
        }
    }

    @Test("A mebibyte paste of digits, through the validator and the rules")
    func mebibyteOfDigits() throws {
        let validator = try NumericValidator(locale: "de_DE", kind: .numeric, grouping: .strict)
        // Without an exponent: a numeric field could still scale the digits down (BoundsLinearityTests).
        let decimal = try NumericValidator(locale: "de_DE", kind: .decimal, grouping: .strict)
        func digits(_ count: Int) -> String { String(repeating: "7", count: count) }
        expectLinear("verdict(for:)") { count in
            let text = digits(count)
            return {
                let value = validator.verdict(for: text).value
                #expect(value?.significand.utf8.count == count && value?.exponent == 0)
            }
        }
        expectLinear("verdict(forUTF16:)") { count in
            let text = digits(count)
            return { #expect(validator.verdict(forUTF16: text.utf16).isComplete) }
        }
        expectLinear("status(of:)") { count in
            let text = digits(count)
            return { #expect(validator.status(of: text) == .complete) }
        }
        expectLinear("evaluate, no constraint but the number") { count in
            let text = digits(count)
            return {
                let decision = try? InputRule.number(validator)
                    .evaluate(current: "1,", utf16Offset: 2, utf16Length: 0, replacement: text)
                #expect(decision?.status == .complete)
            }
        }
        expectLinear("evaluate with maxLength") { count in
            let text = digits(count)
            return {
                let decision = try? InputRule.maxLength(10).number(validator)
                    .evaluate(current: "", utf16Offset: 0, utf16Length: 0, replacement: text)
                #expect(decision?.rejection == Rejection(reason: .tooLong, offset: 10))
            }
        }
        expectLinear("evaluate with allowed characters") { count in
            let text = digits(count)
            return {
                let result = try? InputRule.allowing("0123456789,").number(validator)
                    .evaluateWithText(current: "12", utf16Offset: 1, utf16Length: 0, replacement: text)
                #expect(result?.decision.status == .complete && result?.text?.utf8.count == count + 2)
            }
        }
        expectLinear("evaluate with bounds 0...100") { count in
            let text = digits(count)
            return {
                let decision = try? InputRule.number(decimal).bounded(0...100)
                    .evaluate(current: "", utf16Offset: 0, utf16Length: 0, replacement: text)
                #expect(decision?.isAccepted == false && decision?.rejection?.reason == .aboveMaximum)
            }
        }
        expectLinear("verdict with bounds 0...100") { count in
            let text = digits(count)
            return {
                let verdict = InputRule.number(decimal).bounded(0...100).verdict(for: text)
                #expect(verdict.rejection == Rejection(reason: .aboveMaximum, offset: 2))
            }
        }
        expectLinear("bounds 0...100, a mebibyte of fraction digits") { count in
            let text = "99," + digits(count)
            return { #expect(InputRule.number(validator).bounded(0...100).verdict(for: text).status == .complete) }
        }
        expectLinear("bounds 0...100, a mebibyte of leading zeros") { count in
            let text = String(repeating: "0", count: count) + "42"
            return { #expect(InputRule.number(validator).bounded(0...100).verdict(for: text).status == .complete) }
        }
        expectLinear("strict grouping, a mebibyte of groups") { count in
            let text = "1" + String(repeating: ".234", count: count / 4)
            return { #expect(validator.verdict(for: text).isComplete) }
        }
    }

    @Test("A mebibyte through NumericValidator.scan")
    func mebibyteThroughScan() throws {
        let validator = try NumericValidator(locale: "de_DE", kind: .numeric, grouping: .strict)
        expectLinear("scan of digits") { count in
            let text = String(repeating: "7", count: count)
            return {
                let scan = validator.scan(text, from: text.startIndex)
                #expect(scan.numberEndIndex == text.endIndex && scan.tokens.count == 1)
            }
        }
        expectLinear("scan of groups") { count in
            let text = "1" + String(repeating: ".234", count: count / 4)
            return {
                let scan = validator.scan(text, from: text.startIndex)
                #expect(scan.numberEndIndex == text.endIndex && scan.tokens.count == count / 2 + 1)
            }
        }
        expectLinear("scan of letters") { count in
            let text = String(repeating: "x", count: count)
            return { #expect(validator.scan(text, from: text.startIndex).tokens.isEmpty) }
        }
    }

    // MARK: - Bidi marks

    @Test("Bidi marks in every position: taken next to a sign, invalid anywhere else", arguments: [
        ("de_DE", "-1,5e-3"), ("de_DE", "+12e+3"), ("ar_EG", "-١٢٫٥e-٣"), ("fa_IR", "−۱٫۵e−۳"), ("he_IL", "-1.5"),
    ])
    func bidiMarksInEveryPosition(locale: String, text: String) throws {
        let validator = try NumericValidator(locale: locale)
        let expected = try #require(validator.verdict(for: text).value)
        let scalars = Array(text.unicodeScalars)
        func isSign(_ scalar: Unicode.Scalar?) -> Bool { scalar.map { "-+−".unicodeScalars.contains($0) } ?? false }
        for mark in ["\u{200E}", "\u{200F}", "\u{061C}"] as [Unicode.Scalar] {
            for position in 0...scalars.count {
                var marked = scalars
                marked.insert(mark, at: position)
                let markedText = String(String.UnicodeScalarView(marked))
                let before = position > 0 ? scalars[position - 1] : nil
                let after = position < scalars.count ? scalars[position] : nil
                let verdict = validator.verdict(for: markedText)
                if isSign(before) || isSign(after) {
                    #expect(verdict.value == expected, "\(markedText.debugDescription)")
                } else {
                    // Where a sign may still come (the start, after the exponent marker), the mark could be part of
                    // a number; the next character is the one that cannot.
                    let signMayFollow = position == 0 || before == "e"
                    #expect(verdict == .invalid(.misplacedSymbol, offset: position + (signMayFollow ? 1 : 0)),
                            "\(markedText.debugDescription)")
                }
            }
        }
        // Marks in a row next to a sign are all taken; a mark alone is partial.
        #expect(validator.verdict(for: "\u{200E}\u{200F}\u{061C}" + text).value == expected)
        #expect(validator.verdict(for: "\u{200E}").status == .partial)
    }

    @Test("A bidi mark inside a multi-character exponent symbol breaks it")
    func bidiMarkInsideExponentSymbol() throws {
        let arabic = try NumericValidator(locale: "ar_EG")
        #expect(arabic.verdict(for: "١اس٣").isComplete)
        #expect(arabic.verdict(for: "١ا\u{200F}س٣") == .invalid(.unexpectedCharacter, offset: 2))
        let swedish = try NumericValidator(locale: "sv_SE")
        #expect(swedish.verdict(for: "1×1\u{200E}0^3") == .invalid(.unexpectedCharacter, offset: 3))
    }

    // MARK: - Digits

    /// Every block of ten decimal digits in Unicode (`numericType == .decimal`), by its zero.
    static let decimalDigitBlocks: [[Unicode.Scalar]] = {
        var blocks: [[Unicode.Scalar]] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.numericType == .decimal,
                  scalar.properties.numericValue == 0 else { continue }
            let block = (0..<10).compactMap { Unicode.Scalar(value + $0) }
            if block.count == 10, block.enumerated().allSatisfy({ $1.properties.numericValue == Double($0) }) {
                blocks.append(block)
            }
        }
        return blocks
    }()

    @Test("Every Unicode decimal-digit block: only ASCII and the locale's digits are taken", arguments: [
        "en_US", "de_DE", "ar_EG", "fa_IR", "mr_IN", "bn_BD", "th_TH@numbers=thai", "my_MM", "ff_Adlm_GN",
        "ccp_BD", "en-US-u-nu-fullwide", "de-DE-u-nu-mathbold",
    ])
    func everyDecimalDigitBlock(locale: String) throws {
        #expect(Self.decimalDigitBlocks.count >= 60, "Unicode has some 70 decimal digit blocks")
        let symbols = try NumberSymbols(locale: locale)
        for kind in [NumericKind.numeric, .digits] {
            let validator = NumericValidator(symbols: symbols, kind: kind)
            for block in Self.decimalDigitBlocks {
                let text = String(String.UnicodeScalarView([block[1], block[2], block[3]]))
                let verdict = validator.verdict(for: text)
                let isTaken = block[0] == "0" || block == symbols.digits
                if isTaken {
                    #expect(verdict.value?.canonical == "123", "\(locale) U+\(String(block[0].value, radix: 16))")
                } else {
                    #expect(verdict == .invalid(.unexpectedCharacter, offset: 0),
                            "\(locale) U+\(String(block[0].value, radix: 16))")
                }
            }
        }
    }

    @Test("Full-width digits are invalid, unless they are the locale's own digits")
    func fullWidthDigits() throws {
        for locale in ["ja_JP", "zh_CN", "en_US", "de_DE"] {
            let validator = try NumericValidator(locale: locale)
            #expect(validator.verdict(for: "１２") == .invalid(.unexpectedCharacter, offset: 0), "\(locale)")
            #expect(validator.verdict(for: "1２") == .invalid(.unexpectedCharacter, offset: 1), "\(locale)")
            #expect(validator.verdict(for: "-１") == .invalid(.unexpectedCharacter, offset: 1), "\(locale)")
        }
        // With the full-width numbering system they are the locale's digits, and ASCII mixed in is a second system.
        let fullwide = try NumericValidator(locale: "en-US-u-nu-fullwide")
        #expect(fullwide.verdict(for: "１２").value?.canonical == "12")
        #expect(fullwide.verdict(for: "1２") == .invalid(.mixedDigitSystems, offset: 1))
    }

    @Test("Mixed digit systems: one number, one system, the exponent included")
    func mixedDigitSystems() throws {
        let arabic = try NumericValidator(locale: "ar_EG")
        #expect(arabic.verdict(for: "1٢") == .invalid(.mixedDigitSystems, offset: 1))
        #expect(arabic.verdict(for: "١2") == .invalid(.mixedDigitSystems, offset: 1))
        #expect(arabic.verdict(for: "١٫2") == .invalid(.mixedDigitSystems, offset: 2))
        #expect(arabic.verdict(for: "١e2") == .invalid(.mixedDigitSystems, offset: 2))
        #expect(arabic.verdict(for: "12e٣") == .invalid(.mixedDigitSystems, offset: 3))
        #expect(arabic.verdict(for: "١٢e٣").value?.canonical == "12000")
        #expect(arabic.verdict(for: "12e3").value?.canonical == "12000")
        // Persian digits are not Egyptian Arabic's: foreign, not mixed.
        #expect(arabic.verdict(for: "١۲") == .invalid(.unexpectedCharacter, offset: 1))
        let persian = try NumericValidator(locale: "fa_IR")
        #expect(persian.verdict(for: "۱2") == .invalid(.mixedDigitSystems, offset: 1))
        #expect(persian.verdict(for: "۱٢") == .invalid(.unexpectedCharacter, offset: 1))
        // Supplementary-plane digits count as one character each, two UTF-16 units.
        let adlam = try NumericValidator(locale: "ff_Adlm_GN")
        #expect(adlam.verdict(for: "𞥑1") == .invalid(.mixedDigitSystems, offset: 2))
        // Scanning stops at the second system.
        let scan = arabic.scan("١٢3", from: "١٢3".startIndex)
        #expect(scan.value?.canonical == "12")
    }

    // MARK: - Locale ids

    @Test("Unknown and malformed locale ids are typed errors", arguments: [
        ("xx_YY", LocaleError.Code.unknownLanguage), ("zz", .unknownLanguage), ("xyz", .unknownLanguage),
        ("i-klingon", .unknownLanguage), ("en_ZZ", .unknownRegion),
        ("", .malformed), (" ", .malformed), ("x", .malformed), ("C", .malformed), ("root", .malformed),
        ("de_DE\u{0}", .malformed), ("dé_DE", .malformed), ("de_DE\u{200E}", .malformed), ("de_DE.UTF-8", .malformed),
        ("@numbers=arab", .malformed), ("de_DE@numbers=", .malformed), ("de-DE-u-nu-", .malformed),
        ("de_DE@numbers=thai@foo", .malformed), ("und-u-nu-arab", .malformed),
        (String(repeating: "de_", count: 1_000) + "DE", .malformed),
        ("de_DE@numbers=nonesuch", .unknownNumberingSystem), ("de-DE-u-nu-nonesuch", .unknownNumberingSystem),
        ("de_DE@numbers=roman", .unsupportedNumberingSystem), ("zh_CN@numbers=hans", .unsupportedNumberingSystem),
    ])
    func rejectedLocaleIdentifiers(identifier: String, code: LocaleError.Code) {
        do {
            let symbols = try NumberSymbols(locale: identifier)
            Issue.record("\(identifier.debugDescription) was accepted as \(symbols.localeIdentifier)")
        } catch {
            #expect(error.code == code, "\(identifier.debugDescription): \(error)")
            #expect(error.identifier == identifier)
        }
        // The same error through the validator, and again (an error is not cached as a success).
        #expect(throws: LocaleError.self) { try NumericValidator(locale: identifier) }
        #expect(throws: LocaleError.self) { try NumberSymbols(locale: identifier) }
    }

    @Test("Ids with keywords: the numbering system is honoured, other keywords are kept and ignored", arguments: [
        ("de_DE@numbers=thai", "de_DE@numbers=thai", "๑๒"), ("de-DE-u-nu-thai", "de_DE@numbers=thai", "๑๒"),
        ("ar_EG@numbers=latn", "ar_EG@numbers=latn", "12"), ("en-u-nu-arab", "en@numbers=arab", "١٢"),
        ("de_DE@currency=EUR;numbers=arab", "de_DE@currency=EUR;numbers=arab", "١٢"),
        ("de_DE@collation=phonebook", "de_DE@collation=phonebook", "12"),
        ("en-US-u-ca-buddhist", "en_US@calendar=buddhist", "12"), ("de_DE@NUMBERS=thai", "de_DE@numbers=thai", "๑๒"),
        ("de_DE@numbers=hanidec", "de_DE@numbers=hanidec", "一二"), ("de-DE-u-nu-adlm", "de_DE@numbers=adlm", "𞥑𞥒"),
        ("en-US-u-nu-latn-x-foo", "en_US@numbers=latn;x=foo", "12"), ("DE_de", "de_DE", "12"),
    ])
    func identifiersWithKeywords(identifier: String, canonical: String, twelve: String) throws {
        let symbols = try NumberSymbols(locale: identifier)
        #expect(symbols.localeIdentifier == canonical)
        #expect(NumericValidator(symbols: symbols).verdict(for: twelve).value?.canonical == "12")
    }

    @Test("Odd ids are answered with symbols or a typed error, never a trap", arguments: [
        "de_DE@@", "de_DE@;", "de__DE", "de-DE-u-nu", "de_DE;", "de;DE", "de=DE", "POSIX", "de_DE@numbers=THAI",
        "de_DE@numbers=arab;numbers=thai", "de-DE-x-private", "de-1996", "en-GB-oed", "de_DE@euro",
        "hi_IN@numbers=native", "ar_EG@numbers=default", "zh_CN@numbers=finance", "-", "_", "@", "=", ";",
        "de-DE-u-nu-thai-nu-arab", "de-DE-u-", "de--DE", "de_DE@numbers=latn;numbers=",
    ])
    func oddIdentifiersAreAnswered(identifier: String) {
        do {
            let validator = try NumericValidator(locale: identifier)
            #expect(validator.verdict(for: "12").value?.canonical == "12", "ASCII digits are taken everywhere")
        } catch {
            #expect(error.identifier == identifier && !error.message.isEmpty)
        }
    }

    // MARK: - Linear time

    /// See ``LinearTime/expect(_:sourceLocation:_:)``.
    func expectLinear(_ label: String, sourceLocation: SourceLocation = #_sourceLocation,
                      _ prepare: (_ count: Int) -> () -> Void) {
        LinearTime.expect(label, sourceLocation: sourceLocation, prepare)
    }
}
