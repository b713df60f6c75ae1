import NumericInputCore
import PropertyBased
import Testing

/// Values as a validator builds them over `.posix`: their parts, their canonical text, their conversions and
/// their order. No ICU.
@Suite("NumericValue")
struct NumericValueTests {
    static let numeric = NumericValidator(symbols: .posix, kind: .numeric)
    static let digits = NumericValidator(symbols: .posix, kind: .digits)

    static func zeros(_ count: Int) -> String { String(repeating: "0", count: count) }

    // MARK: - Parts and canonical text

    struct Written: Sendable, CustomTestStringConvertible {
        var text: String
        var kind: NumericKind = .numeric
        var significand: String
        var exponent: Int
        var canonical: String
        var isPlain = true
        var testDescription: String {
            let shown = text.count > 60 ? "\(text.prefix(30))…(\(text.count) characters)" : text
            return "\(kind.rawValue) \(shown)"
        }
    }

    static let written: [Written] = [
        // Inline: up to 38 significant digits, across the two 19-digit limbs.
        Written(text: "1234567890123456789", significand: "1234567890123456789", exponent: 0,
                canonical: "1234567890123456789"),
        Written(text: "12345678901234567891", significand: "12345678901234567891", exponent: 0,
                canonical: "12345678901234567891"),
        Written(text: "10000000000000000000", significand: "1", exponent: 19, canonical: "10000000000000000000"),
        Written(text: "100000000000000000001", significand: "100000000000000000001", exponent: 0,
                canonical: "100000000000000000001"),
        Written(text: "12345678901234567890123456789012345678", significand: "12345678901234567890123456789012345678",
                exponent: 0, canonical: "12345678901234567890123456789012345678"),
        Written(text: "1234567890123456789012345678901234567800",
                significand: "12345678901234567890123456789012345678", exponent: 2,
                canonical: "1234567890123456789012345678901234567800"),
        Written(text: "-0.0001234567890123456789012345678901234567800",
                significand: "12345678901234567890123456789012345678", exponent: -41,
                canonical: "-0.00012345678901234567890123456789012345678"),
        // Spilled: more than 38.
        Written(text: "123456789012345678901234567890123456789",
                significand: "123456789012345678901234567890123456789", exponent: 0,
                canonical: "123456789012345678901234567890123456789"),
        Written(text: "1000000000000000000000000000000000000001",
                significand: "1000000000000000000000000000000000000001", exponent: 0,
                canonical: "1000000000000000000000000000000000000001"),
        Written(text: "-1234567890123456789012345678901234567890.5",
                significand: "12345678901234567890123456789012345678905", exponent: -1,
                canonical: "-1234567890123456789012345678901234567890.5"),
        Written(text: "0.000" + "12345678901234567890123456789012345678901" + "000",
                significand: "12345678901234567890123456789012345678901", exponent: -44,
                canonical: "0.000" + "12345678901234567890123456789012345678901"),
        Written(text: "123456789012345678901234567890123456789e-20",
                significand: "123456789012345678901234567890123456789", exponent: -20,
                canonical: "1234567890123456789.01234567890123456789"),
        Written(text: "1234567890123456789012345678901234567890e5000",
                significand: "123456789012345678901234567890123456789", exponent: 5001,
                canonical: "1.23456789012345678901234567890123456789e5039", isPlain: false),
        // Exactly 38 significant digits before the separator, then a fraction: the 39th digit spills.
        Written(text: "12345678901234567890123456789012345678.5",
                significand: "123456789012345678901234567890123456785", exponent: -1,
                canonical: "12345678901234567890123456789012345678.5"),
        Written(text: "1234567890123456789012345678901234567800.05",
                significand: "123456789012345678901234567890123456780005", exponent: -2,
                canonical: "1234567890123456789012345678901234567800.05"),
        // Small ones.
        Written(text: "0.5e1", significand: "5", exponent: 0, canonical: "5"),
        Written(text: "123e-2", significand: "123", exponent: -2, canonical: "1.23"),
        Written(text: "-0.0", significand: "0", exponent: 0, canonical: "0"),
        Written(text: "000.000e7", significand: "0", exponent: 0, canonical: "0"),
        // Around maximumPlainPadding (1,000 zeros).
        Written(text: "1e1000", significand: "1", exponent: 1000, canonical: "1" + zeros(1000)),
        Written(text: "1e1001", significand: "1", exponent: 1001, canonical: "1e1001", isPlain: false),
        Written(text: "12e999", significand: "12", exponent: 999, canonical: "12" + zeros(999)),
        Written(text: "12e1000", significand: "12", exponent: 1000, canonical: "12" + zeros(1000)),
        Written(text: "12e1001", significand: "12", exponent: 1001, canonical: "1.2e1002", isPlain: false),
        Written(text: "1e-1000", significand: "1", exponent: -1000, canonical: "0." + zeros(999) + "1"),
        Written(text: "1e-1001", significand: "1", exponent: -1001, canonical: "0." + zeros(1000) + "1"),
        Written(text: "1e-1002", significand: "1", exponent: -1002, canonical: "1e-1002", isPlain: false),
        Written(text: "12e-1002", significand: "12", exponent: -1002, canonical: "0." + zeros(1000) + "12"),
        Written(text: "-12e-1003", significand: "12", exponent: -1003, canonical: "-1.2e-1002", isPlain: false),
        Written(text: "1.5e-1001", significand: "15", exponent: -1002, canonical: "0." + zeros(1000) + "15"),
        Written(text: "-9e999999999", significand: "9", exponent: 999_999_999, canonical: "-9e999999999",
                isPlain: false),
        // Digit strings keep the zeros typed.
        Written(text: "007", kind: .digits, significand: "7", exponent: 0, canonical: "007"),
        Written(text: "000", kind: .digits, significand: "0", exponent: 0, canonical: "000"),
        Written(text: "0070", kind: .digits, significand: "7", exponent: 1, canonical: "0070"),
        Written(text: "0", kind: .digits, significand: "0", exponent: 0, canonical: "0"),
        Written(text: "1200", kind: .digits, significand: "12", exponent: 2, canonical: "1200"),
        Written(text: "00" + "123456789012345678901234567890123456789" + "00", kind: .digits,
                significand: "123456789012345678901234567890123456789", exponent: 2,
                canonical: "00" + "123456789012345678901234567890123456789" + "00"),
    ]

