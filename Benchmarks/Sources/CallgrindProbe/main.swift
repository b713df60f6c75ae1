import BenchmarkSupport
#if canImport(Glibc)
import Glibc
#endif
import NumericInput

// Runs one implementation on one keystroke input N times, for instruction counts under callgrind:
//
//     CallgrindProbe <implementation> <locale> <input> <count>
//
// implementation: accepts (prints which implementations accept the text; count ignored) | status | verdict | edit | editMaxLength | scanner | numberFormatter | decimalParseStrategy | icuStrict | double
// locale: en_US | de_DE | fa_IR;  input: 7 | 16 | 64 | typing7 (as in the Keystroke benchmarks) | paste1MiB.
// scripts/callgrind.sh runs it twice with different counts and divides the difference in instructions by the
// difference in counts, so setup, process start and one-time initialisation cancel out.
// The loops are the benchmarks' loops: two nested loops, each result sent to `sink`.

let arguments = CommandLine.arguments
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
        return (current, current.utf16.count, String(last))
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
    for _ in 0..<count { for text in texts { sink(validator.status(of: text)) } }
}

@inline(never)
func runVerdict(_ validator: NumericValidator, _ texts: [String], _ count: Int) {
    for _ in 0..<count { for text in texts { sink(validator.verdict(for: text)) } }
}

@inline(never)
func runEdit(_ rule: InputRule, _ edits: [(current: String, offset: Int, appended: String)], _ count: Int) {
    for _ in 0..<count {
        for edit in edits {
            sink((try? rule.evaluate(current: edit.current, utf16Offset: edit.offset, utf16Length: 0,
                                     replacement: edit.appended))?.isAccepted == true)
        }
    }
}

@inline(never)
func runComparator(_ setup: ComparatorSetup, _ inputs: [ComparatorSetup.Input], _ count: Int) {
    setup.run(inputs, rounds: count)
}
