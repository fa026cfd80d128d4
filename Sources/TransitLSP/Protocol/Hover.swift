// SPDX-License-Identifier: MIT

/// What the name under the cursor is, in Markdown.
struct Hover: JSONEncodable {
    var markdown: String

    var json: Any { ["contents": ["kind": "markdown", "value": markdown]] as [String: Any] }
}
