// SPDX-License-Identifier: MIT
/// What loading a flow and its includes reports (T001, T014, T020, T021).
enum LoaderMessage: DiagnosticMessage, Hashable {
    /// The files of the cycle as shown, the first repeated at the end.
    case includeCycle([String])
    case includesTooDeep
    case tooManyFiles
    /// An included file that could not be read: its path as shown and why (the read error's description).
    case cannotInclude(path: String, reason: String)
    /// A file named on the command line that could not be read.
    case cannotRead(path: String, reason: String)

    var code: DiagnosticCode {
        switch self {
        case .includeCycle: .includeCycle
        case .includesTooDeep, .tooManyFiles: .limitExceeded
        case .cannotInclude: .includeNotFound
        case .cannotRead: .ioError
        }
    }

    var text: String {
        switch self {
        case .includeCycle(let files): "include cycle: \(files.joined(separator: " → "))"
        case .includesTooDeep: "includes nest deeper than \(Loader.maxIncludeDepth) files"
        case .tooManyFiles: "more than \(Loader.maxFiles) files are included"
        case .cannotInclude(let path, let reason): "cannot include '\(path)': \(reason)"
        case .cannotRead(let path, let reason): "\(path): \(reason)"
        }
    }

    var hint: String? {
        switch self {
        case .includeCycle: "move what both files need into a third file that each includes"
        case .includesTooDeep, .tooManyFiles, .cannotInclude, .cannotRead: nil
        }
    }
}
