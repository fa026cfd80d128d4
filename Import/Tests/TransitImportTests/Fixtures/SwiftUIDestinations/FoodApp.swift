import SwiftUI

@main
struct FoodApp: App {
    var body: some Scene {
        WindowGroup { NavigationStack { SettingsView() } }
    }
}

enum Pick: Hashable {
    case dish, restaurant, review
}
