#include "CICUShim.h"

// Compiled only with the SystemICU trait on a platform whose ICU has headers (Package.swift defines
// CICUSHIM_SYSTEM_ICU): without it this file is empty, and neither ICU's headers nor libicu are needed.
#if defined(CICUSHIM_SYSTEM_ICU)

#include <stdlib.h>
#include <string.h>
#include <unicode/ucurr.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/unumsys.h>
#include <unicode/ures.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

struct cicushim_formatter {
    UNumberFormat *format;
};

// Copies a NUL-terminated string under the header's buffer contract: the full length, whether or not it fit.
static int32_t copy_c_string(const char *source, char *buffer, int32_t capacity) {
    if (source == NULL) return -1;
    size_t length = strlen(source);
    if (length > INT32_MAX - 1) return -1;
    if (buffer != NULL && capacity > 0 && length < (size_t)capacity) memcpy(buffer, source, length + 1);
    return (int32_t)length;
}

// Applies the header's buffer contract to an ICU call that wrote `length` units and set `status`: the length when
// the text fit with its NUL or when ICU said the buffer was too small, -1 (status kept) on any other failure.
static int32_t buffer_result(int32_t length, UErrorCode status, int32_t capacity, int32_t *statusOut) {
    if (statusOut != NULL) *statusOut = (int32_t)status;
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) {
        return length >= capacity ? length : -1;
    }
    if (U_FAILURE(status) || length < 0) return -1;
    return length;
}

int32_t cicushim_locale_count(void) {
    return uloc_countAvailable();
}

int32_t cicushim_locale_at(int32_t index, char *buffer, int32_t capacity) {
    if (index < 0 || index >= uloc_countAvailable()) return -1;
    return copy_c_string(uloc_getAvailable(index), buffer, capacity);
}

int32_t cicushim_default_locale(char *buffer, int32_t capacity) {
    return copy_c_string(uloc_getDefault(), buffer, capacity);
}

// Characters that can appear in an ICU locale id or a BCP 47 tag. Anything else is malformed, whatever
// ICU's forgiving canonicalizer would make of it.
static int is_locale_character(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_' || c == '-' || c == '@' || c == '=' || c == ';';
}

static int is_known_region(const char *region) {
    size_t length = strlen(region);
    if (length == 3) {  // UN M.49 area codes such as 419
        for (size_t i = 0; i < 3; i++) if (region[i] < '0' || region[i] > '9') return 0;
        return 1;
    }
    for (const char *const *countries = uloc_getISOCountries(); *countries != NULL; countries++) {
        if (strcmp(*countries, region) == 0) return 1;
    }
    return 0;
}

