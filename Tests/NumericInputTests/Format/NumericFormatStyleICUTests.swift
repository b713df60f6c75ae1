// Checks against live ICU: only with the SystemICU trait.
#if NUMERICINPUT_SYSTEM_ICU
import _ICUReference
import Foundation
import NumericInput
import Testing

/// `NumericFormatStyle` against ICU's own decimal formatter: the plain kinds write what ICU writes, in every
/// locale. Kept apart from `NumericFormatStyleTests` because it needs ICU itself, not only its data.
@Suite("NumericFormatStyle against ICU")
struct NumericFormatStyleICUTests {
    @Test("Plain kinds write what ICU's decimal formatter writes, grouped or not",
          arguments: NumberSymbols.availableLocaleIdentifiers)
    func writesAsICU(locale: String) throws {
        let icu = try #require(ICUNumberFormat(locale: locale))
        icu.useLocaleMinimumGrouping()
        icu.setFractionDigits(minimum: 0, maximum: 200)
        for grouping in GroupingPolicy.allCases {
            icu.setGrouping(grouping == .strict)
            let style = try NumericFormatStyle<Decimal>(locale: locale, grouping: grouping)
            for value in ["-1234567.891", "0.5", "-0.000123", "12345", "1234", "-7", "0", "12345678901234567890"] {
                let decimal = try #require(Decimal(string: value, locale: Locale(identifier: "en_US_POSIX")))
                #expect(style.format(decimal) == icu.format(value), "\(grouping) \(value)")
            }
        }
    }
}
#endif
