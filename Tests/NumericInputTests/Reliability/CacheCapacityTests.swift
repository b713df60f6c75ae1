@testable import NumericInput
import Testing

/// The process-wide caches are bounded: least recently used out, never past their capacity, whatever is asked.
@Suite("Cache capacity")
struct CacheCapacityTests {
    @Test("LRU: a hit keeps its entry, a full cache drops the least recently used, shrinking keeps the most recent")
    func leastRecentlyUsedOrder() {
        var cache = LRUCache<String, Int>(capacity: 3)
        for (index, key) in ["a", "b", "c"].enumerated() { cache.insert(index, for: key) }
        #expect(cache.value(for: "a") == 0)                       // a is now the most recent
        cache.insert(3, for: "d")                                  // evicts b, the least recent
        #expect(cache.keysByRecency == ["d", "a", "c"])
        #expect(cache.value(for: "b") == nil && cache.count == 3)
        cache.insert(30, for: "c")                                 // an update, not an insert
        #expect(cache.keysByRecency == ["c", "d", "a"] && cache.value(for: "c") == 30)
        cache.setCapacity(2)
        #expect(cache.keysByRecency == ["c", "d"] && cache.count == 2)
        cache.setCapacity(0)
        cache.insert(1, for: "x")
        #expect(cache.count == 0 && cache.value(for: "x") == nil)
    }

    @Test("LRU against a model: 20,000 random operations")
    func leastRecentlyUsedAgainstAModel() {
        var generator = SystemRandomNumberGenerator()
        var cache = LRUCache<Int, Int>(capacity: 7)
        var model: [(key: Int, value: Int)] = []   // most recent first
        for step in 0..<20_000 {
            let key = Int.random(in: 0..<12, using: &generator)
            if Bool.random(using: &generator) {
                cache.insert(step, for: key)
                model.removeAll { $0.key == key }
                model.insert((key, step), at: 0)
                if model.count > 7 { model.removeLast() }
            } else {
                let expected = model.firstIndex { $0.key == key }.map { model.remove(at: $0) }
                if let expected { model.insert(expected, at: 0) }
                #expect(cache.value(for: key) == expected?.value)
            }
            #expect(cache.keysByRecency == model.map(\.key))
        }
    }

    @Test("Every locale × kind × grouping, three times: no cache past its capacity")
    func everyLocaleThreeTimesStaysWithinCapacity() throws {
        // Its own SymbolCache with the default capacities: cycling the shared one would evict validators that
        // tests running alongside compare for sharing.
        let cache = SymbolCache()
        let locales = NumberSymbols.availableLocaleIdentifiers
        var largest: [NumericInputCache.Name: Int] = [:]
        var loaded = 0
        for _ in 0..<3 {
            for locale in locales {
                for kind in NumericKind.allCases {
                    for grouping in GroupingPolicy.allCases {
                        let validator = try cache.validator(for: locale, kind: kind, grouping: grouping)
                        // The predicates' cache is process-wide; its entries are keyed by symbols, kind, grouping.
                        let symbols = validator.symbols
                        switch kind {
                        case .integer: _ = "1".isInteger(symbols: symbols, grouping: grouping)
                        case .positiveInteger: _ = "1".isPositiveInteger(symbols: symbols, grouping: grouping)
                        case .scientific: _ = "1".isScientific(symbols: symbols, grouping: grouping)
                        default: _ = "1".isNumeric(symbols: symbols, grouping: grouping)
                        }
                        loaded += 1
                    }
                }
                for name in [NumericInputCache.Name.symbols, .validators] {
                    largest[name] = max(largest[name] ?? 0, cache.count(of: name))
                }
                largest[.predicateValidators] = max(largest[.predicateValidators] ?? 0,
                                                   NumericInputCache.count(of: .predicateValidators))
            }
        }
        #expect(loaded == 3 * locales.count * NumericKind.allCases.count * GroupingPolicy.allCases.count)
        #expect(locales.count >= 800, "ICU lists \(locales.count) locales")
        for name in NumericInputCache.Name.allCases {
            let capacity = name == .predicateValidators ? NumericInputCache.capacity(of: name)
                                                        : cache.capacity(of: name)
            #expect(capacity == name.defaultCapacity)
            #expect((largest[name] ?? 0) <= capacity, "\(name): \(largest[name] ?? 0) entries, capacity \(capacity)")
        }
        // The cycle filled the validator cache: every one of its 1,024 places was used, none more.
        #expect(largest[.validators] == NumericInputCache.Name.validators.defaultCapacity)
    }

