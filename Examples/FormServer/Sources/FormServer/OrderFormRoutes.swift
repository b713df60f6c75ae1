// GET / and POST /: the order form, for people in browsers. Works without JavaScript: the post is judged here,
// field by field, and answered with the summary (200) or the form again (422).
import NumericInput
import Vapor

// MARK: - GET /

/// `GET /`: the empty order form in the negotiated locale.
@Sendable
func orderForm(_ request: Request) async throws -> Response {
    let form = OrderForm(locale: request.numberLocale)
    return htmlResponse(OrderFormPage.form(form, texts: [:], problems: [:]), status: .ok, locale: form.locale)
}

// MARK: - POST /

/// `POST /`: judges a posted order. 200 with the summary, values written as the locale writes them; 422 with the
/// form again, each text exactly as typed and a message under each failing field; 400 for a body that is not a
/// form of these fields in UTF-8 (``URLEncodedForm``); 415 for another media type or charset.
@Sendable
func submitOrder(_ request: Request) async throws -> Response {
    let texts = try orderTexts(request)
    let form = OrderForm(locale: request.numberLocale)
    let outcome: Result<WrittenOrder, OrderForm.ProblemList>
    do {
        outcome = try form.submit(texts)
    } catch {
        // The bounds keep values to 9 significant digits: a Decimal always holds them.
        request.logger.error("cannot write an accepted value: \(error)")
        throw Abort(.internalServerError, reason: "internal error")
    }
    switch outcome {
    case .success(let order):
        return htmlResponse(OrderFormPage.summary(form, order: order), status: .ok, locale: form.locale)
    case .failure(let list):
        return htmlResponse(OrderFormPage.form(form, texts: texts, problems: list.problems),
                            status: .unprocessableEntity, locale: form.locale)
    }
}

/// The posted texts by field: a body that is absent or empty is an empty form.
private func orderTexts(_ request: Request) throws -> [OrderField: String] {
    guard let body = request.body.data, body.readableBytes > 0 else { return [:] }
    guard let type = request.headers.contentType, type.type == "application",
          type.subType == "x-www-form-urlencoded" else {
        throw Abort(.unsupportedMediaType, reason: "expected application/x-www-form-urlencoded")
    }
    if let charset = type.parameters["charset"], charset.lowercased() != "utf-8" {
        throw Abort(.unsupportedMediaType, reason: "expected the form in UTF-8, not \(charset)")
    }
    let form: URLEncodedForm
    do {
        form = try URLEncodedForm(parsing: body.readableBytesView, names: OrderField.names)
    } catch {
        throw Abort(.badRequest, reason: error.description)
    }
    var texts: [OrderField: String] = [:]
    for (name, value) in form.values {
        if let field = OrderField(rawValue: name) { texts[field] = value }
    }
    return texts
}

// MARK: - HTML answers

/// An HTML page with the headers every order page has: its language, `Vary: Accept-Language`, the
/// Content-Security-Policy that allows only its own script and style, and no caching (a page may hold what a
/// person typed).
private func htmlResponse(_ html: String, status: HTTPResponseStatus, locale: NegotiatedLocale) -> Response {
    var headers = HTTPHeaders()
    headers.contentType = .html
    headers.setLanguage(locale)
    headers.replaceOrAdd(name: "Content-Security-Policy", value: OrderFormAssets.contentSecurityPolicy)
    headers.replaceOrAdd(name: "X-Content-Type-Options", value: "nosniff")
    headers.replaceOrAdd(name: .cacheControl, value: "no-store")
    return Response(status: status, headers: headers, body: .init(string: html))
}
