import NumericInput
import NumericInputTesting
import XCTest

/// The same samples from XCTest, which has no parameterized tests: a loop, the locale in each message.
final class EveryLocaleXCTests: XCTestCase {
    func testEveryInvalidSampleIsInvalidWithItsReason() throws {
        for sample in LocaleSample.all(kind: .integer, grouping: .strict) {
            let validator = try NumericValidator(locale: sample.locale, kind: sample.kind, grouping: sample.grouping)
            XCTAssertGreaterThanOrEqual(sample.invalid.count, 2, sample.locale)
            for invalid in sample.invalid {
                let rejection = validator.verdict(for: invalid.text).rejection
                XCTAssertEqual(rejection?.reason.name, invalid.reason, "\(sample.locale) \(invalid.name)")
                XCTAssertEqual(rejection?.offset, invalid.offset, "\(sample.locale) \(invalid.name)")
            }
        }
    }
}
