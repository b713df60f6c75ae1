/// What a ``NumericFormatStyle`` and its ``NumericParseStrategy`` share: the compiled validator, which holds the
/// symbols, the kind and the grouping policy. Equal, hashed and coded by those three; the validator is compiled
/// again from them when decoded.
struct NumericFormatConfiguration: Sendable {
    let validator: NumericValidator

    var symbols: NumberSymbols { validator.symbols }
    var kind: NumericKind { validator.kind }
    var grouping: GroupingPolicy { validator.grouping }

    // MARK: - Formatting

    /// The locale's text for a value: see ``NumericFormatStyle/format(_:)``. Core's writer, which the field and
    /// the samples share.
    func format(_ value: NumericValue) -> String { validator.format(value) }

    // MARK: - Parsing

    /// The value of a text the validator calls complete, as `Value`: see ``NumericParseStrategy/parse(_:)``.
    func parse<Value: NumericFormatValue>(_ text: String, as _: Value.Type) throws(NumericParseError) -> Value {
        switch validator.verdict(for: text) {
        case .invalid(let reason, let offset):
            throw NumericParseError(
                code: .invalid, reason: reason, offset: offset,
                message: "\(text.debugDescription) is not a number: \(reason) at UTF-16 offset \(offset)")
        case .partial:
            throw NumericParseError(
                code: .incomplete, offset: text.utf16.count,
                message: "\(text.debugDescription) is only the beginning of a number")
        case .complete(let value):
            // A validator's complete verdicts always carry a value (Verdict's documentation).
            guard let value else {
                throw NumericParseError(code: .invalid, reason: .unexpectedCharacter, offset: 0,
                                        message: "\(text.debugDescription) has no value")
            }
            // "1," is complete to the validator (a trailing separator is harmless while typing), but as a value
            // to commit it is half-typed: the digits that should follow are missing.
            if validator.scan(text, from: text.startIndex).tokens.last?.kind == .decimalSeparator {
                throw NumericParseError(
                    code: .incomplete, offset: text.utf16.count,
                    message: "\(text.debugDescription) ends with its decimal separator: a digit must follow")
            }
            return try Value(numericValue: value)
        }
    }
}

// MARK: - Equality

extension NumericFormatConfiguration: Hashable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kind == rhs.kind && lhs.grouping == rhs.grouping && lhs.symbols == rhs.symbols
            && lhs.validator.style == rhs.validator.style
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(symbols)
        hasher.combine(kind)
        hasher.combine(grouping)
        hasher.combine(validator.style)
    }
}

// MARK: - Coding

/// A style is coded as its symbols, field by field, with its kind and grouping policy: it decodes to the same
/// style on any machine, without ICU and whatever the user's settings there, and a style made from
/// `Locale.current` keeps the user's separators.
///
/// ```json
/// {"kind": "decimal", "grouping": "none",
///  "symbols": {"localeIdentifier": "de_DE", "decimalSeparator": ",", "groupingSeparator": ".",
///              "primaryGroupingSize": 3, "secondaryGroupingSize": 0, "minimumGroupingDigits": 1,
///              "minusSign": "-", "plusSign": "+", "exponentSymbol": "E", "digits": "0123456789"}}
/// ```
extension NumericFormatConfiguration: Codable {
    enum CodingKeys: String, CodingKey {
        case symbols, kind, grouping, style
    }

    enum SymbolKeys: String, CodingKey {
        case localeIdentifier, decimalSeparator, groupingSeparator, primaryGroupingSize, secondaryGroupingSize
        case minimumGroupingDigits, minusSign, plusSign, exponentSymbol, digits
    }

    enum StyleKeys: String, CodingKey {
        case name, currency, positive, negative, fractionDigits, symbols
    }

