// SPDX-License-Identifier: MIT
import TransitModel

/// Something the user (or the app) does. Events are data: they can be saved, replayed and explored.
public enum Event: Hashable, Sendable, CustomStringConvertible {
    case launch
    /// A launch in a given launch state: values of the app's `= any` variables (the others start as `launch` does).
    case launchWith([String: Value])
    /// A user action on a visible screen (the top one when `screen` is nil); `cell` for actions of cells.
    case action(screen: String?, cell: String?, name: String, arguments: [String: Value])
    /// The back button or the edge swipe of the visible navigation stack.
    case back
    /// A long press on the back button, then a screen picked from its menu: pops to it at once.
    case backTo(String)
    /// An interactive edge swipe the user lets go of half-way: `willShow` fires, then the screen stays.
    case backCancelled
    /// An app event or link arriving (a deep link, a notification tap, a request answered 401).
    case appEvent(name: String, arguments: [String: Value])
    /// Swipe-down of the top sheet.
    case swipe
    case selectTab(TabSelector)
    /// The top screen finishes by itself with a result (a network reply, a timer…).
    case finish(screen: String?, value: Value?)

    /// What the user did, without argument values: `tap Screen.action`, `back` (a long press or a cancelled swipe
    /// is a back too), `swipe`, `tab`, `event`, `finish Screen`, `launch`. Findings are grouped by it.
    public var gesture: String {
        switch self {
        case .launch, .launchWith: "launch"
        case .action(let s, let c, let n, _): "tap " + [s, c, n].compactMap { $0 }.joined(separator: ".")
        case .back, .backTo, .backCancelled: "back"
        case .appEvent: "event"
        case .swipe: "swipe"
        case .selectTab: "tab"
        case .finish(let s, _): "finish" + (s.map { " " + $0 } ?? "")
        }
    }

    public var description: String {
        switch self {
        case .launch: return "launch"
        case .launchWith(let values):
            return "launch(" + values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + ")"
        case .action(let s, let c, let n, let args):
            let path = [s, c, n].compactMap { $0 }.joined(separator: ".")
            let a = args.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            return "tap \(path)" + (a.isEmpty ? "" : "(\(a))")
        case .back: return "back"
        case .backTo(let s): return "back to \(s)"
        case .backCancelled: return "back cancel"
        case .appEvent(let n, let args):
            let a = args.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            return "event \(n)" + (a.isEmpty ? "" : "(\(a))")
        case .swipe: return "swipe"
        case .selectTab(let t): return "tab \(t)"
        case .finish(let s, let v):
            return "finish" + (s.map { " \($0)" } ?? "") + (v.map { " \($0)" } ?? "")
        }
    }
}
