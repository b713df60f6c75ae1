import Foundation
import NumericInput
import Testing

/// Symbols from a Foundation `Locale` against the symbols read for the same id: equal in every locale both know,
/// except where Foundation's own ICU (76 on Linux) carries newer CLDR data than the system ICU (72). Those
/// differences are listed here field by field, and asserted: a new one fails the test, and so does one that
/// goes away.
@Suite("Symbols from a Foundation locale")
struct NumberSymbolsFoundationTests {
    /// A field of `NumberSymbols` that can differ.
    enum Field: String, CaseIterable, Comparable {
        case localeIdentifier, decimalSeparator, groupingSeparator, groupingSizes, minimumGroupingDigits
        case minusSign, plusSign, exponentSymbol, digits

        static func < (lhs: Field, rhs: Field) -> Bool { lhs.rawValue < rhs.rawValue }

        func differs(_ lhs: NumberSymbols, _ rhs: NumberSymbols) -> Bool {
            switch self {
            case .localeIdentifier: lhs.localeIdentifier != rhs.localeIdentifier
            case .decimalSeparator: lhs.decimalSeparator != rhs.decimalSeparator
            case .groupingSeparator: lhs.groupingSeparator != rhs.groupingSeparator
            case .groupingSizes:
                lhs.primaryGroupingSize != rhs.primaryGroupingSize
                    || lhs.secondaryGroupingSize != rhs.secondaryGroupingSize
            case .minimumGroupingDigits: lhs.minimumGroupingDigits != rhs.minimumGroupingDigits
            case .minusSign: lhs.minusSign != rhs.minusSign
            case .plusSign: lhs.plusSign != rhs.plusSign
            case .exponentSymbol: lhs.exponentSymbol != rhs.exponentSymbol
            case .digits: lhs.digits != rhs.digits
            }
        }
    }

    /// Where Foundation's ICU 76 (CLDR 46) and the system's ICU 72 (CLDR 42) disagree, measured on Linux with
    /// Swift 6.3.1: Foundation's value first.
    static let knownDifferences: [String: Set<Field>] = {
        var known: [String: Set<Field>] = [:]
        // ar and ar_001 now default to Latin digits: "." "," U+200E-marked signs, "E"; ICU 72 has arab.
        for id in ["ar", "ar_001"] {
            known[id] = [.decimalSeparator, .groupingSeparator, .minusSign, .plusSign, .exponentSymbol, .digits]
        }
        // Arabic-digit ar locales: exponent "أس" (U+0623 U+0633) where ICU 72 has "اس" (U+0627 U+0633).
        for region in ["BH", "DJ", "EG", "ER", "IL", "IQ", "JO", "KM", "KW", "LB", "MR", "OM", "PS", "QA", "SA",
                       "SD", "SO", "SS", "SY", "TD", "YE"] {
            known["ar_" + region] = [.exponentSymbol]
        }
        // bn and mr now default to Latin digits; ICU 72 has beng and deva.
        for id in ["bn", "bn_BD", "bn_IN", "mr", "mr_IN"] { known[id] = [.digits] }
        // de_AT and es_CR group with "." where ICU 72 has U+00A0; en_CH with "'" where ICU 72 has U+2019.
        for id in ["de_AT", "es_CR", "en_CH"] { known[id] = [.groupingSeparator] }
        // km: "." decimal and "," grouping, where ICU 72 has them the other way round.
        for id in ["km", "km_KH"] { known[id] = [.decimalSeparator, .groupingSeparator] }
        // sd: "." decimal where ICU 72 has U+066B.
        for id in ["sd", "sd_Arab", "sd_Arab_PK"] { known[id] = [.decimalSeparator] }
        return known
    }()

