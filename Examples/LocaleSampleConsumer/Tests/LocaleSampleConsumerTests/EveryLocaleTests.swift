import _ICUReference
import NumericInput
import NumericInputTesting
import Testing

// The one line a test target adds so that Swift Testing names each case by its locale through the protocol
// (NumericInputTesting depends on no test framework, so it cannot declare this itself; `testDescription` is there).
extension LocaleSample: @retroactive CustomTestStringConvertible {}

/// What a team's test suite does with `LocaleSample`: one test case per locale ICU lists.
@Suite struct EveryLocaleTests {
    @Test("ICU's strict parse reads every valid numeric sample whole, with the sample's value",
          arguments: LocaleSample.all(kind: .numeric))
    func numeric(_ sample: LocaleSample) throws {
        try Self.expectICUReads(sample)
    }

    @Test("ICU's strict parse reads every valid grouped decimal sample whole, with the sample's value",
          arguments: LocaleSample.all(kind: .decimal, grouping: .strict))
    func groupedDecimal(_ sample: LocaleSample) throws {
        try Self.expectICUReads(sample)
    }

    @Test("One sample per locale ICU lists, in its order")
    func onePerLocale() {
        let locales = LocaleSample.all(kind: .numeric).map(\.locale)
        #expect(locales == ICUNumberFormat.availableLocales)
        #expect(locales.count >= 800, "ICU 72 lists 805")
    }

    static func expectICUReads(_ sample: LocaleSample) throws {
        #expect(sample.problem == nil)
        #expect(sample.valid.count >= 4, "positive, negative, large, fraction at least")
        let icu = try #require(ICUNumberFormat(locale: sample.locale), "ICU opens \(sample.locale)")
        icu.setGrouping(sample.grouping == .strict)
        for valid in sample.valid {
            let parsed = try #require(icu.parseStrict(valid.text), "ICU parses \(valid.name) \(valid.text.debugDescription)")
            #expect(parsed.parsedLength == valid.text.utf16.count,
                    "ICU reads \(parsed.parsedLength) of \(valid.text.utf16.count) units of \(valid.text.debugDescription)")
            #expect(NumericValue(parsed.value)?.canonical == valid.value,
                    "\(valid.name) \(valid.text.debugDescription): ICU reads \(parsed.value)")
        }
    }
}
