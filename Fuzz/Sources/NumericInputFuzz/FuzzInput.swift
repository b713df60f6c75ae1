import NumericInput

/// One fuzz case, decoded from the bytes libFuzzer hands over.
///
/// Layout: eight header bytes (missing ones read as 0), then the body.
///
/// | byte | meaning |
/// |---|---|
/// | 0 | locale: index into ``FuzzTarget/localeIdentifiers`` (mod their count) |
/// | 1 | kind: `b % 6` in `NumericKind.allCases` order; grouping: `(b / 6) % 2` (1 = strict); API: `(b / 12) % 2` (1 = `String.Index` range); `(b / 24) % 2` = 1: the rule has no number |
/// | 2 | rule flags, see ``RuleFlags`` |
/// | 3 | rule parameter: max length `p % 24`; integer digits `p % 5`; fraction digits `(p / 5) % 4`; bounds `(p / 20) % count` |
/// | 4 | range start: below 0xF0 an offset into the current text (mod its length + 1), which may split a surrogate pair or a scalar; 0xF0 and up, a bad start from ``badStarts`` |
/// | 5 | range length: below 0xF0 a length that fits (mod what is left + 1); 0xF0 and up, a bad length from ``badLengths`` |
/// | 6 | how many body bytes are the current text; the rest is the replacement |
/// | 7 | where a second scan starts: a UTF-8 offset into the current text (mod its length + 1), maybe mid-scalar; and the ``NumericField`` options: bit 0 formats as you type, bit 1 decimal separator aliases, bit 2 sign toggle, bit 3 refuses ambiguous pastes, `(b / 16) % 3` the digit display |
///
/// The field check (``FuzzTarget/checkField(_:locale:_:)``) types the current text into a field key by key,
/// replaces the range of bytes 4 and 5 (taken in the field's text) with the replacement, then reads the whole body
/// once more as a program of edits (see ``FieldProgram``).
/// The body is decoded as UTF-8 lossily (an invalid byte becomes U+FFFD). The whole body is also read as UTF-16LE
/// code units, lone surrogates and all, for ``NumericValidator/verdict(forUTF16:)``.
struct FuzzInput {
    static let headerSize = 8

    let localeByte: UInt8
    let kindByte: UInt8
    let flags: RuleFlags
    let parameter: UInt8
    let startByte: UInt8
    let lengthByte: UInt8
    let splitByte: UInt8
    let scanByte: UInt8
    let current: String
    let replacement: String
    /// The body as UTF-16LE code units (an odd last byte is dropped).
    let units: [UInt16]

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        func header(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
        localeByte = header(0)
        kindByte = header(1)
        flags = RuleFlags(rawValue: header(2))
        parameter = header(3)
        startByte = header(4)
        lengthByte = header(5)
        splitByte = header(6)
        scanByte = header(7)
        let body = bytes.count > Self.headerSize ? UnsafeBufferPointer(rebasing: bytes[Self.headerSize...])
                                                 : UnsafeBufferPointer(start: nil, count: 0)
        let split = min(Int(splitByte), body.count)
        current = String(decoding: UnsafeBufferPointer(rebasing: body[..<split]), as: UTF8.self)
        replacement = String(decoding: UnsafeBufferPointer(rebasing: body[split...]), as: UTF8.self)
        units = stride(from: 0, to: body.count - 1, by: 2).map { UInt16(body[$0]) | UInt16(body[$0 + 1]) << 8 }
        self.body = Array(body)
    }

    // MARK: - Derived choices

    var kind: NumericKind { NumericKind.allCases[Int(kindByte) % NumericKind.allCases.count] }
    var grouping: GroupingPolicy { (kindByte / 6) % 2 == 1 ? .strict : .none }
    var usesIndexRange: Bool { (kindByte / 12) % 2 == 1 }
    var hasNumber: Bool { (kindByte / 24) % 2 == 0 }

    /// The range start in UTF-16 code units of `current`: in range (maybe splitting a pair) or bad.
    var utf16Start: Int {
        let count = current.utf16.count
        if startByte < 0xF0 { return Int(startByte) % (count + 1) }
        return Self.badStarts[Int(startByte - 0xF0) % Self.badStarts.count](count)
    }

    /// The range length in UTF-16 code units: fitting, or bad.
    var utf16Length: Int {
        let count = current.utf16.count
        let start = utf16Start
        if lengthByte < 0xF0 {
            guard (0...count).contains(start) else { return Int(lengthByte) }
            return Int(lengthByte) % (count - start + 1)
        }
        return Self.badLengths[Int(lengthByte - 0xF0) % Self.badLengths.count](count, start)
    }

