// SPDX-License-Identifier: MIT

/// A range in a document named by its URI: a definition, a reference, a related place.
struct Location: Hashable, JSONEncodable {
    var uri: String
    var range: LSPRange

    var json: Any { ["uri": uri, "range": range.json] as [String: Any] }
}
