import SwiftUI

struct MainTabView: View {
    @State private var selection: Tab = .notes
    @State private var showingWhatsNew = false

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack { NotesView() }
                .tabItem { Label("Notes", systemImage: "note.text") }
                .tag(Tab.notes)
            SearchView()
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .tag(Tab.search)
            ProfileTab()
                .tabItem { Label("Profile", systemImage: "person") }
        }
        .sheet(isPresented: $showingWhatsNew) { WhatsNewView() }
    }
}
