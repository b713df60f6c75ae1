// swift-tools-version: 6.1
import PackageDescription

// Where NumericInput may read symbols from the system's ICU: platforms whose ICU can come with headers and a
// pkg-config file. Apple platforms ship ICU without headers, and WebAssembly has none: there, and wherever the
// SystemICU trait is off, symbols come from the generated table (Sources/NumericInput/LocaleTable/).
let systemICUPlatforms: [Platform] = [.linux, .windows, .android, .openbsd]
/// The shim, the ICU reference and everything that calls ICU: only with the trait, only where ICU has headers.
let withSystemICU = TargetDependencyCondition.when(platforms: systemICUPlatforms, traits: ["SystemICU"])
/// The compilation condition the Swift code tests (`#if NUMERICINPUT_SYSTEM_ICU`): the trait's own condition,
/// `SystemICU`, is also set on Apple platforms, where the shim is never built.
let systemICUSwiftSetting = SwiftSetting.define(
    "NUMERICINPUT_SYSTEM_ICU", .when(platforms: systemICUPlatforms, traits: ["SystemICU"]))

let package = Package(
    name: "NumericInput",
    // The oldest Apple systems whose standard library has the grapheme-break recognizer
    // (`Unicode._CharacterRecognizer`, macOS 13.3 / iOS 16.4) that length limits, character rules and the field's
    // caret use. Linux, Windows, Android and WebAssembly have no minimum. The caches' lock is the platform's own
    // (`LockedValue`), not `Synchronization.Mutex`, which would ask for macOS 15 / iOS 18.
    platforms: [
        .macOS("13.3"), .macCatalyst("16.4"), .iOS("16.4"), .tvOS("16.4"), .watchOS("9.4"), .visionOS(.v1),
    ],
    products: [
        .library(name: "NumericInput", targets: ["NumericInput"]),
        .library(name: "NumericInputCore", targets: ["NumericInputCore"]),
        .executable(name: "numeric-input", targets: ["numeric-input"]),
        // ICU's own formatter and strict parser, for the fuzzer and benchmark packages (which depend on this one by
        // path). The underscore says internal use: not NumericInput's API, and it may change in any release.
        .library(name: "_ICUReference", targets: ["_ICUReference"]),
        // Per-locale samples for test suites (Swift Testing or XCTest); depends on no test framework.
        .library(name: "NumericInputTesting", targets: ["NumericInputTesting"]),
    ],
    traits: [
        .trait(
            name: "SystemICU",
            description: """
                Read number symbols from the system's ICU (pkg-config icu-i18n, libicu-dev on Debian and Ubuntu) on \
                Linux, Windows, Android and OpenBSD. Without it, or on Apple platforms and WebAssembly, symbols \
                come from the table generated from ICU 72 and no C is compiled.
                """
        ),
        .default(enabledTraits: ["SystemICU"]),
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
        // The only code that includes ICU headers. Its public header has <stdint.h> types only. SwiftPM builds
        // every target of the root package, wanted or not: without the trait (and on Apple platforms) the .c file
        // is empty (#if CICUSHIM_SYSTEM_ICU), so nothing needs ICU's headers, pkg-config or libicu.
        .target(
            name: "CICUShim",
            dependencies: [.target(name: "ICUSystem", condition: withSystemICU)],
            cSettings: [.define("CICUSHIM_SYSTEM_ICU", .when(platforms: systemICUPlatforms, traits: ["SystemICU"]))],
            linkerSettings: [
                .linkedLibrary("icui18n", .when(platforms: systemICUPlatforms, traits: ["SystemICU"])),
                .linkedLibrary("icuuc", .when(platforms: systemICUPlatforms, traits: ["SystemICU"])),
            ]
        ),
        // Pure Swift: symbols as values, the scanner, verdicts, rules, edits. No ICU, no Foundation.
        .target(name: "NumericInputCore"),
        // The public face: symbols from ICU or from the generated table, cached per locale; re-exports the core.
        .target(
            name: "NumericInput",
            dependencies: ["NumericInputCore", .target(name: "CICUShim", condition: withSystemICU)],
            swiftSettings: [systemICUSwiftSetting]
        ),
        // LocaleSample: what each locale writes, refuses and shows while typing. No ICU of its own, no test framework.
        .target(name: "NumericInputTesting", dependencies: ["NumericInput"]),
        .executableTarget(
            name: "numeric-input",
            dependencies: [
                "NumericInput", "NumericInputTesting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The reference the tests, fuzzer and benchmarks check NumericInput against. Empty without system ICU.
        .target(
            name: "_ICUReference",
            dependencies: [.target(name: "CICUShim", condition: withSystemICU)],
            swiftSettings: [systemICUSwiftSetting]
        ),
        // Writes Sources/NumericInput/LocaleTable/LocaleTableData.swift from the system's ICU; run by hand when ICU
        // changes (see the README). Not a product: library users never build it.
        .executableTarget(
            name: "locale-table-generator",
            dependencies: [
                "NumericInput",
                .target(name: "CICUShim", condition: withSystemICU),
            ],
            swiftSettings: [systemICUSwiftSetting]
        ),
        // Cycles every locale, kind and grouping through the caches and prints the resident memory per cycle;
        // run by scripts/cache-memory.sh. Not a product: library users never build it.
        .executableTarget(name: "cache-memory", dependencies: ["NumericInput"]),
        // Long numbers through every entry point that makes or drops a value, with the resident memory before and
        // after; run by scripts/ci-extra-spill-memory.sh. Not a product.
        .executableTarget(name: "spill-memory", dependencies: ["NumericInputCore"]),
        .testTarget(
            name: "NumericInputCoreTests",
            dependencies: ["NumericInputCore", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "NumericInputTests",
            dependencies: [
                "NumericInput", .target(name: "_ICUReference", condition: withSystemICU),
                // For the ICU layer's tests: the shim's enums, and the core's internals through @testable.
                .target(name: "CICUShim", condition: withSystemICU), "NumericInputCore",
                .product(name: "PropertyBased", package: "swift-property-based"), "NumericInputTesting",
            ],
            swiftSettings: [systemICUSwiftSetting]
        ),
        .testTarget(
            name: "NumericInputCLITests",
            // _ICUReference: `matrix --value` rows are checked against ICU's strict parse.
            dependencies: ["NumericInput", .target(name: "_ICUReference", condition: withSystemICU)],
            swiftSettings: [systemICUSwiftSetting]
        ),
    ]
)

// swift-docc-plugin, only for building the documentation: scripts/ci-extra-docs.sh sets NUMERICINPUT_DOCS=1.
// Without the variable it is not a dependency, so a package that depends on NumericInput never fetches it.
if Context.environment["NUMERICINPUT_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
