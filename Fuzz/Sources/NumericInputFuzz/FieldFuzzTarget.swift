import NumericInput

/// The field target: a `NumericField` in a random locale, driven by a random key script, checked after every edit
/// by ``FieldChecker`` (the text is the locale's formatting of the field's raw text, with separators where ICU puts
/// them; the caret and selection lie in the text and never inside the sign; each returned replacement turns the
/// old text into the new one; a refused edit changes nothing).
///
/// Input layout: six header bytes (missing ones read as 0), then the key script.
///
/// | byte | meaning |
/// |---|---|
/// | 0, 1 | locale: a little-endian index into ``localeIdentifiers`` (every locale ICU lists and the text target's 40, numbering-system variants among them), mod their count |
/// | 2 | kind: `b % 6` in `NumericKind.allCases` order; grouping: `(b / 6) % 2` (1 = strict); `(b / 12) % 8 == 7`: a rule without a number |
/// | 3 | rule flags, as the text target's byte 2 (``RuleFlags``) |
/// | 4 | rule parameter, as the text target's byte 3 |
/// | 5 | field options, as the text target's byte 7: bit 0 formats as you type, bit 1 decimal separator aliases, bit 2 sign toggle, bit 3 refuses ambiguous pastes, `(b / 16) % 3` the digit display |
/// | 6… | the key script: ``FieldProgram``'s opcodes (type a key, paste, Backspace, Delete, select, replace, move, compose) |
///
/// Every locale is loaded at start-up. The list is ICU's own, so one that NumericInput or ICU cannot open is a
/// finding: the run stops and names it.
final class FieldFuzzTarget {
    static let headerSize = 6

    /// Every locale ICU lists, then the text target's fixed ones that are not among them (numbering-system
    /// variants such as "th_TH@numbers=thai" and "en-US-u-nu-fullwide").
    static let localeIdentifiers: [String] = {
        let available = NumberSymbols.availableLocaleIdentifiers
        let known = Set(available)
        return available + FuzzTarget.localeIdentifiers.filter { !known.contains($0) }
    }()

    let base: FuzzTarget
    /// Every locale of ``localeIdentifiers``, loaded at start-up (a few seconds): loaded lazily, each first use grew
    /// the heap inside an input, and libFuzzer answered each such input with a full leak scan, a fifth of the run.
    let locales: [FuzzTarget.Locale]

