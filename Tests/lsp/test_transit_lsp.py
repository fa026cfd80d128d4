# SPDX-License-Identifier: MIT
"""`transit lsp` driven end to end by pytest-lsp's client (pygls): initialize, open, diagnostics, edit,
format, outline, definition, hover, shutdown. Run by Tests/TransitShellTests/LSPTests.swift with TRANSIT_BINARY."""
import os
import pathlib

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

ROOT = pathlib.Path(__file__).resolve().parents[2]
TRANSIT = os.environ["TRANSIT_BINARY"]


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[TRANSIT, "lsp"]))
async def client(lsp_client: LanguageClient):
    result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=types.ClientCapabilities(), root_uri=ROOT.as_uri()))
    assert result.server_info.name == "transit"
    assert result.capabilities.text_document_sync.change == types.TextDocumentSyncKind.Incremental
    yield
    await lsp_client.shutdown_session()


def open_doc(client, path, text, version=1):
    uri = pathlib.Path(path).resolve().as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="transit-flow", version=version, text=text)))
    return uri


async def diagnostics_for(client, uri):
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[uri]


async def test_diagnostics_come_from_the_checker_with_hints_and_notes(client: LanguageClient):
    path = ROOT / "flows/broken/T101-unknown-name.flow"
    uri = open_doc(client, path, path.read_text())
    diags = await diagnostics_for(client, uri)
    assert [d.code for d in diags] == ["T101"]
    d = diags[0]
    assert d.range.start == types.Position(line=7, character=9)
    assert d.range.end == types.Position(line=7, character=19)
    assert d.severity == types.DiagnosticSeverity.Error
    assert "unknown screen 'TaskDetial'" in d.message and "did you mean 'TaskDetail'?" in d.message


async def test_positions_are_utf16_code_units(client: LanguageClient, tmp_path):
    # A CJK name (one unit each) and an emoji (two units) before the error on its line.
    text = 'app A { launch 画面 }\nscreen 画面 { action a }\n/* 😀 */ screen B { action b(x: Nope) }\n'
    uri = open_doc(client, tmp_path / "u.flow", text)
    diags = await diagnostics_for(client, uri)
    bad = [d for d in diags if d.code == "T101"]
    assert len(bad) == 1, [(d.code, d.message) for d in diags]
    prefix = "/* 😀 */ screen B { action b(x: "
    assert bad[0].range.start == types.Position(line=2, character=len(prefix.encode("utf-16-le")) // 2)


async def test_an_incremental_edit_fixes_the_problem_and_clears_it(client: LanguageClient, tmp_path):
    path = tmp_path / "e.flow"
    text = (ROOT / "flows/broken/T101-unknown-name.flow").read_text()
    uri = open_doc(client, path, text)
    assert [d.code for d in await diagnostics_for(client, uri)] == ["T101"]
    # Replace "TaskDetial" (line 7, characters 9–19) with the right name.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=7, character=9), end=types.Position(line=7, character=19)),
            text="TaskDetail")]))
    assert list(await diagnostics_for(client, uri)) == []


async def test_formatting_outline_definition_and_hover(client: LanguageClient):
    path = ROOT / "flows/tasks.flow"
    text = path.read_text()
    uri = open_doc(client, path, text)
    await diagnostics_for(client, uri)
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=types.TextDocumentIdentifier(uri=uri), options=types.FormattingOptions(tab_size=2, insert_spaces=True)))
    assert list(edits) == [], "the examples are formatted"
    # A badly laid out copy gets the fewest line edits: only the changed lines, and applied they give the canonical text.
    messy_text = text.replace("  action add ", "        action   add ")
    changed = sum(1 for a, b in zip(messy_text.split("\n"), text.split("\n")) if a != b)
    assert changed >= 1
    messy = open_doc(client, path.parent / "messy-copy.flow", messy_text, version=1)
    await diagnostics_for(client, messy)
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=types.TextDocumentIdentifier(uri=messy), options=types.FormattingOptions(tab_size=2, insert_spaces=True)))
    assert 1 <= len(edits) <= changed
    assert all(e.range.end.line - e.range.start.line <= changed for e in edits), edits
    lines = messy_text.split("\n")
    def offset(pos):
        return sum(len(l) + 1 for l in lines[:pos.line]) + pos.character
    result = messy_text
    for e in sorted(edits, key=lambda e: offset(e.range.start), reverse=True):
        result = result[:offset(e.range.start)] + e.new_text + result[offset(e.range.end):]
    assert result == text
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(
        text_document=types.TextDocumentIdentifier(uri=uri)))
    names = [s.name for s in symbols]
    assert names[:5] == ["app Tasks", "List", "Detail", "NewTask", "ListCoordinator"], names
    list_screen = symbols[1]
    assert [c.name for c in list_screen.children] == ["select", "add"]
    # "start DetailCoordinator(…)" on line 35 (0-based 34): the definition is the coordinator's declaration.
    line = text.split("\n").index("    start DetailCoordinator(taskId: taskId) as present pageSheet then (saved) {")
    loc = await client.text_document_definition_async(types.DefinitionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=line, character=12)))
    target = text.split("\n").index("coordinator DetailCoordinator(taskId: String) -> Bool {")
    assert loc.uri == uri and loc.range.start.line == target
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=line, character=12)))
    assert "coordinator **DetailCoordinator**(taskId: String) -> Bool" in hover.contents.value
    assert "back: nothing declared" in hover.contents.value


