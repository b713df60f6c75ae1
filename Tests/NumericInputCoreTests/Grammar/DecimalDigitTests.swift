@testable import NumericInputCore
import Testing

/// The decimal digits of every system, which a field converts to the locale's: the fast answer for the ranges
/// without one agrees with the standard library's Unicode properties.
@Suite("Decimal digits of any system")
struct DecimalDigitTests {
    /// Every scalar: `decimalDigitValue(of:)` is the property lookup's answer (general category Nd, its value), and
    /// no scalar the range check skips is a decimal digit (ASCII's, asked first, aside).
    @Test func everyScalarAgreesWithTheUnicodeProperties() {
        var digits = 0
        var skipped = 0
        var mismatches = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            let expected: UInt8? = properties.numericType == .decimal ? properties.numericValue.map { UInt8($0) } : nil
            let found = NumberGrammar.decimalDigitValue(of: value)
            if found != expected {
                mismatches += 1
                if mismatches <= 10 {
                    Issue.record("U+\(String(value, radix: 16, uppercase: true)): \(String(describing: found)), not \(String(describing: expected))")
                }
            }
            if expected != nil { digits += 1 }
            if NumberGrammar.hasNoDecimalDigit(value) && !(0x30...0x39).contains(value) {
                skipped += 1
                if expected != nil { Issue.record("U+\(String(value, radix: 16, uppercase: true)) is a digit in a skipped range") }
            }
        }
        #expect(mismatches == 0)
        #expect(digits >= 760, "decimal digits found: \(digits)")   // 77 systems of ten in Unicode 16
        // The ranges: below U+0660 less ASCII's ten digits, U+066A–U+06EF and U+1C5A–U+A61F.
        #expect(skipped == (0x660 - 10) + (0x6F0 - 0x66A) + (0xA620 - 0x1C5A), "\(skipped)")
    }
}
