// Localized number validation in Vapor: the code to copy. The locale comes from Accept-Language, each field is an
// InputRule, and a failing field says why and where.
import NumericInput
import Vapor

// MARK: - The locale of a request

extension Application {
    private struct NumberLocalesKey: StorageKey {
        typealias Value = LocaleNegotiator
    }

    /// Chooses the locale of each request's numbers; set once in `configure`.
    var numberLocales: LocaleNegotiator {
        get {
            guard let negotiator = storage[NumberLocalesKey.self] else {
                fatalError("set app.numberLocales in configure(_:) before serving")
            }
            return negotiator
        }
        set { storage[NumberLocalesKey.self] = newValue }
    }
}

extension Request {
    /// The locale for this request's numbers, from its Accept-Language fields (joined, as RFC 9110 allows).
    var numberLocale: NegotiatedLocale {
        let fields = headers[.acceptLanguage]
        return application.numberLocales.locale(forAcceptLanguage: fields.isEmpty ? nil : fields.joined(separator: ","))
    }

    /// The body as JSON, whatever its Content-Type; 400 when it is missing or does not decode.
    func jsonBody<Body: Decodable>(_ type: Body.Type) throws -> Body {
        guard let body = body.data else { throw Abort(.badRequest, reason: "expected a JSON body") }
        do {
            return try JSONDecoder().decode(Body.self, from: body)
        } catch let error as DecodingError {
            throw Abort(.badRequest, reason: "malformed JSON body: \((error as any AbortError).reason)")
        }
    }
}

extension HTTPHeaders {
    /// Says which locale the numbers of the answer were read in, and that Accept-Language chose it.
    mutating func setLanguage(_ locale: NegotiatedLocale) {
        replaceOrAdd(name: .contentLanguage, value: locale.languageTag)
        add(name: .vary, value: "Accept-Language")
    }
}

// MARK: - POST /check

struct CheckRequest: Content {
    var text: String
    var kind: String?
    var grouping: String?
    var locale: String?
    /// The number's style, as the CLI's `--style`: decimal (the default), percent, permille, currency,
    /// accounting. Currency and accounting need `currency`.
    var style: String?
    /// The ISO 4217 code of a currency or accounting style ("EUR").
    var currency: String?
    /// A field of the order form (`price`, `quantity`, `discount`, `reference`): the text is judged by that
    /// field's whole rule (bounds, digits, characters), as on submit. Excludes `kind` and `grouping`.
    var field: String?
}

/// A verdict with the keys of `numeric-input check --json`, and the locale used.
struct CheckResponse: Content {
    var text: String
    var verdict: String
    var value: String?
    var reason: String?
    var offset: Int?
    var locale: String
    /// The currency of a complete currency or accounting text, as `numeric-input check --json` says it.
    var currency: String?
    /// For an order-form field: what the form would say on submit, when it would refuse the text.
    var message: String?
}

/// `POST /check`: the verdict for one text, in the body's locale or the negotiated one; for an order-form field,
/// under that field's rule, with the form's message.
@Sendable
func check(_ request: Request) async throws -> Response {
    let body = try request.jsonBody(CheckRequest.self)
    if body.field != nil && (body.kind != nil || body.grouping != nil || body.style != nil || body.currency != nil) {
        throw Abort(.badRequest, reason: "give either a field or a kind, grouping and style, not both")
    }
    let style = try numberStyle(body.style, currency: body.currency)
    let field = try body.field.map { name in
        guard let field = OrderField(rawValue: name) else {
            throw Abort(.badRequest, reason: "unknown field; one of \(OrderField.allCases.map(\.rawValue))")
        }
        return field
    }
    guard let kind = NumericKind(rawValue: body.kind ?? NumericKind.numeric.rawValue) else {
        throw Abort(.badRequest, reason: "unknown kind; one of \(NumericKind.allCases.map(\.rawValue))")
    }
    guard let grouping = GroupingPolicy(rawValue: body.grouping ?? GroupingPolicy.none.rawValue) else {
        throw Abort(.badRequest, reason: "unknown grouping; one of \(GroupingPolicy.allCases.map(\.rawValue))")
    }
    // Only available locales, so that clients cannot fill the validator cache with ids of their making.
    let locale = try body.locale.map { name in
        guard let locale = request.application.numberLocales.availableLocale(name) else {
            throw Abort(.badRequest, reason: "unknown locale; use an available ICU id or BCP 47 tag (de_DE, de-DE)")
        }
        return locale
    } ?? request.numberLocale
    let verdict: Verdict
    var message: String?
    if let field {
        let form = OrderForm(locale: locale)
        verdict = form.rule(for: field).verdict(for: body.text)
        message = form.problem(field, text: body.text, verdict: verdict)?.message
    } else {
        if case .scientific = kind, style != .decimal {
            throw Abort(.badRequest, reason: "a \(style.name) style makes no sense with the scientific kind")
        }
        do {
            verdict = try NumericValidator(locale: locale.identifier, kind: kind, grouping: grouping, style: style)
                .verdict(for: body.text)
        } catch {
            throw Abort(.badRequest, reason: error.message)
        }
    }
    var answer = CheckResponse(text: body.text, verdict: verdict.status.rawValue, locale: locale.identifier,
                               message: message)
    switch verdict {
    case .complete(let value):
        answer.value = value?.canonical ?? ""
        answer.currency = style.currencyCode
    case .partial: break
    case .invalid(let reason, let offset): (answer.reason, answer.offset) = (reason.name, offset)
    }
    let response = try await answer.encodeResponse(for: request)
    response.headers.setLanguage(locale)
    return response
}

