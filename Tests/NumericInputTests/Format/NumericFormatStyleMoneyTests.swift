import Foundation
import NumericInput
import Testing

/// `NumericFormatStyle.currency(code:locale:)`, `.accounting(code:locale:)`, `.percent(locale:)` and
/// `.perMille(locale:)`: full formatting for display, parsing by the money field's rules, errors, Codable.
@Suite("NumericFormatStyle: money and percentages")
struct NumericFormatStyleMoneyTests {
    static func decimal(_ text: String) -> Decimal { Decimal(string: text)! }

    @Test func currencyFormatsAndParses() throws {
        let price = try NumericFormatStyle<Decimal>.currency(code: "EUR", locale: "de_DE")
        #expect(price.style == .currency("EUR"))
        #expect(price.grouping == .strict)
        #expect(price.format(Self.decimal("1234.5")) == "1.234,50\u{A0}€")
        #expect(try price.parseStrategy.parse("1.234,56 €") == Self.decimal("1234.56"))
        #expect(try price.parseStrategy.parse("1.234,56") == Self.decimal("1234.56"))
        #expect(try price.parseStrategy.parse("1.234,56 EUR") == Self.decimal("1234.56"))
        #expect(throws: NumericParseError.self) { try price.parseStrategy.parse("$5") }
        do {
            _ = try price.parseStrategy.parse("5 $")
        } catch {
            #expect(error.reason == .wrongCurrency)
        }
        // Fraction digits past the currency's are invalid; a round trip gives the value back.
        let yen = try NumericFormatStyle<Decimal>.currency(code: "JPY", locale: "ja_JP")
        #expect(throws: NumericParseError.self) { try yen.parseStrategy.parse("¥1.5") }
        #expect(try yen.parseStrategy.parse(yen.format(Self.decimal("1234"))) == Self.decimal("1234"))
        let count = try NumericFormatStyle<Int>.currency(code: "USD", locale: "en_US")
        #expect(count.kind == .integer)
        #expect(try count.parseStrategy.parse("$1,234") == 1234)
    }

    @Test func accountingWritesParentheses() throws {
        let balance = try NumericFormatStyle<Decimal>.accounting(code: "USD", locale: "en_US")
        #expect(balance.format(Self.decimal("-1234.5")) == "($1,234.50)")
        #expect(try balance.parseStrategy.parse("($12.00)") == Self.decimal("-12"))
        #expect(throws: NumericParseError.self) { try balance.parseStrategy.parse("($12.00") }
    }

    @Test func percentAndPerMilleAreFractions() throws {
        let rate = try NumericFormatStyle<Decimal>.percent(locale: "de_DE")
        #expect(rate.format(Self.decimal("0.125")) == "12,5\u{A0}%")
        #expect(try rate.parseStrategy.parse("12 %") == Self.decimal("0.12"))
        #expect(try rate.parseStrategy.parse("12") == Self.decimal("0.12"))
        let mille = try NumericFormatStyle<Decimal>.perMille(locale: "fr_FR")
        #expect(try mille.parseStrategy.parse("5 ‰") == Self.decimal("0.005"))
        #expect(throws: NumericParseError.self) { try rate.parseStrategy.parse("12 €") }
    }

    @Test func badLocalesAndCurrenciesAreTypedErrors() {
        for code in ["XYZ", "eur", "EURO", ""] {
            do {
                _ = try NumericFormatStyle<Decimal>.currency(code: code, locale: "de_DE")
                Issue.record("\(code) was accepted")
            } catch {
                #expect(error.code == .unknownCurrency)
            }
        }
        do {
            _ = try NumericFormatStyle<Decimal>.percent(locale: "xx_YY")
            Issue.record("xx_YY was accepted")
        } catch {
            #expect(error.code == .unknownLanguage)
        }
        #expect(throws: LocaleError.self) { try NumericFormatStyle<Decimal>.accounting(code: "USD", locale: "") }
    }

    static let styles: [@Sendable () throws -> NumericFormatStyle<Decimal>] = [
        { try .currency(code: "EUR", locale: "de_DE") }, { try .accounting(code: "USD", locale: "en_US") },
        { try .percent(locale: "fr_FR") }, { try .perMille(locale: "ar_EG") },
        { try .currency(code: "CHF", locale: "fr_CH") }, { try .currency(code: "KWD", locale: "ar_KW") },
    ]

    /// Codable keeps the style, affixes and all: the decoded style is equal and parses and formats the same.
    @Test(arguments: 0..<styles.count)
    func codableRoundTripsTheStyle(_ index: Int) throws {
        let style = try Self.styles[index]()
        let data = try JSONEncoder().encode(style)
        let decoded = try JSONDecoder().decode(NumericFormatStyle<Decimal>.self, from: data)
        #expect(decoded == style)
        #expect(decoded.style == style.style)
        let value = Self.decimal("-1234.5")
        #expect(decoded.format(value) == style.format(value))
        #expect(try decoded.parseStrategy.parse(style.format(value)) == value)
        // A plain style still decodes as before, without a style.
        let plain = try JSONDecoder().decode(
            NumericFormatStyle<Decimal>.self, from: try JSONEncoder().encode(NumericFormatStyle<Decimal>(symbols: .posix)))
        #expect(plain.style == nil)
    }

    @Test func decodingRefusesAStyleWithoutItsCurrency() throws {
        let data = try JSONEncoder().encode(try NumericFormatStyle<Decimal>.currency(code: "EUR", locale: "de_DE"))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var style = try #require(object["style"] as? [String: Any])
        style["currency"] = nil
        object["style"] = style
        let broken = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NumericFormatStyle<Decimal>.self, from: broken)
        }
    }
}
