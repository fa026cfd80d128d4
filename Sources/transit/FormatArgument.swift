// SPDX-License-Identifier: MIT
import ArgumentParser
import TransitPresentation
import TransitShell
extension FlowDiagram.Format: ExpressibleByArgument {}
extension DiagramView: ExpressibleByArgument {}
extension UITestSkeleton.Kind: ExpressibleByArgument {}
extension DiagramFocus.Edges: ExpressibleByArgument {}
