import NumericInput
import Vapor

/// The largest request body taken, in bytes; a larger one is refused with 413. A form of five short fields, or a
/// JSON text to check, is far below it.
let maximumBodySize = 16 * 1024

/// The longest `Accept-Language` taken, in bytes (all its fields together); a longer one is refused with 431.
/// A browser sends its user's few languages: headless Chromium set to German sends "de-DE,de;q=0.9".
let maximumAcceptLanguageSize = 4 * 1024

/// Sets up the application: JSON errors, the body and header limits, the locale negotiator and the routes.
func configure(_ app: Application) throws {
    // Vapor's defaults, with errors as {"error": reason} for every route, unknown ones included.
    app.middleware = Middlewares()
    app.middleware.use(RouteLoggingMiddleware(logLevel: .info))
    app.middleware.use(JSONErrorMiddleware())
    app.middleware.use(BodySizeLimit(maximumBytes: maximumBodySize))
    app.routes.defaultMaxBodySize = ByteCount(value: maximumBodySize)
    app.middleware.use(AcceptLanguageLimit(maximumBytes: maximumAcceptLanguageSize))

    // Sorted keys: one JSON text per answer, whatever the dictionary order.
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    ContentConfiguration.global.use(encoder: encoder, for: .json)

    app.numberLocales = try LocaleNegotiator(defaultLocale: "en_US")

    app.get(use: orderForm)
    app.post(use: submitOrder)
    app.post("check", use: check)
    app.post("demo", use: demo)
    app.post("echo", use: echo)
}

/// `POST /echo`: the body of /check decoded and its text sent back, nothing validated. The baseline for the load
/// script: HTTP, JSON in and JSON out, without locale negotiation or validation.
@Sendable
func echo(_ request: Request) async throws -> EchoResponse {
    EchoResponse(text: try request.jsonBody(CheckRequest.self).text)
}

struct EchoResponse: Content {
    var text: String
}
