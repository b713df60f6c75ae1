// The C face of the ICU shim. Only <stdint.h> types and opaque handles appear here: system ICU renames its
// functions through macros Swift cannot import, and Foundation on Linux carries its own ICU whose types clash
// with the system's in any Swift module that sees both. The .c file includes ICU and does the calls.
#ifndef CICUSHIM_H
#define CICUSHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU number formatter (UNumberFormat), owned by whoever opened it.
typedef struct cicushim_formatter cicushim_formatter;

/// Formatter styles.
enum {
    CICUSHIM_STYLE_DECIMAL = 0,
    CICUSHIM_STYLE_SCIENTIFIC = 1,
};

/// Symbols readable with cicushim_formatter_symbol.
enum {
    CICUSHIM_SYMBOL_DECIMAL = 0,
    CICUSHIM_SYMBOL_GROUPING = 1,
    CICUSHIM_SYMBOL_MINUS = 2,
    CICUSHIM_SYMBOL_PLUS = 3,
    CICUSHIM_SYMBOL_EXPONENT = 4,
    CICUSHIM_SYMBOL_ZERO = 5,    // then ONE..NINE follow as ZERO + 1 ... ZERO + 9
};

/// Attributes readable with cicushim_formatter_attribute.
enum {
    CICUSHIM_ATTRIBUTE_GROUPING_SIZE = 0,
    CICUSHIM_ATTRIBUTE_SECONDARY_GROUPING_SIZE = 1,
    CICUSHIM_ATTRIBUTE_MINIMUM_GROUPING_DIGITS = 2,
};

/// Outcomes of cicushim_resolve_locale.
enum {
    CICUSHIM_LOCALE_OK = 0,
    CICUSHIM_LOCALE_MALFORMED = 1,
    CICUSHIM_LOCALE_UNKNOWN_LANGUAGE = 2,
    CICUSHIM_LOCALE_UNKNOWN_REGION = 3,
    CICUSHIM_LOCALE_UNKNOWN_NUMBERING_SYSTEM = 4,
    CICUSHIM_LOCALE_UNSUPPORTED_NUMBERING_SYSTEM = 5,
    CICUSHIM_LOCALE_ICU_FAILURE = 6,
};

/// The number of locales ICU lists (uloc_countAvailable).
int32_t cicushim_locale_count(void);

/// Writes the id of the index-th available locale, NUL-terminated; returns its length, or -1.
int32_t cicushim_locale_at(int32_t index, char *buffer, int32_t capacity);

/// The process's default locale id as ICU sees it (from LC_ALL, LC_NUMERIC, LANG); returns its length, or -1.
int32_t cicushim_default_locale(char *buffer, int32_t capacity);

/// Turns an ICU/POSIX id ("de_DE@numbers=arab") or a BCP 47 tag ("de-DE-u-nu-arab") into a canonical ICU id and
/// checks that ICU has data for it: the language must resolve to a locale other than root, a region must be a
/// known one, a numbering system must exist and be a plain ten-digit one. Returns a CICUSHIM_LOCALE_ code; on
/// success writes the canonical id (NUL-terminated) into `canonical`.
int32_t cicushim_resolve_locale(const char *identifier, char *canonical, int32_t capacity);

/// Opens a formatter for a canonical locale id. Returns NULL on failure, with the ICU error code in `status`.
cicushim_formatter *cicushim_formatter_open(const char *locale, int32_t style, int32_t *status);

/// Closes a formatter; NULL is fine.
void cicushim_formatter_close(cicushim_formatter *formatter);

/// Reads a symbol as UTF-16 into `buffer`; returns its length in code units, or -1 on failure.
int32_t cicushim_formatter_symbol(const cicushim_formatter *formatter, int32_t symbol,
                                  uint16_t *buffer, int32_t capacity);

/// Reads an integer attribute.
int32_t cicushim_formatter_attribute(const cicushim_formatter *formatter, int32_t attribute);

/// Turns grouping on (1) or off (0).
void cicushim_formatter_set_grouping(cicushim_formatter *formatter, int32_t isGroupingUsed);

/// Sets the fraction digits shown (minimum and maximum).
void cicushim_formatter_set_fraction_digits(cicushim_formatter *formatter, int32_t minimum, int32_t maximum);

/// Formats an ASCII decimal string ("-1234.5") as UTF-16; returns the length, or -1 on failure.
int32_t cicushim_formatter_format_decimal(const cicushim_formatter *formatter, const char *decimal,
                                          uint16_t *buffer, int32_t capacity);

/// Parses UTF-16 text with ICU's strict parser (unum_parseDecimal, lenient parsing off). Writes the parsed value
/// as an ASCII decimal string into `decimal` and returns its length; returns -1 when ICU rejects the text.
/// `parsedLength` receives how many code units ICU consumed.
int32_t cicushim_formatter_parse_decimal(const cicushim_formatter *formatter, const uint16_t *text, int32_t length,
                                         int32_t *parsedLength, char *decimal, int32_t capacity);

/// Writes the name of an ICU error code into `buffer`.
void cicushim_error_name(int32_t status, char *buffer, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
