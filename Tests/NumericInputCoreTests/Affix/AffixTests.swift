import NumericInputCore
import Testing

/// The affix layer on hand-built style symbols: no ICU, so the build without the SystemICU trait checks it too.
@Suite("Affixes on hand-built styles")
struct AffixTests {
    static let german = try! NumberSymbols(localeIdentifier: "de_DE", decimalSeparator: ",", groupingSeparator: ".")
    static let dollars = StyleSymbols(
        style: .accounting("USD"),
        positive: [.init(prefix: "$", suffix: ""), .init(prefix: "USD\u{A0}", suffix: "")],
        negative: [.init(prefix: "($", suffix: ")"), .init(prefix: "-USD\u{A0}", suffix: "")], fractionDigits: 2)
    static let euros = StyleSymbols(style: .currency("EUR"), positive: [.init(prefix: "", suffix: "\u{A0}€")],
                                    negative: [.init(prefix: "-", suffix: "\u{A0}€")], fractionDigits: 2)
    static let percent = StyleSymbols(style: .percent, positive: [.init(prefix: "", suffix: "\u{A0}%")],
                                      negative: [.init(prefix: "-", suffix: "\u{A0}%")])

    @Test func verdicts() {
        let dollars = NumericValidator(symbols: .posix, kind: .decimal, grouping: .strict, style: Self.dollars)
        #expect(dollars.verdict(for: "$1,234.56").value == NumericValue("1234.56"))
        #expect(dollars.verdict(for: "($1,234.56)").value == NumericValue("-1234.56"))
        #expect(dollars.verdict(for: "($1,234.56") == .partial)
        #expect(dollars.verdict(for: "USD 5").value == NumericValue(5))
        #expect(dollars.verdict(for: "$1.234") == .invalid(.tooManyFractionDigits, offset: 5))
        #expect(dollars.verdict(for: "€1") == .invalid(.wrongCurrency, offset: 0))
        #expect(dollars.style?.style == .accounting("USD"))

        let euros = NumericValidator(symbols: Self.german, kind: .decimal, grouping: .strict, style: Self.euros)
        #expect(euros.verdict(for: "1.234,56 €").value == NumericValue("1234.56"))
        #expect(euros.verdict(for: "-12,5\u{202F}€").value == NumericValue("-12.5"))
        #expect(euros.verdict(for: "12 ") == .partial)
        #expect(euros.verdict(for: "12%") == .invalid(.affixNotAllowed, offset: 2))

        let percent = NumericValidator(symbols: Self.german, kind: .decimal, style: Self.percent)
        #expect(percent.verdict(for: "12 %").value == NumericValue("0.12"))
        #expect(percent.verdict(for: "-12%").value == NumericValue("-0.12"))
        #expect(percent.verdict(for: "12 €") == .invalid(.affixNotAllowed, offset: 2))
        // "1%" is whole: the first character nothing can save is the "2" after the suffix.
        #expect(percent.verdict(for: "1%2") == .invalid(.misplacedAffix, offset: 2))
    }

    @Test func rulesDecideEditsOnTheWholeText() throws {
        let rule = InputRule.number(NumericValidator(symbols: Self.german, kind: .decimal, grouping: .strict,
                                                     style: Self.euros))
        #expect(try rule.evaluate(current: "12", utf16Offset: 2, utf16Length: 0, replacement: " ").status == .partial)
        #expect(try rule.evaluate(current: "12 ", utf16Offset: 3, utf16Length: 0, replacement: "€").status == .complete)
        #expect(try rule.evaluate(current: "12 €", utf16Offset: 4, utf16Length: 0, replacement: "€").rejection
                == Rejection(reason: .misplacedAffix, offset: 4))
    }
}