    @Test(arguments: written)
    func parts(_ row: Written) throws {
        let validator = row.kind == .digits ? Self.digits : Self.numeric
        let value = try #require(validator.verdict(for: row.text).value)
        #expect(value.significand == row.significand)
        #expect(value.exponent == row.exponent)
        #expect(value.significandDigitCount == row.significand.count)
        #expect(value.canonical == row.canonical)
        #expect(value.description == row.canonical)
        #expect(value.isPlain == row.isPlain)
        #expect(value.isNegative == (row.text.hasPrefix("-") && row.significand != "0"))
        #expect(value.isZero == (row.significand == "0"))
        // A plain canonical text reads back as the same number.
        if row.isPlain && row.kind == .numeric { #expect(Self.numeric.verdict(for: row.canonical).value == value) }
    }

    // MARK: - Integers

    @Test(arguments: [
        ("9223372036854775807", Int64.max), ("-9223372036854775808", Int64.min),
        ("9223372036854775808", nil), ("-9223372036854775809", nil),
        ("92233720368547758.07e2", Int64.max), ("-9.223372036854775808e18", Int64.min),
        ("1e18", 1_000_000_000_000_000_000), ("-1e18", -1_000_000_000_000_000_000), ("1e19", nil), ("-1e19", nil),
        ("1.5", nil), ("0.1", nil), ("-0.5", nil), ("1e-400", nil),
        ("0", 0), ("-0", 0), ("1.0", 1), ("10e-1", 1), ("0.5e1", 5), ("007", 7),
        ("18446744073709551615", nil), ("18446744073709551616", nil), ("99999999999999999999", nil), ("1e20", nil),
        ("12345678901234567890123456789012345678901", nil), ("123456789012345678901234567890123456789e-30", nil),
        ("1234567890123456789012345678901234567890e-30", nil),
    ] as [(String, Int64?)])
    func integers(text: String, expected: Int64?) throws {
        let value = try #require(Self.numeric.verdict(for: text).value)
        #expect(Int64(exactly: value) == expected)
        #expect(Int(exactly: value) == expected.map(Int.init))
    }

    // MARK: - Double

    @Test(arguments: [
        ("0.1", 0.1), ("-1.5", -1.5), ("1e23", 1e23), ("9007199254740993", 9_007_199_254_740_992),
        ("123456789012345678901234567890", 1.2345678901234568e29),
        ("1.7976931348623157e308", Double.greatestFiniteMagnitude),
        ("1.7976931348623158079e308", Double.greatestFiniteMagnitude),   // just under the halfway point
        ("1.797693134862315808e308", nil),                               // just over it: rounds to infinity
        ("1e309", nil), ("-1e309", nil), ("1e999999999", nil), ("-123456789012345678901234567890123456789e300", nil),
        ("4.9406564584124654e-324", Double.leastNonzeroMagnitude),
        ("2.4703282292062328e-324", Double.leastNonzeroMagnitude),
        ("2.4703282292062327e-324", 0), ("1e-400", 0), ("1e-999999999", 0), ("0", 0), ("-0", 0),
    ] as [(String, Double?)])
    func doubles(text: String, expected: Double?) throws {
        let value = try #require(Self.numeric.verdict(for: text).value)
        let converted = Double(value)
        #expect(converted == expected)
        #expect(converted?.sign == expected?.sign, "zero keeps the value's sign")
    }

    @Test("NumericValue(Int) is the value of the integer's decimal text: its digits, trailing zeros and sign")
    func fromInt() throws {
        var integers = [0, 1, -1, 7, 10, -100, 120, 1_000_000, 123_456_789, -987_654_321_000, Int.max, Int.min,
                         Int.min + 1, 9_000_000_000_000_000_000, -1_000_000_000_000_000_000]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 { integers.append(Int.random(in: .min ... .max, using: &generator) >> Int.random(in: 0...62)) }
        for integer in integers {
            let parsed = try #require(Self.numeric.verdict(for: String(integer)).value)
            let value = NumericValue(integer)
            #expect(value == parsed, "\(integer)")
            #expect(value.canonical == parsed.canonical && value.isNegative == parsed.isNegative, "\(integer)")
        }
    }

    @Test func tinyNegativeValuesRoundToNegativeZero() throws {
        let value = try #require(Self.numeric.verdict(for: "-1e-400").value)
        #expect(Double(value) == 0 && Double(value)?.sign == .minus)
    }

    // MARK: - Native digits

    /// POSIX symbols with Arabic-Indic digits (two UTF-8 bytes each): their runs are translated a stack buffer
    /// (64 digits) at a time, and values past 38 digits are stored as the ASCII ones are.
    static let arabicIndic = NumericValidator(
        symbols: try! NumberSymbols.posix.withDigits((0..<10).map { Unicode.Scalar(0x0660 + $0)! }), kind: .numeric)

    static func arabicIndicText(_ ascii: String) -> String {
        String(String.UnicodeScalarView(ascii.unicodeScalars.map { scalar in
            scalar.properties.numericType == .decimal ? Unicode.Scalar(0x0660 + scalar.value - 0x30)! : scalar
        }))
    }

    @Test("Native digits give the value the same ASCII digits give: inline, spilled, across the 64-digit chunks")
    func nativeDigitValues() async {
        let runs = [
            "7", "1234567", "0" + String(repeating: "9", count: 19), String(repeating: "1", count: 38),
            String(repeating: "1", count: 39), String(repeating: "0", count: 70) + "1" + String(repeating: "0", count: 70),
            "1" + String(repeating: "0", count: 63) + "2" + String(repeating: "0", count: 64) + ".5",
            "-" + String(repeating: "12345", count: 40) + "." + String(repeating: "0", count: 65) + "7e-3",
        ]
        for ascii in runs {
            let expected = Self.numeric.verdict(for: ascii).value
            let native = Self.arabicIndic.verdict(for: Self.arabicIndicText(ascii)).value
            #expect(expected != nil && native == expected, "\(ascii)")
            #expect(native?.hashValue == expected?.hashValue, "\(ascii)")
            #expect(native?.significand == expected?.significand, "\(ascii)")
        }
        await propertyCheck(count: 1_000, input: Self.samples(digits: 1...300, exponents: -50...50)) { sample in
            let expected = Self.numeric.verdict(for: sample.text).value
            let native = Self.arabicIndic.verdict(for: Self.arabicIndicText(sample.text)).value
            #expect(expected != nil && native == expected, "\(sample)")
            #expect(native?.canonical == expected?.canonical, "\(sample)")
        }
    }

    @Test("A run of native digits stops at the first scalar that is not one, in any of the eight lanes of a step")
    func nativeDigitRunsStopWhereTheyShould() {
        // Same lead byte, continuation past the digits (U+066A); another system's lead (U+06F5); an ASCII digit;
        // a letter; the scalar below the Arabic-Indic zero (U+065F) and the Arabic decimal separator (U+066B),
        // which these POSIX symbols do not have.
        // And a continuation byte of a digit under another lead: U+0628 (D8 A8) and U+06E5 (DB A5).
        let intruders: [Unicode.Scalar] = ["\u{066A}", "\u{06F5}", "5", "x", "\u{065F}", "\u{066B}", "\u{0628}",
                                           "\u{06E5}"]
        for length in [8, 9, 15, 16, 17, 24, 40] {
            for position in 0..<length {
                for intruder in intruders {
                    var scalars = (0..<length).map { Unicode.Scalar(0x0660 + UInt32(($0 * 7 + 3) % 10))! }
                    scalars[position] = intruder
                    let text = String(String.UnicodeScalarView(scalars))
                    let verdict = Self.arabicIndic.verdict(for: text)
                    // An ASCII digit first is a number in ASCII digits: the native digit after it is the mix.
                    let expected = intruder == "5" && position == 0 ? 1 : position
                    #expect(verdict.status == .invalid && verdict.rejection?.offset == expected,
                            "\(length) digits, U+\(String(intruder.value, radix: 16)) at \(position): \(verdict)")
                }
            }
            let clean = String(String.UnicodeScalarView((0..<length).map { Unicode.Scalar(0x0660 + UInt32($0 % 10))! }))
            #expect(Self.arabicIndic.status(of: clean) == .complete)
            #expect(Self.arabicIndic.status(of: String(repeating: "\u{0660}", count: length)) == .complete)
        }
    }

