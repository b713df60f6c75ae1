/// What a bounds check needs, kept as a scan meets it: the mantissa's leading significant digits (up to
/// ``Bounds/significantDigitCapacity``, then whether a later digit was non-zero) and where they stand, the grouping
/// and the exponent's sign and marks. That is all the comparisons with the bounds can see, so a check costs
/// O(size of the bounds), whatever the length of the text; and a digit that changes none of it needs no check.
///
/// Inline (no allocation) for bounds of up to 61 significant digits; wider bounds keep the digits in memory the
/// tracker owns, one allocation per scan. Noncopyable, with that memory freed in `deinit`: the rule stages' state
/// that holds it (`RuleStageState`, on the scan's stack) is plain values only, so destroying it calls no value
/// witness.
struct BoundsTracker: ~Copyable {
    private var inline = SIMD64<UInt8>()
    /// The digits of wide bounds (`capacity` + 1 bytes); nil when inline.
    private let heap: UnsafeMutablePointer<UInt8>?
    private let isInline: Bool
    private let capacity: Int
    /// Significant digits kept.
    private var count = 0
    /// A significant digit past the capacity was non-zero.
    private var hasStickyDigit = false
    /// A zero past the capacity was dropped (what the bounds see is unchanged by it; the running value is).
    private var hasDroppedZero = false
    /// The first ``Bounds/fixedPointDigitCapacity`` significant digits kept, as an integer: the fixed-point check's
    /// value, kept as the digits come so that a check reads it instead of the digits
    /// (``scaledUnits()``).
    private var units: UInt64 = 0
    /// Integer digits from the first non-zero one on (the power of the leading digit is this minus one).
    private var integerSignificantCount = 0
    /// Zeros after the decimal separator before the first significant digit (while the integer part is zero).
    private var fractionLeadingZeros = 0
    /// Digits since the last grouping separator; nil before the first.
    private(set) var groupDigitCount: Int?
    /// A bidi mark was the last lexeme where a sign must follow it.
    private(set) var isMarkPending = false
    /// The exponent's typed sign.
    private(set) var isExponentNegative = false
    /// Whether the last lexeme changed what the bounds can see.
    private(set) var isChanged = true

    @inline(__always)
    init(bounds: Bounds) {
        self.init(capacity: bounds.significantDigitCapacity)
    }

    /// A tracker for a scan without bounds, never read.
    @inline(__always)
    init() {
        self.init(capacity: 0)
    }

