import NumericInput
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bounds decided in time linear in the text: a bounded numeric field takes a mebibyte of digits (an exponent could
/// still scale them into range), and checks them one by one; each check must cost the same, whatever came before.
@Suite("Bounds in linear time")
struct BoundsLinearityTests {
    static let mebibyte = 1 << 20

    /// CPU time of the fastest of three runs.
    static func fastest(_ body: () -> Void) -> Duration {
        func cpuTime() -> Duration {
            var start = timespec(), end = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
            body()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
            return .seconds(end.tv_sec - start.tv_sec) + .nanoseconds(end.tv_nsec - start.tv_nsec)
        }
        var best = cpuTime()
        for _ in 0..<2 { best = min(best, cpuTime()) }
        return best
    }

    /// A mebibyte must take at most ten times a quarter of it (four times, with room for noise).
    static func expectLinear(_ label: String, sourceLocation: SourceLocation = #_sourceLocation,
                             _ make: (Int) -> () -> Void) {
        let quarter = fastest(make(mebibyte / 4))
        let whole = fastest(make(mebibyte))
        #expect(whole <= quarter * 10 + .milliseconds(2),
                "\(label): \(whole) for a mebibyte, \(quarter) for a quarter", sourceLocation: sourceLocation)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: @Sendable (Int) -> String
        var rule: @Sendable () -> InputRule
        var expected: VerdictStatus
        var testDescription: String { name }
    }

    static let numeric = NumericValidator(symbols: .posix, kind: .numeric)
    static let cases: [Case] = [
        Case(name: "integer digits past the maximum, an exponent to come",
             text: { String(repeating: "7", count: $0) }, rule: { .number(numeric).bounded(0...100) },
             expected: .partial),
        Case(name: "integer digits then the exponent that brings them in",
             text: { String(repeating: "7", count: $0) + "e-\($0 - 2)" }, rule: { .number(numeric).bounded(0...100) },
             expected: .complete),
        Case(name: "fraction zeros, a significant digit, an exponent",
             text: { "0." + String(repeating: "0", count: $0) + "5e\($0 + 2)" },
             rule: { .number(numeric).bounded(0...100) }, expected: .complete),
        Case(name: "a length limit checks bounds on every lexeme",
             text: { String(repeating: "7", count: $0) },
             rule: { InputRule.maxLength(1 << 22).number(numeric).bounded(0...100) }, expected: .partial),
        Case(name: "exponent leading zeros",
             text: { "5e" + String(repeating: "0", count: $0) + "1" },
             rule: { .number(numeric).bounded(18...120) }, expected: .complete),
    ]

    @Test(arguments: cases)
    func linear(_ testCase: Case) {
        let rule = testCase.rule()
        Self.expectLinear(testCase.name) { count in
            let text = testCase.text(count)
            return { #expect(rule.verdict(for: text).status == testCase.expected) }
        }
    }
}
