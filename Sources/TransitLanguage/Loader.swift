// SPDX-License-Identifier: MIT
import Foundation

/// Reads a flow and the files it includes. Paths in `include` are relative to the including file.
public struct Loader {
    public static let maxFileBytes = 16 * 1024 * 1024
    public static let maxIncludeDepth = 32
    public static let maxFiles = 1_000

    /// Where source text comes from; tests and the shell can supply it from memory.
    public var read: (String) throws -> [UInt8]

    public init(read: @escaping (String) throws -> [UInt8] = Loader.readFile) {
        self.read = read
    }

    /// Why a file over `maxFileBytes` is not read.
    public static var tooLargeMessage: String { RegularFile.tooLargeMessage(maxFileBytes) }

    public static func readFile(_ path: String) throws -> [UInt8] {
        do { return try RegularFile.read(path, maxBytes: maxFileBytes) } catch let e as RegularFile.ReadError {
            throw LoadError(e.isDirectory ? "is a directory, not a flow file" : e.description)
        }
    }

    /// The key under which a file counts as loaded: device and inode when it exists on disk, so symbolic links and
    /// `a/../a.flow` spellings of one file load it once; the path otherwise (sources held in memory).
    public static func fileKey(_ path: String) -> String {
        if let id = RegularFile.identity(path) { return "\(id.device):\(id.inode)" }
        return path
    }

    public struct LoadError: Error, CustomStringConvertible {
        public var description: String
        public init(_ d: String) { description = d }
    }

    public struct Result: Sendable {
        public var units: [SourceUnit]
        public var diagnostics: [Diagnostic]
        /// True when a root file itself could not be read (usage error, exit 2).
        public var ioFailure: Bool
    }

    /// Loads the given root files and everything they include, each file once.
    public func load(_ roots: [String]) -> Result {
        var units: [SourceUnit] = []
        var diags = DiagnosticBag()
        var loaded = Set<String>()
        var ioFailure = false
        var failed = Set<String>()
        var keyOf: [String: String] = [:]
        func key(_ path: String) -> String {
            if let k = keyOf[path] { return k }
            let k = Loader.fileKey(path)
            keyOf[path] = k
            return k
        }

        // Depth-first with an explicit stack so include chains cannot overflow the call stack.
        struct Frame { var path: String; var chain: [(key: String, path: String)]; var from: SourceSpan? }
        for root in roots {
            var stack = [Frame(path: Loader.normalize(root), chain: [], from: nil)]
            while let f = stack.popLast() {
                let k = key(f.path)
                if f.chain.contains(where: { $0.key == k }) {
                    let cycle = (f.chain.drop { $0.key != k }.map(\.path) + [f.path]).map { Loader.display($0) }
                    diags.report(LoaderMessage.includeCycle(cycle), at: f.from)
                    continue
                }
                if loaded.contains(k) || failed.contains(k) { continue }
                if f.chain.count > Loader.maxIncludeDepth {
                    diags.report(LoaderMessage.includesTooDeep, at: f.from)
                    continue
                }
                if loaded.count >= Loader.maxFiles {
                    diags.report(LoaderMessage.tooManyFiles, at: f.from)
                    break
                }
                let bytes: [UInt8]
                do { bytes = try read(f.path) } catch {
                    failed.insert(k)
                    if let from = f.from {
                        diags.report(LoaderMessage.cannotInclude(path: Loader.display(f.path), reason: "\(error)"), at: from)
                    } else {
                        ioFailure = true
                        diags.add(Diagnostic(LoaderMessage.cannotRead(path: Loader.display(f.path), reason: "\(error)"), at: nil))
                    }
                    continue
                }
                loaded.insert(k)
                let file = SourceFile(path: Loader.display(f.path), bytes: bytes)
                let (unit, d) = Parser.parse(file)
                units.append(unit)
                diags.add(contentsOf: d)
                let dir = (f.path as NSString).deletingLastPathComponent
                // Push in reverse so includes load in source order.
                for decl in unit.declarations.reversed() {
                    if case .include(let inc) = decl {
                        let p = inc.path.hasPrefix("/") ? inc.path : (dir as NSString).appendingPathComponent(inc.path)
                        stack.append(Frame(path: Loader.normalize(p), chain: f.chain + [(k, f.path)], from: inc.span))
                    }
                }
            }
        }
        return Result(units: units, diagnostics: diags.items, ioFailure: ioFailure)
    }

    static func normalize(_ path: String) -> String {
        let abs = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (abs as NSString).standardizingPath
    }

    /// Paths are shown relative to the working directory when they are below it.
    static func display(_ path: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        if path.hasPrefix(cwd + "/") { return String(path.dropFirst(cwd.count + 1)) }
        return path
    }
}
