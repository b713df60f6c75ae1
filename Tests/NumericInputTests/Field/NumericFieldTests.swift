#if NUMERICINPUT_SYSTEM_ICU
import _ICUReference
#endif
import NumericInput
import NumericInputTesting
import Testing

@Suite("Field engine: formatting as you type")
struct NumericFieldTests {
    static func field(_ locale: String, kind: NumericKind = .decimal, options: FieldOptions = .amount) throws -> NumericField {
        NumericField(rule: .number(try NumericValidator(locale: locale, kind: kind)), options: options)
    }

    @Test func typingGroups() throws {
        var field = try Self.field("en_US")
        for key in "1234567.89" { try field.apply(.type(String(key))) }
        #expect(field.text == "1,234,567.89")
        #expect(field.selection == 12..<12)
        var de = try Self.field("de_DE")
        for key in "1234567" { try de.apply(.type(String(key))) }
        #expect(de.text == "1.234.567")
        var es = try Self.field("es_ES")
        for key in "1234" { try es.apply(.type(String(key))) }
        #expect(es.text == "1234")
        try es.apply(.type("5"))
        #expect(es.text == "12.345")
        var hi = try Self.field("hi_IN")
        for key in "1234567" { try hi.apply(.type(String(key))) }
        #expect(hi.text == "12,34,567")
    }
}

// Compares with ICU's formatter: only with the SystemICU trait.
#if NUMERICINPUT_SYSTEM_ICU
@Suite("Field engine: every locale types as ICU formats")
struct FieldLocaleMatrixTests {
    /// (a) In every ICU locale, numbers typed key by key in the locale's digits show exactly ICU's grouped
    /// formatting (minimum grouping digits included), with the caret at the end.
    @Test func typedNumbersShowICUFormatting() throws {
        let numbers = ["7", "12", "123", "1234", "12345", "123456", "1234567", "12345678", "123456789",
                       "1234567890", "1234.5", "12345.75", "-1234", "-9876543.5"]
        var checked = 0
        var failures: [String] = []
        for locale in NumberSymbols.availableLocaleIdentifiers {
            let symbols = try NumberSymbols(locale: locale)
            guard let icu = ICUNumberFormat(locale: locale) else { continue }
            icu.useLocaleMinimumGrouping()
            icu.setGrouping(true)
            let rule = InputRule.number(try NumericValidator(locale: locale, kind: .decimal))
            for number in numbers {
                guard let expected = icu.format(number) else { continue }
                var field = NumericField(rule: rule, options: FieldOptions(formatsAsYouType: true))
                // The keys as NumericInputTesting's samples type them: one writer of per-locale samples.
                for key in LocaleSample.keys(typing: number, symbols: symbols) {
                    let change = try field.apply(.type(key))
                    if !change.isAccepted { failures.append("\(locale) \(number): key \(key) refused \(change.rejection!)") }
                }
                if field.text != expected || field.selection != field.text.utf16.count..<field.text.utf16.count {
                    failures.append("\(locale) \(number): shows \(field.text.debugDescription), ICU \(expected.debugDescription), caret \(field.selection)")
                }
                checked += 1
            }
        }
        #expect(failures.isEmpty, "\(failures.count) mismatches, first: \(failures.prefix(10))")
        #expect(checked > 800 * numbers.count)
    }
}
#endif

/// An independent model of the caret rules, on plain strings: the raw text is the shown text without the
/// grouping separator (the rules here refuse a typed one, so every separator shown was inserted).
struct CaretModel {
    let symbols: NumberSymbols
    let rule: InputRule

    var separator: String { symbols.groupingSeparator }

    /// The shown text's scalars, each marked as an inserted separator or not.
    func pieces(_ shown: String) -> [(text: String, isSeparator: Bool)] {
        var result: [(String, Bool)] = []
        var rest = Substring(shown)
        while !rest.isEmpty {
            if rest.hasPrefix(separator) {
                result.append((separator, true))
                rest = rest.dropFirst(separator.count)
            } else {
                let scalar = rest.unicodeScalars.first!
                result.append((String(scalar), false))
                rest = Substring(rest.unicodeScalars.dropFirst())
            }
        }
        return result
    }

