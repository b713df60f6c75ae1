import NumericInput
import PropertyBased
import Testing

/// Random rules × random edits: the compiled one-pass path against a reference written plainly here.
///
/// The reference builds the prospective text and applies each constraint to it on its own — grapheme clusters
/// through `String`, the number through the validator's verdicts on prefixes, digit limits by counting the
/// scan's tokens, bounds by trying continuations — then takes the failure the library's single pass meets
/// first. Decision, status, rejection reason and offset must all agree.
@Suite("Differential: rules against a plain reference")
struct DifferentialTests {
    static let locales = ["en_US", "de_DE", "fa_IR", "ar_EG", "hi_IN"]

    /// Bounds small enough that every useful continuation is at most four characters (see `Reference`).
    static let boundValues = [
        "-120", "-18", "-5", "-2.5", "-0.5", "0", "0.25", "0.5", "1", "2.5", "5", "12.5", "18", "99", "120",
    ]

    static let allowedSets = ["0123456789", "0123456789.,-", "12345é", "\u{212A}0123456789", "K05-", "é", ""]
    static let disallowedSets = ["5", "é", "e\u{301}", "K", "\u{212A}", "-", "e", ",", "😀"]

    // MARK: - Cases

    struct NumberSpec: Sendable {
        var locale: String
        var kind: NumericKind
        var grouping: GroupingPolicy
    }

    /// A rule as data, so that a failure can print it as code.
    struct RuleSpec: Sendable, CustomStringConvertible {
        var maxLength: Int?
        var allowed: String?
        var disallowed: String?
        var number: NumberSpec?
        var maxIntegerDigits: Int?
        var maxFractionDigits: Int?
        var minimum: String?
        var maximum: String?
        var deletionPolicy: InputRule.DeletionPolicy

        var isBounded: Bool { number != nil && (minimum != nil || maximum != nil) }

        func rule() throws -> InputRule {
            var rule = InputRule()
            if let maxLength { rule = rule.maxLength(maxLength) }
            if let allowed { rule = rule.allowing(allowed) }
            if let disallowed { rule = rule.disallowing(disallowed) }
            if let number {
                rule = rule.number(try NumericValidator(locale: number.locale, kind: number.kind,
                                                        grouping: number.grouping))
            }
            if let maxIntegerDigits { rule = rule.maxIntegerDigits(maxIntegerDigits) }
            if let maxFractionDigits { rule = rule.maxFractionDigits(maxFractionDigits) }
            if minimum != nil || maximum != nil {
                rule = rule.bounded(minimum: minimum.flatMap(NumericValue.init),
                                    maximum: maximum.flatMap(NumericValue.init))
            }
            return rule.deletionPolicy(deletionPolicy)
        }

