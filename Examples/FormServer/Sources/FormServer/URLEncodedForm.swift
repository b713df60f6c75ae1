/// A strict reader of `application/x-www-form-urlencoded` bodies, for forms whose field names are known.
///
/// Vapor's own decoder is lenient where a form of typed numbers must not be: a field sent twice keeps one of its
/// values, and bytes that are not UTF-8 become U+FFFD, so the text judged is not the text sent. This reader
/// takes the WHATWG urlencoded syntax ("&"-separated `name=value` pairs, "+" for a space, `%XX` escapes, empty
/// pairs skipped) and refuses, with an error that says which field and why:
/// - a name the form does not have, or one given more than once;
/// - a `%` not followed by two hexadecimal digits;
/// - a name or value that is not UTF-8 once unescaped;
/// - a value with a character no text input can hold and HTML cannot carry: the C0 and C1 controls but tab.
///
/// ```swift
/// let form = try URLEncodedForm(parsing: Array("price=1%2C5&quantity=2".utf8), names: ["price", "quantity"])
/// form.values["price"]   // "1,5"
/// ```
struct URLEncodedForm: Sendable, Equatable {
    /// Why a body is not a form of the expected fields.
    struct Failure: Error, Equatable, CustomStringConvertible {
        /// What the client is told (400).
        var description: String
    }

    /// Each field sent, by name, unescaped.
    var values: [String: String]

    /// Reads a form body.
    ///
    /// - Parameters:
    ///   - body: The body's bytes.
    ///   - names: The form's field names; any other name is refused.
    /// - Throws: ``Failure`` naming the first problem found.
    /// - Complexity: O(n) in the body's length; it stops at the first repeated or unknown name.
    init(parsing body: some Collection<UInt8>, names: Set<String>) throws(Failure) {
        values = [:]
        for pair in body.split(separator: Self.ampersand, omittingEmptySubsequences: true) {
            let separator = pair.firstIndex(of: Self.equals) ?? pair.endIndex
            let name = try Self.text(pair[..<separator], what: "a field name")
            guard names.contains(name) else {
                throw Failure(description: "unknown field \"\(Self.quoted(name))\"; the form has \(names.sorted())")
            }
            guard values[name] == nil else {
                throw Failure(description: "the field \"\(name)\" is sent more than once")
            }
            let value = separator == pair.endIndex ? "" : try Self.text(pair[pair.index(after: separator)...],
                                                                         what: "the field \"\(name)\"")
            if let control = value.unicodeScalars.first(where: Self.isRefusedControl) {
                throw Failure(description: "the field \"\(name)\" holds the control character U+"
                              + Self.hex(control.value) + ", which no text input can hold")
            }
            values[name] = value
        }
    }

    // MARK: - Bytes

    private static let ampersand = UInt8(ascii: "&")
    private static let equals = UInt8(ascii: "=")
    private static let plus = UInt8(ascii: "+")
    private static let percent = UInt8(ascii: "%")
    private static let space = UInt8(ascii: " ")

    /// One name or value: "+" and `%XX` unescaped, then read as UTF-8, strictly.
    private static func text(_ bytes: some Collection<UInt8>, what: String) throws(Failure) -> String {
        var unescaped: [UInt8] = []
        unescaped.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            bytes.formIndex(after: &index)
            switch byte {
            case plus:
                unescaped.append(space)
            case percent:
                guard index != bytes.endIndex, let high = hexValue(bytes[index]) else {
                    throw Failure(description: "\(what) has a \"%\" that is not followed by two hexadecimal digits")
                }
                bytes.formIndex(after: &index)
                guard index != bytes.endIndex, let low = hexValue(bytes[index]) else {
                    throw Failure(description: "\(what) has a \"%\" that is not followed by two hexadecimal digits")
                }
                bytes.formIndex(after: &index)
                unescaped.append(high << 4 | low)
            default:
                unescaped.append(byte)
            }
        }
        guard let text = String(validating: unescaped, as: UTF8.self) else {
            throw Failure(description: "\(what) is not UTF-8")
        }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// C0 controls but tab, DEL and the C1 controls: no text input holds them (a browser strips line breaks from
    /// a single-line input), and HTML cannot carry most of them back in an attribute.
    private static func isRefusedControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A name for an error message: at most 40 characters, controls spelled out.
    private static func quoted(_ name: String) -> String {
        let shown = name.unicodeScalars.prefix(40).map { scalar in
            isRefusedControl(scalar) ? "U+" + hex(scalar.value) : String(scalar)
        }.joined()
        return name.unicodeScalars.count > 40 ? shown + "…" : shown
    }
}
