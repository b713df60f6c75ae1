import NumericInput
@testable import NumericInputCore
import Testing

/// The field's raw text: the shown text without the grouping separators the field inserted, and an edit's range
/// mapped into it. The one-pass `FieldLayout.unformat` against a definition on scalars.
@Suite("Field engine: the raw text behind the shown text")
struct UnformatTests {
    /// The definition: after the sign, while scalars are digits the grammar reads or the grouping separator with
    /// a digit after it, the separators go; everything else stays. A byte offset inside a removed separator
    /// moves to its start; any other loses the separator bytes before it.
    static func reference(_ bytes: [UInt8], _ range: Range<Int>, layout: FieldLayout, grammar: NumberGrammar)
        -> (raw: [UInt8], range: Range<Int>) {
        let group = layout.group
        var removedSpans: [Range<Int>] = []
        var index = bytes.withUnsafeBufferPointer { grammar.signLength($0) }
        func isDigit(at offset: Int) -> Bool {
            guard offset < bytes.count else { return false }
            let scalars = String(decoding: bytes[offset...], as: UTF8.self).unicodeScalars
            return scalars.first.map { grammar.lexeme(of: $0.value).isDigit } ?? false
        }
        while index < bytes.count {
            let scalar = String(decoding: bytes[index...], as: UTF8.self).unicodeScalars.first!
            let length = String(scalar).utf8.count
            if grammar.lexeme(of: scalar.value).isDigit {
                index += length
            } else if bytes[index...].starts(with: group), isDigit(at: index + group.count) {
                removedSpans.append(index..<(index + group.count))
                index += group.count
            } else {
                break
            }
        }
        var raw: [UInt8] = []
        for (offset, byte) in bytes.enumerated() where !removedSpans.contains(where: { $0.contains(offset) }) {
            raw.append(byte)
        }
        func map(_ offset: Int) -> Int {
            var removedBefore = 0
            for span in removedSpans {
                if offset >= span.upperBound { removedBefore += span.count; continue }
                if offset > span.lowerBound { return span.lowerBound - removedBefore }
                break
            }
            return offset - removedBefore
        }
        return (raw, map(range.lowerBound)..<map(range.upperBound))
    }

    /// `signLength` answers a text that starts with a digit inline and walks scalars otherwise: for random texts of
    /// digits (ASCII and the locale's), signs, bidi marks and other scalars, it agrees with the definition on the
    /// scalars: bidi marks, at most one minus or plus, bidi marks.
    @Test(arguments: ["en_US", "fa_IR", "ar_EG", "hi_IN", "bn_BD"])
    func signLengthAgreesWithTheDefinition(locale: String) throws {
        let symbols = try NumberSymbols(locale: locale)
        let grammar = try #require(FieldLayout(rule: .number(NumericValidator(symbols: symbols, kind: .numeric)),
                                               options: .amount).grammar)
        let pieces = ["1", "0", symbols.digits[3].description, symbols.digits[0].description, symbols.minusSign,
                      "-", "\u{2212}", "+", "\u{200E}", "\u{200F}", "\u{061C}", "x", ",", "\u{6F0}", "\u{966}"]
        var generator = SystemRandomNumberGenerator()
        var signed = 0
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            var expected = 0
            var signs = 0
            for scalar in text.unicodeScalars {
                let lexeme = grammar.lexeme(of: scalar.value)
                if lexeme == .minus || lexeme == .plus {
                    if signs == 1 { break }
                    signs += 1
                } else if lexeme != .bidiMark {
                    break
                }
                expected += String(scalar).utf8.count
            }
            let found = Array(text.utf8).withUnsafeBufferPointer { grammar.signLength($0) }
            #expect(found == expected, "\(locale) \(text.debugDescription)")
            if expected > 0 { signed += 1 }
        }
        #expect(signed > 200)
    }

    /// Eight locales, and a grouping separator of two scalars (where an offset can fall inside a separator).
    @Test(arguments: ["en_US", "de_DE", "fa_IR", "ar_EG", "fr_FR", "de_CH", "hi_IN", "bn_BD", "two-scalar"])
    func onePassAgreesWithTheDefinition(locale: String) throws {
        let symbols = locale == "two-scalar" ? try NumberSymbols.posix.withGroupingSeparator("\u{2009}'")
            : try NumberSymbols(locale: locale)
        let validator = NumericValidator(symbols: symbols, kind: .numeric)
        let layout = FieldLayout(rule: .number(validator), options: .amount)
        let grammar = try #require(layout.grammar)
        #expect(layout.formats)
        // The locale's digits and ASCII ones, its separators and signs, bidi marks, and things that end a number;
        // mostly digits and grouping separators, so that texts hold several separators an offset may fall in.
        let digitPieces = (0..<10).map { String(Character(symbols.digits[$0])) } + (0..<10).map { String($0) }
        let otherPieces = [symbols.decimalSeparator, symbols.minusSign, "-", "+", "\u{200E}", "\u{61C}", "e", "x",
                           " ", "٬", ",", ".", "\u{A0}", "\u{202F}", "१", "𝟙", "👍🏽", "'", "\u{2009}"]
        var generator = SystemRandomNumberGenerator()
        func piece() -> String {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<6: digitPieces.randomElement(using: &generator)!
            case 6..<8: symbols.groupingSeparator
            default: otherPieces.randomElement(using: &generator)!
            }
        }
        var checked = 0
        for _ in 0..<1_500 {
            let length = Int.random(in: 0...14, using: &generator)
            let text = (0..<length).map { _ in piece() }.joined()
            let bytes = Array(text.utf8)
            // Offsets on scalar boundaries, as an edit's range always is.
            let boundaries = [0] + text.unicodeScalars.indices.dropFirst().map { text.utf8.distance(from: text.startIndex, to: $0) } + [bytes.count]
            let lower = boundaries.randomElement(using: &generator)!
            let upper = boundaries.filter { $0 >= lower }.randomElement(using: &generator)!
            let expected = Self.reference(bytes, lower..<upper, layout: layout, grammar: grammar)
            let found = bytes.withUnsafeBufferPointer { display in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + 1) { raw in
                    let (text, range, _, _) = layout.unformat(display, range: lower..<upper, into: raw)
                    return (Array(text), range)
                }
            }
            #expect(found.0 == expected.raw, "\(locale) \(text.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(found.1 == expected.range, "\(locale) \(text) \(lower)..<\(upper)")
            checked += 1
        }
        #expect(checked == 1_500)
    }
}