    /// Inlined, so the tracker is made in place in the stage state: out of line it was made in a temporary and
    /// copied in (`memcpy`, about 30 instructions a bounded scan).
    @inline(__always)
    private init(capacity: Int) {
        self.capacity = capacity
        isInline = capacity + 1 <= 64
        heap = isInline ? nil : UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + 1)
    }

    deinit {
        heap?.deallocate()
    }

    /// Notes an integer digit; `isFirst` when it is the number's first (which settles the sign, even as a zero).
    @inline(__always)
    mutating func integerDigit(_ digit: UInt8, isFirst: Bool) {
        isMarkPending = false
        if let group = groupDigitCount { groupDigitCount = group &+ 1 }
        // A leading zero changes nothing but the first digit's presence (and a group's count).
        guard integerSignificantCount > 0 || digit != 0 else {
            isChanged = isFirst || groupDigitCount != nil
            return
        }
        integerSignificantCount &+= 1
        significant(digit)
        // Every significant integer digit moves the leading digit's power.
        isChanged = true
    }

    /// Notes a fraction digit.
    @inline(__always)
    mutating func fractionDigit(_ digit: UInt8) {
        isMarkPending = false
        if count == 0 && !hasStickyDigit && integerSignificantCount == 0 {
            // Still zero: each zero moves where the first significant digit will stand.
            if digit == 0 { fractionLeadingZeros &+= 1 } else { significant(digit) }
            isChanged = true
            return
        }
        isChanged = significant(digit)
    }

    /// Keeps a significant digit; returns whether what the bounds see changed.
    @inline(__always)
    @discardableResult
    private mutating func significant(_ digit: UInt8) -> Bool {
        if count < capacity {
            store(digit, at: count)
            if count < Bounds.fixedPointDigitCapacity { units = units &* 10 &+ UInt64(digit) }
            count &+= 1
            return true
        }
        if digit != 0 && !hasStickyDigit {
            hasStickyDigit = true
            return true
        }
        if digit == 0 { hasDroppedZero = true }
        return false
    }

    /// Notes any other lexeme (a sign, a separator, an exponent marker, sign or digit, a mark).
    @inline(__always)
    mutating func otherLexeme(_ kind: NumberToken.Kind, isMinus: Bool, isMarkAwaitingSign: Bool) {
        isChanged = true
        isMarkPending = kind == .bidiMark && isMarkAwaitingSign
        switch kind {
        case .groupingSeparator: groupDigitCount = 0
        case .exponentSign: isExponentNegative = isMinus
        default: break
        }
    }

    @inline(__always)
    private mutating func store(_ digit: UInt8, at index: Int) {
        if isInline {
            inline[index] = digit
        } else {
            heap.unsafelyUnwrapped[index] = digit
        }
    }

    // MARK: - Runs of digits

    /// Where the tracker stands: what a run of digits changes, so the run can be taken back.
    struct Mark {
        fileprivate let count: Int
        fileprivate let units: UInt64
        fileprivate let hasStickyDigit: Bool
        fileprivate let hasDroppedZero: Bool
        fileprivate let integerSignificantCount: Int
        fileprivate let fractionLeadingZeros: Int
        fileprivate let groupDigitCount: Int?
        fileprivate let isMarkPending: Bool
        fileprivate let isChanged: Bool
    }

    /// The tracker's place now (digits kept past it may be overwritten after a rewind: none is read past `count`).
    var mark: Mark {
        Mark(count: count, units: units, hasStickyDigit: hasStickyDigit, hasDroppedZero: hasDroppedZero,
             integerSignificantCount: integerSignificantCount, fractionLeadingZeros: fractionLeadingZeros,
             groupDigitCount: groupDigitCount, isMarkPending: isMarkPending, isChanged: isChanged)
    }

    /// Back to `mark`, as if the digits noted since had not been.
    mutating func rewind(to mark: Mark) {
        count = mark.count
        units = mark.units
        hasDroppedZero = mark.hasDroppedZero
        hasStickyDigit = mark.hasStickyDigit
        integerSignificantCount = mark.integerSignificantCount
        fractionLeadingZeros = mark.fractionLeadingZeros
        groupDigitCount = mark.groupDigitCount
        isMarkPending = mark.isMarkPending
        isChanged = mark.isChanged
    }

    /// Notes a run of digits of one kind, each `step` bytes apart from `start` (its value: the byte minus
    /// `zero`); returns whether any of them changed what the bounds see. The same notes as one call per digit
    /// (``integerDigit(_:isFirst:)``, ``fractionDigit(_:)``), taken in three stretches instead of one call each:
    /// the zeros before the first significant digit, the digits kept (stored, and the running value), and those
    /// past the capacity (only whether one is non-zero). A field's twelve-digit run: about 40 instructions a digit
    /// one by one, under 10 here.
    @inline(__always)
    mutating func digitRun(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, step: Int, zero: UInt8,
                           isInteger: Bool, isFirst: Bool) -> Bool {
        guard start < end else { return false }
        isMarkPending = false
        var at = start
        var changed = false
        if isInteger {
            if let group = groupDigitCount { groupDigitCount = group &+ Self.digits(from: start, to: end, step: step) }
            if integerSignificantCount == 0 {
                // Leading zeros: each changes what the bounds see only as the number's first digit or in a group.
                while at < end, bytes[at] == zero { at &+= step }
                if at > start {
                    let zerosChange = groupDigitCount != nil
                    changed = zerosChange || isFirst
                    isChanged = zerosChange || (isFirst && at &- start == step)
                    if at >= end { return changed }
                }
            }
            integerSignificantCount &+= Self.digits(from: at, to: end, step: step)
            // Every significant integer digit moves the leading digit's power.
            keepSignificant(bytes, from: at, end: end, step: step, zero: zero)
            isChanged = true
            return true
        }
        if count == 0 && !hasStickyDigit && integerSignificantCount == 0 {
            // Still zero: each zero moves where the first significant digit will stand.
            while at < end, bytes[at] == zero {
                fractionLeadingZeros &+= 1
                at &+= step
            }
            if at > start { changed = true; isChanged = true }
            if at >= end { return changed }
            // The first significant digit changes what the bounds see whether it is kept or only sticky.
            keepSignificant(bytes, from: at, end: end, step: step, zero: zero)
            return true
        }
        let (kept, lastChanged) = keepSignificantReportingLast(bytes, from: at, end: end, step: step, zero: zero)
        isChanged = lastChanged
        return kept
    }

    /// Keeps the significant digits of a run (as ``significant(_:)`` one by one) and sets ``isChanged`` for its
    /// last digit as a fraction digit would; returns whether any digit changed what the bounds see.
    @inline(__always)
    @discardableResult
    private mutating func keepSignificant(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int, step: Int,
                                          zero: UInt8) -> Bool {
        let (changed, lastChanged) = keepSignificantReportingLast(bytes, from: start, end: end, step: step, zero: zero)
        isChanged = lastChanged
        return changed
    }

    /// ``significant(_:)`` for each digit of a run: returns whether any changed what the bounds see, and whether
    /// the last did.
    @inline(__always)
    private mutating func keepSignificantReportingLast(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int, step: Int, zero: UInt8
    ) -> (any: Bool, last: Bool) {
        var at = start
        // The digits that fit the capacity: each stored, the first 18 also in the running value.
        let room = capacity &- count
        if room > 0 {
            let stop = Swift.min(end, at &+ room &* step)
            var kept = count
            var value = units
            withStorage { storage in
                while at < stop {
                    let digit = bytes[at] &- zero
                    storage[kept] = digit
                    if kept < Bounds.fixedPointDigitCapacity { value = value &* 10 &+ UInt64(digit) }
                    kept &+= 1
                    at &+= step
                }
            }
            count = kept
            units = value
            if at >= end { return (true, true) }
        }
        // Past the capacity: only whether a digit is non-zero (sticky) or a zero was dropped.
        let anyBefore = room > 0
        var any = anyBefore
        var last = false
        while at < end {
            let digit = bytes[at] &- zero
            if digit != 0 {
                last = !hasStickyDigit
                hasStickyDigit = true
            } else {
                last = false
                hasDroppedZero = true
            }
            any = any || last
            at &+= step
        }
        return (any, last)
    }

    /// How many digits, `step` bytes apart from `start` (1 or 2), lie before `end`.
    @inline(__always)
    private static func digits(from start: Int, to end: Int, step: Int) -> Int {
        step == 1 ? end &- start : (end &- start &+ 1) &>> 1
    }

    /// The digits' storage, inline or on the heap, for writing.
    @inline(__always)
    private mutating func withStorage(_ body: (UnsafeMutablePointer<UInt8>) -> Void) {
        if isInline {
            withUnsafeMutableBytes(of: &inline) {
                body($0.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self))
            }
        } else {
            body(heap.unsafelyUnwrapped)
        }
    }

    /// The power of ten of the leading significant digit (meaningful once there is one).
    var leadingPower: Int {
        integerSignificantCount > 0 ? integerSignificantCount &- 1 : -(fractionLeadingZeros &+ 1)
    }

    /// The significant digits as an integer scaled by 10^(the fraction digits typed), when every significant digit
    /// was kept and the result is below 10^18; nil otherwise. What ``Bounds`` computes from the digits for its
    /// fixed-point check (`scaledInteger`), read from the running value instead. The digits kept run without a
    /// gap from the leading significant one to the last typed, which stands at 10^0 of the scaled value: with
    /// none dropped, the value is `units` itself, below 10^18 while there are at most 18.
    @inline(__always)
    func scaledUnits() -> UInt64? {
        !hasStickyDigit && !hasDroppedZero && count <= Bounds.fixedPointDigitCapacity ? units : nil
    }

    /// Calls `body` with the significant digits kept, and a 1 standing for a later non-zero digit. In place, not
    /// copied: the 1 goes in the slot after the last digit kept, which no digit takes once a sticky digit was seen
    /// (the storage has room for it: `capacity` + 1).
    mutating func withDigits<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let shown = hasStickyDigit ? count &+ 1 : count
        if hasStickyDigit { store(1, at: count) }
        if isInline {
            return withUnsafeBytes(of: &inline) { raw in
                body(UnsafeBufferPointer(start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count: shown))
            }
        }
        return body(UnsafeBufferPointer(start: heap, count: shown))
    }
}
