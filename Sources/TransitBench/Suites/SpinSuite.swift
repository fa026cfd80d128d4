// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
import TransitExplorer
import TransitModel
import TransitPresentation

/// The explorer against SPIN on the same models: navigation-only flows (`NavigationFlowWriter`), exported with
/// `transit export --format promela`, of about 1k, 10k, 100k and 1M states. Both must count the same states, or
/// the suite fails. States per second (search time only, as pan reports it) on one thread and on every core,
/// and bytes per stored state in both storage modes: SPIN's default (full state vectors) against `--storage
/// exact`, SPIN's `-DHC4` against hash-compact.
struct SpinSuite {
    /// (screens, label): the seed-1 flows of these sizes have 1,030, 10,660, 84,768 and 1,362,421 states.
    static let sizes: [(screens: Int, label: String)] = [(14, "1k"), (21, "10k"), (26, "100k"), (34, "1M")]
    static let tabs = 3

    let context: BenchContext

    struct SpinRun {
        var states: Int
        var seconds: Double
        var stateMB: Double
    }

    func run() throws -> [Figure] {
        guard (try? ChildProcess.capture("/bin/sh", ["-c", "command -v spin && command -v cc"]))?.status == 0 else {
            throw BenchFailure("SPIN (the Debian package 'spin') and a C compiler are needed: scripts/bench installs them")
        }
        var figures: [Figure] = []
        let sizes = context.quick ? Array(SpinSuite.sizes.prefix(2)) : SpinSuite.sizes
        for (screens, label) in sizes {
            let flowPath = context.path("navigation-\(screens).flow")
            let text = NavigationFlowWriter.write(screens: screens, tabs: SpinSuite.tabs, seed: context.seed)
            try Data(text.utf8).write(to: URL(fileURLWithPath: flowPath))
            let outcome = FlowLoader.load([flowPath])
            guard !outcome.hasErrors else { throw BenchFailure("\(flowPath) does not check") }
            let model: String
            switch PromelaExport.document(flow: outcome.flow, name: "Nav") {
            case .success(let m): model = m
            case .failure(let r): throw BenchFailure("\(flowPath): \(r)")
            }
            let big = label == "1M"
            let runs = big ? 1 : context.runs(3)

            // SPIN: full state vectors (its default), then hash-compact.
            let exactSpin = try spin(model, name: "nav-\(screens)", flags: [], runs: runs)
            let compactSpin = try spin(model, name: "nav-\(screens)-hc", flags: ["-DHC4"], runs: 1)
            context.log("explorer on \(label) states (\(screens) screens): 1 thread, then \(ProcessInfo.processInfo.activeProcessorCount)")
            let one = try explore(outcome.flow, jobs: 1, storage: .hashCompact, runs: runs)
            // SPIN's hash-compact may lose a few states to collisions: only its exact count must agree.
            guard one.report.states == exactSpin.states else {
                throw BenchFailure("\(flowPath): Transit counts \(one.report.states) states, SPIN \(exactSpin.states); the export and the explorer disagree")
            }
            let cores = ProcessInfo.processInfo.activeProcessorCount
            let many = try explore(outcome.flow, jobs: cores, storage: .hashCompact, runs: runs)
            // pan's clock ticks in 10 ms: a search faster than that counts as 10 ms.
            let spinRate = Summary(exactSpin.runs.map { Double($0.states) / max($0.seconds, 0.01) })
            let equal = "both count \(Number.grouped(exactSpin.states)) states"
            figures.append(Figure(group: "Exploration", name: "explorer, \(label) states, 1 thread", unit: "states/s", better: .higher,
                                  transit: one.rates, peer: .init(name: "SPIN \(spinVersion()), 1 core", value: spinRate),
                                  target: .init(text: "≥ SPIN", met: one.rates.median >= spinRate.median,
                                                miss: one.rates.median >= spinRate.median ? nil : Number.ratio(spinRate.median / one.rates.median) + " slower"),
                                  note: "\(equal); Transit \(Number.grouped(one.report.transitions)) transitions in \(Number.text(one.report.seconds)) s; SPIN \(Number.text(exactSpin.runs[0].seconds)) s (pan's clock: 10 ms)"))
            let speedup = many.rates.median / one.rates.median
            figures.append(Figure(group: "Exploration", name: "explorer, \(label) states, \(cores) threads", unit: "states/s", better: .higher,
                                  transit: many.rates, peer: .init(name: "SPIN, 1 core", value: spinRate),
                                  target: .init(text: "≥ 1.7× 1 thread", met: speedup >= 1.7),
                                  note: "\(Number.ratio(speedup)) the 1-thread rate; same findings and traces (tested)"))
            // Bytes per state of the visited set, as pan's "memory usage for states" counts its own (its depth-first
            // stack apart; Transit's parent links, 8 bytes a state, are the counterpart and are said in the note).
            let compactBytes = Double(one.report.visitedBytes) / Double(one.report.states)
            let spinCompactBytes = compactSpin.runs[0].stateMB * 1_048_576 / Double(compactSpin.states)
            figures.append(Figure(group: "Exploration", name: "bytes per state, hash-compact, \(label) states", unit: "bytes", better: .lower,
                                  transit: Summary([compactBytes]), peer: .init(name: "SPIN -DHC4", value: Summary([spinCompactBytes])),
                                  target: .init(text: "≤ 16 bytes", met: compactBytes <= 16),
                                  note: "Transit: a table of \(Number.grouped(one.report.visitedBytes / 8)) fingerprints, at most 3/4 full; the parent links for traces add 8 bytes a state. SPIN -DHC4 stored \(Number.grouped(compactSpin.states)) of the \(Number.grouped(exactSpin.states)) states"))
            // Exact: what the search adds to the process's peak, measured as a child process (states are kept
            // collapsed, so the million fits too: about 150 MB where whole states took about 8 GB).
            let exact = try exactBytesPerState(flowPath, states: exactSpin.states)
            let spinExactBytes = exactSpin.runs[0].stateMB * 1_048_576 / Double(exactSpin.states)
            figures.append(Figure(group: "Exploration", name: "bytes per state, exact, \(label) states", unit: "bytes", better: .lower,
                                  transit: Summary([exact]), peer: .init(name: "SPIN (full state vectors)", value: Summary([spinExactBytes])),
                                  target: .init(text: "≤ 1 KiB", met: exact <= 1024),
                                  note: "Transit: peak RSS of `check --explore --storage exact --jobs 1` minus that of `check`"))
        }
        return figures
    }

