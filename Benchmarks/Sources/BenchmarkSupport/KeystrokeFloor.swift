import NumericInput

/// The floor under a keystroke decision (a comparator, not the library): a scanner written for one rule and
/// nothing else — de_DE `maxLength(64).number(decimal)` without grouping — behind the same entry point as
/// `InputRule.evaluate(current:utf16Offset:utf16Length:replacement:)`: two `String`s and a UTF-16 range in, the
/// decision out.
///
/// It is what issue 18's "what a table-driven scanner costs" means, made concrete: a 256-entry byte-class table and
/// a transition table of seven states (five of the grammar, refused, not ASCII), one load of each per byte, the
/// kept prefix, the replacement and the kept suffix read in turn with no copy and no other state. It has none of
/// what the library's one driver carries for other rules (clusters, character sets, bounds, affixes, pastes,
/// native digits, multi-scalar symbols, digit limits, the value) and reads only ASCII text: for any other byte, a
/// bad range or a text without contiguous UTF-8 it answers nil, where the library decides (or throws, for a bad
/// range). It does not say why a text is refused, nor where.
///
/// ``check(against:)`` compares it with the library over every text of up to three characters from a small
/// alphabet and every one-key edit of them, so the figure is for the same decisions.
public final class KeystrokeFloor: @unchecked Sendable {
    // @unchecked: the tables are written in `init` and only read afterwards.

    /// A byte's class: 0 other, 1 ASCII digit, 2 the decimal separator ",", 3 a sign ("-" or "+"), 4 not ASCII.
    private let classes: UnsafeMutablePointer<UInt8>
    /// The next state, `transitions[state * 5 + class]`. States: 0 start, 1 sign, 2 integer digits (complete),
    /// 3 a separator with no integer digit, 4 a separator after them or fraction digits (complete), 5 refused,
    /// 6 not ASCII (the floor does not decide).
    private let transitions: UnsafeMutablePointer<UInt8>
    private static let refused: UInt8 = 5
    private static let notASCII: UInt8 = 6
    /// The rule's length limit: characters, which are bytes in ASCII text.
    private static let maxLength = 64

    /// What the floor decided: the library's `EditDecision` without the rejection's reason and offset.
    public enum Decision: UInt8, Sendable {
        case rejected, partial, complete, invalidDeletion
    }

    /// The two tables, built once (the benchmarks build the floor in setup).
    public init() {
        classes = .allocate(capacity: 256)
        classes.initialize(repeating: 0, count: 256)
        for byte in 0x30...0x39 { classes[byte] = 1 }
        classes[0x2C] = 2
        classes[0x2D] = 3
        classes[0x2B] = 3
        for byte in 0x80...0xFF { classes[byte] = 4 }
        let table: [[UInt8]] = [
            // other, digit, separator, sign, not ASCII
            [5, 2, 3, 1, 6],   // start
            [5, 2, 3, 5, 6],   // sign
            [5, 2, 4, 5, 6],   // integer digits
            [5, 4, 5, 5, 6],   // separator, no integer digit
            [5, 4, 5, 5, 6],   // separator after digits, fraction digits
            [5, 5, 5, 5, 6],   // refused (a byte past ASCII still makes it undecided)
            [6, 6, 6, 6, 6],   // not ASCII
        ]
        transitions = .allocate(capacity: table.count * 5)
        for (index, entry) in table.joined().enumerated() { (transitions + index).initialize(to: entry) }
    }

    deinit {
        classes.deallocate()
        transitions.deallocate()
    }

    /// The decision for replacing `utf16Length` UTF-16 code units at `utf16Offset` of `current` by `replacement`;
    /// nil where the floor does not decide (a byte past ASCII, a range out of the text, non-contiguous text).
    ///
    /// Out of line, as `InputRule.evaluate` is a call into another module: inlined into the benchmark, the
    /// compiler could drop what the caller does not read (the complete and partial states both read as accepted).
    @inline(never)
    public func decide(current: String, utf16Offset: Int, utf16Length: Int, replacement: String) -> Decision? {
        // Each level answers nil for a string without contiguous UTF-8, the innermost for a text it does not read.
        let decision: Decision??? = current.utf8.withContiguousStorageIfAvailable { text in
            replacement.utf8.withContiguousStorageIfAvailable { middle in
                decide(text, utf16Offset, utf16Length, middle)
            }
        }
        guard case .some(.some(.some(let decided))) = decision else { return nil }
        return decided
    }

