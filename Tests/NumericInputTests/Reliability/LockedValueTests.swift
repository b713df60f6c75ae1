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

    @Test("A typed error thrown inside passes out as it is, the change before it kept, and the lock is released")
    func throwsAndReleases() {
        let value = LockedValue([1])
        #expect(throws: Failure(code: 7)) {
            try value.withLock { (array: inout [Int]) throws(Failure) -> Void in
                array.append(2)
                throw Failure(code: 7)
            }
        }
        // Taken again on the same thread: a lock left held would deadlock here.
        #expect(value.withLock { $0 } == [1, 2])
    }
}