    @Test("A canonical id that does not resolve to itself is no key: \"x_foo\" resolves to \"x-foo\", refused")
    func canonicalFormsThatAreNotIdsAnswerNothing() throws {
        let cache = SymbolCache()
        #expect(try cache.symbols(for: "x_foo").localeIdentifier == "x-foo")
        _ = try cache.validator(for: "x_foo", kind: .decimal, grouping: .none)
        // Before the fix the canonical form was cached as a key of its own, and these returned x_foo's symbols.
        #expect(throws: LocaleError(.malformed, identifier: "x-foo")) { try cache.symbols(for: "x-foo") }
        #expect(throws: LocaleError(.malformed, identifier: "x-foo")) {
            try cache.validator(for: "x-foo", kind: .decimal, grouping: .none)
        }
        // A canonical form that is an id is still shared: "de-DE" then "de_DE" is one entry more, not two.
        _ = try cache.symbols(for: "de-DE")
        let count = cache.count(of: .symbols)
        _ = try cache.symbols(for: "de_DE")
        #expect(cache.count(of: .symbols) == count)
    }

    @Test("Setting a capacity evicts at once; a negative one is an error and changes nothing")
    func settingCapacities() throws {
        let cache = SymbolCache()
        for locale in ["de_DE", "fr_FR", "en_US", "ar_EG"] {
            _ = try cache.validator(for: locale, kind: .decimal, grouping: .none)
        }
        #expect(cache.count(of: .validators) == 4 && cache.count(of: .symbols) == 4)
        cache.setCapacity(2, of: .validators)
        #expect(cache.count(of: .validators) == 2 && cache.capacity(of: .validators) == 2)
        // The two most recent stay, and a hit on them still shares the compiled plan.
        let arabic = try cache.validator(for: "ar_EG", kind: .decimal, grouping: .none)
        #expect(sharesStorage(arabic, try cache.validator(for: "ar_EG", kind: .decimal, grouping: .none)))

        #expect(throws: NumericInputCacheError.self) { try NumericInputCache.setCapacity(-1, for: .symbols) }
        #expect(NumericInputCache.capacity(of: .symbols) == NumericInputCache.Name.symbols.defaultCapacity)
        do {
            try NumericInputCache.setCapacity(-5, for: .validators)
        } catch {
            #expect(error.code == .negativeCapacity && error.cache == .validators)
            #expect(error.message == "the capacity of the validators cache cannot be -5: it must be 0 or more")
        }
        #expect(NumericInputCache.Name.allCases.map(\.description) == ["symbols", "validators", "predicate-validators"])
    }

    @Test("Styled validators are cached by locale, kind, grouping, style and currency; spellings share one")
    func styledValidatorsAreCached() throws {
        let cache = SymbolCache()
        let euros = try cache.validator(for: "de_DE", kind: .decimal, grouping: .strict, style: .currency("EUR"))
        #expect(sharesStorage(euros, try cache.validator(for: "de_DE", kind: .decimal, grouping: .strict,
                                                         style: .currency("EUR"))))
        #expect(sharesStorage(euros, try cache.validator(for: "de-DE", kind: .decimal, grouping: .strict,
                                                         style: .currency("EUR"))))
        let dollars = try cache.validator(for: "de_DE", kind: .decimal, grouping: .strict, style: .currency("USD"))
        let accounting = try cache.validator(for: "de_DE", kind: .decimal, grouping: .strict,
                                             style: .accounting("EUR"))
        let plain = try cache.validator(for: "de_DE", kind: .decimal, grouping: .strict)
        #expect(!sharesStorage(euros, dollars) && !sharesStorage(euros, accounting) && !sharesStorage(euros, plain))
        #expect(dollars.style?.style == .currency("USD") && plain.style == nil)
        // de_DE and de-DE for EUR (one validator under two keys), USD, accounting EUR, plain.
        #expect(cache.count(of: .validators) == 5)
        #expect(throws: LocaleError.self) {
            try cache.validator(for: "de_DE", kind: .decimal, grouping: .strict, style: .currency("XYZ"))
        }
        #expect(cache.count(of: .validators) == 5)
        // The public initializer goes through the shared cache.
        let shared = try NumericValidator(locale: "fr_FR", kind: .decimal, grouping: .strict, style: .percent)
        #expect(sharesStorage(shared, try NumericValidator(locale: "fr_FR", kind: .decimal, grouping: .strict,
                                                           style: .percent)))
    }

    @Test("Eight tasks evicting from a small cache at once: every answer right, never past the capacity")
    func concurrentEviction() async throws {
        let cache = SymbolCache()
        cache.setCapacity(5, of: .validators)
        cache.setCapacity(7, of: .symbols)
        let locales = Array(NumberSymbols.availableLocaleIdentifiers.prefix(40))
        let expected = try locales.map { try NumberSymbols(locale: $0).decimalSeparator }
        let wrong = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var wrong = 0
                    for round in 0..<200 {
                        let index = (task * 7 + round * 3) % locales.count
                        let validator = try? cache.validator(for: locales[index], kind: .decimal, grouping: .none)
                        if validator?.symbols.decimalSeparator != expected[index] { wrong += 1 }
                        if cache.count(of: .validators) > 5 || cache.count(of: .symbols) > 7 { wrong += 1 }
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(wrong == 0)
    }
}
