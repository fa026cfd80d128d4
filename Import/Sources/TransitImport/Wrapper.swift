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
    /// The parameters' argument labels (nil: none): a call with other labels is another method of that name
    /// (`add(childViewController:)` is not `add(subview:)`).
    var labels: [String?] = []

    /// Whether a call with these argument labels can be this method.
    func accepts(_ given: [String?]) -> Bool {
        var unlabeled = labels.filter { $0 == nil }.count
        for label in given {
            if let label { if !labels.contains(label) { return false } } else { unlabeled -= 1 }
        }
        return unlabeled >= 0
    }
}
