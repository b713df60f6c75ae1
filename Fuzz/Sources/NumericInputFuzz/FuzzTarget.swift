import _ICUReference
import NumericInput

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the fuzzer runs each input against: the fixed locales with their validators, rules and ICU parsers,
/// built once on the first input.
///
/// One instance, used from libFuzzer's single thread only (ICU formatters are not thread-safe).
final class FuzzTarget {
    /// The locales a fuzz input picks from (by its first byte). They cover every kind of symbol the scanner
    /// handles: native digits in and outside the BMP, bidi marks in signs, multi-scalar exponent symbols, space and
    /// apostrophe grouping, Indian grouping, no grouping, keywords. Every one must load, or the target stops.
    static let localeIdentifiers: [String] = [
        "en_US_POSIX", "en_US", "de_DE", "de_CH", "de_AT", "fr_FR", "fr_CH", "es_ES", "it_IT", "pt_BR",
        "nl_NL", "sv_SE", "nb_NO", "fi_FI", "pl_PL", "cs_CZ", "ru_RU", "tr_TR", "he_IL", "ar_EG",
        "ar_SA", "ar_MA", "fa_IR", "ur_IN", "ps_AF", "hi_IN", "en_IN", "bn_BD", "mr_IN", "ne_NP",
        "my_MM", "th_TH@numbers=thai", "ja_JP", "zh_CN", "ff_Adlm_GN", "ckb_IQ", "de_DE@numbers=arab",
        "en-US-u-nu-fullwide", "dz_BT", "ccp_BD",
    ]

    /// One locale's symbols, a validator per kind and grouping policy, and ICU's strict parser.
    struct Locale {
        let identifier: String
        let symbols: NumberSymbols
        /// Indexed by `NumericKind.allCases` position, then 0 for `.none` and 1 for `.strict`.
        let validators: [[NumericValidator]]
        /// The same validators compiled a second time, apart: "same input, same verdict" compares the two.
        let twins: [[NumericValidator]]
        /// ICU's decimal formatter with the locale's grouping on and lenient parsing off.
        let icu: ICUNumberFormat
        /// ICU's decimal formatter with the locale's grouping and minimum grouping digits: where a formatted
        /// field must put its separators.
        let grouping: ICUNumberFormat
        /// The keys a field's edit program types from (``FieldProgram``) and ICU's grouped "-1234567.89", one of
        /// its pastes: built once here, not for every field input (an ICU format call and some fifty strings).
        let fieldKeys: [String]
        /// ``FieldProgram``'s fixed pastes, ICU's grouped "-1234567.89" among them.
        let fieldPastes: [String]
        /// The scalars a sign may be made of in this locale (``FieldChecker/signScalars(_:)``).
        let signScalars: Set<UInt32>

        func validator(_ kind: NumericKind, _ grouping: GroupingPolicy) -> NumericValidator {
            validators[NumericKind.allCases.firstIndex(of: kind)!][grouping == .strict ? 1 : 0]
        }

        func twin(_ kind: NumericKind, _ grouping: GroupingPolicy) -> NumericValidator {
            twins[NumericKind.allCases.firstIndex(of: kind)!][grouping == .strict ? 1 : 0]
        }
    }

    /// Value bounds a fuzzed rule picks from.
    static let bounds: [(minimum: String?, maximum: String?)] = [
        ("0", "100"), ("18", "120"), ("-5", "5"), ("0.5", "1"), (nil, "1000"), ("-100", nil), ("1", "1"),
        ("-0.05", "0.05"), ("-120", "-18"), ("0", "0"), ("99.99", "100.01"), ("1000000", "9999999"),
    ]

    let locales: [Locale]
    /// ICU's grouping positions met so far (the field check).
    let separatorCache = SeparatorCache()
    /// Rules built so far (``cachedRule(for:locale:validator:)``).
    let ruleCache = RuleCache()
    /// Whether known library bugs and reported, not yet documented ICU disagreements fail the run too
    /// (`NUMERIC_INPUT_FUZZ_STRICT=1`). Off by default, so that CI finds what is new.
    let isStrict: Bool

    init() {
        isStrict = getenv("NUMERIC_INPUT_FUZZ_STRICT").map { String(cString: $0) == "1" } ?? false
        locales = Self.localeIdentifiers.map { identifier in
            guard let locale = Self.load(identifier) else {
                fatalError("NumericInputFuzz: the fixed locale \(identifier) does not load")
            }
            return locale
        }
    }

    /// A locale's symbols, validators and ICU formatters; nil when NumericInput or ICU cannot open it.
    static func load(_ identifier: String) -> Locale? {
        guard let symbols = try? NumberSymbols(locale: identifier),
              let icu = ICUNumberFormat(locale: symbols.localeIdentifier),
              let grouping = ICUNumberFormat(locale: symbols.localeIdentifier)
        else { return nil }
        grouping.setGrouping(true)
        grouping.useLocaleMinimumGrouping()
        func compile() -> [[NumericValidator]] {
            NumericKind.allCases.map { kind in
                GroupingPolicy.allCases.sorted { $0 == .none && $1 == .strict }.map { grouping in
                    NumericValidator(symbols: symbols, kind: kind, grouping: grouping)
                }
            }
        }
        return Locale(identifier: identifier, symbols: symbols, validators: compile(), twins: compile(), icu: icu,
                      grouping: grouping, fieldKeys: FieldProgram.keys(symbols),
                      fieldPastes: FieldProgram.pastes(formatted: grouping.format("-1234567.89") ?? "-1234567.89"),
                      signScalars: FieldChecker.signScalars(symbols))
    }

