// Checks against live ICU: only with the SystemICU trait.
#if NUMERICINPUT_SYSTEM_ICU
import _ICUReference
internal import CICUShim
@testable import NumericInput
@testable import NumericInputCore
import Testing

/// The ICU layer: buffers that grow, errors that name the symbol, the validator cache, and the reference
/// formatter shared between threads.
@Suite("ICU layer")
struct ICULayerTests {
    // MARK: - Buffers that grow

    /// A stand-in for a shim call under the buffer contract of CICUShim.h: writes `text` when it fits with its
    /// NUL, answers its length either way, and counts the calls.
    final class FakeShim: @unchecked Sendable {
        let text: [UInt16]
        var calls: [Int32] = []
        init(_ text: String) { self.text = Array(text.utf16) }

        func call(_ buffer: UnsafeMutablePointer<UInt16>, _ capacity: Int32) -> Int32 {
            calls.append(capacity)
            if text.count < Int(capacity) {
                for (index, unit) in text.enumerated() { buffer[index] = unit }
                buffer[text.count] = 0
            }
            return Int32(text.count)
        }
    }

    @Test("A text longer than the first buffer is read whole, with one more call of the size the shim asks for")
    func bufferGrows() {
        let shim = FakeShim("×10^ and then some")
        let text = ICUBuffer.utf16String(initialCapacity: 1) { shim.call($0, $1) }
        #expect(text == "×10^ and then some")
        #expect(shim.calls == [1, 19])
    }

    @Test("A text that fits takes one call; one of exactly the capacity (no room for the NUL) takes two")
    func bufferFitsOrNearlyFits() {
        let fits = FakeShim("-")
        #expect(ICUBuffer.utf16String(initialCapacity: 16) { fits.call($0, $1) } == "-")
        #expect(fits.calls == [16])
        let exact = FakeShim("abcd")
        #expect(ICUBuffer.utf16String(initialCapacity: 4) { exact.call($0, $1) } == "abcd")
        #expect(exact.calls == [4, 5])
    }

    @Test("A shim that fails, or keeps asking for more, gives nil, never a truncated or empty string")
    func bufferFailure() {
        #expect(ICUBuffer.utf16String(initialCapacity: 4) { _, _ in -1 } == nil)
        var calls = 0
        let greedy = ICUBuffer.utf16String(initialCapacity: 4) { _, capacity in
            calls += 1
            return capacity + 10
        }
        #expect(greedy == nil)
        #expect(calls == 2)
        // A lone surrogate is not text.
        let broken = ICUBuffer.utf16String(initialCapacity: 4) { buffer, _ in
            buffer[0] = 0xD800
            buffer[1] = 0
            return 1
        }
        #expect(broken == nil)
    }

    /// Symbols longer than one code unit, from each kind of locale: "×10^" (sv_SE), bidi marks with the minus
    /// (fa_IR, ar_EG), digits outside the BMP (ccp, ff_Adlm: two code units each).
    @Test(arguments: ["sv_SE", "fa_IR", "ar_EG", "ccp", "ff_Adlm_GN", "de_DE@numbers=arab", "en_US_POSIX"])
    func symbolsReadThroughATinyBufferAreWhole(locale: String) throws {
        let symbols = try NumberSymbols(locale: locale)
        let grown = try ICULocales.readSymbols(canonical: symbols.localeIdentifier, identifier: locale,
                                               initialCapacity: 1)
        #expect(grown == symbols)
    }

    @Test("Every ICU locale reads the same through a one-unit first buffer as through the default")
    func everyLocaleGrows() throws {
        var differences: [String] = []
        for locale in NumberSymbols.availableLocaleIdentifiers {
            let symbols = try NumberSymbols(locale: locale)
            let grown = try ICULocales.readSymbols(canonical: locale, identifier: locale, initialCapacity: 1)
            if grown != symbols { differences.append(locale) }
        }
        #expect(differences.isEmpty, "\(differences)")
    }

    @Test("sv_SE's exponent symbol needs four code units and gets them")
    func exponentSymbolGrows() throws {
        let formatter = try ICUFormatter(canonical: "sv_SE", identifier: "sv_SE")
        #expect(try formatter.symbol(.CICUSHIM_SYMBOL_EXPONENT, initialCapacity: 1) == "×10^")
        #expect(try formatter.symbol(.CICUSHIM_SYMBOL_MINUS, initialCapacity: 1) == "\u{2212}")
    }

