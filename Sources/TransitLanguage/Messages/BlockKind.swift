// SPDX-License-Identifier: MIT
/// The `{ … }` the parser is reading members of, as its messages name it ("'{' to open the screen").
enum BlockKind: String, Hashable, Sendable {
    case app
    case enumeration = "enum"
    case errorType = "error type"
    case model
    case actionSet = "action set"
    case screen
    case entry
    case cell
    case coordinator
    case tabBar = "tab bar"
    case block
    case alert
    case match
    case requirement
    case sheetItems = "sheet's cases"
}
