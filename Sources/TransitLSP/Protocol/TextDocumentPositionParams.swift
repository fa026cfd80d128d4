// SPDX-License-Identifier: MIT

/// The params of a request about a place in a document: definition, hover, completion, references.
struct TextDocumentPositionParams: JSONDecodable {
    var uri: String
    var position: Position

    init?(json: Any?) {
        guard let document = TextDocumentParams(json: json), let position = Position(json: (json as? [String: Any])?["position"]) else { return nil }
        uri = document.uri
        self.position = position
    }
}
