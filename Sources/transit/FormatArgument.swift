// SPDX-License-Identifier: MIT
import ArgumentParser
import TransitEngine
import TransitExplorer
import TransitPresentation
import TransitShell
extension FlowDiagram.Format: ExpressibleByArgument {}
extension DiagramView: ExpressibleByArgument {}
extension UITestSkeleton.Kind: ExpressibleByArgument {}
extension DiagramFocus.Edges: ExpressibleByArgument {}
extension Explorer.StateStorage: ExpressibleByArgument {}
