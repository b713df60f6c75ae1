import NumericInput

/// Minimal JSON for one-object-per-line output, keys in a fixed order.
struct JSONLine {
    private var members: [String] = []

    mutating func add(_ key: String, _ value: String) { members.append(Self.quote(key) + ":" + Self.quote(value)) }
    mutating func add(_ key: String, _ value: Int) { members.append(Self.quote(key) + ":" + String(value)) }
    mutating func add(_ key: String, _ value: Bool) { members.append(Self.quote(key) + ":" + String(value)) }
    mutating func add(_ key: String, _ value: [Int]) {
        members.append(Self.quote(key) + ":[" + value.map(String.init).joined(separator: ",") + "]")
    }

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
