import NumericInput
import Testing

/// A rule without a number counts and checks runs of ASCII a byte at a time, without the grapheme breaker. Its
/// verdicts must be those of the clusters Swift's `Character` sees, with the failure where the scalar-by-scalar
/// reading finds it: texts that mix ASCII with what joins it (CR LF, combining marks, a prepended Arabic number
/// sign, emoji with modifiers and ZWJ), against a reference written with `Character`s alone.
@Suite("Runs of ASCII in text-only rules")
struct TextRunTests {
    static let pieces = ["a", "b", "e", "K", "1", " ", "xy", "abc", "\r", "\n", "\r\n", "\u{301}", "\u{600}", "é",
                         "e\u{301}", "\u{212A}", "😀", "👍🏽", "\u{200D}", "\u{1F468}\u{200D}\u{1F469}",
                         "\u{A9}", "\u{1F1E9}\u{1F1EA}", "\u{1F3FD}", "\u{5D0}"]

    struct Spec: CustomStringConvertible {
        var maxLength: Int?
        var allowed: String?
        var disallowed: String?

        var rule: InputRule {
            var rule = InputRule()
            if let maxLength { rule = rule.maxLength(maxLength) }
            if let allowed { rule = rule.allowing(allowed) }
            if let disallowed { rule = rule.disallowing(disallowed) }
            return rule
        }

        var description: String {
            "maxLength \(maxLength.map(String.init) ?? "-") allowing \(allowed.map { $0.debugDescription } ?? "-") "
                + "disallowing \(disallowed.map { $0.debugDescription } ?? "-")"
        }

        /// The reference: each cluster in turn; where the next one begins, the one before is checked against the
        /// sets (failing at its start), then the count against the length (failing at the new one's start); the
        /// last cluster is checked at the end.
        func expected(_ text: String) -> (reason: InvalidReason, offset: Int)? {
            let allowedSet = allowed.map(Set.init)
            let disallowedSet = Set(disallowed ?? "")
            func rejection(_ character: Character) -> InvalidReason? {
                if disallowedSet.contains(character) { return .characterDisallowed }
                if let allowedSet, !allowedSet.contains(character) { return .characterNotAllowed }
                return nil
            }
            var offset = 0
            var previous: (Character, Int)?
            var count = 0
            for character in text {
                if let (last, start) = previous, let reason = rejection(last) { return (reason, start) }
                count += 1
                if let maxLength, count > maxLength { return (.tooLong, offset) }
                previous = (character, offset)
                offset += character.utf16.count
            }
            if let (last, start) = previous, let reason = rejection(last) { return (reason, start) }
            return nil
        }
    }

    static let specs: [Spec] = [
        Spec(maxLength: 4), Spec(maxLength: 0), Spec(maxLength: 9),
        Spec(disallowed: "K"), Spec(disallowed: "e\u{301}"), Spec(disallowed: "\r\n1"),
        Spec(allowed: "abexy \r\n"), Spec(allowed: "abcxy\u{E9}K"), Spec(allowed: "ab1 \n😀"),
        Spec(maxLength: 5, allowed: "abcexy1 \r\n\u{301}"), Spec(maxLength: 3, disallowed: "1 "),
        Spec(maxLength: 6, allowed: "abcxyeK\u{E9}", disallowed: "K"),
    ]

    @Test("Verdicts and edits agree with Character clusters, failure offsets included")
    func agreesWithCharacters() throws {
        var generator = SplitMix(seed: 0x7E57_2E11)
        var checked = 0, rejected = 0, runs = 0
        for spec in Self.specs {
            let rule = spec.rule
            for _ in 0..<1_500 {
                var parts: [String] = []
                for _ in 0..<Int(generator.next() % 9) {
                    parts.append(Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))])
                }
                let text = parts.joined()
                if text.utf8.contains(where: { $0 < 0x80 }) { runs += 1 }
                let expected = spec.expected(text)
                let verdict = rule.verdict(for: text)
                #expect(verdict.rejection?.reason == expected?.reason, "\(spec) \(text.debugDescription)")
                #expect(verdict.rejection?.offset == expected?.offset, "\(spec) \(text.debugDescription)")
                #expect((verdict.status == .complete) == (expected == nil), "\(spec) \(text.debugDescription)")
                // The same text as an edit: parts before and after kept, the middle typed (three segments).
                if parts.count >= 3 {
                    let cut = 1 + Int(generator.next() % UInt64(parts.count - 2))
                    let prefix = parts[..<cut].joined(), middle = parts[cut], suffix = parts[(cut + 1)...].joined()
                    let decision = try rule.evaluate(current: prefix + suffix, utf16Offset: prefix.utf16.count,
                                                     utf16Length: 0, replacement: middle)
                    switch decision {
                    case .rejected(let rejection):
                        #expect(rejection.reason == expected?.reason && rejection.offset == expected?.offset,
                                "\(spec) edit \(text.debugDescription): \(rejection)")
                    default:
                        #expect(decision.isAccepted && expected == nil, "\(spec) edit \(text.debugDescription)")
                    }
                }
                checked += 1
                if expected != nil { rejected += 1 }
            }
        }
        // Enough of each that a reference agreeing with nothing could not pass.
        #expect(checked == Self.specs.count * 1_500 && rejected >= 4_000 && checked - rejected >= 2_000
                && runs >= 10_000, "\(checked) texts, \(rejected) rejected, \(runs) with ASCII")
    }
}
