// SPDX-License-Identifier: MIT

/// Lines an editor can fold: a block from its `{` to the line before its `}`.
struct FoldingRange: Hashable, JSONEncodable {
    var startLine: Int
    var endLine: Int

    var json: Any { ["startLine": startLine, "endLine": endLine] as [String: Any] }
}
