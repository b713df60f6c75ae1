/// The grammar's mantissa table (``NumberStateMachine/MantissaTable``) with its states merged into blocks that no
/// text tells apart by what a digit limit reads: a text's status, whether its last byte was an integer or a
/// fraction digit, and whether it is past the decimal separator. The base from which a rule with digit limits
/// builds its table (``DigitLimitTable``) in a few microseconds: the blocks times the digit counts, not the
/// machine's states.
///
/// Made with each grammar that has a table, once (Moore's refinement: states start apart by those three, and are
/// split while two in one block lead, on some byte, into different blocks, or one of them to the exit). It adds
/// about a fifth to making a grammar, under callgrind: de_DE's decimal grammar 139,000 -> 170,000 instructions,
/// with strict grouping 636,000 -> 774,000 (81 states, the most any grammar has, into 13 blocks).
struct MantissaBlocks: Sendable {
    /// What a block's texts end with, as a digit limit counts it. Only a digit leads into (or stays in) the
    /// integer or fraction phase (``NumberStateMachine/Phase``), so a block reached in one was reached by a digit.
    enum Digit: UInt8, Sendable {
        case none, integer, fraction
    }

    /// The blocks; block 0 holds the start.
    let count: Int
    /// Block `b`'s successor on ASCII byte `c` at `b << 7 | c`: a block, or ``exit``.
    let next: [UInt8]
    /// The successor of a byte the table does not take.
    static let exit: UInt8 = 0xFF
    /// Each block's status (``NumberStateMachine/status(in:)-(GrammarShape)``).
    let statuses: [VerdictStatus]
    /// Each block's digit.
    let digits: [Digit]
    /// Whether each block's texts are past the decimal separator.
    let isAfterDecimalSeparator: [Bool]
    /// The ASCII bytes some block takes, in order; every other byte leads every block to the exit.
    let bytes: [UInt8]

    /// The blocks of `table`, a table for `shape` with at most ``NumberStateMachine/MantissaTable/maximumStates``
    /// states.
    init(_ table: NumberStateMachine.MantissaTable, shape: GrammarShape) {
        let states = table.states
        let exitRow = Int(table.exit)
        // The bytes the table may take, digits 2 to 9 aside: they go where 1 goes.
        let bytes = table.bytes.map(Int.init)
        func digit(_ state: NumberStateMachine) -> Digit {
            switch state.phase {
            case .integer: .integer
            case .fraction: .fraction
            default: .none
            }
        }
        let statusCases = VerdictStatus.allCases
        var block = states.map { state in
            (statusCases.firstIndex(of: state.status(in: shape)) ?? 0) &* 6
                &+ Int(digit(state).rawValue) &* 2 &+ (state.hasDecimalSeparator ? 1 : 0)
        }
        var blockCount = Set(block).count
        while true {
            let refined = Self.refined(block, table: table, bytes: bytes)
            // A refinement only splits blocks: as many blocks as before is the same partition.
            let isStable = refined.count == blockCount
            block = refined.blocks
            blockCount = refined.count
            if isStable { break }
        }
        // Blocks are numbered in the order of their first state, so the start's is 0.
        var first = [Int](repeating: -1, count: blockCount)
        for state in states.indices where first[block[state]] < 0 { first[block[state]] = state }
        var next = [UInt8](repeating: Self.exit, count: blockCount << 7)
        let allBytes = bytes.contains(0x31) ? bytes + Array(0x32...0x39) : bytes
        for (number, state) in first.enumerated() {
            for byte in allBytes {
                let entry = Int(table.transitions[state << 8 | byte])
                if entry != exitRow { next[number << 7 | byte] = UInt8(block[entry >> 8]) }
            }
        }
        count = blockCount
        self.next = next
        statuses = first.map { states[$0].status(in: shape) }
        digits = first.map { digit(states[$0]) }
        isAfterDecimalSeparator = first.map { states[$0].hasDecimalSeparator }
        self.bytes = allBytes.sorted().map { UInt8($0) }
    }

    /// One pass of the refinement: each state's block split by its successors' blocks on each of `bytes` (-1 for
    /// the exit). The new blocks are numbered in the order of their first state; a state's signature (its block
    /// and its successors') is looked up by its hash in an open-addressing table at most half full, and compared
    /// with the first state of the block found.
    private static func refined(_ block: [Int], table: NumberStateMachine.MantissaTable, bytes: [Int])
        -> (blocks: [Int], count: Int)
    {
        let stateCount = table.states.count
        let exitRow = Int(table.exit)
        let width = bytes.count &+ 1
        var signatures = [Int](repeating: 0, count: stateCount &* width)
        var refined = [Int](repeating: 0, count: stateCount)
        var firstStates: [Int] = []
        var slotCount = 16
        while slotCount < stateCount &* 2 { slotCount &<<= 1 }
        var slots = [Int](repeating: -1, count: slotCount)
        signatures.withUnsafeMutableBufferPointer { signatures in
            for state in 0..<stateCount {
                let base = state &* width
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a over the signature's words
                signatures[base] = block[state]
                hash = (hash ^ UInt64(bitPattern: Int64(block[state]))) &* 0x100_0000_01b3
                for (column, byte) in bytes.enumerated() {
                    let entry = Int(table.transitions[state << 8 | byte])
                    let successor = entry == exitRow ? -1 : block[entry >> 8]
                    signatures[base &+ 1 &+ column] = successor
                    hash = (hash ^ UInt64(bitPattern: Int64(successor))) &* 0x100_0000_01b3
                }
                var slot = Int(truncatingIfNeeded: hash ^ hash >> 32) & (slotCount &- 1)
                while true {
                    let number = slots[slot]
                    if number < 0 {
                        slots[slot] = firstStates.count
                        refined[state] = firstStates.count
                        firstStates.append(state)
                        break
                    }
                    let other = firstStates[number] &* width
                    if (0..<width).allSatisfy({ signatures[base &+ $0] == signatures[other &+ $0] }) {
                        refined[state] = number
                        break
                    }
                    slot = (slot &+ 1) & (slotCount &- 1)
                }
            }
        }
        return (refined, firstStates.count)
    }
}
