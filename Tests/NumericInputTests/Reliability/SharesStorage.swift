@testable import NumericInputCore

/// Whether two validators share one compiled plan, i.e. one came from the cache as a copy of the other. The one
/// place the tests name the core's internal storage; in every build (the cache tests run without ICU too).
func sharesStorage(_ first: NumericValidator, _ second: NumericValidator) -> Bool {
    first.plan === second.plan
}
