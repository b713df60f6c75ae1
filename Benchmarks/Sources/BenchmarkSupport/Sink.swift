/// Takes a result so the optimiser cannot drop the work that made it: package-benchmark's `blackHole`, here for
/// the comparators' loops and the callgrind probe (which does not link the harness). `@_optimize(none)` is what
/// keeps the call: the optimiser treats such a function as having unknown effects
/// (https://forums.swift.org/t/compiler-swallows-blackhole/64305/10).
@_optimize(none)
public func sink<T>(_: T) {}

/// Calls `body` with each of `inputs` in order, `rounds` times over: the two loops of the benchmarks that run one
/// operation on a list of texts (NumericInput's and every comparator's alike), without the harness's own
/// reference counting.
///
/// A loop `for input in inputs` copies each element out of the array, and around every call into another module
/// the caller retains and releases each string and array in it that has storage of its own (a text of more than 15
/// UTF-8 bytes, a string a mutation left native, ICU's UTF-16 array): under callgrind two `swift_bridgeObjectRetain`
/// and two `swift_bridgeObjectRelease` calls per en_US 7-character keystroke, atomic operations, where an app passes
/// its text from a local and pays none. So a single input, the common case (each field length is one text), is
/// held in a local for the whole loop; several inputs (the seven texts typed one key at a time) are small strings
/// (``Inputs/typing(_:)``: 15 bytes or fewer, held inline, so their copies count no references) and keep the plain
/// loop.
@inline(__always)
public func repeatEach<Input>(_ inputs: [Input], rounds: Int, _ body: (Input) -> Void) {
    if inputs.count == 1 {
        let input = inputs[0]
        for _ in 0..<rounds { body(input) }
    } else {
        for _ in 0..<rounds { for input in inputs { body(input) } }
    }
}

/// `text` as a string whose storage is its own bytes: inline (a small string, no reference to count) when it has
/// 15 UTF-8 bytes or fewer. A string a mutation made (`removeLast`, `append`) can stay native however short it
/// gets, and a loop that copies it then retains it.
public func compacted(_ text: String) -> String {
    String(decoding: Array(text.utf8), as: UTF8.self)
}
