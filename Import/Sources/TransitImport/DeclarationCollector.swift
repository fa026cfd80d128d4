// SPDX-License-Identifier: MIT
import SwiftSyntax

/// Reads one file's type declarations and extensions: inheritance, properties, methods with their bodies.
final class DeclarationCollector: SyntaxVisitor {
    private let file: SwiftFile
    /// Declarations and extensions in the order read; the module merges them by name.
    private(set) var types: [TypeInfo] = []
    /// The types (and extended types) the visitor is inside, outermost first: `Outer.Mode`'s `Outer`.
    private var enclosing: [String] = []

    init(file: SwiftFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }
    override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }
    override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }
    override func visitPost(_ node: ProtocolDeclSyntax) { enclosing.removeLast() }
    override func visitPost(_ node: ExtensionDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        // A SwiftUI representable's `Coordinator` is its UIKit delegate, not a flow's coordinator; several share the
        // name, which would merge them into one.
        if isInRepresentable(Syntax(node)) { enclosing.append(node.name.text); return .skipChildren }
        return add(node.name.text, .class, node.inheritanceClause, node.memberBlock, node.attributes, Syntax(node))
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, .struct, node.inheritanceClause, node.memberBlock, node.attributes, Syntax(node))
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, .enum, node.inheritanceClause, node.memberBlock, node.attributes, Syntax(node))
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, .protocol, node.inheritanceClause, node.memberBlock, node.attributes, Syntax(node))
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // `extension Foo: Bar` adds to Foo; the kind is settled by Foo's own declaration.
        let name = baseTypeName(node.extendedType.trimmedDescription)
        return add(name, nil, node.inheritanceClause, node.memberBlock, node.attributes, Syntax(node))
    }

    /// `typealias PoppableViewController = UIViewController & Poppable`, `typealias X = GenericVC<Model>`: a name for
    /// its first component, so classes deriving from it reach UIKit.
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let target = node.initializer.value.trimmedDescription
        let parts = target.split(separator: "&").map { String(baseTypeName(String($0)).prefix { $0 != "<" }) }
        var info = TypeInfo(name: node.name.text, kind: .class, place: file.place(Syntax(node)))
        info.inherited = parts
        info.isComposition = parts.count > 1
        info.isAlias = true
        info.aliasTarget = target
        info.isSpecialization = target.contains("<")
        types.append(info)
        return .skipChildren
    }

    private func isInRepresentable(_ node: Syntax) -> Bool {
        var current = node.parent
        while let n = current {
            let clause = n.as(StructDeclSyntax.self)?.inheritanceClause ?? n.as(ExtensionDeclSyntax.self)?.inheritanceClause
                ?? n.as(ClassDeclSyntax.self)?.inheritanceClause
            if let clause, clause.inheritedTypes.contains(where: { $0.type.trimmedDescription.hasSuffix("Representable") }) { return true }
            current = n.parent
        }
        return false
    }

    private func add(_ name: String, _ kind: TypeKind?, _ inheritance: InheritanceClauseSyntax?,
                     _ members: MemberBlockSyntax, _ attributes: AttributeListSyntax, _ node: Syntax) -> SyntaxVisitorContinueKind {
        var info = TypeInfo(name: name, kind: kind ?? .class, place: file.place(node))
        info.qualifiedName = (enclosing + [name]).joined(separator: ".")
        info.isNested = !enclosing.isEmpty
        enclosing.append(name)
        // `FinishableCoordinator<OnboardingResult>` derives from `FinishableCoordinator`: generic arguments dropped.
        info.inherited = inheritance?.inheritedTypes.map {
            String(baseTypeName($0.type.trimmedDescription).prefix { $0 != "<" })
        } ?? []
        info.isMain = attributes.contains { ["main", "UIApplicationMain"].contains(attributeName($0)) }
        info.isExtension = kind == nil
        info.nodes = [node]
        for member in members.members {
            let decl = member.decl
            if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
                info.cases += enumCase.elements.map(\.name.text)
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                info.properties += properties(variable)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                info.methods.append(method(function, owner: name))
            } else if let deinitializer = decl.as(DeinitializerDeclSyntax.self) {
                // `deinit { delegate?.didFinish() }`: what a screen tells its owner when it goes away.
                info.methods.append(MethodInfo(name: "deinit", parameters: [], returnType: nil, body: deinitializer.body,
                                               attributes: [], isInitializer: false, isStatic: false,
                                               place: file.place(Syntax(deinitializer)), owner: name))
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                info.methods.append(MethodInfo(
                    name: "init", parameters: parameters(initializer.signature.parameterClause), returnType: nil,
                    body: initializer.body, attributes: initializer.attributes.compactMap(attributeName),
                    isInitializer: true, isStatic: false, place: file.place(Syntax(initializer)), owner: name))
            }
        }
        types.append(info)
        return .visitChildren  // nested types are declarations of their own
    }

    private func properties(_ variable: VariableDeclSyntax) -> [PropertyInfo] {
        let weak = variable.modifiers.contains { $0.name.tokenKind == .keyword(.weak) || $0.name.tokenKind == .keyword(.unowned) }
        return variable.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            let written = binding.typeAnnotation?.type.trimmedDescription
            return PropertyInfo(name: name, typeName: written.map(baseTypeName), initializer: binding.initializer?.value,
                                isWeak: weak, place: file.place(Syntax(binding)), isClosure: written?.contains("->") ?? false,
                                isComputed: binding.accessorBlock != nil, getterResult: binding.accessorBlock.flatMap(getterResult),
                                embedsOnSet: binding.accessorBlock.map { embedsOnSet($0, name) } ?? false,
                                replacesOnSet: binding.accessorBlock.map(removesChild) ?? false,
                                rootsWindowOnSet: binding.accessorBlock.map { rootsWindowOnSet($0, name) } ?? false)
        }
    }

    /// Whether the property's `didSet` (or `set`) adds its new value as a child view controller:
    /// `addChild(content)`, `addChild(newValue)`, `self.addChild(content!)`.
    private func embedsOnSet(_ block: AccessorBlockSyntax, _ name: String) -> Bool {
        guard case .accessors(let list) = block.accessors else { return false }
        for accessor in list where [.keyword(.didSet), .keyword(.set)].contains(accessor.accessorSpecifier.tokenKind) {
            guard let body = accessor.body else { continue }
            for call in body.descendants(FunctionCallExprSyntax.self) {
                let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
                guard callee == "addChild", let first = call.arguments.first?.expression else { continue }
                let argument = BodyTranslator.unwrap(first)
                let given = argument.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? argument.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
                // `if let content { addChild(content) }`: the unwrapped name is the property's.
                if given == name || given == "newValue" { return true }
            }
        }
        return false
    }

    /// Whether the property's `didSet` (or `set`) makes its value the window's root
    /// (`self.window.rootViewController = self.rootViewController`, `window?.rootViewController = newValue`).
    private func rootsWindowOnSet(_ block: AccessorBlockSyntax, _ name: String) -> Bool {
        guard case .accessors(let list) = block.accessors else { return false }
        for accessor in list where [.keyword(.didSet), .keyword(.set)].contains(accessor.accessorSpecifier.tokenKind) {
            guard let body = accessor.body else { continue }
            for a in body.descendants(InfixOperatorExprSyntax.self) where a.operator.is(AssignmentExprSyntax.self) {
                let left = BodyTranslator.unwrap(a.leftOperand).trimmedDescription
                let right = BodyTranslator.unwrap(a.rightOperand).trimmedDescription
                guard left.hasSuffix("rootViewController"), left.lowercased().contains("window") else { continue }
                if right == name || right == "self." + name || right == "newValue" { return true }
            }
        }
        return false
    }

    /// Whether the property's accessors take a child view controller out (`content?.removeFromParent()`).
    private func removesChild(_ block: AccessorBlockSyntax) -> Bool {
        block.descendants(FunctionCallExprSyntax.self).contains { $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "removeFromParent" }
    }

    /// The expression a getter returns when its body is that one expression or one `return`.
    private func getterResult(_ block: AccessorBlockSyntax) -> ExprSyntax? {
        var items: CodeBlockItemListSyntax?
        switch block.accessors {
        case .getter(let list): items = list
        case .accessors(let list): items = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
        guard let items, items.count == 1, let item = items.first?.item else { return nil }
        if let r = item.as(ReturnStmtSyntax.self) { return r.expression }
        return item.as(ExprSyntax.self)
    }

    private func method(_ function: FunctionDeclSyntax, owner: String) -> MethodInfo {
        MethodInfo(name: function.name.text, parameters: parameters(function.signature.parameterClause),
                   returnType: function.signature.returnClause.map { baseTypeName($0.type.trimmedDescription) },
                   body: function.body, attributes: function.attributes.compactMap(attributeName),
                   isInitializer: false,
                   isStatic: function.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) },
                   place: file.place(Syntax(function)), owner: owner)
    }

    private func parameters(_ clause: FunctionParameterClauseSyntax) -> [ParameterInfo] {
        clause.parameters.map { p in
            let first = p.firstName.text
            // `transition: Kind = .push`: the case a call that omits the argument passes.
            let defaultCase = p.defaultValue?.value.as(MemberAccessExprSyntax.self).flatMap { $0.base == nil ? $0.declName.baseName.text : nil }
            return ParameterInfo(name: p.secondName?.text ?? first, label: first == "_" ? nil : first,
                                 typeName: baseTypeName(p.type.trimmedDescription), defaultCase: defaultCase,
                                 isEscaping: p.type.trimmedDescription.hasPrefix("@escaping"), hasDefault: p.defaultValue != nil)
        }
    }
}

func attributeName(_ element: AttributeListSyntax.Element) -> String? {
    if case .attribute(let attribute) = element { return attribute.attributeName.trimmedDescription }
    return nil
}
