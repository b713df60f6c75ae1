import NumericInput
import Testing

@Suite("Field engine: formatting as you type")
struct NumericFieldTests {
    static func field(_ locale: String, kind: NumericKind = .decimal, options: FieldOptions = .amount) throws -> NumericField {
        NumericField(rule: .number(try NumericValidator(locale: locale, kind: kind)), options: options)
    }

    @Test func typingGroups() throws {
        var field = try Self.field("en_US")
        for key in "1234567.89" { try field.apply(.type(String(key))) }
        #expect(field.text == "1,234,567.89")
        #expect(field.selection == 12..<12)
        var de = try Self.field("de_DE")
        for key in "1234567" { try de.apply(.type(String(key))) }
        #expect(de.text == "1.234.567")
        var es = try Self.field("es_ES")
        for key in "1234" { try es.apply(.type(String(key))) }
        #expect(es.text == "1234")
        try es.apply(.type("5"))
        #expect(es.text == "12.345")
        var hi = try Self.field("hi_IN")
        for key in "1234567" { try hi.apply(.type(String(key))) }
        #expect(hi.text == "12,34,567")
    }
}
