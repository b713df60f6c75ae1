/// Exact reachability of value bounds for a half-typed number, on decimal digit strings.
///
/// The question: given the number typed so far, is there a continuation typed at the end, within every other limit
/// of the rule (the length in clusters, the digit limits, strict grouping, the kind), that makes a complete number
/// whose value lies in `[minimum, maximum]`?
///
/// A continuation has a *shape*: `j` more integer digits (with the grouping separators strict grouping needs for
/// them), then maybe a decimal separator and `p` fraction digits, then maybe an exponent `E`. For one shape the
/// values it reaches are exactly the grid points (multiples of the last digit's place) of
/// `[typed · 10^j, typed 9…9 . 9…9] · 10^E` — the free digits all 0 up to all 9. Whether a grid interval meets
/// `[low, high]` is a few digit comparisons (``meets(_:exponent:side:)``). Shapes are too many to try, so:
///
/// - More fraction digits only refine the grid: for a given `j` and exponent budget, `p` is as large as allowed.
/// - For a given `j`, the exponents that matter are the few whose scaled interval straddles the order of
///   magnitude of `low` or of `high`; one that puts the whole interval strictly between them wins at once
///   (``reaches(_:exponents:side:)``).
/// - The `j` that matter are the feasible ones nearest to a few targets computed from the orders of magnitude of
///   the bounds, the exponent range and the budget (``reachesAppendingIntegerDigits``).
///
/// Negative numbers are the same question on magnitudes against `[-max, -min]`. No floating point, no allocation;
/// a check costs O(digits of the bounds), whatever the length of the text.
///
/// Sendable by hand: every stored property is immutable after `init`, the fixed points' memory included, which only
/// `init` writes and `deinit` frees.
final class Bounds: @unchecked Sendable {
    let minimum: NumericValue?
    let maximum: NumericValue?
    /// The magnitudes a non-negative value may have, or nil when no non-negative value is in bounds.
    let positive: Side?
    /// The magnitudes a negative value may have, or nil when none is in bounds.
    let negative: Side?
    /// The smallest value the field can complete: the minimum, raised to 1 for a positive integer.
    let effectiveMinimum: NumericValue?
    /// |effectiveMinimum|, to tell "below the minimum" from "above the maximum".
    let minimumMagnitude: MagnitudeBound?
    /// The sign of `effectiveMinimum`, read by the fixed-point ``isBelowMinimum(units:fractionDigits:isNegative:)``
    /// without a look at the value.
    private let minimumSign: MinimumSign

    private enum MinimumSign {
        case none, zero, positive, negative
    }
    /// How many significant digits a tracker keeps: two more than the bounds have, so that a comparison with a
    /// bound is decided within them or by whether a later digit is non-zero; and at least
    /// ``fixedPointDigitCapacity``, so that the fixed-point check (``reachesInFixedPoint(_:side:budget:)``),
    /// which needs every digit, decides texts of up to 18 significant digits whatever the bounds (0...10^12 kept
    /// 3 digits, so a field past its 3rd digit went to the search on every digit).
    let significantDigitCapacity: Int

    /// The most significant digits the fixed-point check reads: its scaled values stay below 10^18.
    static let fixedPointDigitCapacity = 18

    /// What the kind lets a continuation type.
    let allowsDecimalSeparator: Bool
    let allowsExponent: Bool
    let requiresExponent: Bool
    /// Strict grouping's group sizes (after a grouping separator, only whole groups complete a number).
    let primaryGroupSize: Int
    let secondaryGroupSize: Int

    /// The largest exponent magnitude a text may carry (``NumberStateMachine/maximumExponent``).
    static let maximumExponent = NumberStateMachine.maximumExponent

    /// Magnitude bounds for one sign: `low` nil is 0, `high` nil is unbounded.
    struct Side: Sendable {
        var low: MagnitudeBound?
        var high: MagnitudeBound?
        /// Both magnitudes as integers in units of 10^-scale, the scale being the more fraction digits of the
        /// two, when both fit below 10^18; nil otherwise. What the common case's arithmetic
        /// (``reachesInFixedPoint(_:side:budget:)``) needs.
        let fixedPoint: FixedPoint?

        init(low: MagnitudeBound?, high: MagnitudeBound?) {
            self.low = low
            self.high = high
            let scale = Swift.max(0, -(low?.exponent ?? 0), -(high?.exponent ?? 0))
            let lowUnits: UInt64? = if let low { low.units(scale: scale) } else { 0 }
            let highUnits = high.flatMap { $0.units(scale: scale) }
            if let lowUnits, high == nil || highUnits != nil {
                fixedPoint = FixedPoint(low: lowUnits, high: highUnits, scale: scale)
            } else {
                fixedPoint = nil
            }
        }
        /// The power of the leading digit of a non-zero `low`; nil when `low` is nil or 0.
        var lowOrder: Int? { low.flatMap { $0.digits.isEmpty ? nil : $0.integerDigitCount - 1 } }
        /// The power of the leading digit of a non-zero `high`; nil when `high` is nil or 0.
        var highOrder: Int? { high.flatMap { $0.digits.isEmpty ? nil : $0.integerDigitCount - 1 } }
    }

    /// Magnitude bounds as integers in units of 10^-scale: `low` ≤ magnitude · 10^scale ≤ `high` (nil: no
    /// maximum). Both below 10^18.
    struct FixedPoint: Sendable {
        var low: UInt64
        var high: UInt64?
        var scale: Int
        /// 10^scale (below 10^18: the units of a non-zero bound are at least that).
        var unit: UInt64

