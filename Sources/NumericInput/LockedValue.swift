#if canImport(os)
import os
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Bionic)
import Bionic
#elseif canImport(WinSDK)
import WinSDK
#elseif canImport(wasi_pthread)
import wasi_pthread
#endif

/// A value behind a lock, on every platform NumericInput builds for: the caches' lock.
///
/// `Synchronization.Mutex` would do, but it needs macOS 15, iOS 18, tvOS 18, watchOS 11 and visionOS 2, above the
/// package's minimum (macOS 13.3, iOS 16.4: see Package.swift). This is swift-foundation's `LockedState` pattern
/// (Sources/FoundationEssentials/LockedState.swift): the platform's own lock, `os_unfair_lock` on Apple platforms,
/// a `pthread_mutex_t` on Linux, Android, the BSDs and WebAssembly with threads (which ThreadSanitizer follows; it
/// does not follow the futex under `Mutex` on Linux), an `SRWLOCK` on Windows, and none on WebAssembly without
/// threads. Any other platform is a compile-time error, not a cache without a lock. The value and the lock share
/// one allocation.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let storage: Storage

    /// A value behind a new lock.
    init(_ value: Value) {
        storage = unsafeDowncast(Storage.create(minimumCapacity: 1) { _ in value }, to: Storage.self)
        storage.withUnsafeMutablePointerToElements { Self.initialize($0) }
    }

    /// Runs `body` with the value, holding the lock; the lock is released however `body` exits.
    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        try storage.withUnsafeMutablePointers { (value, lock) throws(Failure) -> Result in
            Self.lock(lock)
            defer { Self.unlock(lock) }
            return try body(&value.pointee)
        }
    }

    /// The value as the header and the lock as the one element.
    private final class Storage: ManagedBuffer<Value, Primitive> {
        deinit {
            withUnsafeMutablePointerToElements { LockedValue.destroy($0) }
        }
    }

    // MARK: - The platform's lock

    #if canImport(os)
    typealias Primitive = os_unfair_lock

    private static func initialize(_ lock: UnsafeMutablePointer<Primitive>) { lock.initialize(to: os_unfair_lock()) }
    private static func destroy(_ lock: UnsafeMutablePointer<Primitive>) { lock.deinitialize(count: 1) }
    private static func lock(_ lock: UnsafeMutablePointer<Primitive>) { os_unfair_lock_lock(lock) }
    private static func unlock(_ lock: UnsafeMutablePointer<Primitive>) { os_unfair_lock_unlock(lock) }
    #elseif canImport(Glibc) || canImport(Musl) || canImport(Bionic) || canImport(wasi_pthread)
    #if os(FreeBSD) || os(OpenBSD)
    // (Glibc is the C library's module there too.) There `pthread_mutex_t` is a pointer to a mutex the library allocates: nil until `pthread_mutex_init`.
    typealias Primitive = pthread_mutex_t?
    #else
    typealias Primitive = pthread_mutex_t
    #endif

    // pthread calls fail only on a lock that was never initialised, destroyed, or not held by the caller; the
    // lock is private to this type, which does none of those, so their results are checked in debug builds only.
    private static func initialize(_ lock: UnsafeMutablePointer<Primitive>) {
        #if os(FreeBSD) || os(OpenBSD)
        lock.initialize(to: nil)
        #else
        lock.initialize(to: pthread_mutex_t())
        #endif
        let result = pthread_mutex_init(lock, nil)
        assert(result == 0, "pthread_mutex_init: \(result)")
    }
    private static func destroy(_ lock: UnsafeMutablePointer<Primitive>) {
        let result = pthread_mutex_destroy(lock)
        assert(result == 0, "pthread_mutex_destroy: \(result)")
        lock.deinitialize(count: 1)
    }
    private static func lock(_ lock: UnsafeMutablePointer<Primitive>) {
        let result = pthread_mutex_lock(lock)
        assert(result == 0, "pthread_mutex_lock: \(result)")
    }
    private static func unlock(_ lock: UnsafeMutablePointer<Primitive>) {
        let result = pthread_mutex_unlock(lock)
        assert(result == 0, "pthread_mutex_unlock: \(result)")
    }
    #elseif canImport(WinSDK)
    typealias Primitive = SRWLOCK

    private static func initialize(_ lock: UnsafeMutablePointer<Primitive>) {
        lock.initialize(to: SRWLOCK())
        InitializeSRWLock(lock)
    }
    private static func destroy(_ lock: UnsafeMutablePointer<Primitive>) { lock.deinitialize(count: 1) }
    private static func lock(_ lock: UnsafeMutablePointer<Primitive>) { AcquireSRWLockExclusive(lock) }
    private static func unlock(_ lock: UnsafeMutablePointer<Primitive>) { ReleaseSRWLockExclusive(lock) }
    #elseif os(WASI)
    // WebAssembly without threads (no wasi_pthread): one thread, nothing to exclude.
    typealias Primitive = Void

    private static func initialize(_ lock: UnsafeMutablePointer<Primitive>) { lock.initialize(to: ()) }
    private static func destroy(_ lock: UnsafeMutablePointer<Primitive>) { lock.deinitialize(count: 1) }
    private static func lock(_ lock: UnsafeMutablePointer<Primitive>) {}
    private static func unlock(_ lock: UnsafeMutablePointer<Primitive>) {}
    #else
    #error("LockedValue: no lock for this platform; add its lock here rather than share the caches unguarded")
    #endif
}
