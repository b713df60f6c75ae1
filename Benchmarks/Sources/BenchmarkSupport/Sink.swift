/// Takes a result so the optimiser cannot drop the work that made it. Like package-benchmark's `blackHole`, but it
/// reads a byte of the value into a global, so it has an effect even where the optimiser can see its body (the
/// comparators' loops are in this module); and the callgrind probe, which does not link the harness, measures
/// the same loop bodies.
@inline(never)
public func sink<T>(_ value: T) {
    withUnsafeBytes(of: value) { bytes in sinkState &+= bytes.first ?? 0 }
}

/// What ``sink(_:)`` writes; read by nothing. Single-threaded use only (one benchmark per process).
nonisolated(unsafe) public var sinkState: UInt8 = 0
