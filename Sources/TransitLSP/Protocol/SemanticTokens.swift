// SPDX-License-Identifier: MIT

/// The document's tokens, encoded as the protocol says (five integers per token, relative to the one before).
struct SemanticTokens: JSONEncodable {
    var data: [Int]

    var json: Any { ["data": data] as [String: Any] }
}
