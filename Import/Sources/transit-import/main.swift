// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import TransitImport

struct TransitImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transit import",
        abstract: "Draft a flow from an app's Swift source.",
        discussion: """
            Reads the Swift files under each PATH (test targets, Pods and build folders are skipped) and writes a \
            flow with the app's view controllers as screens, its coordinators, tab bars and launch, and every \
            navigation call whose destination the source names. Each construct has a `// from File.swift:LINE` \
            comment; what cannot be resolved statically is a `// TODO(import): …` comment, never a guess. The draft \
            is checked before it is written: a line `transit check` refuses as flow text becomes such a TODO; a \
            navigation error it finds (a push without a navigation controller…) stays, and the import exits 1.
            """)

    @Argument(help: "Swift files or directories to read.")
    var paths: [String]

    @Option(name: .shortAndLong, help: "Write the flow to this file (atomically) instead of standard output.")
    var output: String?

    @Option(help: "The app's name in the flow (default: the last directory named).")
    var name: String?

    @Option(help: "With an Xcode project that builds several iOS apps, the app target to draft (default: the one that compiles the most Swift files; all of them when one links local Swift packages, whose size its project does not show).")
    var app: String?

    @Flag(help: "Replace the output file even when it is read-only (it stays read-only).")
    var force = false

    @Flag(help: "Print coverage: view controllers, coordinators, navigation calls found, resolved and unresolved (with file:line).")
    var report = false

    func run() throws {
        let scan: SourceFinder.Scan
        do { scan = try SourceFinder.scan(paths, app: app) } catch { throw ValidationError("\(error)") }
        let files = scan.files
        for s in scan.skipped {
            // A file name may hold control characters: shown escaped, never sent to the terminal as they are.
            DescriptorWriter.write(bytes: Array("transit import: skipped \(SourcePlace.visible(s.path)): \(s.reason)\n".utf8), fd: 2, program: "transit import")
        }
        for (project, chosen, all) in scan.apps {
            let others = all.filter { $0.name != chosen }.map(\.name)
            let files = all.first { $0.name == chosen }?.files ?? 0
            let text = "transit import: \(SourcePlace.visible(project)) builds \(all.count) iOS apps (\(all.map(\.name).joined(separator: ", "))), each a program of its own: drafting \(chosen) (\(files) source files\(app == nil ? ", the most" : "")); --app \(others.first ?? "NAME") drafts \(others.count == 1 ? "the other" : "another")\n"
            DescriptorWriter.write(bytes: Array(text.utf8), fd: 2, program: "transit import")
        }
        for (project, paths) in scan.notCompiled {
            let shown = paths.prefix(5).map(SourcePlace.visible).joined(separator: ", ")
            let text = "transit import: skipped \(paths.count) Swift file\(paths.count == 1 ? "" : "s") no app target of \(SourcePlace.visible(project)) compiles (app extensions, tests, watch apps and an iOS app's tvOS or macOS sibling are programs of their own): \(shown)\(paths.count > 5 ? ", …" : "")\n"
            DescriptorWriter.write(bytes: Array(text.utf8), fd: 2, program: "transit import")
        }
        guard !files.isEmpty else {
            throw ValidationError(scan.skipped.isEmpty ? "no Swift files under \(paths.joined(separator: ", "))"
                                  : "no Swift file left to read under \(paths.joined(separator: ", ")) (\(scan.skipped.count) skipped)")
        }
        let appName = name ?? URL(fileURLWithPath: paths.last!).standardizedFileURL.deletingPathExtension().lastPathComponent
        let drafted = Importer.draft(files: files, appName: appName, storyboards: scan.storyboards, mainStoryboards: scan.mainStoryboards)
        // Checked before it is written: a line the checker refuses becomes a TODO quoting it (a few rounds, since a
        // refusal can hide the next), so the draft a person gets checks; what could not be repaired fails the import.
        var flow = drafted.flow
        var coverage = drafted.report
        var repaired: [DraftRepair.Refusal] = []
        var outcome = DraftCheck.check(flow)
        for _ in 0..<3 {
            guard case .errors(_, _, let refusals) = outcome else { break }
            let step = DraftRepair.apply(refusals, to: flow, report: coverage)
            if step.repaired.isEmpty { break }
            (flow, coverage) = (step.flow, step.report)
            repaired += step.repaired
            outcome = DraftCheck.check(flow)
        }
        let target = output.flatMap { $0 == "-" ? nil : $0 }
        if let target {
            // The main package's AtomicFile (linked into this target): a temporary file and a rename, and a device or
            // a pipe written to rather than replaced.
            do { try AtomicFile.write(flow, to: target, force: force) } catch {
                FileHandle.standardError.write(Data("transit import: cannot write \(target): \(error)\(error.isReadOnly ? ", or pass --force" : "")\n".utf8))
                throw ExitCode(1)
            }
            if report { DescriptorWriter.write(bytes: Array(coverage.text.utf8), fd: 1, program: "transit import") }
        } else {
            // A full device, a closed stream or a file-size limit ends the import with status 2 and a line saying
            // so, as every other command does (docs/limits.md); `print` would drop the error and exit 0.
            DescriptorWriter.write(bytes: Array(flow.utf8), fd: 1, program: "transit import")
            if report { DescriptorWriter.write(bytes: Array(coverage.text.utf8), fd: 2, program: "transit import") }
        }
        if !coverage.launchRead {
            DescriptorWriter.write(bytes: Array("transit import: the launch was \(coverage.launch)\n".utf8), fd: 2, program: "transit import")
        }
        let name = target.map(SourcePlace.visible) ?? "the draft"
        if let first = repaired.first {
            let text = "transit import: \(repaired.count) line\(repaired.count == 1 ? "" : "s") of \(name) that transit check refused became TODOs (search 'refused'); the first was \(first.code): \(first.message)\n"
            DescriptorWriter.write(bytes: Array(text.utf8), fd: 2, program: "transit import")
        }
        // The draft is written either way (it is the user's to finish); a draft that does not check is not a success.
        switch outcome {
        case .clean:
            break
        case .errors(let count, let first, _):
            let text = "transit import: \(name) does not check yet: \(count) error\(count == 1 ? "" : "s") (transit check shows them all); the first:\n"
                + first.map { "  \(target.map { SourcePlace.visible($0) + ":" } ?? "line ")\(SourcePlace.visible($0))\n" }.joined()
            DescriptorWriter.write(bytes: Array(text.utf8), fd: 2, program: "transit import")
            throw ExitCode(1)
        case .notChecked(let why):
            DescriptorWriter.write(bytes: Array("transit import: \(name) was not checked: \(why)\n".utf8), fd: 2, program: "transit import")
        }
    }
}

DescriptorWriter.installSignalHandling()
TransitImportCommand.main()