    /// The raw offset (UTF-16) of a shown offset.
    func raw(_ shown: String, _ offset: Int) -> Int {
        var units = 0
        var raw = 0
        for piece in pieces(shown) {
            if units >= offset { break }
            units += piece.text.utf16.count
            if !piece.isSeparator { raw += piece.text.utf16.count }
        }
        return raw
    }

    func strip(_ shown: String) -> String { pieces(shown).filter { !$0.isSeparator }.map(\.text).joined() }

    /// The UTF-16 length of the sign at the start: bidi marks and one sign.
    func signLength(_ shown: String) -> Int {
        let signs = Set((symbols.minusSign + symbols.plusSign + "-+\u{2212}\u{200E}\u{200F}\u{061C}").unicodeScalars)
        var units = 0
        for scalar in shown.unicodeScalars {
            guard signs.contains(scalar) else { break }
            units += scalar.utf16.count
        }
        return units
    }

    /// Groups the integer digits of a raw text the way the locale does, with the caret's shown offset.
    func format(_ raw: String, caret: Int) -> (String, Int) {
        let scalars = Array(raw.unicodeScalars)
        let isDigit: (Unicode.Scalar) -> Bool = { symbols.digits.contains($0) || ("0"..."9").contains($0) }
        let signs = Set((symbols.minusSign + symbols.plusSign + "-+\u{2212}").unicodeScalars)
        var start = 0
        while start < scalars.count, signs.contains(scalars[start]) { start += 1 }
        var end = start
        while end < scalars.count, isDigit(scalars[end]) { end += 1 }
        let count = end - start
        let p = symbols.primaryGroupingSize
        let s = symbols.secondaryGroupingSize > 0 ? symbols.secondaryGroupingSize : p
        let grouped = p > 0 && count - p >= symbols.minimumGroupingDigits
        var shown = ""
        var caretShown = -1
        var rawUnits = 0
        for (index, scalar) in scalars.enumerated() {
            if index > start && index < end && grouped {
                let remaining = end - index
                if remaining == p || (remaining > p && (remaining - p) % s == 0) {
                    if rawUnits == caret && caretShown < 0 { caretShown = shown.utf16.count }
                    shown += separator
                }
            }
            if rawUnits == caret && caretShown < 0 { caretShown = shown.utf16.count }
            shown.unicodeScalars.append(scalar)
            rawUnits += String(scalar).utf16.count
        }
        if caretShown < 0 { caretShown = shown.utf16.count }
        return (shown, caretShown)
    }
}

