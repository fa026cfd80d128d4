// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport

/// Every relative link in the README and docs/ names a file of the repository, and every `#anchor` a heading of
/// it (GitHub's slugs: lower case, punctuation dropped, spaces as hyphens).
@Test func everyDocumentationLinkResolves() throws {
    let root = PackageRoot.url.path
    let fm = FileManager.default
    let docs = ["README.md", "flows/realworld/README.md"]
        + ((try? fm.contentsOfDirectory(atPath: root + "/docs")) ?? []).filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
    var broken: [String] = []
    var checked = 0
    for doc in docs {
        let text = try String(contentsOfFile: root + "/" + doc, encoding: .utf8)
        let folder = (doc as NSString).deletingLastPathComponent
        for link in markdownLinks(text) where !link.contains("://") && !link.hasPrefix("mailto:") {
            checked += 1
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let target = parts[0].isEmpty ? doc : ((folder as NSString).appendingPathComponent(parts[0]) as NSString).standardizingPath
            guard fm.fileExists(atPath: root + "/" + target) else { broken.append("\(doc): \(link) (no file \(target))"); continue }
            if parts.count == 2, target.hasSuffix(".md") {
                let headings = try String(contentsOfFile: root + "/" + target, encoding: .utf8).split(separator: "\n")
                    .filter { $0.hasPrefix("#") }.map { slug(String($0.drop { $0 == "#" })) }
                if !headings.contains(parts[1]) { broken.append("\(doc): \(link) (no heading #\(parts[1]) in \(target))") }
            }
        }
    }
    #expect(checked >= 10, "\(checked)")
    #expect(broken.isEmpty, "\(broken.joined(separator: "\n"))")
}

/// The targets of `[text](target)` outside code spans and fenced blocks.
func markdownLinks(_ text: String) -> [String] {
    var out: [String] = []
    var inFence = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("```") { inFence.toggle(); continue }
        if inFence { continue }
        // Drop code spans: a link inside backticks is text.
        var plain = "", inCode = false
        for ch in line { if ch == "`" { inCode.toggle() } else if !inCode { plain.append(ch) } }
        var rest = Substring(plain)
        while let r = rest.range(of: "](") {
            let after = rest[r.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            out.append(String(after[..<close]).split(separator: " ").first.map(String.init) ?? "")
            rest = after[close...]
        }
    }
    return out.filter { !$0.isEmpty }
}

/// GitHub's heading anchor.
func slug(_ heading: String) -> String {
    let text = heading.trimmingCharacters(in: .whitespaces).lowercased()
    var out = ""
    for ch in text {
        if ch == " " { out.append("-") } else if ch.isLetter || ch.isNumber || ch == "-" || ch == "_" { out.append(ch) }
    }
    return out
}

@Test func slugsAreGitHubs() {
    #expect(slug(" UI tests from explorer findings: `check --explore --emit-tests DIR --as xcuitest|maestro`")
            == "ui-tests-from-explorer-findings-check---explore---emit-tests-dir---as-xcuitestmaestro")
    #expect(markdownLinks("see [a](b.md#c) and `[x](y)`\n```\n[p](q)\n```\n[d](e \"t\")") == ["b.md#c", "e"])
}

/// docs/architecture.md is a map for newcomers: every module, source file and type it names exists.
@Test func theArchitectureMapNamesWhatExists() throws {
    let root = PackageRoot.url.path
    let text = try String(contentsOfFile: root + "/docs/architecture.md", encoding: .utf8)
    let package = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
    let fm = FileManager.default
    // Modules: every `**Name**` paragraph head is a target of Package.swift.
    var modules: [String] = []
    for part in text.components(separatedBy: "**").enumerated() where part.offset % 2 == 1 {
        let name = part.element
        if name.first?.isUppercase == true || name == "transit" || name == "transit-bench", !name.contains(" ") { modules.append(name) }
    }
    #expect(modules.count >= 8, "\(modules)")
    for m in modules { #expect(package.contains("name: \"\(m)\""), "docs/architecture.md names a module \(m) that Package.swift does not have") }
    // Files: every `Something.swift` and every `Sources/…`, `Tests/…`, `Plugins/…`, `scripts/…`, `flows/…` path exists.
    let sources = fm.enumerator(atPath: root + "/Sources")?.compactMap { $0 as? String } ?? []
    var files = 0
    for span in text.components(separatedBy: "`").enumerated() where span.offset % 2 == 1 {
        let word = span.element
        // `Interpreter*.swift`, `Tests/Transit*Tests/`: a pattern that must match something.
        func matches(_ pattern: String, _ name: String) -> Bool {
            let parts = pattern.split(separator: "*", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            return parts.count == 2 ? name.hasPrefix(parts[0]) && name.hasSuffix(parts[1]) && name.count >= parts[0].count + parts[1].count : name == pattern
        }
        if word.hasSuffix(".swift"), !word.contains("/") {
            files += 1
            #expect(sources.contains { matches(word, ($0 as NSString).lastPathComponent) }, "docs/architecture.md names \(word), which is not in Sources/")
        } else if ["Sources/", "Tests/", "Plugins/", "scripts/", "flows/", "Fuzz/"].contains(where: word.hasPrefix), !word.contains("NNN") {
            files += 1
            let path = word.hasSuffix("/") ? String(word.dropLast()) : word
            let folder = (path as NSString).deletingLastPathComponent, last = (path as NSString).lastPathComponent
            let found = path.contains("*")
                ? ((try? fm.contentsOfDirectory(atPath: root + "/" + folder)) ?? []).contains { matches(last, $0) }
                : fm.fileExists(atPath: root + "/" + path)
            #expect(found, "docs/architecture.md names \(word), which does not exist")
        }
    }
    #expect(files >= 20, "\(files)")
    // Types named as `Type` with a capital letter and no dot exist as a declaration somewhere in Sources/ or in the
    // tests' shared target.
    let support = (fm.enumerator(atPath: root + "/Tests/TransitTestSupport")?.compactMap { $0 as? String } ?? []).map { "../Tests/TransitTestSupport/" + $0 }
    let allSource = (sources + support).filter { $0.hasSuffix(".swift") }.compactMap { try? String(contentsOfFile: root + "/Sources/" + $0, encoding: .utf8) }.joined()
    for span in text.components(separatedBy: "`").enumerated() where span.offset % 2 == 1 {
        let word = span.element
        guard word.first?.isUppercase == true, word.allSatisfy({ $0.isLetter || $0.isNumber }), word.count > 3 else { continue }
        let declared = ["struct", "enum", "class", "protocol", "typealias", "case"].contains { allSource.contains("\($0) \(word)") }
            || package.contains("\"\(word)\"")
        #expect(declared, "docs/architecture.md names \(word), which nothing declares")
    }
}
