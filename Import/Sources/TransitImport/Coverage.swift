// SPDX-License-Identifier: MIT
import Foundation

public struct ScreenFound: Sendable, Hashable {
    public var name: String
    public var place: SourcePlace
}

/// How much of the app's navigation the draft holds: `--report`.
public struct Coverage: Sendable {
    public var files: Int
    public var screens: [ScreenFound]
    public var containers: [ScreenFound]
    public var coordinators: [ScreenFound]
    public var wrappers: [String]
    public var calls: [NavigationCall]
    /// Places the draft holds as statements (not only as comments).
    public var live: Set<SourcePlace> = []
    /// Where the draft's launch comes from, or why it is a guess.
    public var launch: String = ""
    public var launchRead = true

    public var counted: [NavigationCall] { calls.filter { $0.outcome != .wrapper } }
    public var resolved: Int { counted.filter { $0.outcome == .resolved }.count }
    public var unresolved: [NavigationCall] { counted.filter { $0.outcome == .unresolved } }
    /// Calls of UIKit's navigation shape in code the draft never read (`UnreadCalls`).
    public var notRead: [NavigationCall] { counted.filter { $0.outcome == .notRead } }
    /// Resolved calls that are in the draft only as comments: another arm of a choice, a release it cannot place.
    public var commentedOnly: [NavigationCall] { counted.filter { $0.outcome == .resolved && !live.contains($0.place) } }

    /// Resolved calls the draft holds as statements: what the report's percentage counts.
    public var inDraft: Int { resolved - commentedOnly.count }

    public var text: String {
        var lines: [String] = []
        let total = counted.count
        lines.append("files read:           \(files)")
        lines.append("view controllers:     \(screens.count + containers.count) (\(screens.count) screens, \(containers.count) navigation and tab bar controllers)")
        lines.append("coordinators:         \(coordinators.count)")
        if !wrappers.isEmpty { lines.append("navigation wrappers:  \(wrappers.joined(separator: ", "))") }
        if !launch.isEmpty { lines.append("launch:               \(launch)") }
        if total == 0 {
            // No percentage of nothing: a folder with no navigation call is not "100 %" read.
            lines.append("navigation calls:     none found")
        } else {
            // The percentage is what the draft holds as statements; a call resolved only into a comment is not in it.
            let percent = { (n: Int) in Int((Double(n) / Double(total) * 100).rounded()) }
            lines.append("navigation calls:     \(total); in the draft as statements \(inDraft) (\(percent(inDraft))%)")
            lines.append("                      resolved only as comments \(commentedOnly.count) (other arms of a choice, TODOs); unresolved \(unresolved.count)")
            lines.append("                      not read \(notRead.count) (in code the draft never reaches)")
        }
        if !notRead.isEmpty {
            // By the type they are in, most first: where the draft's reading stops (flow controllers, routers…).
            let byType = Dictionary(grouping: notRead, by: \.detail).map { ($0.key, $0.value.count) }.sorted { ($1.1, $0.0) < ($0.1, $1.0) }
            let shown = byType.prefix(8).map { "\($0.0) \($0.1)" }.joined(separator: ", ")
            lines.append("not read, by type:    \(shown)\(byType.count > 8 ? ", and \(byType.count - 8) more types" : "")")
        }
        if !unresolved.isEmpty {
            lines.append("unresolved:")
            for call in unresolved { lines.append("  \(call.place): \(call.call)(\(call.detail))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
