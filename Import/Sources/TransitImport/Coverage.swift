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

    public var counted: [NavigationCall] { calls.filter { $0.outcome != .wrapper } }
    public var resolved: Int { counted.filter { $0.outcome == .resolved }.count }
    public var unresolved: [NavigationCall] { counted.filter { $0.outcome == .unresolved } }
    /// Resolved calls that are in the draft only as comments: another arm of a choice, a release it cannot place.
    public var commentedOnly: [NavigationCall] { counted.filter { $0.outcome == .resolved && !live.contains($0.place) } }

    public var text: String {
        var lines: [String] = []
        let total = counted.count
        let percent = total == 0 ? 100 : Int((Double(resolved) / Double(total) * 100).rounded())
        lines.append("files read:           \(files)")
        lines.append("view controllers:     \(screens.count + containers.count) (\(screens.count) screens, \(containers.count) navigation and tab bar controllers)")
        lines.append("coordinators:         \(coordinators.count)")
        if !wrappers.isEmpty { lines.append("navigation wrappers:  \(wrappers.joined(separator: ", "))") }
        lines.append("navigation calls:     \(total), resolved \(resolved) (\(percent)%), unresolved \(unresolved.count)")
        let inDraft = resolved - commentedOnly.count
        let inPercent = total == 0 ? 100 : Int((Double(inDraft) / Double(total) * 100).rounded())
        lines.append("in the draft:         \(inDraft) (\(inPercent)%) as statements; \(commentedOnly.count) resolved only as comments (other arms of a choice, TODOs)")
        if !unresolved.isEmpty {
            lines.append("unresolved:")
            for call in unresolved { lines.append("  \(call.place): \(call.call)(\(call.detail))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
