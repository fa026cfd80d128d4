// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport

/// The VS Code extension's client (editors/vscode/extension.js) with the real `transit lsp` behind it and a
/// stand-in for VS Code's API: diagnostics arrive converted, formatting, outline, definition and hover come back.
@Test func theVSCodeExtensionTalksToTheLanguageServer() throws {
    guard let transit = Repo.requireBinary(), let node = ReportSchemaTests.tool("node") else { return }
    let r = try runProcess(node, [Repo.path("Tests/vscode/check-extension.js"), transit, Repo.root], timeout: 60)
    #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
    #expect(r.stdout == "extension ok: T101\n", "\(r.stdout)")
    // The manifest starts the client for flow files and points at it.
    let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Repo.path("editors/vscode/package.json")))) as? [String: Any])
    #expect(manifest["main"] as? String == "./extension.js")
    #expect(manifest["activationEvents"] as? [String] == ["onLanguage:transit-flow"])
}