        var description: String {
            var code = "InputRule()"
            if let maxLength { code += ".maxLength(\(maxLength))" }
            if let allowed { code += ".allowing(\(spell(allowed)))" }
            if let disallowed { code += ".disallowing(\(spell(disallowed)))" }
            if let number {
                code += ".number(NumericValidator(locale: \"\(number.locale)\", kind: .\(number.kind), "
                    + "grouping: .\(number.grouping)))"
            }
            if let maxIntegerDigits { code += ".maxIntegerDigits(\(maxIntegerDigits))" }
            if let maxFractionDigits { code += ".maxFractionDigits(\(maxFractionDigits))" }
            if minimum != nil || maximum != nil {
                code += ".bounded(minimum: \(minimum.map { "NumericValue(\"\($0)\")" } ?? "nil"), "
                    + "maximum: \(maximum.map { "NumericValue(\"\($0)\")" } ?? "nil"))"
            }
            return code + ".deletionPolicy(.\(deletionPolicy))"
        }
    }

    struct Edit: Sendable, CustomStringConvertible {
        var current: String
        var offset: Int
        var length: Int
        var replacement: String

        var isDeletion: Bool { replacement.isEmpty && length > 0 }

        var prospective: String {
            let units = Array(current.utf16)
            return String(decoding: units[..<offset], as: UTF16.self) + replacement
                + String(decoding: units[(offset + length)...], as: UTF16.self)
        }

        var description: String {
            "current: \(spell(current)), utf16Offset: \(offset), utf16Length: \(length), "
                + "replacement: \(spell(replacement)) → \(spell(prospective))"
        }
    }

    struct Case: Sendable, CustomStringConvertible {
        var rule: RuleSpec
        var edit: Edit
        var description: String { "\(rule)\n  \(edit)" }
    }

    /// Pieces texts are made of: the locale's digits and symbols, ASCII digits and symbols, letters (some
    /// canonically equivalent to others), emoji, a bidi mark and a space. Digits come more often.
    static func pieces(_ symbols: NumberSymbols) -> [String] {
        let native = symbols.digits.map { String($0) }
        let exponentStart = symbols.exponentSymbol.unicodeScalars.first.map { String($0) } ?? "E"
        return ["0", "1", "2", "5", "9", "1", "0", native[0], native[1], native[5], native[1],
                symbols.decimalSeparator, symbols.decimalSeparator, symbols.groupingSeparator, ".", ",",
                "-", "-", "+", symbols.minusSign, "\u{2212}", "e", symbols.exponentSymbol, exponentStart,
                "\u{200E}", "a", "é", "e\u{301}", "K", "\u{212A}", "😀", "🇩🇪", " "]
    }

    static func numberLikePieces(_ symbols: NumberSymbols, isNative: Bool) -> [String] {
        let digits = isNative ? symbols.digits.map { String($0) } : (0..<10).map { String($0) }
        return digits + digits.prefix(4) + [symbols.decimalSeparator, symbols.groupingSeparator, "-"]
    }

    static let symbols: [String: NumberSymbols] = {
        var table: [String: NumberSymbols] = [:]
        for locale in locales { table[locale] = try? NumberSymbols(locale: locale) }
        return table
    }()

    static func randomCase(_ rng: inout some RandomNumberGenerator) -> Case {
        func maybe<T>(_ rate: Double, _ make: () -> T) -> T? {
            Double.random(in: 0..<1, using: &rng) < rate ? make() : nil
        }
        var rule = RuleSpec(deletionPolicy: Bool.random(using: &rng) ? .alwaysAllowed : .validated)
        rule.maxLength = maybe(0.4) { Int.random(in: 0...8, using: &rng) }
        rule.allowed = maybe(0.3) { allowedSets.randomElement(using: &rng)! }
        rule.disallowed = maybe(0.3) { disallowedSets.randomElement(using: &rng)! }
        rule.number = maybe(0.85) {
            NumberSpec(locale: locales.randomElement(using: &rng)!,
                       kind: NumericKind.allCases.randomElement(using: &rng)!,
                       grouping: Bool.random(using: &rng) ? .strict : .none)
        }
        rule.maxIntegerDigits = maybe(0.3) { Int.random(in: 0...4, using: &rng) }
        rule.maxFractionDigits = maybe(0.3) { Int.random(in: 0...2, using: &rng) }
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: rule.minimum = boundValues.randomElement(using: &rng)!
        case 1: rule.maximum = boundValues.randomElement(using: &rng)!
        case 2, 3:
            var pair = [boundValues.randomElement(using: &rng)!, boundValues.randomElement(using: &rng)!]
            pair.sort { NumericValue($0)! < NumericValue($1)! }
            (rule.minimum, rule.maximum) = (pair[0], pair[1])
        default: break
        }
        // Bounds are decided by trying continuations: keep those texts short.
        let pieces = pieces(symbols[rule.number?.locale ?? locales.randomElement(using: &rng)!] ?? .posix)
        let currentCount = rule.isBounded ? Int.random(in: 0...4, using: &rng) : Int.random(in: 0...8, using: &rng)
        // Half the texts look like numbers (one digit system, the locale's separators, a minus), so that edits
        // land inside numbers too.
        let numberLike = numberLikePieces(symbols[rule.number?.locale ?? "en_US"] ?? .posix,
                                          isNative: Bool.random(using: &rng))
        let source = Bool.random(using: &rng) ? pieces : numberLike
        let current = (0..<currentCount).map { _ in source.randomElement(using: &rng)! }.joined()
        let replacementCount = rule.isBounded ? Int.random(in: 0...2, using: &rng) : Int.random(in: 0...3, using: &rng)
        let replacement = (0..<replacementCount).map { _ in pieces.randomElement(using: &rng)! }.joined()
        // A range whose ends are scalar boundaries (never inside a surrogate pair; possibly inside a cluster).
        var boundaries = [0]
        for scalar in current.unicodeScalars { boundaries.append(boundaries.last! + scalar.utf16.count) }
        let first = boundaries.randomElement(using: &rng)!
        let ends = boundaries.filter { $0 >= first }
        // Mostly insertions and short selections, as typing makes them.
        let end = Bool.random(using: &rng) ? first : ends.prefix(3).randomElement(using: &rng)!
        return Case(rule: rule, edit: Edit(current: current, offset: first, length: end - first,
                                           replacement: replacement))
    }

    static let cases = Generator<Case, Shrink.None<Case>> { rng in randomCase(&rng) }

    // MARK: - The test

    @Test("Random rules and edits: the compiled path decides as the plain reference does")
    func compiledPathMatchesTheReference() async throws {
        #expect(Self.symbols.count == Self.locales.count, "ICU gives every locale's symbols")
        await propertyCheck(count: 4_000, input: Self.cases) { testCase in
            Self.check(testCase)
        }
    }

    static func check(_ testCase: Case) {
        let comparison = compare(testCase)
        if let problem = comparison.problem {
            Issue.record("\(testCase)\n  \(problem)")
            return
        }
        #expect(comparison.isAgreed, "\(comparison)")
    }

    /// The library's decision and the reference's, for one case.
    struct Comparison: CustomStringConvertible {
        var testCase: Case
        var library: Reference.Outcome?
        var reference: Reference.Outcome
        /// Prefixes taken as reachable, and why (see ``DifferentialTests/leniencies``).
        var assumed: [String] = []
        /// What went wrong before a comparison could be made.
        var problem: String?

        var isAgreed: Bool { problem == nil && library == reference }

        var description: String {
            var text = "\(testCase)\n  library: \(library.map { "\($0)" } ?? "-")\n  reference: \(reference)"
            if !assumed.isEmpty { text += "\n  taken as reachable: " + assumed.joined(separator: "; ") }
            return text
        }
    }

    static func compare(_ testCase: Case) -> Comparison {
        var reference = Reference(testCase.rule)
        let edit = testCase.edit
        var comparison = Comparison(testCase: testCase, reference: reference.decide(edit))
        do {
            let rule = try testCase.rule.rule()
            switch try rule.evaluate(current: edit.current, utf16Offset: edit.offset, utf16Length: edit.length,
                                     replacement: edit.replacement) {
            case .accepted(let status): comparison.library = .accepted(status)
            case .acceptedPaste(_, let text, let status):
                comparison.problem = "a rule that does not read pastes replaced the text with "
                    + "\(spell(text)) (\(status))"
            case .rejected(let rejection): comparison.library = .rejected(rejection)
            }
        } catch {
            comparison.problem = "threw \(error)"
        }
        // Where the reference finds a prefix out of the bounds' reach for one of the reasons the library's
        // reachability does not see yet (`leniencies`), take that prefix as reachable, as the library does, and
        // compare again: everything else must still agree.
        while let library = comparison.library, library != comparison.reference,
              let prefix = reference.unreachablePrefix, let leniency = reference.knownLeniency(prefix),
              comparison.assumed.count < 8 {
            comparison.assumed.append("\(spell(prefix)) (\(leniency))")
            reference.assumeReachable(prefix)
            comparison.reference = reference.decide(edit)
        }
        return comparison
    }

    // MARK: - Known differences

    /// Texts the library's bounds let stand although no continuation can bring them in bounds (suspected bugs,
    /// reported with issue 8). The differential test takes such prefixes as reachable, as the library does;
    /// these pin each kind, and will report an unexpected pass once it is fixed.
    struct Leniency: Sendable, CustomTestStringConvertible {
        var name: String
        var rule: @Sendable () throws -> InputRule
        var text: String
        var testDescription: String { "\(name): \(spell(text))" }
    }

    static let leniencies: [Leniency] = [
        // A bounded rule takes no exponent, and a scientific number needs one: nothing is ever complete.
        Leniency(name: "scientific, bounded", rule: {
            InputRule.number(NumericValidator(symbols: .posix, kind: .scientific)).bounded(0...10)
        }, text: "5"),
        // After a grouping separator only whole groups follow: "1,ddd" is at least 1000.
        Leniency(name: "strict grouping", rule: {
            InputRule.number(try NumericValidator(locale: "en_US", kind: .integer, grouping: .strict)).bounded(18...120)
        }, text: "1,"),
        Leniency(name: "strict grouping", rule: {
            InputRule.number(try NumericValidator(locale: "en_US", kind: .integer, grouping: .strict)).bounded(18...120)
        }, text: "1,20"),
        // A positive integer is at least 1, and one digit is all the rule allows.
        Leniency(name: "positive integer zero", rule: {
            InputRule.number(NumericValidator(symbols: .posix, kind: .positiveInteger)).maxIntegerDigits(1)
                .bounded(0...5)
        }, text: "0"),
        // No digit typed, and none may come: the length is used up, or the digit limit is zero.
        Leniency(name: "no digit, no room", rule: {
            InputRule.maxLength(1).number(NumericValidator(symbols: .posix)).bounded(-5...5)
        }, text: "-"),
        Leniency(name: "no digit, no room", rule: {
            InputRule.number(NumericValidator(symbols: .posix, kind: .decimal)).maxFractionDigits(0).bounded(0...5)
        }, text: "."),
        Leniency(name: "no digit, no room", rule: {
            InputRule.number(NumericValidator(symbols: .posix, kind: .integer)).maxIntegerDigits(0).bounded(0...5)
        }, text: ""),
        // The sign a negative number needs is not counted against the length.
        Leniency(name: "sign not counted", rule: {
            InputRule.maxLength(1).number(NumericValidator(symbols: .posix)).bounded(-5...(-1))
        }, text: ""),
        // A bidi mark must be followed by a sign, and then a digit: three characters.
        Leniency(name: "sign not counted", rule: {
            InputRule.maxLength(2).number(try NumericValidator(locale: "fa_IR")).bounded(-5...5)
        }, text: "\u{200E}"),
    ]

    @Test(arguments: leniencies)
    func knownBoundsLeniency(_ leniency: Leniency) throws {
        let rule = try leniency.rule()
        withKnownIssue("bounds reachability: \(leniency.name)") {
            #expect(rule.verdict(for: leniency.text).status == .invalid)
        }
    }
}

