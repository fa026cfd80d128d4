import SwiftUI

@main
struct ProfileApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { ProfileView() }
        }
    }
}