        init(low: UInt64, high: UInt64?, scale: Int) {
            self.low = low
            self.high = high
            self.scale = scale
            unit = Bounds.times(1, tenTo: scale) ?? .max
        }

        /// Whether the magnitude `units` / 10^`fractionDigits` (below 10^18) is in these bounds; nil when a
        /// scaled value would not fit 64 bits. ``Bounds/contains(units:fractionDigits:_:)`` in one multiplication
        /// by a power of ten and two comparisons.
        @inline(__always)
        func contains(units: UInt64, fractionDigits: Int) -> Bool? {
            // The same scale (an integer in integer bounds): nothing to multiply.
            if fractionDigits == scale { return units >= low && high.map { units <= $0 } ?? true }
            if fractionDigits < scale {
                guard let value = Bounds.times(units, tenTo: scale &- fractionDigits) else { return nil }
                return value >= low && high.map { value <= $0 } ?? true
            }
            let power = fractionDigits &- scale
            guard let low = Bounds.times(low, tenTo: power) else { return nil }
            guard let high else { return units >= low }
            guard let high = Bounds.times(high, tenTo: power) else { return nil }
            return units >= low && units <= high
        }
    }

    /// Each side's ``FixedPoint`` where the kind lets the fixed-point check decide (no exponents): nil when the side
    /// or its fixed point is. Positive then negative, in memory the bounds own and never change after `init`, so
    /// that a scan picks its side by index (``fixedPoint(isNegative:)``): chosen between two stored properties,
    /// the side was picked field by field, a dozen conditional moves a check.
    private let fixedPoints: UnsafeMutablePointer<FixedPoint?>

    /// The fixed point of the negative or the non-negative side (see `fixedPoints`).
    @inline(__always)
    func fixedPoint(isNegative: Bool) -> FixedPoint? {
        fixedPoints[isNegative ? 1 : 0]
    }

    init(minimum: NumericValue?, maximum: NumericValue?, kind: NumericKind, primaryGroupSize: Int,
         secondaryGroupSize: Int) {
        self.minimum = minimum
        self.maximum = maximum
        // A positive integer is at least 1 ("0" and "00" are never complete).
        var low = minimum
        if kind == .positiveInteger, low.map({ $0 < NumericValue(1) }) ?? true { low = NumericValue(1) }
        effectiveMinimum = low
        // v = -m in [min, max]  <=>  m in [-max, -min]. A zero minimum leaves only -0 on the negative side.
        if let low, !low.isNegative, !low.isZero {
            negative = nil
        } else {
            negative = Side(low: maximum.flatMap { $0.isNegative ? MagnitudeBound($0) : nil },
                            high: low.map { MagnitudeBound($0) })
        }
        if let maximum, maximum.isNegative || (low.map { maximum < $0 } ?? false) {
            positive = nil
        } else {
            positive = Side(low: low.flatMap { $0.isNegative || $0.isZero ? nil : MagnitudeBound($0) },
                            high: maximum.map { MagnitudeBound($0) })
        }
        minimumMagnitude = low.map { MagnitudeBound($0) }
        minimumSign = low.map { $0.isZero ? .zero : $0.isNegative ? .negative : .positive } ?? .none
        significantDigitCapacity = Swift.max(
            ([low, maximum].compactMap { $0?.significandDigitCount }.max() ?? 1) + 2, Self.fixedPointDigitCapacity)
        allowsDecimalSeparator = kind.allowsDecimalSeparator
        allowsExponent = kind.allowsExponent
        requiresExponent = kind.requiresExponent
        self.primaryGroupSize = primaryGroupSize
        self.secondaryGroupSize = secondaryGroupSize
        decidesInFixedPoint = !kind.allowsExponent && !kind.requiresExponent
        fixedPoints = .allocate(capacity: 2)
        fixedPoints.initialize(to: decidesInFixedPoint ? positive?.fixedPoint : nil)
        (fixedPoints + 1).initialize(to: decidesInFixedPoint ? negative?.fixedPoint : nil)
    }

    deinit {
        fixedPoints.deinitialize(count: 2)
        fixedPoints.deallocate()
    }

    // MARK: - What has been typed

    /// What has been typed, as the scanner and the tracker saw it.
    struct Typed {
        /// nil: no sign typed and one may still come; false/true: the number is non-negative/negative.
        var isNegative: Bool?
        /// A bidi mark waits for its sign: the continuation must type one (a character) before anything else.
        var needsSign: Bool
        /// The leading significant digits of the mantissa (at most ``Bounds/significantDigitCapacity``, then a 1
        /// standing for any later non-zero digit); empty while the mantissa is zero.
        var digits: UnsafeBufferPointer<UInt8>
        /// The power of ten of `digits[0]`.
        var leadingPower: Int
        /// Integer digits typed (leading zeros included) and fraction digits typed.
        var integerDigitCount: Int
        var fractionDigitCount: Int
        var hasDecimalSeparator: Bool
        /// Digits since the last grouping separator; nil while no grouping separator was typed.
        var groupDigitCount: Int?
        /// The exponent as typed; nil before an exponent marker.
        var exponent: Exponent?
        /// How many more integer digits may be typed (nil: no limit).
        var integerDigitsLeft: Int?
        /// How many fraction digits in all may be typed (nil: no limit).
        var fractionDigitLimit: Int?
        /// How many more characters (grapheme clusters) may be typed (nil: no limit).
        var charactersLeft: Int?
    }

    /// An exponent being typed.
    struct Exponent {
        /// nil: no sign typed and one may still come.
        var isNegative: Bool?
        /// A bidi mark waits for the exponent's sign.
        var needsSign: Bool
        /// The magnitude typed so far (0 before any digit).
        var magnitude: Int
        var hasDigits: Bool
    }

