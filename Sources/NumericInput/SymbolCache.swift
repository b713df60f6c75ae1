import Synchronization

#if NUMERICINPUT_SYSTEM_ICU
/// Where symbols come from: the system's ICU (the SystemICU trait, on a platform whose ICU has headers).
typealias LocaleSource = ICULocales
#else
/// Where symbols come from: the generated table (no SystemICU trait, or an Apple platform or WebAssembly).
typealias LocaleSource = TableLocales
#endif

/// What ICU (or the table) gave for each locale id, read once: the symbols, and the validators compiled from them.
///
/// Both tables are guarded by a mutex; ICU is called and grammars are compiled outside the lock, so two threads
/// racing on a new locale may both do the work, and the first to finish wins. Entries are kept under the id as
/// given and under its canonical form, so "de-DE" after "de_DE" reads nothing from ICU and compiles nothing.
final class SymbolCache: Sendable {
    static let shared = SymbolCache()

    private let entries = Mutex<[String: NumberSymbols]>([:])
    private let validators = Mutex<[ValidatorKey: NumericValidator]>([:])

    /// A validator's place in the cache. Hashing a String does not allocate, and neither does building this key
    /// from one (a retain), so a cache hit allocates nothing.
    struct ValidatorKey: Hashable, Sendable {
        var identifier: String
        var kind: NumericKind
        var grouping: GroupingPolicy
    }

    func symbols(for identifier: String) throws(LocaleError) -> NumberSymbols {
        if let cached = entries.withLock({ $0[identifier] }) { return cached }
        let canonical = try LocaleSource.canonicalIdentifier(for: identifier)
        let symbols: NumberSymbols
        if let cached = entries.withLock({ $0[canonical] }) {
            symbols = cached
        } else {
            symbols = try LocaleSource.readSymbols(canonical: canonical, identifier: identifier)
        }
        return entries.withLock { entries in
            if let winner = entries[identifier] { return winner }
            entries[identifier] = symbols
            entries[canonical] = entries[canonical] ?? symbols
            return symbols
        }
    }

    func validator(
        for identifier: String, kind: NumericKind, grouping: GroupingPolicy
    ) throws(LocaleError) -> NumericValidator {
        let key = ValidatorKey(identifier: identifier, kind: kind, grouping: grouping)
        if let cached = validators.withLock({ $0[key] }) { return cached }
        let symbols = try symbols(for: identifier)
        let canonicalKey = ValidatorKey(identifier: symbols.localeIdentifier, kind: kind, grouping: grouping)
        let validator = validators.withLock { $0[canonicalKey] }
            ?? NumericValidator(symbols: symbols, kind: kind, grouping: grouping)
        return validators.withLock { validators in
            if let winner = validators[key] { return winner }
            validators[key] = validator
            validators[canonicalKey] = validators[canonicalKey] ?? validator
            return validator
        }
    }
}
