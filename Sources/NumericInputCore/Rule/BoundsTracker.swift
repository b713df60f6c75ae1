/// The digits a bounds check needs, kept as a scan meets them: the significant integer digits up to
/// ``Bounds/integerDigitCapacity`` and the fraction digits up to ``Bounds/fractionDigitCapacity``, plus whether a
/// later fraction digit was non-zero. That is all the comparisons with the bounds can see, so a check costs
/// O(size of the bounds), whatever the length of the text; and a digit that changes none of it needs no check.
///
/// Inline (no allocation) while both capacities together are under 64 digits: bounds of up to about 60
/// digits. Wider bounds keep the digits in an array, one allocation per scan.
struct BoundsTracker {
    private var inline = SIMD64<UInt8>()
    private var heap: [UInt8] = []
    private let isInline: Bool
    private let integerCapacity: Int
    private let fractionCapacity: Int
    /// Significant integer digits kept (leading zeros are not kept: the scanner counts them).
    private var integerCount = 0
    private var fractionCount = 0
    private var hasIntegerOverflow = false
    /// A fraction digit past the capacity was non-zero.
    private var hasStickyDigit = false
    /// Whether the last lexeme changed what the bounds can see.
    private(set) var isChanged = true

    init(bounds: Bounds) {
        self.init(integerCapacity: bounds.integerDigitCapacity, fractionCapacity: bounds.fractionDigitCapacity)
    }

    /// A tracker for a scan without bounds, never read.
    init() {
        self.init(integerCapacity: 0, fractionCapacity: 0)
    }

    private init(integerCapacity: Int, fractionCapacity: Int) {
        self.integerCapacity = integerCapacity
        self.fractionCapacity = fractionCapacity
        isInline = integerCapacity + fractionCapacity + 1 <= 64
        if !isInline { heap.reserveCapacity(integerCapacity + fractionCapacity + 1) }
    }

    /// Notes an integer digit; `isFirst` when it is the number's first (which settles the sign, even as a zero).
    @inline(__always)
    mutating func integerDigit(_ digit: UInt8, isFirst: Bool) {
        isChanged = isFirst
        guard !hasIntegerOverflow, integerCount > 0 || digit != 0 else { return }
        if integerCount == integerCapacity {
            hasIntegerOverflow = true
        } else {
            store(digit, at: integerCount)
            integerCount &+= 1
        }
        isChanged = true
    }

    /// Notes a fraction digit.
    @inline(__always)
    mutating func fractionDigit(_ digit: UInt8) {
        isChanged = false
        guard !hasIntegerOverflow else { return }
        if fractionCount < fractionCapacity {
            store(digit, at: integerCount &+ fractionCount)
            fractionCount &+= 1
            isChanged = true
        } else if digit != 0 && !hasStickyDigit {
            hasStickyDigit = true
            isChanged = true
        }
    }

    /// Notes any other lexeme (a sign, a separator, a mark): what it changes is in the scanner.
    @inline(__always)
    mutating func otherLexeme() { isChanged = true }

    @inline(__always)
    private mutating func store(_ digit: UInt8, at index: Int) {
        if isInline {
            inline[index] = digit
        } else if index < heap.count {
            heap[index] = digit
        } else {
            heap.append(digit)
        }
    }

    /// Calls `body` with the typed number as the bounds see it.
    ///
    /// - Parameters:
    ///   - isNegative: nil when nothing has been typed and a sign may still come.
    ///   - hasDecimalSeparator, allowsFraction: From the scanner and the kind.
    ///   - integerDigitsLeft, fractionDigitLimit, charactersLeft: The rule's limits as they stand (nil: none).
    ///   - fractionDigitCount: Fraction digits typed in all (the tracker keeps only the first few).
    func withTyped<Result>(
        isNegative: Bool?, hasDecimalSeparator: Bool, allowsFraction: Bool, integerDigitsLeft: Int?,
        fractionDigitLimit: Int?, fractionDigitCount: Int, charactersLeft: Int?,
        _ body: (Bounds.Typed) -> Result
    ) -> Result {
        let kept = integerCount &+ fractionCount
        // The sticky digit stands for every later digit: one non-zero digit right after the kept ones.
        let count = hasStickyDigit ? kept &+ 1 : kept
        let fractionShown = count &- integerCount
        // The limit on fraction digits still to come must not change with the digits left out.
        let limit = fractionDigitLimit.map { $0 &- fractionDigitCount &+ fractionShown }
        func run(_ digits: UnsafeBufferPointer<UInt8>) -> Result {
            body(Bounds.Typed(
                isNegative: isNegative, digits: UnsafeBufferPointer(rebasing: digits[..<count]),
                integerDigitCount: integerCount, hasIntegerOverflow: hasIntegerOverflow,
                hasDecimalSeparator: hasDecimalSeparator, allowsFraction: allowsFraction,
                integerDigitsLeft: integerDigitsLeft, fractionDigitLimit: limit, charactersLeft: charactersLeft))
        }
        if isInline {
            var copy = inline
            if hasStickyDigit { copy[kept] = 1 }
            return withUnsafeBytes(of: &copy) { raw in run(raw.bindMemory(to: UInt8.self)) }
        }
        var copy = heap
        if hasStickyDigit { copy.append(1) }
        return copy.withUnsafeBufferPointer(run)
    }
}
