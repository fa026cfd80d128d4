// SPDX-License-Identifier: MIT
import SwiftSyntax

/// What names mean inside one method body: its parameters, and the values its `let`/`var`/`if let`/`guard let`
/// bindings were given. Closures nested in the body are not entered: their bindings are their own.
struct Scope {
    var owner: String
    var parameters: [String: Int] = [:]
    /// Each parameter's written type.
    var parameterTypes: [String: String] = [:]
    /// Every value each name is given in the body, in source order.
    var bindings: [String: [ExprSyntax]] = [:]
    /// The first value of each name (whether a name is a local at all).
    var locals: [String: ExprSyntax] { bindings.compactMapValues(\.first) }

    /// The value a name has where it is used: the last one given before that point, else the first.
    func local(_ name: String, at use: some SyntaxProtocol) -> ExprSyntax? {
        guard let values = bindings[name] else { return nil }
        // `let vc: UIViewController; switch route { case .a: vc = A() … }`: not the arms a known case skips.
        let possible = cases.isEmpty ? values : values.filter { !isInUntakenArm($0) }
        return possible.last { $0.position < use.position } ?? possible.first ?? values.first
    }
    /// Names the body declares with `let` or `var` (not those it only assigns).
    var declaredLocals: Set<String> = []
    /// Each local's written type (`let vc: LoginViewController = .instantiate()`).
    var localTypes: [String: String] = [:]
    /// `let (coordinator, module) = factory.make()`: each name is an element of what the call returns.
    var tupleElements: [String: (ExprSyntax, Int)] = [:]
    /// `vc.modalPresentationStyle = .fullScreen` and the like, by local name.
    var modifiers: [String: [String]] = [:]
    /// The body is a coordinator's entry (its `start`, whatever the Swift calls it): its enum parameters are inputs.
    var isEntry = false
    /// The method the body is (a closure's scope keeps its method's).
    var methodName: String?
    /// A closure's body: code that runs later (a tap, a completion), not where the closure is written.
    var inClosure = false
    /// Names known to hold one enum case here (`navigate(to: .settings)` read for that call): a `switch` on them
    /// takes that case's arm.
    var cases: [String: String] = [:]
    /// Closures the caller passed for parameters the body calls (`onContinue?()`): they run there, in the caller's scope.
    var passedClosures: [String: PassedClosure] = [:]
    /// Functions declared inside the body, by name: a call to one runs it, not the type's method of that name.
    var nestedFunctions: [String: CodeBlockSyntax] = [:]
    /// What is appended to a local array, in source order (`controllers.append(x)`, `controllers += [y]`): the tabs
    /// of `viewControllers = controllers`.
    var appended: [String: [ExprSyntax]] = [:]

    /// The elements an array expression holds where it is used: a literal's, or a local's literal plus what was
    /// appended to it before that point. nil when it is not an array the body builds.
    func arrayElements(_ expr: ExprSyntax) -> [ExprSyntax]? {
        if let array = expr.as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
        guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text, parameters[name] == nil,
              let values = bindings[name] else { return nil }
        // `var tabs = [UIViewController](); … tabs = [a, b, c]`: the array literal last given before the use.
        let given = values.first?.as(ArrayExprSyntax.self) != nil ? values.first
            : values.last { $0.position < expr.position && $0.is(ArrayExprSyntax.self) && !isInUntakenArm($0) }
        // `var controllers = [UIViewController]()` (or `Array<UIViewController>()`), then `append`s: empty at first.
        if given == nil, let first = values.first, Self.isEmptyArrayMade(first) {
            return (appended[name] ?? []).filter { $0.position < expr.position && $0.position > first.position && !$0.isForOlderOS }
        }
        guard let array = given?.as(ArrayExprSyntax.self) else { return nil }
        let later = (appended[name] ?? []).filter { $0.position < expr.position && $0.position > array.position && !$0.isForOlderOS }
        let elements = array.elements.map(\.expression) + later
        return elements.isEmpty && values.count > 1 ? nil : elements
    }

    /// `[UIViewController]()`, `Array<UIViewController>()`: an empty array made by its type.
    static func isEmptyArrayMade(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else { return false }
        return call.calledExpression.is(ArrayExprSyntax.self) || call.calledExpression.trimmedDescription.hasPrefix("Array<")
    }

    /// The arm of `switch name` this scope takes, when `name` holds a known case: the first arm naming the case,
    /// else `default`. nil when the switch is not on a known case (every arm may run).
    func arm(of x: SwitchExprSyntax) -> SwitchCaseSyntax? {
        guard let name = x.subject.as(DeclReferenceExprSyntax.self)?.baseName.text, let value = cases[name] else { return nil }
        let arms = x.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        for arm in arms {
            guard case .case(let label) = arm.label else { continue }
            if label.caseItems.contains(where: { caseName(of: $0.pattern) == value }) { return arm }
        }
        return arms.first { if case .default = $0.label { true } else { false } }
    }

