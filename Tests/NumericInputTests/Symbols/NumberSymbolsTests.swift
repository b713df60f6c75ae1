#if NUMERICINPUT_SYSTEM_ICU
import _ICUReference
#endif
@testable import NumericInput
import Testing

@Suite("Locale symbols from ICU")
struct NumberSymbolsTests {
    @Test func seedLocales() throws {
        let arabic = try NumberSymbols(locale: "ar_EG")
        #expect(arabic.minusSign.unicodeScalars.map(\.value) == [0x061C, 0x2D])
        #expect(arabic.exponentSymbol == "اس")
        #expect(arabic.digits.first == "\u{0660}")
        let persian = try NumberSymbols(locale: "fa_IR")
        #expect(persian.minusSign.unicodeScalars.map(\.value) == [0x200E, 0x2212])
        #expect(persian.exponentSymbol == "×۱۰^")
        let swedish = try NumberSymbols(locale: "sv_SE")
        #expect(swedish.minusSign == "\u{2212}")
        #expect(swedish.exponentSymbol == "×10^")
        let hindi = try NumberSymbols(locale: "hi_IN")
        #expect(hindi.primaryGroupingSize == 3 && hindi.secondaryGroupingSize == 2)
        let german = try NumberSymbols(locale: "de_DE")
        #expect(german.decimalSeparator == "," && german.groupingSeparator == ".")
        #expect(german.minimumGroupingDigits == 1)
        // CLDR's minimumGroupingDigits 2: es_ES and pl_PL write 1234 but 12.345.
        #expect(try NumberSymbols(locale: "es_ES").minimumGroupingDigits == 2)
        #expect(try NumberSymbols(locale: "pl_PL").minimumGroupingDigits == 2)
    }

    #if NUMERICINPUT_SYSTEM_ICU
    /// The minimum grouping digits read are the ones ICU's formatter applies: in every locale, the smallest
    /// grouped number has exactly `primaryGroupingSize + minimumGroupingDigits` digits.
    @Test func minimumGroupingMatchesICUFormatterInEveryLocale() throws {
        var checked = 0
        for locale in NumberSymbols.availableLocaleIdentifiers {
            let symbols = try NumberSymbols(locale: locale)
            guard symbols.primaryGroupingSize > 0, let icu = ICUNumberFormat(locale: locale) else { continue }
            icu.useLocaleMinimumGrouping()
            let size = symbols.primaryGroupingSize + symbols.minimumGroupingDigits
            let grouped = icu.format("1" + String(repeating: "0", count: size - 1))
            let ungrouped = icu.format("1" + String(repeating: "0", count: size - 2))
            #expect(grouped?.contains(symbols.groupingSeparator) == true, "\(locale): \(grouped ?? "nil")")
            #expect(ungrouped?.contains(symbols.groupingSeparator) == false, "\(locale): \(ungrouped ?? "nil")")
            checked += 1
        }
        #expect(checked > 800)
    }
    #endif

    @Test(arguments: [
        ("de-DE", "de_DE"), ("de_DE@numbers=arab", "de_DE@numbers=arab"), ("de-DE-u-nu-arab", "de_DE@numbers=arab"),
        ("en_US_POSIX", "en_US_POSIX"), ("es_419", "es_419"), ("zh_Hant_TW", "zh_Hant_TW"),
        ("de_DE@numbers=THAI", "de_DE@numbers=thai"), ("hi_IN@numbers=native", "hi_IN@numbers=native"),
        ("ar_EG@numbers=default", "ar_EG@numbers=default"),
    ])
    func acceptedIdentifiers(identifier: String, canonical: String) throws {
        #expect(try NumberSymbols(locale: identifier).localeIdentifier == canonical)
    }

    @Test func nativeNumberingSystemAlias() throws {
        #expect(try NumberSymbols(locale: "hi_IN@numbers=native").digits.first == "\u{0966}")
    }

    @Test func bcp47NumberingSystemGivesNativeDigits() throws {
        let validator = try NumericValidator(locale: "de-DE-u-nu-arab")
        #expect(validator.verdict(for: "١٢").value?.canonical == "12")
    }

