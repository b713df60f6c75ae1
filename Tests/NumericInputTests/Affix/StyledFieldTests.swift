import NumericInput
import Testing

/// A styled `NumericField`: the affixes in place as the number is typed, the caret never inside them.
@Suite("Styled fields: affixes as you type")
struct StyledFieldTests {
    /// The field's text with the caret drawn in as "|".
    static func notation(_ field: NumericField) -> String {
        let units = Array(field.text.utf16)
        return String(decoding: units[..<field.selection.lowerBound], as: UTF16.self) + "|"
            + String(decoding: units[field.selection.upperBound...], as: UTF16.self)
    }

    static func field(_ locale: String, _ style: NumberStyle) throws -> NumericField {
        let validator = try NumericValidator(locale: locale, kind: .decimal, grouping: .strict, style: style)
        return NumericField(rule: .number(validator), options: .amount)
    }

    @Test func typingInEnglishDollarsAndGermanEuros() throws {
        var dollars = try Self.field("en_US", .currency("USD"))
        for key in "1234" { try dollars.apply(.type(String(key))) }
        #expect(Self.notation(dollars) == "$1,234|")
        var euros = try Self.field("de_DE", .currency("EUR"))
        for key in "1234" { try euros.apply(.type(String(key))) }
        #expect(Self.notation(euros) == "1.234|\u{A0}€")   // the caret before the space
        #expect(euros.verdict.value == NumericValue(1234))
    }

    static let cases: [(String, NumberStyle)] = [
        ("en_US", .currency("USD")), ("de_DE", .currency("EUR")), ("fr_FR", .currency("EUR")),
        ("de_CH", .currency("CHF")), ("hi_IN", .currency("INR")), ("ar_EG", .currency("EGP")),
        ("fa_IR", .currency("IRR")), ("he_IL", .currency("ILS")), ("ja_JP", .currency("JPY")),
        ("en_US", .accounting("USD")), ("de_DE", .percent),
    ]

