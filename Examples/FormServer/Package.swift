// swift-tools-version: 6.1
import PackageDescription

// An example, not part of NumericInput: its own package (the root by path), so library users never fetch Vapor.
let package = Package(
    name: "FormServer",
    platforms: [.macOS("13.3")],   // NumericInput's own minimum (its Package.swift says why)
    products: [
        .executable(name: "FormServer", targets: ["FormServer"]),
    ],
    dependencies: [
        // Named, so that `package: "NumericInput"` works whatever the checkout directory is called.
        .package(name: "NumericInput", path: "../.."),
        .package(url: "https://github.com/vapor/vapor", exact: "4.122.3"),
    ],
    targets: [
        .executableTarget(
            name: "FormServer",
            dependencies: [
                .product(name: "NumericInput", package: "NumericInput"),
                .product(name: "Vapor", package: "vapor"),
            ]
        ),
        .testTarget(
            name: "FormServerTests",
            dependencies: [
                "FormServer",
                .product(name: "VaporTesting", package: "vapor"),
            ]
        ),
    ]
)
