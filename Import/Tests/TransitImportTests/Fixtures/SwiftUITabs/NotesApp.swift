import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            MainTabView()
        }
    }
}

enum Tab: Hashable {
    case notes, search, profile
}

enum SearchRoute: Hashable {
    case result
    case filters
}
