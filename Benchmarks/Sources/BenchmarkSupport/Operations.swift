import NumericInput

/// The operations of the field-configuration table: one keystroke in each kind of configured field, the verdict
/// with its value, the status, and a validator for a cached locale. The benchmarks (Keystroke, Verdict and
/// Validator targets) and `CallgrindProbe operation <name>` read this one list, so both measure the same thing;
/// `scripts/callgrind.sh --operations` prints one row per entry, in this order.
///
/// Every entry except the Double comparator must not allocate: each has a malloc threshold of 0 in
/// `Benchmarks/Thresholds/`, which `scripts/benchmarks.sh` checks.
public enum Operations {
    /// One row of the table: the benchmark's name, what it does (for the callgrind table), and the work.
    public struct Entry: Sendable {
        /// The benchmark name (no spaces: names with spaces break `thresholds check` in package-benchmark 1.38.1).
        public let name: String
        /// What the operation is, in a few words.
        public let summary: String
        /// The work.
        public let operation: Operation
    }

    /// What one operation does. Everything is built by the caller outside its measurement.
    public enum Operation: Sendable {
        /// `rule.evaluate(current:utf16Offset:utf16Length:replacement:)` appending `keystroke.appended`.
        case keystroke(KeystrokeCase)
        /// `validator.verdict(for: text)`: the status and the exact value.
        case verdict(BenchmarkLocale, NumericKind, String)
        /// `validator.status(of: text)`.
        case status(BenchmarkLocale, NumericKind, String)
        /// `validator.verdict(forUTF16: units)` on the text's UTF-16 code units, copied into an array in setup (as
        /// a UIKit delegate or a JavaScript bridge holds them).
        case verdictUTF16(BenchmarkLocale, NumericKind, String)
        /// `NumericValidator(locale:kind:)` for a locale already read (the locale is warmed first).
        case validator(BenchmarkLocale, NumericKind)
        /// `Double(text)`: the comparator for the en_US verdict.
        case double(String)
        /// A field edit and its undo on one field (``FieldPair``), built by the closure in setup.
        case fieldPair(@Sendable () -> FieldPair)
        /// The floor under a field pair (comparator): the two standard library mutations a typed key and its
        /// Backspace at the end of the text make to the field's `String`, alone (``StringEditPair``).
        case stringEdit(String, appended: String)
        /// The floor under a keystroke (comparator): the same keystroke decided by ``KeystrokeFloor``, a scanner
        /// for this one rule alone, checked against the library (``KeystrokeFloor/check(against:)``) in setup.
        case keystrokeFloor(KeystrokeCase)
    }

    /// One keystroke in a configured field.
    public struct KeystrokeCase: Sendable {
        /// Builds the field's rule (called in setup, so ICU is never touched at registration).
        public let rule: @Sendable () -> InputRule
        /// The text before the keystroke.
        public let current: String
        /// What the keystroke appends.
        public let appended: String
        /// Whether the rule accepts it: checked in setup, so no benchmark measures the wrong branch by accident.
        public let isAccepted: Bool
        /// Where the keystroke goes, in UTF-16 code units; nil: the end of `current`.
        public let offset: Int?

        /// How many UTF-16 code units the keystroke replaces: 0 for a typed character, 1 for a Backspace.
        public let length: Int
        /// Where the keystroke goes: `offset`, or the end of `current`, in UTF-16 code units. Computed once here:
        /// a text field's delegate receives the range, so counting the text's UTF-16 is not the library's work.
        public let utf16Offset: Int

        public init(rule: @escaping @Sendable () -> InputRule, current: String, appended: String, isAccepted: Bool,
                    offset: Int? = nil, length: Int = 0) {
            (self.rule, self.current, self.appended, self.isAccepted, self.offset, self.length)
                = (rule, current, appended, isAccepted, offset, length)
            utf16Offset = offset ?? current.utf16.count
        }

        /// The rule, checked to decide this keystroke as expected.
        public func checkedRule() -> InputRule {
            let rule = rule()
            let accepted = decide(with: rule)
            precondition(accepted == isAccepted,
                         "\(current.debugDescription) + \(appended.debugDescription): accepted is \(accepted)")
            return rule
        }

