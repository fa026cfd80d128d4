// SPDX-License-Identifier: MIT

/// What a navigation call shows, as far as the source says statically.
indirect enum Destination: Hashable {
    var isUnresolved: Bool { if case .unresolved = self { true } else { false } }
    var coordinatorName: String? { if case .coordinator(let c) = self { c } else { nil } }

    /// What a method shows of its own parameter, read at a call: the value `argument` gives for that parameter.
    /// Itself when it names no parameter; nil when `argument` gives nothing.
    func substitutingParameters(_ argument: (Int) -> Destination?) -> Destination? {
        switch self {
        case .parameter(let i): argument(i)
        case .navigation(.parameter(let i)?): argument(i).map { .navigation($0) }
        default: self
        }
    }

    /// A view controller class of the app.
    case screen(String)
    /// `self` in a screen's own `setViewControllers([self, next])`: that screen, kept as it is (`set [self, Next]`).
    case acting
    /// `instantiateViewController(withIdentifier: "X")` without a cast to a known class: an opaque screen.
    case storyboard(String)
    /// A view controller UIKit or a system framework provides (`SFSafariViewController`): an opaque screen.
    case system(String)
    /// `UIAlertController(title: …)`: an alert, with its title when written as a literal.
    case alert(String?)
    /// `UIHostingController(rootView: V(...))`: the SwiftUI view, an opaque screen.
    case hosting(String)
    /// `UINavigationController(rootViewController: d)`, or an empty one (nil).
    case navigation(Destination?)
    /// A tab bar controller: a subclass of the app, or one a method builds (named after it).
    case tabBar(String)
    /// A child coordinator's view controller (`child.navigationController`, `child.toPresent()`).
    case coordinator(String)
    /// A parameter of a wrapper method (`func push(_ vc: UIViewController)`), by position.
    case parameter(Int)
    /// The expression as written: nothing static names what it is.
    case unresolved(String)
}

extension Destination {
    /// The screen class shown, directly or as the root of its own navigation controller.
    var shownScreen: String? {
        switch self {
        case .screen(let s), .navigation(.screen(let s)?): s
        default: nil
        }
    }
}

/// A navigation step read from Swift, in the terms of the flow language, with the line it came from.
indirect enum DraftStatement {
    enum Verb: String { case push, present, root, set, embed, tabs }
    enum Back: String { case pop, popToRoot, dismiss }

    case show(Verb, [Destination], modifiers: [String], SourcePlace)
    case back(Back, SourcePlace)
    /// `dismiss(animated: true) { presenter?.present(next, …) }`: what the completion does once the dismissal is over.
    case dismissThen([DraftStatement], SourcePlace)
    /// A child coordinator started; `handler` is what its parent does when it ends.
    case start(String, handler: [DraftStatement]?, handlerPlace: SourcePlace?, SourcePlace, arguments: [(String, String)] = [])
    /// `switch viewPurpose { case .create: … }` on an enum property of a coordinator: `match` on its input.
    case match(String, arms: [(pattern: String, body: [DraftStatement])], SourcePlace)
    case release(SourcePlace)
    case terminate(String?, SourcePlace)
    case callFunc(String, SourcePlace)
    /// `delegate?.listDidSelectItem(self, item:)` in a child, news its parent acts on without ending it: that
    /// ancestor's func, `AppCoordinator.listDidSelectItem()`.
    case callAncestor(String, String, SourcePlace)
    /// `NotificationCenter.default.post(name: .loggedOut, …)`: `notify loggedOut`.
    case notify(String, SourcePlace)
    /// A choice the source makes at run time (`if`, `switch`): the first arm is kept, the others become comments.
    case choice(condition: String, kept: [DraftStatement], others: [[DraftStatement]], SourcePlace)
    case todo(String, SourcePlace)
    /// `if flag { … } else { … }` on a Bool property of a coordinator: a flow variable, both arms kept.
    case condition(String, negated: Bool, [DraftStatement], [DraftStatement], SourcePlace)
    /// `present(alert)` of a `UIAlertController` with `addAction(UIAlertAction(title:handler:))` buttons.
    case alert(String, buttons: [(name: String, body: [DraftStatement])], SourcePlace)
    /// `self.flag = true`: sets that variable.
    case assign(String, String, SourcePlace)
    /// A screen tells its owner: `delegate?.didSelect(…)`, `onSelect?(…)`, `coordinator?.showDetail()`.
    case send(String, via: Via, SourcePlace)
    /// A strong reference cycle through `self` closes here (a kept closure that captures it, an object that keeps it):
    /// `retain self`.
    case retainSelf(SourcePlace)

    enum Via: Hashable {
        case closure
        /// A property whose type is this protocol (or class): its conformers handle the message.
        case delegate(String)
    }

    /// The screen classes a `show` statement shows.
    var shownScreens: [String] {
        if case .show(_, let ds, _, _) = self { return ds.compactMap(\.shownScreen) }
        return []
    }

    var place: SourcePlace {
        switch self {
        case .show(_, _, _, let p), .back(_, let p), .dismissThen(_, let p), .start(_, _, _, let p, _), .match(_, _, let p), .release(let p), .terminate(_, let p),
             .callFunc(_, let p), .callAncestor(_, _, let p), .choice(_, _, _, let p), .todo(_, let p), .send(_, _, let p), .condition(_, _, _, _, let p), .assign(_, _, let p), .alert(_, _, let p),
             .notify(_, let p), .retainSelf(let p): p
        }
    }
}

/// A navigation call site found in the source, and whether the draft has it.
public struct NavigationCall: Hashable, Sendable {
    /// `wrapper`: inside an app method that shows its parameter; its call sites are counted instead.
    /// `notRead`: a call of UIKit's navigation shape in code the draft never read (`detail` names the type it is in).
    public enum Outcome: String, Sendable { case resolved, unresolved, wrapper, notRead }
    public var place: SourcePlace
    public var call: String
    public var outcome: Outcome
    public var detail: String
}
