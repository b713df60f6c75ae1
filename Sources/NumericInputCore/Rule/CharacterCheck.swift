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
