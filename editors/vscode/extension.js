// SPDX-License-Identifier: MIT
// The VS Code side of `transit lsp`: a small Language Server Protocol client on Node's built-ins (VS Code's
// client library comes from npm, which the project's machines do not reach). It starts `transit lsp` (the
// `transit.path` setting, default `transit` on PATH), keeps it told of every open .flow document, shows its
// diagnostics, and asks it for formatting, the outline, definitions and hovers.
"use strict";
const vscode = require("vscode");
const { spawn } = require("child_process");

class Connection {
  constructor(command, args, onNotification) {
    this.nextId = 1;
    this.pending = new Map();
    this.buffer = Buffer.alloc(0);
    this.onNotification = onNotification;
    this.process = spawn(command, args, { stdio: ["pipe", "pipe", "inherit"] });
    this.process.stdout.on("data", (chunk) => this.receive(chunk));
    this.process.on("error", (e) => vscode.window.showErrorMessage(`transit lsp could not start: ${e.message}`));
  }

  receive(chunk) {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const end = this.buffer.indexOf("\r\n\r\n");
      if (end < 0) return;
      const match = /Content-Length: *(\d+)/i.exec(this.buffer.slice(0, end).toString("ascii"));
      if (!match) { this.buffer = Buffer.alloc(0); return; }
      const length = Number(match[1]), start = end + 4;
      if (this.buffer.length < start + length) return;
      const message = JSON.parse(this.buffer.slice(start, start + length).toString("utf8"));
      this.buffer = this.buffer.slice(start + length);
      if (message.id !== undefined && this.pending.has(message.id)) {
        const { resolve, reject } = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error) reject(new Error(message.error.message)); else resolve(message.result);
      } else if (message.method) {
        this.onNotification(message.method, message.params);
      }
    }
  }

  send(message) {
    const body = Buffer.from(JSON.stringify({ jsonrpc: "2.0", ...message }), "utf8");
    this.process.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.process.stdin.write(body);
  }

  request(method, params) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.send({ id, method, params });
    });
  }

  notify(method, params) { this.send({ method, params }); }
}

const isFlow = (doc) => doc.languageId === "transit-flow";
const position = (p) => new vscode.Position(p.line, p.character);
const range = (r) => new vscode.Range(position(r.start), position(r.end));
const severities = { 1: "Error", 2: "Warning", 3: "Information", 4: "Hint" };

function activate(context) {
  const diagnostics = vscode.languages.createDiagnosticCollection("transit");
  const command = vscode.workspace.getConfiguration("transit").get("path") || "transit";
  const connection = new Connection(command, ["lsp"], (method, params) => {
    if (method !== "textDocument/publishDiagnostics") return;
    diagnostics.set(vscode.Uri.parse(params.uri), params.diagnostics.map((d) => {
      const item = new vscode.Diagnostic(range(d.range), d.message, vscode.DiagnosticSeverity[severities[d.severity] || "Error"]);
      item.code = d.code;
      item.source = d.source;
      return item;
    }));
  });
  const ready = connection.request("initialize", {
    processId: process.pid, rootUri: null, capabilities: {},
    initializationOptions: { explore: vscode.workspace.getConfiguration("transit").get("exploreOnSave") === true },
  }).then(() => connection.notify("initialized", {}));
  const open = (doc) => isFlow(doc) && ready.then(() => connection.notify("textDocument/didOpen", {
    textDocument: { uri: doc.uri.toString(), languageId: "transit-flow", version: doc.version, text: doc.getText() },
  }));
  vscode.workspace.textDocuments.forEach(open);
  const selector = { language: "transit-flow" };
  const at = (doc, pos) => ({ textDocument: { uri: doc.uri.toString() }, position: { line: pos.line, character: pos.character } });
  context.subscriptions.push(
    diagnostics,
    vscode.workspace.onDidOpenTextDocument(open),
    vscode.workspace.onDidChangeTextDocument((e) => isFlow(e.document) && connection.notify("textDocument/didChange", {
      textDocument: { uri: e.document.uri.toString(), version: e.document.version },
      contentChanges: e.contentChanges.map((c) => ({
        range: { start: { line: c.range.start.line, character: c.range.start.character }, end: { line: c.range.end.line, character: c.range.end.character } },
        text: c.text,
      })),
    })),
    vscode.workspace.onDidSaveTextDocument((doc) => isFlow(doc) && connection.notify("textDocument/didSave", { textDocument: { uri: doc.uri.toString() } })),
    vscode.workspace.onDidCloseTextDocument((doc) => isFlow(doc) && connection.notify("textDocument/didClose", { textDocument: { uri: doc.uri.toString() } })),
    vscode.languages.registerDocumentFormattingEditProvider(selector, {
      provideDocumentFormattingEdits: async (doc) => ((await connection.request("textDocument/formatting", {
        textDocument: { uri: doc.uri.toString() }, options: { tabSize: 2, insertSpaces: true },
      })) || []).map((e) => vscode.TextEdit.replace(range(e.range), e.newText)),
    }),
    vscode.languages.registerDefinitionProvider(selector, {
      provideDefinition: async (doc, pos) => {
        const loc = await connection.request("textDocument/definition", at(doc, pos));
        return loc ? new vscode.Location(vscode.Uri.parse(loc.uri), range(loc.range)) : null;
      },
    }),
    vscode.languages.registerHoverProvider(selector, {
      provideHover: async (doc, pos) => {
        const h = await connection.request("textDocument/hover", at(doc, pos));
        return h ? new vscode.Hover(new vscode.MarkdownString(h.contents.value)) : null;
      },
    }),
    vscode.languages.registerDocumentSymbolProvider(selector, {
      provideDocumentSymbols: async (doc) => {
        const convert = (s) => {
          const symbol = new vscode.DocumentSymbol(s.name, s.detail || "", s.kind - 1, range(s.range), range(s.selectionRange));
          symbol.children = (s.children || []).map(convert);
          return symbol;
        };
        return ((await connection.request("textDocument/documentSymbol", { textDocument: { uri: doc.uri.toString() } })) || []).map(convert);
      },
    }),
    { dispose: () => { connection.request("shutdown", null).then(() => connection.notify("exit", null)); } },
  );
}

function deactivate() {}

module.exports = { activate, deactivate, Connection };
