import NumericInputCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Resident memory while long numbers go through every entry point that makes a value or drops one: the digits
// past 38 are kept in storage the scan owns by hand (an unmanaged reference in `ValueDigits`), which the value
// takes or the scan gives back. A path that forgot to give it back would grow the process by the text's size per
// call. Prints the resident size after a warm-up and after `rounds` more rounds (default 5,000);
// scripts/ci-extra-spill-memory.sh fails when it grew. Not a product: library users never build it.

/// The resident set size in bytes, from /proc/self/statm (0 where there is none: the check is Linux's).
func residentBytes() -> Int {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 128)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return 0 }
    let fields = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        .split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

let rounds = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 5_000 : 5_000
let numeric = NumericValidator(symbols: .posix, kind: .numeric)
let digitString = NumericValidator(symbols: .posix, kind: .digits)
let digits = String((0..<2_000).map { Character(String(1 + $0 % 9)) })
let rule = InputRule.number(numeric).maxLength(3_000)
/// One call of each: complete (the value takes the spill), partial and invalid (the scan gives it back), through
/// the validator, UTF-16, a rule, the digit-string kind, a scan's prefix and an edit. Returns how many results
/// were the expected ones (9).
func round() -> Int {
    var taken = 0
    if numeric.verdict(for: digits + ".5").value != nil { taken += 1 }
    if numeric.verdict(for: digits + "e") == .partial { taken += 1 }
    if numeric.verdict(for: digits + "x").rejection != nil { taken += 1 }
    if numeric.verdict(forUTF16: Array((digits + "x").utf16)).rejection != nil { taken += 1 }
    if rule.verdict(for: digits + "e-") == .partial { taken += 1 }
    if rule.verdict(for: digits).value != nil { taken += 1 }
    if digitString.verdict(for: "00" + digits).value != nil { taken += 1 }
    if numeric.scan(digits + "x", from: (digits + "x").startIndex).value != nil { taken += 1 }
    if (try? rule.evaluate(current: digits, utf16Offset: 2_000, utf16Length: 0, replacement: "x"))?.isAccepted == false {
        taken += 1
    }
    return taken
}

var taken = 0
for _ in 0..<100 { taken += round() }
let before = residentBytes()
for _ in 0..<rounds { taken += round() }
let after = residentBytes()
print("spill-memory: \(rounds) rounds, RSS \(before / 1024) KiB after the warm-up, \(after / 1024) KiB after, "
      + "\(taken) results as expected of \((rounds + 100) * 9)")
