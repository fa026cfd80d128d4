// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport

/// The pictures users look at: every example and every real app, rendered to PNG with its script's final state,
/// has a sane size and shows the overlay's colours (the top screen's fill; red where the script met a problem).
/// scripts/browser-check shows the same pictures in Chromium for a person to look at.
@Test func everyDiagramRendersToAPictureWithTheStateDrawnOverIt() throws {
    guard let transit = Repo.requireBinary(), let python = ReportSchemaTests.tool("python3") else { return }
    let dir = TempDir()
    defer { dir.cleanUp() }
    // Decodes a PNG (8-bit RGB or RGBA, any filter) with the standard library and counts pixels of given colours.
    let decode = """
    import json, struct, sys, zlib
    def pixels(path):
        data = open(path, "rb").read()
        assert data[:8] == b"\\x89PNG\\r\\n\\x1a\\n", "not a PNG"
        pos, idat, w = 8, b"", 0
        while pos < len(data):
            n, kind = struct.unpack(">I4s", data[pos:pos + 8]); body = data[pos + 8:pos + 8 + n]; pos += 12 + n
            if kind == b"IHDR": w, h, depth, ctype = struct.unpack(">IIBB", body[:10])
            elif kind == b"IDAT": idat += body
        assert depth == 8 and ctype in (2, 6), (depth, ctype)
        bpp = 3 if ctype == 2 else 4
        raw, stride, out, prev = zlib.decompress(idat), w * bpp, bytearray(), bytearray(w * bpp)
        for y in range(h):
            f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0; b = prev[i]; c = prev[i - bpp] if i >= bpp else 0
                if f == 1: line[i] = (line[i] + a) & 255
                elif f == 2: line[i] = (line[i] + b) & 255
                elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
                elif f == 4:
                    p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            out += line; prev = line
        return w, h, bpp, out
    def size(path):
        data = open(path, "rb").read(32)
        assert data[:8] == b"\\x89PNG\\r\\n\\x1a\\n", "not a PNG"
        return struct.unpack(">II", data[16:24])
    result = {}
    for path in sys.argv[1:]:
        if not path.endswith(".decode.png"):
            w, h = size(path)
            result[path.rsplit("/", 1)[1]] = {"w": w, "h": h}
            continue
        w, h, bpp, px = pixels(path)
        counts = {"top": 0, "red": 0, "white": 0}
        for i in range(0, len(px), bpp * 3):  # every third pixel is plenty
            rgb = tuple(px[i:i + 3])
            if rgb == (0x7c, 0xb9, 0xf5): counts["top"] += 1
            elif rgb == (0xd3, 0x2f, 0x2f): counts["red"] += 1
            elif rgb == (255, 255, 255): counts["white"] += 1
        result[path.rsplit("/", 1)[1]] = {"w": w, "h": h, "sampled": len(px) // (bpp * 3), **counts}
    print(json.dumps(result))
    """
    let fm = FileManager.default
    var pictures: [(name: String, scriptHasProblems: Bool)] = []
    var jobs: [(flow: String, script: String, name: String)] = []
    for f in try fm.contentsOfDirectory(atPath: Repo.path("flows")).sorted() where f.hasSuffix(".flow") {
        let base = String(f.dropLast(5))
        if fm.fileExists(atPath: Repo.path("flows/\(base).transit")) { jobs.append(("flows/\(f)", "flows/\(base).transit", base)) }
    }
    for app in try fm.contentsOfDirectory(atPath: Repo.path("flows/realworld")).sorted() {
        for v in ["app", "fixed"] where fm.fileExists(atPath: Repo.path("flows/realworld/\(app)/\(v).transit")) {
            jobs.append(("flows/realworld/\(app)/\(v).flow", "flows/realworld/\(app)/\(v).transit", "\(app)-\(v)"))
        }
    }
    #expect(jobs.count >= 15, "\(jobs.map(\.name))")
    // Pixels are decoded for the examples (pure Python is slow on the large real-app pictures); every picture's
    // size is read from its header.
    func file(_ j: (flow: String, script: String, name: String)) -> String {
        dir.file(j.name + (j.flow.contains("/realworld/") ? ".png" : ".decode.png"))
    }
    for j in jobs {
        let r = try runProcess(transit, ["render", j.flow, "--script", j.script, "-o", file(j)], timeout: 120)
        #expect(r.status == 0, "\(j.name): \(r.stderr)")
        let dot = try runProcess(transit, ["render", j.flow, "--script", j.script, "-o", "-", "--format", "dot"], timeout: 120)
        pictures.append((j.name, dot.stdout.contains("color=\"#d32f2f\"")))
    }
    let v = try runProcess(python, ["-c", decode] + jobs.map(file), timeout: 300)
    #expect(v.status == 0, "\(v.stderr)")
    let stats = try #require(try JSONSerialization.jsonObject(with: Data(v.stdout.utf8)) as? [String: [String: Int]])
    var decoded = 0
    for p in pictures {
        let s = try #require(stats[p.name + ".png"] ?? stats[p.name + ".decode.png"], "\(p.name)")
        let (w, h) = (s["w"]!, s["h"]!)
        #expect(w >= 300 && h >= 150 && w <= 12_000 && h <= 12_000, "\(p.name): \(w)×\(h)")
        guard s["sampled"] != nil else { continue }
        decoded += 1
        // Mostly white paper, the top screen filled, red exactly where the overlay marks a problem.
        #expect(s["white"]! * 2 > s["sampled"]!, "\(p.name): \(s)")
        #expect(s["top"]! > 20, "\(p.name): no top screen drawn: \(s)")
        #expect((s["red"]! > 0) == p.scriptHasProblems, "\(p.name): red pixels \(s["red"]!), problems marked: \(p.scriptHasProblems)")
    }
    #expect(decoded >= 5)
}

/// The shell's render takes the same focused views as `transit render`, and says what is wrong with them.
@Test func theShellRendersFocusedViews() throws {
    guard let transit = Repo.requireBinary() else { return }
    let dir = TempDir()
    defer { dir.cleanUp() }
    let commands = """
    launch
    render --around NewTask --depth 1 \(dir.file("around.dot"))
    render --coordinator DetailCoordinator --edges forward \(dir.file("detail.dot"))
    render --around Lst x.svg
    render --depth -1 x.svg

    """
    let r = try runProcess(transit, [Repo.path("flows/tasks.flow")], stdin: commands)
    #expect(r.stderr.contains("no screen, coordinator or tab bar named 'Lst'; did you mean 'List'?"), "\(r.stderr)")
    #expect(r.stderr.contains("--depth takes a number, 0 or more"))
    let around = try #require(dir.read("around.dot"))
    #expect(around.contains("s_NewTask [") && around.contains("s_List [") && !around.contains("s_Detail ["), "\(around)")
    let detail = try #require(dir.read("detail.dot"))
    #expect(detail.contains("s_Detail [") && !detail.contains("s_List [") && !detail.contains("style=\"dashed\", arrowhead=\"open\""), "\(detail)")
}
