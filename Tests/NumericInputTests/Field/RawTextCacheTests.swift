import Foundation
import NumericInput
import Testing

/// A formatting field keeps the raw text its last edit made (the shown text without the separators it inserted) and
/// reads it instead of unformatting the shown text again, for an edit after the integer digits. The kept text must
/// never make an edit come out differently: a field that keeps it and one that is made to unformat before every
/// edit (an empty composition started and ended at the caret empties what it keeps and changes nothing else) show
/// the same text, selection and verdict after every edit, and the verdict is the rule's for the shown text without
/// its separators. (Debug builds also check every read of the kept text against a fresh unformat.)
@Suite("Field engine: the raw text kept between edits")
struct RawTextCacheTests {
    /// An edit, in keys the script names: a key stands for the locale's digit, "." its decimal separator and "-" its
    /// minus sign.
    enum Step: CustomStringConvertible {
        case type(String), backspace, delete, left, right, home, end, select(Range<Int>), selectFirst, paste(String)

        var description: String {
            switch self {
            case .type(let key): "type \(key)"
            case .backspace: "Backspace"
            case .delete: "Delete"
            case .left: "left"
            case .right: "right"
            case .home: "home"
            case .end: "end"
            case .select(let range): "select \(range)"
            case .selectFirst: "select the first scalar"
            case .paste(let text): "paste \(text)"
            }
        }
    }

    /// Fraction digits typed and deleted at the end (the kept text's edits), then edits that regroup (an integer digit
    /// typed and deleted, the decimal separator deleted and typed again, a paste over everything) and fraction edits
    /// after each, so the kept text is emptied, made again and read again.
    static let script: [Step] = [
        .type("4"), .type("5"), .backspace, .type("6"), .backspace, .backspace, .type("7"),
        .left, .type("8"), .backspace, .delete, .end, .type("9"),
        .home, .right, .right, .type("3"), .end, .type("1"), .backspace,
        .left, .left, .backspace, .end, .backspace, .type("2"),
        .selectFirst, .type("5"), .end, .type("6"), .backspace,
        .home, .type("-"), .end, .type("4"), .backspace, .home, .delete, .end, .type("3"),
    ]

    static let locales = ["en_US", "de_DE", "fr_FR", "de_CH", "es_ES", "hi_IN", "fa_IR", "ar_EG", "bn_BD", "ff_Adlm",
                          "en-US-u-nu-fullwide"]

    /// The keys of `number` in the locale's symbols.
    static func keys(_ number: String, _ symbols: NumberSymbols) -> [String] { FieldPairKeys.keys(number, symbols) }

    static func apply(_ step: Step, to field: inout NumericField, _ symbols: NumberSymbols) throws -> Bool {
        let edit: FieldEdit = switch step {
        case .type(let key): .type(keys(key, symbols)[0])
        case .backspace: .deleteBackward
        case .delete: .deleteForward
        case .left: .moveLeft
        case .right: .moveRight
        case .home: .moveToStart
        case .end: .moveToEnd
        case .select(let range): .select(range)
        case .selectFirst: .select(0..<(field.text.unicodeScalars.first.map { String($0).utf16.count } ?? 0))
        case .paste(let text): .paste(keys(text, symbols).joined())
        }
        return try field.apply(edit).isAccepted
    }

    @Test(arguments: locales)
    func anEditReadsTheKeptTextAsItWouldTheShownOne(locale: String) throws {
        let rule = InputRule.number(try NumericValidator(locale: locale, kind: .numeric))
        try compare(locale: locale, rule: rule, isStyled: false)
    }

    /// A styled field keeps its number's raw text (behind the affixes) the same way.
    @Test(arguments: [("en_US", "USD"), ("de_DE", "EUR"), ("fr_FR", "EUR"), ("ar_EG", "EGP"), ("hi_IN", "INR")])
    func aStyledFieldReadsTheKeptTextAsItWouldTheShownOne(locale: String, code: String) throws {
        let validator = try NumericValidator(locale: locale, kind: .decimal, grouping: .strict, style: .currency(code))
        try compare(locale: locale, rule: .number(validator), isStyled: true)
    }

    /// Runs the script on a field that keeps its raw text and one made to unformat before every edit, comparing
    /// them after every edit, and (a field without affixes) the verdict with the rule's.
    func compare(locale: String, rule: InputRule, isStyled: Bool) throws {
        let symbols = try NumberSymbols(locale: locale)
        var keeping = NumericField(rule: rule, options: .amount)
        var unformatting = keeping
        for key in Self.keys("1234567.8", symbols) {
            #expect(try keeping.apply(.type(key)).isAccepted && unformatting.apply(.type(key)).isAccepted)
        }
        #expect(!keeping.text.unicodeScalars.elementsEqual(Self.keys("1234567.8", symbols).joined().unicodeScalars),
                "the field formats its text")
        for (index, step) in (Self.script + [.select(0..<keeping.text.utf16.count), .paste("98765.4"), .end,
                                             .type("3"), .backspace]).enumerated() {
            if unformatting.selection.isEmpty {
                // An empty composition at the caret: the field's text and selection stay, what it kept is emptied.
                try unformatting.apply(.setMarkedText(""))
                try unformatting.apply(.unmarkText)
            }
            let took = try Self.apply(step, to: &keeping, symbols)
            let tookToo = try Self.apply(step, to: &unformatting, symbols)
            let context: Comment = "\(locale), step \(index) (\(step)): \"\(keeping.text)\""
            #expect(took == tookToo, context)
            #expect(keeping.text == unformatting.text, context)
            #expect(keeping.selection == unformatting.selection, context)
            #expect(keeping.verdict == unformatting.verdict, context)
            if !isStyled {
                let raw = keeping.text.components(separatedBy: symbols.groupingSeparator).joined()
                #expect(keeping.verdict == rule.verdict(for: raw), context)
            }
        }
    }

    /// The script types and deletes fraction digits at the end: the edits the kept text serves. A script that
    /// never reached them would test nothing.
    @Test func theScriptEditsTheFraction() throws {
        let symbols = try NumberSymbols(locale: "en_US")
        var field = NumericField(rule: .number(try NumericValidator(locale: "en_US", kind: .numeric)), options: .amount)
        for key in Self.keys("1234567.8", symbols) { try field.apply(.type(key)) }
        for step in Self.script.prefix(3) { _ = try Self.apply(step, to: &field, symbols) }
        #expect(field.text == "1,234,567.84")
    }
}
