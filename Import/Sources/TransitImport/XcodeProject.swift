// SPDX-License-Identifier: MIT
import Foundation

/// The Swift sources an Xcode project's targets compile, read from its `project.pbxproj`: a folder often holds
/// files no target builds (a stale copy, an old experiment), and reading them invents screens and coordinators.
struct XcodeProject {
    /// The folder the project's paths are relative to: the one holding the `.xcodeproj`.
    let directory: String
    /// Absolute, standardized paths of the sources some target's Sources phase compiles.
    private(set) var compiled: Set<String> = []
    /// Folders Xcode 16 compiles wholesale (`PBXFileSystemSynchronizedRootGroup`), minus their exceptions.
    private(set) var synchronized: [String] = []
    private(set) var exceptions: Set<String> = []

    /// The iOS application targets when the project builds more than one (a wallet and its verifier app): only
    /// `chosenApp` is drafted, the one named or the one compiling the most Swift files. Empty with one app.
    private(set) var apps: [(name: String, files: Int)] = []
    private(set) var chosenApp: String?

    /// nil when the file is not a project Foundation can read: then nothing is filtered by it. `app` names the
    /// application target to read when the project has several.
    init?(pbxproj path: String, app: String? = nil) {
        guard let data = FileManager.default.contents(atPath: path),
              let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
              let objects = plist["objects"] as? [String: [String: Any]],
              let rootID = plist["rootObject"] as? String, let root = objects[rootID] else { return nil }
        directory = URL(fileURLWithPath: path).deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL.path
        var parent: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"] as? [String] ?? [] { parent[child] = id }
        }
        let mainGroup = root["mainGroup"] as? String
        let projectDirectory = (root["projectDirPath"] as? String).flatMap { $0.isEmpty ? nil : $0 }
        let base = projectDirectory.map { ($0.hasPrefix("/") ? $0 : directory + "/" + $0) } ?? directory
        var memo: [String: String?] = [:]
        func fullPath(_ id: String, depth: Int = 0) -> String? {
            if let known = memo[id] { return known }
            guard depth < 64, let object = objects[id] else { return nil }
            let own = object["path"] as? String
            var result: String?
            switch object["sourceTree"] as? String ?? "<group>" {
            case "<absolute>": result = own
            case "SOURCE_ROOT": result = own.map { base + "/" + $0 } ?? base
            case "<group>":
                let up: String?
                if id == mainGroup { up = base } else if let p = parent[id] { up = fullPath(p, depth: depth + 1) } else { up = base }
                result = up.map { up in own.map { up + "/" + $0 } ?? up }
            default: result = nil
            }
            let standardized = result.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            memo[id] = standardized
            return standardized
        }
        // The app's own targets: an app extension (a share sheet, a notification's content, a widget), a watch app
        // and a test bundle are separate programs, not screens of the app's navigation. Their phases are left out
        // when the project has an application target.
        let targets = objects.values.filter { $0["isa"] as? String == "PBXNativeTarget" }
        let isApplication = { (t: [String: Any]) in (t["productType"] as? String)?.hasSuffix(".application") == true }
        let notTheApp = ["extension", "test", "watch", "widget", "xpc-service"]
        var appTargets = targets.contains(where: isApplication)
            ? targets.filter { t in !notTheApp.contains { (t["productType"] as? String ?? "").lowercased().contains($0) } }
            : targets
        // A tvOS, macOS or watchOS app beside the iOS one is a program of its own too (its own delegate and windows).
        let projectSDK = Self.sdk(of: root, objects)
        let sdkOf = { (t: [String: Any]) in Self.sdk(of: t, objects) ?? projectSDK }
        if appTargets.contains(where: { isApplication($0) && sdkOf($0) == "iphoneos" }) {
            appTargets = appTargets.filter { t in !["appletvos", "macosx", "watchos", "xros"].contains(sdkOf(t) ?? "") }
        }
        // Several iOS apps in one project are several programs, each with its own delegate and launch: one is drafted.
        let iOSApps = appTargets.filter { isApplication($0) && (sdkOf($0) ?? "iphoneos") == "iphoneos" }
        // An app whose code comes from Swift packages it links (`packageProductDependencies`) has a size its Sources
        // phase does not show: then which is the app cannot be told by size, and all are read, as before.
        // (A remote package is a library, not the app's own code: only local packages count.)
        let linksLocalPackages = { (t: [String: Any]) in
            (t["packageProductDependencies"] as? [String] ?? []).contains { id in
                guard let package = (objects[id]?["package"] as? String).flatMap({ objects[$0] }) else { return true }
                return package["isa"] as? String != "XCRemoteSwiftPackageReference"
            }
        }
        // (Nor an Xcode 16 target whose sources are synchronized folders: its phase lists none of them.)
        let synchronizes = { (t: [String: Any]) in !(t["fileSystemSynchronizedGroups"] as? [String] ?? []).isEmpty }
        let sizesKnown = !iOSApps.contains(where: linksLocalPackages) && !iOSApps.contains(where: synchronizes)
        if iOSApps.count > 1, sizesKnown || app != nil {
            func sources(_ t: [String: Any]) -> Int {
                (t["buildPhases"] as? [String] ?? []).compactMap { objects[$0] }.filter { $0["isa"] as? String == "PBXSourcesBuildPhase" }
                    .reduce(0) { $0 + ($1["files"] as? [String] ?? []).count }
            }
            let sized = iOSApps.map { (name: $0["name"] as? String ?? "?", files: sources($0)) }
                .sorted { ($0.files, $1.name) > ($1.files, $0.name) }
            apps = sized.map { ($0.name, $0.files) }
            let chosen = sized.first { $0.name == app } ?? sized[0]
            chosenApp = chosen.name
            // (Target names are unique in a project.)
            let others = Set(sized.filter { $0.name != chosen.name }.map(\.name))
            appTargets = appTargets.filter { !(isApplication($0) && others.contains($0["name"] as? String ?? "?")) }
        }
        let phaseIDs = Set(appTargets.flatMap { $0["buildPhases"] as? [String] ?? [] })
        for (id, object) in objects where object["isa"] as? String == "PBXSourcesBuildPhase" && (targets.isEmpty || phaseIDs.contains(id)) {
            for buildFileID in object["files"] as? [String] ?? [] {
                guard let ref = objects[buildFileID]?["fileRef"] as? String, let path = fullPath(ref) else { continue }
                compiled.insert(path)
            }
        }
        for (id, object) in objects where object["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" {
            guard let folder = fullPath(id) else { continue }
            synchronized.append(folder)
            for exceptionID in object["exceptions"] as? [String] ?? [] {
                for name in objects[exceptionID]?["membershipExceptions"] as? [String] ?? [] {
                    exceptions.insert(URL(fileURLWithPath: folder + "/" + name).standardizedFileURL.path)
                }
            }
        }
    }

    /// The SDK a target (or the project) builds for, from its configurations' `SDKROOT` (the first one that says).
    static func sdk(of object: [String: Any], _ objects: [String: [String: Any]]) -> String? {
        guard let list = (object["buildConfigurationList"] as? String).flatMap({ objects[$0] }) else { return nil }
        for id in list["buildConfigurations"] as? [String] ?? [] {
            if let sdk = (objects[id]?["buildSettings"] as? [String: Any])?["SDKROOT"] as? String { return sdk }
        }
        return nil
    }

    /// Whether a target of this project compiles the file (absolute, standardized path).
    func compiles(_ file: String) -> Bool {
        if compiled.contains(file) { return true }
        // An exception of a synchronized folder is, in Xcode 16's format, a file left out of one target: it may
        // still be in another, so only a file listed nowhere else counts as not compiled — kept, to be safe.
        return synchronized.contains { file.hasPrefix($0 + "/") } || exceptions.contains(file)
    }

    /// A project that lists no source at all (an aggregate, a project Foundation read wrongly) filters nothing.
    var listsSources: Bool { !compiled.isEmpty || !synchronized.isEmpty }
}