    @Test(arguments: cases.indices)
    func caretRules(_ index: Int) throws {
        let (locale, style) = Self.cases[index]
        let context = "\(locale) \(style.name)"
        let symbols = try StyleSymbols(locale: locale, style: style)
        let positive = try #require(symbols.positive.first)
        let negative = try #require(symbols.negative.first)
        var field = try Self.field(locale, style)
        for key in "1234" { try field.apply(.type(String(key))) }
        // Typed key by key: the locale's affixes around the grouped number, the caret at the number's end.
        #expect(field.text.hasPrefix(positive.prefix) && field.text.hasSuffix(positive.suffix), "\(context): \(field.text)")
        let numberEnd = field.text.utf16.count - positive.suffix.utf16.count
        #expect(field.selection == numberEnd..<numberEnd, "\(context): \(Self.notation(field))")
        // End and the right arrow stop at the number's end, Home at its start: never inside an affix.
        try field.apply(.moveToEnd)
        #expect(field.selection == numberEnd..<numberEnd, "\(context): End")
        try field.apply(.moveRight)
        #expect(field.selection == numberEnd..<numberEnd, "\(context): right arrow")
        let end = field.text.utf16.count
        try field.apply(.select(end..<end))
        #expect(field.selection == numberEnd..<numberEnd, "\(context): a click in the suffix")
        try field.apply(.moveToStart)
        let numberStart = positive.prefix.utf16.count
        #expect(field.selection == numberStart..<numberStart, "\(context): Home")
        try field.apply(.select(0..<0))
        #expect(field.selection == numberStart..<numberStart, "\(context): a click in the prefix")
        // Backspace right after a prefix is refused; at the number's end it deletes the last digit.
        let afterPrefix = try field.apply(.deleteBackward)
        if !positive.prefix.isEmpty { #expect(!afterPrefix.isAccepted, "\(context): Backspace after the prefix") }
        try field.apply(.moveToEnd)
        try field.apply(.deleteBackward)
        #expect(field.verdict.value == NumericValue(style == .percent ? "1.23" : "123"), "\(context): \(Self.notation(field))")
        // The sign toggle writes the locale's negative.
        try field.apply(.type("-"))
        #expect(field.verdict.value == NumericValue(style == .percent ? "-1.23" : "-123"), "\(context)")
        #expect(field.text.hasPrefix(negative.prefix) && field.text.hasSuffix(negative.suffix),
                "\(context): \(field.text)")
        // Select all, then a digit: the number is replaced, the affixes stay the field's.
        try field.apply(.select(0..<field.text.utf16.count))
        try field.apply(.type("5"))
        #expect(field.verdict.value?.magnitudeCanonical == (style == .percent ? "0.05" : "5"), "\(context)")
        // Deleting every digit leaves no lone symbol.
        try field.apply(.deleteBackward)
        #expect(!field.text.contains(where: { !"-\u{2212}\u{200E}\u{200F}\u{061C}".contains($0) }),
                "\(context): \(field.text.debugDescription)")
    }

    /// The table's last rows in every locale: ending editing shows the full formatting, beginning again returns
    /// to the typed text with no digit lost, and a paste of the field's own formatted text (and of its ISO form)
    /// is read like any paste.
    @Test(arguments: cases.indices)
    func endingBeginningAndPastingInEveryLocale(_ index: Int) throws {
        let (locale, style) = Self.cases[index]
        let context = "\(locale) \(style.name)"
        let validator = try NumericValidator(locale: locale, kind: .decimal, grouping: .strict, style: style)
        let symbols = try StyleSymbols(locale: locale, style: style)
        let separator = (symbols.numberSymbols ?? validator.symbols).decimalSeparator
        var field = try Self.field(locale, style)
        #expect(try field.apply(.endEditing).replacement == nil, "\(context): an empty field stays empty")
        #expect(field.text.isEmpty)
        let hasFraction = symbols.fractionDigits != 0
        let keys = ["1", "2", "3", "4"] + (hasFraction ? [separator, "5"] : [])
        for key in keys { try field.apply(.type(key)) }
        let typed = field.text
        let value = NumericValue(style == .percent ? (hasFraction ? "12.345" : "12.34") : (hasFraction ? "1234.5" : "1234"))!
        #expect(field.verdict.value == value, "\(context): \(typed.debugDescription)")
        try field.apply(.endEditing)
        #expect(field.text == validator.format(value), "\(context): \(field.text.debugDescription)")
        // A typed text that is already the full formatting (no fraction digits to pad) is left as it is.
        #expect(field.isEditing == (typed == field.text) && field.verdict.value == value, "\(context)")
        try field.apply(.beginEditing)
        #expect(field.text == typed && field.isEditing, "\(context): \(field.text.debugDescription)")
        let suffix = symbols.positive.first?.suffix.utf16.count ?? 0
        let numberEnd = typed.utf16.count - suffix
        #expect(field.selection == numberEnd..<numberEnd, "\(context): \(Self.notation(field))")
        // Pastes: the field's own full formatting, and for money the ISO form ICU writes.
        let full = validator.format(value)
        var pastes = [full]
        if let code = style.currencyCode, let main = symbols.positive.first, full.hasPrefix(main.prefix),
           full.hasSuffix(main.suffix),
           let iso = symbols.positive.first(where: { $0.prefix.contains(code) || $0.suffix.contains(code) }) {
            let units = Array(full.utf16)
            let number = String(decoding: units[main.prefix.utf16.count..<(units.count - main.suffix.utf16.count)],
                                as: UTF16.self)
            pastes.append(iso.prefix + number + iso.suffix)
        }
        for paste in pastes {
            var target = try Self.field(locale, style)
            let change = try target.apply(.paste(paste))
            #expect(change.paste?.value == value, "\(context): paste \(paste.debugDescription)")
        }
    }

    @Test func endingEditingShowsTheFullFormattingAndBeginningReturnsToTheTypedText() throws {
        var dollars = try Self.field("en_US", .currency("USD"))
        #expect(try dollars.apply(.endEditing).replacement == nil, "an empty field stays empty")
        #expect(dollars.text.isEmpty && dollars.isEditing)
        for key in "1234.5" { try dollars.apply(.type(String(key))) }
        #expect(dollars.text == "$1,234.5", "fraction digits are not padded while typing")
        let ended = try dollars.apply(.endEditing)
        #expect(dollars.text == "$1,234.50" && !dollars.isEditing && ended.replacement != nil)
        #expect(dollars.verdict.value == NumericValue("1234.5"))
        try dollars.apply(.beginEditing)
        #expect(Self.notation(dollars) == "$1,234.5|" && dollars.isEditing)
        // Any edit begins editing first, and reports its replacement from the formatted text the platform shows.
        try dollars.apply(.endEditing)
        let typed = try dollars.apply(.type("6"))
        #expect(Self.notation(dollars) == "$1,234.56|")
        let replacement = try #require(typed.replacement)
        var units = Array("$1,234.50".utf16)
        units.replaceSubrange(replacement.utf16Range, with: Array(replacement.text.utf16))
        #expect(String(decoding: units, as: UTF16.self) == dollars.text)

        var euros = try Self.field("de_DE", .currency("EUR"))
        for key in "-1234" { try euros.apply(.type(String(key))) }
        try euros.apply(.endEditing)
        #expect(euros.text == "-1.234,00\u{A0}€")
        var accounting = try Self.field("en_US", .accounting("USD"))
        for key in "-12" { try accounting.apply(.type(String(key))) }
        try accounting.apply(.endEditing)
        #expect(accounting.text == "($12.00)")
    }

    @Test func pastesWithTheFieldsOwnAffixes() throws {
        for paste in ["1.234,56 €", "EUR 1234.56", "1234,56 EUR"] {
            var field = try Self.field("de_DE", .currency("EUR"))
            let change = try field.apply(.paste(paste))
            #expect(change.paste?.value == NumericValue("1234.56"), "\(paste)")
            #expect(field.text == "1.234,56\u{A0}€", "\(paste): \(field.text)")
        }
    }
}

extension NumericValue {
    /// The canonical text without a minus.
    fileprivate var magnitudeCanonical: String { isNegative ? String(canonical.dropFirst()) : canonical }
}
