// SPDX-License-Identifier: MIT
import ArgumentParser
import TransitShell

/// `--force` for the commands that write a named file: a read-only file is replaced only when asked.
struct ForceOption: ParsableArguments {
    @Flag(help: "Replace the output file even when it is read-only (it stays read-only).")
    var force = false

    /// Why a write failed, with the way past a read-only file.
    func text(_ failure: AtomicFile.Failure) -> String {
        failure.description + (failure.isReadOnly ? ", or pass --force" : "")
    }
}
