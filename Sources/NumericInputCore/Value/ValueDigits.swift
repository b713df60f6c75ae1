/// The mantissa's digits as a scan meets them, kept the way ``NumericValue`` stores them: leading zeros counted,
/// trailing zeros held back until a non-zero digit follows, the first 38 significant digits in two limbs, any
/// more as ASCII text. No allocation for values of up to 38 significant digits.
///
/// Plain data, so the scan's driver that holds one is plain data too: while the spill was a class reference,
/// destroying the driver went through its value witness and a release, about 30 instructions of every verdict.
/// The spill past 38 digits is an owned reference, which is why the type is noncopyable: `takeValue` or
/// `takeDigitString` hands it to the value (once: the digits are spent then), and whoever takes no value calls
/// ``releaseSpill()``.
struct ValueDigits: ~Copyable {
    private var high: UInt64 = 0
    private var low: UInt64 = 0
    /// Significant digits stored (in the limbs, or in `spill` once past 38).
    private var count = 0
    /// Zeros met since the last non-zero digit, not stored yet.
    private var pendingZeros = 0
    /// Zeros before the first non-zero digit.
    private var leadingZeros = 0
    /// All significant digits in ASCII, once there are more than 38; nil until then. Owned (+1): never shared
    /// before a value takes it, so it is appended to in place.
    private var spill: Unmanaged<SpilledDigits>?
    /// How many digits the text can hold at most (its UTF-8 length, when the scan knows it): the spill is made
    /// that large at once, so a mebibyte paste's digits are neither regrown nor copied.
    private let capacityHint: Int

    /// - Parameter capacityHint: At least as many digits as the text can hold (0: unknown; the spill then grows).
    init(capacityHint: Int = 0) {
        self.capacityHint = capacityHint
    }

    /// Every digit met: leading, significant and trailing.
    var totalCount: Int { leadingZeros + count + pendingZeros }

    @inline(__always)
    mutating func append(_ digit: UInt8) {
        if digit == 0 {
            if count == 0 { leadingZeros &+= 1 } else { pendingZeros &+= 1 }
            return
        }
        while pendingZeros > 0 {
            store(0)
            pendingZeros &-= 1
        }
        store(digit)
    }

    @inline(__always)
    private mutating func store(_ digit: UInt8) {
        if count < 19 {
            high = high &* 10 &+ UInt64(digit)
        } else if count < 38 {
            low = low &* 10 &+ UInt64(digit)
        } else {
            spillStorage(room: 1).append(digit &+ 0x30)
        }
        count &+= 1
    }

