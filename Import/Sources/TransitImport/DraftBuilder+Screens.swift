// SPDX-License-Identifier: MIT
import Foundation
import SwiftSyntax

/// What a screen or coordinator declares besides its bodies: flags, inputs, UIKit delegate hooks.
extension DraftBuilder {
    // MARK: screens

    /// A screen's methods with those it inherits from the app's own view controller classes: a subclass runs what
    /// its base defines and it does not override (`HomeViewController` pushes what
    /// `BaseExploreViewController.displayCourseInfo` pushes), and a base's lifecycle method when the override calls
    /// `super`. Inherited methods are read as the subclass's own (`self` is the subclass).
    func screenMethods(_ type: TypeInfo) -> [MethodInfo] {
        var result = type.methods
        var defined = Set(type.methods.map(\.name))
        // Names whose nearest definition so far calls `super.name(…)`: the next base's body runs too.
        var callsSuper = Set(type.methods.filter { Self.callsSuper($0) }.map(\.name))
        for ancestor in module.ancestry(of: type.name) {
            guard let base = module[ancestor], base.kind == .class, !base.isAlias, module.isScreen(ancestor) else { continue }
            for var m in base.methods where !m.isInitializer && !m.isStatic && m.body != nil {
                guard !defined.contains(m.name) || callsSuper.contains(m.name) && BodyTranslator.appearanceMethods.contains(m.name) else { continue }
                m.owner = type.name
                result.append(m)
            }
            for m in base.methods where !m.isInitializer {
                if !defined.contains(m.name) || callsSuper.contains(m.name) {
                    if Self.callsSuper(m) { callsSuper.insert(m.name) } else { callsSuper.remove(m.name) }
                }
                defined.insert(m.name)
            }
        }
        return result
    }

    private static func callsSuper(_ m: MethodInfo) -> Bool {
        guard let body = m.body else { return false }
        return Syntax(body).descendants(MemberAccessExprSyntax.self).contains {
            $0.base?.is(SuperExprSyntax.self) == true && $0.declName.baseName.text == m.name
        }
    }

    /// Methods of a screen called from its other methods: helpers, inlined where called.
    func calledInternally(_ methods: [MethodInfo]) -> Set<String> {
        var result: Set<String> = []
        let names = Set(methods.map(\.name))
        for m in methods {
            guard let body = m.body else { continue }
            for call in Syntax(body).descendants(FunctionCallExprSyntax.self) {
                if let name = call.calledExpression.ownCalleeName, names.contains(name), name != m.name { result.insert(name) }
            }
        }
        return result
    }

    mutating func screenInputs(_ type: TypeInfo) -> [(name: String, type: String, place: SourcePlace)] {
        guard let initializer = type.initializers.first(where: { i in !i.parameters.contains { $0.label == "coder" || $0.name == "coder" } && !i.parameters.isEmpty }) else { return [] }
        var result: [(String, String, SourcePlace)] = []
        for p in initializer.parameters {
            let t = baseTypeName(p.typeName)
            guard t.range(of: "^[A-Za-z_][A-Za-z0-9_]*$", options: .regularExpression) != nil, !p.name.hasPrefix("_") else { continue }
            let flowType: String
            switch t {
            case "String", "Int", "Bool": flowType = t
            default:
                // Services, coordinators and view models are dependencies, not what the screen shows.
                if module.isCoordinator(t) || module.isScreen(t) || module[t]?.kind == .protocol { continue }
                if ["Double", "Float", "CGFloat", "Date", "URL", "UUID", "Data"].contains(t) || module[t] != nil { flowType = identifier(t) } else { continue }
                if flowType != identifier(t) { continue }
                if module[t]?.kind == .class, !t.hasSuffix("Model") && !t.hasSuffix("Item") { continue }
                if t.hasSuffix("ViewModel") || t.hasSuffix("Presenter") || t.hasSuffix("Interactor") { continue }
                // An enum of the app is the flow's enum (the same name may be a coordinator's input or launch state:
                // a model of that name too would be declared twice).
                if let info = module[t], info.kind == .enum, !info.cases.isEmpty {
                    if declaredEnums.insert(t).inserted {
                        enumsText.line(enumDeclaration(t, info.cases), from: info.place)
                    }
                } else {
                    models.insert(flowType)
                }
            }
            result.append((p.name, flowType, initializer.place))
        }
        return result
    }

    /// View models and presenters, each with the screen it serves: a type a screen holds in a stored property, or
    /// that a coordinator makes and gives to a screen or hosted SwiftUI view, that talks to a coordinator (a property
    /// typed as one, or as a protocol one adopts).
    func viewModelScreens() -> [String: String] {
        func talksToCoordinator(_ type: String) -> Bool {
            guard let t = module[type], !t.isExtension, t.kind == .class || t.kind == .struct, !module.isScreen(type), !module.isCoordinator(type),
                  module.uikitBase(of: type) == nil else { return false }
            return t.properties.contains { p in
                guard let written = p.typeName else { return false }
                // `(HolderCoordinatorDelegate & OpenUrlProtocol)?`: any part of a composition.
                return compositionParts(written).contains { pt in
                    module.isCoordinator(pt) || module[pt]?.kind == .protocol && module.conformers(of: pt).contains(where: module.isCoordinator)
                }
            }
        }
        var result: [String: String] = [:]
        for s in module.all where module.isScreen(s.name) {
            for p in s.properties where !p.isComputed {
                // (`var viewModel: LoadingViewModel!`: the type, not how it is unwrapped.)
                guard let t = p.typeName.map(baseTypeName), result[t] == nil, talksToCoordinator(t) else { continue }
                result[t] = s.name
            }
        }
        // Made by a coordinator or by a builder it calls (`SplashModuleBuilder.build(coordinator: self)`).
        for c in module.all where !module.isScreen(c.name) {
            for m in c.methods where m.body != nil {
                let scope = Scope(owner: c.name, method: m)
                for call in Syntax(m.body!).descendants(FunctionCallExprSyntax.self) {
                    guard let t = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, result[t] == nil, talksToCoordinator(t),
                          let screen = translator.screenGiven(call, in: Syntax(m.body!), scope) else { continue }
                    result[t] = screen
                }
            }
        }
        return result
    }

    func defaultValue(_ type: String) -> String {
        if let info = module[type], info.kind == .enum, let first = info.cases.first, declaredEnums.contains(type) { return "." + identifier(first) }
        switch type { case "Int": return "0"; case "Bool": return "false"; default: return "\"\"" }
    }

    /// `tableView(_:didSelectRowAt:)` → `tableViewDidSelectRowAt`: a delegate callback is named by its label.
    func actionName(_ method: MethodInfo) -> String {
        if method.parameters.count >= 2, method.parameters[0].label == nil, let label = method.parameters[1].label {
            return identifier(method.name + label.prefix(1).uppercased() + label.dropFirst())
        }
        return identifier(method.name)
    }
}
