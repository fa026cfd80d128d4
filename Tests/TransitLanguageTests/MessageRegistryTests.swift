// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport
import TransitLanguage

/// Every diagnostic is a case of a message type (`Sources/*/Messages/`), and every code of the registry has one: a
/// new code without its message, or a message left behind by a removed code, fails here.
@Suite("message types and the code registry")
struct MessageRegistryTests {
    /// The code names that the message types' `code` switches return, read from their source.
    static func codesOfMessageTypes() -> (codes: Set<String>, files: [String]) {
        let fm = FileManager.default
        var codes: Set<String> = []
        var files: [String] = []
        let sources = Repo.path("Sources")
        for module in ((try? fm.contentsOfDirectory(atPath: sources)) ?? []).sorted() {
            let dir = sources + "/" + module + "/Messages"
            for name in ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).sorted() where name.hasSuffix(".swift") {
                guard let text = try? String(contentsOfFile: dir + "/" + name, encoding: .utf8),
                      let start = text.range(of: "var code: DiagnosticCode {") else { continue }
                files.append(module + "/Messages/" + name)
                // The switch: up to the brace that closes the property.
                var depth = 1
                var end = start.upperBound
                while end < text.endIndex, depth > 0 {
                    if text[end] == "{" { depth += 1 } else if text[end] == "}" { depth -= 1 }
                    end = text.index(after: end)
                }
                let body = String(text[start.upperBound..<end])
                // `case .a, .b: .code` or `return .code`: the names after ':' or 'return'.
                let regex = try! NSRegularExpression(pattern: #"(?::|return)\s+\.([a-zA-Z][a-zA-Z0-9]*)"#)
                for m in regex.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
                    codes.insert(String(body[Range(m.range(at: 1), in: body)!]))
                }
            }
        }
        return (codes, files)
    }

    @Test func everyCodeHasAMessageAndEveryMessageACode() {
        let (returned, files) = Self.codesOfMessageTypes()
        #expect(files.count >= 8, "message types found: \(files)")
        let registry = Set(DiagnosticCode.allCases.map { "\($0)" })
        #expect(registry.subtracting(returned).isEmpty, "codes no message type reports: \(registry.subtracting(returned).sorted())")
        #expect(returned.subtracting(registry).isEmpty, "names in a code switch that are not codes: \(returned.subtracting(registry).sorted())")
    }

    /// A message's id names its type and case, whatever its arguments: tests and tools tell messages apart by it.
    /// (Asked of the message, not stored in every diagnostic: it is built by reflection, microseconds each.)
    @Test func aMessageIsKnownByItsTypeAndCase() {
        #expect(ProbeMessage.named("x").id == "ProbeMessage.named")
        let d = Diagnostic(ProbeMessage.named("x"), at: nil)
        #expect(d.message == "named x" && d.code == .unknownName && d.severity == .error)
        #expect(d.hint == "a hint")
    }
}

/// A message type of the test's own, to see what `Diagnostic` takes from one.
enum ProbeMessage: DiagnosticMessage {
    case named(String)
    var code: DiagnosticCode { .unknownName }
    var text: String { switch self { case .named(let n): "named \(n)" } }
    var hint: String? { "a hint" }
}
