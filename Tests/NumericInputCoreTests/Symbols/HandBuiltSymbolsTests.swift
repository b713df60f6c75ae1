import NumericInputCore
import Testing

/// The core on hand-built symbols: no ICU anywhere.
@Suite("Core without ICU")
struct CoreTests {
    static var german: NumberSymbols {
        get throws { try NumberSymbols(localeIdentifier: "de_DE", decimalSeparator: ",", groupingSeparator: ".") }
    }
    static var arabic: NumberSymbols {
        get throws {
            try NumberSymbols(
                localeIdentifier: "ar_EG", decimalSeparator: "\u{066B}", groupingSeparator: "\u{066C}",
                minusSign: "\u{061C}-", plusSign: "\u{061C}+", exponentSymbol: "اس",
                digits: (0..<10).map { Unicode.Scalar(0x0660 + $0)! })
        }
    }

    @Test func handBuiltSymbols() throws {
        let validator = NumericValidator(symbols: try Self.german)
        #expect(validator.verdict(for: "-1,5").value?.canonical == "-1.5")
        #expect(validator.verdict(for: "1.5") == .invalid(.groupingSeparatorNotAllowed, offset: 1))
        let arabic = NumericValidator(symbols: try Self.arabic)
        #expect(arabic.verdict(for: "\u{061C}-١٫٥اس٢").value?.canonical == "-150")
    }


    @Test(arguments: [
        ("-1.50", "-1.5"), ("1e3", "1000"), ("0.0", "0"), ("007", "7"), ("-0", "0"), ("0.000120", "0.00012"),
        ("1.5e-3", "0.0015"), ("12345678901234567890.5", "12345678901234567890.5"), ("1e1000", "1" + String(repeating: "0", count: 1000)),
        ("1e1001", "1e1001"), ("-2.5e-2000", "-2.5e-2000"), (".5", "0.5"), ("5.", "5"),
    ])
    func canonicalValues(text: String, canonical: String) {
        let value = NumericValidator(symbols: .posix).verdict(for: text).value
        #expect(value?.canonical == canonical)
    }

    @Test func valueFields() {
        let value = NumericValue("-0.00120")!
        #expect(value.isNegative && value.significand == "12" && value.exponent == -4)
        let huge = NumericValue("1e999999999")!
        #expect(huge.significand == "1" && huge.exponent == 999_999_999 && !huge.isPlain)
        #expect(NumericValue("1,5") == nil)
        #expect(NumericValue("") == nil)
    }

    @Test func ordering() {
        let values = ["-10", "-2.5", "-2", "0", "0.001", "0.01", "1", "1.5", "10", "1e5"].map { NumericValue($0)! }
        for (index, value) in values.enumerated() {
            for (other, otherValue) in values.enumerated() {
                #expect((value < otherValue) == (index < other), "\(value) < \(otherValue)")
            }
        }
        #expect(NumericValue("-0")! == NumericValue("0")!)
    }

    @Test func scanLikeScanner() throws {
        let validator = NumericValidator(symbols: try Self.german)
        let text = "-1,5e3 kg"
        let scan = validator.scan(text, from: text.startIndex)
        #expect(scan.tokens.map(\.kind) == [.sign, .integerDigits, .decimalSeparator, .fractionDigits,
                                              .exponentMarker, .exponentDigits])
        #expect(scan.value?.canonical == "-1500")
        #expect(scan.numberEndIndex.map { String(text[..<$0]) } == "-1,5e3")
        #expect(String(text[scan.stopIndex...]) == " kg")
        // From a later position, like Scanner.currentIndex.
        let later = "kg 12,5"
        let from = later.index(later.startIndex, offsetBy: 3)
        #expect(validator.scan(later, from: from).value?.canonical == "12.5")
        // A half-typed exponent: the number ends before it.
        let half = "12e"
        #expect(validator.scan(half, from: half.startIndex).numberEndIndex.map { String(half[..<$0]) } == "12")
    }

    @Test func utf16InputWithLoneSurrogates() {
        let validator = NumericValidator(symbols: .posix)
        #expect(validator.verdict(forUTF16: Array("12.5".utf16)).value?.canonical == "12.5")
        #expect(validator.verdict(forUTF16: [0x31, 0xD800, 0x32]) == .invalid(.unexpectedCharacter, offset: 1))
        #expect(validator.verdict(forUTF16: [0x31, 0xDC00]) == .invalid(.unexpectedCharacter, offset: 1))
        #expect(validator.verdict(forUTF16: [0xD800]) == .invalid(.unexpectedCharacter, offset: 0))
    }

    /// `verdict(forUTF16:)` takes a String's code units, contiguous storage and any other collection by three
    /// different paths: each gives the same verdict, lone surrogates included.
    @Test(arguments: [
        [UInt16](), Array("12.5".utf16), Array("-1e5".utf16), Array("1.".utf16), [0x31, 0xD800, 0x32],
        [0x31, 0xDC00], [0xD800], Array("1\u{1F600}".utf16), [0x31, 0xD83D, 0xDE00, 0x32],
    ])
    func utf16CollectionsAgree(units: [UInt16]) {
        let validator = NumericValidator(symbols: .posix)
        let byArray = validator.verdict(forUTF16: units)
        let byBuffer = units.withUnsafeBufferPointer { validator.verdict(forUTF16: $0) }
        let bySlice = validator.verdict(forUTF16: units[...])
        // A lazy map has no contiguous storage: the generic transcoding.
        let byLazyMap = validator.verdict(forUTF16: units.lazy.map { $0 })
        #expect(byBuffer == byArray && bySlice == byArray && byLazyMap == byArray)
        let text = String(decoding: units, as: UTF16.self)
        if text.utf16.elementsEqual(units) {
            // Well-formed UTF-16: the verdict of the decoded text, and of that text's own code units.
            #expect(byArray == validator.verdict(for: text))
            #expect(validator.verdict(forUTF16: text.utf16) == byArray)
        } else {
            #expect(byArray.isInvalid)
        }
    }
}
