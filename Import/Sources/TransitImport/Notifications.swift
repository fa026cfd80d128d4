// SPDX-License-Identifier: MIT
import SwiftSyntax

/// NotificationCenter: what the app posts is `notify NAME`; what a coordinator observes is its `on NAME { … }`.
/// Only names the app itself posts become notifications of the flow (a system or SDK notification is not modeled).
extension BodyTranslator {
    /// The app's name of a notification: `.loggedOut`, `Notification.Name.loggedOut`, `NSNotification.Name("loggedOut")`,
    /// `Notification.Name(rawValue: "loggedOut")`; nil for one of the system's (`UIApplication.didBecomeActiveNotification`).
    func notificationName(_ e: ExprSyntax) -> String? {
        let e = unwrap(e)
        if let m = e.as(MemberAccessExprSyntax.self) {
            // `.loggedOut`, `Notification.Name.loggedOut`, or a name an app type declares (`NavigationRouter.didPopModule`).
            let base = m.base?.trimmedDescription
            guard base == nil || base!.hasSuffix(".Name") || base == "Name" || module[base!] != nil else { return nil }
            return identifier(m.declName.baseName.text)
        }
        if let call = e.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription.hasSuffix("Name") || call.calledExpression.trimmedDescription == ".init",
           let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
           let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text, !text.isEmpty {
            return identifier(text)
        }
        return nil
    }

    static func isNotificationCenter(_ receiver: ExprSyntax?) -> Bool {
        guard let receiver else { return false }
        let text = receiver.trimmedDescription
        return text.hasSuffix("NotificationCenter.default") || text == "notificationCenter" || text.hasSuffix(".notificationCenter")
    }

    /// A post, or an observer a coordinator registers; nil when the call is neither.
    func notificationCall(_ x: FunctionCallExprSyntax, name: String, receiver: ExprSyntax?, _ scope: Scope, _ depth: Int) -> [DraftStatement]? {
        let arguments = Array(x.arguments)
        func named(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
        if name == "post", Self.isNotificationCenter(receiver), let e = named("name"), let n = notificationName(e) {
            let at = place(x)
            if findings.posted[n] == nil { findings.posted[n] = at }
            findings.recordResolved(at, "post", "notify \(n)")
            return [.notify(n, at)]
        }
        // In a screen, `addObserver(forName: .composerFromShare, object: nil, queue: nil) { [weak self] _ in … }` (made as
        // it loads): the closure runs each time the notification comes, later, not as the screen loads. An event of
        // the screen named after the notification, as a subscription is.
        if module.isScreen(scope.owner), name == "addObserver", Self.isNotificationCenter(receiver), let e = named("forName"),
           let closure = Self.firstClosure(of: x), unreadEvent(closure, scope) {
            let body = block(closure.statements, Scope(owner: scope.owner, closure: closure, outer: scope), depth + 1)
            let event = notificationName(e) ?? identifier(lastName(e, scope) ?? "notification")
            if body.isEmpty { consumed.insert(closure.id) } else { addScreenEvent(event, body, closure, scope) }
            return []
        }
        guard module.isCoordinator(scope.owner) else { return nil }
        // `addObserver(self, selector: #selector(showLogin), name: .loggedOut, object: nil)`
        if name == "addObserver", Self.isNotificationCenter(receiver), let e = named("name"), let n = notificationName(e) {
            if let selector = named("selector")?.as(MacroExpansionExprSyntax.self) {
                if let method = selector.selectedMethod, module.methods(of: scope.owner, named: method).contains(where: { $0.body != nil }) {
                    observe(n, [.callFunc(method, place(x))], scope, place(x))
                }
                return []
            }
            // `addObserver(forName: .loggedOut, object: nil, queue: .main) { [weak self] _ in … }`
            if let closure = Self.firstClosure(of: x) {
                consumed.insert(closure.id)
                observe(n, block(closure.statements, Scope(owner: scope.owner, closure: closure, outer: scope), depth + 1), scope, place(x))
                return []
            }
        }
        if name == "addObserver", Self.isNotificationCenter(receiver), let e = named("forName"), let closure = Self.firstClosure(of: x) {
            return observing(notificationName(e), e, closure, scope, depth, place(x))
        }
        // `NotificationCenter.default.publisher(for: .loggedOut)….sink { … }`
        if Self.isSubscription(name), let closure = Self.firstClosure(of: x), let e = publishedExpression(receiver) {
            return observing(notificationName(e), e, closure, scope, depth, place(x))
        }
        return nil
    }

    /// An observer's closure runs when the notification is posted, never where it is registered: an app's name is
    /// the coordinator's `on NAME`; the system's (`UIApplication.didBecomeActiveNotification`) is a TODO.
    private func observing(_ name: String?, _ e: ExprSyntax, _ closure: ClosureExprSyntax, _ scope: Scope, _ depth: Int, _ at: SourcePlace) -> [DraftStatement] {
        consumed.insert(closure.id)
        let body = block(closure.statements, Scope(owner: scope.owner, closure: closure, outer: scope), depth + 1)
        if let name {
            observe(name, body, scope, at)
            return []
        }
        return body.isEmpty ? [] : [.todo("runs when \(e.trimmedDescription) is posted, a notification the app does not post itself", at)]
    }

    /// The notification a Combine chain starts from: `NotificationCenter.default.publisher(for: NAME)`, through
    /// `.receive(on:)` and the like.
    private func publishedExpression(_ e: ExprSyntax?) -> ExprSyntax? {
        var current = e.map(unwrap)
        while let c = current {
            if let call = c.as(FunctionCallExprSyntax.self) {
                let callee = unwrap(call.calledExpression).as(MemberAccessExprSyntax.self)
                if callee?.declName.baseName.text == "publisher", Self.isNotificationCenter(callee?.base.map(unwrap)),
                   let e = call.arguments.first(where: { $0.label?.text == "for" })?.expression {
                    return e
                }
                current = callee?.base.map(unwrap)
                continue
            }
            if let m = c.as(MemberAccessExprSyntax.self) { current = m.base.map(unwrap); continue }
            return nil
        }
        return nil
    }

    private func observe(_ name: String, _ body: [DraftStatement], _ scope: Scope, _ at: SourcePlace) {
        guard !findings.observers.contains(where: { $0.coordinator == scope.owner && $0.name == name }) else { return }
        findings.observers.append(.init(coordinator: scope.owner, name: name, body: body, place: at))
    }
}
