import NumericInput
import Testing

/// Bounds decided by search: every text over a small alphabet, up to the rule's length, is enumerated; a text is
/// reachable when it or some extension of it is complete and in bounds under the same rule without bounds. With the
/// length limited, that search is exhaustive, so it decides reachability independently of the library's algorithm;
/// the library's verdict for each text (invalid / partial / complete) must agree with it.
@Suite("Bounds against exhaustive search")
struct BoundsSearchTests {
    /// One rule: a kind and grouping in en_US ("." decimal, "," grouping), bounds, a length and digit limits.
    struct Configuration: Sendable, CustomTestStringConvertible {
        var kind: NumericKind
        var grouping: GroupingPolicy = .none
        var minimum: String?
        var maximum: String?
        var maxLength: Int
        var maxIntegerDigits: Int?
        var maxFractionDigits: Int?

        var testDescription: String {
            var text = "\(kind) \(grouping) \(minimum ?? "-∞")...\(maximum ?? "∞") maxLength(\(maxLength))"
            if let maxIntegerDigits { text += " maxIntegerDigits(\(maxIntegerDigits))" }
            if let maxFractionDigits { text += " maxFractionDigits(\(maxFractionDigits))" }
            return text
        }

        func rule(bounded: Bool, maxLength: Int?) throws -> InputRule {
            var rule = InputRule.number(try NumericValidator(locale: "en_US", kind: kind, grouping: grouping))
            if let maxLength { rule = rule.maxLength(maxLength) }
            if let maxIntegerDigits { rule = rule.maxIntegerDigits(maxIntegerDigits) }
            if let maxFractionDigits { rule = rule.maxFractionDigits(maxFractionDigits) }
            if bounded {
                rule = rule.bounded(minimum: minimum.flatMap(NumericValue.init),
                                    maximum: maximum.flatMap(NumericValue.init))
            }
            return rule
        }

        func contains(_ value: NumericValue) -> Bool {
            !(minimum.flatMap(NumericValue.init).map { value < $0 } ?? false)
                && !(maximum.flatMap(NumericValue.init).map { $0 < value } ?? false)
        }
    }

    /// Every digit, both separators, both signs and the exponent marker.
    static let alphabet = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", ".", ",", "-", "+", "e"]

    static let ranges: [(String?, String?)] = [
        ("18", "120"), ("-5", "5"), ("0.5", "1"), ("0", "1000"), ("-2.5", "0.25"), ("1", "1"), ("0", "0"),
        ("12.5", "12.5"), (nil, "-3"), ("25", nil), ("-120", "-18"), ("0.05", "0.3"), ("0", "5"), ("-0.5", nil),
    ]

