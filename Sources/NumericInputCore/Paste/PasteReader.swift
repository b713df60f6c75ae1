/// Reads pasted numbers in the conventions people paste them in: the one paste reader, for the field and for
/// rules that normalise pastes (``InputRule/normalizingPastes()``).
///
/// What a paste may contain comes from the grammar: its digits, signs, decimal and grouping separators and
/// exponent, plus what ``NumberGrammar`` lists as pasted characters (digits of any system, other conventions'
/// separators, word processors' dashes). The number read is written again in the locale's symbols, so the rule
/// only ever sees text it would take typed.
enum PasteReader {
    /// A number people paste is short: a longer paste is not read (it goes to the rule as it is, in linear time).
    static let maximumLength = 4096

    /// The readings of `paste` that give a number `rule` calls complete (bounds and digit limits included), best
    /// first (the locale's own reading, then "." and "," swapped); nil when the paste does not look like one
    /// number (letters, two signs, separators in a row, digits of two systems) — it is then inserted as it is and
    /// the rule decides.
    static func read(_ paste: String, validator: NumericValidator, rule: InputRule) -> PasteReading? {
        guard paste.utf8.count <= maximumLength else { return nil }
        let grammar = validator.grammar
        let symbols = grammar.symbols
        var scalars = Array(paste.unicodeScalars.map(\.value))
        // Surrounding white space and bidi marks are not part of a number.
        func isTrimmed(_ scalar: UInt32) -> Bool {
            NumberGrammar.isBidiMark(scalar) || (Unicode.Scalar(scalar)?.properties.isWhitespace ?? false)
        }
        while let last = scalars.last, isTrimmed(last) { scalars.removeLast() }
        var start = 0
        while start < scalars.count, isTrimmed(scalars[start]) { start += 1 }
        guard start < scalars.count else { return nil }
        var index = start

        func isMinus(_ scalar: UInt32) -> Bool {
            grammar.lexeme(of: scalar) == .minus || NumberGrammar.pastedMinusSigns.contains(scalar)
        }
        func isPlus(_ scalar: UInt32) -> Bool {
            grammar.lexeme(of: scalar) == .plus || NumberGrammar.pastedPlusSigns.contains(scalar)
        }
        func isSeparator(_ scalar: UInt32) -> Bool {
            let lexeme = grammar.lexeme(of: scalar)
            return lexeme == .decimalSeparator || lexeme == .groupingSeparator
                || NumberGrammar.pastedSeparators.contains(scalar)
        }

        // Sign.
        var negative = false
        if isMinus(scalars[index]) { negative = true; index += 1 } else if isPlus(scalars[index]) { index += 1 }
        while index < scalars.count, NumberGrammar.isBidiMark(scalars[index]) { index += 1 }

        // Mantissa: digits and single separators; one digit system throughout.
        var digitZero: UInt32?
        var groups: [[UInt8]] = [[]]
        var marks: [UInt32] = []  // the separator before groups[i + 1]
        func digit(at position: Int) -> UInt8? {
            guard let value = NumberGrammar.decimalDigitValue(of: scalars[position]) else { return nil }
            let zero = scalars[position] - UInt32(value)
            if let digitZero, digitZero != zero { return nil }
            digitZero = zero
            return value
        }
        var exponent: (negative: Bool, digits: [UInt8])?
        while index < scalars.count {
            let scalar = scalars[index]
            if let value = digit(at: index) {
                groups[groups.count - 1].append(value)
                index += 1
            } else if NumberGrammar.decimalDigitValue(of: scalar) != nil {
                return nil   // a digit of a second system
            } else if isSeparator(scalar) {
                guard !groups[groups.count - 1].isEmpty else { return nil }
                marks.append(scalar)
                groups.append([])
                index += 1
            } else if let length = grammar.exponentLength(scalars, at: index), !groups[groups.count - 1].isEmpty {
                index += length
                var expNegative = false
                if index < scalars.count, isMinus(scalars[index]) { expNegative = true; index += 1 }
                else if index < scalars.count, isPlus(scalars[index]) { index += 1 }
                var digits: [UInt8] = []
                while index < scalars.count, let value = digit(at: index) {
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
        var decimals: [UInt32?] = []
        if let localeDecimal = NumberGrammar.singleScalar(symbols.decimalSeparator) { decimals.append(localeDecimal) }
        for candidate in NumberGrammar.pastedDecimalSeparators where !decimals.contains(candidate) {
            decimals.append(candidate)
        }
        decimals.append(nil)

        var readings: [(integer: [UInt8], fraction: [UInt8])] = []
        for decimal in decimals {
            guard let reading = interpret(groups: groups, marks: marks, decimal: decimal, symbols: symbols) else { continue }
            if !readings.contains(where: { $0.integer == reading.integer && $0.fraction == reading.fraction }) {
                readings.append(reading)
            }
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
        let spaces = NumberGrammar.groupingSpaces
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
            func fits(_ grouping: DigitGrouping) -> Bool {
                guard grouping.primary > 0, sizes.last == grouping.primary,
                      (1...grouping.secondary).contains(sizes[0]) else { return false }
                return sizes.dropFirst().dropLast().allSatisfy { $0 == grouping.secondary }
            }
            guard fits(DigitGrouping(primary: 3, secondary: 3)) || fits(DigitGrouping(symbols)) else { return nil }
        }
        let integer = integerGroups.flatMap { $0 }
        let fraction = decimalAt.map { groups[$0 + 1] } ?? []
        return (integer, fraction)
    }
}
