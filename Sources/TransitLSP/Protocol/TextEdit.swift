// SPDX-License-Identifier: MIT

/// Replace `range` with `newText`.
struct TextEdit: Hashable, JSONEncodable {
    var range: LSPRange
    var newText: String

    var json: Any { ["range": range.json, "newText": newText] as [String: Any] }
}
