import NumericInput

/// A locale the suite measures, with the short tag used in benchmark names ("deDE" in `Keystroke.wholeTextStatus.deDE.16`).
public struct BenchmarkLocale: Sendable, Hashable {
    /// The ICU id.
    public let identifier: String
    /// The tag in benchmark names: no underscore, so names stay dot-separated.
    public let tag: String

    /// en_US: ASCII digits, "." decimal, "-" minus.
    public static let enUS = BenchmarkLocale(identifier: "en_US", tag: "enUS")
    /// de_DE: ASCII digits, "," decimal, "-" minus.
    public static let deDE = BenchmarkLocale(identifier: "de_DE", tag: "deDE")
    /// fa_IR: Persian digits U+06F0...U+06F9, U+066B decimal, U+200E U+2212 minus (two scalars, six UTF-8 bytes).
    public static let faIR = BenchmarkLocale(identifier: "fa_IR", tag: "faIR")

    /// ar_EG: Arabic-Indic digits, U+066B decimal, U+066C grouping; measured by the field's decimal alias only.
    public static let arEG = BenchmarkLocale(identifier: "ar_EG", tag: "arEG")

    /// The locales every per-keystroke and whole-text benchmark runs in.
    public static let all: [BenchmarkLocale] = [.enUS, .deDE, .faIR]

    /// The locale's symbols, read from ICU (cached by NumericInput after the first call).
    public var symbols: NumberSymbols {
        do { return try NumberSymbols(locale: identifier) } catch { fatalError("\(identifier): \(error)") }
    }
}
