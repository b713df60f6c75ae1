/// The process-wide caches, their capacities and what they hold.
///
/// NumericInput keeps what is costly to build: a locale's symbols (read from ICU or the table), the validators
/// compiled from them (``NumericInputCore/NumericValidator/init(locale:kind:grouping:)``, ``NumericFormatStyle``),
/// and the validators of the `String` predicates (`"1,5".isNumber(symbols:)`). Each cache is a least-recently-used
/// cache with a capacity: when it is full, a new entry replaces the one used longest ago, so a server that sees
/// every locale, or an app whose users pick among 805 locales and six kinds, holds at most the capacity. A hit
/// allocates nothing and keeps its entry; a miss after an eviction reads or compiles again (tens of microseconds).
///
/// | cache | holds | default capacity |
/// |---|---|---|
/// | ``Name/symbols`` | `NumberSymbols` per locale id, as given and canonical | 2,048 (every listed locale in two spellings) |
/// | ``Name/validators`` | a compiled validator per (locale id, kind, grouping, percent or money style) | 1,024 |
/// | ``Name/predicateValidators`` | a compiled validator per (symbols, kind, grouping) of the predicates | 256 |
///
/// ```swift
/// try NumericInputCache.setCapacity(64, for: .validators)   // a small device: keep the 64 most recent
/// NumericInputCache.count(of: .validators)                  // at most 64 from now on
/// ```
///
/// Safe from any thread: each cache is guarded by its own lock, and setting a capacity evicts at once.
public enum NumericInputCache {
    /// Which cache.
    public enum Name: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
        /// Locale symbols by locale id (an id as given and its canonical form are two entries sharing a value).
        case symbols
        /// Compiled validators by locale id, kind, grouping policy and percent or money style (currency included).
        case validators
        /// Compiled validators of the `String` predicates, by hand-built or loaded symbols, kind and grouping.
        case predicateValidators = "predicate-validators"

        /// The capacity a cache has until ``NumericInputCache/setCapacity(_:for:)`` changes it.
        public var defaultCapacity: Int {
            switch self {
            case .symbols: 2_048
            case .validators: 1_024
            case .predicateValidators: 256
            }
        }

        /// The raw value ("predicate-validators").
        public var description: String { rawValue }
    }

    /// The most entries `cache` keeps.
    ///
    /// - Parameter cache: Which cache.
    /// - Returns: Its capacity: the default (``Name/defaultCapacity``) or what was last set.
    public static func capacity(of cache: Name) -> Int {
        switch cache {
        case .symbols: SymbolCache.shared.capacity(of: .symbols)
        case .validators: SymbolCache.shared.capacity(of: .validators)
        case .predicateValidators: NumericPredicate.validators.withLock { $0.capacity }
        }
    }

    /// How many entries `cache` holds now; never more than its capacity.
    ///
    /// - Parameter cache: Which cache.
    /// - Returns: The number of entries.
    public static func count(of cache: Name) -> Int {
        switch cache {
        case .symbols: SymbolCache.shared.count(of: .symbols)
        case .validators: SymbolCache.shared.count(of: .validators)
        case .predicateValidators: NumericPredicate.validators.withLock { $0.count }
        }
    }

    /// Sets how many entries `cache` keeps, evicting the least recently used ones beyond it at once.
    ///
    /// ```swift
    /// try NumericInputCache.setCapacity(0, for: .validators)   // cache nothing: compile on every call
    /// ```
    ///
    /// - Parameters:
    ///   - capacity: The most entries to keep; 0 keeps none.
    ///   - cache: Which cache.
    /// - Throws: ``NumericInputCacheError`` with code ``NumericInputCacheError/Code/negativeCapacity`` when
    ///   `capacity` is below 0; nothing changes then.
    public static func setCapacity(_ capacity: Int, for cache: Name) throws(NumericInputCacheError) {
        guard capacity >= 0 else { throw NumericInputCacheError(negativeCapacity: capacity, cache: cache) }
        switch cache {
        case .symbols: SymbolCache.shared.setCapacity(capacity, of: .symbols)
        case .validators: SymbolCache.shared.setCapacity(capacity, of: .validators)
        case .predicateValidators: NumericPredicate.validators.withLock { $0.setCapacity(capacity) }
        }
    }

    /// Empties every cache; capacities stay as they are.
    public static func removeAll() {
        SymbolCache.shared.removeAll()
        NumericPredicate.validators.withLock { $0.removeAll() }
    }
}

/// A capacity ``NumericInputCache/setCapacity(_:for:)`` cannot take.
///
/// ```swift
/// do {
///     try NumericInputCache.setCapacity(-1, for: .symbols)
/// } catch {
///     error.code   // .negativeCapacity
/// }
/// ```
public struct NumericInputCacheError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong. A struct over a private enumeration, so that codes can be added.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        enum Value: Sendable, Hashable { case negativeCapacity }
        let value: Value

        /// The capacity is below 0.
        public static let negativeCapacity = Code(value: .negativeCapacity)

        /// A short stable name: "negative-capacity".
        public var description: String {
            switch value {
            case .negativeCapacity: "negative-capacity"
            }
        }
    }

    /// What is wrong.
    public let code: Code
    /// The cache it was for.
    public let cache: NumericInputCache.Name
    /// A sentence for people.
    public let message: String

    init(negativeCapacity capacity: Int, cache: NumericInputCache.Name) {
        self.code = .negativeCapacity
        self.cache = cache
        self.message = "the capacity of the \(cache) cache cannot be \(capacity): it must be 0 or more"
    }

    /// The same as ``message``.
    public var description: String { message }
}
