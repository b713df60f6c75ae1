import NumericInput
@testable import NumericInputCore
import Testing

/// The driver's three specialisations (`NumberStages` for a plan that reads only the number, `BoundedNumberStages`
/// for one that reads the number and its bounds, `RuleStages` for every other) are one source; these tests check
/// that the choice between them is right and that it changes no result.
@Suite("Driver stages")
struct DriverStagesTests {
    /// Texts that reach every part of the number's grammar: signs, bidi marks, both digit systems, separators,
    /// exponents (one of several scalars), grouping, and characters outside any number.
    static func texts(_ symbols: NumberSymbols) -> [String] {
        let pieces = ["1", "0", "9", "12345", symbols.decimalSeparator, symbols.groupingSeparator, symbols.minusSign,
                      "-", "+", "e", "E", symbols.exponentSymbol, "\u{200E}", "\u{061C}", "\u{06F1}\u{06F2}",
                      "\u{0661}", "x", " ", "\u{1F600}", "\u{0301}"]
        var generator = SystemRandomNumberGenerator()
        var texts = [""] + pieces
        for _ in 0..<1_500 {
            let count = Int.random(in: 1...8, using: &generator)
            texts.append((0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        return texts
    }

    /// Both specialisations give the same result, offset and value, text by text, for plans that read only the
    /// number: a validator's, and a rule's whose length limit the text is within in bytes.
    @Test(arguments: ["en_US", "de_DE", "fa_IR", "ar_EG", "hi_IN"])
    func bothSpecialisationsAgree(locale: String) throws {
        for kind in [NumericKind.numeric, .decimal, .integer, .positiveInteger, .digits, .scientific] {
            for grouping in [GroupingPolicy.none, .strict] {
                let validator = try NumericValidator(locale: locale, kind: kind, grouping: grouping)
                let plans = [validator.plan, InputRule.maxLength(64).number(validator).plan,
                             InputRule.number(validator).maxFractionDigits(2).maxIntegerDigits(5).plan]
                for plan in plans {
                    #expect(plan.readsNumberOnly(byteCount: 64))
                    for text in Self.texts(validator.symbols) {
                        let bytes = Array(text.utf8)
                        let (number, rule) = bytes.withUnsafeBufferPointer { bytes in
                            (Self.scan(bytes, plan: plan, NumberStages.self),
                             Self.scan(bytes, plan: plan, RuleStages.self))
                        }
                        #expect(number == rule, "\(locale) \(kind) \(grouping) \(text.debugDescription)")
                    }
                }
            }
        }
    }

    /// A run of integer digits takes the decimal separator after it straight to the scanner when no other stage
    /// looks at it. A rule with a character set reads every scalar through the scalar path: the same texts give
    /// the same verdicts, offsets and values (the set, a letter no text holds, refuses nothing here).
    @Test(arguments: ["en_US", "de_DE", "fa_IR", "ar_EG", "hi_IN"])
    func decimalSeparatorAfterARunAgreesWithTheScalarPath(locale: String) throws {
        for kind in [NumericKind.numeric, .decimal, .integer, .digits, .scientific] {
            for grouping in [GroupingPolicy.none, .strict] {
                let validator = try NumericValidator(locale: locale, kind: kind, grouping: grouping)
                let scalarPath = InputRule.number(validator).disallowing("q").plan
                #expect(!scalarPath.readsNumberOnly(byteCount: 0))
                let symbols = validator.symbols
                let native = String(Character(symbols.digits[4]))
                // Runs of each system then the separator, then more, besides the random texts.
                var texts = Self.texts(symbols)
                for run in ["1", "12", "123456789", native, native + native + native] {
                    for after in ["", "5", native, symbols.decimalSeparator, "x", symbols.groupingSeparator] {
                        texts.append(run + symbols.decimalSeparator + after)
                        texts.append(symbols.minusSign + run + symbols.decimalSeparator + after)
                        texts.append(run + symbols.groupingSeparator + "123" + symbols.decimalSeparator + after)
                    }
                }
                for text in texts where !text.contains("q") {
                    let bytes = Array(text.utf8)
                    let (number, scalar) = bytes.withUnsafeBufferPointer { bytes in
                        (Self.scan(bytes, plan: validator.plan, NumberStages.self),
                         Self.scan(bytes, plan: scalarPath, RuleStages.self))
                    }
                    #expect(number == scalar, "\(locale) \(kind) \(grouping) \(text.debugDescription)")
                }
            }
        }
    }

    /// A plan with bounds and nothing else around the number (no character sets, no length) reads with
    /// `BoundedNumberStages`, which counts no clusters: the same verdicts, offsets and values as `RuleStages`, text
    /// by text, for bounds above, around and below zero, with fractions, open on either side and empty.
    @Test(arguments: ["en_US", "de_DE", "fa_IR", "ar_EG", "hi_IN"])
    func boundedSpecialisationAgrees(locale: String) throws {
        let ranges: [(String?, String?)] = [("18", "120"), ("-5", "-1"), ("-2.5", "7.25"), ("0.5", "1000"),
                                            (nil, "99"), ("-1000", nil), ("10", "1")]
        for kind in NumericKind.allCases {
            for grouping in [GroupingPolicy.none, .strict] {
                let validator = try NumericValidator(locale: locale, kind: kind, grouping: grouping)
                for (minimum, maximum) in ranges {
                    let plan = InputRule.number(validator)
                        .bounded(minimum: minimum.flatMap(NumericValue.init),
                                 maximum: maximum.flatMap(NumericValue.init))
                        .plan
                    #expect(plan.readsBoundedNumberOnly)
                    for text in Self.texts(validator.symbols) {
                        let bytes = Array(text.utf8)
                        let (bounded, rule) = bytes.withUnsafeBufferPointer { bytes in
                            (Self.scan(bytes, plan: plan, BoundedNumberStages.self),
                             Self.scan(bytes, plan: plan, RuleStages.self))
                        }
                        let range = "\(minimum ?? "nil")...\(maximum ?? "nil")"
                        #expect(bounded == rule, "\(locale) \(kind) \(grouping) \(range) \(text.debugDescription)")
                    }
                }
            }
        }
    }

    static func scan<Stages: DriverStages>(
        _ bytes: UnsafeBufferPointer<UInt8>, plan: RulePlan, _: Stages.Type
    ) -> Verdict {
        Stages.withState(plan: plan) { state in
            var driver = TextDriver<ValueSink, Stages>(plan: plan, sink: ValueSink(textLength: bytes.count),
                                                       byteCount: bytes.count, stageState: state)
            var recognizer = Stages.Recognizer()
            _ = driver.feed(utf8: bytes, recognizer: &recognizer)
            return driver.verdict()
        }
    }

    /// The choice: only a plan with a grammar and no character sets or bounds reads the number alone, and a
    /// length limit only while the text has no more bytes than the limit.
    @Test func numberOnlyIsChosenExactlyWhereNoOtherStageRuns() throws {
        let validator = try NumericValidator(locale: "de_DE", kind: .decimal)
        #expect(validator.plan.readsNumberOnly(byteCount: nil))
        #expect(validator.plan.readsNumberOnly(byteCount: 1 << 20))
        let limited = InputRule.maxLength(4).number(validator).plan
        #expect(limited.readsNumberOnly(byteCount: 4))
        #expect(!limited.readsNumberOnly(byteCount: 5))
        #expect(!limited.readsNumberOnly(byteCount: nil))
        #expect(!InputRule.number(validator).bounded(1...10).plan.readsNumberOnly(byteCount: 2))
        #expect(!InputRule.number(validator).disallowing("9").plan.readsNumberOnly(byteCount: 2))
        #expect(!InputRule.maxLength(4).plan.readsNumberOnly(byteCount: 2))
        // Bounds alone around the number: the bounded specialisation; with a length or a set, the rule stages.
        #expect(InputRule.number(validator).bounded(1...10).plan.readsBoundedNumberOnly)
        #expect(InputRule.number(validator).bounded(1...10).maxFractionDigits(2).plan.readsBoundedNumberOnly)
        #expect(!InputRule.number(validator).bounded(1...10).maxLength(8).plan.readsBoundedNumberOnly)
        #expect(!InputRule.number(validator).bounded(1...10).disallowing("9").plan.readsBoundedNumberOnly)
        #expect(!InputRule.number(validator).plan.readsBoundedNumberOnly)
        #expect(!InputRule.maxLength(4).plan.readsBoundedNumberOnly)
        // The limit still holds where the text has more bytes than the limit (the clusters are counted then).
        let rule = InputRule.maxLength(4).number(validator)
        #expect(rule.verdict(for: "1234").isComplete)
        #expect(rule.verdict(for: "12345") == .invalid(.tooLong, offset: 4))
        let persian = InputRule.maxLength(4).number(try NumericValidator(locale: "fa_IR", kind: .decimal))
        #expect(persian.verdict(for: "۱۲۳۴").isComplete)
        #expect(persian.verdict(for: "۱۲۳۴۵") == .invalid(.tooLong, offset: 4))
    }
}
