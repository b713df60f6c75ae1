import Foundation
import NumericInput
import Testing

/// `NumericValue` in JSON: its canonical text as a string, and nothing else back.
@Suite("NumericValue Codable")
struct NumericValueCodableTests {
    static let posix = NumericValidator(symbols: .posix, kind: .numeric)
    static let digits = NumericValidator(symbols: .posix, kind: .digits)

    func value(_ text: String, _ validator: NumericValidator = posix) throws -> NumericValue {
        try #require(validator.verdict(for: text).value, "\(text) is not complete")
    }

    func encoded(_ value: NumericValue) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    func decoded(_ json: String) throws -> NumericValue {
        try JSONDecoder().decode(NumericValue.self, from: Data(json.utf8))
    }

    struct Case: Sendable, CustomStringConvertible {
        let typed: String
        let json: String
        var description: String { typed }
    }

    @Test(arguments: [
        Case(typed: "0", json: "\"0\""), Case(typed: "-0", json: "\"0\""), Case(typed: "-1.50", json: "\"-1.5\""),
        Case(typed: "1e3", json: "\"1000\""), Case(typed: "0.001", json: "\"0.001\""),
        Case(typed: "+7", json: "\"7\""), Case(typed: "1e999999999", json: "\"1e999999999\""),
        Case(typed: "-15e-2000", json: "\"-1.5e-1999\""),
        Case(typed: "12345678901234567890123456789012345678901234567890",
             json: "\"12345678901234567890123456789012345678901234567890\""),
        // Past the limit on a typed exponent: canonical, and read back.
        Case(typed: "90e999999999", json: "\"9e1000000000\""),
    ])
    func roundTrip(_ sample: Case) throws {
        let original = try value(sample.typed)
        #expect(try encoded(original) == sample.json)
        let back = try decoded(sample.json)
        #expect(back == original)
        #expect(back.canonical == original.canonical)
    }

    @Test("The longest plain canonical text, 1,000 zeros after the point, is taken")
    func longestPlain() throws {
        let text = "0.\(String(repeating: "0", count: 1000))1"
        #expect(try decoded("\"\(text)\"").canonical == text)
    }

    @Test("A digit string keeps its leading zeros; one without them comes back as the number")
    func digitStrings() throws {
        let code = try value("007", Self.digits)
        #expect(try encoded(code) == "\"007\"")
        #expect(try decoded("\"007\"") == code)
        #expect(try decoded("\"000\"") == (try value("000", Self.digits)))
        let seven = try value("7", Self.digits)
        let back = try decoded(try encoded(seven))
        let number = try value("7")
        #expect(back.canonical == "7" && back == number)
    }

    @Test("Values in arrays and objects, as a model would hold them")
    func inContainers() throws {
        struct Payment: Codable, Equatable { let amount: NumericValue; let parts: [NumericValue] }
        let payment = Payment(amount: try value("-12.5"), parts: [try value("1"), try value("0.25")])
        let json = try JSONEncoder().encode(payment)
        #expect(String(decoding: json, as: UTF8.self).contains("\"amount\":\"-12.5\""))
        #expect(try JSONDecoder().decode(Payment.self, from: json) == payment)
    }

    @Test("Every encoding of random values decodes to the same value", arguments: 0..<4)
    func randomValues(seed: Int) throws {
        var generator = SplitMix(seed: UInt64(seed))
        for _ in 0..<500 {
            let digitCount = Int.random(in: 1...60, using: &generator)
            var text = Bool.random(using: &generator) ? "-" : ""
            text += String((0..<digitCount).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            if Bool.random(using: &generator) { text += "e\(Int.random(in: -3000...3000, using: &generator))" }
            let original = try value(text)
            let back = try decoded(try encoded(original))
            #expect(back == original, "\(text)")
        }
    }

    struct Refusal: Sendable, CustomStringConvertible {
        let json: String
        let says: String
        var description: String { json.count <= 30 ? json : json.prefix(30) + "…" }
    }

    @Test(arguments: [
        Refusal(json: "\"1.50\"", says: "\"1.5\""), Refusal(json: "\"+1\"", says: "\"1\""),
        Refusal(json: "\"-0\"", says: "\"0\""), Refusal(json: "\"1e3\"", says: "\"1000\""),
        Refusal(json: "\"1E3\"", says: "plain ASCII decimal"), Refusal(json: "\"01.5\"", says: "\"1.5\""),
        Refusal(json: "\".5\"", says: "\"0.5\""), Refusal(json: "\"5.\"", says: "\"5\""),
        Refusal(json: "\"0e5\"", says: "non-zero"), Refusal(json: "\"15e999999999\"", says: "\"1.5e1000000000\""),
        Refusal(json: "\"1e0999999999\"", says: "\"1e999999999\""), Refusal(json: "\"1e+999999999\"", says: "exponent"),
        Refusal(json: "\"1e1234567890123456789\"", says: "18 digits"), Refusal(json: "\"\"", says: "plain"),
        Refusal(json: "\" 1\"", says: "plain"), Refusal(json: "\"1,5\"", says: "plain"),
        Refusal(json: "\"\u{2212}1\"", says: "\"-1\""), Refusal(json: "\"١\"", says: "plain"),
        Refusal(json: "\"-\"", says: "plain"), Refusal(json: "\"NaN\"", says: "plain"),
        // 1,001 zeros after the point: one more than a plain canonical text pads with.
        Refusal(json: "\"0.\(String(repeating: "0", count: 1001))1\"", says: "\"1e-1002\""),
    ])
    func refusals(_ refusal: Refusal) throws {
        do {
            let value = try decoded(refusal.json)
            Issue.record("\(refusal.json) decoded as \(value)")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.contains("is not a canonical NumericValue"), "\(context.debugDescription)")
            #expect(context.debugDescription.contains(refusal.says), "\(context.debugDescription)")
        }
    }

    @Test("A JSON number is not taken: it would have passed through Double")
    func jsonNumber() {
        #expect(throws: DecodingError.self) { try decoded("1.5") }
        do {
            _ = try decoded("1.5")
        } catch DecodingError.typeMismatch {
        } catch {
            Issue.record("\(error)")
        }
    }
}

/// A small seeded generator, so a failing case can be replayed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
