// The order form of `/`: four fields, each an InputRule in the request's locale, judged as a whole on submit and
// field by field as the person types (through /check). The page itself is built in OrderFormPage.swift.
import Foundation
import NumericInput

/// What the form decided for one field.
enum FieldJudgement: Sendable, Equatable {
    /// A valid text: its number, or nil for the reference (a text without a value).
    case accepted(NumericValue?)
    /// An optional field left empty.
    case omitted
    /// Refused, with the reason, where, and a sentence for the person.
    case rejected(FieldProblem)
}

/// Why a field was refused: a stable reason name, where (a UTF-16 offset, as the library reports it), and a
/// sentence saying both in words.
struct FieldProblem: Sendable, Equatable {
    /// An ``InvalidReason`` name ("grouping-separator-not-allowed"), or "incomplete" for a number left half-typed,
    /// or "missing" for an empty required field.
    var reason: String
    /// The UTF-16 offset of the first character no continuation can save; the text's length for "incomplete",
    /// 0 for "missing".
    var offset: Int
    /// The reason and the place in words, numbers written as the locale writes them: "Character 6 (“,”) …".
    var message: String
}

/// A valid order, each value written as the locale writes numbers.
struct WrittenOrder: Sendable, Equatable {
    /// Each field's value as shown on the summary page; an omitted optional field is absent.
    var values: [OrderField: String]
}

/// The order form in one locale: each field's rule, its hint and example written in the locale's digits and
/// separators, and the judgement of submitted texts.
///
/// ```swift
/// let form = OrderForm(locale: negotiator.locale(forAcceptLanguage: "de-DE"))
/// form.example(for: .price)                   // "1.234,56"
/// form.judge(.quantity, text: "20000")        // .rejected(above-maximum at 4, "Character 5 (“0”) …")
/// ```
struct OrderForm: Sendable {
    // MARK: - The constraints

    /// The largest price.
    static let maximumPrice = 1_000_000
    /// Digits after the decimal separator, price and discount.
    static let fractionDigits = 2
    /// The quantities taken.
    static let quantityRange = 1...10_000
    /// The discounts taken, in percent.
    static let discountRange = 0...100
    /// The longest reference, in characters.
    static let referenceLength = 20
    /// The characters a reference may have.
    static let referenceCharacters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-"
    /// The longest price and discount texts, in characters: room for grouping, signs and bidi marks, not for
    /// pasted essays.
    static let numberLength = 24

    /// The locale the numbers are read and written in.
    let locale: NegotiatedLocale
    /// Writes numbers as the locale does, grouped (the way a person reads them back).
    private let writer: NumericFormatStyle<Decimal>
    private let priceRule, quantityRule, discountRule, referenceRule: InputRule

    /// The form for a locale.
    ///
    /// - Parameter locale: The request's locale, from ``LocaleNegotiator``.
    /// - Complexity: Compiles four rules: microseconds.
    init(locale: NegotiatedLocale) {
        self.locale = locale
        let symbols = locale.symbols
        writer = NumericFormatStyle<Decimal>(symbols: symbols, kind: .decimal, grouping: .strict)
        // Grouping is accepted where the locale puts it ("1.234,56" in de_DE), and not required.
        priceRule = InputRule.maxLength(Self.numberLength)
            .number(NumericValidator(symbols: symbols, kind: .decimal, grouping: .strict))
            .maxFractionDigits(Self.fractionDigits)
            .bounded(minimum: NumericValue(0), maximum: NumericValue(Self.maximumPrice))
        quantityRule = InputRule.maxLength(Self.numberLength)
            .number(NumericValidator(symbols: symbols, kind: .positiveInteger, grouping: .strict))
            .bounded(Self.quantityRange)
        // Up to 100: no grouping to type.
        discountRule = InputRule.maxLength(Self.numberLength)
            .number(NumericValidator(symbols: symbols, kind: .decimal, grouping: .none))
            .maxFractionDigits(Self.fractionDigits)
            .bounded(Self.discountRange)
        referenceRule = InputRule.maxLength(Self.referenceLength).allowing(Self.referenceCharacters)
    }

    /// The rule of a field.
    func rule(for field: OrderField) -> InputRule {
        switch field {
        case .price: priceRule
        case .quantity: quantityRule
        case .discount: discountRule
        case .reference: referenceRule
        }
    }

    // MARK: - Judging

    /// The form's decision for one field's text.
    ///
    /// - Parameters:
    ///   - field: The field.
    ///   - text: The text as typed; never changed.
    /// - Returns: Accepted with the value, omitted (an empty optional field), or rejected with the problem.
    func judge(_ field: OrderField, text: String) -> FieldJudgement {
        let verdict = rule(for: field).verdict(for: text)
        if let problem = problem(field, text: text, verdict: verdict) { return .rejected(problem) }
        if text.isEmpty && !field.isRequired { return .omitted }
        return .accepted(verdict.value)
    }