    /// The brief's cases first, then a fixed pseudo-random sample of kinds × ranges × grouping × limits.
    static let configurations: [Configuration] = {
        var list: [Configuration] = [
            Configuration(kind: .integer, grouping: .strict, minimum: "18", maximum: "120", maxLength: 5,
                          maxIntegerDigits: 4),
            Configuration(kind: .positiveInteger, minimum: "0", maximum: "5", maxLength: 3, maxIntegerDigits: 1),
            Configuration(kind: .numeric, minimum: "-5", maximum: "5", maxLength: 1),
            Configuration(kind: .decimal, minimum: "0", maximum: "5", maxLength: 3, maxFractionDigits: 0),
            Configuration(kind: .numeric, minimum: "-5", maximum: "-1", maxLength: 2),
            Configuration(kind: .scientific, minimum: "0", maximum: "1000", maxLength: 4),
            Configuration(kind: .numeric, minimum: "0", maximum: "1000", maxLength: 4),
            Configuration(kind: .scientific, minimum: "12.5", maximum: "12.5", maxLength: 4),
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<24 {
            let kind = NumericKind.allCases[next(NumericKind.allCases.count)]
            let (minimum, maximum) = ranges[next(ranges.count)]
            var configuration = Configuration(kind: kind, minimum: minimum, maximum: maximum, maxLength: 3 + next(2))
            switch next(5) {
            case 0: configuration.maxIntegerDigits = next(3)
            case 1: configuration.maxFractionDigits = next(2)
            case 2:
                configuration.grouping = .strict
                configuration.maxLength = 5
                configuration.maxIntegerDigits = 4
                configuration.maxFractionDigits = 0
            default: break
            }
            list.append(configuration)
        }
        return list
    }()

    @Test("The library's verdicts agree with exhaustive search, text by text")
    func libraryAgreesWithSearch() throws {
        var texts = 0, reachable = 0, complete = 0, offsets = 0
        for configuration in Self.configurations {
            let search = try Search(configuration)
            let bounded = try configuration.rule(bounded: true, maxLength: configuration.maxLength)
            let unlimited = try configuration.rule(bounded: true, maxLength: nil)
            var generousRules: [Int: InputRule] = [:]
            for (text, isReachable) in search.reachable {
                let expected: VerdictStatus
                if !isReachable {
                    expected = .invalid
                } else if let value = search.plain.verdict(for: text).value, configuration.contains(value) {
                    expected = .complete
                } else {
                    expected = .partial
                }
                let verdict = bounded.verdict(for: text)
                #expect(verdict.status == expected, "\(configuration) \(text.debugDescription)")
                if expected == .invalid {
                    #expect(verdict.rejection.map { [.belowMinimum, .aboveMaximum].contains($0.reason) } == true,
                            "\(configuration) \(text.debugDescription): \(verdict)")
                    // Where: at the character that put the text out of reach, the last of its shortest prefix the
                    // search found unreachable (the texts are ASCII: characters are UTF-16 offsets). A run of
                    // digits the bounds refuse as a whole must still fail at its first digit out of reach.
                    let characters = Array(text)
                    let failing = (0...characters.count).first { search.reachable[String(characters[..<$0])] == false }
                    #expect(verdict.rejection?.offset == failing.map { Swift.max(0, $0 - 1) },
                            "\(configuration) \(text.debugDescription): \(verdict)")
                    offsets += 1
                }
                // Without a length limit nothing can be enumerated to the end; instead the unlimited rule must
                // decide as the same rule limited to the text's length plus eight does (no bound of `ranges` needs
                // more characters than that from a text this short).
                let generous = try generousRules[text.count]
                    ?? configuration.rule(bounded: true, maxLength: text.count + 8)
                generousRules[text.count] = generous
                #expect(unlimited.verdict(for: text).status == generous.verdict(for: text).status,
                        "\(configuration) without maxLength \(text.debugDescription)")
                texts += 1
                if isReachable { reachable += 1 }
                if expected == .complete { complete += 1 }
            }
        }
        // The counts the enumeration must reach, so that a broken search cannot pass by checking nothing.
        #expect(texts >= 50_000 && offsets >= 5_000, "\(texts) texts, \(offsets) offsets")
        #expect(reachable >= 5_000 && texts - reachable >= 5_000 && complete >= 1_000,
                "\(reachable) reachable, \(complete) complete, of \(texts)")
        print("BoundsSearchTests: \(Self.configurations.count) rules, \(texts) texts, \(reachable) reachable, "
              + "\(complete) complete")
    }

    /// The differential test's reference decides bounds by trying shapes of continuations (see
    /// `DifferentialTests.Reference.isReachable`); here it must agree with the enumeration too, on every text of up
    /// to two characters and every 40th longer one.
    @Test("The differential reference agrees with exhaustive search")
    func referenceAgreesWithSearch() throws {
        var checked = 0
        for configuration in Self.configurations {
            let search = try Search(configuration)
            var reference = DifferentialTests.Reference(DifferentialTests.spec(
                "en_US", configuration.kind, grouping: configuration.grouping, maxLength: configuration.maxLength,
                maxIntegerDigits: configuration.maxIntegerDigits, maxFractionDigits: configuration.maxFractionDigits,
                configuration.minimum, configuration.maximum))
            for (index, text) in search.reachable.keys.sorted().enumerated() where text.count <= 2 || index % 40 == 0 {
                #expect(reference.isReachable(text) == search.reachable[text], "\(configuration) \(text.debugDescription)")
                checked += 1
            }
        }
        #expect(checked >= 2_000, "\(checked) texts")
        print("BoundsSearchTests: the reference checked on \(checked) texts")
    }

    /// Texts too long to enumerate: runs of up to 18 digits under non-negative bounds, where reachability is
    /// integer arithmetic. A run `v` can grow by `j` more digits (and, for a decimal, any fraction) to the values
    /// of [v·10^j, (v + 1)·10^j), so it is reachable exactly when one of those meets [L, H]. These texts have more
    /// digits than the bounds have significant digits plus two, which the tracker once dropped (the exact search
    /// decided them); they now go through the fixed-point check, which this pins (a mutant refusing every run
    /// above 99,999 there fails only here).
    @Test("Long runs of digits under bounds agree with integer arithmetic", arguments: [NumericKind.integer, .decimal])
    func longDigitRuns(kind: NumericKind) throws {
        let ranges: [(low: UInt64, high: UInt64)] = [
            (18, 120), (0, 1_000_000_000_000), (1_000, 1_000), (0, 5), (123_000, 456_000_000),
            (100_000_000_000_000_000, 100_000_000_000_000_005), (999_999, 1_000_001), (7, 999_999_999_999_999_999),
        ]
        func reachable(_ value: UInt64, _ range: (low: UInt64, high: UInt64)) -> Bool {
            var scale: UInt64 = 1
            for _ in 0...19 {
                let (start, startOverflow) = value.multipliedReportingOverflow(by: scale)
                if startOverflow || start > range.high { return false }
                let (end, endOverflow) = (value + 1).multipliedReportingOverflow(by: scale)
                if endOverflow || end > range.low { return true }
                let (next, overflow) = scale.multipliedReportingOverflow(by: 10)
                if overflow { return false }
                scale = next
            }
            return false
        }
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var checked = 0, counts: [VerdictStatus: Int] = [:]
        for range in ranges {
            let rule = InputRule.number(try NumericValidator(locale: "en_US", kind: kind))
                .bounded(minimum: NumericValue(Int(range.low)), maximum: NumericValue(Int(range.high)))
            // The bounds' own digits and their neighbours, each prefix; then random runs of every length.
            var texts: [String] = []
            for bound in [range.low, range.high] {
                for near in [bound, bound &+ 1, bound == 0 ? 0 : bound - 1, bound / 10, bound &* 10 &+ 9] {
                    let digits = String(near)
                    for length in 1...digits.count { texts.append(String(digits.prefix(length))) }
                }
            }
            for _ in 0..<400 {
                let length = 1 + next(18)
                texts.append(String((0..<length).map { index in
                    Character(String(index == 0 && next(8) != 0 ? 1 + next(9) : next(10)))
                }))
            }
            for text in texts {
                let value = UInt64(text)!
                let expected: VerdictStatus = !reachable(value, range) ? .invalid
                    : (range.low...range.high).contains(value) ? .complete : .partial
                let verdict = rule.verdict(for: text)
                #expect(verdict.status == expected, "\(kind) \(range.low)...\(range.high) \(text)")
                counts[expected, default: 0] += 1
                checked += 1
            }
        }
        print("BoundsSearchTests (\(kind)): \(checked) long texts, \(counts)")
        // Enough of each outcome that a rule answering one way cannot pass.
        #expect(checked >= 3_000 && counts[.invalid, default: 0] >= 1_000 && counts[.partial, default: 0] >= 300
                && counts[.complete, default: 0] >= 300, "\(checked) texts: \(counts)")
    }

    /// Reachability by enumeration, for every text the rule without bounds takes.
    struct Search {
        let plain: InputRule
        private(set) var reachable: [String: Bool] = [:]

        init(_ configuration: Configuration) throws {
            plain = try configuration.rule(bounded: false, maxLength: configuration.maxLength)
            _ = explore("", configuration)
        }

        private mutating func explore(_ text: String, _ configuration: Configuration) -> Bool {
            var found = plain.verdict(for: text).value.map(configuration.contains) ?? false
            if text.count < configuration.maxLength {
                for piece in BoundsSearchTests.alphabet {
                    let next = text + piece
                    if plain.verdict(for: next).status != .invalid, explore(next, configuration) { found = true }
                }
            }
            reachable[text] = found
            return found
        }
    }
}
