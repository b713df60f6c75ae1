// swift-tools-version: 6.1
// The libFuzzer target, in its own package so that the root package's `swift build` and `swift test` never build
// it (it only links with -sanitize=fuzzer: libFuzzer provides `main`). Run it with `scripts/fuzz.sh [SECONDS]`.
import PackageDescription

let package = Package(
    name: "NumericInputFuzz",
    dependencies: [
        // Named, so that `.product(package: "NumericInput")` works whatever the checkout directory is called.
        .package(name: "NumericInput", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "NumericInputFuzz",
            dependencies: [
                .product(name: "NumericInput", package: "NumericInput"),
                .product(name: "_ICUReference", package: "NumericInput"),
            ]
        ),
    ]
)
