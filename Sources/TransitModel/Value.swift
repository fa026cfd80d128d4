// SPDX-License-Identifier: MIT
import Foundation

/// A runtime value: what an input holds, what an action carries, what a result delivers.
public indirect enum Value: Hashable, Sendable, CustomStringConvertible {
    case void
    case string(String)
    case int(Int)
    case bool(Bool)
    case enumCase(type: String, name: String)
    /// An error case; its message comes from the error declaration.
    case errorCase(type: String, name: String)
    /// An opaque model value, named by a sample or an id the user typed.
    case model(type: String, id: String)
    case success(Value)
    case failure(Value)

    /// A string literal as the flow language and the shell read it back: quotes, backslashes and line breaks escaped
    /// (a value written into a script can never start a new command line), other control characters as U+FFFD.
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where u.properties.generalCategory == .control: out += "\u{FFFD}"
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }

    /// Flow-language spelling, so values print the way users write them.
    public var description: String {
        switch self {
        case .void: "()"
        case .string(let s): Value.quoted(s)
        case .int(let n): String(n)
        case .bool(let b): b ? "true" : "false"
        case .enumCase(_, let n), .errorCase(_, let n): "." + n
        case .model(_, let id): Value.quoted(id)
        case .success(let v): ".success(\(v))"
        case .failure(let v): ".failure(\(v))"
        }
    }
}

extension Value {
    /// The type a route value is routed by (`navigationDestination(for: Route.self)`): its enum's name.
    public var routeType: String {
        switch self {
        case .enumCase(let t, _), .errorCase(let t, _), .model(let t, _): t
        default: description
        }
    }
}

extension Value {
    /// How a presentation binding's value reads in Swift: `nil` for no item (Void stands for it), else the value.
    public var bindingText: String { self == .void ? "nil" : description }
}
