import Foundation
import NumericInput
import Testing

/// Symbols, validators, rules and verdicts are `Sendable` values; the per-locale symbol cache takes racing first
/// uses. Run under ThreadSanitizer by `scripts/tsan.sh`.
@Suite("Concurrency")
struct ConcurrencyTests {
    // MARK: - Sendable

    @Test("The public values are Sendable and can cross into other tasks")
    func publicValuesAreSendable() async throws {
        func requireSendable<T: Sendable>(_: T.Type) {}
        requireSendable(NumberSymbols.self)
        requireSendable(NumericValidator.self)
        requireSendable(InputRule.self)
        requireSendable(Verdict.self)
        requireSendable(VerdictStatus.self)
        requireSendable(EditDecision.self)
        requireSendable(Rejection.self)
        requireSendable(NumericValue.self)
        requireSendable(NumberScan.self)
        requireSendable(NumberToken.self)
        requireSendable(InvalidReason.self)
        requireSendable(EditError.self)
        requireSendable(LocaleError.self)

        let rule = InputRule.maxLength(8).number(try NumericValidator(locale: "de_DE")).bounded(0...100)
        let verdict = await Task.detached { rule.verdict(for: "99,5") }.value
        #expect(verdict.value?.canonical == "99.5")
    }

    // MARK: - Racing first uses

    /// Outcome of one locale in one task: the symbols (or the error) and the verdicts of some texts.
    struct Outcome: Sendable, Equatable {
        var symbols: NumberSymbols?
        var error: LocaleError?
        var verdicts: [Verdict] = []
        var decisions: [EditDecision] = []
    }

    /// Loads a locale and validates texts made of its own symbols, by three validators and a rule.
    static func exercise(_ identifier: String) -> Outcome {
        let symbols: NumberSymbols
        do {
            symbols = try NumberSymbols(locale: identifier)
        } catch {
            return Outcome(error: error)
        }
        var outcome = Outcome(symbols: symbols)
        let digits = String(String.UnicodeScalarView(symbols.digits))
        let one = String(symbols.digits[1])
        let texts = [
            digits, symbols.minusSign + one + symbols.decimalSeparator + digits,
            one + symbols.groupingSeparator + String(repeating: String(symbols.digits[5]), count: 3),
            one + symbols.exponentSymbol + one, one + "e" + symbols.minusSign + one, "12x", "", one + "2",
        ]
        let validators = [
            NumericValidator(symbols: symbols, kind: .numeric, grouping: .strict),
            NumericValidator(symbols: symbols, kind: .integer),
            NumericValidator(symbols: symbols, kind: .digits),
        ]
        for validator in validators {
            for text in texts {
                outcome.verdicts.append(validator.verdict(for: text))
                outcome.verdicts.append(validator.scan(text, from: text.startIndex).verdict)
            }
        }
        let rule = InputRule.maxLength(12).number(validators[0]).bounded(-1000...1000)
        for text in texts {
            if let decision = try? rule.evaluate(current: text, utf16Offset: text.utf16.count, utf16Length: 0,
                                                 replacement: one) {
                outcome.decisions.append(decision)
            }
        }
        return outcome
    }

    /// Fifty locales no other test loads, so that their first use (the ICU read and the cache insert) happens in
    /// the race below: locales in numbering systems nothing else asks for.
    static func freshLocales(_ systems: [String]) -> [String] {
        let bases = ["en_GB", "fr_BE", "es_MX", "it_CH", "nl_BE", "pt_PT", "sv_FI", "da_DK", "nn_NO", "ro_RO"]
        return systems.flatMap { system in bases.map { "\($0)@numbers=\(system)" } }
    }

    @Test("8 tasks validate at once across 50 locales whose first use races")
    func eightTasksRaceOnFirstUse() async throws {
        let locales = Self.freshLocales(["thai", "deva", "beng", "tamldec", "mymr"])
        #expect(locales.count == 50)
        // Half the tasks walk the locales forwards and half backwards, so that every locale's first use is
        // contended at the start and again in the middle.
        let outcomes = await withTaskGroup(of: (Int, [String: Outcome]).self) { group in
            for task in 0..<8 {
                group.addTask {
                    let order = task % 2 == 0 ? locales : locales.reversed()
                    var outcomes: [String: Outcome] = [:]
                    for locale in order { outcomes[locale] = Self.exercise(locale) }
                    return (task, outcomes)
                }
            }
            return await group.reduce(into: [Int: [String: Outcome]]()) { $0[$1.0] = $1.1 }
        }
        #expect(outcomes.count == 8)
        for locale in locales {
            // Afterwards, from the warm cache and on one thread: the reference every task must have seen.
            let expected = Self.exercise(locale)
            #expect(expected.symbols != nil && expected.error == nil, "\(locale): \(String(describing: expected.error))")
            #expect(expected.symbols?.localeIdentifier == locale)
            for (task, results) in outcomes {
                #expect(results[locale] == expected, "task \(task), \(locale)")
            }
        }
    }

