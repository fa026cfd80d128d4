// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
import TransitExplorer
import TransitModel

/// Writes an explorer finding's trace as a UI test for the real app: an XCUITest case or a Maestro flow that does
/// what the trace does and waits, after each event, for the screen the simulator shows on top.
///
/// The app is found through accessibility identifiers (docs/export.md): a screen's root view is identified by
/// the screen's name; a control by `Screen.action` (`Screen.Cell.action` in a cell), followed by its argument
/// values for actions with arguments (`Filter.choose.recent`); tabs by the tab's name; app events and links are
/// opened as `SCHEME://NAME?arg=value`.
public enum UITestSkeleton {
    public enum Kind: String, CaseIterable, Sendable {
        case xcuitest, maestro
        public var fileExtension: String { self == .xcuitest ? "swift" : "yaml" }
    }

    /// One event, what it asks of the app, and the screen on top after it.
    struct Step {
        var event: Event
        var top: String?
        var alert: Bool
    }

    static func steps(_ f: Explorer.Finding, engine: Engine) -> [Step] {
        var state = SimState()
        var out: [Step] = []
        for e in f.trace {
            if let t = try? engine.apply(e, to: state, snapshots: false) { state = t.state }
            let top = state.topScreen.flatMap { state.screen($0)?.screen }
            out.append(Step(event: e, top: top, alert: state.topAlert != nil))
        }
        return out
    }

    /// The accessibility identifier of the control an action event taps.
    public static func identifier(_ e: Event) -> String? {
        guard case .action(let s, let c, let n, let args) = e else { return nil }
        let values = args.sorted { $0.key < $1.key }.map { value($0.value) }
        return ([s, c, n].compactMap { $0 } + values).joined(separator: ".")
    }

    /// A value as it appears in identifiers and links: enum cases without the dot, strings and ids as they are.
    static func value(_ v: Value) -> String {
        switch v {
        case .string(let s), .model(_, let s): s
        case .enumCase(_, let n), .errorCase(_, let n): n
        default: v.description
        }
    }

    public static func link(_ e: Event, scheme: String) -> String? {
        guard case .appEvent(let n, let args) = e else { return nil }
        // Built by hand: a URL host would be IDNA-encoded (開く → xn--…), and the app routes on the event's name.
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        func encode(_ s: String) -> String { s.addingPercentEncoding(withAllowedCharacters: allowed) ?? s }
        let query = args.sorted { $0.key < $1.key }.map { encode($0.key) + "=" + encode(value($0.value)) }.joined(separator: "&")
        return "\(scheme)://\(encode(n))" + (query.isEmpty ? "" : "?" + query)
    }