    /// `if case .sitemap = target`, `if target == .sitemap` or `!=`, on a parameter given a known case: whether its
    /// first arm runs (nil: not known).
    func takes(_ x: IfExprSyntax) -> Bool? {
        guard x.conditions.count == 1 else { return nil }
        switch x.conditions.first!.condition {
        case .matchingPattern(let m):
            guard let name = m.initializer.value.as(DeclReferenceExprSyntax.self)?.baseName.text, let value = cases[name],
                  let pattern = caseName(of: m.pattern) else { return nil }
            return pattern == value
        case .expression(let e):
            guard let infix = e.as(InfixOperatorExprSyntax.self),
                  let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=" else { return nil }
            // `name == .case` or `.case == name`.
            func known(_ a: ExprSyntax, _ b: ExprSyntax) -> Bool? {
                guard let name = a.as(DeclReferenceExprSyntax.self)?.baseName.text, let value = cases[name],
                      let member = b.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
                return member.declName.baseName.text == value
            }
            guard let same = known(infix.leftOperand, infix.rightOperand) ?? known(infix.rightOperand, infix.leftOperand) else { return nil }
            return op == "==" ? same : !same
        default:
            return nil
        }
    }

    /// Whether `node` lies in an arm of a switch on a known case other than the one taken.
    func isInUntakenArm(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let n = current {
            if let arm = n.as(SwitchCaseSyntax.self), let x = arm.parent?.parent?.as(SwitchExprSyntax.self), let taken = self.arm(of: x) {
                if taken.id != arm.id { return true }
            }
            current = n.parent
        }
        return false
    }

    init(owner: String, method: MethodInfo?) {
        self.owner = owner
        methodName = method?.name
        for (index, parameter) in (method?.parameters ?? []).enumerated() {
            parameters[parameter.name] = index
            parameterTypes[parameter.name] = parameter.typeName
        }
        if let body = method?.body { collect(Syntax(body)) }
    }

    init(owner: String, closure: ClosureExprSyntax, outer: Scope) {
        self = outer
        self.owner = owner
        inClosure = true
        collect(Syntax(closure.statements))
    }

    private mutating func collect(_ node: Syntax) {
        let finder = BindingFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        for (name, value) in finder.bindings { bindings[name, default: []].append(value) }
        for (name, element) in finder.tupleElements where tupleElements[name] == nil { tupleElements[name] = element }
        for (name, list) in finder.modifiers { modifiers[name, default: []] += list }
        for (name, body) in finder.functions where nestedFunctions[name] == nil { nestedFunctions[name] = body }
        for (name, value) in finder.appended { appended[name, default: []].append(value) }
        for (name, type) in finder.types where localTypes[name] == nil { localTypes[name] = type }
        declaredLocals.formUnion(finder.declared)
    }
}


/// The parameters of `method` a call gives one enum case: `.settings` written at the call, or a name that
/// holds a known case where the call is.
func casesPassed(to method: MethodInfo, _ arguments: [LabeledExprSyntax], _ scope: Scope) -> [String: String] {
    var result: [String: String] = [:]
    for parameter in method.parameters { if let d = parameter.defaultCase { result[parameter.name] = d } }
    for (index, expression) in argumentsByParameter(method, arguments) {
        let parameter = method.parameters[index]
        if let written = caseLiteral(expression) {
            result[parameter.name] = written
        } else if let ternary = expression.as(TernaryExprSyntax.self), let first = caseLiteral(ternary.thenExpression), caseLiteral(ternary.elseExpression) != nil {
            // `showOnboarding ? .onboarding : .splash`: decided at run time; the first case, as a choice keeps its first arm.
            result[parameter.name] = first
        } else if let ref = expression.as(DeclReferenceExprSyntax.self), let known = scope.cases[ref.baseName.text] {
            result[parameter.name] = known
        }
    }
    return result
}

/// `.settings`, `.detail(item)` written at a call → the case's name.
func caseLiteral(_ expression: ExprSyntax) -> String? {
    let member = expression.as(MemberAccessExprSyntax.self) ?? expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
    guard let member, member.base == nil else { return nil }
    return member.declName.baseName.text
}

/// Which parameter each argument of a call is, by index: labelled arguments by label, the others in order.
func argumentsByParameter(_ method: MethodInfo, _ arguments: [LabeledExprSyntax]) -> [Int: ExprSyntax] {
    var result: [Int: ExprSyntax] = [:]
    var unlabeled = method.parameters.indices.filter { method.parameters[$0].label == nil }.makeIterator()
    for argument in arguments {
        let index: Int?
        if let label = argument.label?.text { index = method.parameters.firstIndex { $0.label == label } } else { index = unlabeled.next() }
        if let index { result[index] = argument.expression }
    }
    return result
}