async def test_a_half_typed_file_gets_its_errors_and_every_request_an_answer(client: LanguageClient, tmp_path):
    uri = open_doc(client, tmp_path / "half.flow", "app A { launch Main }\nscreen Main {\n  action go(to: \n")
    diags = await diagnostics_for(client, uri)
    assert diags and all(d.source == "transit" for d in diags)
    assert any(d.severity == types.DiagnosticSeverity.Error for d in diags)
    doc = types.TextDocumentIdentifier(uri=uri)
    assert await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=doc, options=types.FormattingOptions(tab_size=2, insert_spaces=True))) is None
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc))
    assert isinstance(symbols, list)
    hover = await client.text_document_hover_async(types.HoverParams(text_document=doc, position=types.Position(line=2, character=4)))
    assert hover is None


async def test_completion_folding_references_rename_and_quick_fixes(client: LanguageClient, tmp_path):
    text = ("app A { launch Main }\n"
            "enum Mode { case fast, slow }\n"
            "screen Home(mode: Mode) {\n  action go\n  action stay\n}\n"
            "screen Next {}\n"
            "coordinator Main {\n  root Home(mode: .fast) withNavigation\n  on Home.go { push Next }\n}\n")
    uri = open_doc(client, tmp_path / "c.flow", text)
    await diagnostics_for(client, uri)
    doc = types.TextDocumentIdentifier(uri=uri)

    async def complete(line, character):
        r = await client.text_document_completion_async(types.CompletionParams(text_document=doc, position=types.Position(line=line, character=character)))
        return [i.label for i in (r.items if hasattr(r, "items") else r)]

    # After "Home." on "  on Home.go { push Next }" (line 9): the screen's actions.
    assert await complete(9, 10) == ["go", "stay"]
    # After "(mode: ." on line 8: the enum cases.
    assert {"fast", "slow"} <= set(await complete(8, 19))
    # At the top level: declaration keywords; inside a body: statements and names.
    top = await complete(11, 0)
    assert "screen" in top and "coordinator" in top and "push" not in top
    inside = await complete(9, 2)
    assert "push" in inside and "Next" in inside and "screen" not in inside

    folds = await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=doc))
    assert [(f.start_line, f.end_line) for f in folds] == [(2, 4), (7, 9)]

    refs = await client.text_document_references_async(types.ReferenceParams(
        text_document=doc, position=types.Position(line=6, character=8), context=types.ReferenceContext(include_declaration=True)))
    assert sorted((r.range.start.line, r.range.start.character) for r in refs) == [(6, 7), (9, 20)]

    edit = await client.text_document_rename_async(types.RenameParams(text_document=doc, position=types.Position(line=6, character=8), new_name="Details"))
    assert sorted((e.range.start.line, e.new_text) for e in edit.changes[uri]) == [(6, "Details"), (9, "Details")]
    for bad in ["Home", "push", "9lives"]:
        try:
            await client.text_document_rename_async(types.RenameParams(text_document=doc, position=types.Position(line=6, character=8), new_name=bad))
            assert False, f"renaming to {bad} was accepted"
        except Exception as e:  # the server answers with an error
            assert "already used" in str(e) or "not a name" in str(e), str(e)

    # A misspelt name: the checker's fix-it as a quick fix.
    broken = text.replace("push Next", "push Nxt")
    uri2 = open_doc(client, tmp_path / "d.flow", broken)
    await diagnostics_for(client, uri2)
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri2),
        range=types.Range(start=types.Position(line=9, character=0), end=types.Position(line=9, character=30)),
        context=types.CodeActionContext(diagnostics=[])))
    assert len(actions) == 1 and actions[0].title == "replace 'Nxt' with 'Next'"
    change = actions[0].edit.changes[uri2][0]
    assert change.new_text == "Next" and change.range.start == types.Position(line=9, character=20)


async def test_hover_on_a_statement_and_workspace_symbols(client: LanguageClient):
    path = ROOT / "flows/tasks.flow"
    text = path.read_text()
    uri = open_doc(client, path, text)
    await diagnostics_for(client, uri)
    line = next(i for i, l in enumerate(text.split("\n")) if l.strip().startswith("release"))
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=line, character=text.split("\n")[line].index("release") + 2)))
    assert "**`release`**" in hover.contents.value and "drops the child" in hover.contents.value, hover.contents.value
    found = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="detail"))
    assert sorted(s.name for s in found) == ["Detail", "DetailCoordinator"]


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[TRANSIT, "lsp"]))
async def exploring(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=types.ClientCapabilities(), root_uri=ROOT.as_uri(), initialization_options={"explore": True}))
    yield
    await lsp_client.shutdown_session()


