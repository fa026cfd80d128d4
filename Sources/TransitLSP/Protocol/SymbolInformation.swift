// SPDX-License-Identifier: MIT

/// A declaration found by `workspace/symbol`.
struct SymbolInformation: JSONEncodable {
    var name: String
    var kind: SymbolKind
    var location: Location

    var json: Any { ["name": name, "kind": kind.rawValue, "location": location.json] as [String: Any] }
}
