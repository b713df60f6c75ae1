import NumericInput

/// Why NumericInput does not read a text the way ICU's strict parse does, when ICU reads all of it.
///
/// Every disagreement the fuzzer meets must be one of these, and each case names the row of the edge-case table
/// (Sources/NumericInput/NumericInput.docc/EdgeCases.md) that documents it. A case without a row (`edgeTableRow`
/// nil) is one found and reported but not documented yet: it passes unless `NUMERIC_INPUT_FUZZ_STRICT=1`, is counted
/// and printed at exit, and `FuzzRegressionTests` pins it until the table has its row.
enum ICUDisagreement: String, CaseIterable {
    // MARK: Documented

    /// A decimal digit that is neither ASCII nor the locale's ("١" in de_DE, "１２" in ja_JP).
    case foreignDigits = "foreign-digits"
    /// ASCII and the locale's own digits in one number ("1٢" in ar_EG).
    case mixedDigitSystems = "mixed-digit-systems"
    /// U+200E, U+200F or U+061C anywhere but next to a sign, which ICU skips ("\u{200E}۵" in fa_IR).
    case bidiMarkAwayFromSign = "bidi-mark-away-from-sign"
    /// An exponent beyond ±999,999,999 ("1e1000000000").
    case exponentOutOfRange = "exponent-out-of-range"
    /// ICU has no kinds: `integer` refuses a decimal separator and an exponent, `decimal` an exponent.
    case kind

    // MARK: Documented under "Where ICU's strict parse reads more"

    /// A dash ICU takes for a minus sign (U+2010, U+2012, U+2013, U+207B, U+208B, U+2796, U+FE63, U+FF0D: "‒5",
    /// "﹣5", "－5", "⁻5"): NumericInput takes "-", U+2212 and the locale's own minus only.
    case minusLookalike = "minus-look-alike"
    /// A plus ICU takes for the exponent's sign (U+207A, U+208A, U+2795, U+FB29, U+FE62, U+FF0B: "1e＋5",
    /// "1e⁺5"): NumericInput takes "+" and the locale's own plus only. (ICU's strict parse takes none of them, nor
    /// "+", before the first digit.)
    case plusLookalike = "plus-look-alike"
    /// A character ICU takes for the locale's decimal separator: for a comma any of U+002C U+066B U+2E41 U+FE10
    /// U+FE50 U+FF0C ("1﹐5", "1٫5", "3⹁" in de_DE; "1,5" in ps_AF, whose separator is U+066B); for a period any of
    /// U+002E U+2024 U+FE52 U+FF0E U+FF61.
    case decimalSeparatorLookalike = "decimal-separator-look-alike"
    /// A character ICU takes for the locale's grouping separator: under strict parsing ICU takes any grouping-like
    /// character that is not of the decimal separator's class ("1'234", "1 234", "1\u{2009}234", "1․234" in de_DE;
    /// "1.234" in fr_FR; "1,234" in de_CH). NumericInput takes the locale's own, and spaces for a space, "'" for "’".
    case groupingSeparatorLookalike = "grouping-separator-look-alike"
    /// A bidi control other than the three marks (U+202A…U+202E, U+2066…U+2069), which ICU skips ("\u{2066}1").
    case otherBidiControl = "other-bidi-control"
    /// "∞", "-∞", "NaN": ICU reads the locale's infinity and NaN symbols.
    case infinityOrNaN = "infinity-or-nan"

