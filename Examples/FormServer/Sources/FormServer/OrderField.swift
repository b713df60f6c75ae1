/// The order form's fields, in page order; the raw values are the inputs' names.
enum OrderField: String, CaseIterable, Sendable, Hashable {
    /// The unit price. A decimal number for now: NumericInput has no money styles yet (no currency symbol, no
    /// currency-specific fraction digits), so this field takes the locale's decimal numbers with at most two
    /// fraction digits. It becomes a currency field when the library can read one.
    case price
    /// How many: a positive integer, 1...10,000.
    case quantity
    /// A discount in percent: a decimal number 0...100 with a "%" shown beside the input. NumericInput has no
    /// percent style yet, so the "%" is not part of the text.
    case discount
    /// A free reference: at most 20 characters, ASCII letters, digits and "-".
    case reference

    /// Whether an empty field is an error ("missing") rather than a field left out.
    var isRequired: Bool { self == .price || self == .quantity }

    /// The field's name in messages ("a price").
    var noun: String { rawValue }

    /// The label shown beside the input.
    var label: String {
        switch self {
        case .price: "Price"
        case .quantity: "Quantity"
        case .discount: "Discount"
        case .reference: "Reference"
        }
    }

    /// The `inputmode` of the input: the keyboard a phone shows.
    var inputMode: String {
        switch self {
        case .price, .discount: "decimal"
        case .quantity: "numeric"
        case .reference: "text"
        }
    }

    /// All field names, for the form reader.
    static let names = Set(allCases.map(\.rawValue))
}
