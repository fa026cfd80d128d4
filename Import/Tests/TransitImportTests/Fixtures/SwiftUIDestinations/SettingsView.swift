import SwiftUI

struct SettingsView: View {
    @State private var showingAbout = false
    @State private var selected: Pick?

    var body: some View {
        List {
            Button("About") { showingAbout = true }
            Button("Info") { showingAbout.toggle() }
            Button("Dish of the day") { selected = .dish }
            PickRow(selection: $selected)
        }
        .navigationDestination(isPresented: $showingAbout) { AboutView(isShown: $showingAbout) }
        .navigationDestination(item: $selected) { pick in
            switch pick {
            case .dish: DishView()
            case .restaurant: RestaurantView(selection: $selected)
            case .review: EmptyView()
            }
        }
    }
}

/// A row given the selection: setting it sets SettingsView's.
struct PickRow: View {
    @Binding var selection: Pick?
    var body: some View {
        Button("Nearby") { selection = .restaurant }
    }
}

struct AboutView: View {
    @Binding var isShown: Bool
    var body: some View {
        Button("Done") { isShown = false }
    }
}

struct DishView: View {
    var body: some View { Text("Dish") }
}

struct RestaurantView: View {
    @Binding var selection: Pick?
    var body: some View {
        VStack {
            Button("Its dish") { selection = .dish }
            Button("Close") { selection = nil }
        }
    }
}