@Suite("Field engine: caret rules, brute force")
struct FieldBruteForceTests {
    /// (b) Every caret position and selection × every edit on small formatted numbers: the text shown is the
    /// formatting of the model's raw text, the caret stands where the caret rules say, and the verdict is the
    /// rule's verdict for the unformatted text.
    @Test(arguments: ["en_US", "hi_IN", "fr_FR", "es_ES", "ar_EG", "ff_Adlm", "de_CH"])
    func everyPositionEveryEdit(locale: String) throws {
        let symbols = try NumberSymbols(locale: locale)
        let rule = InputRule.number(try NumericValidator(locale: locale, kind: .decimal))
        let model = CaretModel(symbols: symbols, rule: rule)
        let digit = { (value: Int) in String(Character(symbols.digits[value])) }
        let numbers = ["", "1", "12", "1234", "12345", "123456", "1234567", "-1234", "1234.5", "-123456.25"]
        let options = FieldOptions(formatsAsYouType: true)
        var cases = 0
        for number in numbers {
            var start = NumericField(rule: rule, options: options)
            let typed = number.map { character -> String in
                switch character {
                case "-": symbols.minusSign
                case ".": symbols.decimalSeparator
                default: digit(Int(String(character))!)
                }
            }.joined()
            try start.apply(.paste(typed))
            let shown = start.text
            let length = shown.utf16.count
            // Scalar boundaries only (ff_Adlm's digits are two UTF-16 units).
            var offsets = [0]
            var units = 0
            for scalar in shown.unicodeScalars { units += String(scalar).utf16.count; offsets.append(units) }
            #expect(units == length)
            for lower in offsets {
                for upper in offsets where upper >= lower {
                    var edits: [(FieldEdit, String)] = [(.type(digit(5)), "type")]
                    if upper - lower <= 4 { edits.append((.deleteBackward, "backspace")); edits.append((.deleteForward, "delete")) }
                    if lower == upper || upper - lower <= 3 { edits.append((.paste(digit(9) + digit(8)), "paste")) }
                    for (edit, name) in edits {
                        var field = start
                        try field.apply(.select(lower..<upper))
                        let change = try field.apply(edit)
                        cases += 1
                        let context = "\(locale) \(shown.debugDescription) [\(lower),\(upper)) \(name)"
                        // Expected raw edit.
                        let raw = model.strip(shown)
                        var rawLower = model.raw(shown, lower)
                        var rawUpper = model.raw(shown, upper)
                        var insert = ""
                        switch edit {
                        case .type(let text), .paste(let text): insert = text
                        default:
                            if lower == upper {
                                if name == "backspace" {
                                    guard lower > 0 else { #expect(change.replacement == nil, "\(context)"); continue }
                                    let before = model.pieces(String(shown.utf16.prefix(lower))!)
                                    rawLower = model.raw(shown, lower) - (before.last(where: { !$0.isSeparator })?.text.utf16.count ?? 0)
                                } else {
                                    guard upper < length else { #expect(change.replacement == nil, "\(context)"); continue }
                                    let after = model.pieces(String(shown.utf16.dropFirst(upper))!)
                                    rawUpper = model.raw(shown, upper) + (after.first(where: { !$0.isSeparator })?.text.utf16.count ?? 0)
                                }
                                // The sign with its bidi marks is deleted as one unit.
                                let sign = model.signLength(shown)
                                if rawLower < sign { rawLower = 0; rawUpper = max(rawUpper, sign) }
                            } else if rawLower == rawUpper {
                                if name == "backspace" {
                                    guard rawLower > 0 else { continue }
                                    let before = String(raw.utf16.prefix(rawLower))!
                                    rawLower -= String(before.unicodeScalars.last!).utf16.count
                                } else {
                                    guard rawUpper < raw.utf16.count else { continue }
                                    let after = String(raw.utf16.dropFirst(rawUpper))!
                                    rawUpper += String(after.unicodeScalars.first!).utf16.count
                                }
                            }
                        }
                        let newRaw = String(raw.utf16.prefix(rawLower))! + insert + String(raw.utf16.dropFirst(rawUpper))!
                        let expectedVerdict = rule.verdict(for: newRaw)
                        let isDeletion = insert.isEmpty
                        if case .invalid = expectedVerdict, !isDeletion {
                            #expect(!change.isAccepted, "\(context): \(newRaw.debugDescription) should be refused")
                            #expect(field.text == shown && field.selection == lower..<upper, "\(context)")
                            continue
                        }
                        #expect(change.isAccepted, "\(context): refused \(String(describing: change.rejection))")
                        let (expectedText, expectedCaret) = model.format(newRaw, caret: rawLower + insert.utf16.count)
                        #expect(field.text == expectedText, "\(context): \(field.text.debugDescription) vs \(expectedText.debugDescription)")
                        #expect(field.selection == expectedCaret..<expectedCaret, "\(context): caret \(field.selection) vs \(expectedCaret)")
                        #expect(change.state?.verdict == expectedVerdict, "\(context)")
                        // The minimal replacement turns the old text into the new one.
                        if let replacement = change.replacement {
                            let old = Array(shown.utf16)
                            let rebuilt = old[..<replacement.utf16Range.lowerBound] + Array(replacement.text.utf16)
                                + old[replacement.utf16Range.upperBound...]
                            #expect(String(decoding: rebuilt, as: UTF16.self) == field.text, "\(context)")
                        } else {
                            #expect(field.text == shown, "\(context)")
                        }
                    }
                }
            }
        }
        #expect(cases > 500)
    }
}

/// A field in a state written as "1,23|4" (caret) or "1[,23]4" (selection).
func field(_ notation: String, locale: String, kind: NumericKind = .decimal,
           options: FieldOptions = FieldOptions(formatsAsYouType: true)) throws -> NumericField {
    let symbols = try NumberSymbols(locale: locale)
    var field = NumericField(rule: .number(try NumericValidator(locale: locale, kind: kind)), options: options)
    let plain = notation.replacingOccurrences(of: "|", with: "").replacingOccurrences(of: "[", with: "")
        .replacingOccurrences(of: "]", with: "")
    let raw = plain.replacingOccurrences(of: symbols.groupingSeparator, with: "")
    let change = try field.apply(.replace(0..<0, with: raw))
    #expect(change.isAccepted && field.text == plain, "setting up \(notation): \(field.text)")
    let units = Array(notation.utf16)
    let marks = (caret: units.firstIndex(of: UInt16(UInt8(ascii: "|"))),
                 open: units.firstIndex(of: UInt16(UInt8(ascii: "["))),
                 close: units.firstIndex(of: UInt16(UInt8(ascii: "]"))))
    if let caret = marks.caret {
        try field.apply(.select(caret..<caret))
    } else if let open = marks.open, let close = marks.close {
        try field.apply(.select(open..<(close - 1)))
    }
    return field
}

/// The field's state in the same notation.
func notation(_ field: NumericField) -> String {
    let units = Array(field.text.utf16)
    let selection = field.selection
    if selection.isEmpty {
        return String(decoding: units[..<selection.lowerBound], as: UTF16.self) + "|"
            + String(decoding: units[selection.lowerBound...], as: UTF16.self)
    }
    return String(decoding: units[..<selection.lowerBound], as: UTF16.self) + "["
        + String(decoding: units[selection], as: UTF16.self) + "]"
        + String(decoding: units[selection.upperBound...], as: UTF16.self)
}

@Suite("Field engine: the caret table (FormattingAsYouType.md), one test per row")
struct CaretTableTests {
    @Test(arguments: [
        ("1,23|4", FieldEdit.type("5"), "12,35|4"),
        ("1,|234", .deleteBackward, "|234"),
        ("1|,234", .deleteForward, "1|34"),
        ("12,3|45", .deleteBackward, "1,2|45"),
        ("-1,|234", .deleteBackward, "-|234"),
        ("1[,23]4,567", .type("9"), "19|4,567"),
    ])
    func enUS(before: String, edit: FieldEdit, after: String) throws {
        var state = try field(before, locale: "en_US")
        let change = try state.apply(edit)
        #expect(change.isAccepted)
        #expect(notation(state) == after)
    }

    @Test func utf16OffsetsFrenchNarrowSpace() throws {
        var state = try field("1\u{202F}23|4", locale: "fr_FR")
        #expect(state.selection == 4..<4)
        try state.apply(.type("5"))
        #expect(notation(state) == "12\u{202F}35|4")
        #expect(state.selection == 5..<5)
    }

    @Test func utf16OffsetsAdlamDigitsAndArabicMinus() throws {
        let adlam = try NumberSymbols(locale: "ff_Adlm")
        let digits = adlam.digits.map { String(Character($0)) }
        var state = NumericField(rule: .number(try NumericValidator(locale: "ff_Adlm", kind: .decimal)),
                                 options: FieldOptions(formatsAsYouType: true))
        for value in [1, 2, 3, 4] { try state.apply(.type(digits[value])) }
        // Four digits of two UTF-16 units each, one separator.
        #expect(state.text == digits[1] + adlam.groupingSeparator + digits[2] + digits[3] + digits[4])
        #expect(state.selection.lowerBound == state.text.utf16.count)
        let afterSeparator = 2 + adlam.groupingSeparator.utf16.count
        try state.apply(.select(afterSeparator..<afterSeparator))   // Backspace deletes the first digit
        try state.apply(.deleteBackward)
        #expect(state.text == digits[2] + digits[3] + digits[4] && state.selection == 0..<0)

        var arabic = try field("١٬٢|٣٤", locale: "ar_EG", options: FieldOptions(formatsAsYouType: true, togglesSign: true))
        try arabic.apply(.type("-"))
        #expect(arabic.text == "\u{061C}-١٬٢٣٤")
        #expect(arabic.selection == 5..<5, "the caret stays on its digit: two units of sign before it")
    }

    @Test func signToggleKeepsTheCaretOnItsDigit() throws {
        var state = try field("1,2|34", locale: "en_US", options: FieldOptions(formatsAsYouType: true, togglesSign: true))
        try state.apply(.type("-"))
        #expect(notation(state) == "-1,2|34")
        try state.apply(.type("-"))
        #expect(notation(state) == "1,2|34")
        try state.apply(.type("-"))
        try state.apply(.type("+"))
        #expect(notation(state) == "1,2|34")
        // After an exponent symbol, "-" is the exponent's sign.
        var scientific = try field("1E|", locale: "en_US", kind: .numeric,
                                   options: FieldOptions(formatsAsYouType: true, togglesSign: true))
        try scientific.apply(.type("-"))
        #expect(notation(scientific) == "1E-|")
    }
}

/// (c) One test per complaint issue 9 lists, each named after the reports it answers.
@Suite("Field engine: what users of number-input libraries report")
struct FieldComplaintTests {
    /// react-number-format #105, #695; cleave.js #25, #219; autoNumeric #675, #767; imask #591; CurrencyText #64:
    /// the caret jumps when separators are inserted or removed.
    @Test func caretDoesNotJumpAroundInsertedSeparators() throws {
        var state = try field("12|3,456", locale: "en_US")
        try state.apply(.type("9"))       // a separator moves: 1,29|3,456
        #expect(notation(state) == "1,29|3,456")
        try state.apply(.deleteBackward)  // and moves back
        #expect(notation(state) == "12|3,456")
        try state.apply(.moveToEnd)
        try state.apply(.deleteBackward)
        #expect(notation(state) == "12,345|")
    }

    /// MoneyFox #2025, StreetComplete #4084, gnosis/safe-ios #437: the decimal key follows the device's region.
    @Test func otherDecimalSeparatorFromTheKeyboard() throws {
        let aliases = FieldOptions(formatsAsYouType: true, decimalSeparatorAliases: true)
        var arabic = try field("١٢|", locale: "ar_EG", options: aliases)
        try arabic.apply(.type("."))
        #expect(notation(arabic) == "١٢٫|")
        var persian = try field("۱۲|", locale: "fa_IR", options: aliases)
        try persian.apply(.type(","))
        #expect(notation(persian) == "۱۲٫|")
        var french = try field("12|", locale: "fr_FR", options: aliases)
        try french.apply(.type("."))
        #expect(notation(french) == "12,|")
        var german = try field("12|", locale: "de_DE", options: aliases)
        let refused = try german.apply(.type("."))
        #expect(refused.rejection?.reason == .ambiguousDecimalSeparator)
        #expect(notation(german) == "12|")
        // The offset is in the text behind the formatting: "1.234|" is "1234" with the caret at 4.
        var grouped = try field("1.234|", locale: "de_DE", options: aliases)
        #expect(try grouped.apply(.type(".")).rejection == Rejection(reason: .ambiguousDecimalSeparator, offset: 4))
        try grouped.apply(.select(2..<2))   // "1.|234": after the separator, still raw offset 1
        #expect(try grouped.apply(.type(".")).rejection?.offset == 1)
        // Without the option, the key is the rule's to refuse.
        var plain = try field("١٢|", locale: "ar_EG")
        #expect(try plain.apply(.type(".")).isAccepted == false)
    }

    /// autoNumeric #460, lion #1731 ("1,23" silently becomes 123): pastes in the other convention.
    @Test func pastesInTheOtherConvention() throws {
        var us = try field("|", locale: "en_US")
        let change = try us.apply(.paste("1,23"))
        #expect(us.text == "1.23" && change.paste?.certainty == .certain)
        var german = try field("|", locale: "de_DE")
        let certain = try german.apply(.paste("1,234.56"))
        #expect(german.text == "1.234,56" && certain.paste?.certainty == .certain)
        #expect(certain.state?.verdict.value?.canonical == "1234.56")
        var ambiguous = try field("|", locale: "de_DE")
        let both = try ambiguous.apply(.paste("1.234"))
        #expect(ambiguous.text == "1.234" && both.paste?.certainty == .ambiguous)
        #expect(both.state?.verdict.value?.canonical == "1234" && both.paste?.alternative?.canonical == "1.234")
        var strict = try field("|", locale: "de_DE", options: FieldOptions(formatsAsYouType: true, ambiguousPastes: .refuse))
        #expect(try strict.apply(.paste("1.234")).rejection?.reason == .ambiguousPaste)
        #expect(strict.text.isEmpty)
        var spaced = try field("|", locale: "en_US")
        try spaced.apply(.paste("1 234,5"))
        #expect(spaced.text == "1,234.5")
        var devanagari = try field("|", locale: "en_US")
        try devanagari.apply(.paste("१२३४"))
        #expect(devanagari.text == "1,234")
        var arabicDigits = try field("|", locale: "de_DE")
        try arabicDigits.apply(.paste("١٢٫٥"))
        #expect(arabicDigits.text == "12,5")
    }

    /// woocommerce-ios #6480, Eureka #679: iOS number and decimal pads have no minus key.
    @Test func signWithoutAMinusKey() throws {
        var state = try field("1,234.5|", locale: "en_US", options: .amount)
        try state.apply(.type("-"))
        #expect(notation(state) == "-1,234.5|")
        var persian = try field("۱۲|", locale: "fa_IR", options: .amount)
        try persian.apply(.type("-"))
        #expect(persian.text == "\u{200E}\u{2212}۱۲", "the locale's minus, bidi mark included")
        var unsigned = try field("12|", locale: "en_US", kind: .positiveInteger, options: .amount)
        #expect(try unsigned.apply(.type("-")).isAccepted == false)
    }

    /// react-number-format #645, #562: formatting replaces the whole text and breaks undo. The change says the
    /// smallest replacement instead.
    @Test func minimalReplacementKeepsUndo() throws {
        var state = try field("123|", locale: "en_US")
        let plain = try state.apply(.type("4"))
        // "123" → "1,234": keep "1", replace "23" by ",234".
        #expect(plain.replacement?.utf16Range == 1..<3 && plain.replacement?.text == ",234")
        let inside = try state.apply(.type("5"))
        #expect(state.text == "12,345")
        #expect(inside.replacement?.utf16Range == 1..<5 && inside.replacement?.text == "2,345")
        try state.apply(.select(5..<5))
        let digit = try state.apply(.type("9"))
        #expect(digit.replacement?.utf16Range == 2..<5, "only what moved: \(String(describing: digit.replacement))")
        let refused = try state.apply(.type("x"))
        #expect(refused.replacement == nil && !refused.isAccepted)
    }

    /// DiffableTextViews #88: IME composition is validated half-composed.
    @Test func compositionIsValidatedWhenItEnds() throws {
        var state = try field("12|", locale: "ja_JP", options: FieldOptions(formatsAsYouType: true, digits: .ascii))
        // A Japanese IME composes full-width digits; the half-composed text is shown, not checked.
        try state.apply(.setMarkedText("３"))
        try state.apply(.setMarkedText("３４"))
        #expect(state.text == "12３４" && state.markedRange == 2..<4)
        let committed = try state.apply(.unmarkText)
        #expect(committed.isAccepted && notation(state) == "1,234|" && state.markedRange == nil)
        #expect(committed.replacement.map { Array($0.text.utf16) } != nil)
        // A composition that is not a number is refused whole: back to the text before it.
        try state.apply(.setMarkedText("あ"))
        let refused = try state.apply(.unmarkText)
        #expect(!refused.isAccepted && notation(state) == "1,234|")
        #expect(refused.replacement?.text == "" && refused.replacement?.utf16Range == 5..<6)
    }
}

@Suite("Field engine: bad edits and huge input")
struct FieldRobustnessTests {
    @Test func rangesThatDoNotFitAreTypedErrors() throws {
        var state = try field("1,234|", locale: "en_US")
        #expect(throws: EditError.self) { try state.apply(.select(3..<99)) }
        #expect(throws: EditError.self) { try state.apply(.replace(-1..<2, with: "5")) }
        #expect(notation(state) == "1,234|", "a refused range leaves the field as it was")
        var adlam = NumericField(rule: .number(try NumericValidator(locale: "ff_Adlm", kind: .decimal)))
        let one = String(Character(try NumberSymbols(locale: "ff_Adlm").digits[1]))
        try adlam.apply(.type(one))
        do {
            try adlam.apply(.select(1..<1))
            Issue.record("an offset inside a surrogate pair was taken")
        } catch {
            #expect(error.code == .splitsSurrogatePair)
        }
    }

    @Test func aMebibytePasteIsDecidedInLinearTime() throws {
        let empty = try field("|", locale: "en_US")
        let huge = String(repeating: "1234567890", count: 104_858)
        var state = empty
        let change = try state.apply(.paste(huge))
        #expect(change.isAccepted && change.state?.verdict.isComplete == true)
        #expect(state.text.utf8.count > huge.utf8.count, "grouped")
        let refused = try state.apply(.paste(huge + "x"))
        #expect(!refused.isAccepted)
        // Timed: a paste of 64 KiB, 256 KiB and 1 MiB of digits into a formatting field, taken and grouped; and
        // the same with one letter at the end, refused.
        LinearTime.expect("paste into a formatting field") { count in
            let digits = String(repeating: "7", count: count)
            return {
                var field = empty
                #expect((try? field.apply(.paste(digits)))?.isAccepted == true)
            }
        }
        LinearTime.expect("refused paste into a formatting field") { count in
            let digits = String(repeating: "7", count: count - 1) + "x"
            return {
                var field = empty
                #expect((try? field.apply(.paste(digits)))?.isAccepted == false)
            }
        }
    }
}

@Suite("Field engine: fuzz findings")
struct FieldFuzzFindingTests {
    /// Found by the fuzzer: a grouping separator typed into a formatting field (de_DE, strict grouping, "1" then
    /// ".") was taken as part of the number, then read as an inserted one at the next edit. The field inserts its
    /// separators itself: typed text with one is refused.
    @Test func typedGroupingSeparatorIsNotPartOfTheNumber() throws {
        var state = NumericField(rule: .number(try NumericValidator(locale: "de_DE", kind: .decimal, grouping: .strict)),
                                 options: FieldOptions(formatsAsYouType: true))
        try state.apply(.type("1"))
        let refused = try state.apply(.type("."))
        #expect(refused.rejection?.reason == .groupingSeparatorNotAllowed && state.text == "1")
        #expect(try state.apply(.type("2.345")).rejection == Rejection(reason: .groupingSeparatorNotAllowed, offset: 2))
        try state.apply(.type("2345"))
        #expect(state.text == "12.345" && state.verdict.value?.canonical == "12345")
    }

    /// Found by the fuzzer: an edit that arrives while an input method composes commits the composition first;
    /// its replacement must start from the composed text the platform shows.
    @Test func editDuringCompositionReportsFromTheShownText() throws {
        var state = try field("123|", locale: "de_DE")
        try state.apply(.setMarkedText("4"))
        #expect(state.text == "1234")
        let change = try state.apply(.type("5"))
        #expect(state.text == "12.345")
        let replacement = try #require(change.replacement)
        let shown = Array("1234".utf16)
        let rebuilt = shown[..<replacement.utf16Range.lowerBound] + Array(replacement.text.utf16)
            + shown[replacement.utf16Range.upperBound...]
        #expect(String(decoding: rebuilt, as: UTF16.self) == "12.345")
        // A refused commit then a typed key: the replacement still starts from what was shown.
        try state.apply(.setMarkedText("x"))
        let after = try state.apply(.type("6"))
        let again = try #require(after.replacement)
        let composed = Array("12.345x".utf16)
        let result = composed[..<again.utf16Range.lowerBound] + Array(again.text.utf16) + composed[again.utf16Range.upperBound...]
        #expect(String(decoding: result, as: UTF16.self) == state.text)
    }
}

/// Findings of a second read of the engine, each a repro that failed before its fix.
@Suite("Field engine: review findings")
struct FieldReviewFindingTests {
    @Test func pasteThatIsNotANumberKeepsItsSeparatorsAndIsRefused() throws {
        var us = try field("|", locale: "en_US", options: .amount)
        #expect(try us.apply(.paste("1,234,56")).rejection?.reason == .groupingSeparatorNotAllowed)
        #expect(try us.apply(.paste("1,2,3")).rejection?.reason == .groupingSeparatorNotAllowed)
        #expect(us.text.isEmpty)
    }

    @Test func aLeadingZeroIsNeverAGroup() throws {
        var german = try field("|", locale: "de_DE")
        let half = try german.apply(.paste("0.500"))
        #expect(half.paste?.certainty == .certain && half.state?.verdict.value?.canonical == "0.5" && german.text == "0,500")
        var us = try field("|", locale: "en_US")
        let quarter = try us.apply(.paste("0,250"))
        #expect(quarter.paste?.certainty == .certain && quarter.state?.verdict.value?.canonical == "0.25")
    }

    @Test(arguments: ["ar_EG", "fa_IR"])
    func aSignWithBidiMarksIsOneUnit(locale: String) throws {
        let symbols = try NumberSymbols(locale: locale)
        var state = try field("|", locale: locale, options: .amount)
        try state.apply(.type("-"))
        try state.apply(.type(String(Character(symbols.digits[1]))))
        #expect(state.text == symbols.minusSign + String(Character(symbols.digits[1])))
        try state.apply(.moveLeft)
        #expect(state.selection == symbols.minusSign.utf16.count..<symbols.minusSign.utf16.count)
        try state.apply(.moveLeft)
        #expect(state.selection == 0..<0, "the arrow steps over the whole sign")
        try state.apply(.moveRight)
        try state.apply(.deleteBackward)
        #expect(state.text == String(Character(symbols.digits[1])) && state.selection == 0..<0)
        #expect(state.verdict.value?.canonical == "1")
    }

    @Test func anUnchangedTextKeepsTheCaret() throws {
        var state = try field("1,2|34", locale: "en_US")
        let change = try state.apply(.change(from: state.text, to: state.text))
        #expect(change.replacement == nil && notation(state) == "1,2|34")
    }

    @Test func strictGroupingVariantsAreTheFieldsToInsert() throws {
        var french = NumericField(rule: .number(try NumericValidator(locale: "fr_FR", kind: .decimal, grouping: .strict)),
                                  options: .amount)
        try french.apply(.type("1"))
        #expect(try french.apply(.type(" ")).rejection?.reason == .groupingSeparatorNotAllowed)
        for key in ["2", "3", "4", "5"] { try french.apply(.type(key)) }
        #expect(french.text == "12\u{202F}345")
    }

    @Test func fullWidthDigitsFromAnInputMethodAreTheLocales() throws {
        var state = try field("123|", locale: "en_US")
        try state.apply(.setMarkedText("４"))
        try state.apply(.setMarkedText("４５"))
        let change = try state.apply(.unmarkText)
        #expect(change.isAccepted && notation(state) == "12,345|")
    }

    @Test func aPasteIsReadWithTheWholeRule() throws {
        let rule = InputRule.number(try NumericValidator(locale: "en_US", kind: .decimal)).bounded(0...10)
        var state = NumericField(rule: rule, options: .amount)
        let change = try state.apply(.paste("1,234"))
        #expect(change.isAccepted && state.text == "1.234" && change.paste?.certainty == .certain)
    }

    @Test func aDelegateDeletionAtTheCaretIsADelete() throws {
        var state = try field("1|,234", locale: "en_US")
        try state.apply(.replace(1..<2, with: ""))
        #expect(notation(state) == "1|34")
        var back = try field("1,|234", locale: "en_US")
        try back.apply(.replace(1..<2, with: ""))
        #expect(notation(back) == "|234")
    }

    @Test func theSignToggleWorksOverASelection() throws {
        var state = try field("[1,234]", locale: "en_US", options: .amount)
        try state.apply(.type("-"))
        #expect(state.text == "-1,234")
    }
}

@Suite("Field engine: the README's and the article's example")
struct FieldExampleTests {
    @Test func typeThenPasteOverASelection() throws {
        var field = NumericField(rule: .number(try NumericValidator(locale: "de_DE", kind: .decimal)), options: .amount)
        for key in "1234567" { try field.apply(.type(String(key))) }
        #expect(field.text == "1.234.567" && field.selection == 9..<9)
        try field.apply(.select(0..<field.text.utf16.count))
        let change = try field.apply(.paste("1,234.56"))
        #expect(field.text == "1.234,56" && change.paste?.certainty == .certain)
    }
}
