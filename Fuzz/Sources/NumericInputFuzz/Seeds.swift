import NumericInput

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The committed seed corpus and dictionary, as code: each seed is a case worth starting from (a row of the edge
/// table, a locale's peculiarity, an edit shape, a malformed range).
enum Seeds {
    struct Seed {
        let name: String
        let bytes: [UInt8]
    }

    static var all: [Seed] {
        func seed(_ name: String, _ locale: String, _ current: String, _ replacement: String = "",
                  kind: NumericKind = .numeric, grouping: GroupingPolicy = .none, indexRange: Bool = false,
                  flags: RuleFlags = [], parameter: UInt8 = 0, start: UInt8 = 0, length: UInt8 = 0, scan: UInt8 = 0,
                  hasNumber: Bool = true) -> Seed {
            Seed(name: name, bytes: FuzzInput.encode(
                locale: locale, kind: kind, grouping: grouping, indexRange: indexRange, flags: flags,
                parameter: parameter, start: start, length: length, scan: scan, hasNumber: hasNumber,
                current: current, replacement: replacement))
        }
        return [
            // Rows of the edge table.
            seed("de-numeric", "de_DE", "-1,5e3"),
            seed("de-strict-grouped", "de_DE", "1.234,5", grouping: .strict),
            seed("de-strict-bad-group", "de_DE", "1.0000", grouping: .strict),
            seed("de-trailing-separator", "de_DE", "1,", "5", start: 2),
            seed("de-plus", "de_DE", "+1", kind: .decimal, grouping: .strict),
            seed("hi-indian-grouping", "hi_IN", "12,34,567", grouping: .strict),
            seed("fr-space-grouping", "fr_FR", "1 234\u{202F}567,5", grouping: .strict),
            seed("de-ch-apostrophe", "de_CH", "1'234\u{2019}567.5", grouping: .strict),
            seed("posix-no-grouping", "en_US_POSIX", "1,234", grouping: .strict),
            seed("es-min-grouping", "es_ES", "1.234", kind: .integer, grouping: .strict),
            seed("sv-exponent-symbol", "sv_SE", "1,5", "×10^−3", start: 3),
            seed("sv-minus", "sv_SE", "−5", kind: .integer),
            seed("fa-everything", "fa_IR", "\u{200E}−۱٫۵×۱۰^۳"),
            seed("ar-everything", "ar_EG", "\u{061C}-١٢٫٥اس\u{061C}-٣"),
            seed("ar-mixed-digits", "ar_EG", "1٢", grouping: .strict),
            seed("he-marked-minus", "he_IL", "\u{200E}-5", kind: .integer, grouping: .strict),
            seed("adlam-supplementary", "ff_Adlm_GN", "𞥑𞤉𞥓"),
            seed("chakma-supplementary", "ccp_BD", "𑄷𑄸𑄹", grouping: .strict),
            seed("thai-digits", "th_TH@numbers=thai", "๑,๒๓๔.๕", grouping: .strict),
            seed("myanmar-digits", "my_MM", "၁၂.၃", kind: .decimal, grouping: .strict),
            seed("fullwide-locale", "en-US-u-nu-fullwide", "１２３", grouping: .strict),
            seed("ja-fullwidth", "ja_JP", "１２", grouping: .strict),
            seed("de-arabic-keyword", "de_DE@numbers=arab", "١٢٣", grouping: .strict),
            seed("exponent-limit", "en_US", "1e999999999", grouping: .strict),
            seed("exponent-past-limit", "en_US", "1e1000000000", grouping: .strict),
            seed("positive-zero", "en_US", "007", kind: .positiveInteger),
            seed("digits-leading-zeros", "en_US", "007", kind: .digits),
            seed("scientific-partial", "de_DE", "1,5", kind: .scientific),
            seed("integer-separator", "de_DE", "1,", kind: .integer, grouping: .strict),
            // Disagreements with ICU, documented and reported.
            seed("icu-minus-lookalike", "de_DE", "‒5", grouping: .strict),
            seed("icu-decimal-lookalike", "de_DE", "1﹐5", grouping: .strict),
            seed("icu-grouping-lookalike", "de_DE", "1․234", grouping: .strict),
            seed("icu-infinity", "de_DE", "-∞", grouping: .strict),
            seed("icu-isolate", "de_DE", "\u{2066}1", grouping: .strict),
            seed("icu-foreign-digit", "de_DE", "1١", grouping: .strict),
            seed("bidi-mark-digit", "fa_IR", "\u{200E}۵", grouping: .strict),
            // Rules and edits.
            seed("bounds-typing", "de_DE", "1", "3", flags: .bounds, parameter: 20, start: 1),
            seed("bounds-paste", "en_US", "", "500.", flags: .bounds),
            seed("max-length-paste", "en_US", "1", "2345678", flags: .maxLength, parameter: 7, start: 1),
            seed("digit-limits", "de_DE", "12", "3,456", kind: .decimal, flags: [.maxIntegerDigits, .maxFractionDigits],
                 parameter: 13, start: 2),
            seed("allowed-characters", "de_DE", "1", "e\u{301}", flags: [.allowedCharacters, .maxLength],
                 parameter: 3, start: 1),
            seed("disallowed-characters", "ar_EG", "١", "٧", flags: .disallowedCharacters, start: 1),
            seed("normalized-paste", "de_DE", "", "1.234,50", flags: .normalizingPastes),
            seed("ambiguous-paste", "de_DE", "", "1.23.4,5", flags: .normalizingPastes),
            seed("validated-deletion", "de_DE", "1e5", flags: .validatedDeletions, length: 1),
            seed("deletion", "de_DE", "1,5", start: 1, length: 1),
            seed("no-number-rule", "en_US", "a", "👨‍👩‍👧", flags: [.maxLength, .allowedCharacters], parameter: 2,
                 start: 1, hasNumber: false),
            // A skin tone the grapheme breaker joins to its emoji without the recognizer, then a ZWJ sequence
            // that needs the recognizer re-fed with both.
            seed("skin-tone-max-length", "en_US", "a👍", "\u{1F3FD}\u{200D}👩", flags: .maxLength, parameter: 3,
                 start: 3, hasNumber: false),
            // The field engine (scan byte: bit 0 formats, bit 1 aliases, bit 2 sign toggle, bit 3 refuses ambiguous
            // pastes, bits 4+ the digit display; the replacement goes in as a paste when the current text's UTF-8
            // length is odd).
            seed("field-de-format", "de_DE", "1234567,89", kind: .decimal, scan: 0x01),
            seed("field-hi-format", "hi_IN", "1234567", kind: .decimal, scan: 0x01),
            seed("field-es-min-grouping", "es_ES", "12345", kind: .decimal, scan: 0x01),
            seed("field-fr-narrow-space", "fr_FR", "-1234567,5", scan: 0x01),
            seed("field-ar-aliases", "ar_EG", "١٢٣٤.٥", kind: .decimal, scan: 0x03),
            seed("field-sign-toggle", "de_DE", "1234-5+-", kind: .decimal, scan: 0x05),
            seed("field-paste-certain", "de_DE", "5", "1,234.56", kind: .decimal, length: 1, scan: 0x01),
            seed("field-paste-ambiguous-refused", "de_DE", "5", "1.234", kind: .decimal, length: 1, scan: 0x09),
            seed("field-adlam-locale-digits", "ff_Adlm_GN", "𞥑𞥒𞥓𞥔", kind: .decimal, scan: 0x11),
            seed("field-ascii-digits", "ar_EG", "١٢٣٤٥", kind: .decimal, scan: 0x21),
            seed("field-strict-grouping", "de_DE", "1.234", kind: .decimal, grouping: .strict, scan: 0x01),
            seed("field-composition", "de_DE", "12.5/", kind: .decimal, scan: 0x01),
            seed("field-validated-deletion", "de_DE", "1e5", flags: .validatedDeletions, length: 1, scan: 0x01),
            // Malformed ranges and text.
            seed("splits-surrogate-pair", "en_US", "a😀b", "x", start: 2),
            seed("negative-start", "en_US", "12", "3", start: 0xF0),
            seed("huge-length", "en_US", "12", "3", start: 1, length: 0xF2),
            seed("index-mid-scalar", "ar_EG", "1٣5", "4", indexRange: true, start: 2, length: 1),
            seed("scan-mid-scalar", "en_US", "12😀", scan: 4),
            seed("nul", "en_US", "1\u{0}", "\u{0}"),
            seed("combining-mark", "en_US", "1\u{301}2", "\u{301}", start: 1),
            seed("bidi-everywhere", "ar_EG", "\u{200F}-\u{061C}١\u{200E}", "\u{200E}", start: 3),
            seed("replacement-character", "en_US", "1\u{FFFD}"),
            // Raw bytes: "1", a lone high surrogate, "2" as UTF-16LE (and invalid UTF-8).
            Seed(name: "lone-surrogate", bytes: [1, 0, 0, 0, 0, 0, 2, 0, 0x31, 0x00, 0x00, 0xD8, 0x32, 0x00]),
        ]
    }

    /// The field target's seeds (``FieldFuzzTarget``'s layout): key scripts in a few locales. Key numbers index
    /// ``FieldProgram``'s keys: 0–9 the locale's digits, 10–19 ASCII digits, 20 the decimal separator, 21 the
    /// grouping separator, 22 the minus sign, 23 the plus sign, 24 the exponent symbol, 25 ".", 26 ",".
    static var fieldSeeds: [Seed] {
        func keys(_ numbers: [UInt8]) -> [UInt8] { numbers.flatMap { [0, $0] } }
        let digits: [UInt8] = [1, 2, 3, 4, 5, 6, 7]
        func seed(_ name: String, _ locale: String, kind: NumericKind = .decimal, grouping: GroupingPolicy = .none,
                  flags: RuleFlags = [], parameter: UInt8 = 0, options: UInt8 = 0x01, _ script: [UInt8]) -> Seed {
            Seed(name: name, bytes: FieldFuzzTarget.encode(locale: locale, kind: kind, grouping: grouping,
                                                           flags: flags, parameter: parameter, options: options,
                                                           script: script))
        }
        return [
            seed("field-de-typing", "de_DE", keys(digits + [20, 8, 9])),
            seed("field-hi-typing", "hi_IN", keys(digits + [8])),
            seed("field-es-min-grouping", "es_ES", kind: .integer, keys([1, 2, 3, 4, 5])),
            seed("field-fr-minus", "fr_FR", kind: .numeric, keys([22] + digits + [26, 5])),
            seed("field-ar-aliases", "ar_EG", options: 0x03, keys(digits + [25, 5])),
            seed("field-fa-exponent", "fa_IR", kind: .scientific, keys([1, 20, 5, 24, 3])),
            seed("field-sign-toggle", "de_DE", options: 0x05, keys(digits + [22, 23, 22])),
            seed("field-backspace-separator", "en_US", keys(digits) + [6, 6, 10, 10, 6, 7, 11, 7]),
            seed("field-select-replace", "de_DE", keys(digits) + [8, 1, 3, 0, 15, 9, 0, 4, 2]),
            seed("field-paste", "de_DE", [5, 0, 5, 4, 12, 5, 18, 13, 5, 1]),
            seed("field-paste-refused-ambiguous", "de_DE", options: 0x09, [5, 1, 5, 2]),
            seed("field-composition", "ja_JP", [14, 3, 14, 5, 15, 14, 41, 15]),
            seed("field-adlam", "ff_Adlm_GN", options: 0x11, keys(digits + [20, 1])),
            seed("field-ascii-display", "ar_EG", options: 0x21, keys(digits)),
            seed("field-strict", "de_CH", grouping: .strict, keys([1, 21, 2, 3, 4, 20, 5])),
            seed("field-bounds", "en_US", kind: .integer, flags: .bounds, parameter: 20, keys([1, 8, 0, 1, 2, 0])),
            seed("field-max-length", "en_US", flags: .maxLength, parameter: 5, keys(digits)),
            seed("field-always-deletions", "en_US", keys([1, 20, 5]) + [12, 7, 7, 13, 6]),
            seed("field-validated-deletions", "en_US", kind: .scientific, flags: .validatedDeletions,
                 keys([1, 24, 5]) + [10, 6]),
            seed("field-no-number", "en_US", options: 0x00, keys([1, 2, 3])),
        ]
    }

    /// Tokens for libFuzzer's `-dict`: every symbol of the fixed locales, their digits, and ICU's look-alikes.
    static var dictionary: [String] {
        var tokens: Set<String> = ["-", "+", "e", "E", "0", "9", ",", ".", "'", " ", "\u{200E}", "\u{200F}", "\u{061C}",
                                   "\u{2212}", "\u{202F}", "\u{A0}", "\u{2019}", "∞", "NaN", "\u{2066}", "\u{202A}",
                                   "\u{301}", "\u{0}", "😀", "e999999999", "1e1000000000", "👍", "\u{1F3FD}", "\u{200D}"]
        for scalar in DisagreementExplainer.minusLookalikes { tokens.insert(String(Unicode.Scalar(scalar)!)) }
        for scalar in DisagreementExplainer.plusLookalikes { tokens.insert(String(Unicode.Scalar(scalar)!)) }
        for scalar in DisagreementExplainer.groupingLike { tokens.insert(String(Unicode.Scalar(scalar)!)) }
        for identifier in FuzzTarget.localeIdentifiers {
            guard let symbols = try? NumberSymbols(locale: identifier) else { continue }
            for symbol in [symbols.decimalSeparator, symbols.groupingSeparator, symbols.minusSign, symbols.plusSign,
                           symbols.exponentSymbol] where !symbol.isEmpty {
                tokens.insert(symbol)
            }
            tokens.insert(String(symbols.digits[0]))
            tokens.insert(String(symbols.digits[7]))
        }
        return tokens.sorted()
    }

    /// Writes the verdict and edit targets' seeds into DIRECTORY/text, the field target's into DIRECTORY/field,
    /// and the dictionary into DIRECTORY.
    static func write(to directory: String) {
        mkdir(directory, 0o755)
        mkdir("\(directory)/text", 0o755)
        mkdir("\(directory)/field", 0o755)
        for seed in all {
            writeFile("\(directory)/text/\(seed.name)", seed.bytes)
        }
        for seed in fieldSeeds {
            writeFile("\(directory)/field/\(seed.name)", seed.bytes)
        }
        var dictionary = "# libFuzzer dictionary for NumericInputFuzz: made by Seeds.dictionary (see README.md).\n"
        for (index, token) in Self.dictionary.enumerated() {
            let escapedBytes = token.utf8.map { byte -> String in
                if byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C { return String(UnicodeScalar(byte)) }
                let hex = String(byte, radix: 16, uppercase: true)
                return "\\x" + (hex.count == 1 ? "0" + hex : hex)
            }.joined()
            dictionary += "token\(index)=\"\(escapedBytes)\"\n"
        }
        writeFile("\(directory)/numeric-input.dict", Array(dictionary.utf8))
        print("wrote \(all.count) + \(fieldSeeds.count) seeds and a dictionary of \(Self.dictionary.count) tokens to \(directory)")
    }

    private static func writeFile(_ path: String, _ bytes: [UInt8]) {
        guard let file = fopen(path, "wb") else { fatalError("cannot write \(path)") }
        _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
    }
}
