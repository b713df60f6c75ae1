@testable import NumericInputCore
import Testing

/// The bulk path for runs of ASCII digits against digits appended one by one.
@Suite("Value digits")
struct ValueDigitsTests {
    /// Random digit strings (runs of zeros included, up to 300 digits) split into random runs: `appendASCII` of
    /// the runs gives the value and digit string that appending each digit gives.
    @Test func runsAgreeWithDigitByDigit() {
        var generator = SystemRandomNumberGenerator()
        var checked = 0
        // The edges of the limbs first: 38 significant digits then only zeros, zeros around 38 digits, 19 and 39.
        let edges: [String] = [String(repeating: "1", count: 38) + String(repeating: "0", count: 50),
                               String(repeating: "0", count: 50) + String(repeating: "7", count: 40) + "000",
                               String(repeating: "9", count: 19) + String(repeating: "0", count: 60) + "5",
                               String(repeating: "12", count: 20) + String(repeating: "0", count: 100)]
        for index in 0..<(3_000 + edges.count) {
            let bytes: [UInt8]
            if index < edges.count {
                bytes = Array(edges[index].utf8)
            } else {
                let length = Int.random(in: 0...300, using: &generator)
                bytes = (0..<length).map { _ in
                    Int.random(in: 0..<3, using: &generator) == 0 ? 0x30 : UInt8.random(in: 0x30...0x39, using: &generator)
                }
            }
            let length = bytes.count
            // The split into runs, chosen once: each value below takes its digits' storage, so the digits are
            // gathered anew for each.
            var ends: [Int] = []
            var start = 0
            while start < bytes.count {
                // The edge cases whole, as one run; the random ones in random runs.
                let end = index < edges.count ? bytes.count
                    : Swift.min(bytes.count, start + Int.random(in: 1...120, using: &generator))
                ends.append(end)
                start = end
            }
            func single() -> ValueDigits {
                var digits = ValueDigits()
                for byte in bytes { digits.append(byte &- 0x30) }
                return digits
            }
            func runs() -> ValueDigits {
                var digits = ValueDigits()
                var start = 0
                for end in ends {
                    bytes.withUnsafeBufferPointer { digits.appendASCII(UnsafeBufferPointer(rebasing: $0[start..<end])) }
                    start = end
                }
                return digits
            }
            let integerDigits = Int.random(in: 0...length, using: &generator)
            #expect(runs().totalCount == single().totalCount)
            var fromRuns = runs(), fromSingle = single()
            #expect(fromRuns.takeValue(isNegative: false, integerDigitCount: integerDigits, exponent: 0)
                    == fromSingle.takeValue(isNegative: false, integerDigitCount: integerDigits, exponent: 0),
                    "\(String(decoding: bytes, as: UTF8.self))")
            var stringFromRuns = runs(), stringFromSingle = single()
            #expect(stringFromRuns.takeDigitString() == stringFromSingle.takeDigitString())
            var unused = runs()
            unused.releaseSpill()
            checked += 1
        }
        #expect(checked == 3_000 + edges.count)
    }
}
