#if NUMERICINPUT_SYSTEM_ICU
/// Where symbols come from: the system's ICU (the SystemICU trait, on a platform whose ICU has headers).
typealias LocaleSource = ICULocales
#else
/// Where symbols come from: the generated table (no SystemICU trait, or an Apple platform or WebAssembly).
typealias LocaleSource = TableLocales
#endif

/// What ICU (or the table) gave for each locale id, read once: the symbols, and the validators compiled from them.
///
/// Both tables are least-recently-used caches (``LRUCache``) with the capacities ``NumericInputCache`` sets, each
/// guarded by a lock (``LockedValue``); ICU is called and grammars are compiled outside the lock, so two threads
/// racing on a new locale may both do the work, and the first to finish wins. Entries are kept under the id as
/// given and under its canonical form, so "de-DE" after "de_DE" reads nothing from ICU and compiles nothing; but
/// under the canonical form only when that form resolves to itself. ICU resolves "x_foo" to "x-foo" and refuses
/// "x-foo": an entry under "x-foo" would answer a later "x-foo" with symbols instead of the error (a TSan run of
/// the suite caught it, when a test that asks for "x_foo" ran before one that expects "x-foo" to be refused).
final class SymbolCache: Sendable {
    static let shared = SymbolCache()

    private let entries = LockedValue(
        LRUCache<String, NumberSymbols>(capacity: NumericInputCache.Name.symbols.defaultCapacity))
    private let validators = LockedValue(
        LRUCache<ValidatorKey, NumericValidator>(capacity: NumericInputCache.Name.validators.defaultCapacity))

    /// A validator's place in the cache. Hashing a String does not allocate, and neither does building this key
    /// from one (a retain), so a cache hit allocates nothing.
    struct ValidatorKey: Hashable, Sendable {
        var identifier: String
        var kind: NumericKind
        var grouping: GroupingPolicy
        /// The percent or money style, currency included; `.decimal` for plain numbers.
        var style: NumberStyle = .decimal
    }

    func symbols(for identifier: String) throws(LocaleError) -> NumberSymbols {
        if let cached = entries.withLock({ $0.value(for: identifier) }) { return cached }
        let canonical = try LocaleSource.canonicalIdentifier(for: identifier)
        let canonicalIsKey = Self.resolvesToItself(canonical, from: identifier)
        let symbols: NumberSymbols
        if canonicalIsKey, let cached = entries.withLock({ $0.value(for: canonical) }) {
            symbols = cached
        } else {
            symbols = try LocaleSource.readSymbols(canonical: canonical, identifier: identifier)
        }
        return entries.withLock { entries in
            if let winner = entries.value(for: identifier) { return winner }
            if canonicalIsKey, !entries.contains(canonical) { entries.insert(symbols, for: canonical) }
            entries.insert(symbols, for: identifier)
            return symbols
        }
    }

    /// Whether `canonical`, the resolution of `identifier`, may be a key of its own: whether it resolves to
    /// itself. Asked on a cache miss only: one more resolution when the id was not already canonical.
    static func resolvesToItself(_ canonical: String, from identifier: String) -> Bool {
        canonical == identifier || (try? LocaleSource.canonicalIdentifier(for: canonical)) == canonical
    }

    func validator(
        for identifier: String, kind: NumericKind, grouping: GroupingPolicy, style: NumberStyle = .decimal
    ) throws(LocaleError) -> NumericValidator {
        let key = ValidatorKey(identifier: identifier, kind: kind, grouping: grouping, style: style)
        if let cached = validators.withLock({ $0.value(for: key) }) { return cached }
        let symbols = try symbols(for: identifier)
        let canonicalKey = ValidatorKey(identifier: symbols.localeIdentifier, kind: kind, grouping: grouping,
                                        style: style)
        // As for symbols: the canonical id is a key only when it resolves to itself.
        let canonicalIsKey = Self.resolvesToItself(symbols.localeIdentifier, from: identifier)
        let validator: NumericValidator
        if canonicalIsKey, let cached = validators.withLock({ $0.value(for: canonicalKey) }) {
            validator = cached
        } else if style == .decimal {
            validator = NumericValidator(symbols: symbols, kind: kind, grouping: grouping)
        } else {
            // Read under the id as given: a canonical id is not always one ICU accepts as input.
            let styleSymbols = try StyleSymbols(locale: identifier, style: style)
            validator = NumericValidator(symbols: symbols, kind: kind, grouping: grouping, style: styleSymbols)
        }
        return validators.withLock { validators in
            if let winner = validators.value(for: key) { return winner }
            if canonicalIsKey, !validators.contains(canonicalKey) { validators.insert(validator, for: canonicalKey) }
            validators.insert(validator, for: key)
            return validator
        }
    }

    // MARK: - Capacities (NumericInputCache)

    func capacity(of cache: NumericInputCache.Name) -> Int {
        cache == .symbols ? entries.withLock { $0.capacity } : validators.withLock { $0.capacity }
    }

    func count(of cache: NumericInputCache.Name) -> Int {
        cache == .symbols ? entries.withLock { $0.count } : validators.withLock { $0.count }
    }

    func setCapacity(_ capacity: Int, of cache: NumericInputCache.Name) {
        if cache == .symbols {
            entries.withLock { $0.setCapacity(capacity) }
        } else {
            validators.withLock { $0.setCapacity(capacity) }
        }
    }

    func removeAll() {
        entries.withLock { $0.removeAll() }
        validators.withLock { $0.removeAll() }
    }
}