// MARK: - The reference

extension DifferentialTests {
    /// The plain reference: build the text, validate it, apply each constraint in turn.
    struct Reference {
        enum Outcome: Equatable, CustomStringConvertible {
            case accepted(VerdictStatus)
            case rejected(Rejection)

            var description: String {
                switch self {
                case .accepted(let status): "accepted (\(status))"
                case .rejected(let rejection): "rejected: \(rejection)"
                }
            }
        }

        /// A constraint that fails: why, where (UTF-16 offset), and when the one pass meets it — the scalar it is
        /// reading, then the order of the checks on that scalar.
        struct Failure {
            var reason: InvalidReason
            var offset: Int
            var scalar: Int
            var order: Int

            /// The checks on one scalar, in the order TextDriver makes them. A cluster's characters are judged once
            /// the cluster is known to be whole: when the next cluster's first scalar arrives (or the text ends),
            /// before anything else is done with that scalar. The length is checked as a cluster begins; then the
            /// number reads the scalar; then the digit limits; then the bounds.
            ///
            /// So the rejection is the first failure the pass meets, which is not always the one at the smallest
            /// offset: in "5\u{301}" under `allowing("0123456789")` with a number, the combining mark fails the
            /// number at offset 1 before the cluster "5\u{301}" (offset 0) is whole; and at one offset the number
            /// comes before the cluster's characters ("a": unexpected-character, not character-not-allowed).
            static let characters = 0, length = 1, number = 2, digits = 3, bounds = 4

