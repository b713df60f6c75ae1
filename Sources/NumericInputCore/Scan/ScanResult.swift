/// What a finished scan came to: the one value ``TextDriver/finish()`` returns, so no caller reads the driver's
/// state.
enum ScanResult {
    /// A whole text, and the bytes read.
    case complete(end: Int)
    /// The beginning of one; `end` is where the scan stopped (the end, or the start of an unfinished
    /// multi-scalar symbol).
    case partial(end: Int)
    /// Invalid: why and where (UTF-16 offset), and the same place as a UTF-8 offset.
    case invalid(Rejection, byteOffset: Int)

    /// The status without its payload.
    var status: VerdictStatus {
        switch self {
        case .complete: .complete
        case .partial: .partial
        case .invalid: .invalid
        }
    }

    /// Why and where the text is invalid; nil when it is not.
    var rejection: Rejection? {
        if case .invalid(let rejection, _) = self { rejection } else { nil }
    }

    /// The UTF-8 offset where the scan stopped: the end of a whole or partial text, the failure of an invalid one.
    var stopByteOffset: Int {
        switch self {
        case .complete(let end), .partial(let end): end
        case .invalid(_, let byteOffset): byteOffset
        }
    }
}
