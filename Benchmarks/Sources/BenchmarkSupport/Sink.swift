/// Takes a result so the optimiser cannot drop the work that made it: package-benchmark's `blackHole`, here for
/// the comparators' loops and the callgrind probe (which does not link the harness). `@_optimize(none)` is what
/// keeps the call: the optimiser treats such a function as having unknown effects
/// (https://forums.swift.org/t/compiler-swallows-blackhole/64305/10).
@_optimize(none)
public func sink<T>(_: T) {}