            var rejection: Rejection { Rejection(reason: reason, offset: offset) }
        }

        let spec: RuleSpec
        let symbols: NumberSymbols?
        /// The number as a bounded rule reads it: a bounded rule takes no exponent, so `numeric` reads as `decimal`.
        let validator: NumericValidator?
        let allowed: Set<Character>?
        let disallowed: Set<Character>
        let minimum: NumericValue?
        let maximum: NumericValue?
        let isBounded: Bool
        private var reachable: [String: Bool] = [:]
        /// The prefix the last verdict found out of reach of the bounds, if that is why it refused the text.
        private(set) var unreachablePrefix: String?

        init(_ spec: RuleSpec) {
            self.spec = spec
            symbols = spec.number.flatMap { DifferentialTests.symbols[$0.locale] }
            let isBounded = spec.isBounded
            self.isBounded = isBounded
            validator = spec.number.flatMap { number in
                DifferentialTests.symbols[number.locale].map {
                    NumericValidator(symbols: $0, kind: isBounded && number.kind == .numeric ? .decimal : number.kind,
                                     grouping: number.grouping)
                }
            }
            allowed = spec.allowed.map(Set.init)
            disallowed = Set(spec.disallowed ?? "")
            minimum = spec.minimum.flatMap(NumericValue.init)
            maximum = spec.maximum.flatMap(NumericValue.init)
        }

