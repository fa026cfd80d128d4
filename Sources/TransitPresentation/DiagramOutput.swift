// SPDX-License-Identifier: MIT
import Foundation
import TransitGraphviz

/// Renders plain DOT (the state views) in any output format.
public enum DiagramOutput {
    public struct Unsupported: Error, CustomStringConvertible { public var description: String }

    public static func render(dot: String, format: FlowDiagram.Format) throws -> Data {
        switch format {
        case .dot: return Data(dot.utf8)
        case .mermaid: throw Unsupported(description: "the coordinator and stack views are drawn as svg, png, pdf or dot")
        case .svg: return try Graphviz.shared.render(dot: dot, format: .svg)
        case .png: return try Graphviz.shared.render(dot: dot, format: .png)
        case .pdf: return try Graphviz.shared.render(dot: dot, format: .pdf)
        }
    }
}
