// swift-tools-version: 6.1
import PackageDescription

// An example consumer of the NumericInputTesting product: its own package, depending on the root by path, as an app's
// test target would depend on NumericInput. Run by scripts/ci-extra-locale-samples.sh.
let package = Package(
    name: "LocaleSampleConsumer",
    // NumericInput's own minimum on Apple platforms (its Package.swift says why): a consumer declares at least this.
    platforms: [.macOS("13.3"), .iOS("16.4"), .tvOS("16.4"), .watchOS("9.4"), .visionOS(.v1)],
    dependencies: [
        // Named, so that `package: "NumericInput"` works whatever the checkout directory is called.
        .package(name: "NumericInput", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "LocaleSampleConsumerTests",
            dependencies: [
                .product(name: "NumericInputTesting", package: "NumericInput"),
                // ICU's own strict parser, to check the samples against (internal use: the underscore).
                .product(name: "_ICUReference", package: "NumericInput"),
            ]
        ),
    ]
)
