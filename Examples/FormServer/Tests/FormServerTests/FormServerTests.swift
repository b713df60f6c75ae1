@testable import FormServer
import Foundation
import Testing
import VaporTesting

/// Every route and error, in process: Vapor's in-memory tester, no socket.
@Suite("FormServer routes")
struct FormServerTests {
    /// Runs `test` against a configured application.
    private func withServer(_ test: (any TestingApplicationTester) async throws -> Void) async throws {
        try await withApp(configure: configure) { app in try await test(try app.testing()) }
    }

    private func json(_ text: String) -> ByteBuffer { ByteBuffer(string: text) }

    private func object(_ response: TestingHTTPResponse) throws -> [String: Any] {
        let data = Data(response.body.readableBytesView)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(response.body.string)")
    }

    private let jsonHeaders: HTTPHeaders = ["Content-Type": "application/json"]
    private let formHeaders: HTTPHeaders = ["Content-Type": "application/x-www-form-urlencoded"]

    // MARK: - /check

    @Test func checkInNegotiatedLocale() async throws {
        try await withServer { server in
            var headers = jsonHeaders
            headers.add(name: .acceptLanguage, value: "de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7")
            try await server.test(.POST, "check", headers: headers,
                                  body: json(#"{"text": "1.234,50", "grouping": "strict"}"#)) { response throws in
                #expect(response.status == .ok)
                #expect(response.headers.first(name: .contentLanguage) == "de-DE")
                #expect(response.headers[.vary].contains("Accept-Language"))
                #expect(response.body.string
                        == #"{"locale":"de_DE","text":"1.234,50","value":"1234.5","verdict":"complete"}"#)
            }
        }
    }

    @Test func checkDefaultsToEnUS() async throws {
        try await withServer { server in
            try await server.test(.POST, "check", headers: jsonHeaders, body: json(#"{"text": "1,5"}"#)) { response throws in
                #expect(response.status == .ok)
                #expect(response.headers.first(name: .contentLanguage) == "en-US")
                let answer = try object(response)
                #expect(answer["locale"] as? String == "en_US")
                #expect(answer["verdict"] as? String == "invalid")
                #expect(answer["reason"] as? String == "grouping-separator-not-allowed")
                #expect(answer["offset"] as? Int == 1)
                #expect(answer["value"] == nil)
            }
            // A malformed header is no header.
            var headers = jsonHeaders
            headers.add(name: .acceptLanguage, value: "de;q=2")
            try await server.test(.POST, "check", headers: headers, body: json(#"{"text": "1"}"#)) { response throws in
                #expect(try object(response)["locale"] as? String == "en_US")
            }
        }
    }

    @Test func checkWithExplicitLocaleKindAndGrouping() async throws {
        try await withServer { server in
            var headers = jsonHeaders
            headers.add(name: .acceptLanguage, value: "de-DE")
            // The body's locale wins over the header; Arabic digits and separator.
            try await server.test(.POST, "check", headers: headers,
                                  body: json(#"{"text": "١٫٥", "locale": "ar-EG", "kind": "decimal"}"#)) { response throws in
                #expect(response.status == .ok)
                #expect(response.headers.first(name: .contentLanguage) == "ar-EG")
                let answer = try object(response)
                #expect(answer["locale"] as? String == "ar_EG")
                #expect(answer["verdict"] as? String == "complete")
                #expect(answer["value"] as? String == "1.5")
            }
            // Partial: neither value nor reason.
            try await server.test(.POST, "check", headers: jsonHeaders,
                                  body: json(#"{"text": "1e", "kind": "scientific"}"#)) { response throws in
                #expect(response.body.string == #"{"locale":"en_US","text":"1e","verdict":"partial"}"#)
            }
            try await server.test(.POST, "check", headers: jsonHeaders,
                                  body: json(#"{"text": "-3", "kind": "positive-integer", "grouping": "none"}"#)) { response throws in
                #expect(response.body.string
                        == #"{"locale":"en_US","offset":0,"reason":"sign-not-allowed","text":"-3","verdict":"invalid"}"#)
            }
        }
    }

    @Test func checkWithStyleAndCurrency() async throws {
        try await withServer { server in
            try await server.test(.POST, "check", headers: jsonHeaders, body: json(
                #"{"text": "1.234,56 €", "locale": "de_DE", "kind": "decimal", "grouping": "strict", "style": "currency", "currency": "EUR"}"#
            )) { response throws in
                #expect(response.status == .ok)
                let answer = try object(response)
                #expect(answer["verdict"] as? String == "complete")
                #expect(answer["value"] as? String == "1234.56")
                #expect(answer["currency"] as? String == "EUR")
            }
            try await server.test(.POST, "check", headers: jsonHeaders, body: json(
                #"{"text": "$5", "locale": "de_DE", "style": "currency", "currency": "EUR"}"#
            )) { response throws in
                let answer = try object(response)
                #expect(answer["reason"] as? String == "wrong-currency" && answer["offset"] as? Int == 0)
            }
            try await server.test(.POST, "check", headers: jsonHeaders,
                                  body: json(#"{"text": "12 %", "locale": "de_DE", "style": "percent"}"#)) { response throws in
                #expect(try object(response)["value"] as? String == "0.12")
            }
            for bad in [#"{"text": "1", "style": "currency"}"#, #"{"text": "1", "currency": "EUR"}"#,
                        #"{"text": "1", "style": "currency", "currency": "XYZ"}"#, #"{"text": "1", "style": "money"}"#,
                        #"{"text": "1", "kind": "scientific", "style": "percent"}"#] {
                try await server.test(.POST, "check", headers: jsonHeaders, body: json(bad)) { response throws in
                    #expect(response.status == .badRequest, "\(bad): \(response.body.string)")
                }
            }
        }
    }

    @Test func checkIgnoresContentType() async throws {
        try await withServer { server in
            try await server.test(.POST, "check", body: json(#"{"text": "12"}"#)) { response throws in
                #expect(response.status == .ok)
                #expect(try object(response)["value"] as? String == "12")
            }
        }
    }

    @Test(arguments: [
        ("", "expected a JSON body"),
        ("{", "malformed JSON body"),
        ("[]", "malformed JSON body"),
        (#"{"kind": "numeric"}"#, "malformed JSON body"),
        (#"{"text": 12}"#, "malformed JSON body"),
        (#"{"text": null}"#, "malformed JSON body"),
        (#"{"text": "1", "kind": "real"}"#, "unknown kind"),
        (#"{"text": "1", "kind": 3}"#, "malformed JSON body"),
        (#"{"text": "1", "grouping": "loose"}"#, "unknown grouping"),
        (#"{"text": "1", "locale": "xx_YY"}"#, "unknown locale"),
        (#"{"text": "1", "locale": "de_DE@numbers=arab"}"#, "unknown locale"),
        (#"{"text": "1", "locale": "de-DE-x-foo"}"#, "unknown locale"),
        (#"{"text": "1", "locale": ""}"#, "unknown locale"),
    ])
    func checkRefusesBadBodies(body: String, error: String) async throws {
        try await withServer { server in
            try await server.test(.POST, "check", headers: jsonHeaders,
                                  body: body.isEmpty ? nil : json(body)) { response throws in
                #expect(response.status == .badRequest)
                let message = try #require(try object(response)["error"] as? String)
                #expect(message.hasPrefix(error), "\(message)")
            }
        }
    }

    // MARK: - /demo

    @Test func demoAllValid() async throws {
        try await withServer { server in
            var headers = formHeaders
            headers.add(name: .acceptLanguage, value: "de-DE,de;q=0.9")
            let form = "vowels=aeiou&consonants=xyz&digits=007&numeric=-1%2C5e3&positiveInteger=42"
            try await server.test(.POST, "demo", headers: headers, body: json(form)) { response throws in
                #expect(response.status == .ok)
                #expect(response.headers.first(name: .contentLanguage) == "de-DE")
                #expect(response.body.string == #"{"locale":"de_DE","values":{"consonants":"xyz","digits":"007","numeric":"-1500","positiveInteger":"42","vowels":"aeiou"}}"#)
            }
        }
    }

    @Test func demoListsEveryFailingFieldAndOnlyThose() async throws {
        try await withServer { server in
            let form = "vowels=aeiouxa&consonants=rhythm&digits=12a&numeric=1e&positiveInteger=-"
            try await server.test(.POST, "demo", headers: formHeaders, body: json(form)) { response throws in
                #expect(response.status == .unprocessableEntity)
                #expect(response.headers.first(name: .contentLanguage) == "en-US")
                let answer = try object(response)
                #expect(answer["locale"] as? String == "en_US")
                let errors = try #require(answer["errors"] as? [String: [String: Any]])
                #expect(Set(errors.keys) == ["vowels", "digits", "numeric", "positiveInteger"])
                #expect(errors["vowels"]?["reason"] as? String == "character-not-allowed")
                #expect(errors["vowels"]?["offset"] as? Int == 5)
                #expect(errors["digits"]?["reason"] as? String == "unexpected-character")
                #expect(errors["digits"]?["offset"] as? Int == 2)
                #expect(errors["numeric"]?["reason"] as? String == "incomplete")
                #expect(errors["numeric"]?["offset"] as? Int == 2)
                #expect(errors["positiveInteger"]?["reason"] as? String == "sign-not-allowed")
                #expect(answer["values"] == nil)
            }
        }
    }

    @Test func demoHalfTypedNumbersAreIncomplete() async throws {
        try await withServer { server in
            let form = "vowels=&consonants=&digits=1&numeric=-&positiveInteger=1"
            try await server.test(.POST, "demo", headers: formHeaders, body: json(form)) { response throws in
                #expect(response.status == .unprocessableEntity)
                #expect(response.body.string
                        == #"{"errors":{"numeric":{"offset":1,"reason":"incomplete"}},"locale":"en_US"}"#)
            }
            // Too long, in the field's own terms; an empty body is an empty form.
            try await server.test(.POST, "demo", headers: formHeaders,
                                  body: json("digits=1234&numeric=12345678&positiveInteger=123456")) { response throws in
                let errors = try #require(try object(response)["errors"] as? [String: [String: Any]])
                #expect(errors.mapValues { $0["reason"] as? String }
                        == ["digits": "too-long", "numeric": "too-long", "positiveInteger": "too-long"])
            }
            try await server.test(.POST, "demo", headers: formHeaders) { response throws in
                #expect(response.status == .unprocessableEntity)
                let errors = try #require(try object(response)["errors"] as? [String: [String: Any]])
                #expect(Set(errors.keys) == ["digits", "numeric", "positiveInteger"])
            }
        }
    }

    @Test func demoInNegotiatedLocale() async throws {
        try await withServer { server in
            var headers = formHeaders
            headers.add(name: .acceptLanguage, value: "ar-EG,ar;q=0.9,en-US;q=0.8")
            let form = "vowels=a&consonants=b&digits=%D9%A1%D9%A2&numeric=%D9%A1%D9%AB%D9%A5&positiveInteger=%D9%A7"
            try await server.test(.POST, "demo", headers: headers, body: json(form)) { response throws in
                #expect(response.status == .ok)
                #expect(response.headers.first(name: .contentLanguage) == "ar-EG")
                let values = try #require(try object(response)["values"] as? [String: String])
                #expect(values["numeric"] == "1.5")
                #expect(values["positiveInteger"] == "7")
            }
        }
    }

    @Test func demoRefusesOtherMediaTypesAndMalformedForms() async throws {
        try await withServer { server in
            try await server.test(.POST, "demo", headers: ["Content-Type": "application/xml"], body: json("digits=1")) { response throws in
                #expect(response.status == .unsupportedMediaType)
                #expect(try object(response)["error"] is String)
            }
            try await server.test(.POST, "demo", headers: formHeaders, body: json("digits[]=1&digits[x]=2")) { response throws in
                #expect(response.status == .badRequest)
                #expect(try object(response)["error"] is String)
            }
        }
    }

    // MARK: - Limits and errors

    @Test(arguments: ["check", "demo", "echo"])
    func bodiesOverTheLimitAre413(route: String) async throws {
        try await withServer { server in
            let text = String(repeating: "1", count: maximumBodySize)
            let body = route == "demo" ? "numeric=\(text)" : #"{"text": "\#(text)"}"#
            try await server.test(.POST, .init(route), headers: route == "demo" ? formHeaders : jsonHeaders,
                                  body: json(body)) { response throws in
                #expect(response.status == .payloadTooLarge)
                #expect(try object(response)["error"] as? String == "the body is larger than \(maximumBodySize) bytes")
            }
        }
    }

    /// Over a socket, with the Content-Length announced: refused before the body is read. (Chunked bodies, which
    /// Vapor collects up to the routes' limit, are sent by scripts/server-smoke.sh.)
    @Test(arguments: ["check", "demo", "echo"])
    func streamedBodiesOverTheLimitAre413(route: String) async throws {
        try await withApp(configure: configure) { app in
            let server = try app.testing(method: .running(hostname: "127.0.0.1", port: 0))
            let body = String(repeating: "1", count: 4 * maximumBodySize)
            try await server.test(.POST, .init(route), headers: jsonHeaders, body: json(body)) { response throws in
                #expect(response.status == .payloadTooLarge)
                #expect(try object(response)["error"] is String)
            }
        }
    }

    @Test func bodiesUpToTheLimitAreTaken() async throws {
        try await withServer { server in
            let text = String(repeating: "1", count: maximumBodySize - #"{"text":""}"#.utf8.count)
            try await server.test(.POST, "check", headers: jsonHeaders, body: json(#"{"text":"\#(text)"}"#)) { response throws in
                #expect(response.status == .ok)
                #expect(try object(response)["verdict"] as? String == "complete")
            }
        }
    }

    @Test func unknownRoutesAnswerJSON() async throws {
        try await withServer { server in
            try await server.test(.GET, "check") { response throws in
                #expect(response.status == .notFound)
                #expect(try object(response)["error"] as? String == "Not Found")
            }
            try await server.test(.POST, "nowhere") { response throws in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test func echo() async throws {
        try await withServer { server in
            try await server.test(.POST, "echo", headers: jsonHeaders, body: json(#"{"text": "1.234,5"}"#)) { response throws in
                #expect(response.status == .ok)
                #expect(response.body.string == #"{"text":"1.234,5"}"#)
            }
            try await server.test(.POST, "echo", headers: jsonHeaders, body: json("{")) { response throws in
                #expect(response.status == .badRequest)
            }
        }
    }

    /// Texts and headers that could trip a server: each gets an answer that is not a 500, and the server goes on.
    @Test func hostileInputsGetAnswers() async throws {
        // Long (under the 4 KiB limit: longer ones are refused, see OrderFormTests) but well formed.
        let longHeader = String(repeating: "de-DE-abcdefgh;q=0.5,", count: 190) + "x"
        let texts = [
            #""\u0000""#, #""\ud800""#, #""\u202e1""#, #""١2""#, #""1e999999999999""#,
            "\"" + String(repeating: "9", count: 10_000) + "\"", #""𝟙𝟚""#, #""e\u0301""#,
        ]
        try await withServer { server in
            for text in texts {
                var headers = jsonHeaders
                headers.add(name: .acceptLanguage, value: longHeader)
                try await server.test(.POST, "check", headers: headers, body: json(#"{"text": \#(text)}"#)) { response throws in
                    #expect([.ok, .badRequest].contains(response.status), "\(text.prefix(20)): \(response.status)")
                    // The header is long but well formed: its ranges reduce to de-DE.
                    #expect(try object(response)["locale"] as? String ?? "de_DE" == "de_DE")
                }
                try await server.test(.POST, "demo", headers: formHeaders,
                                      body: json("numeric=%00%FF&vowels=%E2%80%AE&digits=" + text)) { response throws in
                    #expect([.ok, .badRequest, .unprocessableEntity].contains(response.status), "\(response.status)")
                }
            }
            try await server.test(.POST, "check", headers: jsonHeaders, body: json(#"{"text": "1"}"#)) { response throws in
                #expect(response.status == .ok)
            }
        }
    }
}
