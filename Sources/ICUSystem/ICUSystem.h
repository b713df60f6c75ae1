// Exists only so SwiftPM picks up ICU's pkg-config flags for the C shim. No Swift module imports it.
#include <unicode/uversion.h>
