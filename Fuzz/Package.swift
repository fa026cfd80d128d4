// swift-tools-version: 6.0
// SPDX-License-Identifier: MIT
// The libFuzzer targets. Built only by scripts/fuzz (with -sanitize=fuzzer,address); the modules are the main
// package's own sources, linked here so that no package identity ties the two together.
import PackageDescription

let package = Package(
    name: "TransitFuzz",
    targets: [
        .systemLibrary(name: "CReadline", path: "Sources/CReadline"),
        .systemLibrary(name: "CGraphviz", path: "Sources/CGraphviz", pkgConfig: "libgvc"),
        .target(name: "TransitLanguage", path: "Sources/TransitLanguage"),
        .target(name: "TransitModel", dependencies: ["TransitLanguage"], path: "Sources/TransitModel"),
        .target(name: "TransitEngine", dependencies: ["TransitModel"], path: "Sources/TransitEngine"),
        .target(name: "TransitGraphviz", dependencies: ["CGraphviz"], path: "Sources/TransitGraphviz"),
        .target(name: "TransitPresentation", dependencies: ["TransitEngine", "TransitModel", "TransitGraphviz"], path: "Sources/TransitPresentation"),
        .target(name: "TransitReadline", dependencies: ["CReadline"], path: "Sources/TransitReadline"),
        .target(name: "TransitShell", dependencies: ["TransitEngine", "TransitModel", "TransitPresentation", "TransitReadline"], path: "Sources/TransitShell"),
        .target(name: "TransitFuzzHarness", dependencies: ["TransitLanguage", "TransitModel", "TransitEngine", "TransitPresentation", "TransitShell"], path: "Sources/TransitFuzzHarness"),
        .target(name: "CFuzzDriver", path: "Targets/CFuzzDriver"),
        .executableTarget(name: "FuzzLanguage", dependencies: ["TransitFuzzHarness", "CFuzzDriver"], path: "Targets/FuzzLanguage"),
        .executableTarget(name: "FuzzShellCommand", dependencies: ["TransitFuzzHarness", "CFuzzDriver"], path: "Targets/FuzzShellCommand"),
        .executableTarget(name: "FuzzScript", dependencies: ["TransitFuzzHarness", "CFuzzDriver"], path: "Targets/FuzzScript"),
        .executableTarget(name: "FuzzDotEscaping", dependencies: ["TransitFuzzHarness", "CFuzzDriver"], path: "Targets/FuzzDotEscaping"),
        .executableTarget(name: "FuzzHostileValue", dependencies: ["TransitFuzzHarness", "CFuzzDriver"], path: "Targets/FuzzHostileValue"),
        .executableTarget(name: "FuzzExplore", dependencies: ["TransitFuzzHarness", "CFuzzDriver"], path: "Targets/FuzzExplore"),
    ],
    swiftLanguageModes: [.v6]
)
