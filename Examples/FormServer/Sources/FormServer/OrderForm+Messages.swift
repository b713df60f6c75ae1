// The sentences that tell a person what is wrong with a field and where. The prose is English (this example does
// not translate its interface); every number in it (a position, a bound) is written as the locale writes numbers.
import NumericInput

extension OrderForm {
    /// Where a UTF-16 offset falls in a text, counted as a person counts: characters (grapheme clusters), from 1.
    struct Position: Equatable {
        /// The character's number, from 1; the text's character count + 1 when the offset is at the end.
        var number: Int
        /// The character at the offset; nil at the end of the text.
        var character: Character?
    }

    /// The character holding a UTF-16 offset (an offset inside a character counts as that character).
    ///
    /// ```swift
    /// OrderForm.position(in: "1,5", utf16Offset: 1)    // Position(number: 2, character: ",")
    /// OrderForm.position(in: "👍🏽x", utf16Offset: 4)  // Position(number: 2, character: "x")
    /// ```
    ///
    /// - Complexity: O(n) in the text's length; never traps, whatever the offset.
    static func position(in text: String, utf16Offset offset: Int) -> Position {
        var start = 0
        var number = 1
        for character in text {
            let end = start + character.utf16.count
            if offset < end { return Position(number: number, character: character) }
            start = end
            number += 1
        }
        return Position(number: number, character: nil)
    }

    /// A character as a message quotes it: “x”, or, when it cannot be seen, what it is and its code points
    /// ("a space (U+202F)", "an invisible mark (U+200E)").
    static func describe(_ character: Character) -> String {
        let codes = character.unicodeScalars.map { scalar -> String in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
        let categories = character.unicodeScalars.map(\.properties.generalCategory)
        if categories.allSatisfy({ $0 == .spaceSeparator }) { return "a space (\(codes))" }
        let invisible = categories.allSatisfy { category in
            switch category {
            case .format, .control, .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator: true
            default: false
            }
        }
        return invisible ? "an invisible mark (\(codes))" : "“\(character)”"
    }

    /// "Character 6 (“,”)" or "The end": the place a message names.
    private func place(_ position: Position) -> String {
        guard let character = position.character else { return "At the end" }
        return "Character \(written(position.number)) (\(Self.describe(character)))"
    }

    /// The sentence for a refused text: the place first, then what is wrong there, then what the field takes.
    func message(_ field: OrderField, text: String, rejection: Rejection) -> String {
        let position = Self.position(in: text, utf16Offset: rejection.offset)
        let place = place(position)
        let example = example(for: field)
        let symbols = locale.symbols
        switch rejection.reason {
        case .unexpectedCharacter:
            return "\(place) cannot be part of a number here; write the \(field.noun) as in \(example)."
        case .misplacedSymbol:
            return "\(place) is out of place; write the \(field.noun) as in \(example)."
        case .signNotAllowed:
            return "\(place): a \(field.noun) has no sign."
        case .decimalSeparatorNotAllowed:
            return "\(place): a \(field.noun) is a whole number, without “\(symbols.decimalSeparator)”."
        case .exponentNotAllowed, .exponentOutOfRange:
            return "\(place): no exponent here; write the \(field.noun) as in \(example)."
        case .groupingSeparatorNotAllowed:
            return "\(place): write the \(field.noun) without grouping separators, as in \(example)."
        case .misplacedGroupingSeparator:
            return "\(place) breaks the digit groups; group as in \(written(1_234_567)) or not at all."
        case .mixedDigitSystems:
            return "\(place) is a digit of another script than the first digit; use one kind of digits."
        case .tooLong:
            let limit = field == .reference ? Self.referenceLength : Self.numberLength
            return "\(place) is one too many: at most \(written(limit)) characters."
        case .characterNotAllowed, .characterDisallowed:
            return "\(place) is not allowed; use A–Z, a–z, 0–9 and “-”."
        case .tooManyIntegerDigits:
            return "\(place) is one digit too many before “\(symbols.decimalSeparator)”."
        case .tooManyFractionDigits:
            return "\(place) is one digit too many: at most \(written(Self.fractionDigits)) digits after "
                + "“\(symbols.decimalSeparator)”."
        case .belowMinimum:
            return "\(place): the \(field.noun) would be less than \(written(minimum(of: field)))."
        case .aboveMaximum:
            return "\(place): the \(field.noun) would be more than \(written(maximum(of: field)))."
        default:
            // A reason added to the library after this example was written: its name, not a guess.
            return "\(place): \(rejection.reason.name)."
        }
    }

    /// The sentence for a number left half-typed ("1,", "-").
    func incompleteMessage(_ field: OrderField, text: String) -> String {
        let position = Self.position(in: text, utf16Offset: text.utf16.count)
        let last = text.last.map { " " + Self.describe($0) } ?? ""
        return "Not finished: the \(field.noun) stops after character \(written(position.number - 1))\(last); "
            + "write it as in \(example(for: field))."
    }

    private func minimum(of field: OrderField) -> Int {
        switch field {
        case .price: 0
        case .quantity: Self.quantityRange.lowerBound
        case .discount: Self.discountRange.lowerBound
        case .reference: 0
        }
    }

    private func maximum(of field: OrderField) -> Int {
        switch field {
        case .price: Self.maximumPrice
        case .quantity: Self.quantityRange.upperBound
        case .discount: Self.discountRange.upperBound
        case .reference: 0
        }
    }
}