    /// The spill, made on first need from the limbs, held uniquely, with room for `room` more digits.
    private mutating func spillStorage(room: Int) -> SpilledDigits {
        // The only reference is this one (the type is noncopyable and no value has taken it yet).
        if let held = spill?.takeUnretainedValue(), held.hasRoom(for: room) { return held }
        let spilled = spill?.takeUnretainedValue().count
        let needed = (spilled ?? 38) &+ room
        let capacity = Swift.max(needed, Swift.max(capacityHint, 2 &* (spilled ?? 64)))
        if let held = spill {
            self.spill = Unmanaged.passRetained(held.takeUnretainedValue().copy(capacity: capacity))
            held.release()
        } else {
            let made = SpilledDigits.make(capacity: capacity)
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 38) { limbs in
                Powers.writeDigits(high, count: 19, into: limbs.baseAddress!)
                Powers.writeDigits(low, count: 19, into: limbs.baseAddress! + 19)
                made.append(UnsafeBufferPointer(limbs))
            }
            self.spill = Unmanaged.passRetained(made)
        }
        return self.spill.unsafelyUnwrapped.takeUnretainedValue()
    }

    /// Releases the spill when no value took it (an invalid or partial text, or a scan that made no value).
    /// Cheap when there is none: one test.
    @inline(__always)
    mutating func releaseSpill() {
        if let held = spill {
            spill = nil
            held.release()
        }
    }

    /// Appends a run of ASCII digits. Within the first limb the run is accumulated at once; past 38 significant
    /// digits it is copied whole; before that, digit by digit until there are 38.
    @inline(__always)
    mutating func appendASCII(_ run: UnsafeBufferPointer<UInt8>) {
        if count < 19, appendToFirstLimb(run) { return }
        appendBeyondFirstLimb(run)
    }

    /// ``appendASCII(_:)`` for a run of at most 19 digits that the scan read as a number while counting them
    /// (`parsed`, leading zeros and all): within the first limb, its digits are not read again.
    @inline(__always)
    mutating func appendASCII(_ run: UnsafeBufferPointer<UInt8>, parsed: UInt64) {
        assert(run.count <= 19, "a parsed run longer than a limb")
        if count < 19, appendToFirstLimb(run, parsed: parsed) { return }
        appendBeyondFirstLimb(run)
    }

    /// ``appendToFirstLimb(_:)`` for a run already read as the number `parsed`: the leading zeros are counted
    /// from the bytes (only before the first significant digit, and nearly always none), the trailing zeros
    /// divided off the number.
    @inline(__always)
    private mutating func appendToFirstLimb(_ run: UnsafeBufferPointer<UInt8>, parsed: UInt64) -> Bool {
        let end = run.count
        if parsed == 0 {
            // Zeros only: leading ones before any significant digit, held back after one.
            if count == 0 { leadingZeros &+= end } else { pendingZeros &+= end }
            return true
        }
        var first = 0
        if count == 0 {
            // A digit is not zero (`parsed` is not), so the search ends inside the run.
            while run[first] == 0x30 { first &+= 1 }
        }
        var value = parsed
        var trailing = 0
        while value % 10 == 0 {
            value /= 10
            trailing &+= 1
        }
        let significant = end &- first &- trailing
        let added = pendingZeros &+ significant
        guard count &+ added <= 19 else { return false }
        high = high &* Powers.ten[added] &+ value
        leadingZeros &+= first
        count &+= added
        pendingZeros = trailing
        return true
    }

    /// Appends a run of two-byte native digits (lead and continuation byte each; `zero`, the continuation byte
    /// of the native zero): translated to ASCII a stack buffer at a time and appended as runs, so a pasted
    /// mebibyte of Persian digits is copied in bulk like an ASCII one.
    @inline(__always)
    mutating func appendNative(_ run: UnsafeBufferPointer<UInt8>, zero: UInt8) {
        if run.count <= 2 { if run.count == 2 { append(run[1] &- zero) }; return }
        // A run the first limb holds (a typed number) is read from its continuation bytes where it is.
        if count < 19, appendToFirstLimb(count: run.count &>> 1, digit: { run[$0 &<< 1 &+ 1] &- zero }) { return }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { chunk in
            guard let source = run.baseAddress, let out = chunk.baseAddress else { return }
            let offset = SIMD8<UInt8>(repeating: 0x30 &- zero)
            var at = 1
            while at < run.count {
                var taken = 0
                // Eight digits a step: as little-endian 16-bit lanes, each digit's pair is lead | continuation
                // << 8, and the continuations, shifted down and narrowed, are the digits in order (big-endian
                // platforms take the loop below alone).
                #if _endian(little)
                while taken &+ 8 <= 64 && at &+ 15 <= run.count {
                    let pairs = UnsafeRawPointer(source + (at &- 1)).loadUnaligned(as: SIMD8<UInt16>.self)
                    let digits = SIMD8<UInt8>(truncatingIfNeeded: pairs &>> 8) &+ offset
                    UnsafeMutableRawPointer(out + taken).storeBytes(of: digits, as: SIMD8<UInt8>.self)
                    taken &+= 8
                    at &+= 16
                }
                #endif
                while taken < 64 && at < run.count {
                    chunk[taken] = run[at] &- zero &+ 0x30
                    taken &+= 1
                    at &+= 2
                }
                appendASCII(UnsafeBufferPointer(rebasing: chunk[..<taken]))
            }
        }
    }

    /// `appendASCII` past the first limb, out of line: inlined, it cost the short verdicts a few instructions.
    @inline(never)
    private mutating func appendBeyondFirstLimb(_ run: UnsafeBufferPointer<UInt8>) {
        guard count >= 38 else { return appendEach(run) }
        guard let last = run.lastIndex(where: { $0 != 0x30 }) else {
            pendingZeros &+= run.count   // zeros only, after 38 significant digits: held back
            return
        }
        // Exactly 38 digits so far may still be in the limbs: they move out before the run goes after them.
        let storage = spillStorage(room: pendingZeros &+ last &+ 1)
        storage.append(repeating: 0x30, count: pendingZeros)
        count &+= pendingZeros
        storage.append(UnsafeBufferPointer(rebasing: run[...last]))
        count &+= last &+ 1
        pendingZeros = run.count &- last &- 1
    }

    /// A run that neither fits the first limb nor follows 38 stored digits: digit by digit until the limbs hold
    /// 38, then the rest copied whole (a mebibyte paste's digits went one by one, 8 ms).
    @inline(never)
    private mutating func appendEach(_ run: UnsafeBufferPointer<UInt8>) {
        var index = 0
        while index < run.count && count < 38 {
            append(run[index] &- 0x30)
            index &+= 1
        }
        if index < run.count { appendBeyondFirstLimb(UnsafeBufferPointer(rebasing: run[index...])) }
    }

    /// The run's digits, when they all fit the first limb: leading zeros counted, its significant digits (and the
    /// zeros held back before them) multiplied in, its trailing zeros held back; false, and nothing changed, when
    /// they do not fit. The same digits as `append` one by one, without a branch per digit.
    @inline(__always)
    private mutating func appendToFirstLimb(_ run: UnsafeBufferPointer<UInt8>) -> Bool {
        appendToFirstLimb(count: run.count) { run[$0] &- 0x30 }
    }

    /// ``appendToFirstLimb(_:)`` for `end` digits, the one at index *i* being `digit(i)`: ASCII bytes, or the
    /// continuation bytes of two-byte native digits.
    @inline(__always)
    private mutating func appendToFirstLimb(count end: Int, digit: (Int) -> UInt8) -> Bool {
        var first = 0
        if count == 0 {
            while first < end && digit(first) == 0 { first &+= 1 }
        }
        var last = end &- 1
        while last >= first && digit(last) == 0 { last &-= 1 }
        if last < first {
            // Zeros only: leading ones before any significant digit, held back after one.
            if count == 0 { leadingZeros &+= end } else { pendingZeros &+= end &- first }
            return true
        }
        let significant = last &- first &+ 1
        guard count &+ pendingZeros &+ significant <= 19 else { return false }
        var value = high
        for _ in 0..<pendingZeros { value = value &* 10 }
        for index in first...last { value = value &* 10 &+ UInt64(digit(index)) }
        high = value
        leadingZeros &+= count == 0 ? first : 0
        count &+= pendingZeros &+ significant
        pendingZeros = end &- 1 &- last
        return true
    }

    /// The spilled digits as a value keeps them. Made as large as the text: a value whose digits fill less than
    /// half of it (a long text of zeros or separators) keeps a copy of its own size instead. Out of line: the
    /// short verdicts inline `takeStorage()` (callgrind: 20 instructions more per verdict when it was not).
    @inline(never)
    private static func spilledStorage(_ spill: SpilledDigits) -> NumericValue.Storage {
        .spilled(spill.hasRoom(for: spill.count &+ 64) ? spill.copy(capacity: spill.count) : spill)
    }

    /// The value of the digits, of which the first `integerDigitCount` were before the decimal separator,
    /// times 10^`exponent`. The value takes the spill.
    @inline(__always)
    mutating func takeValue(isNegative: Bool, integerDigitCount: Int, exponent: Int) -> NumericValue {
        guard count > 0 else { releaseSpill(); return .zero }
        // digits[leadingZeros ..< leadingZeros + count] × 10^(integerDigitCount − (leadingZeros + count)).
        let scale = exponent &+ (integerDigitCount &- (leadingZeros &+ count))
        return NumericValue(isNegative: isNegative, storage: takeStorage(), exponent: scale)
    }

    /// The digits as a digit string (``NumericKind/digits``): its zeros kept. The value takes the spill.
    mutating func takeDigitString() -> NumericValue {
        guard count > 0 else {
            releaseSpill()
            // All zeros: "000" is zero with two more zeros in front.
            return NumericValue(isNegative: false, storage: NumericValue.zero.storage, exponent: 0,
                                digitStringLeadingZeros: Swift.max(0, leadingZeros &- 1))
        }
        return NumericValue(isNegative: false, storage: takeStorage(), exponent: pendingZeros,
                            digitStringLeadingZeros: leadingZeros)
    }

    /// The digits as a value stores them; the spill, when there is one, moves into it.
    @inline(__always)
    private mutating func takeStorage() -> NumericValue.Storage {
        if let held = spill {
            spill = nil
            if count > 38 { return Self.spilledStorage(held.takeRetainedValue()) }
            held.release()
        }
        assert(count <= 38, "the digits' spill was taken already")
        if count <= 19 {
            return .inline(significand: high, count: count)
        }
        return .inline(high: high, low: low &* Powers.ten[38 &- count], count: UInt8(count))
    }
}
