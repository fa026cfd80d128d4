// SPDX-License-Identifier: MIT

/// What an outline or workspace symbol is, as editors draw it (LSP's `SymbolKind`, the members Transit uses).
enum SymbolKind: Int {
    case module = 2
    case `class` = 5
    case method = 6
    case `enum` = 10
    case `struct` = 23
    case event = 24
    /// A requirement (`require`): true or false of every state.
    case boolean = 17
}
