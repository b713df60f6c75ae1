/// How a pasted number was read: in the locale's convention, or in another one that was the only one to fit.
///
/// A paste is read three ways at most — as the locale writes numbers, with "." and "," in each other's roles,
/// and with a space or an apostrophe grouping — with digits of any Unicode decimal digit system. Each reading
/// that gives a number the field's kind accepts is a candidate; readings that give the same number are one.
///
/// | Paste | Locale | Reading | Value | Alternative |
/// |---|---|---|---|---|
/// | `1,234.56` | de_DE | certain | 1234.56 | — |
/// | `1.234` | de_DE | ambiguous | 1234 | 1.234 |
/// | `1,23` | en_US | certain | 1.23 | — |
/// | `1 234,5` | en_US | certain | 1234.5 | — |
/// | `१२३` | en_US | certain | 123 | — |
public struct PasteReading: Sendable, Hashable {
    /// Whether one reading fitted or two.
    public enum Certainty: String, Sendable, Hashable {
        /// Exactly one reading gives a number: the separators fix their roles ("1,234.56"), or there are none.
        case certain
        /// Two readings give different numbers ("1.234" in de_DE: 1234 or 1.234); the locale's was taken,
        /// unless the field refuses ambiguous pastes.
        case ambiguous
    }

    /// Whether the reading was the only one.
    public let certainty: Certainty
    /// The number as read, written as the locale writes it without grouping (the text inserted in the field).
    public let text: String
    /// The value of the pasted number as read.
    public let value: NumericValue
    /// For an ambiguous paste, the value of the reading not taken; nil when certain.
    public let alternative: NumericValue?
}

/// Reads pasted numbers in the conventions people paste them in.
enum PasteReader {
    /// Characters that separate digits in some convention: "." and ",", the Arabic decimal and thousands
    /// separators, spaces and apostrophes.
    static let separators: Set<UInt32> = [0x2E, 0x2C, 0x66B, 0x66C, 0x20, 0xA0, 0x202F, 0x2009, 0x27, 0x2019]
    static let spaces: Set<UInt32> = [0x20, 0xA0, 0x202F, 0x2009]

    /// The readings of `paste` that give a number `rule` calls complete (bounds and digit limits included), best
    /// first (the locale's own reading, then "." and "," swapped); nil when the paste does not look like one
    /// number (letters, two signs, separators in a row, digits of two systems) — it is then inserted as it is and
    /// the rule decides.
    static func read(_ paste: String, validator: NumericValidator, rule: InputRule) -> PasteReading? {
        // A number people paste is short: a long paste is not read (it goes to the rule as it is, in linear time).
        guard paste.utf8.count <= 4096 else { return nil }
        let symbols = validator.symbols
        let grammar = validator.grammar
        var scalars = Array(paste.unicodeScalars.map(\.value))
        // Surrounding white space and bidi marks are not part of a number.
        func isTrimmed(_ scalar: UInt32) -> Bool {
            NumberGrammar.bidiMarks.contains(scalar)
                || (Unicode.Scalar(scalar)?.properties.isWhitespace ?? false)
        }
        while let last = scalars.last, isTrimmed(last) { scalars.removeLast() }
        var start = 0
        while start < scalars.count, isTrimmed(scalars[start]) { start += 1 }
        guard start < scalars.count, scalars.count - start <= 4096 else { return nil }
        var index = start

        // Sign.
        var negative = false
        let minus = Set(stripMarks(symbols.minusSign) + [0x2D, 0x2212, 0x2012, 0x2013, 0xFE63, 0xFF0D])
        let plus = Set(stripMarks(symbols.plusSign) + [0x2B, 0xFF0B])
        if minus.contains(scalars[index]) { negative = true; index += 1 } else if plus.contains(scalars[index]) { index += 1 }
        while index < scalars.count, NumberGrammar.bidiMarks.contains(scalars[index]) { index += 1 }

        // Mantissa: digits and single separators; one digit system throughout.
        var digitZero: UInt32?
        var groups: [[UInt8]] = [[]]
        var marks: [UInt32] = []  // the separator before groups[i + 1]
        func digitValue(_ scalar: UInt32) -> UInt8? {
            guard let unicode = Unicode.Scalar(scalar), unicode.properties.numericType == .decimal,
                  let value = unicode.properties.numericValue, value >= 0, value <= 9 else { return nil }
            return UInt8(value)
        }
        let exponentSymbols = [stripMarks(symbols.exponentSymbol), [0x45], [0x65]].filter { !$0.isEmpty }
        func exponentLength(at position: Int) -> Int? {
            for symbol in exponentSymbols where scalars.count - position >= symbol.count
                && Array(scalars[position..<position + symbol.count]) == symbol {
                return symbol.count
            }
            return nil
        }
        var exponent: (negative: Bool, digits: [UInt8])?
        while index < scalars.count {
            let scalar = scalars[index]
            if let value = digitValue(scalar) {
                let zero = scalar - UInt32(value)
                if let digitZero, digitZero != zero { return nil }
                digitZero = zero
                groups[groups.count - 1].append(value)
                index += 1
            } else if separators.contains(scalar) || stripMarks(symbols.decimalSeparator) == [scalar]
                        || stripMarks(symbols.groupingSeparator) == [scalar] {
                guard !groups[groups.count - 1].isEmpty else { return nil }
                marks.append(scalar)
                groups.append([])
                index += 1
            } else if let length = exponentLength(at: index), !groups[groups.count - 1].isEmpty {
                index += length
                var expNegative = false
                if index < scalars.count, minus.contains(scalars[index]) { expNegative = true; index += 1 }
                else if index < scalars.count, plus.contains(scalars[index]) { index += 1 }
                var digits: [UInt8] = []
                while index < scalars.count, let value = digitValue(scalars[index]) {
                    let zero = scalars[index] - UInt32(value)
                    if let digitZero, digitZero != zero { return nil }
                    digits.append(value)
                    index += 1
                }
                guard !digits.isEmpty, index == scalars.count else { return nil }
                exponent = (expNegative, digits)
            } else {
                return nil
            }
        }
        guard let zero = digitZero, !(groups.last?.isEmpty ?? true) else { return nil }

        // Candidate decimal separators, the locale's first.
        let localeDecimal = stripMarks(symbols.decimalSeparator)
        var decimals: [UInt32?] = []
        if localeDecimal.count == 1 { decimals.append(localeDecimal[0]) }
        for candidate: UInt32 in [0x2E, 0x2C, 0x66B] where !decimals.contains(candidate) { decimals.append(candidate) }
        decimals.append(nil)

        var readings: [(integer: [UInt8], fraction: [UInt8])] = []
        for decimal in decimals {
            guard let reading = interpret(groups: groups, marks: marks, decimal: decimal, symbols: symbols) else { continue }
            if !readings.contains(where: { same($0, reading) }) { readings.append(reading) }
        }

        // The paste's digits are kept when the field reads them; others become the locale's.
        let keepsDigits = grammar.lexeme(of: zero).isDigit
        func write(_ reading: (integer: [UInt8], fraction: [UInt8])) -> String {
            var text = String.UnicodeScalarView()
            func digit(_ value: UInt8) {
                let scalar = keepsDigits ? Unicode.Scalar(zero + UInt32(value))! : symbols.digits[Int(value)]
                text.append(scalar)
            }
            if negative { text.append(contentsOf: symbols.minusSign.unicodeScalars) }
            reading.integer.forEach(digit)
            if !reading.fraction.isEmpty {
                text.append(contentsOf: symbols.decimalSeparator.unicodeScalars)
                reading.fraction.forEach(digit)
            }
            if let exponent {
                text.append(contentsOf: symbols.exponentSymbol.unicodeScalars)
                if exponent.negative { text.append(contentsOf: symbols.minusSign.unicodeScalars) }
                exponent.digits.forEach(digit)
            }
            return String(text)
        }
        var fitting: [(text: String, value: NumericValue)] = []
        for reading in readings {
            let text = write(reading)
            if case .complete(let value?) = rule.verdict(for: text),
               !fitting.contains(where: { $0.value == value }) {
                fitting.append((text, value))
            }
        }
        guard let first = fitting.first else { return nil }
        return PasteReading(certainty: fitting.count == 1 ? .certain : .ambiguous, text: first.text,
                            value: first.value, alternative: fitting.count > 1 ? fitting[1].value : nil)
    }

