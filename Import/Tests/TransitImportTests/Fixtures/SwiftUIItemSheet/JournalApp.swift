import SwiftUI

@main
struct JournalApp: App {
    var body: some Scene {
        WindowGroup { TimelineView() }
    }
}

enum ComposeSheet: String, Identifiable {
    case newEntry
    case drafts
    case tags
    var id: String { rawValue }

    /// What each sheet shows, for the tag editor's own sheets.
    @ViewBuilder var view: some View {
        switch self {
        case .newEntry: EntryEditor()
        case .drafts: DraftList(sheet: .constant(nil))
        case .tags: TagEditor()
        }
    }
}