    /// The edge-table row that documents the disagreement; nil for one reported and not yet documented.
    var edgeTableRow: String? {
        switch self {
        case .foreignDigits: "\"١\" (de_DE), \"１２\" (ja_JP): only ASCII and the locale's digits"
        case .mixedDigitSystems: "\"1٢\" (ar_EG): one number, one digit system"
        case .bidiMarkAwayFromSign: "\"\\u200E۵\" (fa_IR): a bidi mark stands only next to a sign"
        case .exponentOutOfRange: "\"1e1000000000\": ICU's decimal exponent limit is 999,999,999"
        case .kind: "\"1,5\" (positiveInteger) and the NumericKind definitions: ICU has no kinds"
        case .minusLookalike: "\"‒5\" \"–5\" \"－5\" \"﹣5\" \"⁻5\" (de_DE): dashes ICU takes for minus"
        case .plusLookalike: "\"1e＋5\" \"1e⁺5\" (de_DE): pluses ICU takes for the exponent's sign"
        case .decimalSeparatorLookalike:
            "\"1﹐5\" \"1٫5\" \"1，5\" (de_DE), \"1．5\" (en_US), \"1,5\" (ar_EG, fa_IR): characters ICU takes for the "
                + "decimal separator"
        case .groupingSeparatorLookalike:
            "\"1'234\" \"1 234\" (de_DE), \"1.234\" (fr_FR), \"1,234\" (de_CH) strict: grouping-like characters outside "
                + "the locale's"
        case .otherBidiControl: "\"\\u2066 1\" (de_DE): bidi controls other than U+200E, U+200F, U+061C"
        case .infinityOrNaN: "\"∞\", \"-∞\", \"NaN\": not numbers a field holds"
        }
    }

    var isDocumented: Bool { edgeTableRow != nil }
}

// MARK: - Explaining a disagreement

/// Turns a text ICU reads whole into one NumericInput reads the same way, one kind of difference at a time; the
/// kinds it needed are the explanation.
struct DisagreementExplainer {
    let locale: FuzzTarget.Locale
    let kind: NumericKind

    // The sets below were measured from ICU 72's strict parse (every scalar X in "X5", "1X5" and "1X234" in
    // de_DE, en_US, ar_EG, fa_IR, fr_FR, de_CH and hi_IN); they are the same in every one of those locales.

    /// What ICU's strict parse takes for a minus sign.
    static let minusLookalikes: Set<UInt32> = [0x2D, 0x2010, 0x2012, 0x2013, 0x207B, 0x208B, 0x2212, 0x2796, 0xFE63,
                                               0xFF0D]
    /// What ICU's strict parse takes for the exponent's plus sign (measured from ICU 72: every scalar X in "1EX5"
    /// in en_US, en_US_POSIX and de_DE).
    static let plusLookalikes: Set<UInt32> = [0x2B, 0x207A, 0x208A, 0x2795, 0xFB29, 0xFE62, 0xFF0B]
    /// ICU's classes of decimal separators: a locale's separator stands for its whole class.
    static let decimalClasses: [Set<UInt32>] = [
        [0x2C, 0x66B, 0x2E41, 0xFE10, 0xFE50, 0xFF0C],      // comma-like
        [0x2E, 0x2024, 0xFE52, 0xFF0E, 0xFF61],             // period-like
    ]
    /// What ICU's strict parse takes for a grouping separator: any of these outside the decimal separator's class.
    static let groupingLike: Set<UInt32> = decimalClasses[0].union(decimalClasses[1]).union([
        0x20, 0x27, 0xA0, 0x2BC, 0x55A, 0x66C, 0x1FBD, 0x1FBF, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005,
        0x2006, 0x2007, 0x2008, 0x2009, 0x200A, 0x2018, 0x2019, 0x202F, 0x205F, 0x3000, 0xFF07,
    ])
    static let bidiMarks: Set<UInt32> = [0x200E, 0x200F, 0x061C]
    static let otherBidiControls: Set<UInt32> = [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068,
                                                 0x2069]

