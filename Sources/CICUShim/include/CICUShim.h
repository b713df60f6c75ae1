// The C face of the ICU shim. Only <stdint.h> types and opaque handles appear here: system ICU renames its
// functions through macros Swift cannot import, and Foundation on Linux carries its own ICU whose types clash
// with the system's in any Swift module that sees both. The .c file includes ICU and does the calls.
//
// Buffers. Every function that writes text takes a buffer and its capacity in units (bytes for `char`, code
// units for `uint16_t`) and returns the full length of the text, not counting a terminating NUL:
//   - a length less than `capacity` means the text is in the buffer, NUL-terminated;
//   - a length of `capacity` or more means the buffer was too small and holds nothing usable: call again with a
//     capacity of at least length + 1 (ICU reports the length it needs, as with U_BUFFER_OVERFLOW_ERROR);
//   - -1 means failure, with the ICU error code in `*status` where the function has one.
// A caller never gets a truncated or empty string in place of an error.
#ifndef CICUSHIM_H
#define CICUSHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// Opens a C enumeration with a fixed 32-bit type that Swift imports as a closed Swift enum of the typedef's name:
// `typedef CICUSHIM_ENUM(name) { ... } name;`.
#define CICUSHIM_ENUM(name) enum __attribute__((enum_extensibility(closed))) name : int32_t

/// An ICU number formatter (UNumberFormat), owned by whoever opened it.
typedef struct cicushim_formatter cicushim_formatter;

/// Formatter styles.
typedef CICUSHIM_ENUM(cicushim_style) {
    CICUSHIM_STYLE_DECIMAL = 0,
    CICUSHIM_STYLE_SCIENTIFIC = 1,
    /// UNUM_PERCENT.
    CICUSHIM_STYLE_PERCENT = 2,
    /// UNUM_CURRENCY: the currency's symbol.
    CICUSHIM_STYLE_CURRENCY = 3,
    /// UNUM_CURRENCY_ISO: the currency's ISO 4217 code.
    CICUSHIM_STYLE_CURRENCY_ISO = 4,
    /// UNUM_CURRENCY_ACCOUNTING: the locale's accounting pattern (negatives in parentheses in many locales).
    CICUSHIM_STYLE_CURRENCY_ACCOUNTING = 5,
} cicushim_style;

/// Names of a currency readable with cicushim_currency_name.
typedef CICUSHIM_ENUM(cicushim_currency_name_kind) {
    /// UCURR_SYMBOL_NAME: "$", "€", "CHF".
    CICUSHIM_CURRENCY_SYMBOL = 0,
    /// UCURR_NARROW_SYMBOL_NAME: "$" for USD everywhere.
    CICUSHIM_CURRENCY_NARROW_SYMBOL = 1,
} cicushim_currency_name_kind;

/// Symbols readable with cicushim_formatter_symbol.
typedef CICUSHIM_ENUM(cicushim_symbol) {
    CICUSHIM_SYMBOL_DECIMAL = 0,
    CICUSHIM_SYMBOL_GROUPING = 1,
    CICUSHIM_SYMBOL_MINUS = 2,
    CICUSHIM_SYMBOL_PLUS = 3,
    CICUSHIM_SYMBOL_EXPONENT = 4,
    CICUSHIM_SYMBOL_DIGIT_ZERO = 5,
    CICUSHIM_SYMBOL_DIGIT_ONE = 6,
    CICUSHIM_SYMBOL_DIGIT_TWO = 7,
    CICUSHIM_SYMBOL_DIGIT_THREE = 8,
    CICUSHIM_SYMBOL_DIGIT_FOUR = 9,
    CICUSHIM_SYMBOL_DIGIT_FIVE = 10,
    CICUSHIM_SYMBOL_DIGIT_SIX = 11,
    CICUSHIM_SYMBOL_DIGIT_SEVEN = 12,
    CICUSHIM_SYMBOL_DIGIT_EIGHT = 13,
    CICUSHIM_SYMBOL_DIGIT_NINE = 14,
    CICUSHIM_SYMBOL_PERCENT = 15,
    CICUSHIM_SYMBOL_PERMILL = 16,
    CICUSHIM_SYMBOL_MONETARY_DECIMAL = 17,
    CICUSHIM_SYMBOL_MONETARY_GROUPING = 18,
} cicushim_symbol;

/// Integer attributes readable with cicushim_formatter_attribute.
typedef CICUSHIM_ENUM(cicushim_attribute) {
    CICUSHIM_ATTRIBUTE_GROUPING_SIZE = 0,
    CICUSHIM_ATTRIBUTE_SECONDARY_GROUPING_SIZE = 1,
    CICUSHIM_ATTRIBUTE_MINIMUM_GROUPING_DIGITS = 2,
} cicushim_attribute;