cicushim_locale_outcome cicushim_resolve_locale(const char *identifier, char *canonical, int32_t capacity,
                                                int32_t *canonicalLength) {
    if (canonicalLength != NULL) *canonicalLength = -1;
    if (identifier == NULL || canonicalLength == NULL) return CICUSHIM_LOCALE_MALFORMED;
    size_t length = strlen(identifier);
    if (length == 0 || length >= ULOC_FULLNAME_CAPACITY) return CICUSHIM_LOCALE_MALFORMED;
    int hasHyphen = 0, hasAt = 0;
    for (size_t i = 0; i < length; i++) {
        char c = identifier[i];
        if (!is_locale_character(c)) return CICUSHIM_LOCALE_MALFORMED;
        if (c == '-') hasHyphen = 1;
        if (c == '@') {
            if (hasAt) return CICUSHIM_LOCALE_MALFORMED;
            hasAt = 1;
        }
        // Keywords come after '@' only, as key=value pairs separated by ';'.
        if ((c == '=' || c == ';') && !hasAt) return CICUSHIM_LOCALE_MALFORMED;
    }
    if (hasAt) {
        const char *keywords = strchr(identifier, '@') + 1;
        int sawEquals = 0, partLength = 0;
        for (const char *p = keywords;; p++) {
            if (*p == ';' || *p == '\0') {
                if (!sawEquals || partLength == 0) return CICUSHIM_LOCALE_MALFORMED;
                if (*p == '\0') break;
                sawEquals = 0;
                partLength = 0;
            } else if (*p == '=') {
                if (sawEquals || partLength == 0) return CICUSHIM_LOCALE_MALFORMED;
                sawEquals = 1;
                partLength = 0;
            } else {
                partLength++;
            }
        }
    }
    if (!((identifier[0] >= 'a' && identifier[0] <= 'z') || (identifier[0] >= 'A' && identifier[0] <= 'Z'))) {
        return CICUSHIM_LOCALE_MALFORMED;
    }

    char id[ULOC_FULLNAME_CAPACITY];
    UErrorCode status = U_ZERO_ERROR;
    if (hasHyphen && !hasAt) {
        int32_t parsed = 0;
        uloc_forLanguageTag(identifier, id, (int32_t)sizeof id, &parsed, &status);
        if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING || parsed != (int32_t)length) {
            return CICUSHIM_LOCALE_MALFORMED;
        }
    } else {
        uloc_canonicalize(identifier, id, (int32_t)sizeof id, &status);
        if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return CICUSHIM_LOCALE_MALFORMED;
    }

    char language[ULOC_LANG_CAPACITY];
    status = U_ZERO_ERROR;
    int32_t languageLength = uloc_getLanguage(id, language, (int32_t)sizeof language, &status);
    if (U_FAILURE(status) || languageLength < 2) return CICUSHIM_LOCALE_MALFORMED;
    if (strcmp(language, "und") == 0 || strcmp(language, "root") == 0) return CICUSHIM_LOCALE_UNKNOWN_LANGUAGE;

    // ICU opens a formatter for any id, quietly falling back to the default locale (or root) when it has no
    // data for the language. The resource bundle says so: U_USING_DEFAULT_WARNING means "not this language".
    char base[ULOC_FULLNAME_CAPACITY];
    status = U_ZERO_ERROR;
    uloc_getBaseName(id, base, (int32_t)sizeof base, &status);
    if (U_FAILURE(status)) return CICUSHIM_LOCALE_MALFORMED;
    status = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(NULL, base, &status);
    int known = U_SUCCESS(status) && status != U_USING_DEFAULT_WARNING;
    ures_close(bundle);
    if (!known) return CICUSHIM_LOCALE_UNKNOWN_LANGUAGE;

    char region[ULOC_COUNTRY_CAPACITY];
    status = U_ZERO_ERROR;
    int32_t regionLength = uloc_getCountry(id, region, (int32_t)sizeof region, &status);
    if (U_FAILURE(status)) return CICUSHIM_LOCALE_MALFORMED;
    if (regionLength > 0 && !is_known_region(region)) return CICUSHIM_LOCALE_UNKNOWN_REGION;

    char numbers[ULOC_KEYWORDS_CAPACITY];
    status = U_ZERO_ERROR;
    int32_t numbersLength = uloc_getKeywordValue(id, "numbers", numbers, (int32_t)sizeof numbers, &status);
    if (U_FAILURE(status)) return CICUSHIM_LOCALE_MALFORMED;
    for (int32_t i = 0; i < numbersLength; i++) {
        if (numbers[i] >= 'A' && numbers[i] <= 'Z') numbers[i] = (char)(numbers[i] - 'A' + 'a');
    }
    // "default", "native", "traditional" and "finance" name the locale's own choice, not a system.
    int isAlias = strcmp(numbers, "default") == 0 || strcmp(numbers, "native") == 0 ||
                  strcmp(numbers, "traditional") == 0 || strcmp(numbers, "finance") == 0;
    if (numbersLength > 0) {
        status = U_ZERO_ERROR;
        uloc_setKeywordValue("numbers", numbers, id, (int32_t)sizeof id, &status);
        if (U_FAILURE(status)) return CICUSHIM_LOCALE_MALFORMED;
    }
    if (numbersLength > 0 && !isAlias) {
        status = U_ZERO_ERROR;
        UNumberingSystem *system = unumsys_openByName(numbers, &status);
        if (U_FAILURE(status) || system == NULL) return CICUSHIM_LOCALE_UNKNOWN_NUMBERING_SYSTEM;
        int plain = !unumsys_isAlgorithmic(system) && unumsys_getRadix(system) == 10;
        unumsys_close(system);
        if (!plain) return CICUSHIM_LOCALE_UNSUPPORTED_NUMBERING_SYSTEM;
    }

    status = U_ZERO_ERROR;
    UNumberingSystem *system = unumsys_open(id, &status);
    int plain = U_SUCCESS(status) && system != NULL && !unumsys_isAlgorithmic(system) &&
                unumsys_getRadix(system) == 10;
    unumsys_close(system);
    if (!plain) return CICUSHIM_LOCALE_UNSUPPORTED_NUMBERING_SYSTEM;
    *canonicalLength = copy_c_string(id, canonical, capacity);
    return *canonicalLength < 0 ? CICUSHIM_LOCALE_MALFORMED : CICUSHIM_LOCALE_OK;
}