    enum AffixKeys: String, CodingKey {
        case prefix, suffix
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind.rawValue, forKey: .kind)
        try container.encode(grouping.rawValue, forKey: .grouping)
        var nested = container.nestedContainer(keyedBy: SymbolKeys.self, forKey: .symbols)
        try Self.encode(symbols, into: &nested)
        // A style's affixes are coded whole, as the symbols are: the style decodes the same without locale data.
        guard let style = validator.style else { return }
        var styleContainer = container.nestedContainer(keyedBy: StyleKeys.self, forKey: .style)
        try styleContainer.encode(style.style.name, forKey: .name)
        try styleContainer.encodeIfPresent(style.style.currencyCode, forKey: .currency)
        for (key, affixes) in [(StyleKeys.positive, style.positive), (.negative, style.negative)] {
            var list = styleContainer.nestedUnkeyedContainer(forKey: key)
            for pair in affixes {
                var item = list.nestedContainer(keyedBy: AffixKeys.self)
                try item.encode(pair.prefix, forKey: .prefix)
                try item.encode(pair.suffix, forKey: .suffix)
            }
        }
        try styleContainer.encodeIfPresent(style.fractionDigits, forKey: .fractionDigits)
        if let own = style.numberSymbols {
            var ownContainer = styleContainer.nestedContainer(keyedBy: SymbolKeys.self, forKey: .symbols)
            try Self.encode(own, into: &ownContainer)
        }
    }

    private static func encode(_ symbols: NumberSymbols, into nested: inout KeyedEncodingContainer<SymbolKeys>) throws {
        try nested.encode(symbols.localeIdentifier, forKey: .localeIdentifier)
        try nested.encode(symbols.decimalSeparator, forKey: .decimalSeparator)
        try nested.encode(symbols.groupingSeparator, forKey: .groupingSeparator)
        try nested.encode(symbols.primaryGroupingSize, forKey: .primaryGroupingSize)
        try nested.encode(symbols.secondaryGroupingSize, forKey: .secondaryGroupingSize)
        try nested.encode(symbols.minimumGroupingDigits, forKey: .minimumGroupingDigits)
        try nested.encode(symbols.minusSign, forKey: .minusSign)
        try nested.encode(symbols.plusSign, forKey: .plusSign)
        try nested.encode(symbols.exponentSymbol, forKey: .exponentSymbol)
        try nested.encode(String(String.UnicodeScalarView(symbols.digits)), forKey: .digits)
    }

    /// Decodes what ``encode(to:)`` wrote, checking it: every value `NumberSymbols` would otherwise replace or
    /// clamp silently is an error here.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for an unknown kind or grouping policy, digits that are not ten
    ///   distinct characters of one numbering system in order, a decimal separator equal to the grouping separator, an empty decimal separator, sign or exponent symbol, a negative grouping size or a
    ///   minimum grouping digits below 1; the decoder's errors for missing keys and wrong types.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kindName = try container.decode(String.self, forKey: .kind)
        guard let kind = NumericKind(rawValue: kindName) else {
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "\(kindName.debugDescription) is not a NumericKind")
        }
        let groupingName = try container.decode(String.self, forKey: .grouping)
        guard let grouping = GroupingPolicy(rawValue: groupingName) else {
            throw DecodingError.dataCorruptedError(
                forKey: .grouping, in: container,
                debugDescription: "\(groupingName.debugDescription) is not a GroupingPolicy")
        }
        let symbols = try Self.decodeSymbols(
            try container.nestedContainer(keyedBy: SymbolKeys.self, forKey: .symbols), in: container, key: .symbols)
        guard container.contains(.style) else {
            self.validator = NumericValidator(symbols: symbols, kind: kind, grouping: grouping)
            return
        }
        let styleContainer = try container.nestedContainer(keyedBy: StyleKeys.self, forKey: .style)
        let name = try styleContainer.decode(String.self, forKey: .name)
        let code = try styleContainer.decodeIfPresent(String.self, forKey: .currency)
        let style: NumberStyle
        switch (name, code) {
        case ("percent", nil): style = .percent
        case ("permille", nil): style = .perMille
        case ("currency", let code?): style = .currency(code)
        case ("accounting", let code?): style = .accounting(code)
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .name, in: styleContainer,
                debugDescription: "\(name.debugDescription) with currency \(code.debugDescription) is not a style")
        }
        func affixes(_ key: StyleKeys) throws -> [StyleSymbols.Affixes] {
            var list = try styleContainer.nestedUnkeyedContainer(forKey: key)
            var result: [StyleSymbols.Affixes] = []
            while !list.isAtEnd {
                let item = try list.nestedContainer(keyedBy: AffixKeys.self)
                result.append(.init(prefix: try item.decode(String.self, forKey: .prefix),
                                    suffix: try item.decode(String.self, forKey: .suffix)))
            }
            return result
        }
        let positive = try affixes(.positive)
        let negative = try affixes(.negative)
        guard !positive.isEmpty, positive.count == negative.count else {
            throw DecodingError.dataCorruptedError(
                forKey: .positive, in: styleContainer,
                debugDescription: "a style needs as many positive as negative affixes, at least one")
        }
        let fractionDigits = try styleContainer.decodeIfPresent(Int.self, forKey: .fractionDigits)
        if let fractionDigits, fractionDigits < 0 {
            throw DecodingError.dataCorruptedError(forKey: .fractionDigits, in: styleContainer,
                                                   debugDescription: "\(fractionDigits) is below 0")
        }
        let own = try styleContainer.contains(.symbols) ? Self.decodeSymbols(
            try styleContainer.nestedContainer(keyedBy: SymbolKeys.self, forKey: .symbols), in: styleContainer,
            key: .symbols) : nil
        self.validator = NumericValidator(
            symbols: symbols, kind: kind, grouping: grouping,
            style: StyleSymbols(style: style, positive: positive, negative: negative, fractionDigits: fractionDigits,
                                numberSymbols: own))
    }

    /// Symbols as ``encode(to:)`` writes them, checked.
    private static func decodeSymbols<Key: CodingKey>(
        _ nested: KeyedDecodingContainer<SymbolKeys>, in container: KeyedDecodingContainer<Key>, key: Key
    ) throws -> NumberSymbols {
        func text(_ key: SymbolKeys, mayBeEmpty: Bool = false) throws -> String {
            let value = try nested.decode(String.self, forKey: key)
            guard mayBeEmpty || !value.isEmpty else {
                throw DecodingError.dataCorruptedError(forKey: key, in: nested, debugDescription: "empty")
            }
            return value
        }
        func size(_ key: SymbolKeys, minimum: Int) throws -> Int {
            let value = try nested.decode(Int.self, forKey: key)
            guard value >= minimum else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: nested, debugDescription: "\(value) is below \(minimum)")
            }
            return value
        }
        let digits = Array(try text(.digits).unicodeScalars)
        guard digits.count == 10, Set(digits).count == 10 else {
            throw DecodingError.dataCorruptedError(
                forKey: .digits, in: nested, debugDescription: "not ten distinct characters")
        }
        let symbols: NumberSymbols
        do {
            symbols = try NumberSymbols(
                localeIdentifier: try text(.localeIdentifier, mayBeEmpty: true),
                decimalSeparator: try text(.decimalSeparator),
                groupingSeparator: try text(.groupingSeparator, mayBeEmpty: true),
                primaryGroupingSize: try size(.primaryGroupingSize, minimum: 0),
                secondaryGroupingSize: try size(.secondaryGroupingSize, minimum: 0),
                minimumGroupingDigits: try size(.minimumGroupingDigits, minimum: 1),
                minusSign: try text(.minusSign),
                plusSign: try text(.plusSign),
                exponentSymbol: try text(.exponentSymbol),
                digits: digits)
        } catch let error as NumberSymbolsError {
            // What the per-key checks above leave to NumberSymbols: digits of two systems or out of order, the
            // decimal separator equal to the grouping separator.
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.message)
        }
        return symbols
    }
}
