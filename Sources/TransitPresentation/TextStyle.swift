// SPDX-License-Identifier: MIT
/// Optional ANSI styling for text views: plain when writing to a pipe or when NO_COLOR is set.
public struct TextStyle: Sendable {
    public var color: Bool
    public init(color: Bool) { self.color = color }
    func wrap(_ s: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
    public func bold(_ s: String) -> String { wrap(s, "1") }
    public func dim(_ s: String) -> String { wrap(s, "2") }
    public func red(_ s: String) -> String { wrap(s, "31") }
    public func green(_ s: String) -> String { wrap(s, "32") }
    public func yellow(_ s: String) -> String { wrap(s, "33") }
    public func cyan(_ s: String) -> String { wrap(s, "36") }
}

/// Draws a tree with box characters. Nodes are given flat with depths, so no recursion is needed.
struct TreeText {
    struct Node { var depth: Int; var text: String }
    var nodes: [Node] = []

    mutating func add(_ depth: Int, _ text: String) { nodes.append(Node(depth: depth, text: text)) }

    func render() -> String {
        var lines: [String] = []
        for (i, n) in nodes.enumerated() {
            if n.depth == 0 { lines.append(n.text); continue }
            var prefix = ""
            for d in 1..<n.depth { prefix += hasLaterSibling(i, depth: d) ? "│  " : "   " }
            prefix += hasLaterSibling(i, depth: n.depth) ? "├─ " : "└─ "
            lines.append(prefix + n.text)
        }
        return lines.joined(separator: "\n")
    }

    /// True when a later node sits at `depth` before the tree climbs above it.
    func hasLaterSibling(_ i: Int, depth: Int) -> Bool {
        var j = i + 1
        while j < nodes.count {
            if nodes[j].depth < depth { return false }
            if nodes[j].depth == depth { return true }
            j += 1
        }
        return false
    }
}
