extension TextDriver where Sink: ~Copyable {
    /// Feeds UTF-16, transcoded through a small stack buffer into ``feed(utf8:recognizer:)``.
    mutating func feed<Units: Collection<UInt16>>(utf16 units: Units, recognizer: inout Stages.Recognizer) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { buffer in
            var count = 0
            var iterator = units.makeIterator()
            var pending: UInt16?
            while !hasFailed {
                guard let unit = pending ?? iterator.next() else { break }
                pending = nil
                var scalar: UInt32
                if unit & 0xF800 != 0xD800 {
                    scalar = UInt32(unit)
                } else if unit & 0xFC00 == 0xD800, let next = iterator.next() {
                    guard next & 0xFC00 == 0xDC00 else {
                        pending = next
                        _ = feed(utf8: UnsafeBufferPointer(rebasing: buffer[..<count]), recognizer: &recognizer)
                        count = 0
                        feedLoneSurrogate()
                        break
                    }
                    scalar = 0x10000 + (UInt32(unit & 0x3FF) << 10 | UInt32(next & 0x3FF))
                } else {
                    _ = feed(utf8: UnsafeBufferPointer(rebasing: buffer[..<count]), recognizer: &recognizer)
                    count = 0
                    feedLoneSurrogate()
                    break
                }
                count = UTF8Bytes.encode(scalar, into: buffer, at: count)
                if count > 252 {
                    _ = feed(utf8: UnsafeBufferPointer(rebasing: buffer[..<count]), recognizer: &recognizer)
                    count = 0
                }
            }
            if !hasFailed {
                _ = feed(utf8: UnsafeBufferPointer(rebasing: buffer[..<count]), recognizer: &recognizer)
            }
        }
    }
}
