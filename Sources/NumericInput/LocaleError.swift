/// A locale that cannot be used: an id that is malformed, unknown to ICU, or asks for a numbering system that is
/// not there, or a locale whose number symbols ICU cannot give.
///
/// NumericInput never falls back silently: ICU would quietly hand out the default locale's symbols for "xx_YY",
/// and a field would then accept the wrong separators. Nor does it stand in an empty string or ASCII digits for a
/// symbol ICU cannot give: that is ``Code/missingSymbol``, and the message names the symbol.
///
/// ```swift
/// do {
///     _ = try NumberSymbols(locale: "xx_YY")
/// } catch {
///     print(error.code == .unknownLanguage, error.identifier)   // true xx_YY
/// }
/// ```
public struct LocaleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the id. A struct over a private enumeration, so that codes can be added.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        enum Value: Sendable, Hashable {
            case malformed, unknownLanguage, unknownRegion, unknownNumberingSystem
            case unsupportedNumberingSystem, icuFailure, missingSymbol
            case unknownCurrency, styleUnavailable
        }

        let value: Value

        /// Not an ICU locale id nor a BCP 47 tag ("garbage!!", "", "de DE").
        public static let malformed = Code(value: .malformed)
        /// ICU has no data for the language ("xx_YY", "und").
        public static let unknownLanguage = Code(value: .unknownLanguage)
        /// The region is not a known one ("en_YY").
        public static let unknownRegion = Code(value: .unknownRegion)
        /// The `numbers` keyword names no numbering system ("de_DE@numbers=nonesuch").
        public static let unknownNumberingSystem = Code(value: .unknownNumberingSystem)
        /// The numbering system is not ten digits ("@numbers=roman" is algorithmic).
        public static let unsupportedNumberingSystem = Code(value: .unsupportedNumberingSystem)
        /// ICU failed to open the locale's number data.
        public static let icuFailure = Code(value: .icuFailure)
        /// ICU cannot give one of the locale's number symbols, or gives one that cannot be used: an empty
        /// separator, sign or exponent symbol, or digits that are not ten distinct single characters. The
        /// message names the symbol ("could not read the grouping separator of locale …").
        public static let missingSymbol = Code(value: .missingSymbol)

        /// The currency code is not three letters of a currency ICU has data for ("XYZ", "usd", "EURO").
        public static let unknownCurrency = Code(value: .unknownCurrency)
        /// The style's affixes cannot be read here. No longer thrown: the generated table holds every locale's
        /// percent and money formats, so builds without the system's ICU answer too. Kept so code that matches
        /// on it still compiles.
        public static let styleUnavailable = Code(value: .styleUnavailable)

        /// A short stable name, such as "unknown-language".
        public var description: String {
            switch value {
            case .malformed: "malformed"
            case .unknownLanguage: "unknown-language"
            case .unknownRegion: "unknown-region"
            case .unknownNumberingSystem: "unknown-numbering-system"
            case .unsupportedNumberingSystem: "unsupported-numbering-system"
            case .icuFailure: "icu-failure"
            case .missingSymbol: "missing-symbol"
            case .unknownCurrency: "unknown-currency"
            case .styleUnavailable: "style-unavailable"
            }
        }
    }

    /// What is wrong.
    public let code: Code
    /// The id as it was given.
    public let identifier: String
    /// A sentence for people. For ``Code/missingSymbol`` it names the symbol.
    public let message: String

    init(_ code: Code, identifier: String, detail: String? = nil) {
        self.code = code
        self.identifier = identifier
        let what: String = switch code.value {
        case .malformed: "is not a locale id (ICU \"de_DE@numbers=arab\" or BCP 47 \"de-DE-u-nu-arab\")"
        case .unknownLanguage: "names a language ICU has no data for"
        case .unknownRegion: "names an unknown region"
        case .unknownNumberingSystem: "names an unknown numbering system"
        case .unsupportedNumberingSystem: "names a numbering system that is not ten plain digits"
        case .icuFailure: "could not be opened by ICU"
        case .missingSymbol: "lacks a number symbol"
        case .unknownCurrency: "has no currency by that code"
        case .styleUnavailable: "has no style affixes in this build"
        }
        self.message = "locale \"\(identifier)\" \(what)" + (detail.map { " (\($0))" } ?? "")
    }

    /// A ``Code/missingSymbol`` error: "could not read the grouping separator of locale "de_DE" from ICU (ICU
    /// error U_ILLEGAL_ARGUMENT_ERROR)".
    init(missing symbol: String, identifier: String, reason: String, source: String = "ICU") {
        self.code = .missingSymbol
        self.identifier = identifier
        self.message = "could not read the \(symbol) of locale \"\(identifier)\" from \(source) (\(reason))"
    }

    /// A ``Code/missingSymbol`` error for symbols that do not make a usable set (``/NumericInputCore/NumberSymbols``
    /// refused them): "the symbols of locale "x" from ICU cannot be used (the decimal separator "." is also the
    /// grouping separator)".
    init(unusable error: NumberSymbolsError, identifier: String, source: String = "ICU") {
        self.code = .missingSymbol
        self.identifier = identifier
        self.message = "the number symbols of locale \"\(identifier)\" from \(source) cannot be used (\(error.message))"
    }

    /// The same as ``message``.
    public var description: String { message }
}
