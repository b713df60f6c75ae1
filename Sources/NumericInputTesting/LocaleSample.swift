import NumericInput

/// Texts one locale writes and refuses, for tests that run once per locale.
///
/// A sample holds, for one locale, one kind of number and one grouping policy:
/// - ``valid``: numbers written as the locale writes them (its digits, minus sign, decimal separator, exponent
///   symbol, and grouping separators under `GroupingPolicy.strict`), each with its exact
///   canonical value: a positive and a negative number, a large one, a fraction, and an exponent, as far as the
///   kind has them;
/// - ``invalid``: texts no continuation makes a number of, with the reason and UTF-16 offset NumericInput gives:
///   the other convention's decimal separator, a misplaced grouping separator, a double sign, a letter;
/// - ``typing``: the keys that type a number and the text a formatting field
///   (`FieldOptions.formatsAsYouType`) shows after each one.
///
/// Use it to parameterize a test over every locale, in Swift Testing:
///
/// ```swift
/// import NumericInputTesting
/// import Testing
///
/// @Test(arguments: LocaleSample.all(kind: .decimal))
/// func acceptsWhatEachLocaleWrites(_ sample: LocaleSample) {
///     for valid in sample.valid {
///         #expect(myForm.accepts(valid.text, locale: sample.locale))
///     }
/// }
/// ```
///
/// or in XCTest, with a loop: `for sample in LocaleSample.all(kind: .decimal) { ... }`.
///
/// Each test case is named by the locale: ``testDescription`` is the locale id. Swift Testing's
/// `CustomTestStringConvertible` lives in the Testing module, and this library depends on no test framework (it
/// must link into XCTest targets, and into builds where Testing is not available), so the type does not declare
/// the conformance itself; declare it in your test target, where it takes one line and no code:
///
/// ```swift
/// extension LocaleSample: @retroactive CustomTestStringConvertible {}
/// ```
///
/// Without it, Swift Testing names each case by ``description``, which is the locale id as well.
///
/// Samples are written with `NumericFormatStyle<NumericValue>`, the code `numeric-input matrix --value` writes
/// with (``text(for:symbols:kind:grouping:)``), so a fixture generated on the command line and a sample in a test
/// agree.
public struct LocaleSample: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A text the locale writes, and its exact value.
    ///
    /// ```swift
    /// let sample = try LocaleSample(locale: "de_DE", kind: .decimal)
    /// sample.valid.first { $0.name == "fraction" }   // text "-1234,5", value "-1234.5"
    /// ```
    public struct Valid: Sendable, Hashable, Codable {
        /// What the sample shows: "positive", "negative", "large", "fraction" or "exponent".
        public var name: String
        /// The text, as the locale writes it.
        public var text: String
        /// The exact value, as `NumericValue.canonical` writes it ("-1234.5").
        public var value: String

        /// Creates a valid sample.
        ///
        /// ```swift
        /// LocaleSample.Valid(name: "positive", text: "42", value: "42")
        /// ```
        ///
        /// - Parameters:
        ///   - name: What the sample shows.
        ///   - text: The text.
        ///   - value: Its canonical value.
        public init(name: String, text: String, value: String) {
            self.name = name
            self.text = text
            self.value = value
        }
    }

    /// A text no continuation makes a number of, and why.
    ///
    /// ```swift
    /// let sample = try LocaleSample(locale: "de_DE")
    /// sample.invalid.first { $0.name == "double-sign" }   // "--1", misplaced-symbol at 1
    /// ```
    public struct Invalid: Sendable, Hashable, Codable {
        /// What the sample shows: "other-decimal-separator", "misplaced-grouping-separator", "double-sign" or
        /// "letter".
        public var name: String
        /// The text.
        public var text: String
        /// The reason NumericInput gives, as `InvalidReason.name` writes it ("misplaced-symbol").
        public var reason: String
        /// The UTF-16 offset of the first character no continuation can save.
        public var offset: Int

        /// Creates an invalid sample.
        ///
        /// ```swift
        /// LocaleSample.Invalid(name: "letter", text: "1x", reason: "unexpected-character", offset: 1)
        /// ```
        ///
        /// - Parameters:
        ///   - name: What the sample shows.
        ///   - text: The text.
        ///   - reason: The reason's name.
        ///   - offset: The UTF-16 offset.
        public init(name: String, text: String, reason: String, offset: Int) {
            self.name = name
            self.text = text
            self.reason = reason
            self.offset = offset
        }
    }

    /// A number typed one key at a time into a field that formats as you type.
    ///
    /// ```swift
    /// let typing = try LocaleSample(locale: "de_DE", kind: .integer).typing
    /// typing.keys    // ["-", "1", "2", "3", "4", "5", "6", "7"]
    /// typing.texts   // ["-", "-1", "-12", "-123", "-1.234", "-12.345", "-123.456", "-1.234.567"]
    /// ```
    public struct Typing: Sendable, Hashable, Codable {
        /// The number typed, as a plain ASCII decimal ("-1234.5").
        public var value: String
        /// The keys, in order: a digit, the minus sign, the decimal separator or the exponent symbol each.
        public var keys: [String]
        /// The text the field shows after each key; as many as ``keys``.
        public var texts: [String]

        /// Creates a typing sample.
        ///
        /// ```swift
        /// LocaleSample.Typing(value: "12", keys: ["1", "2"], texts: ["1", "12"])
        /// ```
        ///
        /// - Parameters:
        ///   - value: The number typed.
        ///   - keys: The keys.
        ///   - texts: The field's text after each key.
        public init(value: String, keys: [String], texts: [String]) {
            self.value = value
            self.keys = keys
            self.texts = texts
        }
    }

    /// The locale id ("de_DE").
    public var locale: String
    /// The kind of number the samples are.
    public var kind: NumericKind
    /// Whether the valid samples are grouped (`GroupingPolicy.strict`) or not.
    public var grouping: GroupingPolicy
    /// Texts the locale writes, with their values.
    public var valid: [Valid]
    /// Texts that are not numbers of the kind, with the reason and offset.
    public var invalid: [Invalid]
    /// A number typed key by key.
    public var typing: Typing
    /// Why this locale has no samples: set only by ``all(kind:grouping:)`` for a listed locale whose symbols
    /// cannot be read (which the package's own tests check never happens), so that a test over every locale
    /// fails for it instead of silently leaving it out. Nil otherwise.
    public var problem: String?

    /// The locale id, which names each test case.
    ///
    /// ```swift
    /// try LocaleSample(locale: "fa_IR").description   // "fa_IR"
    /// ```
    public var description: String { locale }

    /// The locale id: what Swift Testing shows for a test case once the test target declares
    /// `extension LocaleSample: @retroactive CustomTestStringConvertible {}`.
    ///
    /// ```swift
    /// try LocaleSample(locale: "fa_IR").testDescription   // "fa_IR"
    /// ```
    public var testDescription: String { locale }

    // MARK: - Making samples

    /// The samples of a locale id.
    ///
    /// ```swift
    /// let sample = try LocaleSample(locale: "hi_IN", kind: .integer, grouping: .strict)
    /// sample.valid.first { $0.name == "large" }?.text   // "12,34,567"
    /// ```
    ///
    /// - Parameters:
    ///   - locale: An ICU id or BCP 47 tag.
    ///   - kind: The kind of number; `NumericKind.numeric` by default.
    ///   - grouping: Whether valid samples are grouped; `GroupingPolicy.none` by default.
    /// - Throws: `LocaleError` when the id is malformed or unknown, as `NumberSymbols(locale:)`.
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    public init(locale: String, kind: NumericKind = .numeric, grouping: GroupingPolicy = .none)
        throws(LocaleError)
    {
        self.init(locale: locale, symbols: try NumberSymbols(locale: locale), kind: kind, grouping: grouping)
    }

    /// The samples of a locale's symbols (read from ICU, from a Foundation `Locale`, or built by hand).
    ///
    /// ```swift
    /// let sample = LocaleSample(locale: "posix", symbols: .posix, kind: .scientific)
    /// ```
    ///
    /// - Parameters:
    ///   - locale: The id to record in ``locale``.
    ///   - symbols: The symbols every text is written with and checked against.
    ///   - kind: The kind of number.
    ///   - grouping: Whether valid samples are grouped.
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    public init(locale: String, symbols: NumberSymbols, kind: NumericKind = .numeric,
                grouping: GroupingPolicy = .none) {
        let validator = NumericValidator(symbols: symbols, kind: kind, grouping: grouping)
        self.locale = locale
        self.kind = kind
        self.grouping = grouping
        self.valid = Self.validValues(for: kind).compactMap { name, value, form in
            guard let number = NumericValue(value) else { return nil }   // never: the values are plain decimals
            let text = form.map { Self.text(for: number, symbols: symbols, kind: $0, grouping: grouping) }
                ?? Self.text(for: number, validator: validator)
            return Valid(name: name, text: text, value: number.canonical)
        }
        self.invalid = Self.invalidTexts(symbols).compactMap { name, text in
            guard case .invalid(let reason, let offset) = validator.verdict(for: text) else { return nil }
            return Invalid(name: name, text: text, reason: reason.name, offset: offset)
        }
        self.typing = Self.typing(Self.typedValue(for: kind), validator: validator)
        self.problem = nil
    }

    /// One sample per locale ICU lists (805 in ICU 72; without the SystemICU trait, the same list from the
    /// generated table), for `@Test(arguments:)`.
    ///
    /// ```swift
    /// @Test(arguments: LocaleSample.all(kind: .decimal))
    /// func decimal(_ sample: LocaleSample) { ... }
    /// ```
    ///
    /// - Parameters:
    ///   - kind: The kind of number; `NumericKind.numeric` by default.
    ///   - grouping: Whether valid samples are grouped; `GroupingPolicy.none` by default.
    /// - Returns: The samples, in the order of `NumberSymbols.availableLocaleIdentifiers`. A locale whose symbols
    ///   cannot be read still has its sample, empty, with ``problem`` saying why.
    /// - Complexity: Reads each locale's symbols once (cached for the process) and compiles a validator per
    ///   locale; the package's own suite builds all twelve kind and grouping combinations for every locale, with
    ///   every sample checked, in a few seconds.
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    public static func all(kind: NumericKind = .numeric, grouping: GroupingPolicy = .none) -> [LocaleSample] {
        NumberSymbols.availableLocaleIdentifiers.map { identifier in
            do throws(LocaleError) {
                return try LocaleSample(locale: identifier, kind: kind, grouping: grouping)
            } catch {
                var empty = LocaleSample(locale: identifier, symbols: .posix, kind: kind, grouping: grouping)
                empty.valid = []
                empty.invalid = []
                empty.typing = Typing(value: "", keys: [], texts: [])
                empty.problem = error.message
                return empty
            }
        }
    }

    /// The samples of the given locale ids, in order.
    ///
    /// ```swift
    /// let samples = try LocaleSample.samples(for: ["de_DE", "fa_IR", "hi_IN"], kind: .decimal)
    /// ```
    ///
    /// - Parameters:
    ///   - locales: ICU ids or BCP 47 tags.
    ///   - kind: The kind of number; `NumericKind.numeric` by default.
    ///   - grouping: Whether valid samples are grouped; `GroupingPolicy.none` by default.
    /// - Returns: One sample per id.
    /// - Throws: `LocaleError` for the first id that cannot be loaded.
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    public static func samples(for locales: [String], kind: NumericKind = .numeric,
                               grouping: GroupingPolicy = .none) throws(LocaleError) -> [LocaleSample] {
        var samples: [LocaleSample] = []
        samples.reserveCapacity(locales.count)
        for locale in locales { samples.append(try LocaleSample(locale: locale, kind: kind, grouping: grouping)) }
        return samples
    }

    // MARK: - Writing numbers

    /// A value written as the locale writes it: the one writer of samples and of `numeric-input matrix --value`.
    ///
    /// `NumericFormatStyle<NumericValue>` with the kind and grouping: the locale's digits, minus sign and decimal
    /// separator; grouping separators under `GroupingPolicy.strict` where the locale's group
    /// sizes and minimum grouping digits put them, as ICU writes them; one digit before the separator and the
    /// exponent symbol for `NumericKind.scientific`. Digit strings
    /// (`NumericKind.digits`) are never grouped: the kind takes no grouping separator.
    ///
    /// ```swift
    /// let symbols = try NumberSymbols(locale: "de_DE")
    /// LocaleSample.text(for: NumericValue("-1234.5")!, symbols: symbols, kind: .decimal, grouping: .strict)
    /// // "-1.234,5"
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value, exactly.
    ///   - symbols: The locale's symbols.
    ///   - kind: The kind of number to write.
    ///   - grouping: Whether to group.
    /// - Returns: The text. A value outside the kind (a fraction for an integer kind) is written as it is, and
    ///   its verdict then says so.
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    public static func text(for value: NumericValue, symbols: NumberSymbols, kind: NumericKind,
                            grouping: GroupingPolicy) -> String {
        text(for: value, validator: NumericValidator(symbols: symbols, kind: kind, grouping: grouping))
    }

    /// A value written as the locale writes it, with the symbols, kind and grouping policy of a validator already
    /// compiled: the same text as ``text(for:symbols:kind:grouping:)``, without compiling one per call.
    ///
    /// ```swift
    /// let validator = try NumericValidator(locale: "hi_IN", kind: .integer, grouping: .strict)
    /// LocaleSample.text(for: NumericValue("1234567")!, validator: validator)   // "12,34,567"
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value, exactly.
    ///   - validator: Its symbols, kind and grouping policy say how to write.
    /// - Returns: The text.
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    public static func text(for value: NumericValue, validator: NumericValidator) -> String {
        // The digits kind takes no grouping separator: never write one.
        let style = validator.kind == .digits && validator.grouping == .strict
            ? NumericFormatStyle<NumericValue>(symbols: validator.symbols, kind: .digits, grouping: .none)
            : NumericFormatStyle<NumericValue>(validator: validator)
        return style.format(value)
    }

    /// The keys that type a plain ASCII number in a locale: each digit in the locale's digits, "-" as its minus
    /// sign, "." as its decimal separator and "e" as its exponent symbol, one key each.
    ///
    /// ```swift
    /// LocaleSample.keys(typing: "-1.5", symbols: try NumberSymbols(locale: "fa_IR"))
    /// // ["\u{200E}−", "۱", "٫", "۵"]
    /// ```
    ///
    /// - Parameters:
    ///   - number: ASCII digits, "-", "." and "e"; any other character is typed as it is.
    ///   - symbols: The locale's symbols.
    /// - Returns: One key per character of `number`.
    public static func keys(typing number: String, symbols: NumberSymbols) -> [String] {
        number.unicodeScalars.map { scalar in
            switch scalar {
            case "-": symbols.minusSign
            case ".": symbols.decimalSeparator
            case "e", "E": symbols.exponentSymbol
            case "0"..."9": String(Character(symbols.digits[Int(scalar.value - 0x30)]))
            default: String(Character(scalar))
            }
        }
    }

    // MARK: - What the samples are

    /// The valid values of a kind: (name, plain ASCII value, the kind to write it as when not the sample's).
    static func validValues(for kind: NumericKind) -> [(String, String, NumericKind?)] {
        switch kind {
        case .numeric:
            [("positive", "42", nil), ("negative", "-42", nil), ("large", "1234567", nil),
             ("fraction", "-1234.5", nil), ("exponent", "1500", .scientific)]
        case .decimal:
            [("positive", "42", nil), ("negative", "-42", nil), ("large", "1234567", nil),
             ("fraction", "-1234.5", nil)]
        case .scientific:
            [("positive", "42", nil), ("negative", "-42", nil), ("large", "1234567", nil),
             ("fraction", "-0.00012", nil), ("exponent", "1500", nil)]
        case .integer:
            [("positive", "42", nil), ("negative", "-42", nil), ("large", "1234567", nil)]
        case .positiveInteger, .digits:
            [("positive", "42", nil), ("large", "1234567", nil)]
        }
    }

    /// The invalid candidates: (name, text). Only those the validator calls invalid become samples.
    static func invalidTexts(_ symbols: NumberSymbols) -> [(String, String)] {
        let digit = { (value: Int) in String(Character(symbols.digits[value])) }
        let other = symbols.decimalSeparator == "." ? "," : "."
        var texts = [("other-decimal-separator", digit(1) + other + digit(2) + digit(3) + digit(4) + digit(5))]
        let group = symbols.groupingSeparator
        if !group.isEmpty {
            texts.append(("misplaced-grouping-separator",
                          digit(1) + group + digit(2) + group + digit(3) + digit(4) + digit(5)))
        }
        texts.append(("double-sign", symbols.minusSign + symbols.minusSign + digit(1)))
        texts.append(("letter", digit(1) + "x"))
        return texts
    }

    /// The number typed for a kind.
    static func typedValue(for kind: NumericKind) -> String {
        switch kind {
        case .numeric, .decimal: "-1234.5"
        case .integer: "-1234567"
        case .positiveInteger, .digits: "1234567"
        case .scientific: "-1.5e3"
        }
    }

    /// Types `value` into a field that formats as you type and records its text after each key.
    static func typing(_ value: String, validator: NumericValidator) -> Typing {
        let keys = keys(typing: value, symbols: validator.symbols)
        var field = NumericField(rule: .number(validator), options: FieldOptions(formatsAsYouType: true))
        var texts: [String] = []
        texts.reserveCapacity(keys.count)
        for key in keys {
            // A typed key at the caret never has a range that does not fit; a refused key leaves the text as it
            // was, which the sample records (and a test comparing texts then catches).
            _ = try? field.apply(.type(key))
            texts.append(field.text)
        }
        return Typing(value: value, keys: keys, texts: texts)
    }
}