    /// A name made of ASCII letters, digits and underscores, for types, functions and files.
    static func identifierSafe(_ s: String) -> String {
        String(s.unicodeScalars.map { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) ? Character($0) : "_" })
    }

    /// The file's name without extension; for XCUITest also the test class's name.
    static func baseName(_ n: Int, _ f: Explorer.Finding, prefix: String, kind: Kind) -> String {
        let base = String((prefix + "-" + TraceScript.fileName(n, f)).dropLast(".transit".count))
        return kind == .xcuitest ? "Transit_" + identifierSafe(base) : base
    }

    public static func fileName(_ n: Int, _ f: Explorer.Finding, prefix: String, kind: Kind) -> String {
        baseName(n, f, prefix: prefix, kind: kind) + "." + kind.fileExtension
    }

    public static func text(for f: Explorer.Finding, index: Int, prefix: String, flowPath: String, engine: Engine, kind: Kind, scheme: String) -> String {
        let steps = steps(f, engine: engine)
        switch kind {
        case .xcuitest:
            return xcuitest(f, steps, name: baseName(index, f, prefix: prefix, kind: kind), flowPath: flowPath, scheme: scheme,
                            requirement: requirement(of: f, engine.flow))
        case .maestro: return maestro(f, steps, flowPath: flowPath, scheme: scheme, requirement: requirement(of: f, engine.flow))
        }
    }

    /// A Swift string literal: the flow language spells strings as Swift does.
    static func swiftString(_ s: String) -> String { Value.quoted(s) }

    /// A comment line's text: no line breaks, nothing that ends or opens a comment.
    static func commentText(_ s: String) -> String {
        String(s.map { $0.isNewline ? " " : $0 }).replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "/*", with: "/ *")
    }

    /// The requirement an X405 finding breaks.
    static func requirement(of f: Explorer.Finding, _ flow: Flow) -> Requirement? {
        guard f.code == .requirementViolated else { return nil }
        return flow.requirements.first { $0.name == f.subject }
    }

    /// What must hold at the end of the trace once the bug is fixed, for `always`, `never` and `after`: nil for the
    /// others (no single state shows them).
    static func mustHold(_ r: Requirement) -> StatePredicate? {
        switch r.kind {
        case .always(let p), .after(_, let p): p
        case .never(let p): .not(p)
        case .reachable, .reach: nil
        }
    }

    /// The predicate as XCUITest can see it (a screen on screen by its root view's identifier); nil when it asks
    /// what the UI does not show (coordinators, counts, variables).
    static func xctest(_ p: StatePredicate) -> String? {
        switch p {
        case .top(let s), .shown(let s), .presented(let s?): "element(\(swiftString(s))).exists"
        case .literal(let b): b ? "true" : "false"
        case .not(let q): xctest(q).map { "!(\($0))" }
        case .and(let a, let b): xctest(a).flatMap { x in xctest(b).map { "(\(x) && \($0))" } }
        case .or(let a, let b): xctest(a).flatMap { x in xctest(b).map { "(\(x) || \($0))" } }
        default: nil
        }
    }

    static func xcuitest(_ f: Explorer.Finding, _ steps: [Step], name: String, flowPath: String, scheme: String,
                         requirement: Requirement? = nil) -> String {
        var body: [String] = []
        for s in steps {
            body.append("// " + commentText(ShellSession.command(for: s.event)))
            switch s.event {
            case .launch: body.append("app.launch()")
            case .launchWith(let values):
                // The launch state as launch arguments: `-name value` is read by UserDefaults' argument domain.
                let args = values.sorted { $0.key < $1.key }.flatMap { ["-" + $0.key, ShellSession.userText($0.value)] }
                body.append("app.launchArguments += [" + args.map(swiftString).joined(separator: ", ") + "]")
                body.append("app.launch()")
            case .action:
                body.append("element(\(swiftString(identifier(s.event) ?? ""))).tap()")
            case .back: body.append("tapBackButton()")
            case .backTo(let screen): body.append("longPressBackButton(thenPick: \(swiftString(screen)))")
            case .backCancelled: body.append("edgeSwipe(to: 0.3)")
            case .swipe: body.append("swipeDownSheet()")
            case .selectTab(let t):
                switch t {
                case .name(let n): body.append("app.tabBars.buttons[\(swiftString(n))].tap()")
                case .index(let i): body.append("app.tabBars.buttons.element(boundBy: \(i)).tap()")
                }
            case .appEvent:
                body.append("app.open(URL(string: \(swiftString(link(s.event, scheme: scheme) ?? "")))!)")
            case .finish(let screen, _):
                body.append("// \(commentText(screen ?? "the top screen")) finishes by itself (a reply, a timer): nothing to tap")
            }
            if s.alert { body.append("XCTAssertTrue(app.alerts.firstMatch.waitForExistence(timeout: timeout))") }
            else if let top = s.top { body.append("waitForScreen(\(swiftString(top)))") }
        }
        var out = """
        // Generated by `transit check --explore --emit-tests` from \(commentText(flowPath)).
        // \(commentText(f.code.rawValue)): \(commentText(f.message))
        // Replays the shortest trace that shows it and checks, after each event, the screen the simulator shows.
        // Identifiers (docs/export.md): a screen's root view is its name, a control is Screen.action.
        import XCTest

        final class \(name): XCTestCase {
            let app = XCUIApplication()
            let timeout: TimeInterval = 5

            func testReplaysTrace() throws {

        """
        for line in body { out += "        " + line + "\n" }
        if let r = requirement {
            out += "        // Requirement '\(commentText(r.name))' (\(commentText(r.summary))) is broken here.\n"
            if let p = mustHold(r), let check = xctest(p) {
                out += "        XCTAssertTrue(\(check), \(swiftString("requirement " + r.name)))   // fails until the app is fixed\n"
            } else {
                out += "        // What it asks is not on screen (coordinators, counts, variables or later events): check it in the app's code.\n"
            }
        } else {
            out += "        // The finding itself (\(commentText(f.code.rawValue))) is about object lifetimes or reachability, not pixels:\n"
            out += "        // confirm it here with the Memory Graph debugger or a deinit expectation.\n"
        }
        out += """
            }

            func element(_ id: String) -> XCUIElement { app.descendants(matching: .any)[id].firstMatch }

            func waitForScreen(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
                XCTAssertTrue(element(name).waitForExistence(timeout: timeout), "expected \\(name) on screen", file: file, line: line)
            }

            func tapBackButton() { app.navigationBars.buttons.element(boundBy: 0).tap() }

            func longPressBackButton(thenPick title: String) {
                app.navigationBars.buttons.element(boundBy: 0).press(forDuration: 1.0)
                app.buttons[title].firstMatch.tap()
            }

            func edgeSwipe(to x: CGFloat) {
                let start = app.coordinate(withNormalizedOffset: CGVector(dx: 0.01, dy: 0.5))
                start.press(forDuration: 0.05, thenDragTo: app.coordinate(withNormalizedOffset: CGVector(dx: x, dy: 0.5)))
            }

            func swipeDownSheet() {
                let start = app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.15))
                start.press(forDuration: 0.05, thenDragTo: app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.98)))
            }
        }

        """
        return out
    }

    /// YAML's double-quoted scalar (JSON's escapes are YAML's too).
    static func yamlString(_ s: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [s], options: [.withoutEscapingSlashes])) ?? Data("[\"\"]".utf8)
        let json = String(decoding: data, as: UTF8.self)
        return String(json.dropFirst().dropLast())
    }

    /// Maestro matches ids and texts as regular expressions: metacharacters are escaped to match literally.
    static func regex(_ s: String) -> String {
        var out = ""
        for ch in s {
            if "\\^$.|?*+()[]{}".contains(ch) { out.append("\\") }
            out.append(ch)
        }
        return out
    }

    static func maestro(_ f: Explorer.Finding, _ steps: [Step], flowPath: String, scheme: String, requirement: Requirement? = nil) -> String {
        var out = """
        # Generated by `transit check --explore --emit-tests` from \(commentText(flowPath)).
        # \(commentText(f.code.rawValue)): \(commentText(f.message))
        # Replays the shortest trace that shows it; run with: maestro test -e APP_ID=your.bundle.id FILE
        appId: ${APP_ID}
        ---

        """
        func wait(_ id: String) {
            out += "- extendedWaitUntil:\n    visible:\n      id: \(yamlString(regex(id)))\n    timeout: 5000\n"
        }
        for s in steps {
            out += "# " + commentText(ShellSession.command(for: s.event)) + "\n"
            switch s.event {
            case .launch: out += "- launchApp\n"
            case .launchWith(let values):
                out += "- launchApp:\n    arguments:\n"
                for (k, v) in values.sorted(by: { $0.key < $1.key }) { out += "      \(k): \(yamlString(ShellSession.userText(v)))\n" }
            case .action: out += "- tapOn:\n    id: \(yamlString(regex(identifier(s.event) ?? "")))\n"
            // `- back` does nothing on iOS: an edge swipe is the gesture every navigation stack answers.
            case .back: out += "- swipe:\n    start: 2%, 50%\n    end: 80%, 50%\n"
            case .backCancelled: out += "- swipe:\n    start: 2%, 50%\n    end: 30%, 50%\n"
            case .backTo(let screen):
                out += "- longPressOn:\n    point: 8%, 8%\n- tapOn: \(yamlString(regex(screen)))\n"
            case .swipe: out += "- swipe:\n    start: 50%, 15%\n    end: 50%, 98%\n"
            case .selectTab(let t):
                switch t {
                case .name(let n): out += "- tapOn:\n    id: \(yamlString(regex(n)))\n"
                case .index(let i): out += "- tapOn:\n    id: \(yamlString(regex("tab.\(i)")))\n"
                }
            case .appEvent: out += "- openLink: \(yamlString(link(s.event, scheme: scheme) ?? ""))\n"
            case .finish(let screen, _):
                out += "# \(commentText(screen ?? "the top screen")) finishes by itself (a reply, a timer): nothing to tap\n"
            }
            if !s.alert, let top = s.top { wait(top) }
        }
        if let r = requirement {
            out += "# Requirement '\(commentText(r.name))' (\(commentText(r.summary))) is broken here; this step fails until the app is fixed.\n"
            switch mustHold(r) {
            case .top(let s)?, .shown(let s)?, .presented(let s?)?: out += "- assertVisible:\n    id: \(yamlString(regex(s)))\n"
            case .not(.top(let s))?, .not(.shown(let s))?, .not(.presented(let s?))?: out += "- assertNotVisible:\n    id: \(yamlString(regex(s)))\n"
            default: out += "# What it asks is not one screen on screen: check it in the app's code.\n"
            }
            return out
        }
        out += "# The finding itself (\(commentText(f.code.rawValue))) is about object lifetimes or reachability, not pixels.\n"
        return out
    }
}
