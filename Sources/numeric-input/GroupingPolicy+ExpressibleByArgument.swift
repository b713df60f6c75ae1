import ArgumentParser
import NumericInput

// As for NumericKind: declared by the tool, not `@retroactive` (same package); the raw values are the spellings.

/// `--grouping none|strict`.
extension GroupingPolicy: ExpressibleByArgument {}