/// Outcomes of cicushim_resolve_locale.
typedef CICUSHIM_ENUM(cicushim_locale_outcome) {
    CICUSHIM_LOCALE_OK = 0,
    CICUSHIM_LOCALE_MALFORMED = 1,
    CICUSHIM_LOCALE_UNKNOWN_LANGUAGE = 2,
    CICUSHIM_LOCALE_UNKNOWN_REGION = 3,
    CICUSHIM_LOCALE_UNKNOWN_NUMBERING_SYSTEM = 4,
    CICUSHIM_LOCALE_UNSUPPORTED_NUMBERING_SYSTEM = 5,
    CICUSHIM_LOCALE_ICU_FAILURE = 6,
} cicushim_locale_outcome;

/// The number of locales ICU lists (uloc_countAvailable).
int32_t cicushim_locale_count(void);

/// Writes the id of the index-th available locale (see "Buffers"); -1 when the index is out of range.
int32_t cicushim_locale_at(int32_t index, char *buffer, int32_t capacity);

/// Writes the process's default locale id as ICU sees it (from LC_ALL, LC_NUMERIC, LANG) (see "Buffers").
int32_t cicushim_default_locale(char *buffer, int32_t capacity);

/// Turns an ICU/POSIX id ("de_DE@numbers=arab") or a BCP 47 tag ("de-DE-u-nu-arab") into a canonical ICU id and
/// checks that ICU has data for it: the language must resolve to a locale other than root, a region must be a
/// known one, a numbering system must exist and be a plain ten-digit one. On CICUSHIM_LOCALE_OK, `*length`
/// receives the canonical id's length and, when it is less than `capacity`, the id is in `canonical`
/// (NUL-terminated); otherwise call again with a larger buffer (see "Buffers").
cicushim_locale_outcome cicushim_resolve_locale(const char *identifier, char *canonical, int32_t capacity,
                                                int32_t *length);

/// Opens a formatter for a canonical locale id. Returns NULL on failure, with the ICU error code in `status`.
cicushim_formatter *cicushim_formatter_open(const char *locale, cicushim_style style, int32_t *status);

/// Closes a formatter; NULL is fine.
void cicushim_formatter_close(cicushim_formatter *formatter);

/// Reads a symbol as UTF-16 (see "Buffers"); -1 with the ICU error code in `status` when ICU cannot.
int32_t cicushim_formatter_symbol(const cicushim_formatter *formatter, cicushim_symbol symbol,
                                  uint16_t *buffer, int32_t capacity, int32_t *status);

/// Reads an integer attribute; ICU's value, which is negative when the attribute does not apply.
int32_t cicushim_formatter_attribute(const cicushim_formatter *formatter, cicushim_attribute attribute);

/// Turns grouping on (1) or off (0).
void cicushim_formatter_set_grouping(cicushim_formatter *formatter, int32_t isGroupingUsed);

/// Makes the formatter apply the locale's minimum grouping digits (UNUM_MINIMUM_GROUPING_DIGITS_AUTO): es_ES then
/// writes 1234 but 12.345, as CLDR says. ICU's default formatter groups from 4 digits in every locale.
void cicushim_formatter_use_locale_minimum_grouping(cicushim_formatter *formatter);

/// The locale's minimum grouping digits (CLDR's minimumGroupingDigits) as ICU's formatter applies them under
/// UNUM_MINIMUM_GROUPING_DIGITS_AUTO: 1 in most locales, 2 in es_ES and pl_PL (the digits the highest group must
/// have before a number is grouped), read from the locale's resource bundle as ICU's formatter reads it. The caller
/// takes 1 for a locale that does not group. -1 on failure, with the ICU error code in `status`. `locale` is a
/// canonical ICU id.
int32_t cicushim_minimum_grouping_digits(const char *locale, int32_t *status);

/// Sets the fraction digits shown (minimum and maximum).
void cicushim_formatter_set_fraction_digits(cicushim_formatter *formatter, int32_t minimum, int32_t maximum);

/// Formats an ASCII decimal string ("-1234.5") as UTF-16 (see "Buffers"); -1 with the ICU error code in `status`
/// when ICU cannot.
int32_t cicushim_formatter_format_decimal(const cicushim_formatter *formatter, const char *decimal,
                                          uint16_t *buffer, int32_t capacity, int32_t *status);

/// Parses UTF-16 text with ICU's strict parser (unum_parseDecimal, lenient parsing off), from its start. Writes
/// the parsed value as an ASCII decimal string into `decimal` (see "Buffers"); returns -1 when ICU rejects the
/// text, with the ICU error code in `status`. `parsedLength` receives how many code units ICU consumed.
int32_t cicushim_formatter_parse_decimal(const cicushim_formatter *formatter, const uint16_t *text, int32_t length,
                                         int32_t *parsedLength, char *decimal, int32_t capacity, int32_t *status);

/// The name of an ICU error code ("U_BUFFER_OVERFLOW_ERROR"): a static string, never NULL, never to be freed.
const char *cicushim_error_name(int32_t status);

