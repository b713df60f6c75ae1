@testable import NumericInputCore
import Testing

/// A run of digits noted at once (`BoundsTracker.digitRun`) leaves the tracker as the same digits noted one by one
/// do, and reports the same change: over every run of up to five digits from {0, 5}, after every prefix state that
/// matters (nothing yet, leading zeros, significant digits up to and past the capacity, a grouping separator), as
/// integer and fraction digits, ASCII and two-byte native. What the bounds' questions read is compared: the
/// digits kept (and the sticky 1), the running value, the leading digit's power, the group's count, the flags.
@Suite("Bounds tracker: runs as digits")
struct BoundsTrackerRunTests {
    /// Bounds of `significant` digits: the tracker keeps `significant` + 2 digits, at least 18.
    static func bounds(significant: Int) -> Bounds {
        Bounds(minimum: NumericValue("0"), maximum: NumericValue(String(repeating: "9", count: significant)),
               kind: .decimal, primaryGroupSize: 3, secondaryGroupSize: 3)
    }

    /// What a question can see of a tracker.
    struct Seen: Equatable, CustomStringConvertible {
        var digits: [UInt8]
        var units: UInt64?
        var leadingPower: Int
        var groupDigitCount: Int?
        var isMarkPending: Bool
        var isChanged: Bool
        var description: String {
            "digits \(digits) units \(units.map(String.init) ?? "nil") power \(leadingPower) "
                + "group \(groupDigitCount.map(String.init) ?? "nil") mark \(isMarkPending) changed \(isChanged)"
        }
    }

    static func seen(_ tracker: inout BoundsTracker) -> Seen {
        Seen(digits: tracker.withDigits { Array($0) }, units: tracker.scaledUnits(), leadingPower: tracker.leadingPower,
             groupDigitCount: tracker.groupDigitCount, isMarkPending: tracker.isMarkPending,
             isChanged: tracker.isChanged)
    }

    /// A tracker after `prefix`: integer digits, then (with `grouped`) a grouping separator before the last
    /// three, then (with `fraction`) a decimal separator and `fraction` digits.
    static func tracker(bounds: Bounds, integer: [UInt8], grouped: Bool, fraction: [UInt8]?) -> BoundsTracker {
        var tracker = BoundsTracker(bounds: bounds)
        for (index, digit) in integer.enumerated() {
            if grouped && index == integer.count - 3 {
                tracker.otherLexeme(.groupingSeparator, isMinus: false, isMarkAwaitingSign: false)
            }
            tracker.integerDigit(digit, isFirst: index == 0)
        }
        if let fraction {
            tracker.otherLexeme(.decimalSeparator, isMinus: false, isMarkAwaitingSign: false)
            for digit in fraction { tracker.fractionDigit(digit) }
        }
        return tracker
    }

    /// Every sequence of `length` digits from `alphabet`.
    static func runs(length: Int, alphabet: [UInt8]) -> [[UInt8]] {
        var result: [[UInt8]] = [[]]
        for _ in 0..<length { result = result.flatMap { run in alphabet.map { run + [$0] } } }
        return result
    }

    @Test("A run leaves the tracker as its digits one by one do", arguments: [1, 20])
    func runMatchesDigits(significant: Int) {
        let bounds = Self.bounds(significant: significant)
        let capacity = bounds.significantDigitCapacity
        // Integer prefixes: none, zeros, a few digits, up to and past the capacity (the running value's 18 too).
        var integers: [[UInt8]] = [[], [0], [0, 0], [3], [1, 0, 2, 0]]
        for count in [17, 18, capacity - 1, capacity, capacity + 1, capacity + 3] {
            integers.append((0..<count).map { UInt8(1 + $0 % 9) })
            integers.append([7] + Array(repeating: 0, count: count - 1))
        }
        var runs: [[UInt8]] = []
        for length in 1...5 { runs += Self.runs(length: length, alphabet: [0, 5]) }
        var compared = 0
        for integer in integers {
            for grouped in integer.count >= 4 ? [false, true] : [false] {
                for fraction: [UInt8]? in [nil, [], [0], [0, 0, 4], [2]] {
                    for isInteger in fraction == nil ? [true] : [false] {
                        for run in runs {
                            for native in [false, true] {
                                var byRun = Self.tracker(bounds: bounds, integer: integer, grouped: grouped,
                                                         fraction: fraction)
                                var byDigit = Self.tracker(bounds: bounds, integer: integer, grouped: grouped,
                                                           fraction: fraction)
                                // ASCII: one byte a digit; native: a lead byte, then the digit's byte.
                                let zero: UInt8 = native ? 0xB0 : 0x30
                                let bytes: [UInt8] = native ? run.flatMap { [0xDB, zero + $0] } : run.map { zero + $0 }
                                let isFirst = integer.isEmpty && isInteger
                                let runChanged = bytes.withUnsafeBufferPointer {
                                    byRun.digitRun($0, start: native ? 1 : 0, end: bytes.count, step: native ? 2 : 1,
                                                   zero: zero, isInteger: isInteger, isFirst: isFirst)
                                }
                                var digitsChanged = false
                                for (index, digit) in run.enumerated() {
                                    if isInteger {
                                        byDigit.integerDigit(digit, isFirst: isFirst && index == 0)
                                    } else {
                                        byDigit.fractionDigit(digit)
                                    }
                                    digitsChanged = digitsChanged || byDigit.isChanged
                                }
                                let context = "after \(integer) grouped \(grouped) "
                                    + "fraction \(String(describing: fraction)), run \(run) native \(native)"
                                #expect(runChanged == digitsChanged, "\(context)")
                                #expect(Self.seen(&byRun) == Self.seen(&byDigit), "\(context)")
                                compared += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(compared > 3_000)
    }
}
