// swift-tools-version: 6.0
// SPDX-License-Identifier: MIT
// `transit-import`: drafts a flow from an app's Swift source. A package of its own so that swift-syntax, which takes
// minutes to build, never slows the core `transit` build; `transit import` runs this executable when it is installed.
import PackageDescription

let package = Package(
    name: "TransitImport",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "transit-import", targets: ["transit-import"]),
        .library(name: "TransitImport", targets: ["TransitImport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // reading Swift: declarations, navigation calls, resolution, the draft flow's text
        .target(name: "TransitImport", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftOperators", package: "swift-syntax"),
        ]),
        .executableTarget(name: "transit-import", dependencies: [
            "TransitImport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "TransitImportTests", dependencies: ["TransitImport", .product(name: "SwiftSyntax", package: "swift-syntax")], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