    @Test("The reference formats and parses texts longer than its first buffers")
    func referenceGrows() throws {
        let icu = try #require(ICUNumberFormat(locale: "de_DE"))
        icu.setGrouping(true)
        let digits = "1" + String(repeating: "0", count: 600)
        let formatted = try #require(icu.format(digits))
        #expect(formatted.utf16.count == 601 + 200)
        // ICU writes a long value in scientific form: 2,008 characters, more than the 1 KiB buffer that used to
        // turn it into a rejection.
        let long = "1" + String(repeating: "2", count: 2_000)
        let parsed = try #require(icu.parseStrict(long))
        #expect(parsed.value == "1." + String(repeating: "2", count: 2_000) + "E+2000")
        #expect(parsed.parsedLength == 2_001)
    }

    // MARK: - Errors that name the symbol

    /// ICU's symbols for de_DE, with one replaced.
    static func german(replacing symbol: cicushim_symbol, with text: String) -> (cicushim_symbol) -> String {
        let formatter = try! ICUFormatter(canonical: "de_DE", identifier: "de_DE")
        return { which in which == symbol ? text : try! formatter.symbol(which) }
    }

    struct MissingSymbolCase: CustomTestStringConvertible, Sendable {
        var symbol: cicushim_symbol
        var text: String
        var message: String
        var testDescription: String { "\(symbol.name) \(text.debugDescription) → \(message)" }
    }

    @Test(arguments: [
        MissingSymbolCase(symbol: .CICUSHIM_SYMBOL_DECIMAL, text: "", message: """
            could not read the decimal separator of locale "de-DE" from ICU (ICU gives an empty string)
            """),
        MissingSymbolCase(symbol: .CICUSHIM_SYMBOL_GROUPING, text: "", message: """
            could not read the grouping separator of locale "de-DE" from ICU (ICU gives an empty string)
            """),
        MissingSymbolCase(symbol: .CICUSHIM_SYMBOL_MINUS, text: "", message: "could not read the minus sign"),
        MissingSymbolCase(symbol: .CICUSHIM_SYMBOL_PLUS, text: "", message: "could not read the plus sign"),
        MissingSymbolCase(symbol: .CICUSHIM_SYMBOL_EXPONENT, text: "", message: "could not read the exponent symbol"),
        MissingSymbolCase(symbol: .CICUSHIM_SYMBOL_DIGIT_ZERO, text: "", message: "could not read the digit zero"),
        MissingSymbolCase(symbol: .CICUSHIM_SYMBOL_DIGIT_THREE, text: "33", message: """
            could not read the digit three of locale "de-DE" from ICU (ICU gives 2 characters, not one)
            """),
        MissingSymbolCase(symbol: .CICUSHIM_SYMBOL_DIGIT_NINE, text: "1", message: """
            could not read the digit nine of locale "de-DE" from ICU (ICU gives the same character as for digit one)
            """),
        // What NumberSymbols itself refuses surfaces as the same LocaleError code, naming what is wrong.
        MissingSymbolCase(symbol: .CICUSHIM_SYMBOL_DECIMAL, text: ".", message: """
            the number symbols of locale "de-DE" from ICU cannot be used (the decimal separator . (U+002E) is also \
            the grouping separator)
            """),
        MissingSymbolCase(symbol: .CICUSHIM_SYMBOL_DIGIT_NINE, text: "\u{0669}", message: """
            the number symbols of locale "de-DE" from ICU cannot be used (the digits
            """),
    ])
    func unusableSymbolIsAnErrorNamingIt(row: MissingSymbolCase) {
        do {
            let symbols = try ICULocales.symbols(
                canonical: "de_DE", identifier: "de-DE", primaryGroupingSize: 3,
                secondaryGroupingSize: 0, read: Self.german(replacing: row.symbol, with: row.text))
            Issue.record("accepted: \(symbols)")
        } catch {
            #expect(error.code == .missingSymbol)
            #expect(error.code.description == "missing-symbol")
            #expect(error.identifier == "de-DE")
            #expect(error.message.hasPrefix(row.message), "\(error.message)")
            #expect(error.description == error.message)
        }
    }

    @Test("An empty grouping separator is fine for a locale that does not group")
    func emptyGroupingSeparatorWithoutGrouping() throws {
        let symbols = try ICULocales.symbols(
            canonical: "de_DE", identifier: "de_DE", primaryGroupingSize: 0, secondaryGroupingSize: 0,
            read: Self.german(replacing: .CICUSHIM_SYMBOL_GROUPING, with: ""))
        #expect(symbols.groupingSeparator == "" && symbols.primaryGroupingSize == 0)
        #expect(symbols.digits == NumberSymbols.asciiDigits)
    }

