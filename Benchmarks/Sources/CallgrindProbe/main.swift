import BenchmarkSupport
#if canImport(Glibc)
import Glibc
#endif
import NumericInput

// Runs one implementation on one keystroke input N times, for instruction counts under callgrind:
//
//     CallgrindProbe <implementation> <locale> <input> <count>
//     CallgrindProbe operation <name> <count>      # an entry of BenchmarkSupport's Operations.all, by benchmark name
//     CallgrindProbe operations                    # lists them in table order: name, a tab, what it does
//     CallgrindProbe firstUse <count>              # a validator for each of the first <count> ICU locales, each
//                                                  # its first use (as LocaleSetup.firstUse.eachLocale makes them)
//
// implementation: accepts (prints which implementations accept the text; count ignored) | status | verdict | edit | editMaxLength | scanner | numberFormatter | decimalParseStrategy | icuStrict | double
// locale: en_US | de_DE | fa_IR;  input: 7 | 16 | 64 | typing7 (as in the Keystroke benchmarks) | paste1MiB.
// scripts/callgrind.sh runs it twice with different counts and divides the difference in instructions by the
// difference in counts, so setup, process start and one-time initialisation cancel out.
// The loops are the benchmarks' loops: two nested loops, each result sent to `sink`.

let arguments = CommandLine.arguments
if arguments.count == 2 && arguments[1] == "operations" {
    for entry in Operations.all { print("\(entry.name)\t\(entry.summary)") }
    exit(0)
}
if arguments.count == 4 && arguments[1] == "operation" {
    guard let entry = Operations.named(arguments[2]), let count = Int(arguments[3]) else {
        print("usage: CallgrindProbe operation <name> <count>; names: CallgrindProbe operations")
        exit(2)
    }
    runOperation(entry.operation, count)
    exit(0)
}
if arguments.count == 3 && arguments[1] == "firstUse" {
    let identifiers = NumberSymbols.availableLocaleIdentifiers
    guard let count = Int(arguments[2]), (0...identifiers.count).contains(count) else {
        print("usage: CallgrindProbe firstUse <count>, count at most \(identifiers.count)")
        exit(2)
    }
    // Run with N and 2N: the difference over N is a first use's mean over the locales from the N-th on.
    for identifier in identifiers.prefix(count) { sink(try? NumericValidator(locale: identifier)) }
    exit(0)
}
guard arguments.count == 5, let count = Int(arguments[4]),
      let locale = BenchmarkLocale.all.first(where: { $0.identifier == arguments[2] })
else {
    print("usage: CallgrindProbe <implementation> <en_US|de_DE|fa_IR> <7|16|64|typing7|paste1MiB> <count>")
    exit(2)
}
let texts: [String] = switch arguments[3] {
case "typing7": Inputs.typing(locale)
case "paste1MiB": [Inputs.paste(locale, bytes: 1 << 20)]
default: [Inputs.field(locale, length: Int(arguments[3]) ?? 7)]
}

switch arguments[1] {
case "status":
    let validator = Inputs.validator(locale)
    runStatus(validator, texts, count)
case "verdict":
    let validator = Inputs.validator(locale)
    runVerdict(validator, texts, count)
case "edit", "editMaxLength":
    // The keystroke decision through the edit API: the last scalar of each text appended to the rest.
    var rule = InputRule.number(Inputs.validator(locale))
    if arguments[1] == "editMaxLength" { rule = rule.maxLength(64) }
    let edits = texts.map { text -> (current: String, offset: Int, appended: String) in
        var current = text
        let last = current.unicodeScalars.removeLast()
        return (compacted(current), current.utf16.count, compacted(String(last)))
    }
    runEdit(rule, edits, count)
case "accepts":
    // Not for callgrind: which implementations take the last text as a whole number.
    let text = texts[texts.count - 1]
    let scalars = text.unicodeScalars.map { $0.isASCII ? String($0) : "U+" + String($0.value, radix: 16, uppercase: true) }
    print("\(locale.identifier) \(arguments[3]) [\(scalars.joined(separator: " "))]")
    print("  NumericInput: \(Inputs.validator(locale).verdict(for: text))")
    for comparator in Comparator.allCases {
        let setup = ComparatorSetup(comparator, locale: locale)
        print("  \(comparator.name): \(setup.accepts(setup.prepare(text)) ? "accepts" : "rejects")")
    }
default:
    guard let comparator = Comparator(rawValue: arguments[1]) else {
        print("unknown implementation \(arguments[1])")
        exit(2)
    }
    let setup = ComparatorSetup(comparator, locale: locale)
    let inputs = texts.map(setup.prepare)
    setup.run(inputs, rounds: 1)   // one-time initialisation happens in both runs alike
    runComparator(setup, inputs, count)
}

