// SPDX-License-Identifier: MIT
// Runs editors/vscode/extension.js against a stand-in for VS Code's API (the real editor cannot run here) and the
// real `transit lsp`: the diagnostics of an opened flow arrive, formatting, definition, hover and the outline
// come back converted to VS Code's types. Usage: node check-extension.js TRANSIT REPO_ROOT
"use strict";
const path = require("path");
const Module = require("module");
const [transit, root] = process.argv.slice(2);

const state = { diagnostics: new Map(), providers: {}, listeners: {} };
class Position { constructor(line, character) { this.line = line; this.character = character; } }
class Range { constructor(start, end) { this.start = start; this.end = end; } }
const vscode = {
  Position, Range,
  Diagnostic: class { constructor(range, message, severity) { Object.assign(this, { range, message, severity }); } },
  DiagnosticSeverity: { Error: 0, Warning: 1, Information: 2, Hint: 3 },
  Uri: { parse: (s) => ({ toString: () => s }) },
  TextEdit: { replace: (range, newText) => ({ range, newText }) },
  Location: class { constructor(uri, range) { Object.assign(this, { uri, range }); } },
  Hover: class { constructor(contents) { this.contents = contents; } },
  MarkdownString: class { constructor(value) { this.value = value; } },
  DocumentSymbol: class { constructor(name, detail, kind, range, selectionRange) { Object.assign(this, { name, detail, kind, range, selectionRange }); } },
  window: { showErrorMessage: (m) => { console.error("error shown: " + m); process.exitCode = 1; } },
  languages: {
    createDiagnosticCollection: () => ({ set: (uri, list) => state.diagnostics.set(uri.toString(), list), dispose() {} }),
    registerDocumentFormattingEditProvider: (_, p) => (state.providers.format = p),
    registerDefinitionProvider: (_, p) => (state.providers.definition = p),
    registerHoverProvider: (_, p) => (state.providers.hover = p),
    registerDocumentSymbolProvider: (_, p) => (state.providers.symbols = p),
  },
  workspace: {
    textDocuments: [],
    getConfiguration: () => ({ get: (key) => (key === "path" ? transit : undefined) }),
    onDidOpenTextDocument: (f) => (state.listeners.open = f),
    onDidChangeTextDocument: (f) => (state.listeners.change = f),
    onDidSaveTextDocument: (f) => (state.listeners.save = f),
    onDidCloseTextDocument: (f) => (state.listeners.close = f),
  },
};
const load = Module._load;
Module._load = (request, ...rest) => (request === "vscode" ? vscode : load(request, ...rest));

const fs = require("fs");
const file = path.join(root, "flows/tasks.flow");
const text = fs.readFileSync(file, "utf8").replace("root Detail(taskId: taskId)", "root Detial(taskId: taskId)");
const uri = "file://" + file;
const doc = { uri: { toString: () => uri }, languageId: "transit-flow", version: 1, getText: () => text };
vscode.workspace.textDocuments.push(doc);

const extension = require(path.join(root, "editors/vscode/extension.js"));
const subscriptions = [];
extension.activate({ subscriptions });

const fail = (m) => { console.error("FAIL: " + m); process.exit(1); };
const waitFor = async (test, what) => {
  for (let i = 0; i < 200; i++) { if (test()) return; await new Promise((r) => setTimeout(r, 25)); }
  fail("timed out waiting for " + what);
};
(async () => {
  await waitFor(() => state.diagnostics.has(uri), "diagnostics");
  const diags = state.diagnostics.get(uri);
  const codes = diags.map((d) => d.code).sort();
  if (!codes.includes("T101")) fail("no T101 in " + JSON.stringify(codes));
  const t101 = diags.find((d) => d.code === "T101");
  if (t101.severity !== vscode.DiagnosticSeverity.Error || !(t101.range.start instanceof Position)) fail("diagnostic not converted");
  // The example is formatted: no edits; the outline lists the screens; a definition and a hover come back.
  const edits = await state.providers.format.provideDocumentFormattingEdits(doc);
  if (edits.length !== 0) fail("formatting an already formatted flow changed it");
  const symbols = await state.providers.symbols.provideDocumentSymbols(doc);
  if (!symbols.some((s) => s.name === "List" && s.children.some((c) => c.name === "select"))) fail("outline: " + JSON.stringify(symbols.map((s) => s.name)));
  const lines = text.split("\n");
  const line = lines.findIndex((l) => l.includes("root List withNavigation"));
  const def = await state.providers.definition.provideDefinition(doc, new Position(line, lines[line].indexOf("List") + 1));
  if (!def || def.range.start.line !== lines.findIndex((l) => l.startsWith("screen List"))) fail("definition: " + JSON.stringify(def));
  const hover = await state.providers.hover.provideHover(doc, new Position(line, lines[line].indexOf("List") + 1));
  if (!hover || !hover.contents.value.includes("screen **List**")) fail("hover: " + JSON.stringify(hover));
  subscriptions.forEach((s) => s.dispose && s.dispose());
  console.log("extension ok: " + codes.join(","));
  setTimeout(() => process.exit(0), 200);
})().catch((e) => fail(e.stack));
