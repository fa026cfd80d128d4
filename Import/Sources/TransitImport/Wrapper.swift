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
    /// A view controller's method that shows the controller it is called on from one of its parameters
    /// (`func presentInNavigationController(from root: UIViewController) { root.present(Nav(self)) }`): a call
    /// `vc.presentInNavigationController(from: self)` shows `vc` from the caller. The modifiers its show has, and
    /// whether it wraps the receiver in a navigation controller.
    var showsReceiver = false
    var receiverModifiers: [String] = []
    var receiverInNavigation = false

    /// Whether a call with these argument labels can be this method.
    func accepts(_ given: [String?]) -> Bool {
        var unlabeled = labels.filter { $0 == nil }.count
        for label in given {
            if let label { if !labels.contains(label) { return false } } else { unlabeled -= 1 }
        }
        return unlabeled >= 0
    }
}
