import SwiftUI

struct TimelineView: View {
    @State private var sheet: ComposeSheet?

    var body: some View {
        NavigationStack {
            List {
                Button("New entry") { sheet = .newEntry }
                Button("Drafts") { sheet = .drafts }
            }
            .sheet(item: $sheet, onDismiss: { print("closed") }) { sheet in
                switch sheet {
                case .newEntry:
                    NavigationStack { EntryEditor() }
                        .interactiveDismissDisabled()
                case .drafts:
                    DraftList(sheet: $sheet)
                default:
                    TagEditor()
                }
            }
        }
    }
}

struct EntryEditor: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Save") { dismiss() }
    }
}

/// Its "Write new" replaces the drafts sheet with the editor through the binding it was given.
struct DraftList: View {
    @Binding var sheet: ComposeSheet?
    var body: some View {
        List {
            Button("Write new") { sheet = .newEntry }
            Button("Close") { sheet = nil }
        }
    }
}

struct TagEditor: View {
    @State private var picked: ComposeSheet?
    var body: some View {
        Button("Browse drafts") { picked = .drafts }
            .sheet(item: $picked) { $0.view }
    }
}
