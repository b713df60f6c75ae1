/// A rule's mantissa table that counts digits against the rule's limits, in plain memory it owns, read in place by
/// ``MantissaReader`` as the grammar's table is: a text it takes whole is within the limits, and has its state's
/// status, with no second look at its digits.
///
/// Its states are the grammar's ``MantissaBlocks`` times the digits counted: the integer digits before the decimal
/// separator, the fraction digits after it, each only under a limit. A digit past a limit is an exit, as every
/// byte the grammar's table does not take is; a text that reaches the exit is decided as it was without this
/// table (`InputRule`'s `exitedLimitedMantissaStatus`), so the refusal and its offset are the driver's.
///
/// Made with a plan that reads digit limits alone (`RulePlan`'s `digitLimitTable`), in a few microseconds: under
/// callgrind, `.number(v).maxIntegerDigits(6).maxFractionDigits(2)` (two plans, one per modifier) takes 54,000
/// instructions in de_DE where it took 7,800 without the tables, 94,000 with strict grouping. 512 bytes a state: under those limits a decimal in de_DE has 12 states
/// (6 KiB), 30 with strict grouping, and no grammar of ICU 72's locales more than 49. Limits that need more than
/// ``maximumStates`` get no table, and the plan checks them on what the grammar's table took, as before.
final class DigitLimitTable: @unchecked Sendable {  // immutable after init; written only there
    /// 256 entries per state and the exit's row, as in ``NumberStateMachine/MantissaTable/transitions``.
    let transitions: UnsafeMutablePointer<UInt16>
    /// The exit's row (``NumberStateMachine/MantissaTable/exit``).
    let exit: Int
    /// Each state's status, and the exit's (invalid; a reader that exited does not ask).
    let statuses: UnsafeMutablePointer<VerdictStatus>
    /// The states, the exit aside.
    let stateCount: Int
    /// The most states a table has: 32 KiB.
    static let maximumStates = 64

    /// The table of `grammar` under the limits (`.max` for none); nil where the grammar has no table or the limits
    /// need more than ``maximumStates`` states.
    init?(grammar: NumberGrammar, integerDigits: Int, fractionDigits: Int) {
        guard let blocks = grammar.mantissaBlocks else { return nil }
        let countsInteger = integerDigits != .max
        let countsFraction = fractionDigits != .max
        let largest = Swift.max(countsInteger ? integerDigits : 0, countsFraction ? fractionDigits : 0)
        // No limit of more digits than the table could have states.
        guard largest < Self.maximumStates else { return nil }
        let counts = largest &+ 1
        // A state is a block and a count; its number, or -1 before it is reached. Its entries are kept as edges
        // (its row and byte, and the successor's number) until the states are known, then written into a table
        // of exits: a few microseconds for a rule's tens of states.
        var numbers = [Int](repeating: -1, count: blocks.count &* counts)
        var states: [(block: Int, count: Int)] = [(0, 0)]
        numbers[0] = 0
        var edges: [(entry: Int, state: Int)] = []
        var next = 0
        while next < states.count {
            let (block, count) = states[next]
            for byte in blocks.bytes {
                let successor = Int(blocks.next[block << 7 | Int(byte)])
                if successor == Int(MantissaBlocks.exit) { continue }
                // The count restarts at the decimal separator, and goes up by the digit it is kept for.
                var successorCount = blocks.isAfterDecimalSeparator[successor] == blocks.isAfterDecimalSeparator[block]
                    ? count : 0
                switch blocks.digits[successor] {
                case .integer where countsInteger:
                    successorCount &+= 1
                    if successorCount > integerDigits { continue }
                case .fraction where countsFraction:
                    successorCount &+= 1
                    if successorCount > fractionDigits { continue }
                default: break
                }
                let key = successor &* counts &+ successorCount
                var number = numbers[key]
                if number < 0 {
                    number = states.count
                    guard number < Self.maximumStates else { return nil }
                    numbers[key] = number
                    states.append((successor, successorCount))
                }
                edges.append((next << 8 | Int(byte), number))
            }
            next &+= 1
        }
        let exit = UInt16(states.count) << 8
        let entries = (states.count &+ 1) << 8
        transitions = UnsafeMutablePointer<UInt16>.allocate(capacity: entries)
        transitions.initialize(repeating: exit, count: entries)
        for edge in edges { transitions[edge.entry] = UInt16(edge.state) << 8 }
        self.exit = Int(exit)
        stateCount = states.count
        statuses = UnsafeMutablePointer<VerdictStatus>.allocate(capacity: states.count &+ 1)
        statuses.initialize(from: states.map { blocks.statuses[$0.block] } + [.invalid], count: states.count &+ 1)
    }

    deinit {
        transitions.deallocate()
        statuses.deallocate()
    }
}
