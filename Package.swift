// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "NumericInput",
    products: [
        .library(name: "NumericInput", targets: ["NumericInput"]),
        .library(name: "NumericInputCore", targets: ["NumericInputCore"]),
        .executable(name: "numeric-input", targets: ["numeric-input"]),
        // ICU's own formatter and strict parser, for the fuzzer and benchmark packages (which depend on this one by
        // path). The underscore says internal use: not NumericInput's API, and it may change in any release.
        .library(name: "_ICUReference", targets: ["_ICUReference"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
    ],
    targets: [
        // pkg-config flags for the system ICU; nothing imports it but the C shim.
        .systemLibrary(
            name: "ICUSystem",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev"])]
        ),
        // The only code that includes ICU headers. Its public header has <stdint.h> types only.
        .target(
            name: "CICUShim",
            dependencies: ["ICUSystem"],
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]
        ),
        // Pure Swift: symbols as values, the scanner, verdicts, rules, edits. No ICU, no Foundation.
        .target(name: "NumericInputCore"),
        // The public face: symbols from ICU, cached per locale; re-exports the core.
        .target(name: "NumericInput", dependencies: ["NumericInputCore", "CICUShim"]),
        .executableTarget(
            name: "numeric-input",
            dependencies: [
                "NumericInput",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The reference the tests, fuzzer and benchmarks check NumericInput against.
        .target(name: "_ICUReference", dependencies: ["CICUShim"]),
        .testTarget(
            name: "NumericInputCoreTests",
            dependencies: ["NumericInputCore", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "NumericInputTests",
            dependencies: [
                "NumericInput", "_ICUReference",
                // For the ICU layer's tests: the shim's enums, and the core's internals through @testable.
                "CICUShim", "NumericInputCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "NumericInputCLITests", dependencies: ["NumericInput"]),
    ]
)

// swift-docc-plugin, only for building the documentation: scripts/ci-extra-docs.sh sets NUMERICINPUT_DOCS=1.
// Without the variable it is not a dependency, so a package that depends on NumericInput never fetches it.
if Context.environment["NUMERICINPUT_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
