// SPDX-License-Identifier: MIT
import Foundation
import SwiftSyntax

/// Reads Swift files and drafts a flow: screens, coordinators, tab bars, the app's launch, and every navigation
/// edge the source names statically, each with a `// from File.swift:LINE` comment. What cannot be resolved is a
/// `// TODO(import): …` comment where it happens, never a guess.
public struct Importer {
    public struct Result: Sendable {
        public var flow: String
        public var report: Coverage
    }

    /// `files`: (path as shown in comments, contents).
    /// A file whose brackets nest too deep to parse in reasonable time is left out (SourceFinder says so).
    /// `storyboards`: Interface Builder storyboards (path, contents); one that is not a storyboard is ignored.
    /// `mainStoryboards`: what the app's Info.plist names as its main storyboard (`SourceFinder.Scan`).
    public static func draft(files: [(path: String, text: String)], appName: String, storyboards: [(path: String, text: String)] = [],
                             mainStoryboards: [(plist: String, name: String)] = []) -> Result {
        let parsed = files.filter { SwiftFile.excessiveNesting($0.text) == nil }.map { SwiftFile(displayPath: $0.path, text: $0.text) }
        var builder = DraftBuilder(files: parsed, appName: appName, storyboards: storyboards.compactMap { Storyboard(path: $0.path, text: $0.text) },
                                   mainStoryboards: mainStoryboards)
        return builder.build()
    }
}
