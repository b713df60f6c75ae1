import Foundation
@testable import NumericInput
import Testing

/// The caches' lock (``LockedValue``): the platform's own lock in place of `Synchronization.Mutex`, which needs
/// macOS 15.
@Suite("The caches' lock")
struct LockedValueTests {
    struct Failure: Error, Equatable { var code: Int }

    @Test("8 threads adding 20,000 times each to a read-modify-write lose no update")
    func excludes() {
        let counter = LockedValue(0)
        let group = DispatchGroup()
        for _ in 0..<8 {
            group.enter()
            Thread {
                defer { group.leave() }
                for _ in 0..<20_000 {
                    // A read, a yield to let another thread in, then the write: without the lock, updates are lost.
                    counter.withLock { value in
                        let read = value
                        if read % 1_000 == 0 { sched_yield() }
                        value = read + 1
                    }
                }
            }.start()
        }
        group.wait()
        #expect(counter.withLock { $0 } == 160_000)
    }

    // A lock left held would make the second `withLock` wait for ever (a pthread mutex taken twice by one thread
    // deadlocks): the time limit turns that into a failure.
    @Test("A typed error thrown inside passes out as it is, the change before it kept, and the lock is released",
          .timeLimit(.minutes(1)))
    func throwsAndReleases() {
        let value = LockedValue([1])
        // `do throws(Failure)`: this compiles only if `withLock` throws the body's own error type.
        do throws(Failure) {
            try value.withLock { (array: inout [Int]) throws(Failure) -> Void in
                array.append(2)
                throw Failure(code: 7)
            }
            Issue.record("withLock did not throw")
        } catch {
            #expect(error.code == 7)
        }
        #expect(value.withLock { $0 } == [1, 2])
    }

    /// Counts the instances alive of a value held behind the lock.
    final class Tracked: Sendable {
        static let alive = LockedValue(0)
        init() { Self.alive.withLock { $0 += 1 } }
        deinit { Self.alive.withLock { $0 -= 1 } }
    }

    @Test("The value is released once with the lock, and a value replaced under the lock once as it is replaced")
    func releasesTheValue() {
        let before = Tracked.alive.withLock { $0 }
        do {
            let holder = LockedValue([Tracked(), Tracked()])
            #expect(Tracked.alive.withLock { $0 } == before + 2)
            holder.withLock { $0[0] = Tracked() }
            #expect(Tracked.alive.withLock { $0 } == before + 2)
            holder.withLock { $0.removeAll() }
            #expect(Tracked.alive.withLock { $0 } == before)
            holder.withLock { $0.append(Tracked()) }
            #expect(Tracked.alive.withLock { $0 } == before + 1)
        }
        // The holder is gone: its value with it, once (a second release would crash, none would leave it alive).
        #expect(Tracked.alive.withLock { $0 } == before)
    }
}