        mutating func decide(_ edit: Edit) -> Outcome {
            let outcome = verdict(for: edit.prospective)
            if edit.isDeletion && spec.deletionPolicy == .alwaysAllowed {
                // Deletions are let through, with the status of what they leave.
                if case .accepted = outcome { return outcome }
                return .accepted(.invalid)
            }
            switch outcome {
            case .accepted(let status): return .accepted(status)
            case .rejected(let rejection):
                return .rejected(edit.isDeletion
                    ? Rejection(reason: .deletionRejected, offset: rejection.offset) : rejection)
            }
        }

        /// The verdict for a whole text.
        mutating func verdict(for text: String) -> Outcome {
            let scalars = Array(text.unicodeScalars)
            var utf16 = [0]
            for scalar in scalars { utf16.append(utf16.last! + scalar.utf16.count) }
            func prefix(_ count: Int) -> String { String(String.UnicodeScalarView(scalars[..<count])) }

            var failures: [Failure] = []

            // Clusters: the length, and each cluster's characters.
            var start = 0
            for (index, cluster) in text.enumerated() {
                let end = start + cluster.unicodeScalars.count
                if let maxLength = spec.maxLength, index >= maxLength {
                    failures.append(Failure(reason: .tooLong, offset: utf16[start], scalar: start,
                                            order: Failure.length))
                    break
                }
                if disallowed.contains(cluster) {
                    failures.append(Failure(reason: .characterDisallowed, offset: utf16[start], scalar: end,
                                            order: Failure.characters))
                } else if let allowed, !allowed.contains(cluster) {
                    failures.append(Failure(reason: .characterNotAllowed, offset: utf16[start], scalar: end,
                                            order: Failure.characters))
                }
                start = end
            }

            // The number, its digit limits and its bounds, prefix by prefix.
            if let validator {
                if isBounded && scalars.isEmpty && !isReachable("") {
                    failures.append(boundsFailure(typed: "", offset: 0, scalar: 0))
                }
                for count in stride(from: 1, through: scalars.count, by: 1) {
                    let typed = prefix(count)
                    let at = count - 1
                    if case .invalid(let reason, let offset) = validator.verdict(for: typed) {
                        failures.append(Failure(reason: reason, offset: offset, scalar: at, order: Failure.number))
                        break
                    }
                    let scan = validator.scan(typed, from: typed.startIndex)
                    if isBounded, let marker = scan.tokens.first(where: { $0.kind == .exponentMarker }) {
                        failures.append(Failure(reason: .exponentNotAllowed,
                                                offset: marker.range.lowerBound.utf16Offset(in: typed),
                                                scalar: at, order: Failure.number))
                        break
                    }
                    let counts = Self.digitCounts(scan, in: typed)
                    if let limit = spec.maxIntegerDigits, counts.integer > limit {
                        failures.append(Failure(reason: .tooManyIntegerDigits, offset: utf16[at], scalar: at,
                                                order: Failure.digits))
                        break
                    }
                    if let limit = spec.maxFractionDigits, counts.fraction > limit {
                        failures.append(Failure(reason: .tooManyFractionDigits, offset: utf16[at], scalar: at,
                                                order: Failure.digits))
                        break
                    }
                    // Inside a multi-scalar symbol nothing is decided yet.
                    let isInsideSymbol = scan.stopIndex < typed.endIndex
                    if isBounded && !isInsideSymbol && !isReachable(typed) {
                        // Where the last lexeme began: this scalar, or the start of the symbol it completes.
                        let last = scan.tokens.last
                        let isDigit = last.map { $0.kind == .integerDigits || $0.kind == .fractionDigits } ?? true
                        let offset = isDigit ? utf16[at] : last!.range.lowerBound.utf16Offset(in: typed)
                        failures.append(boundsFailure(typed: typed, offset: offset, scalar: at))
                        break
                    }
                }
            }

            unreachablePrefix = nil
            if let first = failures.min(by: { ($0.scalar, $0.order) < ($1.scalar, $1.order) }) {
                if first.order == Failure.bounds {
                    unreachablePrefix = prefix(scalars.isEmpty ? 0 : first.scalar + 1)
                }
                return .rejected(first.rejection)
            }
            guard let validator else { return .accepted(.complete) }
            let number = validator.verdict(for: text)
            guard let value = number.value else { return .accepted(.partial) }
            return .accepted(isInBounds(value) ? .complete : .partial)
        }

