// SPDX-License-Identifier: MIT

/// What a completion is, for the editor's icon (LSP's `CompletionItemKind`, the members Transit uses).
enum CompletionItemKind: Int {
    case method = 2
    case function = 3
    case `class` = 7
    case keyword = 14
    case enumMember = 20
}
