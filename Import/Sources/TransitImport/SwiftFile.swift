// SPDX-License-Identifier: MIT
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// One parsed Swift file: operators folded, so `a = b` and `x as! T` are single expressions.
struct SwiftFile {
    var displayPath: String
    var tree: SourceFileSyntax
    private let converter: SourceLocationConverter

    init(displayPath: String, text: String) {
        self.displayPath = displayPath
        let parsed = Parser.parse(source: text)
        // Unknown custom operators stay unfolded; the rest of the file is still read.
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
        tree = folded.as(SourceFileSyntax.self) ?? parsed
        converter = SourceLocationConverter(fileName: displayPath, tree: tree)
    }

    func place(_ node: some SyntaxProtocol) -> SourcePlace {
        SourcePlace(file: displayPath, line: node.startLocation(converter: converter).line)
    }
}

extension SyntaxProtocol {
    /// Every node of type `T` below this one, in source order (closures included).
    func descendants<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
        var found: [T] = []
        var stack: [Syntax] = [Syntax(self)]
        while let node = stack.popLast() {
            if let t = node.as(T.self) { found.append(t) }
            stack += node.children(viewMode: .sourceAccurate).reversed()
        }
        return found
    }
}

extension SyntaxProtocol {
    /// The nearest enclosing code block (a method body, a closure's statements).
    var ancestorCodeBlock: Syntax? {
        var node = parent
        while let n = node {
            if n.is(CodeBlockSyntax.self) || n.is(ClosureExprSyntax.self) { return n }
            node = n.parent
        }
        return nil
    }
}
