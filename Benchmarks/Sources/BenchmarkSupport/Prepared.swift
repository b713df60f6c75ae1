/// Holds what a benchmark's `setup` hook builds, for its closure to read: inputs are made once per benchmark
/// process, outside every measurement, and never at registration (which runs in every benchmark's process and
/// would warm ICU before the locale-setup benchmarks).
public final class Prepared<Value>: @unchecked Sendable {
    // @unchecked: written once by `setup`, then read by the same benchmark's iterations on one thread.
    private var stored: Value?

    public init() {}

    public var value: Value {
        get {
            guard let stored else { fatalError("read before the benchmark's setup ran") }
            return stored
        }
        set { stored = newValue }
    }
}