cicushim_formatter *cicushim_formatter_open(const char *locale, cicushim_style style, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UNumberFormatStyle icuStyle;
    switch (style) {
    case CICUSHIM_STYLE_SCIENTIFIC: icuStyle = UNUM_SCIENTIFIC; break;
    case CICUSHIM_STYLE_PERCENT: icuStyle = UNUM_PERCENT; break;
    case CICUSHIM_STYLE_CURRENCY: icuStyle = UNUM_CURRENCY; break;
    case CICUSHIM_STYLE_CURRENCY_ISO: icuStyle = UNUM_CURRENCY_ISO; break;
    case CICUSHIM_STYLE_CURRENCY_ACCOUNTING: icuStyle = UNUM_CURRENCY_ACCOUNTING; break;
    default: icuStyle = UNUM_DECIMAL; break;
    }
    UNumberFormat *format = unum_open(icuStyle, NULL, 0, locale, NULL, &error);
    if (status != NULL) *status = (int32_t)error;
    if (U_FAILURE(error) || format == NULL) {
        unum_close(format);
        return NULL;
    }
    unum_setAttribute(format, UNUM_LENIENT_PARSE, 0);
    cicushim_formatter *formatter = malloc(sizeof *formatter);
    if (formatter == NULL) {
        unum_close(format);
        if (status != NULL) *status = (int32_t)U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    formatter->format = format;
    return formatter;
}

void cicushim_formatter_close(cicushim_formatter *formatter) {
    if (formatter == NULL) return;
    unum_close(formatter->format);
    free(formatter);
}

static const UNumberFormatSymbol symbols[] = {
    UNUM_DECIMAL_SEPARATOR_SYMBOL, UNUM_GROUPING_SEPARATOR_SYMBOL, UNUM_MINUS_SIGN_SYMBOL,
    UNUM_PLUS_SIGN_SYMBOL, UNUM_EXPONENTIAL_SYMBOL, UNUM_ZERO_DIGIT_SYMBOL,
    UNUM_ONE_DIGIT_SYMBOL, UNUM_TWO_DIGIT_SYMBOL, UNUM_THREE_DIGIT_SYMBOL, UNUM_FOUR_DIGIT_SYMBOL,
    UNUM_FIVE_DIGIT_SYMBOL, UNUM_SIX_DIGIT_SYMBOL, UNUM_SEVEN_DIGIT_SYMBOL, UNUM_EIGHT_DIGIT_SYMBOL,
    UNUM_NINE_DIGIT_SYMBOL, UNUM_PERCENT_SYMBOL, UNUM_PERMILL_SYMBOL,
    UNUM_MONETARY_SEPARATOR_SYMBOL, UNUM_MONETARY_GROUPING_SEPARATOR_SYMBOL,
};

int32_t cicushim_formatter_symbol(const cicushim_formatter *formatter, cicushim_symbol symbol,
                                  uint16_t *buffer, int32_t capacity, int32_t *status) {
    if (formatter == NULL || symbol < 0 || symbol >= (int32_t)(sizeof symbols / sizeof symbols[0]) ||
        capacity < 0 || (buffer == NULL && capacity > 0)) {
        if (status != NULL) *status = (int32_t)U_ILLEGAL_ARGUMENT_ERROR;
        return -1;
    }
    UErrorCode error = U_ZERO_ERROR;
    int32_t length = unum_getSymbol(formatter->format, symbols[symbol], (UChar *)buffer, capacity, &error);
    return buffer_result(length, error, capacity, status);
}

int32_t cicushim_formatter_attribute(const cicushim_formatter *formatter, cicushim_attribute attribute) {
    if (formatter == NULL) return -1;
    switch (attribute) {
    case CICUSHIM_ATTRIBUTE_GROUPING_SIZE: return unum_getAttribute(formatter->format, UNUM_GROUPING_SIZE);
    case CICUSHIM_ATTRIBUTE_SECONDARY_GROUPING_SIZE:
        return unum_getAttribute(formatter->format, UNUM_SECONDARY_GROUPING_SIZE);
    case CICUSHIM_ATTRIBUTE_MINIMUM_GROUPING_DIGITS:
        return unum_getAttribute(formatter->format, UNUM_MINIMUM_GROUPING_DIGITS);
    default: return -1;
    }
}

void cicushim_formatter_set_grouping(cicushim_formatter *formatter, int32_t isGroupingUsed) {
    if (formatter != NULL) unum_setAttribute(formatter->format, UNUM_GROUPING_USED, isGroupingUsed ? 1 : 0);
}

void cicushim_formatter_use_locale_minimum_grouping(cicushim_formatter *formatter) {
    if (formatter != NULL) {
        unum_setAttribute(formatter->format, UNUM_MINIMUM_GROUPING_DIGITS, UNUM_MINIMUM_GROUPING_DIGITS_AUTO);
    }
}

// Asks ICU's formatter itself, under UNUM_MINIMUM_GROUPING_DIGITS_AUTO (public API only; the CLDR resource
// ICU reads, NumberElements/minimumGroupingDigits, is reachable only through internal functions): a number whose
// top group would have k digits is grouped exactly when k reaches the minimum.
// ICU's own lookup of a nested key with the parent locales' fallback (uresimp.h, not installed): exported by
// libicuuc under its versioned name (ures_getStringByKeyWithFallback_72 here, renamed by the same macros as every
// other function), and what ICU's formatter calls to find the minimum grouping digits. The public ures_getByKey
// falls back only at a bundle's top level, and de_DE's NumberElements has no minimumGroupingDigits of its own.
U_CAPI const UChar *U_EXPORT2 ures_getStringByKeyWithFallback(const UResourceBundle *bundle, const char *key,
                                                              int32_t *length, UErrorCode *status);

int32_t cicushim_minimum_grouping_digits(const char *locale, int32_t *status) {
    // What ICU's formatter does under UNUM_MINIMUM_GROUPING_DIGITS_AUTO (number_grouping.cpp,
    // getMinGroupingForLocale): CLDR's NumberElements/minimumGroupingDigits from the locale's bundle, with
    // fallback; 1 where there is none or it is not one digit. Read here directly: formatting numbers with and
    // without grouping to find it (how this shim found it before) opened a second formatter and rebuilt it
    // twice per digit count, 164,000 of a locale's first use's 556,000 instructions under callgrind.
    UErrorCode error = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(NULL, locale, &error);
    if (U_FAILURE(error) || bundle == NULL) {
        if (bundle != NULL) ures_close(bundle);
        if (status != NULL) *status = (int32_t)error;
        return -1;
    }
    UErrorCode lookup = U_ZERO_ERROR;
    int32_t length = 0;
    const UChar *value = ures_getStringByKeyWithFallback(bundle, "NumberElements/minimumGroupingDigits", &length,
                                                         &lookup);
    int32_t result = 1;
    if (U_SUCCESS(lookup) && value != NULL && length == 1 && value[0] >= u'1' && value[0] <= u'9') {
        result = (int32_t)(value[0] - u'0');
    }
    ures_close(bundle);
    if (status != NULL) *status = (int32_t)U_ZERO_ERROR;
    return result;
}

void cicushim_formatter_set_fraction_digits(cicushim_formatter *formatter, int32_t minimum, int32_t maximum) {
    if (formatter == NULL) return;
    unum_setAttribute(formatter->format, UNUM_MIN_FRACTION_DIGITS, minimum);
    unum_setAttribute(formatter->format, UNUM_MAX_FRACTION_DIGITS, maximum);
}

int32_t cicushim_formatter_format_decimal(const cicushim_formatter *formatter, const char *decimal,
                                          uint16_t *buffer, int32_t capacity, int32_t *status) {
    if (formatter == NULL || decimal == NULL || capacity < 0 || (buffer == NULL && capacity > 0)) {
        if (status != NULL) *status = (int32_t)U_ILLEGAL_ARGUMENT_ERROR;
        return -1;
    }
    UErrorCode error = U_ZERO_ERROR;
    int32_t length = unum_formatDecimal(formatter->format, decimal, -1, (UChar *)buffer, capacity, NULL, &error);
    return buffer_result(length, error, capacity, status);
}

int32_t cicushim_formatter_parse_decimal(const cicushim_formatter *formatter, const uint16_t *text, int32_t length,
                                         int32_t *parsedLength, char *decimal, int32_t capacity, int32_t *status) {
    if (parsedLength != NULL) *parsedLength = 0;
    if (formatter == NULL || text == NULL || length < 0 || capacity < 0 || (decimal == NULL && capacity > 0)) {
        if (status != NULL) *status = (int32_t)U_ILLEGAL_ARGUMENT_ERROR;
        return -1;
    }
    UErrorCode error = U_ZERO_ERROR;
    int32_t position = 0;
    int32_t written = unum_parseDecimal(formatter->format, (const UChar *)text, length, &position, decimal,
                                        capacity, &error);
    if (parsedLength != NULL) *parsedLength = position;
    return buffer_result(written, error, capacity, status);
}

const char *cicushim_error_name(int32_t status) {
    const char *name = u_errorName((UErrorCode)status);
    return name != NULL ? name : "U_UNKNOWN_ERROR";
}

// MARK: - Locale data, for the table generator and the tests that check the table against ICU

int32_t cicushim_icu_version(char *buffer, int32_t capacity) {
    UVersionInfo version;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(version);
    u_versionToString(version, text);
    return copy_c_string(text, buffer, capacity);
}

int32_t cicushim_canonicalize(const char *identifier, char *buffer, int32_t capacity) {
    if (identifier == NULL) return -1;
    char id[ULOC_FULLNAME_CAPACITY];
    UErrorCode status = U_ZERO_ERROR;
    uloc_canonicalize(identifier, id, (int32_t)sizeof id, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return -1;
    return copy_c_string(id, buffer, capacity);
}

// Opens ICU's list of numbering system names; NULL on failure.
static UEnumeration *open_numbering_systems(void) {
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *names = unumsys_openAvailableNames(&status);
    if (U_FAILURE(status)) {
        uenum_close(names);
        return NULL;
    }
    return names;
}

int32_t cicushim_numbering_system_count(void) {
    UEnumeration *names = open_numbering_systems();
    if (names == NULL) return 0;
    UErrorCode status = U_ZERO_ERROR;
    int32_t count = uenum_count(names, &status);
    uenum_close(names);
    return U_SUCCESS(status) ? count : 0;
}

int32_t cicushim_numbering_system_at(int32_t index, char *buffer, int32_t capacity) {
    if (index < 0) return -1;
    UEnumeration *names = open_numbering_systems();
    if (names == NULL) return -1;
    const char *name = NULL;
    UErrorCode status = U_ZERO_ERROR;
    for (int32_t i = 0; i <= index; i++) {
        name = uenum_next(names, NULL, &status);
        if (name == NULL || U_FAILURE(status)) break;
    }
    int32_t length = (name != NULL && U_SUCCESS(status)) ? copy_c_string(name, buffer, capacity) : -1;
    uenum_close(names);
    return length;
}

int32_t cicushim_numbering_system_is_plain(const char *name) {
    if (name == NULL) return -1;
    UErrorCode status = U_ZERO_ERROR;
    UNumberingSystem *system = unumsys_openByName(name, &status);
    if (U_FAILURE(status) || system == NULL) return -1;
    int plain = !unumsys_isAlgorithmic(system) && unumsys_getRadix(system) == 10;
    unumsys_close(system);
    return plain;
}

int32_t cicushim_locale_numbering_system(const char *locale, char *buffer, int32_t capacity) {
    if (locale == NULL) return -1;
    UErrorCode status = U_ZERO_ERROR;
    UNumberingSystem *system = unumsys_open(locale, &status);
    if (U_FAILURE(status) || system == NULL) return -1;
    int32_t length = copy_c_string(unumsys_getName(system), buffer, capacity);
    unumsys_close(system);
    return length;
}

int32_t cicushim_locale_data_locale(const char *locale, char *buffer, int32_t capacity) {
    if (locale == NULL) return -1;
    char base[ULOC_FULLNAME_CAPACITY];
    UErrorCode status = U_ZERO_ERROR;
    uloc_getBaseName(locale, base, (int32_t)sizeof base, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return -1;
    status = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(NULL, base, &status);
    int32_t length = -1;
    if (U_SUCCESS(status) && status != U_USING_DEFAULT_WARNING) {
        UErrorCode actualStatus = U_ZERO_ERROR;
        const char *actual = ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &actualStatus);
        if (U_SUCCESS(actualStatus)) length = copy_c_string(actual, buffer, capacity);
    }
    ures_close(bundle);
    return length;
}

static int32_t list_length(const char *const *list) {
    int32_t count = 0;
    while (list != NULL && list[count] != NULL) count++;
    return count;
}

int32_t cicushim_region_count(void) { return list_length(uloc_getISOCountries()); }

int32_t cicushim_region_at(int32_t index, char *buffer, int32_t capacity) {
    if (index < 0 || index >= cicushim_region_count()) return -1;
    return copy_c_string(uloc_getISOCountries()[index], buffer, capacity);
}

int32_t cicushim_language_count(void) { return list_length(uloc_getISOLanguages()); }

int32_t cicushim_language_at(int32_t index, char *buffer, int32_t capacity) {
    if (index < 0 || index >= cicushim_language_count()) return -1;
    return copy_c_string(uloc_getISOLanguages()[index], buffer, capacity);
}

int32_t cicushim_likely_script(const char *locale, char *buffer, int32_t capacity) {
    if (locale == NULL) return -1;
    char maximized[ULOC_FULLNAME_CAPACITY];
    UErrorCode status = U_ZERO_ERROR;
    uloc_addLikelySubtags(locale, maximized, (int32_t)sizeof maximized, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return -1;
    char script[ULOC_SCRIPT_CAPACITY];
    status = U_ZERO_ERROR;
    int32_t length = uloc_getScript(maximized, script, (int32_t)sizeof script, &status);
    if (U_FAILURE(status) || length <= 0 || status == U_STRING_NOT_TERMINATED_WARNING) return -1;
    return copy_c_string(script, buffer, capacity);
}

int32_t cicushim_for_language_tag(const char *tag, char *buffer, int32_t capacity) {
    if (tag == NULL) return -1;
    char id[ULOC_FULLNAME_CAPACITY];
    int32_t parsed = 0;
    UErrorCode status = U_ZERO_ERROR;
    uloc_forLanguageTag(tag, id, (int32_t)sizeof id, &parsed, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING || parsed != (int32_t)strlen(tag)) return -1;
    return copy_c_string(id, buffer, capacity);
}

int32_t cicushim_to_language_tag(const char *identifier, char *buffer, int32_t capacity) {
    if (identifier == NULL) return -1;
    char tag[ULOC_FULLNAME_CAPACITY];
    UErrorCode status = U_ZERO_ERROR;
    uloc_toLanguageTag(identifier, tag, (int32_t)sizeof tag, false, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return -1;
    return copy_c_string(tag, buffer, capacity);
}

int32_t cicushim_legacy_key(const char *key, char *buffer, int32_t capacity) {
    if (key == NULL) return -1;
    return copy_c_string(uloc_toLegacyKey(key), buffer, capacity);
}

int32_t cicushim_legacy_type(const char *key, const char *type, char *buffer, int32_t capacity) {
    if (key == NULL || type == NULL) return -1;
    return copy_c_string(uloc_toLegacyType(key, type), buffer, capacity);
}

// Visits each BCP 47 type keyTypeData names for a key: the values of typeMap/<legacy key> (its keys, where a value
// is empty: the type is the same in both forms) and the keys of bcpTypeAlias/<BCP 47 key>. Returns how many it
// visited; the one numbered `stopAt` is written to `buffer` (see "Buffers"), its length to `*length`.
static int32_t visit_bcp_types(const char *legacyKey, const char *key, int32_t stopAt, char *buffer,
                               int32_t capacity, int32_t *length) {
    int32_t visited = 0;
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *data = ures_openDirect(NULL, "keyTypeData", &status);
    const char *tables[] = {"typeMap", "bcpTypeAlias"};
    for (int t = 0; t < 2 && U_SUCCESS(status); t++) {
        UErrorCode tableStatus = U_ZERO_ERROR;
        UResourceBundle *table = ures_getByKey(data, tables[t], NULL, &tableStatus);
        UResourceBundle *types = ures_getByKey(table, t == 0 ? legacyKey : key, NULL, &tableStatus);
        if (U_SUCCESS(tableStatus)) {
            int32_t size = ures_getSize(types);
            for (int32_t i = 0; i < size; i++) {
                UErrorCode itemStatus = U_ZERO_ERROR;
                UResourceBundle *item = ures_getByIndex(types, i, NULL, &itemStatus);
                if (U_FAILURE(itemStatus)) { ures_close(item); continue; }
                const char *name = ures_getKey(item);
                char value[128] = "";
                int32_t valueLength = (int32_t)sizeof value;
                if (t == 0) {
                    UErrorCode stringStatus = U_ZERO_ERROR;
                    ures_getUTF8String(item, value, &valueLength, true, &stringStatus);
                    if (U_FAILURE(stringStatus)) value[0] = '\0';
                }
                const char *type = (t == 0 && value[0] != '\0') ? value : name;
                if (visited == stopAt && length != NULL) *length = copy_c_string(type, buffer, capacity);
                visited++;
                ures_close(item);
            }
        }
        ures_close(types);
        ures_close(table);
    }
    ures_close(data);
    return visited;
}

int32_t cicushim_bcp_type_count(const char *key) {
    if (key == NULL) return 0;
    const char *legacyKey = uloc_toLegacyKey(key);
    return legacyKey == NULL ? 0 : visit_bcp_types(legacyKey, key, -1, NULL, 0, NULL);
}

int32_t cicushim_bcp_type_at(const char *key, int32_t index, char *buffer, int32_t capacity) {
    if (key == NULL || index < 0) return -1;
    const char *legacyKey = uloc_toLegacyKey(key);
    if (legacyKey == NULL) return -1;
    int32_t length = -1;
    visit_bcp_types(legacyKey, key, index, buffer, capacity, &length);
    return length;
}


void cicushim_formatter_set_currency(cicushim_formatter *formatter, const uint16_t *code, int32_t *status) {
    if (formatter == NULL || code == NULL) {
        if (status != NULL) *status = (int32_t)U_ILLEGAL_ARGUMENT_ERROR;
        return;
    }
    UErrorCode error = U_ZERO_ERROR;
    unum_setTextAttribute(formatter->format, UNUM_CURRENCY_CODE, (const UChar *)code, 3, &error);
    if (status != NULL) *status = (int32_t)error;
}

int32_t cicushim_currency_name(const uint16_t *code, const char *locale, cicushim_currency_name_kind kind,
                               uint16_t *buffer, int32_t capacity, int32_t *known, int32_t *status) {
    if (known != NULL) *known = 0;
    if (code == NULL || locale == NULL || capacity < 0 || (buffer == NULL && capacity > 0)) {
        if (status != NULL) *status = (int32_t)U_ILLEGAL_ARGUMENT_ERROR;
        return -1;
    }
    UChar terminated[4] = { code[0], code[1], code[2], 0 };
    UErrorCode error = U_ZERO_ERROR;
    UBool isChoiceFormat = 0;
    int32_t length = 0;
    UCurrNameStyle style = kind == CICUSHIM_CURRENCY_NARROW_SYMBOL ? UCURR_NARROW_SYMBOL_NAME : UCURR_SYMBOL_NAME;
    const UChar *name = ucurr_getName(terminated, locale, style, &isChoiceFormat, &length, &error);
    if (status != NULL) *status = (int32_t)error;
    if (U_FAILURE(error) || name == NULL) return -1;
    // For a code ICU has no data for, ucurr_getName echoes the code with U_USING_DEFAULT_WARNING; a known
    // currency's long name tells them apart.
    UErrorCode longError = U_ZERO_ERROR;
    int32_t longLength = 0;
    const UChar *longName = ucurr_getName(terminated, "en", UCURR_LONG_NAME, &isChoiceFormat, &longLength, &longError);
    int isKnown = U_SUCCESS(longError) && longError != U_USING_DEFAULT_WARNING && longName != NULL
        && !(longLength == 3 && longName[0] == code[0] && longName[1] == code[1] && longName[2] == code[2]);
    if (known != NULL) *known = isKnown;
    if (!isKnown) return 0;
    if (length > capacity) {
        if (status != NULL) *status = (int32_t)U_BUFFER_OVERFLOW_ERROR;
        return length;
    }
    for (int32_t i = 0; i < length; i++) buffer[i] = name[i];
    if (status != NULL) *status = (int32_t)U_ZERO_ERROR;
    return length;
}

int32_t cicushim_currency_fraction_digits(const uint16_t *code, int32_t *status) {
    if (code == NULL) {
        if (status != NULL) *status = (int32_t)U_ILLEGAL_ARGUMENT_ERROR;
        return -1;
    }
    UChar terminated[4] = { code[0], code[1], code[2], 0 };
    UErrorCode error = U_ZERO_ERROR;
    int32_t digits = ucurr_getDefaultFractionDigits(terminated, &error);
    if (status != NULL) *status = (int32_t)error;
    return U_FAILURE(error) ? -1 : digits;
}

int32_t cicushim_currency_for_locale(const char *locale, uint16_t *buffer, int32_t capacity, int32_t *status) {
    if (locale == NULL || capacity < 0 || (buffer == NULL && capacity > 0)) {
        if (status != NULL) *status = (int32_t)U_ILLEGAL_ARGUMENT_ERROR;
        return -1;
    }
    UErrorCode error = U_ZERO_ERROR;
    int32_t length = ucurr_forLocale(locale, (UChar *)buffer, capacity, &error);
    return buffer_result(length, error, capacity, status);
}
#endif  // CICUSHIM_SYSTEM_ICU