    /// The number the groups make with `decimal` as the decimal separator (nil: none) and every other mark a
    /// grouping separator, or nil when they do not make one: more than one decimal separator, two kinds of
    /// grouping character, grouping after the decimal separator, or groups of the wrong size (threes, or the
    /// locale's sizes).
    static func interpret(groups: [[UInt8]], marks: [UInt32], decimal: UInt32?, symbols: NumberSymbols)
        -> (integer: [UInt8], fraction: [UInt8])?
    {
        let decimalAt = decimal.flatMap { d in marks.firstIndex(of: d) }
        if let decimal, marks.filter({ $0 == decimal }).count > 1 { return nil }
        let integerMarks = decimalAt.map { Array(marks[..<$0]) } ?? marks
        // Grouping: one character (spaces count as one), never the Arabic decimal separator.
        if let first = integerMarks.first {
            for mark in integerMarks where mark != first && !(spaces.contains(mark) && spaces.contains(first)) {
                return nil
            }
            if first == 0x66B { return nil }
        }
        if let decimalAt, decimalAt != marks.count - 1 { return nil }
        let integerGroups = Array(groups[...(decimalAt ?? groups.count - 1)])
        if integerGroups.count > 1 {
            // Nobody groups a leading zero: "0.500" in de_DE is a half, not five hundred.
            if integerGroups[0].allSatisfy({ $0 == 0 }) { return nil }
            let sizes = integerGroups.map(\.count)
            func fits(primary: Int, secondary: Int) -> Bool {
                guard primary > 0, secondary > 0, sizes.last == primary, (1...secondary).contains(sizes[0]) else {
                    return false
                }
                return sizes.dropFirst().dropLast().allSatisfy { $0 == secondary }
            }
            let primary = symbols.primaryGroupingSize
            guard fits(primary: 3, secondary: 3)
                || fits(primary: primary, secondary: symbols.effectiveSecondaryGroupingSize) else { return nil }
        }
        let integer = integerGroups.flatMap { $0 }
        let fraction = decimalAt.map { groups[$0 + 1] } ?? []
        return (integer, fraction)
    }

    static func same(_ a: (integer: [UInt8], fraction: [UInt8]), _ b: (integer: [UInt8], fraction: [UInt8])) -> Bool {
        a.integer == b.integer && a.fraction == b.fraction
    }

    static func stripMarks(_ text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter { !NumberGrammar.bidiMarks.contains($0) }
    }
}