    init(base: FuzzTarget) {
        self.base = base
        locales = Self.localeIdentifiers.map { identifier in
            // The list is ICU's own: a locale NumericInput or ICU cannot open is a finding.
            guard let locale = FuzzTarget.load(identifier) else {
                fatalError("NumericInputFuzz (field target): ICU lists \(identifier), but it does not load: "
                           + "\((try? NumberSymbols(locale: identifier)).map { _ in "ICU's formatter" } ?? "NumberSymbols")")
            }
            return locale
        }
    }

    func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        func header(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
        let index = (Int(header(0)) | Int(header(1)) << 8) % Self.localeIdentifiers.count
        let locale = locales[index]
        let kindByte = header(2)
        let hasNumber = (kindByte / 12) % 8 != 7
        // The text target's header, so that its rule and option decoding (and failure messages) apply as they are:
        // kind and grouping in byte 1 (bit 24 = no number), flags, parameter, options in byte 7; no current text.
        let kindAndGrouping = (kindByte % 12) + (hasNumber ? 0 : 24)
        let body = bytes.count > Self.headerSize ? Array(bytes[Self.headerSize...]) : []
        let fuzzBytes = [0, kindAndGrouping, header(3), header(4), 0, 0, 0, header(5)] + body
        let input = fuzzBytes.withUnsafeBufferPointer { FuzzInput($0) }
        let validator = locale.validator(input.kind, input.grouping)
        let ruleKey = FuzzTarget.RuleKey(input, locale: locale.identifier, hasNumber: hasNumber)
        let rule = base.cachedRule(for: input, locale: locale, validator: hasNumber ? validator : nil, key: ruleKey)
        let options = input.fieldOptions
        let fieldKey = FieldKey(rule: ruleKey, options: header(5))
        var checker = FieldChecker(target: base, locale: locale, rule: rule, options: options, input: input,
                                   field: newField(rule, options, key: fieldKey))
        var program = FieldProgram(bytes: body, locale: locale, input: input)
        var edits = 0
        while edits < Self.editLimit, let edit = program.next(text: checker.field.text) {
            if case .select = edit { checker.unmarkBeforeRangeEdit() }
            if case .replace = edit { checker.unmarkBeforeRangeEdit() }
            checker.apply(edit)
            edits += 1
        }
        checker.apply(.unmarkText)
    }

    /// Most edits of one script: 48, or `NUMERIC_INPUT_FUZZ_FIELD_EDITS` (a whole number from 0) for measuring
    /// what an input costs with fewer (Fuzz/README.md, Speed: with 0, what an input costs before its first edit).
    static let editLimit: Int = {
        guard let value = getenv("NUMERIC_INPUT_FUZZ_FIELD_EDITS").map({ String(cString: $0) }) else { return 48 }
        guard let limit = Int(value), limit >= 0 else {
            let message = "NumericInputFuzz: NUMERIC_INPUT_FUZZ_FIELD_EDITS must be a whole number from 0 (got \"\(value)\")\n"
            _ = message.withCString { write(2, $0, strlen($0)) }
            exit(2)
        }
        return limit
    }()

    /// A field's place in ``fields``: its rule's and its options byte.
    struct FieldKey: Hashable {
        var rule: FuzzTarget.RuleKey
        var options: UInt8
    }

    /// New fields by rule and options, copied for each input: building one (its layout, its rule's plan) was a
    /// twentieth of a short script's time. Emptied when it reaches ``fieldCacheLimit``.
    private var fields: [FieldKey: NumericField] = [:]
    private static let fieldCacheLimit = 50_000

    private func newField(_ rule: InputRule, _ options: FieldOptions, key: FieldKey) -> NumericField {
        if let field = fields[key] { return field }
        if fields.count >= Self.fieldCacheLimit { fields.removeAll(keepingCapacity: true) }
        let field = NumericField(rule: rule, options: options)
        fields[key] = field
        return field
    }

    /// The header and key script for a case: the inverse of `run`'s decoding, for the seeds.
    static func encode(locale: String, kind: NumericKind, grouping: GroupingPolicy = .none, hasNumber: Bool = true,
                       flags: RuleFlags = [], parameter: UInt8 = 0, options: UInt8 = 0, script: [UInt8]) -> [UInt8] {
        guard let index = localeIdentifiers.firstIndex(of: locale),
              let kindIndex = NumericKind.allCases.firstIndex(of: kind)
        else { fatalError("a field seed names a locale or kind the target does not have: \(locale) \(kind)") }
        let kindByte = kindIndex + (grouping == .strict ? 6 : 0) + (hasNumber ? 0 : 7 * 12)
        return [UInt8(index & 0xFF), UInt8(index >> 8), UInt8(kindByte), flags.rawValue, parameter, options] + script
    }
}

/// Which check libFuzzer's inputs go to: `NUMERIC_INPUT_FUZZ_TARGET=verdict`, `=edit` or `=field`. The verdict
/// and edit targets read the same input layout (``FuzzInput``) and share a corpus; the field target reads its own
/// (``FieldFuzzTarget``). No default: a crash input replayed under the wrong target would pass, so the binary
/// refuses to guess.
enum FuzzMode: String, CaseIterable {
    case verdict, edit, field

    static let current: FuzzMode = {
        let name = getenv("NUMERIC_INPUT_FUZZ_TARGET").map { String(cString: $0) } ?? ""
        guard let mode = FuzzMode(rawValue: name) else {
            let message = "NumericInputFuzz: set NUMERIC_INPUT_FUZZ_TARGET to one of "
                + FuzzMode.allCases.map(\.rawValue).joined(separator: ", ") + " (got \"\(name)\")\n"
            _ = message.withCString { write(2, $0, strlen($0)) }
            exit(2)
        }
        return mode
    }()
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
