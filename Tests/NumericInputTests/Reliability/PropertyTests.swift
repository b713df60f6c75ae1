#if NUMERICINPUT_SYSTEM_ICU
import _ICUReference
#endif
import Foundation
import NumericInput
import PropertyBased
import Testing

extension Character {
    /// "0" to "9".
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}

/// What a property checked, by outcome: the test requires enough of each, so a generator or a filter that quietly
/// stopped producing checkable cases fails instead of passing on nothing.
final class OutcomeTally: @unchecked Sendable {
    /// An NSLock, not a Synchronization.Mutex (macOS 15): the tests build wherever the library does.
    private let lock = NSLock()
    private var tally: [String: Int] = [:]

    private func withLock<Result>(_ body: (inout [String: Int]) -> Result) -> Result {
        lock.withLock { body(&tally) }
    }

    func count(_ outcome: String) { withLock { $0[outcome, default: 0] += 1 } }
    subscript(_ outcome: String) -> Int { withLock { $0[outcome, default: 0] } }
    var total: Int { withLock { $0.values.reduce(0, +) } }
    var summary: String { withLock { $0.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" } }.joined(separator: ", ") }
}

/// Properties over random inputs (x-sheep/swift-property-based). A failure prints the shrunk input and the
/// `.fixedSeed("…")` trait that reproduces it.
@Suite("Properties")
struct PropertyTests {
    #if NUMERICINPUT_SYSTEM_ICU
    // MARK: - ICU round trip

    static let icuLocales = ICUNumberFormat.availableLocales

    /// How ICU writes the number, and which validators must read it back.
    enum Style: CaseIterable, Sendable { case grouped, ungrouped, scientific }

    /// Of the 2,000 round trips, how many must be checked (ICU read its own text back whole, and the pattern
    /// prints an exponent). Two runs when this was set: 1,982 and 1,980 checked; ICU did not read back 7 and 6;
    /// 11 and 14 were scientific texts of bracketed or exponent-less patterns.
    static let minimumRoundTripsChecked = 1_900

    @Test("Random numbers formatted by ICU in random locales come back complete with the same value")
    func icuFormattedNumbersRoundTrip() async {
        let locales = Self.icuLocales
        let tally = OutcomeTally()
        await propertyCheck(
            count: 2_000,
            input: Gen.int(in: 0...(locales.count - 1)), Gen.bool, Gen.number.string(of: 1...18),
            Gen.number.string(of: 0...12), Gen<Style>.case
        ) { index, isNegative, integer, fraction, style in
            let locale = locales[index]
            let ascii = (isNegative ? "-" : "") + integer + (fraction.isEmpty ? "" : "." + fraction)
            guard let expected = NumericValue(ascii)?.canonical else {
                Issue.record("the sample \(ascii) is not a plain decimal")
                return
            }
            guard let formatter = ICUNumberFormat(locale: locale, style: style == .scientific ? .scientific : .decimal)
            else {
                Issue.record("ICU cannot open \(locale)")
                return
            }
            formatter.setFractionDigits(minimum: 0, maximum: 30)
            formatter.setGrouping(style == .grouped)
            guard let text = formatter.format(ascii) else {
                Issue.record("ICU cannot format \(ascii) in \(locale)")
                return
            }
            // Only texts ICU itself reads back whole as the same value are a fair test (a few locales' scientific
            // patterns wrap the number in brackets or print no exponent; see LocaleRoundTripTests).
            guard let parsed = formatter.parseStrict(text), parsed.parsedLength == text.utf16.count,
                  NumericValue(parsed.value)?.canonical == expected else { return tally.count("ICU does not read back") }
            let symbols: NumberSymbols
            do {
                symbols = try NumberSymbols(locale: locale)
            } catch {
                Issue.record("\(locale): \(error)")
                return
            }
            // ICU 72's scientific pattern is "#E0" almost everywhere; gu, hi, mr and a few more wrap it in brackets
            // ("[6E0]") and lo and si print no exponent (LocaleRoundTripTests.scientificSkipReason).
            if style == .scientific && (text.contains("[") || !text.contains(symbols.exponentSymbol)) {
                return tally.count("scientific pattern without a plain exponent")
            }
            tally.count("checked")
            let readers: [NumericValidator] = switch style {
            case .grouped: [NumericValidator(symbols: symbols, kind: .numeric, grouping: .strict)]
            case .ungrouped: [NumericValidator(symbols: symbols, kind: .numeric, grouping: .strict),
                              NumericValidator(symbols: symbols, kind: .numeric),
                              NumericValidator(symbols: symbols, kind: .decimal)]
            case .scientific: [NumericValidator(symbols: symbols, kind: .numeric, grouping: .strict),
                               NumericValidator(symbols: symbols, kind: .scientific)]
            }
            for validator in readers {
                let verdict = validator.verdict(for: text)
                #expect(verdict.value?.canonical == expected,
                        "\(locale) \(style) \(validator.kind)/\(validator.grouping) \(text.debugDescription): \(verdict)")
                #expect(validator.verdict(forUTF16: Array(text.utf16)) == verdict)
            }
        }
        #expect(tally["checked"] >= Self.minimumRoundTripsChecked, "too few round trips checked: \(tally.summary)")
        #expect(tally.total >= 2_000, "the property ran \(tally.total) cases: \(tally.summary)")
    }
    #endif

    // MARK: - Random edits

    static let editLocales = [
        "en_US", "en_US_POSIX", "de_DE", "de_CH", "fr_FR", "sv_SE", "es_ES", "hi_IN", "ar_EG", "fa_IR", "he_IL",
        "ja_JP", "ff_Adlm_GN", "th_TH@numbers=thai", "mr_IN",
    ]

    /// Characters that mean something to some locale, and some that mean nothing anywhere.
    static let alphabet: [Character] = [
        "0", "1", "5", "9", "0", "1", "-", "+", ",", ".", "e", "E", "'", " ", "\u{2212}", "\u{200E}", "\u{200F}",
        "\u{061C}", "٠", "١", "٥", "٫", "٬", "۱", "۵", "×", "^", "ا", "س", "\u{202F}", "\u{A0}", "\u{2019}", "😀",
        "\u{301}", "e\u{301}", "a", "\u{0}", "１", "𞥑", "∞", "‒", "๑", "१", "\r\n", "🇩🇪",
    ]

    static let bounds: [(minimum: String, maximum: String)] = [
        ("0", "100"), ("18", "120"), ("-5", "5"), ("0.5", "1"), ("-120", "-18"), ("99.99", "100.01"),
    ]

    /// A rule chosen by the bits of `shape`: locale, kind, grouping, and the constraints on top of the number.
    static func rule(shape: Int) throws -> InputRule {
        let locale = editLocales[shape % editLocales.count]
        var bits = shape / editLocales.count
        func take(_ count: Int) -> Int {
            defer { bits /= count }
            return bits % count
        }
        let kind = NumericKind.allCases[take(NumericKind.allCases.count)]
        let grouping: GroupingPolicy = take(2) == 1 ? .strict : .none
        var rule = InputRule.number(try NumericValidator(locale: locale, kind: kind, grouping: grouping))
        if take(2) == 1 { rule = rule.maxLength(take(12)) }
        if take(3) == 1 { rule = rule.allowing("0123456789,.-١٢٣٥٠٫") }
        if take(3) == 1 {
            let bounds = bounds[take(bounds.count)]
            rule = rule.bounded(minimum: NumericValue(bounds.minimum), maximum: NumericValue(bounds.maximum))
        }
        if take(3) == 1 { rule = rule.maxIntegerDigits(take(4)).maxFractionDigits(take(3)) }
        if take(2) == 1 { rule = rule.deletionPolicy(.validated) }
        if take(2) == 1 { rule = rule.normalizingPastes() }
        return rule
    }

    @Test("Random edits on random texts never trap, and agree with the verdict of the materialised text")
    func randomEditsAgreeWithTheProspectiveText() async {
        let characters = Gen<Character?>.element(of: Self.alphabet).map { $0! }
        let tally = OutcomeTally()
        await propertyCheck(
            count: 5_000,
            input: Gen.int(in: 0...999_999), characters.string(of: 0...10), Gen.int(in: -2...14),
            Gen.int(in: -2...14), characters.string(of: 0...6)
        ) { shape, current, start, length, replacement in
            let rule: InputRule
            do { rule = try Self.rule(shape: shape) } catch {
                Issue.record("\(error)")
                return
            }
            // Ranges mostly fit: a negative draw stays as it is (a bad range), others wrap into the text with one
            // place past its end. Drawn raw from -2...14, nine edits in ten had a range that did not fit, so the
            // property checked typed errors and little else.
            // Half the cases keep only the ASCII digits of the texts: random characters make a text a number so
            // rarely that almost every edit was refused, and the accepted path went nearly unchecked.
            let numeric = start & 1 == 0
            let current = numeric ? current.filter(\.isASCIIDigit) : current
            let replacement = numeric ? replacement.filter(\.isASCIIDigit) : replacement
            let count = current.utf16.count
            let lower = start < 0 ? start : start % (count + 2)
            let span = length < 0 ? length : length % (max(0, count - lower) + 2)
            tally.count(Self.checkEdit(rule, current: current, start: lower, length: span, replacement: replacement))
        }
        // Each kind of outcome must have been checked often enough to mean something (the run that set these:
        // see minimumEditOutcomes).
        for (outcome, minimum) in Self.minimumEditOutcomes {
            #expect(tally[outcome] >= minimum, "\(outcome): \(tally[outcome]) of \(tally.total) (\(tally.summary))")
        }
        #expect(tally.total >= 5_000, "the property ran \(tally.total) cases")
    }

    /// A keystroke's text of up to 64 bytes is read as one segment (its parts copied together); a longer one, and
    /// any under bounds, as three: the kept prefix, the replacement, the kept suffix. The property above draws
    /// short texts, so this one draws the same edits on texts past 64 bytes (60 more digits in front, or a
    /// longer run of the drawn characters), where every run, symbol and cluster may be cut by a segment's end.
    @Test("Random edits on texts past 64 bytes, read in segments, agree with the verdict of the materialised text")
    func longTextEditsAgreeWithTheProspectiveText() async {
        let characters = Gen<Character?>.element(of: Self.alphabet).map { $0! }
        let tally = OutcomeTally()
        await propertyCheck(
            count: 2_000,
            input: Gen.int(in: 0...999_999), characters.string(of: 0...10), Gen.int(in: 0...80),
            Gen.int(in: 0...6), characters.string(of: 0...6)
        ) { shape, drawn, start, length, replacement in
            let rule: InputRule
            do { rule = try Self.rule(shape: shape) } catch {
                Issue.record("\(error)")
                return
            }
            let numeric = shape & 1 == 0
            let current = numeric ? String(repeating: "1", count: 60) + drawn.filter(\.isASCIIDigit)
                : String(repeating: drawn.isEmpty ? "1" : drawn, count: 65 / max(1, drawn.utf8.count) + 1)
            let replacement = numeric ? replacement.filter(\.isASCIIDigit) : replacement
            let count = current.utf16.count
            let lower = start % (count + 1)
            let span = length % (count - lower + 1)
            tally.count(Self.checkEdit(rule, current: current, start: lower, length: span, replacement: replacement))
        }
        #expect(tally["accepted"] >= 100 && tally["refused"] >= 100, "\(tally.summary)")
        #expect(tally.total >= 2_000, "the property ran \(tally.total) cases")
    }

    /// The least of each outcome the 5,000 random edits must check: about half what two runs gave when this was
    /// set (typed error 2,984 and 2,955, accepted 765 and 767, refused 1,115 and 1,146, deletion let through 123
    /// and 115, paste read 13 and 17). Before the ranges were made to fit and half the texts to be digits, 4,498
    /// of 5,000 were typed errors and 4 accepted.
    static let minimumEditOutcomes: [String: Int] = [
        "typed error": 1_400, "accepted": 350, "refused": 500, "deletion let through": 50, "paste read": 3,
    ]

    /// The edit decides as its prospective text does, or is the typed error its range deserves.
    /// - Returns: What was checked: "typed error", "deletion let through", "paste read", "accepted" or "refused".
    @discardableResult
    static func checkEdit(_ rule: InputRule, current: String, start: Int, length: Int, replacement: String) -> String {
        let units = Array(current.utf16)
        let count = units.count
        func splits(_ offset: Int) -> Bool {
            offset > 0 && offset < count && UTF16.isTrailSurrogate(units[offset])
                && UTF16.isLeadSurrogate(units[offset - 1])
        }
        var expectedError: (code: EditError.Code, offset: Int)?
        if start < 0 || length < 0 {
            expectedError = (.rangeOutOfBounds, start)
        } else if splits(start) {
            expectedError = (.splitsSurrogatePair, start)
        } else if splits(start + length) {
            expectedError = (.splitsSurrogatePair, start + length)
        } else if start + length > count {
            expectedError = (.rangeOutOfBounds, start + length)
        }
        let context = "\(current.debugDescription) [\(start), \(length)] ← \(replacement.debugDescription)"
        let decision: EditDecision
        do {
            decision = try rule.evaluate(current: current, utf16Offset: start, utf16Length: length,
                                         replacement: replacement)
        } catch {
            #expect(error.code == expectedError?.code && error.offset == expectedError?.offset,
                    "\(context): threw \(error.code) at \(error.offset)")
            return "typed error"
        }
        guard expectedError == nil else {
            Issue.record("\(context): accepted a range that deserves \(expectedError!.code)")
            return "wrongly accepted"
        }
        let prospective = String(decoding: units[..<start], as: UTF16.self) + replacement
            + String(decoding: units[(start + length)...], as: UTF16.self)
        let verdict = rule.verdict(for: prospective)
        let isDeletion = replacement.isEmpty && length > 0

        // The same edit by String indices.
        let byIndex = try? rule.evaluate(current: current, range: String.Index(utf16Offset: start, in: current)
            ..< String.Index(utf16Offset: start + length, in: current), replacement: replacement)
        #expect(byIndex?.isAccepted == decision.isAccepted && byIndex?.status == decision.status, "\(context)")

        if isDeletion && rule.configuration.deletionPolicy == .alwaysAllowed {
            #expect(decision == .accepted(verdict.status), "\(context)")
            #expect((try? decision.text(current: current, utf16Offset: start, utf16Length: length,
                                       replacement: replacement)) == prospective, "\(context)")
            return "deletion let through"
        }
        if case .acceptedPaste(let reading, let text, let status) = decision {
            #expect(rule.configuration.normalizesPastes, "\(context)")
            #expect(rule.verdict(for: text).status == status, "\(context)")
            #expect(rule.verdict(for: reading.text).value == reading.value, "\(context)")
            return "paste read"
        }
        #expect(decision.isAccepted == (verdict.status != .invalid), "\(context): \(decision) vs \(verdict)")
        #expect((decision.status ?? .invalid) == verdict.status, "\(context): \(decision) vs \(verdict)")
        if decision.isAccepted {
            #expect((try? decision.text(current: current, utf16Offset: start, utf16Length: length,
                                       replacement: replacement)) == prospective, "\(context)")
        } else if isDeletion {
            #expect(decision.rejection?.reason == .deletionRejected, "\(context)")
        } else if rule.configuration.normalizesPastes && replacement.unicodeScalars.count > 1
                    && decision.rejection != verdict.rejection {
            // A paste the rule read as a number was checked as read (in the locale's symbols): the rejection is
            // that text's, which the field reports too. It must be one the rule gives that text.
            #expect(decision.rejection != nil, "\(context)")
        } else {
            #expect(decision.rejection == verdict.rejection, "\(context): \(decision) vs \(verdict)")
        }
        // The number's own answers agree with each other on the prospective text.
        if let validator = rule.configuration.number {
            let number = validator.verdict(for: prospective)
            #expect(validator.status(of: prospective) == number.status, "\(context)")
            #expect(validator.verdict(forUTF16: Array(prospective.utf16)) == number, "\(context)")
            #expect(validator.scan(prospective, from: prospective.startIndex).verdict == number, "\(context)")
            if number.isInvalid { #expect(verdict.status == .invalid, "\(context): the rule takes what its number refuses") }
        }
        return decision.isAccepted ? "accepted" : "refused"
    }
}
