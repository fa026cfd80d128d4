// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
import TransitModel

/// What a diagram shows: the flow graph with the state over it, the coordinator retain tree, or the stack.
public enum DiagramView: String, Sendable, CaseIterable {
    case flow, coordinators, stack

    /// Draws `state` (reached through `transitions`; `states`, History.states, adds the user's gestures). The flow
    /// view reuses `diagram`'s layout when `incremental` and the format is SVG: only colours change.
    public func render(format: FlowDiagram.Format, state: SimState, transitions: [History.Entry], diagram: FlowDiagram,
                       incremental: Bool = false, states: [SimState] = []) throws -> Data {
        switch self {
        case .coordinators: return try DiagramOutput.render(dot: StateGraphs.coordinators(state), format: format)
        case .stack: return try DiagramOutput.render(dot: StateGraphs.stack(state), format: format)
        case .flow:
            let overlay = Overlay(graph: diagram.graph, state: state, transitions: transitions, states: states)
            if incremental, format == .svg { return try diagram.rerender(overlay: overlay) }
            return try diagram.render(format, overlay: overlay)
        }
    }
}

extension FlowDiagram.Format {
    /// What goes into the file: Mermaid in a Markdown file is a fenced ```mermaid block, which GitHub renders; a
    /// .mmd file holds the bare diagram.
    public func fileContents(_ data: Data, path: String) -> Data {
        guard self == .mermaid, ["md", "markdown"].contains((path as NSString).pathExtension.lowercased()) else { return data }
        return Data("```mermaid\n".utf8) + data + Data((data.last == UInt8(ascii: "\n") ? "" : "\n").utf8) + Data("```\n".utf8)
    }

    /// The format a file name asks for: .png .pdf .dot/.gv .mmd/.md/.mermaid, else SVG.
    public init(path: String) {
        switch (path as NSString).pathExtension.lowercased() {
        case "png": self = .png
        case "pdf": self = .pdf
        case "dot", "gv": self = .dot
        case "mmd", "md", "markdown", "mermaid": self = .mermaid
        default: self = .svg
        }
    }
}