    /// The kinds of difference that make `text` read as ICU reads it (`icuValue`, ICU's decimal string), or nil
    /// when nothing known explains it.
    func explain(_ text: String, icuValue: String) -> [ICUDisagreement]? {
        if icuValue.hasSuffix("Infinity") || icuValue == "NaN" { return [.infinityOrNaN] }
        let expected = ExactDecimal(icu: icuValue)
        var scalars = Array(text.unicodeScalars)
        var found: [ICUDisagreement] = []
        let steps: [(ICUDisagreement, ([Unicode.Scalar]) -> [Unicode.Scalar])] = [
            (.foreignDigits, mapForeignDigits), (.mixedDigitSystems, unifyDigitSystems),
            (.bidiMarkAwayFromSign, { $0.filter { !Self.bidiMarks.contains($0.value) } }),
            (.otherBidiControl, { $0.filter { !Self.otherBidiControls.contains($0.value) } }),
            (.minusLookalike, mapMinusSigns),
            (.plusLookalike, mapPlusSigns),
            (.decimalSeparatorLookalike, mapDecimalSeparators),
            (.groupingSeparatorLookalike, mapGroupingSeparators),
        ]
        if let last = reads(scalars, as: expected) { return last.map { [$0] } ?? [] }
        for (disagreement, step) in steps {
            let next = step(scalars)
            guard next != scalars else { continue }
            found.append(disagreement)
            scalars = next
            if let last = reads(scalars, as: expected) { return found + (last.map { [$0] } ?? []) }
        }
        return nil
    }

    /// nil when NumericInput still does not read `scalars` as `expected`; `.some(nil)` when it does; `.some(x)`
    /// when it does but for a documented reason `x` (the kind, the exponent limit).
    private func reads(_ scalars: [Unicode.Scalar], as expected: ExactDecimal?) -> ICUDisagreement?? {
        let text = String(String.UnicodeScalarView(scalars))
        let target = locale.validator(kind, .strict)
        let numeric = locale.validator(.numeric, .strict)
        let verdict = target.verdict(for: text)
        if let value = verdict.value, sameValue(value, expected) { return .some(nil) }
        let numericVerdict = numeric.verdict(for: text)
        if case .invalid(.exponentOutOfRange, _) = numericVerdict { return .some(.exponentOutOfRange) }
        if kind != .numeric, let value = numericVerdict.value, sameValue(value, expected),
           case .invalid(let reason, _) = verdict,
           reason == .decimalSeparatorNotAllowed || reason == .exponentNotAllowed {
            return .some(.kind)
        }
        return nil
    }

    /// Digits of another system become the locale's (or ASCII, when the text already types ASCII digits).
    private func mapForeignDigits(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        let native = locale.symbols.digits
        let typesASCII = scalars.contains { $0.properties.numericType == .decimal && $0.isASCII }
        let target = typesASCII ? NumberSymbols.asciiDigits : native
        return scalars.map { scalar in
            guard scalar.properties.numericType == .decimal, !scalar.isASCII, !native.contains(scalar),
                  let value = scalar.properties.numericValue else { return scalar }
            return target[Int(value)]
        }
    }

    /// The locale's own digits become ASCII when the text mixes them with ASCII digits.
    private func unifyDigitSystems(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        let native = locale.symbols.digits
        guard native != NumberSymbols.asciiDigits,
              scalars.contains(where: { $0.isASCII && $0.properties.numericType == .decimal }),
              scalars.contains(where: native.contains) else { return scalars }
        // The exponent symbol may hold the locale's digits ("×۱۰^" in fa_IR): it becomes "E" first, so mapping
        // the digits does not turn it into a symbol the locale does not have.
        let exponent = Array(locale.symbols.exponentSymbol.unicodeScalars)
        var unified: [Unicode.Scalar] = []
        var index = 0
        while index < scalars.count {
            if exponent.count > 1, scalars[index...].starts(with: exponent) {
                unified.append("E")
                index += exponent.count
                continue
            }
            unified.append(scalars[index])
            index += 1
        }
        return unified.map { scalar in native.firstIndex(of: scalar).map { NumberSymbols.asciiDigits[$0] } ?? scalar }
    }

    /// Dashes ICU takes for a minus sign become "-" (those NumericInput takes too stay as they are).
    private func mapMinusSigns(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        let taken = Set([0x2D, 0x2212] + locale.symbols.minusSign.unicodeScalars.map(\.value))
        return scalars.map { Self.minusLookalikes.contains($0.value) && !taken.contains($0.value) ? "-" : $0 }
    }

