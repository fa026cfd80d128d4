// SPDX-License-Identifier: MIT
import TransitLanguage

/// A resolved, type-checked expression. Variables are looked up by name when the engine runs.
public indirect enum ValueExpr: Hashable, Sendable {
    case constant(Value)
    case variable(String)
    case success(ValueExpr)
    case failure(ValueExpr)

    /// Evaluates against the bindings in scope; a missing name (never after a clean check) gives Void.
    public func evaluate(_ env: [String: Value]) -> Value {
        switch self {
        case .constant(let v): v
        case .variable(let n): env[n] ?? .void
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
