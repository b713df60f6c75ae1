import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one check behind every test named for linear time: the thread's CPU time at 64 KiB, 256 KiB and 1 MiB.
enum LinearTime {
    static let mebibyte = 1 << 20
    /// The sizes timed, in units of whatever `prepare` builds (bytes, UTF-16 units, characters): 64 Ki, 256 Ki,
    /// 1 Mi.
    static let sizes = [mebibyte / 16, mebibyte / 4, mebibyte]

    /// A mebibyte-sized call may take this much CPU at most: generous for a debug build on a loaded two-core
    /// machine, far below what quadratic work on a mebibyte takes (minutes). Sanitizer runs scale it with
    /// NUMERIC_INPUT_TIME_BOUND_SCALE (scripts/tsan.sh sets it).
    static let timeBound: Duration = {
        let scale = getenv("NUMERIC_INPUT_TIME_BOUND_SCALE").flatMap { Int(String(cString: $0)) } ?? 1
        return .seconds(20) * max(1, scale)
    }()

    /// The calling thread's CPU time for `body`: unlike the wall clock, it does not grow when parallel tests or
    /// other builds take the cores.
    static func cpuTime(_ body: () -> Void) -> Duration {
        var start = timespec()
        var end = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
        body()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
        return .seconds(end.tv_sec - start.tv_sec) + .nanoseconds(end.tv_nsec - start.tv_nsec)
    }

    /// Records an issue unless the call `prepare(count)` returns grows linearly with `count`.
    ///
    /// Times the call at each of ``sizes`` (fastest of three runs, thread CPU time), and requires each step of
    /// four times the size to take at most ten times the CPU (linear: 4×, quadratic: 16×), plus 2 ms for timer
    /// noise; and the mebibyte to take less than ``timeBound``. The ratio, not a wall-clock bound, is the test:
    /// the suite runs its tests in parallel on a shared machine, where both an absolute bound and a wall-clock
    /// ratio failed.
    ///
    /// - Returns: The CPU times measured, in the order of ``sizes``.
    @discardableResult
    static func expect(_ label: String, sourceLocation: SourceLocation = #_sourceLocation,
                       _ prepare: (_ count: Int) -> () -> Void) -> [Duration] {
        func fastest(_ count: Int) -> Duration {
            let run = prepare(count)
            var best = cpuTime(run)
            for _ in 0..<2 { best = min(best, cpuTime(run)) }
            return best
        }
        let times = sizes.map(fastest)
        for step in 1..<sizes.count where times[step] > times[step - 1] * 10 + .milliseconds(2) {
            Issue.record("""
                \(label) took \(times[step]) of CPU for \(sizes[step] / 1024) Ki and \(times[step - 1]) for \
                \(sizes[step - 1] / 1024) Ki: \(Double(times[step] / times[step - 1]).rounded())×, not linear
                """, sourceLocation: sourceLocation)
        }
        if let whole = times.last, whole > timeBound {
            Issue.record("\(label) took \(whole) of CPU for a mebibyte, over the bound of \(timeBound)",
                         sourceLocation: sourceLocation)
        }
        #expect(times.allSatisfy { $0 > .zero }, "\(label): a CPU time of zero measures nothing",
                sourceLocation: sourceLocation)
        return times
    }
}
