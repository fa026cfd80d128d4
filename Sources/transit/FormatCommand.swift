// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import TransitLanguage
import TransitPresentation
import TransitShell

struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Lay out flow files canonically: indentation, spacing, blank lines, aligned trailing comments.",
        discussion: """
        Files are rewritten in place (atomically), or printed with --stdout. With --check nothing is written: each \
        file that is not formatted gets a diff, and the exit status is 1 (for CI). Only the layout changes: the \
        tokens stay the same and every comment is kept as written. A file that does not parse is not touched \
        (exit 1, with its errors).
        """
    )

    @ArgumentParser.Argument(help: "The flow files to format.", completion: .file(extensions: ["flow"]))
    var files: [String]

    @Flag(help: "Write nothing; show what would change and exit 1 if any file is not formatted.")
    var check = false

    @Flag(help: "Print the formatted text instead of rewriting the file.")
    var stdout = false

    @OptionGroup var force: ForceOption

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one flow file") }
        if check && stdout { throw ValidationError("--check and --stdout do not go together") }
    }

    func run() throws {
        var status: Int32 = 0
        var unformatted = 0
        for path in files {
            let file: SourceFile
            do { file = SourceFile(path: path, bytes: try RegularFile.read(path, maxBytes: Loader.maxFileBytes)) } catch {
                Terminal.write("transit format: cannot read \(path): \(error)\n", fd: 2)
                status = 2
                continue
            }
            switch Formatter.format(file) {
            case .failure(let refusal):
                Terminal.write(DiagnosticRenderer(color: Terminal.colorOnStderr).renderAll(refusal.diagnostics), fd: 2)
                if status == 0 { status = 1 }
            case .success(let text):
                // The text as it is: comments may hold any character, which the terminal writer would escape.
                if stdout { Terminal.writeDocument(text); continue }
                guard text != file.text else { continue }
                if check {
                    unformatted += 1
                    Terminal.write(LineDiff.unified(old: file.text, new: text, path: path))
                    continue
                }
                do { try AtomicFile.write(text, to: path, force: force.force) } catch {
                    Terminal.write("transit format: cannot write \(path): \(force.text(error))\n", fd: 2)
                    status = 2
                }
            }
        }
        if check, unformatted > 0 {
            Terminal.write("\(unformatted) file\(unformatted == 1 ? "" : "s") not formatted; run: transit format FILE…\n", fd: 2)
            if status == 0 { status = 1 }
        }
        if status != 0 { throw ExitCode(status) }
    }
}
