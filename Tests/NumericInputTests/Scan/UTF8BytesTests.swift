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

    /// `word` loads a range of one to eight bytes as a word by whichever of its three ways fits the buffer
    /// (ending at the range's end, starting at its start, in up to three loads): every range of every buffer of 1
    /// to 20 bytes gets its bytes in the low bytes in memory order, and zero above them.
    /// `scalarCount` counts a word at a time: every text of mixed widths, of every length across the word's
    /// eight bytes, has its `unicodeScalars.count`.
    @Test func scalarCountIsTheScalarViewsCount() {
        let pieces = ["1", "a", "\r\n", "é", "e\u{301}", "۱", "\u{200E}", "€", "👍🏽", "🇩🇪", "\u{A0}"]
        var generator = SystemRandomNumberGenerator()
        var nonASCII = 0
        for length in 0..<40 {
            for _ in 0..<20 {
                let text = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
                if text.utf8.contains(where: { $0 >= 0x80 }) { nonASCII += 1 }
                var copy = text
                let count = copy.withUTF8 { UTF8Bytes.scalarCount($0) }
                #expect(count == text.unicodeScalars.count, "\(Array(text.unicodeScalars))")
            }
        }
        #expect(nonASCII > 600)
    }

    /// The sets' maps take alone exactly the ASCII bytes other than CR that no set refuses.
    @Test func mapsTakeAloneWhatNoSetRefusesButCR() throws {
        let sets: [(allowed: String?, disallowed: String)] = [
            (nil, "aeiouAEIOU"), ("aeiou\r\n", ""), ("\u{212A}5", "5"), ("é", "\r"),
        ]
        for (allowed, disallowed) in sets {
            let check = try #require(CharacterCheck(allowed: allowed.map { Set($0) }, disallowed: Set(disallowed)))
            for value in 0...255 {
                let byte = UInt8(value)
                let expected = byte < 0x80 && byte != 0x0D && check.maps.rejection(ofASCII: byte) == nil
                #expect(check.maps.takesAlone(byte) == expected,
                        "\(byte) under \(String(describing: allowed)), \(disallowed)")
            }
        }
    }

    @Test func wordHoldsExactlyTheRangesBytes() {
        var checked = 0
        for length in 1...20 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: 0xA1 &+ $0 &* 37) }
            bytes.withUnsafeBufferPointer { buffer in
                for start in 0..<length {
                    for count in 1...min(8, length - start) {
                        var expected: UInt64 = 0
                        for index in 0..<count { expected |= UInt64(bytes[start + index]) << (8 * index) }
                        #expect(UTF8Bytes.word(buffer, start, count: count) == expected,
                                "length \(length), \(start) + \(count)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == 1_176)
    }

    /// The ASCII check reads words and a tail of four, two and one bytes: a byte of 0x80 or more is found at every
    /// position of every length from 0 to 40, and a text without one passes.
    /// `byteRange` skips whole words before the first offset it looks for, then walks scalars: every UTF-16
    /// range of mixed-width texts (offsets inside a surrogate pair and past the end included) gets the byte range
    /// the string's own UTF-16 view gives, or the error that view implies.
    @Test func byteRangeAgreesWithTheUTF16View() {
        let pieces = ["1", "a", ",", "é", "٫", "۱", "\u{200E}", "−", "€", "👍🏽", "𝟙", "\u{A0}", "😀"]
        var generator = SplitMix(seed: 0xB17E_5A11)
        var checked = 0, splits = 0, pastEnd = 0
        for length in [0, 1, 2, 5, 8, 9, 16, 17, 30] {
            for _ in 0..<12 {
                let text = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
                let units = Array(text.utf16)
                // The byte offset of each scalar boundary, by UTF-16 offset; nil inside a surrogate pair.
                var boundaries = [Int?](repeating: nil, count: units.count + 1)
                var byte = 0, unit = 0
                for scalar in text.unicodeScalars {
                    boundaries[unit] = byte
                    byte += String(scalar).utf8.count
                    unit += scalar.utf16.count
                }
                boundaries[unit] = byte
                let bytes = Array(text.utf8)
                bytes.withUnsafeBufferPointer { buffer in
                    for offset in 0...(units.count + 2) {
                        for length in 0...(units.count + 2 - offset) {
                            let end = offset + length
                            let result = UTF8Bytes.byteRange(in: buffer, utf16Offset: offset, utf16Length: length)
                            let inside = [offset, end].first { $0 <= units.count && boundaries[$0] == nil }
                            // The walk meets a split offset before it finds the end past the text.
                            switch result {
                            case .success(let range):
                                #expect(inside == nil && end <= units.count
                                        && range == boundaries[offset]! ..< boundaries[end]!,
                                        "\(text.debugDescription) \(offset)+\(length): \(range)")
                            case .failure(let error) where error.code == .splitsSurrogatePair:
                                #expect(inside != nil && error.offset == inside,
                                        "\(text.debugDescription) \(offset)+\(length): \(error)")
                                splits += 1
                            case .failure(let error):
                                #expect(error.code == .rangeOutOfBounds && inside == nil && end > units.count,
                                        "\(text.debugDescription) \(offset)+\(length): \(error)")
                                pastEnd += 1
                            }
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked > 20_000 && splits > 500 && pastEnd > 500, "\(checked) \(splits) \(pastEnd)")
    }

    /// A caret at the end of a text that is not all ASCII is found from the text's UTF-16 width, counted in two
    /// words up to 16 bytes, in lane sums up to 255 and a word at a time beyond: every byte count from 1 to 40 and
    /// counts around 64, 128 and 256, texts of one-, two-, three- and four-byte scalars, gets the end of the text
    /// for its width, and an error one unit past it.
    @Test func caretAtTheEndOfEveryShortText() {
        let pieces = ["1", "é", "۱", "٫", "−", "€", "😀", "𝟙"]
        var generator = SplitMix(seed: 0xCA2E_7E9D)
        var checked = 0
        for byteCount in Array(1...40) + [63, 64, 65, 127, 128, 129, 200, 254, 255, 256, 257, 300] {
            for _ in 0..<40 {
                var text = ""
                while text.utf8.count < byteCount {
                    let piece = pieces.randomElement(using: &generator)!
                    text += text.utf8.count + piece.utf8.count <= byteCount ? piece : "1"
                }
                let units = text.utf16.count
                Array(text.utf8).withUnsafeBufferPointer { buffer in
                    // The width itself: a wrong one would only send the caret to the walk, which finds it anyway.
                    #expect(UTF8Bytes.utf16WidthOfText(buffer) == units, "\(text.debugDescription)")
                    let atEnd = UTF8Bytes.byteRange(in: buffer, utf16Offset: units, utf16Length: 0)
                    #expect((try? atEnd.get()) == byteCount ..< byteCount, "\(text.debugDescription)")
                    let past = UTF8Bytes.byteRange(in: buffer, utf16Offset: units + 1, utf16Length: 0)
                    if case .failure(let error) = past {
                        #expect(error.code == .rangeOutOfBounds, "\(text.debugDescription)")
                    } else {
                        Issue.record("\(text.debugDescription): one past the end was \(past)")
                    }
                }
                checked += 1
            }
        }
        #expect(checked == 2_080)
    }

    @Test func asciiCheckFindsAHighByteAtEveryPosition() {
        for count in 0...40 {
            var bytes = (0..<count).map { UInt8(0x20 &+ $0 % 0x5F) }
            #expect(bytes.withUnsafeBufferPointer { UTF8Bytes.isASCII($0) })
            for position in 0..<count {
                for high: UInt8 in [0x80, 0xC3, 0xFF] {
                    let kept = bytes[position]
                    bytes[position] = high
                    #expect(!bytes.withUnsafeBufferPointer { UTF8Bytes.isASCII($0) }, "\(count) \(position)")
                    bytes[position] = kept
                }
            }
        }
    }

    /// The digit runs, counted eight bytes at a time, against a plain byte-by-byte count and parse: every start
    /// and limit in buffers of 0 to 45 bytes of digit runs of every length up to 30 (past the 19 digits a parse
    /// reads, and past two words), broken by bytes just outside "0"..."9" and by high bytes.
    @Test func digitRunsAgreeWithAByteByByteRead() {
        let breakers: [UInt8] = [0x2F, 0x3A, 0x2C, 0x00, 0x80, 0xB9, 0xBA, 0xFF]
        var generator = SystemRandomNumberGenerator()
        var checked = 0
        for length in 0...45 {
            for _ in 0..<12 {
                var bytes: [UInt8] = []
                while bytes.count < length {
                    let run = Int.random(in: 0...30, using: &generator)
                    bytes += (0..<run).map { _ in UInt8.random(in: 0x30...0x39, using: &generator) }
                    if Bool.random(using: &generator) { bytes += (0..<run).map { _ in 0x30 } }
                    bytes.append(breakers.randomElement(using: &generator)!)
                }
                bytes = Array(bytes.prefix(length))
                bytes.withUnsafeBufferPointer { buffer in
                    for start in 0...buffer.count {
                        for limit in [0, 1, 2, 7, 8, 9, 19, 20, 100] {
                            let end = min(buffer.count, start + limit)
                            var count = 0
                            var value: UInt64 = 0
                            while start + count < end, buffer[start + count] &- 0x30 < 10 {
                                if count < 19 { value = value * 10 + UInt64(buffer[start + count] - 0x30) }
                                count += 1
                            }
                            let nonZero = buffer[start..<(start + count)].contains { $0 != 0x30 }
                            let counted = UTF8Bytes.countASCIIDigits(buffer, from: start, limit: limit)
                            let parsed = UTF8Bytes.countAndParseASCIIDigits(buffer, from: start, limit: limit)
                            if counted.count != count || counted.hasNonZero != nonZero || parsed.count != count
                                || parsed.hasNonZero != nonZero || parsed.parsed != value {
                                Issue.record("\(bytes) from \(start) limit \(limit): \(counted) \(parsed), not \(count) \(nonZero) \(value)")
                            }
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked > 100_000, "\(checked)")
    }

    /// The small copy moves words that overlap in the middle: every count from 0 to 40 (both word paths, each
    /// width, memmove past 16), at every offset into the buffer, and between overlapping ranges either way.
    @Test func smallCopyCopiesEveryCount() {
        let source = (0..<64).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        for count in 0...40 {
            for offset in 0..<8 {
                var target = [UInt8](repeating: 0xEE, count: 64)
                source.withUnsafeBufferPointer { from in
                    target.withUnsafeMutableBufferPointer { to in
                        (to.baseAddress! + offset).copyBytes(from: from.baseAddress! + 3, count: count)
                    }
                }
                let expected = [UInt8](repeating: 0xEE, count: offset) + source[3..<(3 + count)]
                    + [UInt8](repeating: 0xEE, count: 64 - offset - count)
                #expect(target == expected, "count \(count), offset \(offset)")
            }
            for shift in [-5, -1, 1, 5] {
                var buffer = source
                buffer.withUnsafeMutableBufferPointer { bytes in
                    (bytes.baseAddress! + 10 + shift).copyBytes(from: UnsafePointer(bytes.baseAddress! + 10), count: count)
                }
                var expected = source
                expected.replaceSubrange((10 + shift)..<(10 + shift + count), with: source[10..<(10 + count)])
                #expect(buffer == expected, "count \(count), overlapping by \(shift)")
            }
        }
    }
}

/// The field's formatting counts down to each grouping separator; `DigitGrouping.hasSeparator` (the rule
/// `NumberWriter` uses) is the definition it must agree with.
@Suite("Digit grouping countdown")
struct DigitGroupingCountdownTests {
    @Test(arguments: [(3, 3, 1), (3, 3, 2), (3, 2, 1), (4, 4, 1), (2, 3, 1), (1, 1, 1), (3, 1, 1), (5, 2, 3)])
    func countdownAgreesWithHasSeparator(primary: Int, secondary: Int, minimum: Int) {
        let grouping = DigitGrouping(primary: primary, secondary: secondary, minimumDigits: minimum)
        var grouped = 0
        for digitCount in 1...80 where grouping.isGrouped(digitCount: digitCount) {
            var next = grouping.firstSeparator(digitCount: digitCount)
            var separators = 0
            for remaining in stride(from: digitCount, through: 1, by: -1) {
                let expected = grouping.hasSeparator(beforeDigitWithRemaining: remaining, digitCount: digitCount)
                #expect((remaining == next) == expected, "\(digitCount) digits, \(remaining) left")
                if remaining == next {
                    next = grouping.separator(after: next)
                    separators += 1
                }
            }
            #expect(separators == grouping.separatorCount(digitCount: digitCount))
            grouped += 1
        }
        #expect(grouped > 60)
    }
}

/// `TextReplacement` compares eight bytes a step from each end; the smallest replacement it finds must be the
/// one a byte-by-byte comparison finds (widened to whole scalars), for edits anywhere in texts of every length.
@Suite("Text replacement")
struct TextReplacementTests {
    @Test func wordwiseDifferenceAgreesWithBytewise() {
        let pieces = ["1", "2", ",", ".", "٫", "۱", "۲", "\u{200E}", "−", "€", "👍🏽", "\u{A0}"]
        var generator = SystemRandomNumberGenerator()
        var checked = 0
        for length in [0, 1, 5, 8, 9, 15, 16, 17, 24, 40] {
            for _ in 0..<150 {
                let old = (0..<length).map { _ in pieces.randomElement(using: &generator)! }
                var new = old
                // An edit: replace, insert or delete a few pieces somewhere.
                let at = Int.random(in: 0...old.count, using: &generator)
                let removed = Int.random(in: 0...min(3, old.count - at), using: &generator)
                let inserted = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    pieces.randomElement(using: &generator)!
                }
                new.replaceSubrange(at..<(at + removed), with: inserted)
                let a = old.joined(), b = new.joined()
                let expected = Self.bytewise(Array(a.utf8), Array(b.utf8))
                let found = TextReplacement.between(a, b)
                if let expected {
                    let replaced = String(decoding: Array(b.utf8)[expected.new], as: UTF8.self)
                    #expect(found?.utf16Range == expected.utf16Range && found.map { String($0.text) } == replaced,
                            "\(a.debugDescription) -> \(b.debugDescription)")
                } else {
                    #expect(found == nil)
                }
                checked += 1
            }
        }
        #expect(checked == 1_500)
    }

    /// A removal to the end of a text past 15 bytes finds its start from the end a scalar at a time: every tail of
    /// one to four pieces of one to four bytes, with combining marks and a two-scalar emoji among them, leaves
    /// exactly the text before it.
    @Test func removalToTheEndLeavesTheTextBeforeIt() {
        let pieces = ["1", "٫", "−", "€", "𝟙", "e\u{301}", "👍🏽", "\u{200E}"]
        var checked = 0
        for first in pieces {
            for second in pieces {
                for third in pieces {
                    let tail = [first, second, third]
                    for kept in 0...2 {
                        let head = "1234567890123456" + tail[..<kept].joined()
                        var text = head + tail[kept...].joined()
                        TextReplacement.splice(&text, bytes: head.utf8.count..<text.utf8.count, with: "")
                        #expect(Array(text.utf8) == Array(head.utf8), "\(tail) keeping \(kept)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == 8 * 8 * 8 * 3)
    }

    /// `write` leaves the new text in the string and reports the replacement `between` finds, by whichever of
    /// its three ways it writes: an append at the end, a removal to the end, a replacement elsewhere. Half the
    /// edits are at the end, where the first two apply; texts past 15 bytes, where the string is edited in place.
    @Test func writeLeavesTheNewTextAndReportsItsReplacement() {
        let pieces = ["1", "2", ",", ".", "٫", "۱", "\u{200E}", "−", "👍🏽"]
        var generator = SystemRandomNumberGenerator()
        var atEnd = 0
        for length in [0, 1, 5, 9, 16, 17, 24, 40] {
            for round in 0..<150 {
                let old = (0..<length).map { _ in pieces.randomElement(using: &generator)! }
                var new = old
                let at = round.isMultiple(of: 2) ? old.count : Int.random(in: 0...old.count, using: &generator)
                let removed = Int.random(in: 0...min(3, old.count - at), using: &generator)
                let inserted = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    pieces.randomElement(using: &generator)!
                }
                new.replaceSubrange(at..<(at + removed), with: inserted)
                let a = old.joined(), b = new.joined()
                var text = a
                text.reserveCapacity(64)
                let written = Array(b.utf8).withUnsafeBufferPointer { TextReplacement.write($0, into: &text) }
                #expect(text == b, "\(a.debugDescription) -> \(b.debugDescription)")
                #expect(written == TextReplacement.between(a, b), "\(a.debugDescription) -> \(b.debugDescription)")
                if let written, written.utf16Range.upperBound == a.utf16.count { atEnd += 1 }
            }
        }
        #expect(atEnd > 300)
    }

    /// The definition: the common prefix and suffix byte by byte, each backed off to a scalar boundary.
    static func bytewise(_ a: [UInt8], _ b: [UInt8]) -> (utf16Range: Range<Int>, new: Range<Int>)? {
        if a == b { return nil }
        let shorter = min(a.count, b.count)
        var prefix = 0
        while prefix < shorter && a[prefix] == b[prefix] { prefix += 1 }
        while prefix > 0 && (prefix < a.count && a[prefix] & 0xC0 == 0x80 || prefix < b.count && b[prefix] & 0xC0 == 0x80) {
            prefix -= 1
        }
        var suffix = 0
        while suffix < shorter - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        while suffix > 0 && (a[a.count - suffix] & 0xC0 == 0x80 || b[b.count - suffix] & 0xC0 == 0x80) { suffix -= 1 }
        let width = { (bytes: ArraySlice<UInt8>) in String(decoding: bytes, as: UTF8.self).utf16.count }
        let lower = width(a[..<prefix])
        return (lower..<(lower + width(a[prefix..<(a.count - suffix)])), prefix..<(b.count - suffix))
    }
}
