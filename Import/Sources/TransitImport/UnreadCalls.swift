// SPDX-License-Identifier: MIT
import SwiftSyntax

/// UIKit navigation calls written anywhere in the app, found by their shape alone (`pushViewController(_:animated:)`,
/// `present(_:animated:)`, `performSegue(withIdentifier:sender:)`…), whether or not the draft reads the code they are
/// in. The report counts the ones the draft never read, by the type they are in, so that its percentage is of the
/// app's navigation and not only of the navigation the importer recognised.
enum UnreadCalls {
    /// (place, call name, enclosing type) for every call of UIKit's navigation shape.
    static func scan(_ file: SwiftFile) -> [(place: SourcePlace, call: String, owner: String)] {
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(file.tree)
        return visitor.calls.map { (file.place($0.call), $0.name, owner(of: $0.call)) }
    }

    /// (place, modifier, enclosing type) for every SwiftUI navigation modifier and `NavigationLink`: those the draft's
    /// SwiftUI screens do not hold (in a `ViewModifier`, a view no drafted screen shows or embeds) are not read.
    static func scanSwiftUI(_ file: SwiftFile) -> [(place: SourcePlace, call: String, owner: String)] {
        let visitor = SwiftUIVisitor(viewMode: .sourceAccurate)
        visitor.walk(file.tree)
        // A modifier's place is its name's line (`.sheet(…)` below the view it modifies), as the draft says it.
        return visitor.calls.map { (file.place($0.call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax($0.call)), $0.name, owner(of: $0.call)) }
    }

    private final class SwiftUIVisitor: SyntaxVisitor {
        var calls: [(call: FunctionCallExprSyntax, name: String)] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let labels = Set(node.arguments.compactMap { $0.label?.text })
            if let m = node.calledExpression.as(MemberAccessExprSyntax.self), m.base != nil {
                let name = m.declName.baseName.text
                let presents = ["sheet", "fullScreenCover", "confirmationDialog", "alert"].contains(name) && !labels.isDisjoint(with: ["isPresented", "item"])
                let destination = name == "navigationDestination" && !labels.isDisjoint(with: ["for", "isPresented", "item"])
                if presents || destination { calls.append((node, name)) }
            } else if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NavigationLink" {
                calls.append((node, "NavigationLink"))
            }
            return .visitChildren
        }
    }

    /// Visits calls only (a walk that collects every node's children was a tenth of a large app's import).
    private final class Visitor: SyntaxVisitor {
        var calls: [(call: FunctionCallExprSyntax, name: String)] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = UnreadCalls.navigationName(node), !UnreadCalls.showsParameter(node) { calls.append((node, name)) }
            return .visitChildren
        }
    }

    /// The UIKit method a call has the shape of, by name and argument labels, or nil.
    fileprivate static func navigationName(_ call: FunctionCallExprSyntax) -> String? {
        guard let name = call.calledExpression.calleeName else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        switch name {
        case "pushViewController", "setViewControllers", "popToViewController":
            return labels.count == 2 && labels[0] == "_" && labels[1] == "animated" ? name : nil
        case "present":
            return labels.count >= 2 && labels[0] == "_" && labels[1] == "animated" ? name : nil
        case "dismiss":
            return labels.first == "animated" && labels.allSatisfy({ ["animated", "completion"].contains($0) }) ? name : nil
        case "popViewController", "popToRootViewController":
            return labels == ["animated"] ? name : nil
        case "performSegue":
            return labels == ["withIdentifier", "sender"] ? name : nil
        case "showDetailViewController", "show":
            return labels == ["_", "sender"] ? name : nil
        default:
            return nil
        }
    }

    /// `func push(_ vc: UIViewController) { nav.pushViewController(vc, animated: true) }`: a wrapper's own body
    /// shows whatever its callers pass; its call sites are what count.
    fileprivate static func showsParameter(_ call: FunctionCallExprSyntax) -> Bool {
        guard let first = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        var node = call.parent
        while let n = node {
            if let f = n.as(FunctionDeclSyntax.self) {
                return f.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == first }
            }
            node = n.parent
        }
        return false
    }

    /// The type a call is written in (a nested type's own name), or "top level".
    private static func owner(of call: FunctionCallExprSyntax) -> String {
        var node = call.parent
        while let n = node {
            if let c = n.as(ClassDeclSyntax.self) { return c.name.text }
            if let s = n.as(StructDeclSyntax.self) { return s.name.text }
            if let e = n.as(EnumDeclSyntax.self) { return e.name.text }
            if let e = n.as(ExtensionDeclSyntax.self) { return e.extendedType.trimmedDescription }
            node = n.parent
        }
        return "top level"
    }
}
