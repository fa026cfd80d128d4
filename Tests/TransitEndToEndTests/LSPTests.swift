// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport

/// `transit lsp` with a real client: pytest-lsp (pygls) drives it through Tests/lsp/ (initialize, diagnostics with
/// UTF-16 positions, incremental edits, formatting, outline, definition, hover, a half-typed file, shutdown).
@Test func theLanguageServerAnswersARealClient() throws {
    guard let transit = Repo.requireBinary(), let python = ReportSchemaTests.tool("python3") else { return }
    var env = ProcessInfo.processInfo.environment
    env["TRANSIT_BINARY"] = transit
    let r = try runProcess(python, ["-m", "pytest", "-q", "-p", "no:cacheprovider", Repo.path("Tests/lsp")],
                           environment: env, timeout: 300)
    #expect(r.status == 0, "\(r.stdout.suffix(3000))\(r.stderr.suffix(1000))")
    #expect(r.stdout.contains("11 passed"), "\(r.stdout.suffix(500))")
}

/// What no editor sends, the server survives: a frame that is not JSON is answered with a parse error and the
/// session goes on; without `shutdown` first, `exit` ends with status 1, as the protocol says.
@Test func theLanguageServerSurvivesBrokenInput() throws {
    guard let transit = Repo.requireBinary() else { return }
    func frame(_ s: String) -> String { "Content-Length: \(s.utf8.count)\r\n\r\n\(s)" }
    let input = frame("{not json") + frame(#"{"jsonrpc":"2.0","id":6,"method":"textDocument/hover","params":{}}"#)
        + frame(#"{"jsonrpc":"2.0","id":8,"method":"initialize","params":{}}"#)
        + frame(#"{"jsonrpc":"2.0","id":7,"method":"textDocument/nope","params":{}}"#)
        + frame(#"{"jsonrpc":"2.0","id":11,"method":"initialize","params":{}}"#)
        + frame(#"{"jsonrpc":"2.0","id":{"a":1},"method":"shutdown"}"#) + frame(#"{"jsonrpc":"2.0","id":12,"method":42}"#)
        + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
    let r = try runProcess(transit, ["lsp"], stdin: input, timeout: 30)
    #expect(r.status == 1)
    #expect(r.stdout.contains(#""error":{"code":-32700"#), "\(r.stdout)")
    // JSON-RPC and LSP order (issue 36): a request before initialize, a second initialize, an id that is an object
    // and a method that is not a string each get their error.
    #expect(r.stdout.contains(#"{"error":{"code":-32002,"message":"the server is not initialized: send 'initialize' first"},"id":6"#), "\(r.stdout)")
    #expect(r.stdout.contains(#"{"error":{"code":-32601,"message":"method not supported: textDocument/nope"},"id":7"#), "\(r.stdout)")
    #expect(r.stdout.contains(#""id":8"#) && r.stdout.contains("capabilities"))
    #expect(r.stdout.contains(#"{"error":{"code":-32600,"message":"the server is already initialized"},"id":11"#), "\(r.stdout)")
    #expect(r.stdout.components(separatedBy: #""code":-32600,"message":"invalid request"#).count == 3, "\(r.stdout)")
    // A position past any line (up to Int.max) is clamped, not added: the server answers and exits as asked.
    let open = #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///tmp/x.flow","languageId":"f","version":1,"text":"a\nb"}}}"#
    let change = #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///tmp/x.flow","version":2},"contentChanges":[{"range":{"start":{"line":1,"character":9223372036854775807},"end":{"line":1,"character":9223372036854775807}},"text":"x"}]}}"#
    let hover = #"{"jsonrpc":"2.0","id":9,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///tmp/x.flow"},"position":{"line":1,"character":9223372036854775807}}}"#
    let initialize = frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
    let big = try runProcess(transit, ["lsp"], stdin: initialize + frame(open) + frame(change) + frame(hover) + frame(#"{"jsonrpc":"2.0","id":10,"method":"shutdown"}"#)
                             + frame(#"{"id":77,"result":null}"#) + frame(open.replacingOccurrences(of: "x.flow", with: "late.flow"))
                             + frame(#"{"jsonrpc":"2.0","method":"exit"}"#), timeout: 30)
    // A didOpen after shutdown is not processed: no diagnostics for it.
    #expect(!big.stdout.contains("late.flow"), "\(big.stdout)")
    #expect(big.status == 0, "\(big.stdout)\(big.stderr)")
    #expect(big.stdout.contains(#""id":9"#) && big.stdout.contains(#""id":10"#) && !big.stdout.contains(#""id":77"#), "\(big.stdout)")
    // A header that never ends is not LSP: the server stops instead of reading forever.
    let garbage = try runProcess(transit, ["lsp"], stdin: String(repeating: "x", count: 20_000), timeout: 30)
    #expect(garbage.status == 1)
    #expect(garbage.stderr.contains("not Language Server Protocol framing"), "\(garbage.stderr)")
}

/// Neovim, headless, with the documented setup (editors/nvim/transit.lua): a broken flow is a transitflow buffer
/// and the server's diagnostic arrives at its place.
@Test func neovimGetsDiagnosticsFromTheServer() throws {
    guard let transit = Repo.requireBinary(), let nvim = ReportSchemaTests.tool("nvim") else { return }
    let dir = TempDir()
    defer { dir.cleanUp() }
    dir.write("check.lua", """
    dofile("editors/nvim/transit.lua")
    vim.cmd("filetype on")
    vim.cmd("edit flows/broken/T101-unknown-name.flow")
    vim.wait(15000, function() return #vim.diagnostic.get(0) > 0 end, 50)
    local out = { vim.bo.filetype }
    for _, d in ipairs(vim.diagnostic.get(0)) do
      table.insert(out, string.format("%d:%d %s %s", d.lnum, d.col, d.code or "?", (d.message:gsub("\\n.*", ""))))
    end
    vim.fn.writefile(out, "\(dir.file("out.txt"))")
    -- A second flow of the same repository: the same server serves it (one per workspace, not one per buffer).
    vim.cmd("edit flows/tasks.flow")
    vim.wait(5000, function() return #vim.lsp.buf_get_clients(0) > 0 end, 50)
    vim.fn.writefile({ tostring(#vim.lsp.get_active_clients()) }, "\(dir.file("clients.txt"))")
    vim.cmd("qa!")
    """)
    var env = ProcessInfo.processInfo.environment
    env["PATH"] = (transit as NSString).deletingLastPathComponent + ":" + (env["PATH"] ?? "/usr/bin")
    _ = try runProcess(nvim, ["--headless", "-u", "NONE", "-c", "luafile " + dir.file("check.lua")], stdin: "", environment: env, timeout: 60)
    #expect(dir.read("out.txt") == "transitflow\n7:9 T101 unknown screen 'TaskDetial'\n", "\(dir.read("out.txt") ?? "no output")")
    #expect(dir.read("clients.txt") == "1\n", "servers for two flows of one repository: \(dir.read("clients.txt") ?? "none")")
}

/// Random edits anywhere (out of range, inside an emoji, unbalanced braces) mixed with every request the server
/// knows: each request is answered and the server exits cleanly (Tests/lsp/random_edits.py, three seeds).
@Test(arguments: [1, 2, 3])
func theLanguageServerAnswersThroughRandomEdits(seed: Int) throws {
    guard let transit = Repo.requireBinary(), let python = ReportSchemaTests.tool("python3") else { return }
    let r = try runProcess(python, [Repo.path("Tests/lsp/random_edits.py"), "\(seed)", transit, Repo.path("flows/realworld/notifire/app.flow")],
                           timeout: 300)
    #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
    #expect(r.stdout.contains("unanswered []"), "\(r.stdout)")
}
