// SPDX-License-Identifier: MIT
import Foundation

/// The Swift files under the paths a user names, app sources only: test targets, dependencies and build
/// folders are left out. Paths in the draft's comments are relative to the directory named.
public enum SourceFinder {
    public struct Failure: Error, CustomStringConvertible { public var description: String }

    static let skipped: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", "build", "fastlane", "Vendor", "vendor", "node_modules", ".git"]

    /// Larger Swift files are skipped, with a note: app sources are far smaller (the largest file of a 900-file app
    /// is about 200 KB), and reading a 3 GB file would exhaust memory.
    public static let maxFileBytes = 4 * 1024 * 1024

    /// What a scan found: the files read, and those left out with the reason (too large, not a regular file,
    /// unreadable, a folder that cannot be listed).
    public struct Scan {
        public var files: [(path: String, text: String)] = []
        public var skipped: [(path: String, reason: String)] = []
        /// Swift files no target of the Xcode project next to them compiles, by project: left out, named once.
        public var notCompiled: [(project: String, paths: [String])] = []
        /// Interface Builder storyboards under the folders read: scenes by identifier, tab bars' tabs.
        public var storyboards: [(path: String, text: String)] = []
        /// The storyboard an app's Info.plist names as its main one (`UIMainStoryboardFile`, or the scene
        /// configuration's `UISceneStoryboardFile`): the window's root at launch when no code sets one. Extensions'
        /// Info.plists (`NSExtension`) are not the app's.
        public var mainStoryboards: [(plist: String, name: String)] = []
        /// Projects that build several iOS apps: the app drafted and the others, each with its Swift files.
        public var apps: [(project: String, chosen: String, all: [(name: String, files: Int)])] = []
    }

    public static func files(in paths: [String]) throws -> [(path: String, text: String)] { try scan(paths).files }

