// SPDX-License-Identifier: MIT
/// The types a flow can talk about. Model types are opaque: only their names and sample values matter.
public indirect enum FlowType: Hashable, Sendable, CustomStringConvertible {
    case void, string, int, bool
    case enumeration(String)
    case error(String)
    case model(String)
    case result(FlowType, FlowType)

    public var description: String {
        switch self {
        case .void: "Void"
        case .string: "String"
        case .int: "Int"
        case .bool: "Bool"
        case .enumeration(let n), .error(let n), .model(let n): n
        case .result(let s, let f): "Result<\(s), \(f)>"
        }
    }
}