        /// The keystroke decision, as the benchmarks make it: only `isAccepted` is read.
        @inline(__always)
        public func decide(with rule: InputRule) -> Bool {
            (try? rule.evaluate(current: current, utf16Offset: utf16Offset, utf16Length: length,
                                replacement: appended))?.isAccepted ?? false
        }

        /// The floor under this keystroke: a ``KeystrokeFloor`` checked against the rule (every short edit, and
        /// this keystroke decided as expected).
        public func checkedFloor() -> KeystrokeFloor {
            let floor = KeystrokeFloor()
            floor.check(against: checkedRule())
            guard decide(with: floor) == isAccepted else {
                fatalError("the floor: \(current.debugDescription) + \(appended.debugDescription) is not \(isAccepted)")
            }
            return floor
        }

        /// The same decision by the floor, read as the benchmarks read the library's: accepted or not.
        @inline(__always)
        public func decide(with floor: KeystrokeFloor) -> Bool {
            (floor.decide(current: current, utf16Offset: utf16Offset, utf16Length: length, replacement: appended)
                .map { $0 != .rejected }) ?? false
        }
    }

    /// The plain keystroke's case: de_DE `maxLength(64).number(decimal)`, "6" typed after `current`. One
    /// definition for the library's rows and the floor's, so both measure the same keystrokes.
    private static func plainKeystroke(after current: String) -> KeystrokeCase {
        KeystrokeCase(rule: { .maxLength(64).number(Inputs.validator(.deDE, kind: .decimal)) },
                      current: current, appended: "6", isAccepted: true)
    }