/// Sets a currency formatter's currency: `code` is three UTF-16 code units (ISO 4217).
void cicushim_formatter_set_currency(cicushim_formatter *formatter, const uint16_t *code, int32_t *status);

/// A currency's symbol or narrow symbol in a locale, as UTF-16 into `buffer`; the length, or -1 on failure.
/// Returns 0 and sets `*known` to 0 when ICU has no data for `code` (it would echo the code back).
int32_t cicushim_currency_name(const uint16_t *code, const char *locale, cicushim_currency_name_kind kind,
                               uint16_t *buffer, int32_t capacity, int32_t *known, int32_t *status);

/// A currency's default fraction digits (JPY 0, KWD 3); -1 on failure.
int32_t cicushim_currency_fraction_digits(const uint16_t *code, int32_t *status);

/// The locale's own currency as three UTF-16 code units into `buffer`; the length (3), or -1 on failure.
int32_t cicushim_currency_for_locale(const char *locale, uint16_t *buffer, int32_t capacity, int32_t *status);

// MARK: - Locale data, for the table generator and the tests that check the table against ICU

/// Writes the version of the ICU library in use ("72.1") (see "Buffers").
int32_t cicushim_icu_version(char *buffer, int32_t capacity);

/// Writes what uloc_canonicalize makes of an id (see "Buffers"); -1 when it fails.
int32_t cicushim_canonicalize(const char *identifier, char *buffer, int32_t capacity);

/// The number of numbering systems ICU has (unumsys_openAvailableNames), plain and algorithmic.
int32_t cicushim_numbering_system_count(void);

/// Writes the name of the index-th numbering system ("arab", "roman") (see "Buffers"); -1 when the index is out of
/// range.
int32_t cicushim_numbering_system_at(int32_t index, char *buffer, int32_t capacity);

/// 1 when the named numbering system is ten plain digits, 0 when it is algorithmic or of another radix, -1 when
/// ICU has no numbering system of that name.
int32_t cicushim_numbering_system_is_plain(const char *name);

/// Writes the name of the numbering system ICU uses for a locale id (unumsys_open): "arab" for "ar_EG", "hant"
/// for "zh@numbers=traditional" (see "Buffers"); -1 when ICU cannot open one.
int32_t cicushim_locale_numbering_system(const char *locale, char *buffer, int32_t capacity);

/// Writes the locale whose resource bundle ICU opens for the base name of an id, after following aliases and
/// falling back: "de" for "de_US", "he_IL" for "iw_IL", "de_DE" for "de_Latn_DE" (see "Buffers"). -1 when ICU has
/// no data for it and would fall back to the default locale or root (U_USING_DEFAULT_WARNING).
int32_t cicushim_locale_data_locale(const char *locale, char *buffer, int32_t capacity);

/// The number of regions in uloc_getISOCountries.
int32_t cicushim_region_count(void);

/// Writes the index-th region code of uloc_getISOCountries (see "Buffers"); -1 when out of range.
int32_t cicushim_region_at(int32_t index, char *buffer, int32_t capacity);

/// The number of language codes in uloc_getISOLanguages.
int32_t cicushim_language_count(void);

/// Writes the index-th language code of uloc_getISOLanguages (see "Buffers"); -1 when out of range.
int32_t cicushim_language_at(int32_t index, char *buffer, int32_t capacity);

/// Writes the script that uloc_addLikelySubtags gives a locale id ("Latn" for "de", "Cyrl" for "sr_RS") (see
/// "Buffers"); -1 when it gives none.
int32_t cicushim_likely_script(const char *locale, char *buffer, int32_t capacity);

/// Writes uloc_forLanguageTag's ICU id for a BCP 47 tag (see "Buffers"); -1 when ICU fails or does not read the
/// whole tag.
int32_t cicushim_for_language_tag(const char *tag, char *buffer, int32_t capacity);

/// Writes uloc_toLanguageTag's BCP 47 tag for an ICU id (see "Buffers"); -1 when ICU fails.
int32_t cicushim_to_language_tag(const char *identifier, char *buffer, int32_t capacity);

/// Writes uloc_toLegacyKey's legacy keyword for a BCP 47 key ("calendar" for "ca") (see "Buffers"); -1 when ICU
/// gives none.
int32_t cicushim_legacy_key(const char *key, char *buffer, int32_t capacity);

/// Writes uloc_toLegacyType's legacy value for a BCP 47 type of a key ("gregorian" for "ca", "gregory") (see
/// "Buffers"); -1 when ICU gives none.
int32_t cicushim_legacy_type(const char *key, const char *type, char *buffer, int32_t capacity);

/// The number of BCP 47 types ICU's keyTypeData names for a BCP 47 key ("ca"): those of its typeMap and
/// bcpTypeAlias tables. 0 when it has none.
int32_t cicushim_bcp_type_count(const char *key);

/// Writes the index-th BCP 47 type of cicushim_bcp_type_count's list (see "Buffers"); -1 when out of range.
int32_t cicushim_bcp_type_at(const char *key, int32_t index, char *buffer, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
