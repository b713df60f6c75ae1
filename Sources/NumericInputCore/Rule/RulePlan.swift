/// An ``InputRule`` (or a bare ``NumericValidator``) compiled once into what a scan reads: the stages it needs,
/// chosen up front, and each stage's tables. Held by reference, so copying a rule or a validator is one retain;
/// a field without a stage pays nothing for it.
final class RulePlan: Sendable {
    /// The rule as written.
    let configuration: InputRule.Configuration
    /// The number grammar (without an exponent when the rule has bounds); nil for a text-only rule.
    let grammar: NumberGrammar?
    /// Limits, `Int.max` when absent, so the scan compares without unwrapping.
    let maxLength: Int
    let maxIntegerDigits: Int
    let maxFractionDigits: Int
    /// Allowed and disallowed characters; nil when the rule has neither.
    let characters: CharacterCheck?
    /// Value bounds; nil when the rule has none.
    let bounds: Bounds?
    /// Whether a scan counts grapheme clusters (for the length or the character sets).
    let countsGraphemes: Bool
    /// With a limit on length or digits, every lexeme changes what the bounds can reach.
    let checksBoundsOnEveryLexeme: Bool
    /// Whether a bounded number may still take fraction digits.
    let allowsFraction: Bool
    /// `bounds != nil` and `characters != nil`, read without touching the references.
    let hasBounds: Bool
    let checksCharacters: Bool

    init(_ configuration: InputRule.Configuration, grammar: NumberGrammar?) {
        self.configuration = configuration
        let hasBounds = configuration.minimum != nil || configuration.maximum != nil
        let grammar = hasBounds ? (grammar?.withoutExponent ?? grammar) : grammar
        self.grammar = grammar
        maxLength = configuration.maxLength ?? .max
        maxIntegerDigits = configuration.maxIntegerDigits ?? .max
        maxFractionDigits = configuration.maxFractionDigits ?? .max
        let characters = CharacterCheck(allowed: configuration.allowedCharacters,
                                        disallowed: configuration.disallowedCharacters)
        self.characters = characters
        bounds = hasBounds && grammar != nil
            ? Bounds(minimum: configuration.minimum, maximum: configuration.maximum) : nil
        countsGraphemes = configuration.maxLength != nil || characters != nil
        checksBoundsOnEveryLexeme = configuration.maxLength != nil || configuration.maxIntegerDigits != nil
            || configuration.maxFractionDigits != nil
        allowsFraction = (grammar?.kind.allowsDecimalSeparator ?? false) && configuration.maxFractionDigits != 0
        self.hasBounds = bounds != nil
        self.checksCharacters = characters != nil
    }

    /// The plan of a validator alone: the number, nothing else.
    convenience init(number grammar: NumberGrammar) {
        self.init(InputRule.Configuration(), grammar: grammar)
    }
}

/// Allowed and disallowed characters, compared under canonical equivalence.
///
/// A cluster that is one ASCII scalar is looked up in a 128-bit map. Other clusters are compared with the set's
/// members as `Character`s only when the set holds a member that is not one ASCII scalar; otherwise the three
/// non-ASCII scalars canonically equivalent to an ASCII character (U+037E ";", U+1FEF "`", U+212A "K") are
/// mapped to it, and anything else is not a member.
final class CharacterCheck: Sendable {
    let allowed: Members?
    let disallowed: Members?

    init?(allowed: Set<Character>?, disallowed: Set<Character>) {
        guard allowed != nil || !disallowed.isEmpty else { return nil }
        self.allowed = allowed.map(Members.init)
        self.disallowed = disallowed.isEmpty ? nil : Members(disallowed)
    }

    /// Why the cluster is refused, or nil.
    @inline(__always)
    func rejection(of cluster: borrowing SmallScalars) -> InvalidReason? {
        if let disallowed, disallowed.contains(cluster) { return .characterDisallowed }
        if let allowed, !allowed.contains(cluster) { return .characterNotAllowed }
        return nil
    }

    struct Members: Sendable {
        private let low: UInt64
        private let high: UInt64
        private let all: Set<Character>
        /// Whether some member is not a single ASCII scalar.
        private let hasOtherMembers: Bool

        init(_ set: Set<Character>) {
            var low: UInt64 = 0, high: UInt64 = 0
            var hasOther = false
            for character in set {
                let scalars = character.unicodeScalars
                if scalars.count == 1, let ascii = Self.asciiEquivalent(of: scalars.first!.value) {
                    if ascii < 64 { low |= 1 << ascii } else { high |= 1 << (ascii - 64) }
                }
                if scalars.count != 1 || scalars.first!.value >= 128 { hasOther = true }
            }
            self.low = low
            self.high = high
            self.all = set
            self.hasOtherMembers = hasOther
        }

        /// The ASCII character a single scalar is canonically equivalent to, if any.
        @inline(__always)
        static func asciiEquivalent(of scalar: UInt32) -> UInt32? {
            switch scalar {
            case 0..<128: scalar
            case 0x037E: 0x3B   // GREEK QUESTION MARK ≡ ";"
            case 0x1FEF: 0x60   // GREEK VARIA ≡ "`"
            case 0x212A: 0x4B   // KELVIN SIGN ≡ "K"
            default: nil
            }
        }

        @inline(__always)
        private func containsASCII(_ value: UInt32) -> Bool {
            value < 64 ? low & (1 << value) != 0 : high & (1 << (value - 64)) != 0
        }

        @inline(__always)
        func contains(_ cluster: borrowing SmallScalars) -> Bool {
            if cluster.count == 1, cluster.first < 128 { return containsASCII(cluster.first) }
            if hasOtherMembers { return cluster.character.map(all.contains) ?? false }
            if cluster.count == 1, let ascii = Self.asciiEquivalent(of: cluster.first) { return containsASCII(ascii) }
            return false
        }
    }
}

/// The scalars of one grapheme cluster, inline up to 8.
struct SmallScalars {
    private var inline = SIMD8<UInt32>()
    private var spill: [UInt32] = []
    private(set) var count = 0

    mutating func removeAll() {
        count = 0
        if !spill.isEmpty { spill.removeAll(keepingCapacity: true) }
    }

    @inline(__always)
    mutating func append(_ scalar: UInt32) {
        if count < 8 {
            inline[count] = scalar
        } else {
            if spill.isEmpty { spill = (0..<8).map { inline[$0] } }
            spill.append(scalar)
        }
        count += 1
    }

    var first: UInt32 { count > 8 ? spill[0] : inline[0] }

    /// The cluster as a Character (allocation-free for clusters of up to 15 UTF-8 bytes); nil if the scalars
    /// are not exactly one cluster by the standard library's reckoning (never expected; never a trap).
    var character: Character? {
        var string = ""
        for index in 0..<count {
            let value = count > 8 ? spill[index] : inline[index]
            string.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        var characters = string.makeIterator()
        guard let character = characters.next(), characters.next() == nil else { return nil }
        return character
    }
}