    /// The table, in the order of the README's table. de_DE unless the name says otherwise.
    public static let all: [Entry] = [
        Entry(name: "Keystroke.number.decimal.deDE",
              summary: "maxLength(64).number(decimal), \"1234,5\" + \"6\"",
              operation: .keystroke(plainKeystroke(after: "1234,5"))),
        // The same rule on a one-digit text and on a longer one: what a keystroke costs before its text (one run
        // of one digit) and per digit of a longer run, for the README's account of where the keystroke goes.
        Entry(name: "Keystroke.number.decimal.deDE.firstDigit",
              summary: "maxLength(64).number(decimal), \"\" + \"6\" (the first key)",
              operation: .keystroke(plainKeystroke(after: ""))),
        Entry(name: "Keystroke.number.decimal.deDE.16",
              summary: "maxLength(64).number(decimal), \"1234567890123,5\" + \"6\" (two runs, 16 bytes)",
              operation: .keystroke(plainKeystroke(after: "1234567890123,5"))),
        // The floor under the three rows above: the same keystrokes decided by a scanner written for this rule
        // alone (KeystrokeFloor: a byte-class table and seven states, ASCII only), with the same signature.
        Entry(name: "Keystroke.floor.deDE",
              summary: "the floor: a scanner for this rule alone, \"1234,5\" + \"6\" (comparator)",
              operation: .keystrokeFloor(plainKeystroke(after: "1234,5"))),
        Entry(name: "Keystroke.floor.deDE.firstDigit",
              summary: "the floor, \"\" + \"6\" (comparator)",
              operation: .keystrokeFloor(plainKeystroke(after: ""))),
        Entry(name: "Keystroke.floor.deDE.16",
              summary: "the floor, \"1234567890123,5\" + \"6\" (comparator)",
              operation: .keystrokeFloor(plainKeystroke(after: "1234567890123,5"))),
        // The same rule and text as Keystroke.edit.faIR.7 (registered with the other edit benchmarks).
        Entry(name: "Keystroke.edit.faIR.7",
              summary: "fa_IR maxLength(64).number(numeric), \"۱۲۳۴٫۵\" + \"۶\"",
              operation: .keystroke(KeystrokeCase(rule: { .number(Inputs.validator(.faIR)).maxLength(64) },
                                                  current: "۱۲۳۴٫۵", appended: "۶", isAccepted: true))),
        Entry(name: "Keystroke.currency.deDE",
              summary: "de_DE EUR field (strict grouping), \"1.234,5 €\" + \"6\" before the suffix",
              operation: .keystroke(KeystrokeCase(rule: { .number(Inputs.currencyValidator(.deDE, code: "EUR")) },
                                                  current: "1.234,5\u{A0}€", appended: "6", isAccepted: true,
                                                  offset: 7))),
        Entry(name: "Keystroke.percent.deDE",
              summary: "de_DE percent field, \"12,5 %\" + \"6\" before the suffix",
              operation: .keystroke(KeystrokeCase(rule: { .number(Inputs.styledValidator(.deDE, style: .percent)) },
                                                  current: "12,5\u{A0}%", appended: "6", isAccepted: true,
                                                  offset: 4))),
        Entry(name: "Keystroke.accounting.enUS",
              summary: "en_US USD accounting field, \"($1,234.5\" + \"6\"",
              operation: .keystroke(KeystrokeCase(
                rule: { .number(Inputs.styledValidator(.enUS, style: .accounting("USD"))) },
                current: "($1,234.5", appended: "6", isAccepted: true))),
        Entry(name: "Keystroke.strictGrouping.deDE",
              summary: "number(decimal, grouping: .strict), \"1.234,5\" + \"6\"",
              operation: .keystroke(KeystrokeCase(rule: { .number(Inputs.validator(.deDE, kind: .decimal,
                                                                                   grouping: .strict)) },
                                                  current: "1.234,5", appended: "6", isAccepted: true))),
        Entry(name: "Keystroke.scientific.deDE",
              summary: "number(scientific), \"1,5e-\" + \"3\"",
              operation: .keystroke(KeystrokeCase(rule: { .number(Inputs.validator(.deDE, kind: .scientific)) },
                                                  current: "1,5e-", appended: "3", isAccepted: true))),
        Entry(name: "Keystroke.pasteReading.deDE",
              summary: "number(decimal).normalizingPastes(), a typed \"6\" after \"1234,5\"",
              operation: .keystroke(KeystrokeCase(
                rule: { .number(Inputs.validator(.deDE, kind: .decimal)).normalizingPastes() },
                current: "1234,5", appended: "6", isAccepted: true))),
        Entry(name: "Keystroke.deletion.validated",
              summary: "number(decimal).deletionPolicy(.validated), Backspace at the end of \"1234,56\"",
              operation: .keystroke(KeystrokeCase(
                rule: { .number(Inputs.validator(.deDE, kind: .decimal)).deletionPolicy(.validated) },
                current: "1234,56", appended: "", isAccepted: true, offset: 6, length: 1))),
        Entry(name: "Keystroke.bounded.integer.accepted",
              summary: "number(integer).bounded(18...120), \"1\" + \"2\"",
              operation: .keystroke(KeystrokeCase(rule: { .number(Inputs.validator(.deDE, kind: .integer)).bounded(18...120) },
                                                  current: "1", appended: "2", isAccepted: true))),
        Entry(name: "Keystroke.bounded.integer.refused",
              summary: "number(integer).bounded(18...120), \"1\" + \"3\"",
              operation: .keystroke(KeystrokeCase(rule: { .number(Inputs.validator(.deDE, kind: .integer)).bounded(18...120) },
                                                  current: "1", appended: "3", isAccepted: false))),
        Entry(name: "Keystroke.bounded.decimal",
              summary: "number(decimal).bounded(0.5...1000), \"12,\" + \"5\"",
              operation: .keystroke(KeystrokeCase(rule: {
                  .number(Inputs.validator(.deDE, kind: .decimal))
                      .bounded(minimum: NumericValue("0.5"), maximum: NumericValue("1000"))
              }, current: "12,", appended: "5", isAccepted: true))),
        Entry(name: "Keystroke.digitLimits",
              summary: "number(decimal).maxIntegerDigits(6).maxFractionDigits(2), \"1234,5\" + \"6\"",
              operation: .keystroke(KeystrokeCase(rule: {
                  .number(Inputs.validator(.deDE, kind: .decimal)).maxIntegerDigits(6).maxFractionDigits(2)
              }, current: "1234,5", appended: "6", isAccepted: true))),
        Entry(name: "Keystroke.disallowing",
              summary: "maxLength(8).disallowing(\"aeiouAEIOU\"), \"bcdfg\" + \"h\"",
              operation: .keystroke(KeystrokeCase(rule: { .maxLength(8).disallowing("aeiouAEIOU") },
                                                  current: "bcdfg", appended: "h", isAccepted: true))),
        Entry(name: "Keystroke.allowing",
              summary: "maxLength(8).allowing(\"aeiouAEIOU\"), \"aeiou\" + \"A\"",
              operation: .keystroke(KeystrokeCase(rule: { .maxLength(8).allowing("aeiouAEIOU") },
                                                  current: "aeiou", appended: "A", isAccepted: true))),
        Entry(name: "Keystroke.emoji.maxLength",
              summary: "maxLength(8), \"a👍🏽b\" + \"c\"",
              operation: .keystroke(KeystrokeCase(rule: { .maxLength(8) },
                                                  current: "a👍🏽b", appended: "c", isAccepted: true))),
        Entry(name: "Field.pair.enUS.16",
              summary: "en_US amount field, \"123,456,789.123\": type \"4\", then Backspace",
              operation: .fieldPair({ amountPair(.enUS) })),
        Entry(name: "Field.pair.enUS.16.apply",
              summary: "the same through apply(_:), whose change carries a copy of the new state",
              operation: .fieldPair({ amountPair(.enUS, call: .apply) })),
        Entry(name: "Field.pair.deDE.16",
              summary: "the same in de_DE, \"123.456.789,123\"",
              operation: .fieldPair({ amountPair(.deDE) })),
        Entry(name: "Field.pair.faIR.16",
              summary: "the same in fa_IR, \"۱۲۳٬۴۵۶٬۷۸۹٫۱۲۳\"",
              operation: .fieldPair({ amountPair(.faIR) })),
        Entry(name: "Field.pair.plain.enUS",
              summary: "no formatting, \"123456789.123\": type \"4\", then Backspace",
              operation: .fieldPair({ usPair(options: FieldOptions(), edit: .type("4")) })),
        Entry(name: "Field.pair.bounded.enUS",
              summary: "integer bounded 0...10^12, \"12,345,678,901\": type \"2\", then Backspace",
              operation: .fieldPair({
                  usPair(.number(Inputs.validator(.enUS, kind: .integer)).bounded(0...1_000_000_000_000),
                         typing: "12345678901", edit: .type("2"))
              })),
        Entry(name: "Field.pair.digitLimits.enUS",
              summary: "≤ 12 integer and ≤ 4 fraction digits: type \"4\", then Backspace",
              operation: .fieldPair({
                  usPair(.number(Inputs.validator(.enUS, kind: .decimal)).maxIntegerDigits(12).maxFractionDigits(4),
                         edit: .type("4"))
              })),
        Entry(name: "Field.pair.middle.enUS",
              summary: "\"123,456,7|89.123\": type \"5\" (every separator moves), then Backspace",
              operation: .fieldPair({ usPair(caret: 9, edit: .type("5")) })),
        Entry(name: "Field.pair.backspaceSeparator.enUS",
              summary: "\"123,|456,789.123\": Backspace deletes the 3, then type \"3\"",
              operation: .fieldPair({ usPair(caret: 4, edit: .deleteBackward, undo: .type("3")) })),
        Entry(name: "Field.pair.decimalAlias.arEG",
              summary: "ar_EG \"١٢٣٬٤٥٦٬٧٨٩٬٠١٢\": \".\" typed, shown as \"٫\", then Backspace",
              operation: .fieldPair({
                  FieldPair(.number(Inputs.validator(.arEG, kind: .decimal)),
                            keys: FieldPair.keys("123456789012", BenchmarkLocale.arEG.symbols),
                            edit: .type("."), undo: .deleteBackward)
              })),
        Entry(name: "Field.pair.signToggle.enUS",
              summary: "\"-\" toggles the sign of \"123,4|56,789.123\", then toggles it back",
              operation: .fieldPair({ usPair(caret: 5, edit: .type("-"), undo: .type("-")) })),
        Entry(name: "Field.pair.currency.enUS",
              summary: "en_US USD field, \"$1,234,567,890.1\": type \"2\", then Backspace",
              operation: .fieldPair({
                  usPair(.number(Inputs.currencyValidator(.enUS, code: "USD")), typing: "1234567890.1", edit: .type("2"))
              })),
        Entry(name: "Field.floor.stringEdit.16",
              summary: "a String of \"123,456,789.123\": append \"4\", then remove it (the field's two text mutations alone; comparator)",
              operation: .stringEdit("123,456,789.123", appended: "4")),
        Entry(name: "Verdict.value.deDE.7",
              summary: "decimal verdict(for: \"1234,56\")",
              operation: .verdict(.deDE, .decimal, "1234,56")),
        Entry(name: "Verdict.value.enUS.7",
              summary: "en_US decimal verdict(for: \"1234.56\")",
              operation: .verdict(.enUS, .decimal, "1234.56")),
        Entry(name: "Verdict.utf16.deDE.7",
              summary: "decimal verdict(forUTF16:) of the [UInt16] of \"1234,56\"",
              operation: .verdictUTF16(.deDE, .decimal, "1234,56")),
        Entry(name: "Verdict.double.enUS.7",
              summary: "Double(\"1234.56\") (comparator)",
              operation: .double("1234.56")),
        Entry(name: "Verdict.status.deDE.7",
              summary: "decimal status(of: \"1234,56\")",
              operation: .status(.deDE, .decimal, "1234,56")),
        Entry(name: "Validator.cached.deDE",
              summary: "NumericValidator(locale: \"de_DE\", kind: .decimal), locale cached",
              operation: .validator(.deDE, .decimal)),
    ]