    @Test("An error from the reader passes through unchanged")
    func readerErrorPassesThrough() {
        #expect(throws: LocaleError(missing: "plus sign", identifier: "x", reason: "ICU error U_X")) {
            try ICULocales.symbols(canonical: "de_DE", identifier: "x", primaryGroupingSize: 3,
                                   secondaryGroupingSize: 0) { which throws(LocaleError) in
                if which == .CICUSHIM_SYMBOL_PLUS {
                    throw LocaleError(missing: which.name, identifier: "x", reason: "ICU error U_X")
                }
                return Self.german(replacing: .CICUSHIM_SYMBOL_PLUS, with: "+")(which)
            }
        }
    }

    @Test("Every ICU locale has every symbol: ten distinct single-character digits and no empty symbol")
    func everyLocaleHasEverySymbol() throws {
        for locale in NumberSymbols.availableLocaleIdentifiers {
            let symbols = try NumberSymbols(locale: locale)
            #expect(Set(symbols.digits).count == 10, "\(locale)")
            #expect(!symbols.decimalSeparator.isEmpty && !symbols.groupingSeparator.isEmpty, "\(locale)")
            #expect(!symbols.minusSign.isEmpty && !symbols.plusSign.isEmpty && !symbols.exponentSymbol.isEmpty,
                    "\(locale)")
        }
    }

    // MARK: - Validators from the cache

    // These use a SymbolCache of their own, with the default capacities: the shared one is an LRU cache, and
    // tests running alongside that go through a thousand validators would evict the entries compared here.

    @Test("A second validator for the same locale, kind and grouping is the first one, not a recompilation")
    func validatorsComeFromTheCache() throws {
        let cache = SymbolCache()
        let first = try cache.validator(for: "de_DE", kind: .decimal, grouping: .none)
        let second = try cache.validator(for: "de_DE", kind: .decimal, grouping: .none)
        #expect(sharesStorage(first, second))
        #expect(sharesStorage(first, try cache.validator(for: "de-DE", kind: .decimal, grouping: .none)),
                "the canonical id's")
        #expect(!sharesStorage(first, try cache.validator(for: "de_DE", kind: .integer, grouping: .none)))
        #expect(!sharesStorage(first, try cache.validator(for: "de_DE", kind: .decimal, grouping: .strict)))
        #expect(!sharesStorage(first, try cache.validator(for: "de_AT", kind: .decimal, grouping: .none)))
        // The public initializer reads the shared cache: the same symbols, compiled the same way.
        #expect(try NumericValidator(locale: "de_DE", kind: .decimal).symbols == first.symbols)
        #expect(!sharesStorage(first, NumericValidator(symbols: first.symbols, kind: .decimal)), "built by hand")
        #expect(first.verdict(for: "-1,5") == second.verdict(for: "-1,5"))
    }

    @Test("Tasks racing on a validator's first use all get the same one")
    func racingFirstUsesShareOneValidator() async throws {
        let locale = "it_CH@numbers=mymr"
        let cache = SymbolCache()
        let validators = try await withThrowingTaskGroup(of: NumericValidator.self) { group in
            for _ in 0..<8 {
                group.addTask { try cache.validator(for: locale, kind: .numeric, grouping: .strict) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let cached = try cache.validator(for: locale, kind: .numeric, grouping: .strict)
        #expect(validators.allSatisfy { sharesStorage($0, cached) })
    }

    @Test("A locale that fails is not cached: it fails again, the same way")
    func failuresAreNotCached() {
        for _ in 0..<2 {
            #expect(throws: LocaleError(.unknownLanguage, identifier: "xx_YY")) {
                try NumericValidator(locale: "xx_YY", kind: .decimal)
            }
        }
    }

    // MARK: - The reference, shared between threads

    @Test("One ICUNumberFormat used from 8 tasks at once gives what it gives on one thread")
    func referenceIsThreadSafe() async throws {
        let icu = try #require(ICUNumberFormat(locale: "hi_IN"))
        icu.setGrouping(true)
        icu.setFractionDigits(minimum: 0, maximum: 30)
        let samples = (0..<200).map { "\($0 * 7919)\($0 % 3 == 0 ? "" : ".\($0)")" }
        func run() -> [String] {
            samples.map { sample in
                let text = icu.format(sample) ?? "?"
                let parsed = icu.parseStrict(text).map { "\($0.value)/\($0.parsedLength)" } ?? "?"
                return text + " " + parsed
            }
        }
        let serial = run()
        #expect(serial.allSatisfy { !$0.contains("?") })
        let concurrent = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 { group.addTask { run() } }
            return await group.reduce(into: [[String]]()) { $0.append($1) }
        }
        #expect(concurrent.count == 8)
        #expect(concurrent.allSatisfy { $0 == serial })
    }
}
#endif
