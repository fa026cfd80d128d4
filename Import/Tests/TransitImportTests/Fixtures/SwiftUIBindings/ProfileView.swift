import SwiftUI

/// The account screen: every way it shows something is a binding of its own.
struct ProfileView: View {
    @State private var editing = false
    @State private var touring = false
    @State private var deleting = false
    @State private var sharing = false
    @State private var saved = false
    @State private var showingCode = false
    @State private var farewell = false
    @State private var signingOut = false

    var body: some View {
        List {
            Button("Edit profile") { editing = true }
            Button("Take the tour") { touring.toggle() }
            Button(role: .destructive) {
                deleting = true
            } label: {
                Label("Delete account", systemImage: "trash")
            }
            Text("Share").onTapGesture { sharing = true }
            Button("Refresh") { Task { await reload() } }
            Button("Sign out") { signingOut = true }
        }
        .navigationTitle("Profile")
        .sheet(isPresented: $editing, onDismiss: { saved = true }) {
            NavigationStack { EditProfileView(isPresented: $editing) }
        }
        .fullScreenCover(isPresented: $touring) {
            TourView().interactiveDismissDisabled()
        }
        .alert("Delete your account?", isPresented: $deleting) {
            Button("Delete", role: .destructive) { deleteAccount() }
            Button("Cancel", role: .cancel) { }
        } message: {
            Text("This cannot be undone.")
        }
        .confirmationDialog("Share profile", isPresented: $sharing, titleVisibility: .visible) {
            Button("Copy link") { copyLink() }
            Button("Show QR code") { showingCode = true }
        }
        .alert("Profile saved", isPresented: $saved) { }
        .sheet(isPresented: $showingCode) { QRCodeView() }
        .fullScreenCover(isPresented: $farewell) { FarewellView() }
        .alert(isPresented: $signingOut) {
            Alert(title: Text("Sign out?"),
                  primaryButton: .destructive(Text("Sign out")) { farewell = true },
                  secondaryButton: .cancel())
        }
    }

    private func reload() async {}
    private func copyLink() {}

    private func deleteAccount() {
        withAnimation { farewell = true }
    }
}