    /// The typed value itself (its exponent applied), as a digit source.
    private func typedValue(_ typed: Typed) -> Shape {
        var shape = Shape(digits: typed.digits, leadingPower: typed.leadingPower)
        if let exponent = typed.exponent {
            shape.exponent = exponent.isNegative == true ? -exponent.magnitude : exponent.magnitude
        }
        return shape
    }

    /// Whether the typed number's own value is in bounds.
    func contains(_ typed: Typed) -> Bool {
        let value = typedValue(typed)
        let isZero = typed.digits.isEmpty
        guard let side = typed.isNegative == true && !isZero ? negative : positive else { return false }
        if typed.exponent == nil, let bounds = side.fixedPoint, let typedUnits = scaledInteger(typed),
           let answer = Self.contains(units: typedUnits.value, fractionDigits: typedUnits.fractionDigits, bounds) {
            return answer
        }
        if let low = side.low, Self.compare(value.source(fill: 0), low.source(truncatedTo: nil)) < 0 { return false }
        if let high = side.high, Self.compare(value.source(fill: 0), high.source(truncatedTo: nil)) > 0 {
            return false
        }
        return true
    }

    /// Whether the typed number's own value is below the smallest value the field can complete.
    func isBelowMinimum(_ typed: Typed) -> Bool {
        guard let minimum = effectiveMinimum, let minimumMagnitude else { return false }
        let isNegative = typed.isNegative == true
        let magnitude = Self.compare(typedValue(typed).source(fill: 0), minimumMagnitude.source(truncatedTo: nil))
        switch (isNegative, minimum.isNegative) {
        case (false, false): return magnitude < 0
        case (false, true): return false
        case (true, false): return !minimum.isZero || magnitude > 0
        case (true, true): return magnitude > 0
        }
    }

    // MARK: - Reachability

    /// Whether some continuation, within the rule's limits, makes a complete number in bounds.
    func isReachable(_ typed: Typed) -> Bool {
        switch typed.isNegative {
        case true?: return isReachable(typed, side: negative, signCost: 0)
        case false?: return isReachable(typed, side: positive, signCost: 0)
        case nil:
            // A plus is typed only where a bidi mark asks for a sign.
            return isReachable(typed, side: positive, signCost: typed.needsSign ? 1 : 0)
                || isReachable(typed, side: negative, signCost: 1)
        }
    }

    private func isReachable(_ typed: Typed, side: Side?, signCost: Int) -> Bool {
        guard let side else { return false }
        var budget = typed.charactersLeft
        if let left = budget {
            guard left >= signCost else { return false }
            budget = left - signCost
        }
        if signCost == 0, let answer = reachesInFixedPoint(typed, side: side, budget: budget) { return answer }
        if let exponent = typed.exponent {
            return reachesCompletingExponent(exponent, mantissa: Shape(digits: typed.digits,
                                                                      leadingPower: typed.leadingPower),
                                             budget: budget, side: side)
        }
        let largest = Self.maximumExponent
        // Without a length limit an exponent costs nothing the mantissa needs: "no exponent" is the exponent 0.
        if allowsExponent, budget == nil {
            return reachesCompletingMantissa(typed, exponents: -largest...largest, budget: nil, side: side)
        }
        if !requiresExponent,
           reachesCompletingMantissa(typed, exponents: 0...0, budget: budget, side: side) {
            return true
        }
        guard allowsExponent, let budget else { return false }
        // "e", k digits (and "-"): the more digits, the wider the exponent and the less room for the mantissa.
        // Widest first: a long text that needs a long exponent is answered at the first try.
        var digits = Swift.min(budget - 1, 9)
        while digits >= 1 {
            var top = 9
            for _ in 1..<digits { top = top * 10 + 9 }
            top = Swift.min(top, largest)
            if reachesCompletingMantissa(typed, exponents: -top...0, budget: budget - 2 - digits, side: side)
                || reachesCompletingMantissa(typed, exponents: 0...top, budget: budget - 1 - digits, side: side) {
                return true
            }
            digits -= 1
        }
        return false
    }

    // MARK: - The common case, in integers

    /// The typed digits as an integer scaled by 10^(fraction digits typed), when every significant digit was kept
    /// and the result is below 10^18; nil otherwise. The exponent is not applied.
    private func scaledInteger(_ typed: Typed) -> (value: UInt64, fractionDigits: Int)? {
        let fractionDigits = typed.fractionDigitCount
        // A digit past the tracker's capacity is only known to be non-zero.
        guard typed.digits.count <= significantDigitCapacity else { return nil }
        guard !typed.digits.isEmpty else { return (0, fractionDigits) }
        // digits[i] stands at 10^(top - i) of the scaled value; the digits after the last one kept are zeros.
        let top = typed.leadingPower + fractionDigits
        let zerosAfter = top - typed.digits.count + 1
        guard top <= 17, zerosAfter >= 0 else { return nil }
        var value: UInt64 = 0
        for digit in typed.digits { value = value &* 10 &+ UInt64(digit) }
        for _ in 0..<zerosAfter { value &*= 10 }
        return (value, fractionDigits)
    }

