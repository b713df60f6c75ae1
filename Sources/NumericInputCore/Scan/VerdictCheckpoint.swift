/// A mantissa table reader's state after a prefix of a text, with the value accumulated so far: what a whole
/// text's verdict through the table (`MantissaReader.verdict(of:grammar:digitLimits:)`,
/// `ScalarMantissaReader.verdict(of:grammar:)`) knows after reading the prefix.
///
/// The table's read is a left fold over the text's bytes (or scalars): the state after a text is the state after
/// its prefix, read on over the rest. So a verdict read on from a checkpoint of the text's own prefix is the
/// verdict read from its start, with the prefix's bytes not read again. A field keeps the checkpoints of its raw
/// text (``RawTextCache``): typing at the end reads the typed key alone, and deleting it again reads nothing. It
/// is the same table and the same reader, resumed; not a second reader of the text. Debug builds compare every
/// verdict read from a checkpoint with the plan's own verdict of the whole text.
struct VerdictCheckpoint: Equatable {
    /// The table's state as its row (the state times 256); never the exit (a prefix the table left is no
    /// checkpoint).
    var row = 0
    /// The digits read so far as one number (wrapping past 19 digits, which `digits` tells).
    var units: UInt64 = 0
    /// The digits read so far.
    var digits = 0
    /// The digits read before the last code that is not a digit.
    var digitsBeforeLastMark = 0

    /// The state at a text's start.
    static var start: VerdictCheckpoint { VerdictCheckpoint() }
}

extension RulePlan {
    /// Which table a checkpointed verdict reads (``checkpointedVerdict(of:from:at:)``), as
    /// ``numberVerdict(of:)`` would read it: 1 the ASCII mantissa table, 2 the scalar one, 0 neither (a plan
    /// with affixes, digit limits, bounds or character sets, or none of the tables: its verdicts are the
    /// plan's own).
    static func checkpointTable(affixes: AffixPlan?, readsNumberAlone: Bool, readsMantissaTableVerdict: Bool,
                                readsLimitedMantissaTable: Bool, readsScalarMantissaTableVerdict: Bool) -> UInt8 {
        // A plan with bounds or character sets reads no verdict through a table (`readsNumberOnly(byteCount:)`
        // is false for every text): none to read on either.
        guard affixes == nil, readsNumberAlone else { return 0 }
        if readsMantissaTableVerdict { return readsLimitedMantissaTable ? 0 : 1 }
        return readsScalarMantissaTableVerdict ? 2 : 0
    }

    /// The verdict of `bytes`, a whole number without affixes, read on from `checkpoint`, the table's state after
    /// their first `offset` bytes (a scalar boundary), with `checkpoint` then the state after all of them; nil
    /// where the plan's own ``verdict(of:)`` must tell it (the plan reads no table, the text is more than 64
    /// bytes or not one the number stage reads alone, the table leaves the text, or its state is one the driver
    /// tells), `checkpoint` then no checkpoint of the text. The verdict is ``verdict(of:)``'s: debug builds
    /// check.
    ///
    /// The checkpoint travels in an `inout` argument and the verdict comes back alone: a tuple of both as an
    /// optional result went through memory at each return (the en_US field pair about 30 instructions more), and
    /// a verdict written into an `inout` argument through `Verdict`'s outlined copies (about 200 more).
    @inline(__always)
    func checkpointedVerdict(of bytes: UnsafeBufferPointer<UInt8>, from checkpoint: inout VerdictCheckpoint,
                             at offset: Int) -> Verdict? {
        guard checkpointTable != 0, bytes.count <= 64, readsNumberOnly(byteCount: bytes.count) else { return nil }
        let rest = UnsafeBufferPointer(rebasing: bytes[offset...])
        let grammar = Unmanaged.passUnretained(grammar.unsafelyUnwrapped)
        let found = checkpointTable == 1
            ? MantissaReader.read(rest, from: &checkpoint, grammar: grammar)
            : ScalarMantissaReader.read(rest, from: &checkpoint, grammar: grammar)
        if _isDebugAssertConfiguration(), let found {
            let whole = self.verdict(of: bytes)
            assert(whole == found, "a verdict read from a checkpoint says \(found), the plan \(whole)")
        }
        return found
    }
}

extension MantissaReader {
    /// `rest` read through the grammar's table from `checkpoint` (`readWhole`, as a whole text's verdict reads
    /// it): the verdict there where it is the table's (as ``verdict(of:grammar:digitLimits:)`` tells it), with
    /// `checkpoint` the state after `rest`; nil where it is the driver's.
    @inline(__always)
    static func read(_ rest: UnsafeBufferPointer<UInt8>, from checkpoint: inout VerdictCheckpoint,
                     grammar: Unmanaged<NumberGrammar>) -> Verdict? {
        var reader = MantissaReader(grammar: grammar, row: checkpoint.row)
        reader.readWhole(rest, grammar: grammar, units: &checkpoint.units, digits: &checkpoint.digits,
                         digitsBeforeLastMark: &checkpoint.digitsBeforeLastMark)
        guard !reader.hasExited else { return nil }
        checkpoint.row = reader.row
        return reader.verdict(in: grammar, units: checkpoint.units, digits: checkpoint.digits,
                              digitsBeforeLastMark: checkpoint.digitsBeforeLastMark)
    }
}

extension ScalarMantissaReader {
    /// `rest` read through the grammar's scalar table from `checkpoint` (as a whole text's verdict reads it):
    /// the verdict there where it is the table's (as ``verdict(of:grammar:)`` tells it), with `checkpoint` the
    /// state after `rest`; nil where it is the driver's. Inlined into the field's one caller: out of line, its
    /// frame cost fa_IR's field pair about 50 instructions.
    @inline(__always)
    static func read(_ rest: UnsafeBufferPointer<UInt8>, from checkpoint: inout VerdictCheckpoint,
                     grammar: Unmanaged<NumberGrammar>) -> Verdict? {
        let reference = grammar._withUnsafeGuaranteedRef {
            Unmanaged.passUnretained($0.scalarMantissaTable.unsafelyUnwrapped)
        }
        var reader = ScalarMantissaReader(table: reference, row: checkpoint.row)
        let digitValues = reference._withUnsafeGuaranteedRef { $0.digitValues }
        reader.readWhole(rest, digitValues: digitValues, units: &checkpoint.units, digits: &checkpoint.digits,
                         digitsBeforeLastMark: &checkpoint.digitsBeforeLastMark)
        guard !reader.hasExited else { return nil }
        checkpoint.row = reader.row
        return reference._withUnsafeGuaranteedRef {
            reader.verdict(in: $0, units: checkpoint.units, digits: checkpoint.digits,
                           digitsBeforeLastMark: checkpoint.digitsBeforeLastMark)
        }
    }
}
