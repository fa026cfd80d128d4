// SPDX-License-Identifier: MIT
import TransitEngine
import TransitLanguage
import TransitModel

/// Tab completion by context. Returns nil where a file name is expected (readline completes paths itself).
public enum Completer {
    public static func candidates(session: ShellSession, before: String, word: String) -> [String]? {
        let words = before.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let completingFirst = words.isEmpty || (words.count == 1 && !before.hasSuffix(" "))
        if completingFirst { return CommandSpec.allWords.sorted() }
        guard let spec = CommandSpec.find(words[0]) else { return [] }
        // Index of the word being completed among the arguments.
        let argIndex = before.hasSuffix(" ") ? words.count - 1 : words.count - 2
        let flow = session.history?.engine.flow
        let state = session.viewedState
        switch spec.argument {
        case .file:
            return nil
        case .command:
            return argIndex == 0 ? CommandSpec.all.map(\.name.rawValue) : []
        case .action:
            guard let engine = session.history?.engine, let st = state else { return [] }
            let enabled = engine.enabledEvents(in: st).filter { $0.kind == .action }
            let typed = before.dropFirst(words[0].count).trimmingCharacters(in: .whitespaces)
            if let open = typed.firstIndex(of: "(") ?? (typed.contains(" ") ? typed.firstIndex(of: " ") : nil) {
                // After the action: its argument labels not given yet.
                let path = String(typed[..<open])
                let name = path.split(separator: ".").last.map(String.init) ?? path
                guard let ev = enabled.first(where: { $0.name == name }) else { return [] }
                return ev.parameters.map { $0.name + ":" }.filter { !typed.contains($0) }
            }
            var out: [String] = []
            for ev in enabled {
                let local = [ev.cell, ev.name].compactMap { $0 }.joined(separator: ".")
                let suffix = ev.parameters.isEmpty ? "" : "("
                out.append(local + suffix)
                out.append("\(ev.screen ?? "").\(local)" + suffix)
            }
            return Array(Set(out)).sorted()
        case .appEvent:
            guard let flow else { return [] }
            let typed = before.dropFirst(words[0].count).trimmingCharacters(in: .whitespaces)
            if let open = typed.firstIndex(of: "(") {
                let name = String(typed[..<open])
                return (flow.appEvents[name]?.parameters ?? []).map { $0.name + ":" }.filter { !typed.contains($0) }
            }
            return flow.appEventOrder.map { n in n + ((flow.appEvents[n]?.parameters.isEmpty ?? true) ? "" : "(") }.sorted()
        case .back:
            if argIndex == 0 { return ["cancel", "to"] }
            guard argIndex == 1, words.count >= 2, words[1] == "to", let st = state, let nav = st.visibleNavigation,
                  case .navigation(let stack) = st.controllers[nav]?.kind else { return [] }
            return Array(Set(stack.dropLast().map { st.name(of: $0) })).sorted()
        case .tab:
            guard argIndex == 0, let st = state, let tb = st.visibleTabBar,
                  case .tabBar(_, _, let names, _) = st.controllers[tb]?.kind else { return [] }
            return names
        case .result:
            guard let st = state, let top = st.topScreen, let inst = st.screen(top), let t = flow?.screens[inst.screen]?.resultType,
                  t != .void else { return [] }
            return flow?.sampleValues(of: t).map(\.description) ?? []
        case .breakpoint:
            if argIndex == 0 { return ShellSession.Breakpoint.Kind.allCases.map(\.rawValue) }
            guard argIndex == 1, let kind = ShellSession.Breakpoint.Kind(rawValue: words[1]) else { return [] }
            switch kind {
            case .screen: return flow?.screenOrder ?? []
            case .coordinator: return flow?.coordinatorOrder ?? []
            case .transition: return ShellSession.Breakpoint.transitionKinds
            case .diagnostic: return DiagnosticCode.codes(of: .runtime).map(\.rawValue)
            case .action:
                guard let f = flow else { return [] }
                return f.screenOrder.flatMap { n in (f.screens[n]?.actions ?? []).map { "\(n).\($0.name)" } }
            case .line: return flow?.files.map { String($0.path.split(separator: "/").last ?? "") + ":" } ?? []
            }
        case .expectation:
            if argIndex == 0 { return ShellSession.expectationKinds }
            switch words[1] {
            case "top", "stack", "modals": return flow?.screenOrder ?? []
            case "coordinators", "pending": return flow?.coordinatorOrder ?? []
            case "diagnostic": return DiagnosticCode.codes(of: .runtime).map(\.rawValue)
            case "no": return ["leaks"]
            case "diagnostics": return ["none"]
            case "fails": return CommandSpec.allWords
            case "holds", "violated": return flow?.requirements.map(\.name) ?? []
            default: return []
            }
        case .setting:
            return argIndex == 0 ? ["lifecycle"] : (argIndex == 1 ? ["on", "off"] : [])
        case .number, .none:
            return []
        }
    }
}