    /// Whether the typed value V / 10^f (`isPoint`), or the interval [V, V + 1) / 10^f, meets the bounds; nil
    /// when a scaled value does not fit 64 bits (the search decides). Compared in units of 10^-max(f, scale).
    private static func meets(_ typed: (value: UInt64, fractionDigits: Int), _ bounds: FixedPoint, isPoint: Bool)
        -> Bool?
    {
        let scale = Swift.max(typed.fractionDigits, bounds.scale)
        guard let value = times(typed.value, tenTo: scale - typed.fractionDigits),
              let width = times(1, tenTo: scale - typed.fractionDigits),
              let low = times(bounds.low, tenTo: scale - bounds.scale) else { return nil }
        if let high = bounds.high {
            guard let high = times(high, tenTo: scale - bounds.scale) else { return nil }
            if value > high { return false }
        }
        if isPoint { return value >= low }
        let (end, overflow) = value.addingReportingOverflow(width)
        return overflow || end > low
    }

    /// value · 10^power (`power` ≥ 0), or nil past UInt64: one multiplication by a power from a table.
    @inline(__always)
    fileprivate static func times(_ value: UInt64, tenTo power: Int) -> UInt64? {
        // 10^20 and up do not fit: only 0 stays in range.
        guard power < powersOfTen.count else { return value == 0 ? 0 : nil }
        let (product, overflow) = value.multipliedReportingOverflow(by: powersOfTen[power])
        return overflow ? nil : product
    }

