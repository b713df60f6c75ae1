// Cycles every locale × kind × grouping through the process-wide caches (NumericInputCache) and prints the
// resident memory after each cycle: with bounded caches it is flat after the first. Run by scripts/cache-memory.sh.
import NumericInput

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// VmRSS from /proc/self/status, in KiB; nil where there is no /proc.
func residentKiB() -> Int? {
    guard let file = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix("VmRSS:") {
            return Int(text.dropFirst(6).filter { $0.isNumber })
        }
    }
    return nil
}

let cycles = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 3
let locales = NumberSymbols.availableLocaleIdentifiers
print("locales: \(locales.count), kinds: \(NumericKind.allCases.count), groupings: \(GroupingPolicy.allCases.count)")
print("capacities: " + NumericInputCache.Name.allCases.map { "\($0) \(NumericInputCache.capacity(of: $0))" }
    .joined(separator: ", "))
print("before: RSS \(residentKiB().map(String.init) ?? "?") KiB")
var checksum = 0
for cycle in 1...cycles {
    var failures = 0
    for locale in locales {
        for kind in NumericKind.allCases {
            for grouping in GroupingPolicy.allCases {
                do {
                    let validator = try NumericValidator(locale: locale, kind: kind, grouping: grouping)
                    if validator.verdict(for: "12").isComplete { checksum += 1 }
                    if "12".isNumeric(symbols: validator.symbols, grouping: grouping) { checksum += 1 }
                } catch {
                    failures += 1
                }
            }
        }
    }
    let counts = NumericInputCache.Name.allCases.map { "\($0) \(NumericInputCache.count(of: $0))" }
        .joined(separator: ", ")
    print("cycle \(cycle): RSS \(residentKiB().map(String.init) ?? "?") KiB; entries: \(counts); failures \(failures)")
    if failures > 0 { exit(1) }
}
print("checksum \(checksum)")