    /// Pluses ICU takes for the exponent's sign become "+".
    private func mapPlusSigns(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        let taken = Set([0x2B] + locale.symbols.plusSign.unicodeScalars.map(\.value))
        return scalars.map { Self.plusLookalikes.contains($0.value) && !taken.contains($0.value) ? "+" : $0 }
    }

    /// Characters ICU takes for the locale's decimal separator become it.
    private func mapDecimalSeparators(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        guard let decimal = ownScalar(locale.symbols.decimalSeparator),
              let equivalents = Self.decimalClasses.first(where: { $0.contains(decimal.value) }) else { return scalars }
        return scalars.map { equivalents.contains($0.value) ? decimal : $0 }
    }

    /// Characters ICU takes for a grouping separator (any grouping-like character outside the decimal separator's
    /// class) become the locale's.
    private func mapGroupingSeparators(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        guard let grouping = ownScalar(locale.symbols.groupingSeparator),
              let decimal = ownScalar(locale.symbols.decimalSeparator) else { return scalars }
        let decimalClass = Self.decimalClasses.first(where: { $0.contains(decimal.value) }) ?? [decimal.value]
        // What NumericInput's strict grouping takes already: the locale's own, any space for a space, "'" for "’".
        var taken: Set<UInt32> = [grouping.value]
        let spaces: Set<UInt32> = [0x20, 0xA0, 0x202F]
        if spaces.contains(grouping.value) { taken.formUnion(spaces) }
        if grouping.value == 0x2019 { taken.insert(0x27) }
        let candidates = Self.groupingLike.subtracting(decimalClass).subtracting([decimal.value]).subtracting(taken)
        return scalars.map { candidates.contains($0.value) ? grouping : $0 }
    }

    /// The one scalar of a symbol, bidi marks aside; nil for longer symbols.
    private func ownScalar(_ symbol: String) -> Unicode.Scalar? {
        let scalars = symbol.unicodeScalars.filter { !Self.bidiMarks.contains($0.value) }
        return scalars.count == 1 ? scalars.first : nil
    }
}

/// A decimal as sign, significand and exponent, without `NumericValue`'s exponent limit: ICU writes values such
/// as "9E+1000000000" for "90e999999999", which `NumericValue("...")` refuses.
struct ExactDecimal: Equatable {
    let isNegative: Bool
    /// ASCII digits without leading or trailing zeros; "0" for zero.
    let significand: String
    let exponent: Int

    init(_ value: NumericValue) {
        isNegative = value.isNegative
        significand = value.significand
        exponent = value.exponent
    }

    /// Reads ICU's decimal string: optional sign, digits with an optional ".", optional "E" and exponent.
    init?(icu text: String) {
        var rest = Substring(text)
        var isNegative = false
        if let sign = rest.first, sign == "-" || sign == "+" {
            isNegative = sign == "-"
            rest = rest.dropFirst()
        }
        var exponent = 0
        if let marker = rest.firstIndex(where: { $0 == "E" || $0 == "e" }) {
            guard let value = Int(rest[rest.index(after: marker)...]) else { return nil }
            exponent = value
            rest = rest[..<marker]
        }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        var digits = Array(parts[0].utf8) + (parts.count == 2 ? Array(parts[1].utf8) : [])
        guard !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        exponent -= parts.count == 2 ? parts[1].utf8.count : 0
        while digits.first == 0x30 { digits.removeFirst() }
        while digits.last == 0x30 { digits.removeLast(); exponent += 1 }
        if digits.isEmpty {
            self.isNegative = false
            self.significand = "0"
            self.exponent = 0
        } else {
            self.isNegative = isNegative
            self.significand = String(decoding: digits, as: UTF8.self)
            self.exponent = exponent
        }
    }
}

/// Whether a value is the decimal ICU wrote (the `digits` kind keeps leading zeros in `canonical`; ignore it).
func sameValue(_ value: NumericValue, _ icu: ExactDecimal?) -> Bool {
    icu == ExactDecimal(value)
}
