// swift-tools-version: 6.1
// The benchmark suite, in its own package so that library users never fetch the harness.
// Run it with `scripts/benchmarks.sh` (ratio table) or `cd Benchmarks && swift package benchmark`.
import PackageDescription

/// Every benchmark target: the Benchmark library, the shared inputs and comparators, and the plugin.
func benchmarkTarget(_ name: String) -> Target {
    .executableTarget(
        name: name,
        dependencies: [
            "BenchmarkSupport",
            .product(name: "NumericInput", package: "NumericInput"),
            .product(name: "Benchmark", package: "benchmark"),
        ],
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let package = Package(
    name: "NumericInputBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named, so that `.product(package: "NumericInput")` works whatever the checkout directory is called.
        .package(name: "NumericInput", path: ".."),
        // The MallocInterposer trait is what makes malloc counts work (and resolution succeed) here.
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Inputs (the same texts for every implementation) and the comparators (Foundation, ICU, Double).
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                .product(name: "NumericInput", package: "NumericInput"),
                .product(name: "_ICUReference", package: "NumericInput"),
            ]
        ),
        // One target per area. Each lives under Benchmarks/<Name>/, which is how the plugin finds them.
        benchmarkTarget("Keystroke"),
        benchmarkTarget("WholeText"),
        benchmarkTarget("Paste"),
        benchmarkTarget("LocaleSetup"),
        benchmarkTarget("Verdict"),
        benchmarkTarget("Validator"),
        benchmarkTarget("Field"),
        // Instruction counts per call under callgrind (scripts/callgrind.sh): this VM has no hardware counters.
        .executableTarget(
            name: "CallgrindProbe",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "NumericInput", package: "NumericInput"),
            ]
        ),
    ]
)
