/// What a number stands for, and so what may be written around it: a plain number, a percentage, an amount of
/// money.
///
/// ```swift
/// let price = try NumericValidator(locale: "de_DE", kind: .decimal, grouping: .strict, style: .currency("EUR"))
/// price.verdict(for: "1.234,56 €").value   // 1234.56
/// ```
public enum NumberStyle: Sendable, Hashable {
    /// A plain number: no affixes (the default).
    case decimal
    /// A percentage: "12 %" in de_DE is 0.12.
    case percent
    /// A per-mille value: "5 ‰" is 0.005.
    case perMille
    /// An amount in a currency, by its ISO 4217 code ("USD"): "$1,234.56", "1.234,56 €", "CHF 1’234.56".
    case currency(String)
    /// An amount in a currency written as the locale's accounting pattern: negatives in parentheses in many
    /// locales ("($1,234.56)").
    case accounting(String)

    /// The ISO 4217 code of a currency or accounting style; nil otherwise.
    public var currencyCode: String? {
        switch self {
        case .currency(let code), .accounting(let code): code
        case .decimal, .percent, .perMille: nil
        }
    }

    /// The power of ten the written number is scaled by to give the value: -2 for a percentage, -3 per mille,
    /// 0 otherwise.
    public var scale: Int {
        switch self {
        case .percent: -2
        case .perMille: -3
        case .decimal, .currency, .accounting: 0
        }
    }

    /// A short stable name: "decimal", "percent", "permille", "currency", "accounting".
    public var name: String {
        switch self {
        case .decimal: "decimal"
        case .percent: "percent"
        case .perMille: "permille"
        case .currency: "currency"
        case .accounting: "accounting"
        }
    }
}