    /// A number as the generators write it: a sign, digits with a decimal separator somewhere (or none), and an
    /// exponent; and the value worked out by hand.
    struct Sample: CustomStringConvertible {
        var isNegative: Bool
        var digits: String
        /// Where the separator goes; past the end: none.
        var point: Int
        var exponent: Int

        var text: String {
            let characters = Array(digits)
            let body = point > characters.count ? digits
                : String(characters[..<point]) + "." + String(characters[point...])
            return (isNegative ? "-" : "") + body + "e\(exponent)"
        }

        var description: String { text }

        /// Significant digits (no leading or trailing zeros; "" for zero) and the power of ten that scales them.
        var reference: (significand: String, exponent: Int) {
            let fractionCount = point > digits.count ? 0 : digits.count - point
            var significant = Substring(digits.drop { $0 == "0" })
            var scale = exponent - fractionCount
            while significant.last == "0" {
                significant.removeLast()
                scale += 1
            }
            return (String(significant), significant.isEmpty ? 0 : scale)
        }

        /// -1, 0, 1 by hand: compare signs, then the position of the leading digit, then the digits.
        static func compare(_ lhs: Sample, _ rhs: Sample) -> Int {
            let l = lhs.reference, r = rhs.reference
            let lSign = l.significand.isEmpty ? 0 : (lhs.isNegative ? -1 : 1)
            let rSign = r.significand.isEmpty ? 0 : (rhs.isNegative ? -1 : 1)
            if lSign != rSign { return lSign < rSign ? -1 : 1 }
            if lSign == 0 { return 0 }
            var magnitude = 0
            let lLead = l.exponent + l.significand.count, rLead = r.exponent + r.significand.count
            if lLead != rLead {
                magnitude = lLead < rLead ? -1 : 1
            } else {
                let width = max(l.significand.count, r.significand.count)
                let lPadded = l.significand + String(repeating: "0", count: width - l.significand.count)
                let rPadded = r.significand + String(repeating: "0", count: width - r.significand.count)
                magnitude = lPadded == rPadded ? 0 : (lPadded < rPadded ? -1 : 1)
            }
            return lSign * magnitude
        }
    }

