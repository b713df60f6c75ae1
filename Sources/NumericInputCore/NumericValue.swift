/// The exact value of a complete number.
///
/// The value is `±significand × 10^exponent`, with `significand` a string of ASCII digits with no leading or
/// trailing zeros ("0" for zero, which is never negative). Nothing is rounded: "0,1" is exactly 1 × 10⁻¹.
///
/// ``canonical`` is the value as plain ASCII decimal: no exponent, no leading zeros, no trailing fraction
/// zeros, "-" only below zero ("-1,50" → "-1.5", "1e3" → "1000", "0,0" → "0", "007" → "7"). A plain form
/// needs as many zeros as the exponent says, so for an exponent that would need more than
/// ``maximumPlainPadding`` zeros ("1e999999999") `canonical` is instead the exact normalized scientific form
/// "1e999999999" / "-1.5e-2000" (one digit before the point, "e", the exponent), and ``isPlain`` is false.
/// The fields ``significand`` and ``exponent`` are exact either way. A value's exponent may pass the limit on a
/// *typed* exponent (±999,999,999: "90e999999999" is 9e1000000000), so ``init(_:)`` does not read back every
/// scientific canonical text; compare the fields instead.
///
/// The `NumericInput` module adds `decimal`, the value as a Foundation `Decimal` where it fits one exactly.
public struct NumericValue: Sendable, Hashable {
    /// Whether the value is below zero. Never true for zero ("-0" is 0).
    public let isNegative: Bool
    /// The significant digits in ASCII, without leading or trailing zeros; "0" for zero.
    public let significand: String
    /// The power of ten that scales ``significand``; 0 for zero.
    public let exponent: Int
    /// The canonical text of the value; see the type's discussion.
    public let canonical: String

    /// The most zeros a plain ``canonical`` form pads with before switching to scientific form.
    public static let maximumPlainPadding = 1_000

    /// Whether ``canonical`` is the plain decimal form (true unless the exponent is extreme).
    public var isPlain: Bool { !canonical.utf8.contains(UInt8(ascii: "e")) }

    /// Builds a value from digit values (0...9), of which the first `integerDigitCount` are the integer part,
    /// times 10^`exponent`.
    init(isNegative: Bool, digits: [UInt8], integerDigitCount: Int, exponent: Int) {
        var first = 0
        while first < digits.count, digits[first] == 0 { first += 1 }
        var last = digits.count
        while last > first, digits[last - 1] == 0 { last -= 1 }
        guard first < last else {
            self.init(isNegative: false, significand: "0", exponent: 0)
            return
        }
        // Value = digits[first..<last] × 10^(exponent + (integerDigitCount - last)).
        let significand = String(decoding: digits[first..<last].lazy.map { $0 &+ 0x30 }, as: UTF8.self)
        self.init(isNegative: isNegative, significand: significand,
                  exponent: exponent + (integerDigitCount - last))
    }

    /// Builds a value from its parts; `significand` must be ASCII digits without leading or trailing zeros.
    init(isNegative: Bool, significand: String, exponent: Int) {
        self.isNegative = isNegative
        self.significand = significand
        self.exponent = exponent
        self.canonical = NumericValue.canonicalText(isNegative: isNegative, significand: significand,
                                                    exponent: exponent)
    }

    /// A value whose canonical text is given (the ``NumericKind/digits`` kind keeps leading zeros).
    init(isNegative: Bool, significand: String, exponent: Int, canonical: String) {
        self.isNegative = isNegative
        self.significand = significand
        self.exponent = exponent
        self.canonical = canonical
    }

    static func canonicalText(isNegative: Bool, significand: String, exponent: Int) -> String {
        let sign = isNegative ? "-" : ""
        let count = significand.utf8.count
        if exponent >= 0 {
            if exponent <= maximumPlainPadding {
                return sign + significand + String(repeating: "0", count: exponent)
            }
        } else if -exponent < count {
            let split = significand.utf8.index(significand.utf8.startIndex, offsetBy: count + exponent)
            return sign + String(significand[..<split]) + "." + String(significand[split...])
        } else if -exponent - count <= maximumPlainPadding {
            return sign + "0." + String(repeating: "0", count: -exponent - count) + significand
        }
        // Scientific: d.ddd e (exponent + count - 1).
        let head = String(significand.prefix(1))
        let tail = String(significand.dropFirst())
        return sign + head + (tail.isEmpty ? "" : "." + tail) + "e" + String(exponent + count - 1)
    }
}

extension NumericValue: CustomStringConvertible {
    /// The same as ``canonical``.
    public var description: String { canonical }
}

extension NumericValue: Comparable {
    /// Orders values numerically.
    public static func < (lhs: NumericValue, rhs: NumericValue) -> Bool {
        DecimalDigits.compare(lhs, rhs) < 0
    }
}
