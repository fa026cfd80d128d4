import SwiftUI

struct EditProfileView: View {
    @Binding var isPresented: Bool
    @State private var name = ""

    var body: some View {
        Form { TextField("Name", text: $name) }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) { Button("Save") { isPresented = false } }
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { isPresented = false } }
            }
    }
}

struct TourView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Welcome")
            Button("Finish") { dismiss() }
        }
    }
}

struct QRCodeView: View {
    @Environment(\.presentationMode) var presentationMode
    var body: some View {
        Image(systemName: "qrcode")
            .onTapGesture { presentationMode.wrappedValue.dismiss() }
    }
}

struct FarewellView: View {
    var body: some View { Text("Goodbye") }
}
