// SPDX-License-Identifier: MIT
import Foundation
import SwiftSyntax

/// The app's launch: what the app or scene delegate starts or makes the window's root.
extension DraftBuilder {
    // MARK: launch

    enum Launch { case coordinator(String, SourcePlace), destination(Destination, SourcePlace), none }

    func findLaunch() -> Launch {
        if case .coordinator(let c, let p) = findStartedCoordinator() { return .coordinator(c, p) }
        return findWindowRoot()
    }

    /// The coordinator the app or scene delegate starts. A test double (`TestAppCoordinator` under a launch argument)
    /// is passed over when a real one is started too; of several, the last started is the one that stays.
    func findStartedCoordinator() -> Launch {
        var found: [(String, SourcePlace)] = []
        for t in module.launchTypes {
            for m in t.methods where m.body != nil {
                let scope = Scope(owner: t.name, method: m)
                for call in Syntax(m.body!).descendants(FunctionCallExprSyntax.self) {
                    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text.lowercased().hasPrefix("start"),
                          let base = member.base, case .coordinator(let c) = resolver.resolve(base, in: scope) else { continue }
                    found.append((c, translator.place(call)))
                }
            }
        }
        let testLike = ["Test", "Mock", "Stub", "Fake", "Preview", "UITest"]
        let real = found.filter { f in !testLike.contains { f.0.contains($0) } }
        guard let chosen = (real.isEmpty ? found : real).last else { return .none }
        return .coordinator(chosen.0, chosen.1)
    }

    func findWindowRoot() -> Launch {
        for t in module.launchTypes {
            for m in t.methods where m.body != nil {
                let scope = Scope(owner: t.name, method: m)
                for x in Syntax(m.body!).descendants(InfixOperatorExprSyntax.self) where x.operator.is(AssignmentExprSyntax.self) {
                    guard x.leftOperand.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "rootViewController" else { continue }
                    return .destination(resolver.resolve(x.rightOperand, in: scope), translator.place(x))
                }
            }
            // `window?.rootViewController as! UINavigationController` (often a computed property): the storyboard's
            // initial controller.
            for node in t.nodes {
                for cast in node.descendants(AsExprSyntax.self) {
                    guard cast.expression.trimmedDescription.hasSuffix("rootViewController") else { continue }
                    let type = baseTypeName(cast.type.trimmedDescription)
                    if module.isNavigationController(type) { return .destination(.navigation(nil), translator.place(cast)) }
                    if let d = resolver.destination(ofType: type) { return .destination(d, translator.place(cast)) }
                }
            }
        }
        return .none
    }

    mutating func writeApp(_ launch: Launch, coordinators: [TypeInfo], screens: [TypeInfo], into out: inout FlowText) {
        out.open("app \(identifier(appName))")
        switch launch {
        case .coordinator(let c, let place):
            let inputs = coordinatorInputs(c)
            if inputs.isEmpty { out.line("launch \(flowName(c))", from: place) } else {
                out.todo("the app delegate's values for \(inputs.map(\.name).joined(separator: ", ")) are not read; each takes its first case", at: place)
                out.line("launch \(flowName(c))(\(inputs.map { "\($0.name): .\($0.cases[0])" }.joined(separator: ", ")))", from: place)
            }
        case .destination(let d, let place):
            if let (target, nav) = tabTarget(d, at: place) { out.line("launch \(target)\(nav ? " withNavigation" : "")", from: place) }
            else { fallbackLaunch(coordinators, screens, reason: "the window's root is \(describe(d))", at: place, into: &out) }
        case .none: fallbackLaunch(coordinators, screens, reason: "no app or scene delegate sets the window's root or starts a coordinator", at: nil, into: &out)
        }
        out.close()
    }

    mutating func fallbackLaunch(_ coordinators: [TypeInfo], _ screens: [TypeInfo], reason: String, at place: SourcePlace?, into out: inout FlowText) {
        // A flow needs one launch: the first coordinator nobody starts, else the first screen, marked as chosen.
        let started = Set(translator.findings.calls.values.filter { $0.call.lowercased().hasPrefix("start") }.map(\.detail))
        if let c = coordinators.first(where: { !started.contains($0.name) }) ?? coordinators.first {
            out.todo("\(reason); launching \(flowName(c.name)), the first coordinator nothing starts", at: place)
            out.line("launch \(flowName(c.name))")
        } else if let s = screens.first {
            out.todo("\(reason); launching \(flowName(s.name)), the first screen read", at: place)
            out.line("launch \(flowName(s.name))")
        } else {
            out.todo("\(reason), and the source declares no view controller", at: place)
            out.line("launch UINavigationController")
        }
    }
}
