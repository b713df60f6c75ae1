import Synchronization

/// Symbols per locale id, read from ICU once. Guarded by a mutex; ICU is called outside the lock, so two
/// threads racing on a new locale may both read it, and the first to finish wins.
final class SymbolCache: Sendable {
    static let shared = SymbolCache()

    private let entries = Mutex<[String: NumberSymbols]>([:])

    func symbols(for identifier: String) throws(LocaleError) -> NumberSymbols {
        if let cached = entries.withLock({ $0[identifier] }) { return cached }
        let canonical = try ICULocales.canonicalIdentifier(for: identifier)
        let symbols: NumberSymbols
        if let cached = entries.withLock({ $0[canonical] }) {
            symbols = cached
        } else {
            symbols = try ICULocales.readSymbols(canonical: canonical, identifier: identifier)
        }
        return entries.withLock { entries in
            if let winner = entries[identifier] { return winner }
            entries[identifier] = symbols
            entries[canonical] = entries[canonical] ?? symbols
            return symbols
        }
    }
}