    @Test(arguments: [
        ("xx_YY", LocaleError.Code.unknownLanguage), ("en_YY", .unknownRegion), ("garbage!!", .malformed),
        ("", .malformed), ("de DE", .malformed), ("de_DE@numbers=nonesuch", .unknownNumberingSystem),
        ("de_DE@numbers=roman", .unsupportedNumberingSystem), ("x-foo", .malformed), ("und", .malformed),
        ("1234", .malformed), ("de_DE\u{0}", .malformed), (String(repeating: "a", count: 10_000), .malformed),
        ("de_DE@@", .malformed), ("de_DE@;", .malformed), ("de_DE;", .malformed), ("de_DE@numbers", .malformed),
        ("de_DE@=arab", .malformed), ("de_DE@numbers=arab;", .malformed),
    ])
    func rejectedIdentifiers(identifier: String, code: LocaleError.Code) {
        do {
            let symbols = try NumberSymbols(locale: identifier)
            // Named in full: once, in one TSan run of CI, "x-foo" was accepted here and nowhere else; a repeat
            // should say as what, and whether ICU's resolution of the id still refuses it.
            var message = "\(identifier.debugDescription) was accepted as \(symbols.localeIdentifier)"
            do {
                message += "; resolved again: \(try LocaleSource.canonicalIdentifier(for: identifier))"
            } catch {
                message += "; resolved again: \(error.code)"
            }
            Issue.record(Comment(rawValue: message))
        } catch {
            #expect(error.code == code, "\(identifier.debugDescription): \(error)")
            #expect(error.identifier == identifier)
            #expect(error.message.contains("locale"))
        }
    }

    @Test func everyICULocaleLoads() throws {
        let identifiers = NumberSymbols.availableLocaleIdentifiers
        #if NUMERICINPUT_SYSTEM_ICU
        #expect(identifiers.count == ICUNumberFormat.availableLocales.count)
        #endif
        #expect(identifiers.count >= 800)
        var failures: [String] = []
        for identifier in identifiers {
            do { _ = try NumberSymbols(locale: identifier) } catch { failures.append("\(identifier): \(error)") }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func currentLocaleLoads() throws {
        let symbols = try NumberSymbols.current()
        #expect(!symbols.decimalSeparator.isEmpty)
    }
}

#if NUMERICINPUT_SYSTEM_ICU
/// The "ICU strict" column of the edge-case table, checked against ICU itself.
@Suite("ICU's strict parse, as the edge table quotes it")
struct ICUAgreementTests {
    @Test(arguments: [
        ("de_DE", "1,", "1"), ("de_DE", ",5", "0.5"), ("de_DE", "007", "7"), ("de_DE", "-0", "0"),
        ("de_DE", "1.234,5", "1234.5"), ("de_DE", "1,5", "1.5"), ("de_DE", "12345", "12345"),
        ("hi_IN", "12,34,567", "1234567"), ("fr_FR", "1 234,5", "1234.5"),
    ])
    func icuAcceptsWhole(locale: String, text: String, value: String) throws {
        let icu = try #require(ICUNumberFormat(locale: locale))
        let parsed = try #require(icu.parseStrict(text))
        #expect(parsed.parsedLength == text.utf16.count)
        #expect(NumericValue(parsed.value) == NumericValue(value))
    }

    @Test(arguments: [
        ("de_DE", ""), ("de_DE", "-"), ("de_DE", "+1"), ("de_DE", "--5"), ("de_DE", ","), ("de_DE", "e5"),
        ("de_DE", " 1"), ("de_DE", "1.5"), ("de_DE", "1.00"), ("de_DE", "1.0000"), ("hi_IN", "123,456"),
    ])
    func icuRejects(locale: String, text: String) throws {
        let icu = try #require(ICUNumberFormat(locale: locale))
        let parsed = icu.parseStrict(text)
        #expect(parsed == nil || parsed!.parsedLength < text.utf16.count, "\(parsed.debugDescription)")
    }

    @Test("ICU reads \"1e1000000000\" exactly: the refusal is our own exponent limit, not ICU's")
    func icuReadsPastOurExponentLimit() throws {
        let icu = try #require(ICUNumberFormat(locale: "de_DE"))
        let parsed = try #require(icu.parseStrict("1e1000000000"))
        #expect(parsed.value == "1E+1000000000" && parsed.parsedLength == 12)
        let verdict = try NumericValidator(locale: "de_DE").verdict(for: "1e1000000000")
        #expect(verdict == .invalid(.exponentOutOfRange, offset: 11))
    }

    @Test(arguments: [("de_DE", "1e", 1), ("de_DE", "1 ", 1)])
    func icuStopsEarly(locale: String, text: String, parsedLength: Int) throws {
        let icu = try #require(ICUNumberFormat(locale: locale))
        #expect(icu.parseStrict(text)?.parsedLength == parsedLength)
    }
}
#endif