        // MARK: Digits

        /// Integer and fraction digits typed, leading zeros included, counted from the scan's tokens.
        static func digitCounts(_ scan: NumberScan, in text: String) -> (integer: Int, fraction: Int) {
            var integer = 0, fraction = 0
            for token in scan.tokens {
                let count = text.unicodeScalars[token.range].count
                if token.kind == .integerDigits { integer += count }
                if token.kind == .fractionDigits { fraction += count }
            }
            return (integer, fraction)
        }

        /// The value typed so far, read from the scan's tokens: a typed minus, the digits; nothing typed is 0.
        func typedValue(_ text: String) -> NumericValue {
            guard let validator else { return NumericValue(0) }
            let scan = validator.scan(text, from: text.startIndex)
            var integer = "", fraction = "", isNegative = false
            let plus = Set(["+", symbols?.plusSign ?? "+"].map { $0.unicodeScalars.filter { !Self.isBidiMark($0) } })
            for token in scan.tokens {
                let scalars = text.unicodeScalars[token.range]
                switch token.kind {
                case .sign: isNegative = !plus.contains(scalars.filter { !Self.isBidiMark($0) })
                case .integerDigits: integer += scalars.map { String(Int($0.properties.numericValue!)) }.joined()
                case .fractionDigits: fraction += scalars.map { String(Int($0.properties.numericValue!)) }.joined()
                default: break
                }
            }
            let plain = (isNegative ? "-" : "") + (integer.isEmpty ? "0" : integer)
                + (fraction.isEmpty ? "" : "." + fraction)
            return NumericValue(plain)!
        }

        static func isBidiMark(_ scalar: Unicode.Scalar) -> Bool { [0x200E, 0x200F, 0x061C].contains(scalar.value) }

        // MARK: Bounds

        func isInBounds(_ value: NumericValue) -> Bool {
            !(minimum.map { value < $0 } ?? false) && !(maximum.map { $0 < value } ?? false)
        }

        /// Below the minimum when what is typed is below it; above the maximum otherwise.
        func boundsFailure(typed: String, offset: Int, scalar: Int) -> Failure {
            let isBelow = minimum.map { typedValue(typed) < $0 } ?? false
            return Failure(reason: isBelow ? .belowMinimum : .aboveMaximum, offset: offset, scalar: scalar,
                           order: Failure.bounds)
        }

