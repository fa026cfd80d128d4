import SwiftUI

struct NotesView: View {
    var body: some View {
        List {
            NavigationLink("New note") { NoteEditor() }
        }
    }
}

/// Brings its own stack, and is pushed onto the notes tab's: a stack in a stack.
struct NoteEditor: View {
    var body: some View {
        NavigationStack { TextEditor(text: .constant("")) }
    }
}

/// Search keeps its own path: a result, then the filters over it.
struct SearchView: View {
    @State private var path: [SearchRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("First result", value: SearchRoute.result)
            }
            .navigationDestination(for: SearchRoute.self) { route in
                switch route {
                case .result: ResultView(path: $path)
                case .filters: FiltersView()
                }
            }
        }
    }
}

struct ResultView: View {
    @Binding var path: [SearchRoute]
    var body: some View {
        Button("Filters") { path.append(.filters) }
    }
}

struct FiltersView: View {
    var body: some View { Text("Filters") }
}

/// A tab whose body brings its own stack around the profile.
struct ProfileTab: View {
    var body: some View {
        NavigationStack { ProfileView() }
    }
}

struct ProfileView: View {
    var body: some View {
        NavigationLink(destination: AccountView()) { Text("Account") }
    }
}

struct AccountView: View {
    var body: some View { Text("Account") }
}

struct WhatsNewView: View {
    var body: some View { Text("New") }
}
