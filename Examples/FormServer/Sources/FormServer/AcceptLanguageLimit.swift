import Vapor

/// Refuses a request whose `Accept-Language` fields, together, are longer than `maximumBytes`, with 431
/// (Request Header Fields Too Large, RFC 6585).
///
/// ``LocaleNegotiator`` itself reads any header in one linear pass and tries at most 32 ranges, so a long header
/// costs nothing dangerous; but a browser sends its user's few languages, and a header of thousands of tags is a
/// client to tell, not one to answer as if it had asked for its first tag. Larger headers still, past the
/// HTTP parser's own limit, never reach a route: the connection is closed.
struct AcceptLanguageLimit: AsyncMiddleware {
    /// The most bytes taken, all `Accept-Language` fields together (joined with ",", as the negotiator reads
    /// them).
    let maximumBytes: Int

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        var total = 0
        for field in request.headers[.acceptLanguage] {
            total += field.utf8.count + 1
        }
        if total - 1 > maximumBytes {
            throw Abort(.requestHeaderFieldsTooLarge,
                        reason: "the Accept-Language header is longer than \(maximumBytes) bytes")
        }
        return try await next.respond(to: request)
    }
}
