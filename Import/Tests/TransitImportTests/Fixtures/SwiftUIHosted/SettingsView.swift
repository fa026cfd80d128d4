import SwiftUI

final class SettingsViewModel: ObservableObject {
    var onLogout: (() -> Void)?
    func logout() { onLogout?() }
}

/// A hosted view that presents a sheet of its own.
struct SettingsView: View {
    @ObservedObject var viewModel: SettingsViewModel
    @State private var showingLicenses = false

    var body: some View {
        List {
            Button("Licenses") { showingLicenses = true }
            Button("Log out") { viewModel.logout() }
        }
        .sheet(isPresented: $showingLicenses) {
            LicensesView()
        }
    }
}

struct LicensesView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Close") { dismiss() }
    }
}

struct ComposeView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        NavigationStack {
            Form { Text("To:") }
                .toolbar { Button("Send") { dismiss() } }
        }
    }
}
