// SPDX-License-Identifier: MIT
/// What a peer script in scripts/peers/ reports (one JSON object on standard output).
struct PeerResult: Decodable {
    var peer: String
    var version: String
    var buildSeconds: [Double]
    var eventSeconds: [Double]
    var diagramSeconds: [Double]
    var events: Int
    var states: Int
    var transitions: Int
    var svgBytes: Int?
    var graphvizPackage: String?

    enum CodingKeys: String, CodingKey {
        case peer, version, events, states, transitions
        case buildSeconds = "build_s", eventSeconds = "event_s", diagramSeconds = "diagram_s"
        case svgBytes = "svg_bytes", graphvizPackage = "graphviz_package"
    }

    var build: Summary { Summary(buildSeconds) }
    var microsPerEvent: Summary { Summary(eventSeconds.map { $0 / Double(max(events, 1)) * 1e6 }) }
    var diagram: Summary { Summary(diagramSeconds) }
}
