// MARK: - Codable

/// A value is coded as its ``NumericValue/canonical`` text, a string: exact whatever its size, where a JSON
/// number would pass through `Double`. Decoding takes exactly the canonical texts, so that every value has one
/// encoding and every encoding one value.
extension NumericValue: Codable {
    /// Encodes the value as its ``canonical`` text in a single value container: `"-1.5"`, `"1000"`,
    /// `"1e999999999"`, `"007"` for a digit string.
    ///
    /// ```swift
    /// try JSONEncoder().encode(validator.verdict(for: "-1,50").value!)   // "\"-1.5\""
    /// ```
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: The encoder's errors.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(canonical)
    }

    /// Decodes a value from its ``canonical`` text, and from nothing else.
    ///
    /// A text is taken when it is the canonical text of the value it denotes: plain ASCII decimal with no
    /// leading or trailing zeros, "-" only below zero, no "+", no exponent except the scientific form
    /// ``canonical`` uses past ``maximumPlainPadding`` zeros ("1e999999999", "-1.5e-2000"). So "1.50", "+1",
    /// "-0", "1e3", "01" and " 1" are refused, each with a message naming the canonical form when there is
    /// one. A text of two or more ASCII digits starting with "0" ("007", "00") is a digit string
    /// (``NumericKind/digits``), the one place leading zeros are canonical.
    ///
    /// ```swift
    /// try JSONDecoder().decode(NumericValue.self, from: Data("\"-1.5\"".utf8)).canonical   // "-1.5"
    /// try JSONDecoder().decode(NumericValue.self, from: Data("\"1.50\"".utf8))   // throws dataCorrupted
    /// ```
    ///
    /// Encoding then decoding gives back an equal value, with one exception: a digit string without leading
    /// zeros ("7", typed in a ``NumericKind/digits`` field) has the canonical text of the number 7 and comes back
    /// as that number, with the same ``canonical``, ``significand`` and ``exponent``.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` when the string is not a canonical text, with a message that says
    ///   why; `DecodingError.typeMismatch` when the value is not a string (a JSON number).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        switch Self.fromCanonical(text) {
        case .success(let value): self = value
        case .failure(let problem):
            throw DecodingError.dataCorruptedError(in: container, debugDescription: problem.message)
        }
    }

    /// Why a text is not a canonical value.
    struct CanonicalTextProblem: Error {
        let message: String
    }

    /// The value whose canonical text `text` is.
    static func fromCanonical(_ text: String) -> Result<NumericValue, CanonicalTextProblem> {
        let shown = text.utf8.count <= 60 ? text.debugDescription : String(text.prefix(60)).debugDescription + "…"
        func notANumber(_ why: String) -> Result<NumericValue, CanonicalTextProblem> {
            .failure(CanonicalTextProblem(message: "\(shown) is not a canonical NumericValue: \(why)"))
        }

        let utf8 = text.utf8
        let isDigitString = utf8.count > 1 && utf8.first == UInt8(ascii: "0")
            && utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
        let value: NumericValue
        if isDigitString {
            guard let digits = NumericValidator.canonicalDigitString.verdict(for: text).value else {
                return notANumber("not a digit string")
            }
            value = digits
        } else if let marker = utf8.firstIndex(of: UInt8(ascii: "e")) {
            // The scientific form: a mantissa with one digit before the point, "e", an exponent that may pass the
            // limit on a typed one ("9e1000000000"), so it is read here rather than by the scanner.
            let mantissaText = String(text[..<marker])
            let exponentText = text.utf8[utf8.index(after: marker)...]
            guard let mantissa = NumericValidator.canonicalMantissa.verdict(for: mantissaText).value,
                  !mantissa.isZero
            else {
                return notANumber("the part before \"e\" is not a non-zero decimal")
            }
            guard let exponent = Self.exponent(exponentText) else {
                return notANumber("the part after \"e\" is not an exponent of at most 18 digits")
            }
            value = NumericValue(isNegative: mantissa.isNegative, storage: mantissa.storage,
                                 exponent: mantissa.exponent + exponent)
        } else {
            guard let plain = NumericValidator.canonicalMantissa.verdict(for: text).value else {
                return notANumber("not a plain ASCII decimal")
            }
            value = plain
        }
        let canonical = value.canonical
        guard canonical == text else {
            let shownCanonical = canonical.utf8.count <= 60 ? canonical.debugDescription
                : String(canonical.prefix(60)).debugDescription + "…"
            return notANumber("the canonical text of its value is \(shownCanonical)")
        }
        return .success(value)
    }

    /// "-123" → -123, for at most 18 digits (so that adding a mantissa's exponent cannot overflow); nil for
    /// anything else. Non-canonical exponents ("+5", "05") are read here and refused by the final comparison.
    private static func exponent(_ text: Substring.UTF8View) -> Int? {
        var bytes = text[...]
        let isNegative = bytes.first == UInt8(ascii: "-")
        if isNegative { bytes = bytes.dropFirst() }
        guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
        var magnitude = 0
        for byte in bytes {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            magnitude = magnitude * 10 + Int(byte - 0x30)
        }
        return isNegative ? -magnitude : magnitude
    }
}

extension NumericValidator {
    /// Plain ASCII decimals without an exponent: canonical texts and the mantissas of scientific ones.
    static let canonicalMantissa = NumericValidator(symbols: .posix, kind: .decimal)
    /// ASCII digit strings, for canonical digit strings ("007").
    static let canonicalDigitString = NumericValidator(symbols: .posix, kind: .digits)
}
