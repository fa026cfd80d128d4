// SPDX-License-Identifier: MIT
import Foundation

/// A value of the protocol written as JSON: the objects, arrays, strings, numbers and booleans `JSONWriter` writes.
/// Messages are typed values up to the transport; only there do they become JSON.
protocol JSONEncodable {
    var json: Any { get }
}

/// A value of the protocol read from JSON: nil when the JSON does not have its shape (a request whose params are
/// not, say, a document and a position is answered with "invalid params").
protocol JSONDecodable {
    init?(json: Any?)
}

extension Array: JSONEncodable where Element: JSONEncodable {
    var json: Any { map(\.json) as [Any] }
}

extension Optional where Wrapped: JSONEncodable {
    /// JSON's null for nil (a hover over nothing, a definition not found).
    var jsonOrNull: Any { map(\.json) ?? NSNull() }
}

extension Dictionary where Key == String, Value == Any {
    /// A JSON integer member.
    func int(_ key: String) -> Int? { self[key] as? Int }
}
