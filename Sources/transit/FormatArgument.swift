// SPDX-License-Identifier: MIT
import ArgumentParser
import TransitPresentation
extension FlowDiagram.Format: ExpressibleByArgument {}
extension DiagramView: ExpressibleByArgument {}
