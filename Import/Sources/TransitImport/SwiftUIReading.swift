// SPDX-License-Identifier: MIT
import SwiftSyntax

/// What one SwiftUI view's code says about navigation, read from its syntax alone (`SwiftUIReader`): the
/// presentations and destinations its body declares, the controls that navigate, the subviews it embeds. Statements
/// inside closures are kept as syntax and translated once the whole draft is known (`SwiftUIStatements`): whether
/// `editing = true` presents depends on which bindings the drafted screens declare.
struct SwiftUIReading {
    /// `NavigationStack(path: $router.path) { … }` around a view: the binding's property path, without `$` (`router.path`).
    struct Stack {
        var path: String?
        var place: SourcePlace
    }

    /// A view some code shows: a sheet's content, a destination, a link's, a tab's, the window's.
    struct Shown {
        var view: String
        /// A NavigationStack (or NavigationView) wrapped around it where it is shown.
        var stack: Stack?
        /// `.interactiveDismissDisabled()` on the content.
        var nonDismissible = false
        /// `EditView(isPresented: $editing, onSave: { … })`: what it is made with, for its bindings and callbacks.
        var call: FunctionCallExprSyntax?
        /// The view whose code shows it: the arguments are read in that view's terms.
        var owner: String
        var place: SourcePlace
    }

    /// What a presentation or destination shows, or why that could not be read.
    enum Content {
        case shown(Shown)
        case unreadable(String)
    }

    /// `.sheet(isPresented:)`, `.fullScreenCover(isPresented:)`, or their `item:` forms with one view per case.
    struct Presentation {
        var cover: Bool
        var binding: String
        /// For `isPresented:`: the view shown.
        var content: Content?
        /// For `item:`: the enum and one view per case (nil type or arms: not read, with why).
        var itemType: String?
        var arms: [(cases: [String], content: Content)] = []
        var unreadItem: String?
        var onDismiss: ExprSyntax?
        var owner: String
        var place: SourcePlace
    }

    /// A button of an alert or a confirmation dialog.
    struct AlertButton {
        var title: String?
        var role: String?
        var action: ExprSyntax?
    }

    /// `.alert("Title", isPresented: $flag) { Button(…) }`, `.confirmationDialog(…)`.
    struct AlertSite {
        var dialog: Bool
        var binding: String
        var title: String?
        var buttons: [AlertButton]
        var owner: String
        var place: SourcePlace
    }

    /// `.navigationDestination(for: Route.self) { … }`: one view per case of the enum.
    struct RouteDestinations {
        var type: String
        var arms: [(cases: [String], content: Content)]
        var owner: String
        var place: SourcePlace
    }

    /// `.navigationDestination(isPresented: $flag) { Y() }` (setting the binding true pushes Y), or its `item:` form
    /// with one view per case of an enum of the app (setting a case pushes that case's view, nil pops it).
    struct DestinationBinding {
        var binding: String
        /// For `isPresented:`: the view pushed.
        var content: Content?
        /// For `item:`: the enum and one view per case (nil type or no arms: not read, with why).
        var itemType: String?
        var arms: [(cases: [String], content: Content)] = []
        var unreadItem: String?
        var owner: String
        var place: SourcePlace
    }

    /// What a control does when the user uses it.
    enum Effect {
        /// Code to translate: a closure, or a reference to a method (`Button("Save", action: save)`).
        case code(ExprSyntax)
        /// `NavigationLink(value: Route.detail)`: the value appended, as written.
        case append(type: String?, value: String)
        /// `NavigationLink(destination: Y())`, `NavigationLink { Y() } label: { … }`.
        case push(Content)
        /// A control whose navigation is not read, with why.
        case unread(String)
    }

    /// A `Button`, a `NavigationLink`, an `.onTapGesture`: named from its label.
    struct Control {
        var name: String
        var effect: Effect
        var call: String
        var owner: String
        var place: SourcePlace
    }

    /// A subview of the app embedded in the body (`ProfileHeader(user: user, editing: $editing)`): its navigation
    /// acts in this view (its links push on this view's stack, its sheets present from here).
    struct Embedded {
        var view: String
        var call: FunctionCallExprSyntax
    }

    var name: String
    var place: SourcePlace
    /// `@Environment(\.dismiss) var dismiss`, `@Environment(\.presentationMode) var presentationMode`: calling
    /// `dismiss()` (or `presentationMode.wrappedValue.dismiss()`) is the flow's `dismiss`.
    var dismissNames: Set<String> = []
    /// The body's root is a NavigationStack: the view brings its own stack.
    var ownStack: Stack?
    /// The body's root is a TabView: its tabs, each a view shown in it (or why not read).
    var tabs: [(name: String?, content: Content, place: SourcePlace)]?
    var presentations: [Presentation] = []
    var alerts: [AlertSite] = []
    var destinations: [RouteDestinations] = []
    var destinationBindings: [DestinationBinding] = []
    var controls: [Control] = []
    /// `.onAppear { … }`, `.task { … }`: what runs as the view appears.
    var appearing: [(code: ExprSyntax, place: SourcePlace)] = []
    /// `.onChange`, `.onReceive`, `.onOpenURL`… closures: navigation there is not an action; a TODO if any.
    var otherCode: [(call: String, code: ExprSyntax, place: SourcePlace)] = []
    var embedded: [Embedded] = []
    /// What the reader saw and could not say in the flow, with where.
    var todos: [(text: String, place: SourcePlace, call: String)] = []

    /// Whether the view declares navigation the flow can hold (a view without is a layout, not a screen of its own):
    /// a presentation, a destination, a link, its own stack or tabs, or code that looks like navigating.
    var navigates: Bool {
        let structural = !(presentations.isEmpty && alerts.isEmpty && destinations.isEmpty && destinationBindings.isEmpty && todos.isEmpty)
            || ownStack != nil || tabs != nil
        let code = controls.map { c -> String? in if case .code(let e) = c.effect { e.trimmedDescription } else { nil } }
        let links = controls.contains { if case .code = $0.effect { false } else { true } }
        return structural || links || (code.compactMap { $0 } + appearing.map(\.code.trimmedDescription) + otherCode.map(\.code.trimmedDescription))
            .contains(where: SwiftUIStatements.looksLikeNavigation)
    }
}
