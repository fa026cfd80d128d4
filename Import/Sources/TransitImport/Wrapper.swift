// SPDX-License-Identifier: MIT

/// An app method that makes a UIKit navigation call on one of its parameters: a router's
/// `push(_ module: Presentable?)` around `pushViewController`. Its call sites are navigation calls too.
struct Wrapper: Hashable {
    var name: String
    var owner: String
    var verb: DraftStatement.Verb?
    var back: DraftStatement.Back?
    /// The parameter shown, by position (nil for `dismissModule()`, `popModule()`).
    var parameter: Int?
    var arity: Int
}
