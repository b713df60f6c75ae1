#if NUMERICINPUT_SYSTEM_ICU
internal import CICUShim

/// Text read from the C shim under its buffer contract (CICUShim.h, "Buffers"): a first call with a buffer on
/// the stack; when the shim answers that the text needs more room, one more call with exactly that much. Never a
/// truncated string.
enum ICUBuffer {
    /// What one call into the shim gave.
    private enum Attempt<Text> {
        case text(Text)
        case needs(capacity: Int)
        case failed
    }

    /// Reads text of `Unit`s through `body`, which gets a buffer and its capacity and returns the shim's length.
    ///
    /// - Parameters:
    ///   - initialCapacity: The first buffer's capacity; tests pass 1 to force the second call.
    ///   - body: The shim call.
    ///   - decode: Turns the units written (without the NUL) into the result; nil when they are not well formed.
    /// - Returns: The decoded text, or nil when the shim failed (-1), the text did not decode, or it did not fit
    ///   even the capacity the shim asked for.
    static func read<Unit, Text>(
        _: Unit.Type,
        initialCapacity: Int,
        _ body: (UnsafeMutablePointer<Unit>, Int32) -> Int32,
        decode: (UnsafeBufferPointer<Unit>) -> Text?
    ) -> Text? {
        var capacity = max(1, initialCapacity)
        for _ in 0..<2 {
            let attempt = withUnsafeTemporaryAllocation(of: Unit.self, capacity: capacity) { buffer -> Attempt<Text> in
                let length = Int(body(buffer.baseAddress!, Int32(clamping: buffer.count)))
                if length < 0 { return .failed }
                if length >= buffer.count { return .needs(capacity: length + 1) }
                guard let text = decode(UnsafeBufferPointer(rebasing: buffer[..<length])) else { return .failed }
                return .text(text)
            }
            switch attempt {
            case .text(let text): return text
            case .failed: return nil
            case .needs(let needed):
                guard needed > capacity, needed <= Int(Int32.max) else { return nil }
                capacity = needed
            }
        }
        return nil
    }

    /// Reads a C string (UTF-8) through `body`.
    static func string(
        initialCapacity: Int = 160, _ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32
    ) -> String? {
        read(CChar.self, initialCapacity: initialCapacity, body) { units in
            units.withMemoryRebound(to: UInt8.self) { String(validating: $0, as: UTF8.self) }
        }
    }

    /// Reads UTF-16 text through `body`; nil when ICU's units are not well-formed UTF-16.
    static func utf16String(
        initialCapacity: Int = 16, _ body: (UnsafeMutablePointer<UInt16>, Int32) -> Int32
    ) -> String? {
        read(UInt16.self, initialCapacity: initialCapacity, body) { String(validating: $0, as: UTF16.self) }
    }
}
#endif