/// `.detail(let item)`, `.settings`, `let .detail(item)` → the case's name.
func caseName(of pattern: PatternSyntax) -> String? {
    var text = pattern.trimmedDescription.replacingOccurrences(of: "let ", with: "").replacingOccurrences(of: "var ", with: "")
    guard text.hasPrefix(".") else { return nil }
    text.removeFirst()
    let name = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    return name.isEmpty ? nil : name
}

private final class BindingFinder: SyntaxVisitor {
    var bindings: [(String, ExprSyntax)] = []
    var tupleElements: [(String, (ExprSyntax, Int))] = []
    var modifiers: [String: [String]] = [:]

    var functions: [(String, CodeBlockSyntax)] = []
    var appended: [(String, ExprSyntax)] = []
    var types: [(String, String)] = []
    var declared: Set<String> = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "append",
              let name = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, let argument = node.arguments.first else { return .visitChildren }
        if argument.label?.text == "contentsOf" {
            for element in argument.expression.as(ArrayExprSyntax.self)?.elements ?? [] { appended.append((name, element.expression)) }
        } else if argument.label == nil, node.arguments.count == 1 {
            appended.append((name, argument.expression))
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { functions.append((node.name.text, body)) }
        return .visitChildren
    }
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            declared.insert(name)
            if let type = node.typeAnnotation?.type { types.append((name, baseTypeName(type.trimmedDescription))) }
            if let value = node.initializer?.value { bindings.append((name, value)) }
        } else if let tuple = node.pattern.as(TuplePatternSyntax.self), let value = node.initializer?.value {
            for (index, element) in tuple.elements.enumerated() {
                if let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { tupleElements.append((name, (value, index))) }
            }
        }
        return .visitChildren
    }
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            // `if let nav` without a value rebinds a name of the same spelling: nothing new.
            if let value = node.initializer?.value { bindings.append((name, value)) }
        }
        return .visitChildren
    }
    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        // `controllers += [a, b]`
        if node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+=", let name = node.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let array = node.rightOperand.as(ArrayExprSyntax.self) {
            for element in array.elements { appended.append((name, element.expression)) }
        }
        guard node.operator.is(AssignmentExprSyntax.self) else { return .visitChildren }
        if let name = node.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text {
            bindings.append((name, node.rightOperand))
        } else if let member = node.leftOperand.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self",
                  !node.rightOperand.is(ClosureExprSyntax.self) {
            // `self.appCoordinator = AppCoordinator(…)`: what the property holds from here on.
            bindings.append((member.declName.baseName.text, node.rightOperand))
        }
        if let member = node.leftOperand.as(MemberAccessExprSyntax.self), let base = instanceName(member.base), base != "self",
           let flag = instanceFlag(member.declName.baseName.text, node.rightOperand.trimmedDescription) {
            modifiers[base, default: []].append(flag)
        }
        return .visitChildren
    }
}

/// `vc` in `vc.modalPresentationStyle` and in `vc.navigationItem.hidesBackButton`.
private func instanceName(_ base: ExprSyntax?) -> String? {
    if let ref = base?.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
    if let member = base?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "navigationItem" { return instanceName(member.base) }
    return nil
}

/// What setting a property on a view controller instance says: a presentation modifier or a screen flag.
func instanceFlag(_ property: String, _ value: String) -> String? {
    switch property {
    case "modalPresentationStyle": presentationStyle(value)
    case "isModalInPresentation" where value == "true": "nonDismissible"
    case "hidesBackButton" where value == "true": "hidesBackButton"
    case "hidesBottomBarWhenPushed" where value == "true": "hidesBottomBar"
    default: nil
    }
}

/// The flow's presentation styles: a presentation has one.
let presentationStyles: Set<String> = ["fullScreen", "formSheet", "pageSheet"]

/// `.fullScreen` → the flow's modifier; `.automatic` and unknown styles say nothing.
func presentationStyle(_ value: String) -> String? {
    switch value.split(separator: ".").last.map(String.init) ?? value {
    case "fullScreen", "overFullScreen", "custom", "currentContext", "overCurrentContext": "fullScreen"
    case "formSheet": "formSheet"
    case "pageSheet": "pageSheet"
    default: nil
    }
}

/// A closure handed to a method for one of its parameters, with the scope it was written in.
final class PassedClosure {
    let closure: ClosureExprSyntax
    let outer: Scope
    init(_ closure: ClosureExprSyntax, outer: Scope) { self.closure = closure; self.outer = outer }
}
