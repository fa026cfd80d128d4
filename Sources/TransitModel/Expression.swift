// SPDX-License-Identifier: MIT
import TransitLanguage

/// Where a name's value lives when the engine runs: the model and the engine agree on this type, not on spellings.
public enum VariableKey: Hashable, Sendable {
    /// A parameter, an argument or a pattern binding: the running body's own.
    case local(String)
    /// A coordinator's `var`.
    case coordinator(String)
    /// The app's `var`.
    case app(String)
    /// `presenting`: whether the container the code acts from presents something.
    case presenting

    /// The key of its value among a body's bindings. Locals are identifiers; the others carry a sigil no
    /// identifier has, so no local can hide them by accident.
    public var bindingKey: String {
        switch self {
        case .local(let n): n
        case .coordinator(let n): "@" + n
        case .app(let n): "@@" + n
        case .presenting: "$presenting"
        }
    }

    /// Whether a binding key holds a coordinator's or the app's variable (re-read from the state each time).
    public static func isVariable(bindingKey k: String) -> Bool { k.hasPrefix("@") }
}

/// A resolved, type-checked expression. Variables are looked up by their key when the engine runs.
public indirect enum ValueExpr: Hashable, Sendable {
    case constant(Value)
    case variable(VariableKey)
    case success(ValueExpr)
    case failure(ValueExpr)

    /// Evaluates against the bindings in scope; a missing name (never after a clean check) gives Void.
    public func evaluate(_ env: [String: Value]) -> Value {
        switch self {
        case .constant(let v): v
        case .variable(let k): env[k.bindingKey] ?? .void
        case .success(let e): .success(e.evaluate(env))
        case .failure(let e): .failure(e.evaluate(env))
        }
    }
}

/// A resolved match pattern.
public indirect enum ValuePattern: Hashable, Sendable {
    case wildcard
    case bind(String)
    case equals(Value)
    case success(ValuePattern)
    case failure(ValuePattern)

    /// The bindings the pattern makes when it matches `v`, or nil when it does not match.
    public func match(_ v: Value) -> [String: Value]? {
        switch (self, v) {
        case (.wildcard, _): return [:]
        case (.bind(let n), _): return [n: v]
        case (.equals(let w), _): return w == v ? [:] : nil
        case (.success(let p), .success(let inner)): return p.match(inner)
        case (.failure(let p), .failure(let inner)): return p.match(inner)
        default: return nil
        }
    }
}

public struct ValueCondition: Hashable, Sendable {
    public enum Op: Hashable, Sendable { case truthy, equal, notEqual }
    public var lhs: ValueExpr
    public var op: Op
    public var rhs: ValueExpr?
    public var negated: Bool

    public func evaluate(_ env: [String: Value]) -> Bool {
        let l = lhs.evaluate(env)
        var r: Bool
        switch op {
        case .truthy: r = l == .bool(true)
        case .equal: r = l == rhs?.evaluate(env)
        case .notEqual: r = l != rhs?.evaluate(env)
        }
        return negated ? !r : r
    }
}
