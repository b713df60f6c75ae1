/// The UTF-8 primitives every stage shares: the driver, the rule's edits, the field and the paste reader read
/// text through these and nothing else, so there is one decoder, one way back to a scalar's start and one way to
/// count UTF-16 code units.
///
/// Every function takes a buffer and an offset and checks the offset against the buffer: a truncated scalar is
/// reported (``decode(_:at:)`` returns nil), never read past.
enum UTF8Bytes {
    // MARK: - Access

    /// Runs `body` over the UTF-8 of `text`, without copying a native string.
    @inline(__always)
    static func withUTF8<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return copy.withUTF8(body)
    }

    /// A string of `bytes`, which must be valid UTF-8 (the field's own text, or a part of it).
    ///
    /// Up to 15 bytes the string is small (held inline): the standard library writes the bytes straight into it and
    /// checks ASCII text a word at a time, where `String(decoding:as:)` validates first and then builds the small
    /// string a byte at a time (about 200 instructions for a 15-byte text on Linux). Non-ASCII bytes are validated
    /// either way.
    @inline(__always)
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { target in
            if let source = bytes.baseAddress, let base = target.baseAddress {
                base.update(from: source, count: bytes.count)
            }
            return bytes.count
        }
    }

    /// Whether every byte is below 0x80, eight at a time.
    @inline(__always)
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var index = 0
        var high: UInt64 = 0
        while index &+ 8 <= bytes.count {
            high |= UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            index &+= 8
        }
        // The last one to seven bytes in at most three loads (four, two, one), not one by one: an edit's text is
        // usually shorter than eight bytes.
        let rest = bytes.count &- index
        if rest & 4 != 0 {
            high |= UInt64(UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self))
            index &+= 4
        }
        if rest & 2 != 0 {
            high |= UInt64(UnsafeRawPointer(base + index).loadUnaligned(as: UInt16.self))
            index &+= 2
        }
        if rest & 1 != 0 { high |= UInt64(base[index]) }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// How far eight-byte words of ASCII digits reach from `index`: the start of the first word (ending at or before
    /// `end`) that is not all digits, or of the last, shorter stretch before `end`. The bytes from there may still
    /// begin with digits: the caller reads them one by one.
    @inline(__always)
    static func endOfASCIIDigitWords(_ base: UnsafePointer<UInt8>, from index: Int, end: Int) -> Int {
        var position = index
        while position &+ 8 <= end {
            let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
            if nonDigitBytes(word) != 0 { break }
            position &+= 8
        }
        return position
    }

    /// The bytes of the little-endian `word` (the first byte in the lowest) that are not ASCII digits, flagged:
    /// zero when all eight are digits; otherwise the lowest flag (0x80 in its byte) is the first byte that is not
    /// one. (A borrow or carry between bytes starts only at a byte that is not a digit and moves to later ones.)
    @inline(__always)
    static func nonDigitBytes(_ word: UInt64) -> UInt64 {
        ((word &- 0x3030_3030_3030_3030) | (word &+ 0x4646_4646_4646_4646)) & 0x8080_8080_8080_8080
    }

    /// ASCII digits from `index`, at most `limit`, eight bytes at a time; and whether one was not zero. The
    /// driver's runs of digits and the field's integer digits are counted here.
    @inline(__always)
    static func countASCIIDigits(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int, limit: Int)
        -> (count: Int, hasNonZero: Bool)
    {
        let end = limit < bytes.count &- index ? index &+ limit : bytes.count
        var position = index
        var nonZero: UInt64 = 0
        if let base = bytes.baseAddress {
            // Every byte is in 0x30...0x39 when neither x - 0x30 nor x + 0x46 sets a high bit.
            while position &+ 8 <= end {
                let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
                let low = word &- 0x3030_3030_3030_3030
                let high = word &+ 0x4646_4646_4646_4646
                if (low | high) & 0x8080_8080_8080_8080 != 0 { break }
                nonZero |= low
                position &+= 8
            }
        }
        while position < end {
            let digit = bytes[position] &- 0x30
            if digit >= 10 { break }
            nonZero |= UInt64(digit)
            position &+= 1
        }
        return (position &- index, nonZero != 0)
    }

    /// ``countASCIIDigits(_:from:limit:)`` that also reads the run's first 19 digits as a number, for a scan that
    /// keeps the value: `parsed` is the run read as a number when `count` is at most 19 (digits past the 19th are
    /// counted, not read).
    @inline(__always)
    static func countAndParseASCIIDigits(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int, limit: Int)
        -> (count: Int, hasNonZero: Bool, parsed: UInt64)
    {
        let end = limit < bytes.count &- index ? index &+ limit : bytes.count
        // Eight bytes or more that may be digits (a field's integer part, a long paste): a path of its own, so
        // the short runs of a typed number keep the byte loop as it was (the word loop inside it cost the de_DE
        // verdict with its value 9 instructions).
        if end &- index >= 8 { return countAndParseLongASCIIDigits(bytes, from: index, end: end) }
        var position = index
        var value: UInt64 = 0
        while position < end {
            let digit = bytes[position] &- 0x30
            if digit >= 10 { break }
            value = value &* 10 &+ UInt64(digit)
            position &+= 1
        }
        return (position &- index, value != 0, value)
    }

    /// ``countAndParseASCIIDigits(_:from:limit:)`` where at least eight bytes remain before `end`: eight digits a
    /// word while eight remain of the first 19 (three multiplications, where the byte loop takes about eleven
    /// instructions a digit), the rest a byte at a time, digits past the 19th counted as any run is.
    @inline(__always)
    static func countAndParseLongASCIIDigits(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int, end: Int)
        -> (count: Int, hasNonZero: Bool, parsed: UInt64)
    {
        let parsedEnd = end &- index > 19 ? index &+ 19 : end
        var position = index
        var value: UInt64 = 0
        if let base = bytes.baseAddress {
            while position &+ 8 <= parsedEnd {
                // Little-endian whatever the machine: the first digit in the lowest byte, as `eightDigits` reads.
                let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
                let digits = word &- 0x3030_3030_3030_3030
                if (digits | (word &+ 0x4646_4646_4646_4646)) & 0x8080_8080_8080_8080 != 0 { break }
                value = value &* 100_000_000 &+ eightDigits(digits)
                position &+= 8
            }
        }
        while position < parsedEnd {
            let digit = bytes[position] &- 0x30
            if digit >= 10 { return (position &- index, value != 0, value) }
            value = value &* 10 &+ UInt64(digit)
            position &+= 1
        }
        guard position < end else { return (position &- index, value != 0, value) }
        // Longer than a limb: the rest counted as any run is.
        let (more, nonZero) = countASCIIDigits(bytes, from: position, limit: end &- position)
        return (19 &+ more, value != 0 || nonZero, value)
    }

    /// The number eight ASCII digits make, from their little-endian word less 0x30 a byte (each byte 0...9, the
    /// first digit in the lowest byte): pairs, then fours, then the eight, in three multiplications.
    @inline(__always)
    static func eightDigits(_ digits: UInt64) -> UInt64 {
        let pairs = digits &* 10 &+ (digits &>> 8)
        let mask: UInt64 = 0x0000_00FF_0000_00FF
        let hundreds: UInt64 = 100 &+ (1_000_000 &<< 32)
        let ones: UInt64 = 1 &+ (10_000 &<< 32)
        return ((pairs & mask) &* hundreds &+ ((pairs &>> 16) & mask) &* ones) &>> 32
    }

    // MARK: - Scalars

    /// The length of the scalar a lead byte starts (1 for ASCII, and for a stray continuation byte).
    @inline(__always)
    static func scalarLength(lead: UInt8) -> Int {
        lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// The scalar at `index` and its UTF-8 length; nil when the buffer ends inside it.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: UInt32, length: Int)? {
        let lead = bytes[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        return decodeMultiByte(bytes, at: index)
    }

    /// ``decode(_:at:)`` for a lead byte of 0x80 or more, for callers that have tested it already (the driver's
    /// loop).
    @inline(__always)
    static func decodeMultiByte(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int)
        -> (scalar: UInt32, length: Int)?
    {
        let lead = bytes[index]
        var scalar: UInt32
        let length: Int
        if lead < 0xE0 {
            scalar = UInt32(lead & 0x1F); length = 2
        } else if lead < 0xF0 {
            scalar = UInt32(lead & 0x0F); length = 3
        } else {
            scalar = UInt32(lead & 0x07); length = 4
        }
        guard index &+ length <= bytes.count else { return nil }
        for continuation in 1..<length { scalar = scalar << 6 | UInt32(bytes[index &+ continuation] & 0x3F) }
        return (scalar, length)
    }

    /// The scalar at `index` of a whole text (a `String`'s UTF-8, which never ends inside a scalar); U+FFFD and
    /// the bytes left if it does.
    @inline(__always)
    static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: UInt32, length: Int) {
        decode(bytes, at: index) ?? (0xFFFD, bytes.count &- index)
    }

    /// The start of the scalar that contains byte `index` (`index` itself at a scalar's start; the end for an
    /// index at or past the end).
    @inline(__always)
    static func scalarStart(_ bytes: UnsafeBufferPointer<UInt8>, atOrBefore index: Int) -> Int {
        guard index < bytes.count else { return bytes.count }
        var start = Swift.max(0, index)
        while start > 0 && bytes[start] & 0xC0 == 0x80 { start &-= 1 }
        return start
    }

    /// The start of the scalar before byte `index` (0 at the start).
    @inline(__always)
    static func scalarStart(_ bytes: UnsafeBufferPointer<UInt8>, before index: Int) -> Int {
        index <= 0 ? 0 : scalarStart(bytes, atOrBefore: index &- 1)
    }

    /// Writes `scalar` as UTF-8 at `index`; returns the index after it. The buffer must have room for 4 bytes.
    @inline(__always)
    static func encode(_ scalar: UInt32, into buffer: UnsafeMutableBufferPointer<UInt8>, at index: Int) -> Int {
        if scalar < 0x80 {
            buffer[index] = UInt8(scalar)
            return index &+ 1
        }
        if scalar < 0x800 {
            buffer[index] = UInt8(0xC0 | scalar >> 6)
            buffer[index &+ 1] = UInt8(0x80 | scalar & 0x3F)
            return index &+ 2
        }
        if scalar < 0x10000 {
            buffer[index] = UInt8(0xE0 | scalar >> 12)
            buffer[index &+ 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
            buffer[index &+ 2] = UInt8(0x80 | scalar & 0x3F)
            return index &+ 3
        }
        buffer[index] = UInt8(0xF0 | scalar >> 18)
        buffer[index &+ 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
        buffer[index &+ 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
        buffer[index &+ 3] = UInt8(0x80 | scalar & 0x3F)
        return index &+ 4
    }

    // MARK: - UTF-16

    /// The UTF-16 code units of the scalar a lead byte starts: 2 for a four-byte scalar, 0 for a continuation
    /// byte, 1 otherwise.
    @inline(__always)
    static func utf16Width(lead: UInt8) -> Int {
        lead & 0xC0 == 0x80 ? 0 : lead >= 0xF0 ? 2 : 1
    }

    /// What a word of UTF-8 adds to its byte count to make its UTF-16 width: one less per continuation byte
    /// (`10xxxxxx`), one more per four-byte lead (`11110xxx`, a surrogate pair; as in ``utf16Width(lead:)``, any
    /// byte from 0xF0 counts as one, which only invalid UTF-8 tells apart). Zero bytes add nothing. The high bits
    /// are counted by a multiplication that sums the bytes into the top one, not `nonzeroBitCount`: the baseline
    /// x86-64 target has no `popcnt`, and its population count is a dozen instructions.
    @inline(__always)
    static func utf16Adjustment(ofWord word: UInt64) -> Int {
        let high: UInt64 = 0x8080_8080_8080_8080
        let continuations = word & ~(word &<< 1) & high
        let fourByteLeads = word & (word &<< 1) & (word &<< 2) & (word &<< 3) & high
        let ones: UInt64 = 0x0101_0101_0101_0101
        return Int(truncatingIfNeeded: ((fourByteLeads &>> 7) &* ones) &>> 56)
            &- Int(truncatingIfNeeded: ((continuations &>> 7) &* ones) &>> 56)
    }

    /// The UTF-16 length of `bytes[range]` (a range within `bytes`), eight bytes a step: a word of ASCII is
    /// eight units; any other word is eight, less its continuation bytes (`10xxxxxx`), plus its four-byte leads
    /// (`11110xxx`, a surrogate pair each).
    @inline(__always)
    static func utf16Width(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var units = 0
        var index = range.lowerBound
        if range.upperBound &- index >= 8, let base = bytes.baseAddress {
            let high: UInt64 = 0x8080_8080_8080_8080
            while index &+ 8 <= range.upperBound {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                units &+= word & high == 0 ? 8 : 8 &+ utf16Adjustment(ofWord: word)
                index &+= 8
            }
        }
        // The last one to seven bytes as one word (the bytes outside the range zero, which count nothing).
        let rest = range.upperBound &- index
        if rest > 0 {
            let word = word(bytes, index, count: rest)
            units &+= word & 0x8080_8080_8080_8080 == 0 ? rest : rest &+ utf16Adjustment(ofWord: word)
        }
        return units
    }

    /// How many Unicode scalars `bytes` (valid UTF-8) holds: its bytes less its continuation bytes (`10xxxxxx`),
    /// eight bytes a step, counted as ``utf16Adjustment(ofWord:)`` counts them.
    @inline(__always)
    static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        var continuations = 0
        var index = 0
        while index &+ 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if word & high != 0 {
                continuations &+= Int(truncatingIfNeeded: (((word & ~(word &<< 1) & high) &>> 7) &* ones) &>> 56)
            }
            index &+= 8
        }
        let rest = bytes.count &- index
        if rest > 0 {
            // The last one to seven bytes as one word: the zero bytes past them are no continuation.
            let word = word(bytes, index, count: rest)
            continuations &+= Int(truncatingIfNeeded: (((word & ~(word &<< 1) & high) &>> 7) &* ones) &>> 56)
        }
        return bytes.count &- continuations
    }

    /// The `count` bytes (1 to 8) of `bytes` from `start` as one word, in the low bytes in memory order (the
    /// first byte lowest), the rest zero: one load where the buffer has eight bytes ending at the range's end or
    /// starting at its start, else (a buffer shorter than eight bytes) in up to three loads of four, two and one
    /// bytes. Lets a tail shorter than a word be compared or counted like a word instead of a byte at a time.
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, count: Int) -> UInt64 {
        let base = bytes.baseAddress.unsafelyUnwrapped
        let end = start &+ count
        if end >= 8 {
            let loaded = UInt64(littleEndian: UnsafeRawPointer(base + (end &- 8)).loadUnaligned(as: UInt64.self))
            return loaded &>> UInt64(truncatingIfNeeded: (8 &- count) &* 8)
        }
        if start &+ 8 <= bytes.count {
            // Here `end` < 8, so `count` < 8: the mask's shift is below 64.
            let loaded = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
            return loaded & ((1 &<< UInt64(truncatingIfNeeded: count &* 8)) &- 1)
        }
        // A buffer shorter than eight bytes: here `count` < 8, in at most three loads (four, two, one bytes).
        var word: UInt64 = 0
        var index = start
        var shift: UInt64 = 0
        if count & 4 != 0 {
            word = UInt64(UInt32(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self)))
            index &+= 4
            shift = 32
        }
        if count & 2 != 0 {
            word |= UInt64(UInt16(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt16.self)))
                &<< shift
            index &+= 2
            shift &+= 16
        }
        if count & 1 != 0 { word |= UInt64(base[index]) &<< shift }
        return word
    }

    /// The UTF-16 length of the first `byte` bytes of `text`; nil when `byte` is past its end.
    static func utf16Width(_ text: String, upToByte byte: Int) -> Int? {
        withUTF8(text) { bytes in byte <= bytes.count && byte >= 0 ? utf16Width(bytes, 0..<byte) : nil }
    }

    /// The UTF-8 byte range of a UTF-16 range of `text`, checked: negative, past the end or splitting a
    /// surrogate pair is an ``EditError``.
    ///
    /// - Complexity: O(*n*) up to the range's end; see the form on bytes.
    static func byteRange(in text: String, utf16Offset: Int, utf16Length: Int) throws(EditError) -> Range<Int> {
        try withUTF8(text) { byteRange(in: $0, utf16Offset: utf16Offset, utf16Length: utf16Length) }.get()
    }

    /// The UTF-8 byte range of a UTF-16 range of a text's `bytes`, checked as the `String` form checks it: the
    /// form the edit path uses inside the one `withUTF8` it makes on the text.
    ///
    /// - Complexity: O(*n*) up to the range's end: eight bytes a step while they are ASCII (then UTF-16 offsets
    ///   are byte offsets), scalar by scalar otherwise.
    @inline(__always)
    static func byteRange(in bytes: UnsafeBufferPointer<UInt8>, utf16Offset: Int, utf16Length: Int)
        -> Result<Range<Int>, EditError>
    {
        guard utf16Offset >= 0, utf16Length >= 0, utf16Offset <= Int.max - utf16Length else {
            return .failure(EditError(code: .rangeOutOfBounds, offset: utf16Offset,
                                      message: "negative range offset or length (\(utf16Offset), \(utf16Length))"))
        }
        let end = utf16Offset &+ utf16Length
        // ASCII up to the range's end: UTF-16 offsets there are byte offsets.
        if end <= bytes.count, isASCII(UnsafeBufferPointer(rebasing: bytes[..<end])) {
            return .success(utf16Offset..<end)
        }
        // A caret at the end of the text (a key typed there, the commonest edit): the text's width, counted a
        // word at a time, says so without the scalar loop. In a function of its own, which returns a word: inside
        // the walk, whose frame and result it paid for, it cost a fa_IR keystroke about 20 instructions more.
        if utf16Offset == end, end > 0, utf16WidthOfText(bytes) == end {
            return .success(bytes.count..<bytes.count)
        }
        return walkedByteRange(in: bytes, utf16Offset: utf16Offset, end: end)
    }

    /// ``utf16Width(_:_:)`` of all of `bytes`, out of line. Up to 16 bytes (a field's text, nearly always) as two
    /// words, the second's bytes that the first holds shifted out, whose continuation bytes and four-byte leads are
    /// each summed lane by lane and counted with one multiplication: 84 instructions for a fa_IR keystroke's 12
    /// bytes in ``utf16Width(_:_:)``'s loop, two multiplications a word.
    @inline(never)
    static func utf16WidthOfText(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        guard count > 8, let base = bytes.baseAddress else { return utf16Width(bytes, 0..<count) }
        if count > 16 { return count < 256 ? utf16WidthOfLongText(base, count) : utf16Width(bytes, 0..<count) }
        let high: UInt64 = 0x8080_8080_8080_8080
        let first = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self))
        // The last eight bytes, those the first word holds (16 - count of them, the lowest) shifted out.
        let last = UInt64(littleEndian: UnsafeRawPointer(base + (count &- 8)).loadUnaligned(as: UInt64.self))
            &>> UInt64(truncatingIfNeeded: (16 &- count) &* 8)
        // At most two in a lane: one multiplication sums each kind.
        let continuations = ((first & ~(first &<< 1) & high) &>> 7) &+ ((last & ~(last &<< 1) & high) &>> 7)
        let fourByteLeads = ((first & (first &<< 1) & (first &<< 2) & (first &<< 3) & high) &>> 7)
            &+ ((last & (last &<< 1) & (last &<< 2) & (last &<< 3) & high) &>> 7)
        let ones: UInt64 = 0x0101_0101_0101_0101
        return count &- Int(truncatingIfNeeded: (continuations &* ones) &>> 56)
            &+ Int(truncatingIfNeeded: (fourByteLeads &* ones) &>> 56)
    }

    /// ``utf16WidthOfText(_:)`` of 17 to 255 bytes: sixteen bytes a step, each one's continuation bytes and
    /// four-byte leads summed lane by lane in two vectors (at most one a lane a step), the last sixteen bytes with
    /// those already counted masked out, and both sums counted at the end, each with one multiplication of its two
    /// halves' sum (a lane's sum, and the total, stay below 256). fa_IR's 16-character keystroke (34 bytes) spent 139
    /// instructions here with two multiplications a word, about 100 with words summed lane by lane (3df4066), 77 now.
    private static func utf16WidthOfLongText(_ base: UnsafePointer<UInt8>, _ count: Int) -> Int {
        let raw = UnsafeRawPointer(base)
        var continuations = SIMD16<UInt8>()
        var fourByteLeads = SIMD16<UInt8>()
        @inline(__always)
        func add(_ bytes: SIMD16<UInt8>) {
            continuations &+= (bytes & ~(bytes &+ bytes)) &>> 7
            fourByteLeads &+= (((bytes & 0x7F) &+ 0x10) & bytes) &>> 7
        }
        var index = 0
        while count &- index > 16 {
            add(raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self))
            index &+= 16
        }
        // One to sixteen bytes left: the last sixteen, those already counted (the lowest) left out.
        let lanes = SIMD16<UInt8>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
        let counted = SIMD16<UInt8>(repeating: UInt8(truncatingIfNeeded: 16 &- (count &- index)))
        add(raw.loadUnaligned(fromByteOffset: count &- 16, as: SIMD16<UInt8>.self) & ((lanes &- counted) &>> 7 &- 1))
        let ones: UInt64 = 0x0101_0101_0101_0101
        let c = unsafeBitCast(continuations, to: SIMD2<UInt64>.self)
        let f = unsafeBitCast(fourByteLeads, to: SIMD2<UInt64>.self)
        return count &- Int(truncatingIfNeeded: ((c[0] &+ c[1]) &* ones) &>> 56)
            &+ Int(truncatingIfNeeded: ((f[0] &+ f[1]) &* ones) &>> 56)
    }

    /// The byte range of a UTF-16 range over text that is not all ASCII. Eight bytes a step while the whole word
    /// lies before the first offset still to find (its UTF-16 width counted as ``utf16Width(_:_:)`` counts it),
    /// then scalar by scalar; only a four-byte scalar (a surrogate pair) can have an offset inside it.
    @inline(never)
    private static func walkedByteRange(in bytes: UnsafeBufferPointer<UInt8>, utf16Offset: Int, end: Int)
        -> Result<Range<Int>, EditError>
    {
        var units = 0
        var index = 0
        var lower = utf16Offset == 0 ? 0 : -1
        var upper = end == 0 ? 0 : -1
        // Words whose scalars all end before the first offset to find: no offset falls in them (a scalar begun
        // in a word is counted whole in it, so its units stay below the offset too).
        let first = utf16Offset == 0 ? end : utf16Offset
        if let base = bytes.baseAddress {
            while index &+ 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let width = 8 &+ utf16Adjustment(ofWord: word)
                guard units &+ width < first else { break }
                units &+= width
                index &+= 8
            }
            // The rest of a scalar begun in the last word skipped was counted with its lead.
            while index < bytes.count && bytes[index] & 0xC0 == 0x80 { index &+= 1 }
        }
        while index < bytes.count && units < end {
            let lead = bytes[index]
            if lead >= 0xF0 {
                // Two UTF-16 units: an offset between them splits the pair.
                if units < utf16Offset && utf16Offset == units &+ 1 || units < end && end == units &+ 1 {
                    let inside = utf16Offset == units &+ 1 ? utf16Offset : end
                    return .failure(EditError(code: .splitsSurrogatePair, offset: inside,
                                              message: "UTF-16 offset \(inside) splits a surrogate pair"))
                }
                units &+= 2
                index &+= 4
            } else {
                units &+= 1
                index &+= scalarLength(lead: lead)
            }
            if units == utf16Offset { lower = index }
            if units == end { upper = index }
        }
        guard lower >= 0, upper >= 0 else {
            return .failure(EditError(
                code: .rangeOutOfBounds, offset: end,
                message: "range \(utf16Offset)..<\(end) ends past the text's \(units) UTF-16 code units"))
        }
        return .success(lower..<upper)
    }

    /// `text` with the UTF-8 range `byteRange` replaced by `replacement`.
    static func splice(_ text: String, _ byteRange: Range<Int>, _ replacement: String) -> String {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: byteRange.lowerBound)
        let upper = utf8.index(utf8.startIndex, offsetBy: byteRange.upperBound)
        return String(text[..<lower]) + replacement + String(text[upper...])
    }

    /// The `String.Index` of byte `offset` of `text`.
    static func index(in text: String, byte offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }
}

extension UnsafeMutablePointer<UInt8> {
    /// Copies `count` bytes (the ranges may overlap). Up to 16 bytes, the few an edit moves, with two loads and
    /// two stores of the widest word that fits, overlapping in the middle (both loads before either store);
    /// memmove beyond. A byte loop was here before: LLVM turns such a loop into a call to memcpy, which costs
    /// more than the bytes it copies (about 12 calls an en_US field keystroke and its undo).
    @inline(__always)
    func copyBytes(from source: UnsafePointer<UInt8>, count: Int) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(self)
        if count >= 8 {
            guard count <= 16 else {
                update(from: source, count: count)
                return
            }
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: count &- 8, as: UInt64.self)
        } else if count >= 4 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: count &- 4, as: UInt32.self)
        } else if count >= 2 {
            let head = from.loadUnaligned(as: UInt16.self)
            let tail = from.loadUnaligned(fromByteOffset: count &- 2, as: UInt16.self)
            to.storeBytes(of: head, as: UInt16.self)
            to.storeBytes(of: tail, toByteOffset: count &- 2, as: UInt16.self)
        } else if count == 1 {
            self.pointee = source.pointee
        }
    }
}