async def test_the_explorer_runs_on_save_when_asked(exploring: LanguageClient):
    path = ROOT / "flows/tasks.flow"
    uri = open_doc(exploring, path, path.read_text())
    first = await diagnostics_for(exploring, uri)
    assert all(d.source == "transit" for d in first), "opening does not explore"
    exploring.text_document_did_save(types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    diags = await diagnostics_for(exploring, uri)
    leaks = [d for d in diags if d.source == "transit explore" and d.code == "R301"]
    assert leaks, [(d.source, d.code) for d in diags]
    assert "shortest trace: launch; tap" in leaks[0].message
    assert leaks[0].related_information and leaks[0].related_information[0].message == "1. launch"


async def test_semantic_tokens_say_what_each_word_is(client: LanguageClient, tmp_path):
    text = ('// 画面の流れ 😀\napp A { launch Main }\nenum Mode { case fast }\nscreen Home { action go }\n'
            'coordinator Main {\n  root Home withNavigation\n  on Home.go { log .fast }\n}\n')
    uri = open_doc(client, tmp_path / "s.flow", text)
    await diagnostics_for(client, uri)
    tokens = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(
        text_document=types.TextDocumentIdentifier(uri=uri)))
    legend = ["keyword", "class", "method", "enumMember", "string", "number", "comment", "variable", "operator"]
    lines = text.split("\n")
    decoded, line, char = [], 0, 0
    d = tokens.data
    for k in range(0, len(d), 5):
        line += d[k]
        char = char + d[k + 1] if d[k] == 0 else d[k + 1]
        units = lines[line].encode("utf-16-le")
        decoded.append((units[2 * char:2 * (char + d[k + 2])].decode("utf-16-le"), legend[d[k + 3]]))
    assert decoded[0] == ("// 画面の流れ 😀", "comment")
    assert ("Home", "class") in decoded and ("Main", "class") in decoded and ("Mode", "class") in decoded
    assert ("go", "method") in decoded and ("fast", "enumMember") in decoded
    assert ("screen", "keyword") in decoded and ("log", "keyword") in decoded


async def test_completion_offers_modifiers_entries_and_match_arm_fixes(client: LanguageClient, tmp_path):
    text = ("app A { launch Main }\nenum Choice { case a, b, c }\n"
            "screen Home { action go\n  entry edit(id: String) }\nscreen Pick -> Choice {}\n"
            "coordinator Main {\n  root Home withNavigation\n  on Home.go {\n    present Pick \n    push Home.\n"
            "  }\n}\n")
    uri = open_doc(client, tmp_path / "m.flow", text)
    await diagnostics_for(client, uri)
    doc = types.TextDocumentIdentifier(uri=uri)
    r = await client.text_document_completion_async(types.CompletionParams(text_document=doc, position=types.Position(line=8, character=17)))
    labels = [i.label for i in (r.items if hasattr(r, "items") else r)]
    assert "pageSheet" in labels and "nonDismissible" in labels and "repeatable" not in labels, labels
    r = await client.text_document_completion_async(types.CompletionParams(text_document=doc, position=types.Position(line=9, character=14)))
    labels = [i.label for i in (r.items if hasattr(r, "items") else r)]
    assert labels == ["go", "edit"], labels
    # A match that misses a case: the quick fix adds an empty arm for it.
    broken = ("app A { launch Main }\nenum Choice { case a, b }\nscreen Home { action go }\nscreen Pick -> Choice {}\n"
              "coordinator Main {\n  root Home withNavigation\n  on Home.go {\n    present Pick then (c) {\n"
              "      match c {\n        .a { log \"a\" }\n      }\n    }\n  }\n}\n")
    uri2 = open_doc(client, tmp_path / "n.flow", broken)
    diags = await diagnostics_for(client, uri2)
    assert [d.code for d in diags] == ["T120"]
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri2), range=diags[0].range, context=types.CodeActionContext(diagnostics=diags)))
    assert [a.title for a in actions] == ["add the missing case: .b"]
    edit = actions[0].edit.changes[uri2][0]
    assert edit.new_text == "        .b { }\n" and edit.range.start == types.Position(line=10, character=0)


async def test_carriage_return_line_ends_are_line_ends(client: LanguageClient, tmp_path):
    for name, eol in [("cr.flow", "\r"), ("crlf.flow", "\r\n")]:
        text = eol.join(["app A { launch Main }", "screen Main {", "  action go", "}", "coordinator C {", "  root Nope", "}", ""])
        uri = open_doc(client, tmp_path / name, text)
        diags = await diagnostics_for(client, uri)
        bad = [d for d in diags if d.code == "T101"]
        assert bad and bad[0].range.start == types.Position(line=5, character=7), (name, [(d.code, d.range) for d in diags])
        messy = text.replace("  action go", "      action   go").replace("  root Nope", "root Main")
        uri2 = open_doc(client, tmp_path / ("m" + name), messy)
        await diagnostics_for(client, uri2)
        edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=uri2), options=types.FormattingOptions(tab_size=2, insert_spaces=True)))
        # The whole text is replaced: the edit ends at the last line (after the final line break), column 0.
        assert len(edits) == 1 and edits[0].range.end == types.Position(line=7, character=0), (name, edits)