    @inline(__always)
    private func decide(_ text: UnsafeBufferPointer<UInt8>, _ offset: Int, _ length: Int,
                        _ middle: UnsafeBufferPointer<UInt8>) -> Decision? {
        // In ASCII text UTF-16 offsets are byte offsets; a text with another byte is not decided below.
        guard offset >= 0, length >= 0, offset <= text.count, length <= text.count &- offset else { return nil }
        let end = offset &+ length
        let count = text.count &- length &+ middle.count
        var state: UInt8 = 0
        var index = 0
        while index < offset { state = step(state, text[index]); index &+= 1 }
        // The replaced bytes are not scanned, but must be ASCII too, or the offsets were not byte offsets.
        while index < end { if text[index] >= 0x80 { return nil }; index &+= 1 }
        for byte in middle { state = step(state, byte) }
        while index < text.count { state = step(state, text[index]); index &+= 1 }
        if state == Self.notASCII { return nil }
        if state == Self.refused || count > Self.maxLength {
            return middle.isEmpty && length > 0 ? .invalidDeletion : .rejected
        }
        return state == 2 || state == 4 ? .complete : .partial
    }

    @inline(__always)
    private func step(_ state: UInt8, _ byte: UInt8) -> UInt8 {
        transitions[Int(state) &* 5 &+ Int(classes[Int(byte)])]
    }

    /// Checks the floor against `rule` (de_DE `maxLength(64).number(decimal)`): every text of up to three
    /// characters from the digits 0, 1 and 9, ",", ".", "-", "+", "e", " " and "a", each character typed at each
    /// position and each Backspace, and a key typed at the length limit and past it; and that it leaves undecided
    /// what it cannot read. Returns how many edits were checked; stops the program at the first that fails (the
    /// figure would not be for the same decisions).
    @discardableResult
    public func check(against rule: InputRule) -> Int {
        let alphabet = ["0", "1", "9", ",", ".", "-", "+", "e", " ", "a"]
        var texts = [""]
        var last = [""]
        for _ in 1...3 {
            last = last.flatMap { text in alphabet.map { text + $0 } }
            texts += last
        }
        var edits: [(String, Int, Int, String)] = []
        for text in texts {
            let count = text.utf16.count
            for position in 0...count {
                for key in alphabet { edits.append((text, position, 0, key)) }
                if position > 0 { edits.append((text, position - 1, 1, "")) }
            }
        }
        let long = String(repeating: "1", count: Self.maxLength - 1)
        edits += [(long, long.utf16.count, 0, "2"), (long + "1", long.utf16.count + 1, 0, "2"),
                  (long + "1", 0, 1, ""), ("12,5", 0, 4, "7,25")]
        for (text, offset, length, replacement) in edits {
            guard let ours = decide(current: text, utf16Offset: offset, utf16Length: length,
                                    replacement: replacement) else {
                fatalError("the floor does not decide \(text.debugDescription) [\(offset), \(length)]")
            }
            let theirs: Decision
            switch try? rule.evaluate(current: text, utf16Offset: offset, utf16Length: length,
                                      replacement: replacement) {
            case nil: fatalError("the library refuses the range of \(text.debugDescription)")
            case .some(let decision):
                switch decision.status {
                case nil: theirs = .rejected
                case .some(.partial): theirs = .partial
                case .some(.complete): theirs = .complete
                case .some(.invalid): theirs = .invalidDeletion
                }
            }
            // fatalError, not precondition: a release build keeps its message.
            guard ours == theirs else {
                fatalError("\(text.debugDescription) [\(offset), \(length)] + \(replacement.debugDescription): "
                           + "the floor says \(ours), the library \(theirs)")
            }
        }
        // What it must leave undecided: a byte past ASCII in the text (read, or only replaced), in the
        // replacement, and a range past the end.
        let undecided: [(String, Int, Int, String)] = [("1é", 2, 0, "2"), ("é1", 0, 2, ""), ("12", 2, 0, "é"),
                                                        ("12", 3, 0, "1"), ("12", 1, 2, ""), ("12", -1, 0, "1")]
        for (text, offset, length, replacement) in undecided {
            guard decide(current: text, utf16Offset: offset, utf16Length: length, replacement: replacement) == nil
            else { fatalError("the floor decides \(text.debugDescription) [\(offset), \(length)]") }
        }
        return edits.count + undecided.count
    }
}
