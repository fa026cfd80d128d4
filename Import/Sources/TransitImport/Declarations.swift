// SPDX-License-Identifier: MIT
import Foundation
import SwiftSyntax

/// Where something was read: the file as the user named it and a 1-based line.
public struct SourcePlace: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    /// The file name escaped (`visible`): the place goes into `// from` comments and reports.
    public var description: String { "\(SourcePlace.visible(file)):\(line)" }
    public static func < (a: SourcePlace, b: SourcePlace) -> Bool { (a.file, a.line) < (b.file, b.line) }

    /// A file name with its control and format characters escaped (`\u{A}`): in a draft a newline would start a line
    /// of flow; on a terminal an escape sequence or a bidirectional override would act on it.
    public static func visible(_ path: String) -> String {
        path.unicodeScalars.map { c -> String in
            c.value < 0x20 || (0x7F..<0xA0).contains(c.value) || c.properties.generalCategory == .format
                ? "\\u{\(String(c.value, radix: 16, uppercase: true))}" : String(c)
        }.joined()
    }
}

/// A stored or computed property of a type.
struct PropertyInfo {
    var name: String
    /// The written type without `?`/`!`, or nil when only an initial value says it.
    var typeName: String?
    var initializer: ExprSyntax?
    var isWeak: Bool
    var place: SourcePlace
    /// `var onSelect: ((Item) -> Void)?`: a callback its owner assigns.
    var isClosure: Bool
    /// `var instructor: LaunchInstructor { … }`: computed each time, not stored.
    var isComputed = false
    /// What a computed property's getter returns, when it is one expression (`var viewController: UIViewController
    /// { loginViewController }`).
    var getterResult: ExprSyntax? = nil
    /// `var content: UIViewController? { didSet { addChild(content!) … } }`: setting it embeds the value as a child
    /// (a custom container's content).
    var embedsOnSet = false
    /// …and removes the child it held (`removeFromParent()` in its `willSet` or `didSet`): it replaces its content.
    var replacesOnSet = false
    /// `var rootViewController = UIViewController() { didSet { window.rootViewController = rootViewController } }`:
    /// setting it makes its new value the window's root.
    var rootsWindowOnSet = false
}

struct ParameterInfo {
    /// The name the body uses (`secondName ?? firstName`).
    var name: String
    var label: String?
    var typeName: String
    var defaultCase: String? = nil
    /// `@escaping`: a closure the method keeps or hands on, run later.
    var isEscaping = false
    /// `= …`: a call may leave it out.
    var hasDefault = false
}

/// A method or initializer with its body.
struct MethodInfo {
    /// Whether a call with these argument labels (nil: none) can be this method: each in order, and every parameter
    /// left out has a default (`setViewControllers(vcs, animated: true)` is not an app's `…(_:animated:completion:)`).
    func accepts(_ labels: [String?], trailingClosure: Bool = false) -> Bool {
        var i = 0
        for label in labels {
            while i < parameters.count, parameters[i].label != label {
                guard parameters[i].hasDefault else { return false }
                i += 1
            }
            guard i < parameters.count else { return false }
            i += 1
        }
        if trailingClosure, i < parameters.count { i += 1 }
        return parameters[i...].allSatisfy(\.hasDefault)
    }

    var name: String
    var parameters: [ParameterInfo]
    var returnType: String?
    var body: CodeBlockSyntax?
    var attributes: [String]
    var isInitializer: Bool
    var isStatic: Bool
    var place: SourcePlace
    var owner: String
}

enum TypeKind { case `class`, `struct`, `enum`, `protocol` }

/// A type with its extensions merged in.
struct TypeInfo {
    var name: String
    var kind: TypeKind
    var inherited: [String] = []
    var properties: [PropertyInfo] = []
    var methods: [MethodInfo] = []
    var place: SourcePlace
    var isMain = false
    /// An enum's case names, in order.
    var cases: [String] = []
    /// Read from an extension only (so far): its kind and place are not the type's own.
    var isExtension = false
    /// A typealias of a protocol composition (`UIViewController & Poppable`): a constraint, not a class.
    var isComposition = false
    /// A typealias: `HomeCoordinator = HomeCoordinatingLogic` names the same class.
    var isAlias = false
    /// A typealias of a generic specialisation (`DeeplinkedVC<ConfirmModel>`): a screen class of its own.
    var isSpecialization = false
    /// What a typealias stands for, as written.
    var aliasTarget: String?
    /// The declaration and its extensions, for what lies outside methods (computed properties, lazy initialisers).
    var nodes: [Syntax] = []
    /// The name with the types it is declared in (`ReplaceTransactionCoordinator.Mode`); an extension's as written
    /// inside its enclosing types.
    var qualifiedName = ""
    /// Declared inside another type (or an extension of one).
    var isNested = false

    func property(_ name: String) -> PropertyInfo? { properties.first { $0.name == name } }
    func methods(named name: String) -> [MethodInfo] { methods.filter { $0.name == name && !$0.isInitializer } }
    var initializers: [MethodInfo] { methods.filter(\.isInitializer) }
}

/// `Foo?`, `Foo!`, `Optional<Foo>`, `weak var x: Foo?` → `Foo`; `[Foo]` and closures stay as written.
func baseTypeName(_ text: String) -> String {
    var t = text.trimmingCharacters(in: .whitespaces)
    // `@preconcurrency Delegate`, `@MainActor Delegate`: a conformance's attributes are not its name.
    while t.hasPrefix("@"), let space = t.firstIndex(of: " ") { t = String(t[space...]).trimmingCharacters(in: .whitespaces) }
    while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
    if t.hasPrefix("Optional<"), t.hasSuffix(">") { t = String(t.dropFirst(9).dropLast()) }
    if t.hasPrefix("("), t.hasSuffix(")"), !t.contains("->") { t = String(t.dropFirst().dropLast()) }
    if t.hasPrefix("any ") { t = String(t.dropFirst(4)) }
    if t.hasPrefix("some ") { t = String(t.dropFirst(5)) }
    return t.trimmingCharacters(in: .whitespaces)
}

/// The types a written type names: `(A & B)?` → A, B; any other → its base name alone.
func compositionParts(_ text: String) -> [String] {
    baseTypeName(text).split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) }
}