    /// Starts no text of `count` code units has.
    static let badStarts: [@Sendable (Int) -> Int] = [
        { _ in -1 }, { _ in -2 }, { $0 + 1 }, { $0 + 2 }, { $0 + 1_000 }, { _ in Int.min }, { _ in Int.max },
        { _ in Int.max - 1 }, { _ in Int.min + 1 }, { -$0 - 1 }, { $0 + 3 }, { _ in -1_000_000 },
    ]

    /// Lengths that do not fit from `start` in a text of `count` code units.
    static let badLengths: [@Sendable (Int, Int) -> Int] = [
        { _, _ in -1 }, { _, _ in -2 }, { _, _ in Int.max }, { _, _ in Int.max - 1 }, { _, _ in Int.min },
        { count, start in count &- start &+ 1 }, { count, start in count &- start &+ 2 }, { _, _ in 1_000 },
        { _, start in Int.max &- start }, { count, start in count &- start &+ 7 },
    ]

    /// The bounds of the `String.Index` range as UTF-8 offsets; an offset past the end means an index that
    /// `current` does not have (taken from a longer string).
    var utf8Bounds: (lower: Int, upper: Int) {
        let count = current.utf8.count
        let lower = startByte < 0xF0 ? Int(startByte) % (count + 1) : count + 1 + Int(startByte - 0xF0) % 4
        if lower > count { return (lower, lower + Int(lengthByte) % 4) }
        let upper = lengthByte < 0xF0 ? lower + Int(lengthByte) % (count - lower + 1)
                                      : count + 1 + Int(lengthByte - 0xF0) % 4
        return (lower, upper)
    }

    /// Where the second scan starts, as a UTF-8 offset into `current` (maybe inside a scalar).
    var scanStart: Int { Int(scanByte) % (current.utf8.count + 1) }

    /// The field's options, from the scan byte's bits.
    var fieldOptions: FieldOptions {
        FieldOptions(formatsAsYouType: scanByte & 0x01 != 0,
                     digits: FieldOptions.DigitDisplay.allCases[Int(scanByte / 16) % FieldOptions.DigitDisplay.allCases.count],
                     decimalSeparatorAliases: scanByte & 0x02 != 0, togglesSign: scanByte & 0x04 != 0,
                     ambiguousPastes: scanByte & 0x08 != 0 ? .refuse : .takeLocaleReading)
    }

    /// The body bytes, for the field's edit program.
    let body: [UInt8]
}

/// Which constraints the fuzzed rule has.
struct RuleFlags: OptionSet {
    let rawValue: UInt8
    static let maxLength = RuleFlags(rawValue: 0x01)
    static let allowedCharacters = RuleFlags(rawValue: 0x02)
    static let disallowedCharacters = RuleFlags(rawValue: 0x04)
    static let bounds = RuleFlags(rawValue: 0x08)
    static let maxIntegerDigits = RuleFlags(rawValue: 0x10)
    static let maxFractionDigits = RuleFlags(rawValue: 0x20)
    static let validatedDeletions = RuleFlags(rawValue: 0x40)
    static let normalizingPastes = RuleFlags(rawValue: 0x80)
}

// MARK: - Encoding (for the seeds)

extension FuzzInput {
    /// The bytes that decode to a case: the inverse of `init(_:)` for in-range choices.
    static func encode(
        locale: String, kind: NumericKind, grouping: GroupingPolicy = .none, indexRange: Bool = false,
        flags: RuleFlags = [], parameter: UInt8 = 0, start: UInt8 = 0, length: UInt8 = 0, scan: UInt8 = 0,
        hasNumber: Bool = true, current: String, replacement: String = ""
    ) -> [UInt8] {
        guard let localeIndex = FuzzTarget.localeIdentifiers.firstIndex(of: locale),
              let kindIndex = NumericKind.allCases.firstIndex(of: kind)
        else { fatalError("seed names a locale or kind the target does not have: \(locale) \(kind)") }
        let currentBytes = Array(current.utf8)
        precondition(currentBytes.count < 256, "a seed's current text must be under 256 UTF-8 bytes")
        let kindByte = kindIndex + (grouping == .strict ? 6 : 0) + (indexRange ? 12 : 0) + (hasNumber ? 0 : 24)
        return [UInt8(localeIndex), UInt8(kindByte), flags.rawValue, parameter, start, length,
                UInt8(currentBytes.count), scan] + currentBytes + Array(replacement.utf8)
    }
}