        /// Whether some continuation of at most four characters makes a complete value inside the bounds, under the
        /// number, the length and the digit limits (not the character sets: the documentation leaves them out of
        /// reachability).
        ///
        /// Only a few digits are tried. Once the shape of a continuation is fixed (how many integer digits,
        /// whether a separator, how many fraction digits), its values are every grid point from the typed digits
        /// followed by zeros up to the typed digits followed by nines. If that range meets the bounds, the smallest
        /// point in both is the zeros (digit 0), or the minimum's magnitude rounded up to the grid (its own digits,
        /// one of them plus one, or a new leading 1) — for negative numbers, the maximum's. 1 covers a positive
        /// integer that must not be zero. Four characters reach every bound in `boundValues` from any prefix that
        /// can reach it at all.
        mutating func isReachable(_ typed: String) -> Bool {
            if let known = reachable[typed] { return known }
            let continuations = continuations(after: typed)
            var level = [typed]
            var found = false
            search: for depth in 0...4 {
                var next: [String] = []
                for text in level {
                    guard let isIn = completeInBounds(text) else { continue }
                    if isIn {
                        found = true
                        break search
                    }
                    if depth < 4 { next += continuations.map { text + $0 } }
                }
                level = next
            }
            reachable[typed] = found
            return found
        }

        /// nil when `text` breaks the number, the length or a digit limit (and so does every continuation); else
        /// whether it is complete and in bounds.
        func completeInBounds(_ text: String) -> Bool? {
            guard let validator else { return nil }
            if let maxLength = spec.maxLength, text.count > maxLength { return nil }
            let verdict = validator.verdict(for: text)
            if case .invalid = verdict { return nil }
            if spec.maxIntegerDigits != nil || spec.maxFractionDigits != nil {
                let counts = Self.digitCounts(validator.scan(text, from: text.startIndex), in: text)
                if counts.integer > spec.maxIntegerDigits ?? .max || counts.fraction > spec.maxFractionDigits ?? .max {
                    return nil
                }
            }
            return verdict.value.map(isInBounds) ?? false
        }

        /// What a continuation of `typed` may add: the digits that matter (see ``isReachable(_:)``), the decimal
        /// separator, the signs, and the grouping separator under strict grouping.
        func continuations(after typed: String) -> [String] {
            guard let symbols, let number = spec.number else { return [] }
            var digits: Set<Int> = [0, 1]
            for bound in [spec.minimum, spec.maximum].compactMap({ $0 }) {
                for character in bound where character.isNumber {
                    digits.insert(character.wholeNumberValue!)
                    digits.insert((character.wholeNumberValue! + 1) % 10)
                }
            }
            // One number, one digit system: the typed one's, or ASCII (the values are the same).
            let isNative = typed.unicodeScalars.contains { $0.value >= 0x80 && symbols.digits.contains($0) }
            var pieces = digits.sorted().map { isNative ? String(symbols.digits[$0]) : String($0) }
            // A plus matters only after a bidi mark, which a sign must follow.
            pieces += [symbols.decimalSeparator, "-", "+"]
            if number.grouping == .strict { pieces.append(symbols.groupingSeparator) }
            return pieces
        }

        // MARK: Known leniencies

        /// Takes `prefix` as reachable from now on.
        mutating func assumeReachable(_ prefix: String) { reachable[prefix] = true }

        /// Why the library's bounds let `prefix` stand although it is out of reach, when it is one of the known
        /// reasons (see `DifferentialTests.leniencies`); nil otherwise.
        func knownLeniency(_ prefix: String) -> String? {
            guard let validator, let kind = spec.number?.kind else { return nil }
            if kind == .scientific { return "a bounded scientific number is never complete" }
            let tokens = validator.scan(prefix, from: prefix.startIndex).tokens
            if tokens.contains(where: { $0.kind == .groupingSeparator }) {
                return "grouping limits what may follow"
            }
            let digits = tokens.filter { $0.kind == .integerDigits || $0.kind == .fractionDigits }
                .flatMap { prefix.unicodeScalars[$0.range] }
            if kind == .positiveInteger && digits.allSatisfy({ $0.properties.numericValue == 0 }) {
                return "a positive integer cannot be zero"
            }
            if digits.isEmpty { return "no digit typed, and the sign or the first digit do not fit" }
            return nil
        }
    }

    /// A text as Swift source, every scalar outside printable ASCII escaped.
    static func spell(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x20 && scalar.value < 0x7F && scalar != "\"" && scalar != "\\" {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out + "\""
    }
}
