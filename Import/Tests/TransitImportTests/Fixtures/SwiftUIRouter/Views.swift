import SwiftUI

struct RootView: View {
    @EnvironmentObject var router: Router

    var body: some View {
        NavigationStack(path: $router.path) {
            RecipeList()
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .recipe: RecipeView()
                    case .author: AuthorView()
                    case .settings: SettingsView()
                    }
                }
        }
    }
}

/// The stack's first screen, embedded in RootView's stack.
struct RecipeList: View {
    @EnvironmentObject var router: Router

    var body: some View {
        List {
            NavigationLink("Pancakes", value: Route.recipe)
            Button("Settings") { router.path.append(.settings) }
        }
        .navigationTitle("Recipes")
    }
}

struct RecipeView: View {
    @EnvironmentObject var router: Router

    var body: some View {
        VStack {
            NavigationLink(value: Route.author) {
                Text("About the author")
            }
            Button("Back to recipes") { router.path.removeAll() }
        }
    }
}

struct AuthorView: View {
    @EnvironmentObject var router: Router
    var body: some View {
        Button("Done") { router.path.removeLast() }
    }
}

struct SettingsView: View {
    @EnvironmentObject var router: Router
    var body: some View {
        Button("Start over") { router.path = [] }
    }
}