    /// The same locale as a BCP 47 tag ("en_GB@numbers=khmr" → "en-GB-u-nu-khmr"): one canonical id, two cache keys.
    static func tag(_ identifier: String) -> String {
        let parts = identifier.split(separator: "@")
        return parts[0].replacingOccurrences(of: "_", with: "-") + "-u-nu-"
            + parts[1].replacingOccurrences(of: "numbers=", with: "")
    }

    /// What the threads share: a start barrier and the results, behind an NSLock rather than a
    /// Synchronization.Mutex and Atomic: ThreadSanitizer sees pthread locks, not the futex under Mutex on Linux, and
    /// NSLock needs no macOS 15.
    final class Race: @unchecked Sendable {
        private let lock = NSLock()
        private var arrivals = 0
        private var results: [Int: [String: Outcome]] = [:]

        /// Counts this thread in, then waits until all `count` threads are.
        func arrive(waitingFor count: Int) {
            lock.withLock { arrivals += 1 }
            while lock.withLock({ arrivals }) < count { sched_yield() }
        }
        func record(_ outcomes: [String: Outcome], for index: Int) { lock.withLock { results[index] = outcomes } }
        var all: [Int: [String: Outcome]] { lock.withLock { results } }
    }

    @Test("8 threads released together race on the first use of 50 more locales, spelled two ways")
    func eightThreadsRaceOnFirstUse() throws {
        let locales = Self.freshLocales(["khmr", "laoo", "tibt", "orya", "telu"])
        let race = Race()
        let group = DispatchGroup()
        for index in 0..<8 {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                // A barrier: nobody starts before all eight threads are running.
                race.arrive(waitingFor: 8)
                var outcomes: [String: Outcome] = [:]
                for locale in index % 2 == 0 ? locales : locales.reversed() {
                    outcomes[locale] = Self.exercise(index < 4 ? locale : Self.tag(locale))
                }
                race.record(outcomes, for: index)
            }
            thread.start()
        }
        #expect(group.wait(timeout: .now() + 300) == .success, "the threads finished")
        let outcomes = race.all
        #expect(outcomes.count == 8)
        for locale in locales {
            let expected = Self.exercise(locale)
            #expect(expected.symbols?.localeIdentifier == locale)
            #expect(Self.exercise(Self.tag(locale)) == expected, "\(Self.tag(locale))")
            for (index, results) in outcomes {
                #expect(results[locale] == expected, "thread \(index), \(locale)")
            }
        }
    }

    @Test("Unknown ids racing their first use all get the same error")
    func racingErrors() async {
        let identifiers = ["qq_QQ", "de_DE@numbers=nonesuch2", "en_Q1", "zz-ZZ-u-nu-thai", "garbage!!2"]
        let outcomes = await withTaskGroup(of: [Outcome].self) { group in
            for _ in 0..<8 { group.addTask { identifiers.map(Self.exercise) } }
            return await group.reduce(into: [[Outcome]]()) { $0.append($1) }
        }
        let expected = identifiers.map(Self.exercise)
        #expect(expected.allSatisfy { $0.error != nil && $0.symbols == nil })
        for outcome in outcomes { #expect(outcome == expected) }
    }

    // MARK: - The sanitizer itself

    /// A deliberate data race, run only by `scripts/tsan.sh` (with NUMERIC_INPUT_TSAN_CANARY=1) to prove that
    /// ThreadSanitizer is on and that its suppressions do not hide races in general.
    @Test("ThreadSanitizer canary: an unsynchronised counter", .enabled(if: getenv("NUMERIC_INPUT_TSAN_CANARY") != nil))
    func sanitizerCanary() {
        final class Counter: @unchecked Sendable { var value = 0 }
        let counter = Counter()
        let group = DispatchGroup()
        for _ in 0..<2 {
            group.enter()
            Thread {
                for _ in 0..<1_000 { counter.value += 1 }
                group.leave()
            }.start()
        }
        group.wait()
        #expect(counter.value > 0)
    }

    // MARK: - One rule, many tasks

    @Test("One rule and its validator shared by 8 tasks decide exactly as on one thread")
    func sharedRuleAcrossTasks() async throws {
        let validator = try NumericValidator(locale: "hi_IN", kind: .numeric, grouping: .strict)
        let rule = InputRule.maxLength(12).allowing("0123456789,.-").number(validator).bounded(-99_999...99_999)
            .normalizingPastes()
        let edits: [(current: String, offset: Int, length: Int, replacement: String)] = (0..<400).map { index in
            let current = String(String(index * 7919).reversed())
            let replacement = ["1", ",", "-", ".", "", "12,345", "x", "9.5"][index % 8]
            let offset = index % (current.utf16.count + 1)
            return (current, offset, (index / 8) % (current.utf16.count - offset + 1), replacement)
        }
        func decideAll() -> [EditDecision?] {
            edits.map { edit in
                try? rule.evaluate(current: edit.current, utf16Offset: edit.offset, utf16Length: edit.length,
                                   replacement: edit.replacement)
            }
        }
        let expected = decideAll()
        let results = await withTaskGroup(of: [EditDecision?].self) { group in
            for _ in 0..<8 { group.addTask { decideAll() } }
            return await group.reduce(into: [[EditDecision?]]()) { $0.append($1) }
        }
        #expect(results.count == 8)
        for result in results { #expect(result == expected) }
    }
}
