@testable import FormServer
import Foundation
import NumericInput
import Testing
import VaporTesting

/// One locale of the browser matrix: what its person types, and what the pages must show.
struct LocaleCase: Sendable, CustomTestStringConvertible {
    /// The Accept-Language a browser set to this locale sends.
    var acceptLanguage: String
    /// The negotiated tag (`lang`, Content-Language).
    var tag: String
    var direction: String
    /// The price example (placeholder), 1234.56 as the locale writes it.
    var priceExample: String
    /// A valid order as typed: price, quantity, discount.
    var typed: (price: String, quantity: String, discount: String)
    /// The summary's values for it.
    var written: (price: String, quantity: String, discount: String)

    var testDescription: String { tag }

    static let all: [LocaleCase] = [
        LocaleCase(acceptLanguage: "en-US,en;q=0.9", tag: "en-US", direction: "ltr", priceExample: "1,234.56",
                   typed: ("1234.5", "10,000", "12.5"), written: ("1,234.5", "10,000", "12.5")),
        LocaleCase(acceptLanguage: "de-DE,de;q=0.9", tag: "de-DE", direction: "ltr", priceExample: "1.234,56",
                   typed: ("1.234,56", "12", "12,5"), written: ("1.234,56", "12", "12,5")),
        // A French person types a plain space between groups; the locale writes U+202F.
        LocaleCase(acceptLanguage: "fr-FR,fr;q=0.9", tag: "fr-FR", direction: "ltr",
                   priceExample: "1\u{202F}234,56",
                   typed: ("1 234,56", "3", "0,5"), written: ("1\u{202F}234,56", "3", "0,5")),
        // hi_IN's default numbering system is latn; groups of 3 then 2.
        LocaleCase(acceptLanguage: "hi-IN,hi;q=0.9", tag: "hi-IN", direction: "ltr", priceExample: "1,234.56",
                   typed: ("1,23,456.7", "7", "5"), written: ("1,23,456.7", "7", "5")),
        LocaleCase(acceptLanguage: "ar-EG,ar;q=0.9", tag: "ar-EG", direction: "rtl", priceExample: "١٬٢٣٤٫٥٦",
                   typed: ("١٬٢٣٤٫٥٦", "١٢", "١٢٫٥"), written: ("١٬٢٣٤٫٥٦", "١٢", "١٢٫٥")),
        LocaleCase(acceptLanguage: "fa-IR,fa;q=0.9", tag: "fa-IR", direction: "rtl", priceExample: "۱٬۲۳۴٫۵۶",
                   typed: ("۱۲۳۴٫۵", "۲", "۱۰۰"), written: ("۱٬۲۳۴٫۵", "۲", "۱۰۰")),
    ]
}

/// GET and POST `/` (the order form), the order-form mode of /check, and the limits on what reaches them; in
/// process, with Vapor's in-memory tester.
@Suite("Order form")
struct OrderFormTests {
    private func withServer(_ test: (any TestingApplicationTester) async throws -> Void) async throws {
        try await withApp(configure: configure) { app in try await test(try app.testing()) }
    }

    private static let formType: HTTPHeaders = ["Content-Type": "application/x-www-form-urlencoded"]

    private func headers(_ acceptLanguage: String?) -> HTTPHeaders {
        var headers = Self.formType
        if let acceptLanguage { headers.add(name: .acceptLanguage, value: acceptLanguage) }
        return headers
    }

    /// A urlencoded body, every byte but unreserved ones escaped (as a browser does, more or less).
    private func formBody(_ pairs: KeyValuePairs<String, String>) -> ByteBuffer {
        let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        let text = pairs.map { name, value in
            name + "=" + (value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "")
        }.joined(separator: "&")
        return ByteBuffer(string: text)
    }

    /// The value of an attribute of the element with an id, as written in the page (still escaped).
    private func attribute(_ name: String, ofElement id: String, in html: String) throws -> String {
        let tag = try #require(html.range(of: #"id="\#(id)""#), "no element \(id)")
        let start = html[..<tag.lowerBound].lastIndex(of: "<") ?? tag.lowerBound
        let end = try #require(html[tag.upperBound...].firstIndex(of: ">"))
        let element = html[start..<end]
        let marker = try #require(element.range(of: " \(name)=\""), "no \(name) on \(id): \(element)")
        let valueEnd = try #require(element[marker.upperBound...].firstIndex(of: "\""))
        return String(element[marker.upperBound..<valueEnd])
    }

