import ArgumentParser
import NumericInput

/// `--output table|csv|json`.
enum MatrixOutput: String, CaseIterable, ExpressibleByArgument {
    case table, csv, json
}

/// `--expect complete|partial|invalid`: the raw values are the spellings.
extension VerdictStatus: ExpressibleByArgument {}
