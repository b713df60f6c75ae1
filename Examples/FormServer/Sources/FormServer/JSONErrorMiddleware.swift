import Vapor

/// Answers every error as `{"error": reason}` with its status: Vapor's `Abort` errors and decoding errors (400)
/// keep theirs; anything else is a 500 whose details go to the log only.
struct JSONErrorMiddleware: AsyncMiddleware {
    struct Body: Content {
        var error: String
    }

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch {
            let status: HTTPResponseStatus
            let reason: String
            var headers = HTTPHeaders()
            if let abort = error as? any AbortError {
                status = abort.status
                reason = abort.reason
                headers = abort.headers
            } else {
                request.logger.report(error: error)
                status = .internalServerError
                reason = "internal error"
            }
            let response = Response(status: status, headers: headers)
            try response.content.encode(Body(error: reason))
            return response
        }
    }
}

/// Refuses bodies larger than `maximumBytes` with 413, whether announced by Content-Length or already read.
///
/// Vapor checks a route's body limit only while it streams a body in; a body that arrives whole with its
/// Content-Length is handed over collected, unchecked. Bodies that do stream in are limited by the routes'
/// `defaultMaxBodySize`, set to the same size.
struct BodySizeLimit: AsyncMiddleware {
    let maximumBytes: Int

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let announced = request.headers.first(name: .contentLength).flatMap { Int($0) } ?? 0
        if announced > maximumBytes || (request.body.data?.readableBytes ?? 0) > maximumBytes {
            throw Abort(.payloadTooLarge, reason: "the body is larger than \(maximumBytes) bytes")
        }
        return try await next.respond(to: request)
    }
}
