// swift-tools-version: 6.0
// SPDX-License-Identifier: MIT
import PackageDescription

// The engine and the explorer are optimised in debug builds too: the test suite explores the repository's flows many
// times, and the unoptimised explorer is 7-8 times slower (CI's 30 minutes). Debugging them: comment this out.
let optimisedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "Transit",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "transit", targets: ["transit"]),
        .library(name: "TransitLanguage", targets: ["TransitLanguage"]),
        .library(name: "TransitModel", targets: ["TransitModel"]),
        .library(name: "TransitEngine", targets: ["TransitEngine"]),
        .library(name: "TransitPresentation", targets: ["TransitPresentation"]),
        // for Fuzz/, whose libFuzzer targets wrap it
        .library(name: "TransitFuzzHarness", targets: ["TransitFuzzHarness"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // language: source files, lexer, parser, diagnostics
        .target(name: "TransitLanguage"),
        // model: name resolution, types, static checks
        .target(name: "TransitModel", dependencies: ["TransitLanguage"]),
        // engine: the pure simulation of UIKit navigation and coordinators
        .target(name: "TransitEngine", dependencies: ["TransitModel"], swiftSettings: optimisedInDebug),
        // explorer: every state a flow can reach, each bug with its shortest trace
        .target(name: "TransitExplorer", dependencies: ["TransitEngine", "TransitModel"], swiftSettings: optimisedInDebug),
        // presentation: text views of a state, diagrams
        .target(name: "TransitPresentation", dependencies: ["TransitEngine", "TransitExplorer", "TransitModel", "TransitGraphviz"]),
        // C interop: GNU readline, used by the interactive shell only
        .systemLibrary(name: "CReadline", path: "Sources/CReadline",
                       providers: [.apt(["libreadline-dev"]), .brew(["readline"])]),
        .target(name: "TransitReadline", dependencies: ["CReadline"]),
        // C interop: Graphviz (cgraph + gvc), used by the diagrams only
        .systemLibrary(name: "CGraphviz", path: "Sources/CGraphviz", pkgConfig: "libgvc",
                       providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]),
        .target(name: "TransitGraphviz", dependencies: ["CGraphviz"]),
        // shell: commands, sessions, scripts and assertions
        .target(name: "TransitShell", dependencies: ["TransitEngine", "TransitExplorer", "TransitModel", "TransitPresentation", "TransitReadline"]),
        // language server: `transit lsp` for editors (JSON-RPC over standard input and output)
        .target(name: "TransitLSP", dependencies: ["TransitLanguage", "TransitModel", "TransitEngine", "TransitExplorer"]),
        .executableTarget(
            name: "transit",
            dependencies: [
                "TransitLanguage", "TransitModel", "TransitEngine", "TransitExplorer", "TransitPresentation", "TransitShell", "TransitLSP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["BuildInfo"]
        ),
        // the git commit `transit --version` reports, generated before each build
        .plugin(name: "BuildInfo", capability: .buildTool()),
        // what each fuzzer does with an input; Fuzz/ builds the libFuzzer targets around it
        .target(name: "TransitFuzzHarness", dependencies: ["TransitLanguage", "TransitModel", "TransitEngine", "TransitExplorer", "TransitPresentation", "TransitShell", "TransitLSP"]),
        // benchmarks and the synthetic flow generator (run in release: scripts/bench)
        .executableTarget(
            name: "transit-bench",
            dependencies: [
                "TransitLanguage", "TransitModel", "TransitEngine", "TransitExplorer", "TransitPresentation", "TransitGraphviz", "TransitShell",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/TransitBench"
        ),
        // what every test target shares: the repository root, the built executable, running it
        .target(name: "TransitTestSupport", dependencies: ["TransitLanguage"], path: "Tests/TransitTestSupport"),
        .testTarget(name: "TransitLanguageTests", dependencies: ["TransitLanguage", "TransitTestSupport"]),
        .testTarget(name: "TransitModelTests", dependencies: ["TransitModel", "TransitLanguage", "TransitTestSupport"]),
        .testTarget(name: "TransitPresentationTests", dependencies: ["TransitPresentation", "TransitEngine", "TransitExplorer", "TransitModel", "TransitGraphviz", "TransitTestSupport"]),
        .testTarget(name: "TransitBenchTests", dependencies: ["TransitExplorer", "transit-bench", "TransitModel", "TransitTestSupport"]),
        .testTarget(name: "TransitRobustnessTests", dependencies: ["TransitLanguage", "TransitModel", "TransitEngine", "TransitExplorer", "TransitShell", "TransitReadline", "TransitPresentation", "TransitTestSupport"]),
        .testTarget(name: "TransitFuzzRegressionTests", dependencies: ["TransitFuzzHarness", "TransitTestSupport"]),
        .testTarget(name: "TransitExplorerTests", dependencies: ["TransitEngine", "TransitExplorer", "TransitModel", "TransitShell", "TransitPresentation", "TransitTestSupport"]),
        // the shell's test helpers (sessions whose commands must succeed), for the shell's and the end-to-end tests
        .target(name: "TransitShellTestSupport", dependencies: ["TransitShell", "TransitPresentation", "TransitTestSupport"], path: "Tests/TransitShellTestSupport"),
        .testTarget(name: "TransitShellTests", dependencies: ["TransitShell", "TransitEngine", "TransitExplorer", "TransitModel", "TransitPresentation", "TransitShellTestSupport"]),
        // the tests that run the built `transit` executable (and its scripts, editors' clients and packaging)
        .testTarget(name: "TransitEndToEndTests", dependencies: ["TransitShell", "TransitEngine", "TransitExplorer", "TransitModel", "TransitPresentation", "TransitLanguage", "TransitShellTestSupport"]),
        .testTarget(name: "TransitLSPTests", dependencies: ["TransitLSP", "TransitTestSupport"]),
        .testTarget(name: "TransitEngineTests", dependencies: ["TransitEngine", "TransitExplorer", "TransitModel", "TransitLanguage", "TransitTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