    /// The text of the element with an id (still escaped).
    private func content(ofElement id: String, in html: String) throws -> String {
        let tag = try #require(html.range(of: #"id="\#(id)""#), "no element \(id)")
        let open = try #require(html[tag.upperBound...].firstIndex(of: ">"))
        let close = try #require(html[open...].range(of: "</"))
        return String(html[html.index(after: open)..<close.lowerBound])
    }

    // MARK: - GET /

    @Test(arguments: LocaleCase.all)
    func formIsRenderedForTheLocale(_ locale: LocaleCase) async throws {
        try await withServer { server in
            try await server.test(.GET, "/", headers: headers(locale.acceptLanguage)) { response throws in
                #expect(response.status == .ok)
                #expect(response.headers.contentType == .html)
                #expect(response.headers.first(name: .contentLanguage) == locale.tag)
                #expect(response.headers[.vary].contains("Accept-Language"))
                #expect(response.headers.first(name: "Content-Security-Policy")?.contains("script-src 'sha256-") == true)
                let html = response.body.string
                #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"\(locale.tag)\" dir=\"\(locale.direction)\">"))
                #expect(try attribute("data-locale", ofElement: "order", in: html) == locale.tag)
                #expect(try attribute("inputmode", ofElement: "price", in: html) == "decimal")
                #expect(try attribute("inputmode", ofElement: "discount", in: html) == "decimal")
                #expect(try attribute("inputmode", ofElement: "quantity", in: html) == "numeric")
                #expect(try attribute("inputmode", ofElement: "reference", in: html) == "text")
                #expect(try attribute("placeholder", ofElement: "price", in: html) == locale.priceExample)
                for field in OrderField.allCases {
                    #expect(try attribute("name", ofElement: field.rawValue, in: html) == field.rawValue)
                    #expect(try attribute("value", ofElement: field.rawValue, in: html) == "")
                    #expect(try content(ofElement: "\(field.rawValue)-message", in: html) == "")
                }
                // The hint writes the bounds in the locale's digits.
                let hint = try content(ofElement: "quantity-hint", in: html)
                let negotiator = try LocaleNegotiator(defaultLocale: "en_US")
                let form = OrderForm(locale: try #require(negotiator.availableLocale(locale.tag)))
                #expect(hint.contains(form.written(10_000)), "\(hint)")
                #expect(html.contains(#"<form id="order" method="post" action="/" accept-charset="UTF-8""#))
            }
        }
    }

    @Test func scriptAndStyleMatchTheirHashes() async throws {
        let policy = OrderFormAssets.contentSecurityPolicy
        for text in [OrderFormAssets.script, OrderFormAssets.style] {
            let hash = Data(SHA256.hash(data: Data(text.utf8))).base64EncodedString()
            #expect(policy.contains("'sha256-\(hash)'"))
        }
        try await withServer { server in
            try await server.test(.GET, "/") { response throws in
                let html = response.body.string
                #expect(html.contains("<script>\(OrderFormAssets.script)</script>"))
                #expect(html.contains("<style>\(OrderFormAssets.style)</style>"))
                #expect(html.components(separatedBy: "<script").count == 2)
            }
        }
    }

    // MARK: - POST /: accepted

    @Test(arguments: LocaleCase.all)
    func validOrderShowsTheSummaryInTheLocale(_ locale: LocaleCase) async throws {
        try await withServer { server in
            let body = formBody(["price": locale.typed.price, "quantity": locale.typed.quantity,
                                 "discount": locale.typed.discount, "reference": "PO-17"])
            try await server.test(.POST, "/", headers: headers(locale.acceptLanguage), body: body) { response throws in
                #expect(response.status == .ok)
                #expect(response.headers.first(name: .contentLanguage) == locale.tag)
                #expect(response.headers.first(name: .cacheControl) == "no-store")
                let html = response.body.string
                #expect(html.contains("<html lang=\"\(locale.tag)\" dir=\"\(locale.direction)\">"))
                #expect(try content(ofElement: "summary-price", in: html) == locale.written.price)
                #expect(try content(ofElement: "summary-quantity", in: html) == locale.written.quantity)
                #expect(try content(ofElement: "summary-discount", in: html) == locale.written.discount + " %")
                #expect(try content(ofElement: "summary-reference", in: html) == "PO-17")
            }
        }
    }

    @Test func optionalFieldsMayBeLeftOutOrEmpty() async throws {
        try await withServer { server in
            for body in ["price=5&quantity=1", "price=5&quantity=1&discount=&reference="] {
                try await server.test(.POST, "/", headers: Self.formType, body: ByteBuffer(string: body)) { response throws in
                    #expect(response.status == .ok, "\(body)")
                    let html = response.body.string
                    #expect(try content(ofElement: "summary-price", in: html) == "5")
                    for field in ["discount", "reference"] {
                        #expect(try content(ofElement: "summary-\(field)", in: html) == "none")
                        #expect(try attribute("lang", ofElement: "summary-\(field)", in: html) == "en")
                        #expect(try attribute("dir", ofElement: "summary-\(field)", in: html) == "ltr")
                    }
                }
            }
        }
    }

    // MARK: - POST /: refused

    /// One refused text: the field, what is typed, and what the page must say.
    struct Refusal: Sendable, CustomTestStringConvertible {
        var acceptLanguage: String
        var field: OrderField
        var text: String
        var reason: String
        var offset: Int
        /// A part of the message (the place in words, or the bound).
        var saying: String

        var testDescription: String { "\(acceptLanguage.prefix(5)) \(field.rawValue) \(text.debugDescription)" }
    }

    static let refusals: [Refusal] = [
        // The German way in an American form: "." starts the fraction, which then has three digits.
        Refusal(acceptLanguage: "en-US", field: .price, text: "1.234,56", reason: "too-many-fraction-digits",
                offset: 4, saying: "Character 5 (“4”) is one digit too many: at most 2 digits after “.”."),
        // And the American way in a German form: "," is the decimal separator there.
        Refusal(acceptLanguage: "de-DE", field: .price, text: "1,234.56", reason: "too-many-fraction-digits",
                offset: 4, saying: "Character 5 (“4”)"),
        Refusal(acceptLanguage: "en-US", field: .price, text: "12a", reason: "unexpected-character", offset: 2,
                saying: "Character 3 (“a”) cannot be part of a number here; write the price as in 1,234.56."),
        Refusal(acceptLanguage: "en-US", field: .price, text: "1,2345", reason: "misplaced-grouping-separator",
                offset: 5, saying: "Character 6 (“5”) breaks the digit groups; group as in 1,234,567 or not at all."),
        Refusal(acceptLanguage: "hi-IN", field: .price, text: "1,234,567", reason: "misplaced-grouping-separator",
                offset: 5, saying: "Character 6 (“,”) breaks the digit groups; group as in 12,34,567 or not at all."),
        Refusal(acceptLanguage: "en-US", field: .price, text: "-5", reason: "below-minimum", offset: 1,
                saying: "Character 2 (“5”): the price would be less than 0."),
        Refusal(acceptLanguage: "en-US", field: .price, text: "2000000", reason: "above-maximum", offset: 6,
                saying: "Character 7 (“0”): the price would be more than 1,000,000."),
        Refusal(acceptLanguage: "en-US", field: .price, text: "", reason: "missing", offset: 0,
                saying: "Required: enter a price, as in 1,234.56."),
        Refusal(acceptLanguage: "en-US", field: .price, text: "1,", reason: "incomplete", offset: 2,
                saying: "Not finished: the price stops after character 2 “,”; write it as in 1,234.56."),
        // "12,345" may follow: not finished rather than wrong.
        Refusal(acceptLanguage: "en-US", field: .price, text: "12,34", reason: "incomplete", offset: 5,
                saying: "Not finished: the price stops after character 5 “4”"),
        // Whatever follows "1,234," makes at least 1,234,000: the bounds are exact, so the second separator is
        // where the price became too large (not "incomplete", as a check of the text alone would say).
        Refusal(acceptLanguage: "en-US", field: .price, text: "1,234,56", reason: "above-maximum", offset: 5,
                saying: "Character 6 (“,”): the price would be more than 1,000,000."),
        Refusal(acceptLanguage: "fr-FR", field: .price, text: "1.234,56", reason: "unexpected-character",
                offset: 1, saying: "Character 2 (“.”) cannot be part of a number here; write the price as in 1\u{202F}234,56."),
        Refusal(acceptLanguage: "ar-EG", field: .price, text: "١٫٢٣٤٫٥", reason: "too-many-fraction-digits",
                offset: 4, saying: "Character ٥ (“٤”) is one digit too many: at most ٢ digits after “٫”."),
        Refusal(acceptLanguage: "en-US", field: .quantity, text: "20000", reason: "above-maximum", offset: 4,
                saying: "the quantity would be more than 10,000"),
        Refusal(acceptLanguage: "en-US", field: .quantity, text: "1.5", reason: "decimal-separator-not-allowed",
                offset: 1, saying: "a quantity is a whole number"),
        Refusal(acceptLanguage: "en-US", field: .quantity, text: "-1", reason: "sign-not-allowed", offset: 0,
                saying: "Character 1 (“-”): a quantity has no sign."),
        Refusal(acceptLanguage: "en-US", field: .quantity, text: "0", reason: "incomplete", offset: 1,
                saying: "Not finished"),
        Refusal(acceptLanguage: "ar-EG", field: .quantity, text: "٢٠٠٠٠", reason: "above-maximum", offset: 4,
                saying: "Character ٥ (“٠”): the quantity would be more than ١٠٬٠٠٠."),
        Refusal(acceptLanguage: "fa-IR", field: .quantity, text: "۱۲x", reason: "unexpected-character", offset: 2,
                saying: "Character ۳ (“x”)"),
        Refusal(acceptLanguage: "ar-EG", field: .quantity, text: "١2", reason: "mixed-digit-systems", offset: 1,
                saying: "another script"),
        Refusal(acceptLanguage: "en-US", field: .discount, text: "5x", reason: "unexpected-character", offset: 1,
                saying: "Character 2 (“x”)"),
        Refusal(acceptLanguage: "en-US", field: .discount, text: "101", reason: "above-maximum", offset: 2,
                saying: "more than 100"),
        Refusal(acceptLanguage: "de-DE", field: .discount, text: "1.000", reason: "grouping-separator-not-allowed",
                offset: 1, saying: "without grouping separators, as in 12,5"),
        Refusal(acceptLanguage: "en-US", field: .discount, text: "1.234", reason: "too-many-fraction-digits",
                offset: 4, saying: "at most 2 digits after"),
        Refusal(acceptLanguage: "en-US", field: .reference, text: "PO 17", reason: "character-not-allowed",
                offset: 2, saying: "Character 3 (a space (U+0020)) is not allowed"),
        Refusal(acceptLanguage: "en-US", field: .reference, text: "ÄÖ", reason: "character-not-allowed",
                offset: 0, saying: "Character 1 (“Ä”)"),
        Refusal(acceptLanguage: "en-US", field: .reference, text: String(repeating: "A", count: 21),
                reason: "too-long", offset: 20, saying: "Character 21 (“A”) is one too many: at most 20 characters."),
        // Offsets are UTF-16 (as /check reports them); the message counts characters.
        Refusal(acceptLanguage: "en-US", field: .reference, text: "👍🏽A😀", reason: "character-not-allowed",
                offset: 0, saying: "Character 1 (“👍🏽”)"),
        Refusal(acceptLanguage: "en-US", field: .reference, text: "AB👍", reason: "character-not-allowed",
                offset: 2, saying: "Character 3 (“👍”)"),
    ]

    @Test(arguments: refusals)
    func refusedFieldKeepsItsTextAndSaysWhatAndWhere(_ refusal: Refusal) async throws {
        var texts: [OrderField: String] = [.price: "5", .quantity: "1"]
        texts[refusal.field] = refusal.text
        let body = formBody(["price": texts[.price] ?? "", "quantity": texts[.quantity] ?? "",
                             "discount": texts[.discount] ?? "", "reference": texts[.reference] ?? ""])
        try await withServer { server in
            try await server.test(.POST, "/", headers: headers(refusal.acceptLanguage), body: body) { response throws in
                #expect(response.status == .unprocessableEntity)
                let html = response.body.string
                let id = refusal.field.rawValue
                #expect(try attribute("value", ofElement: id, in: html) == HTML.escape(refusal.text))
                #expect(try attribute("data-reason", ofElement: "\(id)-message", in: html) == refusal.reason)
                #expect(try attribute("data-offset", ofElement: "\(id)-message", in: html) == String(refusal.offset))
                #expect(try attribute("aria-invalid", ofElement: id, in: html) == "true")
                let message = try content(ofElement: "\(id)-message", in: html)
                #expect(message.contains(HTML.escape(refusal.saying)), "\(message)")
                // Only the failing field has a message.
                for other in OrderField.allCases where other != refusal.field {
                    #expect(try content(ofElement: "\(other.rawValue)-message", in: html) == "")
                    #expect(try attribute("value", ofElement: other.rawValue, in: html) == HTML.escape(texts[other] ?? ""))
                }
                #expect(html.contains("One field needs attention."))
            }
        }
    }

    @Test func everyFailingFieldIsListed() async throws {
        try await withServer { server in
            let body = formBody(["price": "1.234,56", "quantity": "20000", "discount": "5x", "reference": "ok"])
            try await server.test(.POST, "/", headers: headers("en-US"), body: body) { response throws in
                #expect(response.status == .unprocessableEntity)
                let html = response.body.string
                #expect(html.contains("3 fields need attention."))
                #expect(try attribute("data-reason", ofElement: "price-message", in: html) == "too-many-fraction-digits")
                #expect(try attribute("data-reason", ofElement: "quantity-message", in: html) == "above-maximum")
                #expect(try attribute("data-reason", ofElement: "discount-message", in: html) == "unexpected-character")
                #expect(try attribute("data-reason", ofElement: "reference-message", in: html) == "")
                #expect(try attribute("value", ofElement: "reference", in: html) == "ok")
            }
            // An empty post: the two required fields are missing.
            try await server.test(.POST, "/", headers: Self.formType) { response throws in
                #expect(response.status == .unprocessableEntity)
                let html = response.body.string
                #expect(try attribute("data-reason", ofElement: "price-message", in: html) == "missing")
                #expect(try attribute("data-reason", ofElement: "quantity-message", in: html) == "missing")
                #expect(try attribute("data-reason", ofElement: "discount-message", in: html) == "")
            }
        }
    }

    @Test func hostileTextIsEscapedEverywhere() async throws {
        let hostile = [
            "price": #""><script>alert(1)</script>"#,
            "quantity": "<img src=x onerror=alert(2)>",
            "discount": "'&amp;\u{202E}",
            "reference": #"</textarea><svg onload="alert(3)">"#,
        ]
        try await withServer { server in
            let body = formBody(["price": hostile["price"]!, "quantity": hostile["quantity"]!,
                                 "discount": hostile["discount"]!, "reference": hostile["reference"]!])
            try await server.test(.POST, "/", headers: headers("de-DE"), body: body) { response throws in
                #expect(response.status == .unprocessableEntity)
                let html = response.body.string
                #expect(html.components(separatedBy: "<script").count == 2, "only the page's own script")
                #expect(!html.contains("<img"))
                #expect(!html.contains("<svg"))
                #expect(!html.contains("alert(1)</script>"))
                for (name, text) in hostile {
                    #expect(try attribute("value", ofElement: name, in: html) == HTML.escape(text))
                }
                #expect(html.contains("&amp;amp;"))
                // The message quotes the character, escaped too.
                #expect(try content(ofElement: "price-message", in: html).hasPrefix("Character 1 (“&quot;”)"))
            }
        }
    }

    // MARK: - Bodies that are not this form

    @Test(arguments: [
        ("price=1&price=2", "the field \"price\" is sent more than once"),
        (String(repeating: "quantity=1&", count: 1_000), "the field \"quantity\" is sent more than once"),
        ("price=1&coupon=FREE", "unknown field \"coupon\""),
        ("price=%FF", "the field \"price\" is not UTF-8"),
        ("price=%C3%28", "the field \"price\" is not UTF-8"),
        ("price=%ED%A0%80", "the field \"price\" is not UTF-8"),
        ("pr%FFice=1", "a field name is not UTF-8"),
        ("price=1%", "the field \"price\" has a \"%\" that is not followed by two hexadecimal digits"),
        ("price=1%4", "the field \"price\" has a \"%\" that is not followed by two hexadecimal digits"),
        ("price=%G1", "the field \"price\" has a \"%\" that is not followed by two hexadecimal digits"),
        ("price=1%00", "the field \"price\" holds the control character U+0000"),
        ("reference=a%0Ab", "the field \"reference\" holds the control character U+000A"),
        ("reference=%C2%85", "the field \"reference\" holds the control character U+0085"),
    ])
    func malformedFormsAre400(body: String, error: String) async throws {
        try await withServer { server in
            try await server.test(.POST, "/", headers: Self.formType, body: ByteBuffer(string: body)) { response throws in
                #expect(response.status == .badRequest)
                let answer = try JSONDecoder().decode([String: String].self, from: Data(response.body.readableBytesView))
                #expect(answer["error"]?.hasPrefix(error) == true, "\(answer)")
            }
        }
    }

    @Test func rawInvalidUTF8Is400() async throws {
        try await withServer { server in
            var body = ByteBuffer(string: "price=1")
            body.writeBytes([0xC0, 0xAF, 0xFF])
            body.writeString("&quantity=2")
            try await server.test(.POST, "/", headers: Self.formType, body: body) { response throws in
                #expect(response.status == .badRequest)
                #expect(response.body.string == #"{"error":"the field \"price\" is not UTF-8"}"#)
            }
        }
    }

    @Test func otherMediaTypesAndCharsetsAre415() async throws {
        try await withServer { server in
            for type in ["application/json", "multipart/form-data; boundary=x", "text/plain",
                         "application/x-www-form-urlencoded; charset=iso-8859-1"] {
                try await server.test(.POST, "/", headers: ["Content-Type": type],
                                      body: ByteBuffer(string: "price=1")) { response throws in
                    #expect(response.status == .unsupportedMediaType, "\(type)")
                }
            }
            try await server.test(.POST, "/", headers: ["Content-Type": "application/x-www-form-urlencoded; charset=UTF-8"],
                                  body: ByteBuffer(string: "price=1&quantity=1")) { response throws in
                #expect(response.status == .ok)
            }
        }
    }

    @Test func tenMegabyteBodyIs413() async throws {
        try await withServer { server in
            let body = ByteBuffer(repeating: UInt8(ascii: "1"), count: 10 * 1024 * 1024)
            try await server.test(.POST, "/", headers: Self.formType, body: body) { response throws in
                #expect(response.status == .payloadTooLarge)
            }
            try await server.test(.GET, "/") { response throws in
                #expect(response.status == .ok)
            }
        }
    }

    // MARK: - Accept-Language limit

    @Test func acceptLanguageOverTheLimitIs431() async throws {
        let tenThousandTags = Array(repeating: "de-DE", count: 10_000).joined(separator: ",")
        // Well formed, 5 + 453 × 9 + 14 = 4,096 bytes.
        let atTheLimit = "de-DE" + String(repeating: ",fr;q=0.1", count: 453) + ",en-GB;q=0.125"
        #expect(atTheLimit.utf8.count == maximumAcceptLanguageSize)
        try await withServer { server in
            for route in ["/", "check"] {
                try await server.test(route == "/" ? .GET : .POST, .init(route),
                                      headers: ["Accept-Language": tenThousandTags],
                                      body: ByteBuffer(string: #"{"text": "1"}"#)) { response throws in
                    #expect(response.status == .requestHeaderFieldsTooLarge)
                    #expect(response.body.string
                            == #"{"error":"the Accept-Language header is longer than 4096 bytes"}"#)
                }
            }
            // Many fields count together.
            var split = HTTPHeaders()
            for _ in 0..<1_000 { split.add(name: .acceptLanguage, value: "de-DE,fr-FR") }
            try await server.test(.GET, "/", headers: split) { response throws in
                #expect(response.status == .requestHeaderFieldsTooLarge)
            }
            try await server.test(.GET, "/", headers: ["Accept-Language": atTheLimit]) { response throws in
                #expect(response.status == .ok)
                #expect(response.headers.first(name: .contentLanguage) == "de-DE")
            }
            try await server.test(.GET, "/", headers: ["Accept-Language": atTheLimit + "1"]) { response throws in
                #expect(response.status == .requestHeaderFieldsTooLarge)
            }
        }
    }

    // MARK: - /check for a field of the form

    @Test func checkJudgesAFieldAsTheFormDoes() async throws {
        try await withServer { server in
            let json: HTTPHeaders = ["Content-Type": "application/json"]
            try await server.test(.POST, "check", headers: json,
                                  body: ByteBuffer(string: #"{"text": "20000", "field": "quantity", "locale": "de-DE"}"#)) { response throws in
                #expect(response.status == .ok)
                #expect(response.body.string == #"{"locale":"de_DE","message":"Character 5 (“0”): the quantity would be more than 10.000.","offset":4,"reason":"above-maximum","text":"20000","verdict":"invalid"}"#)
            }
            // The same text without the field is a fine number.
            try await server.test(.POST, "check", headers: json,
                                  body: ByteBuffer(string: #"{"text": "20000", "locale": "de-DE"}"#)) { response throws in
                #expect(response.body.string == #"{"locale":"de_DE","text":"20000","value":"20000","verdict":"complete"}"#)
            }
            try await server.test(.POST, "check", headers: json,
                                  body: ByteBuffer(string: #"{"text": "١٬", "field": "price", "locale": "ar-EG"}"#)) { response throws in
                let answer = try JSONDecoder().decode([String: String].self, from: Data(response.body.readableBytesView))
                #expect(answer["verdict"] == "partial")
                #expect(answer["message"]?.hasPrefix("Not finished: the price stops after character ٢ “٬”") == true)
            }
            try await server.test(.POST, "check", headers: json,
                                  body: ByteBuffer(string: #"{"text": "PO-1", "field": "reference"}"#)) { response throws in
                #expect(response.body.string == #"{"locale":"en_US","text":"PO-1","value":"","verdict":"complete"}"#)
            }
            for (body, error) in [(#"{"text": "1", "field": "quantity", "kind": "integer"}"#, "give either a field"),
                                  (#"{"text": "1", "field": "total"}"#, "unknown field")] {
                try await server.test(.POST, "check", headers: json, body: ByteBuffer(string: body)) { response throws in
                    #expect(response.status == .badRequest)
                    #expect(response.body.string.contains(error), "\(response.body.string)")
                }
            }
        }
    }

    // MARK: - Positions in words

    @Test(arguments: [
        ("", 0, 1, nil),
        ("1,5", 1, 2, ","),
        ("1,5", 3, 4, nil),
        ("1,5", 99, 4, nil),
        ("1,5", -3, 1, "1"),
        ("👍🏽x", 0, 1, "👍🏽"),
        ("👍🏽x", 1, 1, "👍🏽"),
        ("👍🏽x", 4, 2, "x"),
        ("e\u{301}x", 1, 1, "e\u{301}"),
        ("۱۲x", 2, 3, "x"),
    ] as [(String, Int, Int, Character?)])
    func positionCountsCharacters(text: String, offset: Int, number: Int, character: Character?) {
        #expect(OrderForm.position(in: text, utf16Offset: offset) == .init(number: number, character: character))
    }

    @Test func invisibleCharactersAreSpelledOut() {
        #expect(OrderForm.describe("a") == "“a”")
        #expect(OrderForm.describe(" ") == "a space (U+0020)")
        #expect(OrderForm.describe("\u{200E}") == "an invisible mark (U+200E)")
        #expect(OrderForm.describe("\u{202F}") == "a space (U+202F)")
        #expect(OrderForm.describe("\u{301}") == "an invisible mark (U+0301)")
        #expect(OrderForm.describe("٫") == "“٫”")
    }

    @Test func htmlEscapeEscapesTheFiveAndNothingElse() {
        #expect(HTML.escape(#"<b title="x" class='y'>&amp;</b>"#)
                == "&lt;b title=&quot;x&quot; class=&#39;y&#39;&gt;&amp;amp;&lt;/b&gt;")
        #expect(HTML.escape("١٬٢٣٤٫٥٦ \u{202F}👍🏽") == "١٬٢٣٤٫٥٦ \u{202F}👍🏽")
        #expect(HTML.escape("") == "")
    }
}
