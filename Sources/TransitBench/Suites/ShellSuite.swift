// SPDX-License-Identifier: MIT
/// Shell start-up with a flow loaded: `transit flows/tasks.flow` with `quit` piped on standard input, from spawn
/// to exit. The peer is the process floor: `transit --version`, which loads the binary and its libraries only.
struct ShellSuite {
    static let targetMillis = 100.0

    let context: BenchContext

    func run() throws -> [Figure] {
        let flow = context.flowsDirectory + "/tasks.flow"
        context.log("shell start-up")
        _ = try ChildProcess.run(context.transit, [flow], stdin: "quit\n")
        var shell: [Double] = []
        var floor: [Double] = []
        for _ in 0..<context.runs(20) {
            let r = try ChildProcess.run(context.transit, [flow], stdin: "quit\n")
            guard r.status == 0 else { throw BenchFailure("transit \(flow) < quit exited with \(r.status)") }
            shell.append(r.seconds * 1000)
            floor.append(try ChildProcess.run(context.transit, ["--version"]).seconds * 1000)
        }
        let s = Summary(shell)
        return [Figure(group: "Shell", name: "shell ready and quit, flows/tasks.flow loaded (process)", unit: "ms", better: .lower,
                       transit: s, peer: .init(name: "`transit --version` (process floor)", value: Summary(floor)),
                       target: s.median < ShellSuite.targetMillis
                           ? .init(text: "< 100 ms", met: true)
                           : .init(text: "< 100 ms", met: false, miss: Number.ratio(s.median / ShellSuite.targetMillis) + " over"),
                       note: "above the floor: \(Number.text(s.median - Summary(floor).median)) ms")]
    }
}
