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

    /// Keys typed and deleted at the end in a long run, as people type and correct an amount: the edits whose
    /// verdicts a field reads on from the checkpoints it keeps with its raw text (the state after the text, and
    /// after the text before the last key typed at its end), with decimal separators and minus signs among them
    /// (refused there, or taken where the number allows them, which in fa_IR and ar_EG are scalars the table
    /// does not take), and now and then a key typed at the start, which reads the text from its start again.
    static let endScript: [Step] = {
        var steps: [Step] = []
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<400 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let pick = Int(seed >> 33) % 24
            switch pick {
            case 0..<12: steps.append(.type(String(pick % 10)))
            case 12: steps.append(.type("."))
            case 13: steps.append(.type("-"))
            case 14: steps += [.home, .type("-"), .end]
            case 15: steps += [.home, .type(String(pick % 10)), .end]
            default: steps.append(.backspace)
            }
        }
        return steps
    }()

    /// Every verdict read on from a kept checkpoint is the rule's for the new text, in fields whose plans read
    /// their verdicts through the ASCII table (en_US, de_DE), through the scalar table (fa_IR, ar_EG), under a
    /// length limit that the raw text passes now and then (the number's stage alone reads up to it), and with
    /// validated deletions. (Debug builds also compare every such verdict with the plan's own.)
    @Test(arguments: ["en_US", "de_DE", "fa_IR", "ar_EG", "hi_IN"])
    func verdictsReadOnFromTheKeptCheckpointsAreTheRules(locale: String) throws {
        for kind in [NumericKind.decimal, .numeric] {
            let validator = try NumericValidator(locale: locale, kind: kind)
            try compare(locale: locale, rule: .number(validator), isStyled: false, script: Self.endScript)
            try compare(locale: locale, rule: .maxLength(24).number(validator), isStyled: false,
                        script: Self.endScript)
            try compare(locale: locale, rule: .number(validator).deletionPolicy(.validated), isStyled: false,
                        script: Self.endScript)
        }
    }

    /// Runs the script on a field that keeps its raw text and one made to unformat before every edit, comparing
    /// them after every edit, and (a field without affixes) the verdict with the rule's.
    func compare(locale: String, rule: InputRule, isStyled: Bool, script: [Step] = Self.script) throws {
        let symbols = try NumberSymbols(locale: locale)
        var keeping = NumericField(rule: rule, options: .amount)
        var unformatting = keeping
        for key in Self.keys("1234567.8", symbols) {
            #expect(try keeping.apply(.type(key)).isAccepted && unformatting.apply(.type(key)).isAccepted)
        }
        #expect(!keeping.text.unicodeScalars.elementsEqual(Self.keys("1234567.8", symbols).joined().unicodeScalars),
                "the field formats its text")
        for (index, step) in (script + [.select(0..<keeping.text.utf16.count), .paste("98765.4"), .end,
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
