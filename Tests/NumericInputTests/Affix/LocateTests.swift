import NumericInput
@testable import NumericInputCore
import Testing

/// Where a styled field's number stands in its text: `FieldLayout.locate` matches the affixes byte for byte,
/// against the definition on characters (`hasPrefix`, `hasSuffix`, the number's UTF-16 length) that it replaced,
/// on every text the field shows while it is edited.
@Suite("Styled fields: the number between the affixes")
struct LocateTests {
    /// The definition: the negative affixes, then the positive ones, around a number with a digit.
    static func reference(_ text: String, layout: FieldLayout)
        -> (prefixUnits: Int, numberUnits: Int, signUnits: Int, number: Range<Int>?) {
        let total = text.utf16.count
        guard let (positive, negative) = FieldLayout.affixes(of: layout.plan), let grammar = layout.grammar else {
            return (0, total, 0, nil)
        }
        for isNegative in [true, false] {
            let affixes = isNegative ? negative : positive
            guard !affixes.prefix.isEmpty || !affixes.suffix.isEmpty, text.hasPrefix(affixes.prefix),
                  text.hasSuffix(affixes.suffix) else { continue }
            let prefixUnits = affixes.prefix.utf16.count
            let numberUnits = total - prefixUnits - affixes.suffix.utf16.count
            guard numberUnits >= 0 else { continue }
            let number = String(decoding: Array(text.utf16)[prefixUnits..<(prefixUnits + numberUnits)], as: UTF16.self)
            guard number.unicodeScalars.contains(where: { grammar.lexeme(of: $0.value).isDigit }) else { continue }
            let signUnits = isNegative ? grammar.symbols.minusSign.utf16.count : 0
            return (prefixUnits, numberUnits, signUnits, prefixUnits..<(prefixUnits + numberUnits))
        }
        return (0, total, 0, nil)
    }

    static func check(_ text: String, _ layout: FieldLayout, _ context: String) {
        let (decoration, number) = UTF8Bytes.withUTF8(text) { layout.locate($0) }
        let expected = reference(text, layout: layout)
        // The number's byte offsets as UTF-16 offsets.
        func units(_ byte: Int) -> Int {
            text.utf16.distance(from: text.startIndex, to: text.utf8.index(text.utf8.startIndex, offsetBy: byte))
        }
        let found = number.map { units($0.lowerBound)..<units($0.upperBound) }
        #expect(layout.decoration(of: text).prefixUnits == decoration.prefixUnits)
        #expect(decoration.prefixUnits == expected.prefixUnits && decoration.numberUnits == expected.numberUnits
                && decoration.signUnits == expected.signUnits && found == expected.number,
                "\(context): \(text.debugDescription)")
    }

    static let cases: [(String, NumberStyle)] = [
        ("en_US", .currency("USD")), ("de_DE", .currency("EUR")), ("fr_FR", .currency("EUR")),
        ("de_CH", .currency("CHF")), ("hi_IN", .currency("INR")), ("ar_EG", .currency("EGP")),
        ("fa_IR", .currency("IRR")), ("he_IL", .currency("ILS")), ("nl_NL", .currency("EUR")),
        ("en_US", .accounting("USD")), ("de_DE", .percent), ("ar_EG", .percent), ("fr_FR", .perMille),
    ]

    @Test(arguments: cases.indices)
    func bytesAgreeWithCharactersOnEveryShownText(_ index: Int) throws {
        let (locale, style) = Self.cases[index]
        let context = "\(locale) \(style.name)"
        let validator = try NumericValidator(locale: locale, kind: .decimal, grouping: .strict, style: style)
        let symbols = validator.symbols
        var field = NumericField(rule: .number(validator), options: .amount)
        let layout = field.layout
        let keys: [FieldEdit] = (0..<10).map { .type(String(Character(symbols.digits[$0]))) }
            + [.type(symbols.decimalSeparator), .type("-"), .type(symbols.minusSign), .deleteBackward, .deleteForward,
               .moveLeft, .moveRight, .moveToStart, .moveToEnd, .paste("1,234.5"), .paste("-12"), .endEditing,
               .beginEditing]
        var generator = SystemRandomNumberGenerator()
        var shown = 0
        for _ in 0..<400 {
            let edit = keys.randomElement(using: &generator)!
            _ = try field.apply(edit)
            Self.check(field.text, layout, context)
            shown += 1
        }
        #expect(shown == 400)
        // Texts the field does not make, where the two still agree: empty, an affix alone, a sign alone.
        let positive = try #require(StyleSymbols(locale: locale, style: style).positive.first)
        for text in ["", positive.prefix, positive.suffix, positive.prefix + positive.suffix, "-", "12"] {
            Self.check(text, layout, context)
        }
    }
}