    /// `app`: with a project that builds several iOS apps, the application target to read (default: the one that
    /// compiles the most Swift files). A name no project's apps have is an error that lists them.
    public static func scan(_ paths: [String], app: String? = nil) throws -> Scan {
        var result = Scan()
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { throw Failure(description: "\(path): no such file or directory") }
            if !isDirectory.boolValue {
                guard path.hasSuffix(".swift") else { throw Failure(description: "\(path): not a Swift file (expected a .swift file or a directory)") }
                // A file named on the command line must be read: its problem is an error.
                switch read(path) {
                case .success(let text): result.files.append((path, text))
                case .failure(let f): throw Failure(description: f.description)
                }
                continue
            }
            let root = URL(fileURLWithPath: path).standardizedFileURL
            var unlisted: [(String, String)] = []
            guard let walker = fm.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [], errorHandler: { url, error in
                unlisted.append((url.path, "cannot be listed (\((error as NSError).localizedDescription))"))
                return true
            }) else { continue }
            var found: [String] = []
            var projects: [String] = []
            var packages: Set<String> = []
            for case let url as URL in walker {
                let name = url.lastPathComponent
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                    if name.hasSuffix(".xcodeproj") { projects.append(url.appendingPathComponent("project.pbxproj").path); walker.skipDescendants(); continue }
                    if skipped.contains(name) || name.hasSuffix("Tests") || name.hasSuffix("UITests") || name.hasSuffix(".xcassets") { walker.skipDescendants() }
                    continue
                }
                if name == "Package.swift" { packages.insert(url.deletingLastPathComponent().standardizedFileURL.path) }
                if name.hasSuffix(".swift") && name != "Package.swift" { found.append(url.standardizedFileURL.path) }
                // An app's Info.plist by what it says, not its name (`Info-Production.plist`, `App-Info.plist`).
                if name.hasSuffix(".plist"), let main = mainStoryboard(inPlist: url.standardizedFileURL.path) {
                    result.mainStoryboards.append((Self.relative(url.standardizedFileURL.path, to: root.path), main))
                }
                if name.hasSuffix(".storyboard"), case .success(let text) = read(url.standardizedFileURL.path) {
                    result.storyboards.append((Self.relative(url.standardizedFileURL.path, to: root.path), text))
                }
            }
            let readProjects = projects.compactMap { p in XcodeProject(pbxproj: p, app: app).map { (path: p, project: $0) } }
            for (p, project) in readProjects where project.chosenApp != nil {
                let name = Self.relative(URL(fileURLWithPath: p).deletingLastPathComponent().path, to: root.path)
                result.apps.append((name.isEmpty ? URL(fileURLWithPath: p).deletingLastPathComponent().lastPathComponent : name, project.chosenApp!, project.apps))
            }
            let (kept, left) = compiledOnly(found, projects: readProjects, packages: packages, root: root.path)
            result.notCompiled += left
            for file in kept.sorted() {
                let relative = Self.relative(file, to: root.path)
                // Inside a folder, one file that cannot be read is left out and named; the import goes on.
                switch read(file) {
                case .success(let text): result.files.append((relative, text))
                case .failure(let f): result.skipped.append((relative, f.reason))
                }
            }
            result.skipped += unlisted.map { (path: $0.0, reason: $0.1) }
        }
        if let app, !result.apps.contains(where: { $0.all.contains { $0.name == app } }) {
            let known = result.apps.flatMap { $0.all.map(\.name) }
            throw Failure(description: known.isEmpty ? "--app \(app): no Xcode project under \(paths.joined(separator: ", ")) builds several apps to choose from"
                          : "--app \(app): no such app target (the apps: \(known.joined(separator: ", ")))")
        }
        return result
    }

    /// The main storyboard an app's Info.plist names; nil for an extension's, a plist that names none or cannot be read.
    static func mainStoryboard(inPlist path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path), data.count < maxFileBytes,
              ["UIMainStoryboardFile", "UISceneStoryboardFile"].contains(where: { data.range(of: Data($0.utf8)) != nil }),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              plist["NSExtension"] == nil else { return nil }
        if let main = plist["UIMainStoryboardFile"] as? String, !main.isEmpty { return main }
        let manifest = plist["UIApplicationSceneManifest"] as? [String: Any]
        let roles = manifest?["UISceneConfigurations"] as? [String: Any]
        let configurations = roles?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]]
        return configurations?.compactMap { $0["UISceneStoryboardFile"] as? String }.first { !$0.isEmpty }
    }

    /// How many folders two files' paths share from the top (`App/Sources/A.swift`, `App/Info.plist`: 1).
    static func sharedFolders(_ a: String, _ b: String) -> Int {
        zip(a.split(separator: "/").dropLast(), b.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
    }

    /// `root/App/A.swift` → `App/A.swift`: how paths are shown in the draft and in messages.
    static func relative(_ file: String, to root: String) -> String {
        String(file.dropFirst(root.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
    }

    /// Files some Xcode project of the tree compiles, or whose nearest build description (walking up from the file)
    /// is a Swift package or nothing: the others are left out, by their nearest project, with paths relative to
    /// `root`. Any project, not only the nearest: a stale project left inside the app's folder compiles none of the
    /// files the real one, a folder up, does.
    static func compiledOnly(_ files: [String], projects: [(path: String, project: XcodeProject)], packages: Set<String>, root: String)
        -> (kept: [String], notCompiled: [(project: String, paths: [String])]) {
        let usable = projects.filter { $0.project.listsSources }
        guard !usable.isEmpty else { return (files, []) }
        let byDirectory = Dictionary(grouping: usable, by: \.project.directory)
        var kept: [String] = []
        var left: [String: [String]] = [:]
        for file in files {
            if usable.contains(where: { $0.project.compiles(file) }) { kept.append(file); continue }
            var directory = (file as NSString).deletingLastPathComponent
            var decided = false
            while directory.count >= root.count {
                if packages.contains(directory) { break }
                if let here = byDirectory[directory] {
                    if !here.contains(where: { $0.project.compiles(file) }) {
                        let name = here.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent().lastPathComponent }.joined(separator: ", ")
                        left[name, default: []].append(relative(file, to: root))
                        decided = true
                    }
                    break
                }
                let up = (directory as NSString).deletingLastPathComponent
                if up == directory { break }
                directory = up
            }
            if !decided { kept.append(file) }
        }
        return (kept, left.sorted { $0.key < $1.key }.map { (project: $0.key, paths: $0.value.sorted()) })
    }

    struct ReadFailure: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): \(reason)" }
    }

    /// Regular files only (a FIFO would block, a device never ends), of a bounded size.
    private static func read(_ path: String) -> Result<String, ReadFailure> {
        var st = stat()
        guard stat(path, &st) == 0 else {
            return .failure(ReadFailure(path: path, reason: "cannot be read (\(String(cString: strerror(errno))))"))
        }
        guard st.st_mode & S_IFMT == S_IFREG else { return .failure(ReadFailure(path: path, reason: "not a regular file")) }
        guard Int(st.st_size) <= maxFileBytes else {
            return .failure(ReadFailure(path: path, reason: "\(Int(st.st_size) / 1_048_576) MB, over the \(maxFileBytes / 1_048_576) MB a Swift source file may have"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(ReadFailure(path: path, reason: "cannot be read (\(String(cString: strerror(errno))))"))
        }
        // Invalid UTF-8 is repaired, not fatal: a comment in Latin-1 does not stop an import.
        let text = String(decoding: data, as: UTF8.self)
        if SwiftFile.excessiveNesting(text) != nil {
            return .failure(ReadFailure(path: path, reason: "brackets nested more than \(SwiftFile.maxNesting) deep: the Swift parser would take exponential time"))
        }
        return .success(text)
    }
}
