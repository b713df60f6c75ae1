import ArgumentParser
import NumericInput

/// The options every command that validates shares.
struct ValidationOptions: ParsableArguments {
    @Option(help: "Locale id, ICU (de_DE@numbers=arab) or BCP 47 (de-DE-u-nu-arab). Default: the current locale.")
    var locale: String?

    @Option(help: "numeric, decimal, integer, positive-integer, scientific or digits.")
    var kind: String = "numeric"

    @Option(help: "none (grouping separators are invalid) or strict (only where the locale's group sizes put them).")
    var grouping: String = "none"

    func validate() throws {
        guard NumericKind(rawValue: kind) != nil else {
            throw ValidationError("unknown kind '\(kind)'; expected one of "
                + NumericKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard GroupingPolicy(rawValue: grouping) != nil else {
            throw ValidationError("unknown grouping '\(grouping)'; expected none or strict")
        }
    }

    func symbols() throws(LocaleError) -> NumberSymbols {
        if let locale { return try NumberSymbols(locale: locale) }
        return try NumberSymbols.current()
    }

    func validator() throws(LocaleError) -> NumericValidator {
        NumericValidator(symbols: try symbols(), kind: NumericKind(rawValue: kind) ?? .numeric,
                         grouping: GroupingPolicy(rawValue: grouping) ?? .none)
    }
}

/// Minimal JSON for one-object-per-line output, keys in a fixed order.
struct JSONLine {
    private var members: [String] = []

    mutating func add(_ key: String, _ value: String) { members.append(Self.quote(key) + ":" + Self.quote(value)) }
    mutating func add(_ key: String, _ value: Int) { members.append(Self.quote(key) + ":" + String(value)) }
    mutating func add(_ key: String, _ value: Bool) { members.append(Self.quote(key) + ":" + String(value)) }

    var text: String { "{" + members.joined(separator: ",") + "}" }

    static func quote(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.properties.generalCategory == .format
                || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator:
                let hex = String(scalar.value, radix: 16)
                if scalar.value > 0xFFFF {
                    let value = scalar.value - 0x10000
                    result += String(format: "\\u%04x\\u%04x", 0xD800 + (value >> 10), 0xDC00 + (value & 0x3FF))
                } else {
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