    @Test("Every locale Foundation and ICU both list: the same symbols, but for the known CLDR differences")
    func everyLocaleAgainstICU() throws {
        let ours = Set(NumberSymbols.availableLocaleIdentifiers)
        let common = Locale.availableIdentifiers.filter { ours.contains($0) }.sorted()
        #expect(common.count > 790, "only \(common.count) locales in common")
        var found: [String: Set<Field>] = [:]
        for id in common {
            let fromFoundation = try NumberSymbols(Locale(identifier: id))
            let fromICU = try NumberSymbols(locale: id)
            let fields = Set(Field.allCases.filter { $0.differs(fromFoundation, fromICU) })
            if !fields.isEmpty { found[id] = fields }
        }
        for id in Set(found.keys).union(Self.knownDifferences.keys).sorted() {
            let known = Self.knownDifferences[id]
            #expect(found[id] == known, "\(id): differs in \(found[id]?.sorted() ?? []), known \(known?.sorted() ?? [])")
        }
    }

    @Test("Sample values: what Foundation gives, where it differs from ICU 72 and where it does not")
    func samples() throws {
        let german = try NumberSymbols(Locale(identifier: "de_DE"))
        #expect(german == (try NumberSymbols(locale: "de_DE")))
        let egyptian = try NumberSymbols(Locale(identifier: "ar_EG"))
        #expect(egyptian.exponentSymbol == "\u{0623}\u{0633}")
        #expect(egyptian.minusSign == "\u{061C}-")
        #expect(egyptian.digits.first == "\u{0660}")
        let hindi = try NumberSymbols(Locale(identifier: "hi_IN"))
        // NumberFormatter on Linux says 3 and 0; the sizes come from the id.
        #expect(hindi.primaryGroupingSize == 3 && hindi.secondaryGroupingSize == 2)
        let posix = try NumberSymbols(Locale(identifier: "en_US_POSIX"))
        #expect(posix.primaryGroupingSize == 0)
        #expect(try NumberSymbols(Locale(identifier: "es_ES")).minimumGroupingDigits == 2)
    }

    @Test("A numbering system in the locale gives its digits, as an ICU id or a BCP 47 tag")
    func numberingSystems() throws {
        for id in ["de_DE@numbers=arab", "de-DE-u-nu-arab"] {
            let symbols = try NumberSymbols(Locale(identifier: id))
            #expect(symbols.localeIdentifier == "de_DE@numbers=arab", "\(id)")
            #expect(symbols.digits.first == "\u{0660}", "\(id)")
            #expect(symbols.decimalSeparator == "\u{066B}", "\(id)")
        }
        let latin = try NumberSymbols(Locale(identifier: "ar_EG@numbers=latn"))
        #expect(latin.digits == NumberSymbols.asciiDigits)
    }

    @Test("Keywords that do not choose a numbering system are left out of the id looked up")
    func otherKeywords() throws {
        let japanese = try NumberSymbols(Locale(identifier: "ja_JP@calendar=japanese"))
        #expect(japanese.localeIdentifier == "ja_JP")
        // Foundation applies a region override to the separators itself: en_US with German ones.
        let overridden = try NumberSymbols(Locale(identifier: "en_US@rg=dezzzz"))
        #expect(overridden.localeIdentifier == "en_US")
        #expect(overridden.decimalSeparator == "," && overridden.groupingSeparator == ".")
    }

    @Test("Locale.current maps to symbols (Foundation reads it from the environment)")
    func current() throws {
        let symbols = try NumberSymbols(Locale.current)
        #expect(!symbols.decimalSeparator.isEmpty)
        #expect(symbols.digits.count == 10)
    }

    @Test(arguments: [
        ("xx_YY", LocaleError.Code.unknownLanguage), ("en_YY", .unknownRegion), ("garbage!!", .malformed),
        ("", .malformed), ("de_DE@numbers=nonesuch", .unknownNumberingSystem),
        ("de_DE@numbers=roman", .unsupportedNumberingSystem),
    ])
    func unmappableLocales(identifier: String, code: LocaleError.Code) {
        do {
            let symbols = try NumberSymbols(Locale(identifier: identifier))
            Issue.record("\(identifier.debugDescription) gave \(symbols.localeIdentifier)")
        } catch {
            #expect(error.code == code, "\(identifier.debugDescription): \(error)")
            #expect(error.message.contains("locale"))
        }
    }
}
