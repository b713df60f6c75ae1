@testable import NumericInputCore
import Testing

/// The byte-level helpers every edit uses, against the obvious definitions.
@Suite("UTF-8 helpers")
struct UTF8BytesTests {
    /// `utf16Width` counts a word at a time; every byte range of mixed-width texts agrees with a count byte by
    /// byte, and a whole text's width is its `utf16.count`.
    @Test func utf16WidthAgreesWithAByteByByteCount() {
        let pieces = ["1", "a", ",", "é", "٫", "۱", "\u{200E}", "−", "€", "👍🏽", "𝟙", "\u{A0}"]
        var generator = SystemRandomNumberGenerator()
        var checked = 0
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 31, 64] {
            for _ in 0..<20 {
                let text = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
                let bytes = Array(text.utf8)
                bytes.withUnsafeBufferPointer { buffer in
                    #expect(UTF8Bytes.utf16Width(buffer, 0..<buffer.count) == text.utf16.count)
                    for lower in 0...buffer.count {
                        for upper in lower...min(buffer.count, lower + 40) {
                            let expected = buffer[lower..<upper].reduce(0) { $0 + UTF8Bytes.utf16Width(lead: $1) }
                            if UTF8Bytes.utf16Width(buffer, lower..<upper) != expected {
                                Issue.record("\(text.debugDescription) bytes \(lower)..<\(upper)")
                            }
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked > 50_000)
    }
}