    struct Exploration {
        var rates: Summary
        var report: Explorer.Report
    }

    func explore(_ flow: Flow, jobs: Int, storage: Explorer.StateStorage, runs: Int) throws -> Exploration {
        var b = Explorer.Bounds()
        b.maxStates = 5_000_000
        b.maxDepth = 100_000
        b.maxSeconds = 1_800
        b.maxMemoryMB = 16_000
        b.jobs = jobs
        b.storage = storage
        var rates: [Double] = []
        var reports: [Explorer.Report] = []
        for _ in 0..<max(1, runs) {
            let r = Explorer(engine: Engine(flow: flow), bounds: b).explore()
            guard r.complete else { throw BenchFailure("the explorer stopped early: \(r.boundHit ?? "interrupted")") }
            rates.append(Double(r.states) / r.seconds)
            reports.append(r)
        }
        return Exploration(rates: Summary(rates), report: reports[reports.count - 1])
    }

    struct SpinResult {
        var states: Int
        var runs: [SpinRun]
    }

    /// Writes the model, generates and compiles pan (`-DSAFETY`: no never claim), runs it `runs` times.
    func spin(_ model: String, name: String, flags: [String], runs: Int) throws -> SpinResult {
        let dir = context.path("spin-" + name)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data(model.utf8).write(to: URL(fileURLWithPath: dir + "/model.pml"))
        let build = "cd '\(dir)' && spin -a model.pml && cc -O2 -w -DSAFETY -DMEMLIM=16000 \(flags.joined(separator: " ")) -o pan pan.c"
        let b = try ChildProcess.capture("/bin/sh", ["-c", build])
        guard b.status == 0 else { throw BenchFailure("spin/cc failed on \(dir): \(b.errors.suffix(400))") }
        var out: [SpinRun] = []
        for _ in 0..<runs {
            // -m: the search depth (a depth-first stack as deep as the states, at worst); -w: the hash table.
            let r = try ChildProcess.capture(dir + "/pan", ["-m10000000", "-w26"])
            guard r.status == 0, r.output.contains("errors: 0") else { throw BenchFailure("pan failed on \(dir): \(r.output.suffix(600))") }
            out.append(SpinRun(states: number(before: "states, stored", in: r.output) ?? -1,
                               seconds: decimal(after: "pan: elapsed time", in: r.output) ?? 0,
                               stateMB: decimal(before: "actual memory usage for states", in: r.output) ?? 0))
        }
        return SpinResult(states: out[0].states, runs: out)
    }

    func exactBytesPerState(_ flowPath: String, states: Int) throws -> Double {
        let base = try ChildProcess.measured(context.bench, context.transit, ["check", flowPath])
        let full = try ChildProcess.measured(context.bench, context.transit,
                                             ["check", "--explore", "--storage", "exact", "--jobs", "1", "--max-states", "5000000",
                                              "--max-depth", "100000", "--max-seconds", "1800", "--max-memory", "16000", flowPath])
        return Double(max(0, full.maxRSS - base.maxRSS)) / Double(states)
    }

    func spinVersion() -> String {
        guard let r = try? ChildProcess.capture("spin", ["-V"]), r.status == 0 else { return "" }
        // "Spin Version 6.5.2 -- 6 December 2019"
        let words = r.output.split(separator: " ")
        return words.count > 2 ? String(words[2]) : ""
    }

    func number(before marker: String, in text: String) -> Int? {
        guard let line = text.split(separator: "\n").first(where: { $0.contains(marker) }) else { return nil }
        return Int(line.split(separator: " ").first ?? "")
    }

    func decimal(before marker: String, in text: String) -> Double? {
        guard let line = text.split(separator: "\n").first(where: { $0.contains(marker) }) else { return nil }
        return Double(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
    }

    func decimal(after marker: String, in text: String) -> Double? {
        guard let line = text.split(separator: "\n").first(where: { $0.contains(marker) }) else { return nil }
        return Double(line.replacingOccurrences(of: marker, with: "").split(separator: " ").first ?? "")
    }
}
