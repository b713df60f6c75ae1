/// Allowed and disallowed characters, compared under canonical equivalence.
///
/// A cluster that is one ASCII scalar is looked up in a 128-bit map. Other clusters are compared with the set's
/// members as `Character`s only when the set holds a member that is not one ASCII scalar; otherwise the three
/// non-ASCII scalars canonically equivalent to an ASCII character (U+037E ";", U+1FEF "`", U+212A "K") are
/// mapped to it, and anything else is not a member.
final class CharacterCheck: Sendable {
    /// The sets' ASCII maps: plain values, which the plan copies (``RulePlan/characterMaps``) so that a scan
    /// checks a cluster without loading this object's reference (each load retained and released it: callgrind,
    /// ~40 instructions a character under `disallowing`).
    let maps: Maps
    /// The members as `Character`s, read only for a cluster past one ASCII scalar when its set has a member that
    /// is not one ASCII scalar.
    private let allowedCharacters: Set<Character>
    private let disallowedCharacters: Set<Character>

    init?(allowed: Set<Character>?, disallowed: Set<Character>) {
        guard allowed != nil || !disallowed.isEmpty else { return nil }
        maps = Maps(allowed: allowed.map(Members.init), disallowed: disallowed.isEmpty ? nil : Members(disallowed))
        allowedCharacters = allowed ?? []
        disallowedCharacters = disallowed
    }

    /// Why the cluster is refused, or nil: the maps, then the sets where the maps cannot tell.
    func rejection(of cluster: borrowing SmallScalars) -> InvalidReason? {
        if let disallowed = maps.disallowed, contains(cluster, disallowed, disallowedCharacters) {
            return .characterDisallowed
        }
        if let allowed = maps.allowed, !contains(cluster, allowed, allowedCharacters) { return .characterNotAllowed }
        return nil
    }

    private func contains(_ cluster: borrowing SmallScalars, _ members: Members, _ set: Set<Character>) -> Bool {
        switch members.membership(of: cluster) {
        case .member: return true
        case .notMember: return false
        case .unknown: return cluster.character.map(set.contains) ?? false
        }
    }

    /// Both sets' ASCII maps; nil for a set the rule does not have.
    struct Maps: Sendable {
        let allowed: Members?
        let disallowed: Members?
        /// The ASCII scalars either set refuses, one bit each (bit *n* of `refusedLow` for scalar *n* < 64, of
        /// `refusedHigh` for 64 + *n*): a run of ASCII is checked with one test a byte, the reason found only for
        /// a refused one.
        private let refusedLow: UInt64
        private let refusedHigh: UInt64

        init(allowed: Members?, disallowed: Members?) {
            self.allowed = allowed
            self.disallowed = disallowed
            var refused: (low: UInt64, high: UInt64) = (0, 0)
            for scalar in 0 as UInt32 ..< 128 {
                let isRefused = disallowed?.containsASCII(scalar) == true
                    || allowed.map { !$0.containsASCII(scalar) } == true
                guard isRefused else { continue }
                if scalar < 64 { refused.low |= 1 << scalar } else { refused.high |= 1 << (scalar - 64) }
            }
            (refusedLow, refusedHigh) = refused
            // CR is left out: CR LF is one cluster of two scalars, which the maps cannot decide.
            takenLow = ~refused.low & ~(1 << 0x0D)
            takenHigh = ~refused.high
        }

        /// The ASCII scalars no set refuses, CR aside (bit *n* for scalar *n*, as in `refusedLow` and
        /// `refusedHigh`): a text of such bytes alone is clusters of one ASCII scalar each, all taken.
        private let takenLow: UInt64
        private let takenHigh: UInt64

        /// Whether `byte` is an ASCII scalar other than CR that no set refuses: in a text of such bytes alone,
        /// each is a cluster of its own and the sets take it.
        @inline(__always)
        func takesAlone(_ byte: UInt8) -> Bool {
            let word = byte < 64 ? takenLow : takenHigh
            return byte < 0x80 && word & (1 &<< UInt64(byte & 63)) != 0
        }

        /// Whether either set refuses `byte`, an ASCII scalar (below 0x80) that is a cluster of its own.
        @inline(__always)
        func refusesASCII(_ byte: UInt8) -> Bool {
            let word = byte < 64 ? refusedLow : refusedHigh
            return word & (1 &<< UInt64(byte & 63)) != 0
        }

        /// What the maps alone say of a cluster.
        enum Lookup {
            case accepted
            case refused(InvalidReason)
            /// A set has members the maps do not hold, and the cluster is not one ASCII scalar: ask
            /// ``CharacterCheck/rejection(of:)``.
            case needsSets
        }

        /// Why the sets refuse a cluster of one ASCII scalar, or nil: the maps alone decide it.
        @inline(__always)
        func rejection(ofASCII byte: UInt8) -> InvalidReason? {
            if let disallowed, disallowed.containsASCII(UInt32(byte)) { return .characterDisallowed }
            if let allowed, !allowed.containsASCII(UInt32(byte)) { return .characterNotAllowed }
            return nil
        }

        @inline(__always)
        func lookup(_ cluster: borrowing SmallScalars) -> Lookup {
            if let disallowed {
                switch disallowed.membership(of: cluster) {
                case .member: return .refused(.characterDisallowed)
                case .unknown: return .needsSets
                case .notMember: break
                }
            }
            if let allowed {
                switch allowed.membership(of: cluster) {
                case .notMember: return .refused(.characterNotAllowed)
                case .unknown: return .needsSets
                case .member: break
                }
            }
            return .accepted
        }
    }

    /// A set's single-ASCII-scalar members as a 128-bit map (the three non-ASCII scalars canonically equivalent to
    /// an ASCII character count as it), and whether it has other members. Plain values.
    struct Members: Sendable {
        private let low: UInt64
        private let high: UInt64
        /// Whether some member is not a single ASCII scalar.
        let hasOtherMembers: Bool

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
        func containsASCII(_ value: UInt32) -> Bool {
            value < 64 ? low & (1 << value) != 0 : high & (1 << (value - 64)) != 0
        }

        enum Membership { case member, notMember, unknown }

        /// Whether the cluster is a member, as far as the map tells: unknown for a cluster past one ASCII scalar
        /// when the set has members that are not one ASCII scalar.
        @inline(__always)
        func membership(of cluster: borrowing SmallScalars) -> Membership {
            if cluster.count == 1, cluster.first < 128 { return containsASCII(cluster.first) ? .member : .notMember }
            if hasOtherMembers { return .unknown }
            if cluster.count == 1, let ascii = Self.asciiEquivalent(of: cluster.first) {
                return containsASCII(ascii) ? .member : .notMember
            }
            return .notMember
        }
    }
}