    // MARK: - Rules

    /// A rule's place in ``ruleCache``: everything `rule(for:locale:validator:)` reads.
    struct RuleKey: Hashable {
        var locale: String
        var kind: NumericKind
        var grouping: GroupingPolicy
        var hasNumber: Bool
        var flags: UInt8
        /// The parameter as `rule(for:locale:validator:)` reads it: each derived value, or -1 where the flags (or a
        /// rule without a number) leave it unread. Keyed on the raw byte, 256 parameters made as many rules of
        /// one that reads none of it, and building them was a twentieth of the edit target's time.
        var maxLength: Int
        var bounds: Int
        var integerDigits: Int
        var fractionDigits: Int

        init(_ input: FuzzInput, locale: String, hasNumber: Bool) {
            let flags = input.flags
            let parameter = Int(input.parameter)
            self.locale = locale
            kind = input.kind
            grouping = input.grouping
            self.hasNumber = hasNumber
            self.flags = flags.rawValue
            maxLength = flags.contains(.maxLength) ? parameter % 24 : -1
            bounds = hasNumber && flags.contains(.bounds) ? (parameter / 20) % FuzzTarget.bounds.count : -1
            integerDigits = hasNumber && flags.contains(.maxIntegerDigits) ? parameter % 5 : -1
            fractionDigits = hasNumber && flags.contains(.maxFractionDigits) ? (parameter / 5) % 4 : -1
        }
    }

    /// Rules built so far. Building one compiles its plan and character sets: per input that was an eighth of the
    /// run's time, and inputs ask for the same few rules again and again. Emptied when it reaches 50,000.
    private static let ruleCacheLimit = 50_000

    /// The rule an input asks for, from ``ruleCache`` when it was built before.
    /// `key`, when given, is the input's ``RuleKey`` the caller already made.
    func cachedRule(for input: FuzzInput, locale: Locale, validator: NumericValidator?, key: RuleKey? = nil)
        -> InputRule {
        let key = key ?? RuleKey(input, locale: locale.identifier, hasNumber: validator != nil)
        if let rule = ruleCache.value[key] { return rule }
        if ruleCache.value.count >= Self.ruleCacheLimit { ruleCache.value.removeAll(keepingCapacity: true) }
        let rule = rule(for: input, locale: locale, validator: validator)
        ruleCache.value[key] = rule
        return rule
    }

    /// The rule an input asks for: its flags and parameter over the validator of its locale, kind and grouping.
    /// Without a validator (a rule without a number), the bounds and digit limits, which need one, are left out.
    func rule(for input: FuzzInput, locale: Locale, validator: NumericValidator?) -> InputRule {
        var rule = validator.map { InputRule.number($0) } ?? InputRule()
        let flags = input.flags
        let parameter = Int(input.parameter)
        if flags.contains(.maxLength) { rule = rule.maxLength(parameter % 24) }
        if flags.contains(.allowedCharacters) {
            // What a number field's keyboard offers: ASCII and native digits, the separators, the minus sign.
            let symbols = locale.symbols
            rule = rule.allowing("0123456789-" + String(String.UnicodeScalarView(symbols.digits))
                                 + symbols.decimalSeparator + symbols.groupingSeparator + symbols.minusSign)
        }
        if flags.contains(.disallowedCharacters) {
            rule = rule.disallowing("7\u{200E}" + String(locale.symbols.digits[7]))
        }
        if validator != nil {
            if flags.contains(.bounds) {
                let bounds = Self.bounds[(parameter / 20) % Self.bounds.count]
                rule = rule.bounded(minimum: bounds.minimum.flatMap { NumericValue($0) },
                                    maximum: bounds.maximum.flatMap { NumericValue($0) })
            }
            if flags.contains(.maxIntegerDigits) { rule = rule.maxIntegerDigits(parameter % 5) }
            if flags.contains(.maxFractionDigits) { rule = rule.maxFractionDigits((parameter / 5) % 4) }
        }
        if flags.contains(.validatedDeletions) { rule = rule.deletionPolicy(.validated) }
        if flags.contains(.normalizingPastes) { rule = rule.normalizingPastes() }
        return rule
    }

    // MARK: - Failing

    /// Stops the process with a message libFuzzer shows next to the saved crash input.
    func fail(_ message: String, _ input: FuzzInput, _ details: [(String, String)] = [],
              locale: String? = nil) -> Never {
        var text = "NumericInputFuzz (\(FuzzMode.current.rawValue) target): \(message)\n"
        text += "  locale \(locale ?? locales[Int(input.localeByte) % locales.count].identifier), kind \(input.kind), "
        text += "grouping \(input.grouping), flags 0x\(String(input.flags.rawValue, radix: 16)), "
        text += "parameter \(input.parameter)\n"
        text += "  current \(escaped(input.current)), replacement \(escaped(input.replacement))\n"
        for (name, value) in details { text += "  \(name): \(value)\n" }
        fatalError(text)
    }
}

/// The rules a target has built, by what they were built from.
final class RuleCache {
    var value: [FuzzTarget.RuleKey: InputRule] = [:]
}

/// The text with every scalar outside printable ASCII spelled \u{…}, so bidi marks and look-alikes show.
func escaped(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        if scalar.isASCII && scalar.value >= 0x20 && scalar != "\\" && scalar != "\"" {
            result.unicodeScalars.append(scalar)
        } else {
            result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
    return result + "\""
}
