// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import TransitLSP

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve the Language Server Protocol on standard input and output, for editors.",
        discussion: """
        Diagnostics from the same checker as `transit check` on the documents as you edit them (their includes \
        too), formatting (`transit format`), the outline of screens and coordinators, go to definition and hover. \
        With `initializationOptions: { "explore": true }` the explorer runs on save (at most 5 s) and its findings \
        are reported too. Positions are UTF-16, as the protocol says. docs/editors.md shows the editor setup.
        """
    )

    func run() throws {
        let docs = StatementDocs.parse(CodeCatalog.decode(EmbeddedDocs.language))
        let status = Server(version: Transit.release, statementDocs: docs).run()
        if status != 0 { throw ExitCode(status) }
    }
}
