import ArgumentParser
import NumericInput

// The library does not depend on ArgumentParser, so the tool declares the conformance. Not `@retroactive`: the
// type is in the same package, which the compiler requires. The raw values are the spellings; `--help` lists
// them, and ArgumentParser refuses any other value as a usage error.

/// `--kind numeric|decimal|integer|positive-integer|scientific|digits`.
extension NumericKind: ExpressibleByArgument {}