    /// The problem with a field's text under a verdict, or nil when the form takes it.
    ///
    /// - Parameters:
    ///   - field: The field.
    ///   - text: The text the verdict is for.
    ///   - verdict: The field rule's verdict for `text`.
    /// - Returns: Nil for a complete text and for an empty optional field; otherwise the reason, offset and
    ///   message ("missing" for an empty required field, "incomplete" for a partial number).
    func problem(_ field: OrderField, text: String, verdict: Verdict) -> FieldProblem? {
        switch verdict {
        case .complete:
            return nil
        case .partial where text.isEmpty:
            guard field.isRequired else { return nil }
            return FieldProblem(reason: "missing", offset: 0,
                                message: "Required: enter a \(field.noun), as in \(example(for: field)).")
        case .partial:
            return FieldProblem(reason: "incomplete", offset: text.utf16.count,
                                message: incompleteMessage(field, text: text))
        case .invalid(let reason, let offset):
            return FieldProblem(reason: reason.name, offset: offset,
                                message: message(field, text: text, rejection: Rejection(reason: reason, offset: offset)))
        }
    }

    /// Judges every field of a submitted form.
    ///
    /// - Parameter texts: Each field's text; a field not sent is empty.
    /// - Returns: The order written in the locale's digits, or each failing field's problem (and only those).
    /// - Throws: ``NumericParseError`` if a value cannot be held as a `Decimal` for writing; the rules' bounds
    ///   keep every value far below that (at most 9 significant digits).
    func submit(_ texts: [OrderField: String]) throws(NumericParseError) -> Result<WrittenOrder, ProblemList> {
        var problems: [OrderField: FieldProblem] = [:]
        var values: [OrderField: String] = [:]
        for field in OrderField.allCases {
            let text = texts[field] ?? ""
            switch judge(field, text: text) {
            case .rejected(let problem): problems[field] = problem
            case .omitted: break
            case .accepted(let value?): values[field] = try written(value)
            case .accepted(nil): values[field] = text
            }
        }
        return problems.isEmpty ? .success(WrittenOrder(values: values)) : .failure(ProblemList(problems: problems))
    }

    /// The failing fields of a submitted form.
    struct ProblemList: Error, Sendable, Equatable {
        /// Each failing field's problem.
        var problems: [OrderField: FieldProblem]
    }

    // MARK: - Numbers as the locale writes them

    /// A value written in the locale's digits and separators, grouped.
    ///
    /// - Throws: ``NumericParseError`` when the value does not fit a `Decimal` (more than 38 digits).
    func written(_ value: NumericValue) throws(NumericParseError) -> String {
        writer.format(try Decimal(numericValue: value))
    }

    /// An integer written in the locale's digits, grouped.
    func written(_ integer: Int) -> String { writer.format(Decimal(integer)) }

    /// The example of a field, as the locale writes it: also the input's placeholder.
    func example(for field: OrderField) -> String {
        switch field {
        case .price: writer.format(Decimal(123_456) / 100)     // 1,234.56
        case .quantity: written(12)
        case .discount: writer.format(Decimal(125) / 10)       // 12.5
        case .reference: "PO-2026-17"
        }
    }

    /// The line under a field saying what it takes, in the locale's numbers.
    func hint(for field: OrderField) -> String {
        let decimals = "at most \(written(Self.fractionDigits)) digits after “\(locale.symbols.decimalSeparator)”"
        switch field {
        case .price:
            return "From \(written(0)) to \(written(Self.maximumPrice)), \(decimals), as in \(example(for: .price))."
        case .quantity:
            return "A whole number from \(written(Self.quantityRange.lowerBound)) to "
                + "\(written(Self.quantityRange.upperBound))."
        case .discount:
            return "Optional. Percent, from \(written(Self.discountRange.lowerBound)) to "
                + "\(written(Self.discountRange.upperBound)), \(decimals)."
        case .reference:
            return "Optional. Up to \(written(Self.referenceLength)) characters: A–Z, a–z, 0–9 and “-”."
        }
    }

    /// `ltr` or `rtl` for the locale's language, from ICU's character orientation; `auto` when ICU does not
    /// know it (the browser then decides from the text).
    var textDirection: String {
        switch Locale.Language(identifier: locale.identifier).characterDirection {
        case .rightToLeft: "rtl"
        case .leftToRight: "ltr"
        default: "auto"
        }
    }
}
