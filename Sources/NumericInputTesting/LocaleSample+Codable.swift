import NumericInput

// Coded with the kind and grouping policy as their raw values ("positive-integer", "strict"): NumericKind and
// GroupingPolicy belong to NumericInputCore, which does not make them Codable, and a library must not add that
// conformance to another module's types.
extension LocaleSample {
    enum CodingKeys: String, CodingKey {
        case locale, kind, grouping, valid, invalid, typing, problem
    }

    /// Encodes the sample as JSON-friendly keys: `locale`, `kind`, `grouping`, `valid`, `invalid`, `typing`, and
    /// `problem` when there is one.
    ///
    /// ```swift
    /// let json = try JSONEncoder().encode(LocaleSample(locale: "de_DE"))
    /// ```
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: The encoder's errors.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(locale, forKey: .locale)
        try container.encode(kind.rawValue, forKey: .kind)
        try container.encode(grouping.rawValue, forKey: .grouping)
        try container.encode(valid, forKey: .valid)
        try container.encode(invalid, forKey: .invalid)
        try container.encode(typing, forKey: .typing)
        try container.encodeIfPresent(problem, forKey: .problem)
    }

    /// Decodes what ``encode(to:)`` wrote: fixtures checked in as JSON read back without ICU.
    ///
    /// ```swift
    /// let sample = try JSONDecoder().decode(LocaleSample.self, from: json)
    /// ```
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` for an unknown kind or grouping policy; the decoder's errors for
    ///   missing keys and wrong types.
    public init(from decoder: any Decoder) throws {
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
        self.locale = try container.decode(String.self, forKey: .locale)
        self.kind = kind
        self.grouping = grouping
        self.valid = try container.decode([Valid].self, forKey: .valid)
        self.invalid = try container.decode([Invalid].self, forKey: .invalid)
        self.typing = try container.decode(Typing.self, forKey: .typing)
        self.problem = try container.decodeIfPresent(String.self, forKey: .problem)
    }
}