    static func samples(digits: ClosedRange<Int>, of alphabet: ClosedRange<Character> = "0"..."9",
                        exponents: ClosedRange<Int>) -> Generator<Sample, some SendableSequenceType> {
        zip(Gen.bool, Gen.character(in: alphabet).string(of: digits), Gen.int(in: 0...(digits.upperBound + 1)),
            Gen.int(in: exponents))
            .map { Sample(isNegative: $0, digits: $1, point: $2, exponent: $3) }
    }

    @Test("Double(value) is Double(canonical): correctly rounded, nil past the largest finite magnitude")
    func doubleMatchesTheStandardLibrary() async {
        await propertyCheck(count: 3_000, input: Self.samples(digits: 1...40, exponents: -400...400)) { sample in
            guard let value = Self.numeric.verdict(for: sample.text).value else {
                Issue.record("\(sample) is not a number")
                return
            }
            let parsed = Double(value.canonical)
            if let parsed, parsed.isInfinite {
                #expect(Double(value) == nil, "\(sample)")
            } else {
                #expect(Double(value) == parsed, "\(sample)")
                #expect(Double(value)?.sign == parsed?.sign, "\(sample)")
            }
        }
    }

    @Test("Significand and exponent are the written number's, normalised by hand")
    func partsMatchAReference() async {
        await propertyCheck(count: 2_000, input: Self.samples(digits: 1...45, exponents: -1_100...1_100)) { sample in
            guard let value = Self.numeric.verdict(for: sample.text).value else {
                Issue.record("\(sample) is not a number")
                return
            }
            let reference = sample.reference
            #expect(value.significand == (reference.significand.isEmpty ? "0" : reference.significand), "\(sample)")
            #expect(value.exponent == reference.exponent, "\(sample)")
            #expect(value.isNegative == (sample.isNegative && !reference.significand.isEmpty), "\(sample)")
            if value.isPlain { #expect(Self.numeric.verdict(for: value.canonical).value == value, "\(sample)") }
        }
    }

    // MARK: - Order

    static func checkOrder(_ lhs: Sample, _ rhs: Sample) {
        guard let left = numeric.verdict(for: lhs.text).value, let right = numeric.verdict(for: rhs.text).value else {
            Issue.record("\(lhs) or \(rhs) is not a number")
            return
        }
        let expected = Sample.compare(lhs, rhs)
        #expect((left < right) == (expected < 0), "\(lhs) < \(rhs)")
        #expect((right < left) == (expected > 0), "\(rhs) < \(lhs)")
        #expect((left == right) == (expected == 0), "\(lhs) == \(rhs)")
        if expected == 0 { #expect(left.hashValue == right.hashValue, "\(lhs) and \(rhs) hash alike") }
    }

    @Test("Order of short values from few digits (many ties) agrees with a reference")
    func orderOfShortValues() async {
        let sample = Self.samples(digits: 1...5, of: "0"..."2", exponents: -3...3)
        await propertyCheck(count: 3_000, input: sample, sample) { Self.checkOrder($0, $1) }
    }

    @Test("Order of long values (inline and spilled, close to each other) agrees with a reference")
    func orderOfLongValues() async {
        let sample = Self.samples(digits: 30...45, exponents: -3...3)
        await propertyCheck(count: 2_000, input: sample, Gen.int(in: 0...3), Gen.int(in: 0...44),
                            Gen.int(in: 1...3)) { base, change, position, amount in
            // Another value close to the first: a digit changed, zeros appended, digits cut, or unrelated.
            var other = base
            var characters = Array(base.digits)
            let at = min(position, characters.count - 1)
            switch change {
            case 0:
                characters[at] = characters[at] == "9" ? "0" : Character(String(characters[at].wholeNumberValue! + 1))
                other.digits = String(characters)
            case 1:
                other.digits += String(repeating: "0", count: amount)
                if other.point > base.digits.count {
                    // No separator: the zeros scale the value; the exponent takes them back.
                    other.point = .max
                    other.exponent -= amount
                }
            case 2:
                other.digits = String(characters.prefix(max(1, characters.count - amount)))
            default:
                other.isNegative.toggle()
                other.exponent += amount
            }
            Self.checkOrder(base, other)
        }
    }
}
