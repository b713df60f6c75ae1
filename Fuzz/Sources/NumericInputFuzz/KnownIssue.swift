/// Library bugs this fuzzer found that are not fixed yet. The harness steps around each one unless
/// `NUMERIC_INPUT_FUZZ_STRICT=1`, so that a short CI run looks for new problems instead of the same old one, and
/// `Tests/NumericInputTests/FuzzRegressionTests.swift` has a test for each, inside `withKnownIssue` until the fix.
///
/// Open: the two cases below, both in the field engine. Fixed so far (each with its regression test): an index past
/// the end trapped in `evaluate(current:range:…)`; `scan(_:from:)` from inside a scalar started one scalar early; an
/// edit's bounds rejection named the last character instead of the first one no continuation saves; rules took two
/// NUL bytes after a native digit of three or four UTF-8 bytes for one more digit.
///
/// When a new bug is found: add a case here, a test there, and `if !isStrict` around the broken check naming the case.
/// When it is fixed, delete the case: the compiler points at the check to restore.
enum KnownIssue {
    /// Under strict grouping with formatting as you type, a grouping separator the user types ("1" "." "2" in
    /// de_DE shows "1.2", verdict partial) is taken at the next edit for one the field inserted: the raw text
    /// becomes "12", so the field's verdict was not the verdict of its raw text, and typing "3" shows "123".
    /// Stepped around: the raw-text and grouping checks are skipped for strict-grouping fields that format.
    /// `corpus/field-typed-grouping-separator` fails with `NUMERIC_INPUT_FUZZ_STRICT=1`.
    case typedGroupingSeparator
    /// An edit that arrives while an input method composes first commits the composition, and its change's
    /// replacement is then from the committed text, which the platform never showed: de_DE formatted, "123",
    /// marked "4" (shown "1234"), then `.type("5")` gives "12.345" with the replacement 1..<5 "2.345", a range
    /// past the end of "1234". Stepped around: the replacement is not checked for such edits.
    /// `corpus/field-composition-commit` fails with `NUMERIC_INPUT_FUZZ_STRICT=1` (marked "." refused at the commit,
    /// then "1" typed: the replacement is from "51.234,5", the platform shows "51.234,5.").
    case autoCommitReplacement
}
