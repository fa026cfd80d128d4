// swift-tools-version: 6.0
// SPDX-License-Identifier: MIT
// The libFuzzer targets. Built only by scripts/fuzz (with -sanitize=fuzzer,address). Everything they fuzz is the
// main package's own TransitFuzzHarness library (and the Import package's ImportHarness), so the target graph is
// written once, in ../Package.swift and ../Import/Package.swift.
import PackageDescription

// A package found by path is named by its folder, whatever the checkout is called.
let main = Context.packageDirectory.split(separator: "/").dropLast().last.map { String($0).lowercased() } ?? "main"

func fuzzer(_ name: String) -> Target {
    .executableTarget(name: name, dependencies: [.product(name: "TransitFuzzHarness", package: main), "CFuzzDriver"],
                      path: "Targets/\(name)")
}

let package = Package(
    name: "TransitFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: ".."), .package(path: "../Import")],
    targets: [
        .target(name: "CFuzzDriver", path: "Targets/CFuzzDriver"),
        fuzzer("FuzzLanguage"),
        fuzzer("FuzzShellCommand"),
        fuzzer("FuzzScript"),
        fuzzer("FuzzDotEscaping"),
        fuzzer("FuzzHostileValue"),
        fuzzer("FuzzExplore"),
        fuzzer("FuzzLSP"),
        .executableTarget(name: "FuzzImport", dependencies: [.product(name: "TransitImport", package: "import"), "CFuzzDriver"],
                          path: "Targets/FuzzImport"),
    ],
    swiftLanguageModes: [.v6]
)