/// The style a request names, checked: a money style needs a three-letter code, and only a money style takes one.
func numberStyle(_ name: String?, currency: String?) throws -> NumberStyle {
    switch name ?? "decimal" {
    case "decimal", "percent", "permille":
        guard currency == nil else { throw Abort(.badRequest, reason: "currency goes with a currency or accounting style") }
        return name == "percent" ? .percent : name == "permille" ? .perMille : .decimal
    case "currency", "accounting":
        guard let currency else { throw Abort(.badRequest, reason: "a \(name!) style needs currency") }
        return name == "currency" ? .currency(currency) : .accounting(currency)
    default:
        throw Abort(.badRequest, reason: "unknown style; one of decimal, percent, permille, currency, accounting")
    }
}

// MARK: - POST /demo

/// The five classic fields, as a form posts them; a field left out is empty.
struct DemoForm: Content {
    var vowels: String?
    var consonants: String?
    var digits: String?
    var numeric: String?
    var positiveInteger: String?

    /// Each field's name, text and rule, in form order.
    func fields(symbols: NumberSymbols) -> [(name: String, text: String, rule: InputRule)] {
        [
            ("vowels", vowels ?? "", InputRule.maxLength(6).allowing("aeiouAEIOU")),
            ("consonants", consonants ?? "", InputRule.maxLength(8).disallowing("aeiouAEIOU")),
            ("digits", digits ?? "", InputRule.maxLength(3).number(NumericValidator(symbols: symbols, kind: .digits))),
            ("numeric", numeric ?? "", InputRule.maxLength(7).number(NumericValidator(symbols: symbols, kind: .numeric))),
            ("positiveInteger", positiveInteger ?? "",
             InputRule.maxLength(5).number(NumericValidator(symbols: symbols, kind: .positiveInteger))),
        ]
    }
}

/// Why a field failed: an invalid reason and its UTF-16 offset, or "incomplete" at the end of a number left
/// half-typed ("1e", "-").
struct FieldError: Content, Equatable {
    var reason: String
    var offset: Int
}

struct DemoAccepted: Content {
    var locale: String
    var values: [String: String]
}

struct DemoRejected: Content {
    var locale: String
    var errors: [String: FieldError]
}

/// `POST /demo`: 200 with every field's value, or 422 with every failing field's error.
@Sendable
func demo(_ request: Request) async throws -> Response {
    let form = request.body.data == nil ? DemoForm() : try request.content.decode(DemoForm.self)
    let locale = request.numberLocale
    var values: [String: String] = [:]
    var errors: [String: FieldError] = [:]
    for (name, text, rule) in form.fields(symbols: locale.symbols) {
        switch rule.verdict(for: text) {
        case .complete(let value): values[name] = value?.canonical ?? text
        case .partial: errors[name] = FieldError(reason: "incomplete", offset: text.utf16.count)
        case .invalid(let reason, let offset): errors[name] = FieldError(reason: reason.name, offset: offset)
        }
    }
    let response = errors.isEmpty
        ? try await DemoAccepted(locale: locale.identifier, values: values).encodeResponse(for: request)
        : try await DemoRejected(locale: locale.identifier, errors: errors)
            .encodeResponse(status: .unprocessableEntity, for: request)
    response.headers.setLanguage(locale)
    return response
}