    /// 10^0 through 10^19, every power of ten a UInt64 holds.
    private static let powersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000, 10_000_000_000,
        100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000, 1_000_000_000_000_000,
        10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
    ]

    /// The common case decided in fixed-point arithmetic instead of the search: bounds of at most 18 digits, a
    /// kind without exponents, no grouping separator typed, at least one integer digit typed, every significant
    /// digit kept, and room for as many fraction digits as the bounds have. Nil when the case is another (the
    /// search decides it). The brute-force bounds tests check it against every completion, as they check the
    /// search.
    ///
    /// Bounds [L, H] with `d` fraction digits; a grid at least as fine as 10^-d has every such point of an
    /// interval that starts on it.
    /// - Integer part open, `t` typed: appending `j` integer digits, then maybe a decimal separator and up to
    ///   `p` fraction digits, reaches the points of [t·10^j, (t+1)·10^j) on the grid 10^-p. With p ≥ d that meets
    ///   [L, H] exactly when t·10^j ≤ H and (t+1)·10^j > L; `j` runs up to the integer digits and characters left,
    ///   and a `j` that leaves room for fewer than `d` fraction digits goes to the search.
    /// - Decimal separator typed, `f` fraction digits and room for `q` more with f + q ≥ d: the text completes as it
    ///   is ("3." is 3) and the continuations reach [V, V + 1) / 10^f on a grid at least as fine as the bounds'.
    private func reachesInFixedPoint(_ typed: Typed, side: Side, budget: Int?) -> Bool? {
        guard let bounds = side.fixedPoint, decidesInFixedPoint, typed.exponent == nil,
              !typed.needsSign, typed.groupDigitCount == nil, typed.integerDigitCount >= 1,
              let typedUnits = scaledInteger(typed) else { return nil }
        return reaches(FixedPointTyped(units: typedUnits.value, fractionDigits: typedUnits.fractionDigits,
                                       hasDecimalSeparator: typed.hasDecimalSeparator,
                                       integerDigitsLeft: typed.integerDigitsLeft ?? .max,
                                       fractionDigitLimit: typed.fractionDigitLimit ?? .max,
                                       budget: budget ?? .max),
                       bounds)
    }

    /// Whether the kind lets the fixed-point check decide (it has no exponents).
    let decidesInFixedPoint: Bool

    /// A typed number as the fixed-point check reads it: plain integers, with `Int.max` for "no limit" (every
    /// limit it is compared with is below 19, so a sentinel less a few digits still reads as none). A scan with
    /// the value at hand (the bounds tracker keeps it as the digits come) asks with one of these instead of a
    /// ``Typed``; ``reachesInFixedPoint(_:side:budget:)`` makes one from a ``Typed``: one check either way.
    struct FixedPointTyped {
        /// The typed digits as an integer scaled by 10^`fractionDigits`, below 10^18.
        var units: UInt64
        var fractionDigits: Int
        var hasDecimalSeparator: Bool
        /// How many more integer digits may be typed.
        var integerDigitsLeft: Int
        /// How many fraction digits in all may be typed.
        var fractionDigitLimit: Int
        /// How many more characters may be typed (the sign is settled: it costs none).
        var budget: Int
    }

    /// The fixed-point check (``reachesInFixedPoint(_:side:budget:)``) of a typed number with at least one integer
    /// digit, no exponent, no grouping separator and a settled sign, against one side's bounds; nil when it cannot
    /// decide (the search does).
    @inline(__always)
    func reaches(_ typed: FixedPointTyped, _ bounds: FixedPoint) -> Bool? {
        let fractionDigitsLeft = typed.fractionDigitLimit &- typed.fractionDigits
        if typed.hasDecimalSeparator {
            let more = Swift.min(fractionDigitsLeft, typed.budget)
            if typed.fractionDigits &+ more < bounds.scale { return nil }
            return Self.meets((typed.units, typed.fractionDigits), bounds, isPoint: false)
        }
        let typedInteger = typed.units
        let mostDigits = Swift.min(typed.integerDigitsLeft, typed.budget)
        var appended = 0
        guard bounds.unit != .max else { return nil }
        var scale = bounds.unit   // 10^(j + d)
        while true {
            if bounds.scale > 0 {
                // The fraction digits that fit after `appended` more integer digits and a decimal separator.
                let room = allowsDecimalSeparator ? Swift.min(fractionDigitsLeft, typed.budget &- appended &- 1) : 0
                if room < bounds.scale { return nil }
            }
            let (start, startOverflow) = typedInteger.multipliedReportingOverflow(by: scale)
            // Past H now, past it for every longer continuation (t = 0 never gets past).
            if startOverflow || bounds.high.map({ start > $0 }) ?? false { return false }
            let (end, endOverflow) = (typedInteger &+ 1).multipliedReportingOverflow(by: scale)
            if endOverflow || end > bounds.low { return true }
            if appended >= mostDigits { return false }
            let (nextScale, scaleOverflow) = scale.multipliedReportingOverflow(by: 10)
            // Not reached: (t + 1)·10^(j + d) passes any L below 10^18 first.
            if scaleOverflow { return nil }
            scale = nextScale
            appended &+= 1
        }
    }

    /// ``isBelowMinimum(_:)`` of the typed value `units` / 10^`fractionDigits` (below 10^18, no exponent) of sign
    /// `isNegative`, in fixed point: nil where the side that holds the minimum has no fixed point, or a scaled
    /// value does not fit 64 bits (the whole question decides). The same four cases as the whole question.
    @inline(__always)
    func isBelowMinimum(units: UInt64, fractionDigits: Int, isNegative: Bool) -> Bool? {
        switch minimumSign {
        case .none:
            return false
        case .zero:
            // Below 0: a negative number other than -0.
            return isNegative && units != 0
        case .positive:
            if isNegative { return true }
            // The non-negative side's low end is the minimum's magnitude.
            guard let bounds = fixedPoint(isNegative: false) else { return nil }
            return Self.compare(units: units, fractionDigits: fractionDigits, bounds.low, scale: bounds.scale)
                .map { $0 < 0 }
        case .negative:
            if !isNegative { return false }
            // The negative side's high end is the minimum's magnitude: below it is past it.
            guard let bounds = fixedPoint(isNegative: true), let high = bounds.high else { return nil }
            return Self.compare(units: units, fractionDigits: fractionDigits, high, scale: bounds.scale)
                .map { $0 > 0 }
        }
    }

    /// The sign of `units` / 10^`fractionDigits` - `bound` / 10^`scale`; nil when a scaled value does not fit 64
    /// bits.
    @inline(__always)
    private static func compare(units: UInt64, fractionDigits: Int, _ bound: UInt64, scale: Int) -> Int? {
        // The same scale (an integer against integer bounds, the common refusal): nothing to multiply.
        if fractionDigits == scale { return units < bound ? -1 : units == bound ? 0 : 1 }
        let common = Swift.max(fractionDigits, scale)
        guard let value = times(units, tenTo: common &- fractionDigits),
              let limit = times(bound, tenTo: common &- scale) else { return nil }
        return value < limit ? -1 : value == limit ? 0 : 1
    }

    /// Whether the typed value `units` / 10^`fractionDigits` (below 10^18, no exponent) is in `bounds`; nil when a
    /// scaled value does not fit 64 bits. What ``contains(_:)`` decides first.
    static func contains(units: UInt64, fractionDigits: Int, _ bounds: FixedPoint) -> Bool? {
        meets((units, fractionDigits), bounds, isPoint: true)
    }

    /// The mantissa is closed (an exponent marker was typed): the exponent's sign and digits are all that may come.
    private func reachesCompletingExponent(_ exponent: Exponent, mantissa: Shape, budget: Int?, side: Side)
        -> Bool
    {
        if let sign = exponent.isNegative {
            return reachesCompletingExponent(exponent, isNegative: sign, room: budget, mantissa: mantissa, side: side)
        }
        return reachesCompletingExponent(exponent, isNegative: false, room: budget.map { $0 - (exponent.needsSign ? 1 : 0) },
                                         mantissa: mantissa, side: side)
            || reachesCompletingExponent(exponent, isNegative: true, room: budget.map { $0 - 1 },
                                         mantissa: mantissa, side: side)
    }

    private func reachesCompletingExponent(_ exponent: Exponent, isNegative: Bool, room: Int?, mantissa: Shape,
                                           side: Side) -> Bool
    {
        if let room, room < 0 { return false }
        let largest = Self.maximumExponent
        // k more digits make the magnitudes m·10^k ... m·10^k + 10^k - 1 (within the largest exponent).
        var digits = exponent.hasDigits ? 0 : 1
        var scale = exponent.hasDigits ? 1 : 10
        while true {
            if let room, digits > room { return false }
            let (from, overflow) = exponent.magnitude.multipliedReportingOverflow(by: scale)
            guard !overflow, from <= largest else { return false }
            let to = Swift.min(from + scale - 1, largest)
            let (next, nextOverflow) = from.multipliedReportingOverflow(by: 10)
            let isLast = to == largest || nextOverflow || next > largest || room.map { digits + 1 > $0 } == true
            // From a zero magnitude a longer exponent only widens the range: the longest that fits is enough.
            if exponent.magnitude != 0 || isLast {
                if reaches(mantissa, exponents: isNegative ? -to ... -from : from...to, side: side) { return true }
            }
            if isLast { return false }
            digits += 1
            scale *= 10
        }
    }

    /// The mantissa may still grow: integer digits (unless a decimal separator was typed), a decimal separator,
    /// fraction digits; then an exponent in `exponents` (0...0: none), with `budget` characters for the mantissa.
    private func reachesCompletingMantissa(_ typed: Typed, exponents: ClosedRange<Int>, budget: Int?, side: Side)
        -> Bool
    {
        if let budget, budget < 0 { return false }
        let fractionLeft = typed.fractionDigitLimit.map { Swift.max(0, $0 - typed.fractionDigitCount) }
        if typed.hasDecimalSeparator {
            let more = Self.minimum(fractionLeft, budget)
            // A number needs a digit.
            if typed.integerDigitCount + typed.fractionDigitCount == 0, more == 0 { return false }
            var shape = Shape(digits: typed.digits, leadingPower: typed.leadingPower)
            shape.fillHigh = -typed.fractionDigitCount - 1
            shape.fillLow = more.map { -typed.fractionDigitCount - $0 }
            return reaches(shape, exponents: exponents, side: side)
        }
        return reachesAppendingIntegerDigits(typed, exponents: exponents, budget: budget, side: side)
    }

    /// The integer part is open: try the numbers of integer digits that can matter.
    private func reachesAppendingIntegerDigits(_ typed: Typed, exponents: ClosedRange<Int>, budget: Int?,
                                               side: Side) -> Bool
    {
        let plan = IntegerDigits(bounds: self, typed: typed, budget: budget)
        guard let first = plan.ceiling(0) else { return false }
        // The fewest digits first: where an exponent can scale the interval into the bounds, they already do.
        if let shape = plan.shape(integerDigits: first), reaches(shape, exponents: exponents, side: side) {
            return true
        }
        // Targets: where the interval's order of magnitude meets the bounds' (for the lowest and highest
        // exponent), the first and last feasible counts, and where fraction digits stop being limited by length.
        let lead = typed.digits.isEmpty ? nil : typed.leadingPower
        var targets = Targets()
        targets.append(first)
        targets.append(1)
        if let last = plan.last { targets.append(last) }
        if let lowOrder = side.lowOrder {
            if let lead {
                targets.append(lowOrder - lead - exponents.upperBound)
                targets.append(lowOrder + 1 - lead - exponents.upperBound)
                targets.append(lowOrder - lead - exponents.lowerBound)
            } else {
                for offset in 1...2 {
                    targets.append(lowOrder + offset - exponents.upperBound)
                    targets.append(lowOrder + offset - exponents.lowerBound)
                }
            }
        }
        if let highOrder = side.highOrder {
            let base = highOrder - (lead ?? -1)
            targets.append(base - exponents.lowerBound)
            targets.append(base - 1 - exponents.lowerBound)
            targets.append(base - exponents.upperBound)
        }
        if let budget, let limit = fractionLeftLimit(typed) { targets.append(budget - 1 - limit) }

        var tried = Targets()
        tried.append(first)
        for index in 0..<targets.count {
            let target = targets[index]
            if let j = plan.ceiling(target), !tried.contains(j) {
                tried.append(j)
                if let shape = plan.shape(integerDigits: j), reaches(shape, exponents: exponents, side: side) {
                    return true
                }
            }
            if let j = plan.floor(target), !tried.contains(j) {
                tried.append(j)
                if let shape = plan.shape(integerDigits: j), reaches(shape, exponents: exponents, side: side) {
                    return true
                }
            }
        }
        return false
    }

    private func fractionLeftLimit(_ typed: Typed) -> Int? {
        guard allowsDecimalSeparator else { return 0 }
        return typed.fractionDigitLimit
    }

    /// The feasible counts of appended integer digits, and the shape each makes.
    private struct IntegerDigits {
        let bounds: Bounds
        let typed: Typed
        let budget: Int?
        /// The largest feasible count; nil: no largest.
        let last: Int?

        init(bounds: Bounds, typed: Typed, budget: Int?) {
            self.bounds = bounds
            self.typed = typed
            self.budget = budget
            if let group = typed.groupDigitCount {
                let primary = bounds.primaryGroupSize, secondary = bounds.secondaryGroupSize
                // m more separators: m·(S+1) - g + P characters, (m-1)·S + S - g + P digits.
                var most: Int? = nil
                if group <= secondary, secondary > 0 {
                    var limit = Int.max
                    if let budget { limit = Swift.min(limit, Bounds.floorDivide(budget + group - primary, secondary + 1)) }
                    if let left = typed.integerDigitsLeft {
                        limit = Swift.min(limit, Bounds.floorDivide(left + group - primary, secondary))
                    }
                    most = limit == Int.max ? nil : limit
                    if let count = most, count < 1 { most = 0 }
                } else {
                    most = 0
                }
                let closing = primary - group
                let closingFits = closing >= 0 && budget.map { closing <= $0 } != false
                    && typed.integerDigitsLeft.map { closing <= $0 } != false
                if let most, most >= 1, group <= secondary {
                    last = (secondary - group) + (most - 1) * secondary + primary
                } else if most == nil {
                    last = nil
                } else {
                    last = closingFits ? closing : -1
                }
            } else {
                let limit = Bounds.minimum(typed.integerDigitsLeft, budget)
                last = limit
            }
        }

        private var hasNone: Bool { last.map { $0 < 0 } ?? false }

        /// The separators `j` grouped digits need (after a grouping separator).
        private func separators(_ j: Int) -> Int {
            guard let group = typed.groupDigitCount else { return 0 }
            let primary = bounds.primaryGroupSize, secondary = bounds.secondaryGroupSize
            if j == primary - group || secondary <= 0 { return 0 }
            return (j - (secondary - group) - primary) / secondary + 1
        }

        /// The smallest feasible count ≥ `target`.
        func ceiling(_ target: Int) -> Int? {
            guard !hasNone else { return nil }
            var j: Int
            if let group = typed.groupDigitCount {
                let primary = bounds.primaryGroupSize, secondary = bounds.secondaryGroupSize
                if primary - group >= 0, primary - group >= target, isClosingFeasible {
                    j = primary - group
                } else {
                    guard group <= secondary, secondary > 0 else { return nil }
                    let first = secondary - group + primary
                    let steps = target <= first ? 0 : Bounds.ceilingDivide(target - first, secondary)
                    j = first + steps * secondary
                }
            } else {
                j = Swift.max(0, target)
            }
            if let last, j > last { return nil }
            return j
        }

        /// The largest feasible count ≤ `target`.
        func floor(_ target: Int) -> Int? {
            guard !hasNone else { return nil }
            var target = target
            if let last { target = Swift.min(target, last) }
            if let group = typed.groupDigitCount {
                let primary = bounds.primaryGroupSize, secondary = bounds.secondaryGroupSize
                if group <= secondary, secondary > 0 {
                    let first = secondary - group + primary
                    if target >= first { return first + (target - first) / secondary * secondary }
                }
                let closing = primary - group
                return closing >= 0 && closing <= target && isClosingFeasible ? closing : nil
            }
            return target >= 0 ? target : nil
        }

        private var isClosingFeasible: Bool {
            guard let group = typed.groupDigitCount else { return true }
            let closing = bounds.primaryGroupSize - group
            return closing >= 0 && budget.map { closing <= $0 } != false
                && typed.integerDigitsLeft.map { closing <= $0 } != false
        }

        /// The shape of `j` more integer digits, then as many fraction digits as fit; nil when no number can
        /// end so (no digit at all).
        func shape(integerDigits j: Int) -> Shape? {
            let cost = j + separators(j)
            var more: Int? = 0
            if bounds.allowsDecimalSeparator, typed.fractionDigitLimit.map({ $0 > 0 }) ?? true {
                // The separator takes a character.
                more = Bounds.minimum(typed.fractionDigitLimit, budget.map { $0 - cost - 1 })
                if let count = more, count < 1 { more = 0 }
            }
            if typed.integerDigitCount + j == 0, more == 0 { return nil }
            var shape = Shape(digits: typed.digits, leadingPower: typed.leadingPower + j)
            shape.fillHigh = j - 1
            shape.fillLow = more.map { -$0 }
            return shape
        }
    }

    /// Up to 32 integers, inline.
    private struct Targets {
        private var storage = SIMD32<Int>()
        private(set) var count = 0
        mutating func append(_ value: Int) {
            guard count < 32 else { return }
            storage[count] = value
            count += 1
        }
        subscript(index: Int) -> Int { storage[index] }
        func contains(_ value: Int) -> Bool {
            for index in 0..<count where storage[index] == value { return true }
            return false
        }
    }

    // MARK: - One shape, a range of exponents

    /// Whether `shape` scaled by some exponent in `exponents` has a grid point in bounds.
    func reaches(_ shape: Shape, exponents: ClosedRange<Int>, side: Side) -> Bool {
        let lowest = exponents.lowerBound, highest = exponents.upperBound
        if lowest == highest { return meets(shape, exponent: lowest, side: side) }
        // Without a positive low, the smallest values are best; without a high, the largest.
        guard let lowOrder = side.lowOrder else { return meets(shape, exponent: lowest, side: side) }
        guard let highOrder = side.highOrder else {
            return side.high == nil ? meets(shape, exponent: highest, side: side) : false
        }
        if !shape.digits.isEmpty {
            // Values of leading power a + E: only E in [L - a, H - a] can meet; strictly inside, all do.
            let lead = shape.leadingPower
            let from = Swift.max(lowest, lowOrder - lead), to = Swift.min(highest, highOrder - lead)
            guard from <= to else { return false }
            if Swift.max(from, lowOrder + 1 - lead) <= Swift.min(to, highOrder - 1 - lead) { return true }
            // Outside the interior only the (at most two) edges are left.
            if meets(shape, exponent: from, side: side) { return true }
            return to != from && meets(shape, exponent: to, side: side)
        }
        guard shape.hasFill else { return meets(shape, exponent: lowest, side: side) }
        // Zero then free digits: the smallest exponent that lets the top reach low is best (its grid is finest).
        let first = lowOrder - shape.fillHigh
        if meets(shape, exponent: lowest, side: side) { return true }
        if first > lowest, first <= highest, meets(shape, exponent: first, side: side) { return true }
        return first + 1 > lowest && first + 1 <= highest && meets(shape, exponent: first + 1, side: side)
    }

    /// Whether the grid interval of `shape` (scaled by 10^exponent) has a point in `side`'s bounds.
    private func meets(_ shape: Shape, exponent: Int, side: Side) -> Bool {
        var shape = shape
        shape.exponent = exponent
        let bottom = shape.source(fill: 0)
        let top = shape.source(fill: 9)
        if let high = side.high, Self.compare(bottom, high.source(truncatedTo: nil)) > 0 { return false }
        guard let low = side.low else { return true }
        if Self.compare(low.source(truncatedTo: nil), top) > 0 { return false }
        if Self.compare(low.source(truncatedTo: nil), bottom) <= 0 { return true }
        guard let high = side.high else { return true }
        // Some grid point in [low, high]: high cut to the grid must still reach low.
        guard shape.hasFill else { return false }
        let grid = shape.fillLow.map { $0 + exponent }
        return Self.compare(high.source(truncatedToPower: grid), low.source(truncatedTo: nil)) >= 0
    }

    static func minimum(_ a: Int?, _ b: Int?) -> Int? {
        switch (a, b) {
        case let (a?, b?): Swift.min(a, b)
        case let (a?, nil): a
        case let (nil, b?): b
        case (nil, nil): nil
        }
    }

    static func floorDivide(_ a: Int, _ b: Int) -> Int {
        let quotient = a / b
        return a % b != 0 && (a < 0) != (b < 0) ? quotient - 1 : quotient
    }

    static func ceilingDivide(_ a: Int, _ b: Int) -> Int { -floorDivide(-a, b) }

    // MARK: - Digit sources

    /// A magnitude bound as digits, made once when a rule is compiled.
    struct MagnitudeBound: Sendable {
        var digits: [UInt8]
        var exponent: Int
        init(_ value: NumericValue) {
            digits = value.isZero ? [] : (0..<value.significandDigitCount).map { value.digit(at: $0) }
            exponent = value.isZero ? 0 : value.exponent
        }
        /// Number of digits before the point (may be ≤ 0 for values below 1).
        var integerDigitCount: Int { digits.count + exponent }
        /// The bound in units of 10^-scale when that is a whole number below 10^18; nil otherwise.
        func units(scale: Int) -> UInt64? {
            let shift = exponent + scale
            guard shift >= 0, digits.count + shift <= 18 else { return nil }
            var value: UInt64 = 0
            for digit in digits { value = value * 10 + UInt64(digit) }
            for _ in 0..<shift { value *= 10 }
            return value
        }
        func source(truncatedTo fractionDigits: Int?) -> BoundSource {
            BoundSource(bound: self, lowestPower: fractionDigits.map { -$0 })
        }
        /// The bound cut below 10^power (nil: not cut).
        func source(truncatedToPower power: Int?) -> BoundSource {
            BoundSource(bound: self, lowestPower: power)
        }
    }

    /// A bound's digits, optionally cut below 10^lowestPower.
    struct BoundSource: DigitSource {
        let bound: MagnitudeBound
        let lowestPower: Int?
        var highestPower: Int { bound.integerDigitCount - 1 }
        var isInfinite: Bool { false }
        func digit(atPower power: Int) -> UInt8 {
            if let lowestPower, power < lowestPower { return 0 }
            let index = bound.integerDigitCount - 1 - power
            return index >= 0 && index < bound.digits.count ? bound.digits[index] : 0
        }
        var lowestNonZeroPower: Int {
            let natural = bound.exponent
            return lowestPower.map { Swift.max($0, natural) } ?? natural
        }
        func nextPower(below power: Int) -> Int {
            guard !bound.digits.isEmpty, power > lowestNonZeroPower else { return Int.min }
            return Swift.min(power - 1, highestPower)
        }
    }

    /// Typed significant digits (leading one at `leadingPower`), zeros, then a run of free digits over the powers
    /// `fillLow...fillHigh` (`fillLow` nil: forever), all scaled by 10^exponent.
    struct Shape {
        var digits: UnsafeBufferPointer<UInt8>
        var leadingPower: Int
        var fillHigh = Int.min
        /// nil: the fill never ends (no limit on fraction digits).
        var fillLow: Int? = 0
        var exponent = 0

        init(digits: UnsafeBufferPointer<UInt8>, leadingPower: Int) {
            self.digits = digits
            self.leadingPower = leadingPower
        }

        var hasFill: Bool { fillHigh != Int.min && fillLow.map { $0 <= fillHigh } ?? true }

        func source(fill: UInt8) -> ShapeSource {
            ShapeSource(digits: digits, lead: leadingPower + exponent,
                        fillHigh: hasFill && fill != 0 ? fillHigh + exponent : nil,
                        fillLow: fillLow.map { $0 + exponent })
        }
    }

    /// A ``Shape`` with its free digits all 0 (`fillHigh` nil) or all 9.
    struct ShapeSource: DigitSource {
        let digits: UnsafeBufferPointer<UInt8>
        let lead: Int
        let fillHigh: Int?
        let fillLow: Int?
        private var last: Int { lead - digits.count + 1 }
        var highestPower: Int {
            if !digits.isEmpty { return lead }
            return fillHigh ?? 0
        }
        var isInfinite: Bool { fillHigh != nil && fillLow == nil }
        var lowestNonZeroPower: Int {
            if fillHigh != nil { return fillLow ?? Int.min }
            return digits.isEmpty ? 0 : last
        }
        func digit(atPower power: Int) -> UInt8 {
            if !digits.isEmpty, power <= lead, power >= last { return digits[lead - power] }
            if let fillHigh, power <= fillHigh, fillLow.map({ power >= $0 }) ?? true { return 9 }
            return 0
        }
        func nextPower(below power: Int) -> Int {
            var next = Int.min
            if !digits.isEmpty, power > last { next = Swift.min(power - 1, lead) }
            if let fillHigh, fillLow.map({ power > $0 }) ?? true { next = Swift.max(next, Swift.min(power - 1, fillHigh)) }
            return next
        }
    }

    /// Compares two digit sources as magnitudes, skipping runs of zeros in both. At most one may be infinite
    /// (a run of nines that never ends), and an infinite source is larger than any finite one with the same
    /// leading digits.
    static func compare<A: DigitSource, B: DigitSource>(_ a: A, _ b: B) -> Int {
        var power = Swift.max(a.highestPower, b.highestPower)
        while true {
            let x = a.digit(atPower: power)
            let y = b.digit(atPower: power)
            if x != y { return x < y ? -1 : 1 }
            let next = Swift.max(a.nextPower(below: power), b.nextPower(below: power))
            if next == Int.min { return 0 }
            power = next
        }
    }
}

protocol DigitSource {
    var highestPower: Int { get }
    var isInfinite: Bool { get }
    var lowestNonZeroPower: Int { get }
    func digit(atPower power: Int) -> UInt8
    /// The largest power below `power` whose digit may be non-zero; `Int.min` when there is none.
    func nextPower(below power: Int) -> Int
}
