// SPDX-License-Identifier: MIT
import Foundation

/// Marks a choice whose kept arm is the one where an optional is nil.
let nilFirstMarker = "nil-first:"

/// A flow string literal.
func flowString(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: " ") + "\""
}

/// The flow language's words: a Swift name that spells one gets a `_` after it. Every word of the keyword table
/// (Sources/TransitLanguage/Keyword.swift) must be here: KeywordTests fails otherwise.
let flowKeywords: Set<String> = [
    "include", "app", "launch", "var", "event", "link", "enum", "case", "error", "model", "samples", "actions", "action",
    "tabs", "tab", "screen", "coordinator", "method", "entry", "cell", "on", "back", "swipe", "none", "load", "appear",
    "root", "start", "func", "pop", "willPop", "leave", "willLeave", "reselect", "push", "present", "embed", "set", "popTo", "popToRoot",
    "remove", "dismiss", "dismissToRoot", "finish", "terminate", "release", "retain", "refresh", "alert", "button", "log", "if",
    "else", "match", "then", "as", "true", "false", "all", "nonDismissible", "hidesBackButton", "hidesBottomBar", "navigationStack",
    "strongOwner", "strongParent", "weakNavigation", "presenting", "in", "not", "withNavigation", "pageSheet", "formSheet",
    "fullScreen", "automatic", "popover", "animated", "repeatable", "autoRelease", "onTop", "replacing", "hosted", "notification", "notify",
    "require", "always", "never", "reachable", "reach", "within", "path", "destination", "append", "removeLast", "removeAll", "popLast",
    "sheet", "cover", "dialog",
]

/// A flow identifier from a Swift name: letters, digits and `_`, not starting with a digit, not a keyword.
func identifier(_ name: String) -> String {
    // A name with no letter or digit (`class 😀ViewController` keeps its letters; `class 😀` has none) is spelt by
    // its scalars, so it stays a name and stays distinct: `U1F600`.
    if !name.contains(where: { $0.isLetter || $0.isNumber }), !name.isEmpty {
        return "U" + name.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: "_")
    }
    var s = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if s.first?.isNumber ?? true { s = "_" + s }
    if flowKeywords.contains(s) { s += "_" }
    return s
}

/// Statements with the arms of choices and handlers laid flat, to find what a body contains anywhere.
/// `Share link` → `shareLink`: the words of a text in lower camel case; nil when it has none.
func lowerCamelWords(_ text: String) -> String? {
    let words = text.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    guard let first = words.first else { return nil }
    return first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
}

func flatten(_ statements: [DraftStatement]) -> [DraftStatement] {
    statements.flatMap { s -> [DraftStatement] in
        switch s {
        case .choice(_, let kept, let others, _): return [s] + flatten(kept) + others.flatMap(flatten)
        case .condition(_, _, let a, let b, _): return [s] + flatten(a) + flatten(b)
        case .alert(_, let buttons, _): return [s] + buttons.flatMap { flatten($0.body) }
        case .start(_, let handler?, _, _, _): return [s] + flatten(handler)
        case .match(_, let arms, _): return [s] + arms.flatMap { flatten($0.body) }
        case .dismissThen(let body, _): return [s] + flatten(body)
        default: return [s]
        }
    }
}

extension Collection {
    /// The element of a one-element collection, else nil.
    var only: Element? { count == 1 ? first : nil }
}

/// The statements with every shown destination passed through `transform`, at every depth.
func mapDestinations(_ statements: [DraftStatement], _ transform: (Destination) -> Destination) -> [DraftStatement] {
    statements.map { s in
        switch s {
        case .show(let verb, let ds, let modifiers, let place): return .show(verb, ds.map(transform), modifiers: modifiers, place)
        case .choice(let c, let kept, let others, let place):
            return .choice(condition: c, kept: mapDestinations(kept, transform), others: others.map { mapDestinations($0, transform) }, place)
        case .condition(let n, let negated, let a, let b, let place): return .condition(n, negated: negated, mapDestinations(a, transform), mapDestinations(b, transform), place)
        case .alert(let title, let buttons, let place): return .alert(title, buttons: buttons.map { ($0.name, mapDestinations($0.body, transform)) }, place)
        case .start(let c, let handler, let handlerPlace, let place, let arguments):
            return .start(c, handler: handler.map { mapDestinations($0, transform) }, handlerPlace: handlerPlace, place, arguments: arguments)
        case .match(let n, let arms, let place): return .match(n, arms: arms.map { ($0.pattern, mapDestinations($0.body, transform)) }, place)
        default: return s
        }
    }
}

/// `enum Name { a, b }`, each case once: two enums of one name nested in different types read as one type, and an
/// overloaded case (`case settings`, `case settings(id)`) is one case of the flow's enum.
func enumDeclaration(_ type: String, _ cases: [String]) -> String {
    var seen: Set<String> = []
    let unique = cases.map(identifier).filter { seen.insert($0).inserted }
    return "enum \(identifier(type)) { \(unique.joined(separator: ", ")) }"
}
