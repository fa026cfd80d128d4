// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Transit",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "transit", targets: ["transit"]),
        .library(name: "TransitLanguage", targets: ["TransitLanguage"]),
        .library(name: "TransitModel", targets: ["TransitModel"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // language: source files, lexer, parser, diagnostics
        .target(name: "TransitLanguage"),
        // model: name resolution, types, static checks
        .target(name: "TransitModel", dependencies: ["TransitLanguage"]),
        .executableTarget(
            name: "transit",
            dependencies: [
                "TransitLanguage", "TransitModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "TransitLanguageTests", dependencies: ["TransitLanguage"]),
        .testTarget(name: "TransitModelTests", dependencies: ["TransitModel", "TransitLanguage"]),
    ],
    swiftLanguageModes: [.v6]
)