// Named, never-inlined loops: `callgrind_annotate --inclusive=yes` shows each as one entry.
@inline(never)
func runStatus(_ validator: NumericValidator, _ texts: [String], _ count: Int) {
    repeatEach(texts, rounds: count) { sink(validator.status(of: $0)) }
}

@inline(never)
func runVerdictUTF16(_ validator: NumericValidator, _ units: [UInt16], _ count: Int) {
    for _ in 0..<count { sink(validator.verdict(forUTF16: units)) }
}

@inline(never)
func runVerdict(_ validator: NumericValidator, _ texts: [String], _ count: Int) {
    repeatEach(texts, rounds: count) { sink(validator.verdict(for: $0)) }
}

@inline(never)
func runEdit(_ rule: InputRule, _ edits: [(current: String, offset: Int, appended: String)], _ count: Int) {
    repeatEach(edits, rounds: count) { edit in
        sink((try? rule.evaluate(current: edit.current, utf16Offset: edit.offset, utf16Length: 0,
                                 replacement: edit.appended))?.isAccepted == true)
    }
}

@inline(never)
func runComparator(_ setup: ComparatorSetup, _ inputs: [ComparatorSetup.Input], _ count: Int) {
    setup.run(inputs, rounds: count)
}

/// One entry of the operation table, `count` times. Everything is built, checked and used once first (so one-time
/// initialisation happens in both runs of a pair alike); the loop body is the operation alone, its result to `sink`.
func runOperation(_ operation: Operations.Operation, _ count: Int) {
    switch operation {
    case .keystroke(let keystroke):
        runKeystroke(keystroke, keystroke.checkedRule(), count)
    case .verdict(let locale, let kind, let text):
        Operations.requireComplete(text, locale: locale, kind: kind)
        runVerdict(Inputs.validator(locale, kind: kind), text, count)
    case .status(let locale, let kind, let text):
        Operations.requireComplete(text, locale: locale, kind: kind)
        runStatus(Inputs.validator(locale, kind: kind), text, count)
    case .verdictUTF16(let locale, let kind, let text):
        Operations.requireComplete(text, locale: locale, kind: kind)
        runVerdictUTF16(Inputs.validator(locale, kind: kind), Array(text.utf16), count)
    case .validator(let locale, let kind):
        sink(Operations.cachedValidator(locale, kind: kind))
        runValidator(locale.identifier, kind, count)
    case .double(let text):
        precondition(Double(text) != nil, "Double rejects \(text)")
        runDouble(text, count)
    case .fieldPair(let make):
        runFieldPair(make(), count)
    case .stringEdit(let text, let appended):
        runStringEdit(StringEditPair(text, appended: appended), count)
    case .keystrokeFloor(let keystroke):
        runKeystrokeFloor(keystroke, keystroke.checkedFloor(), count)
    }
}

@inline(never)
func runKeystroke(_ keystroke: Operations.KeystrokeCase, _ rule: InputRule, _ count: Int) {
    for _ in 0..<count { sink(keystroke.decide(with: rule)) }
}

@inline(never)
func runKeystrokeFloor(_ keystroke: Operations.KeystrokeCase, _ floor: KeystrokeFloor, _ count: Int) {
    for _ in 0..<count { sink(keystroke.decide(with: floor)) }
}

@inline(never)
func runValidator(_ identifier: String, _ kind: NumericKind, _ count: Int) {
    for _ in 0..<count { sink(try? NumericValidator(locale: identifier, kind: kind)) }
}

@inline(never)
func runFieldPair(_ pair: FieldPair, _ count: Int) {
    for _ in 0..<count { sink(pair.run()) }
}

@inline(never)
func runStringEdit(_ pair: StringEditPair, _ count: Int) {
    for _ in 0..<count { sink(pair.run()) }
}

// One text, as `runDouble` takes its text: the loops over an array above retain and release each string they
// hand on (about 30 instructions), which the comparator's loop does not pay.
@inline(never)
func runVerdict(_ validator: NumericValidator, _ text: String, _ count: Int) {
    for _ in 0..<count { sink(validator.verdict(for: text)) }
}

@inline(never)
func runStatus(_ validator: NumericValidator, _ text: String, _ count: Int) {
    for _ in 0..<count { sink(validator.status(of: text)) }
}

@inline(never)
func runDouble(_ text: String, _ count: Int) {
    for _ in 0..<count { sink(Double(text)) }
}