    /// An amount field (`FieldOptions.amount`, decimal) holding "123456789.123" typed in the locale's digits.
    static func amountPair(_ locale: BenchmarkLocale, call: FieldPair.Call = .perform) -> FieldPair {
        FieldPair(.number(Inputs.validator(locale, kind: .decimal)),
                  keys: FieldPair.keys("123456789.123", locale.symbols),
                  edit: .type(FieldPair.keys("4", locale.symbols)[0]), undo: .deleteBackward, call: call)
    }

    /// An en_US field of `rule` (a decimal number when nil) with `number` typed, the caret then at `caret` (nil:
    /// the end), measured on `edit` and `undo`.
    static func usPair(_ rule: InputRule? = nil, options: FieldOptions = .amount, typing number: String = "123456789.123",
                       caret: Int? = nil, edit: FieldEdit, undo: FieldEdit = .deleteBackward) -> FieldPair {
        FieldPair(rule ?? .number(Inputs.validator(.enUS, kind: .decimal)), options: options,
                  keys: FieldPair.keys(number, BenchmarkLocale.enUS.symbols), caret: caret, edit: edit, undo: undo)
    }

    /// The field entries, in table order.
    public static var fieldPairs: [(name: String, make: @Sendable () -> FieldPair)] {
        all.compactMap { entry in
            guard case .fieldPair(let make) = entry.operation else { return nil }
            return (entry.name, make)
        }
    }

    /// The entry named `name`.
    public static func named(_ name: String) -> Entry? { all.first { $0.name == name } }

    /// The keystroke entries whose name starts with `prefix`.
    public static func keystrokes(excludingPrefix prefix: String) -> [(name: String, keystroke: KeystrokeCase)] {
        all.compactMap { entry in
            guard case .keystroke(let keystroke) = entry.operation, !entry.name.hasPrefix(prefix) else { return nil }
            return (entry.name, keystroke)
        }
    }

    /// Checks a verdict or status entry's text: the verdict must be complete, so the value is built.
    public static func requireComplete(_ text: String, locale: BenchmarkLocale, kind: NumericKind) {
        Inputs.requireComplete(text, locale: locale, kind: kind)
    }

    /// A validator for a locale already read: the locale's symbols are cached first, as in a running app.
    public static func cachedValidator(_ locale: BenchmarkLocale, kind: NumericKind) -> NumericValidator {
        _ = locale.symbols
        return Inputs.validator(locale, kind: kind)
    }
}
