// SPDX-License-Identifier: MIT
/// "Did you mean" suggestions by edit distance.
public enum Suggest {
    /// How much comparing one file's unknown names with its declared names may cost, in cells of the edit-distance
    /// table: each unknown name is compared with every candidate, so 20,000 typos against 20,000 names would
    /// otherwise take minutes. Past it, messages come without "did you mean".
    public static let workLimit = 50_000_000

    public static func closest(_ word: String, in candidates: some Sequence<String>) -> String? {
        var work = 0
        return closest(word, in: candidates, work: &work, limit: .max)
    }

    /// "; did you mean 'X'?" to end a message about an unknown word (a shell command, a screen given to a command),
    /// or "" when no name is close; `otherwise` instead of "" when given.
    public static func didYouMean(_ word: String, in candidates: some Sequence<String>, otherwise: String = "") -> String {
        closest(word, in: candidates).map { "; did you mean '\($0)'?" } ?? otherwise
    }

    /// `closest`, adding the cells it computes to `work` and giving up (nil) once `work` passes `limit`.
    public static func closest(_ word: String, in candidates: some Sequence<String>, work: inout Int, limit: Int) -> String? {
        guard work <= limit else { return nil }
        let w = Array(word.lowercased())
        var best: (String, Int)? = nil
        for c in candidates where c != word {
            // Each name looked at counts, so a budget bounds lookups whose names are all skipped too.
            work += 1
            if work > limit { return best?.0 }
            // Names whose lengths differ by more than the allowed distance cannot be close: no table, and no
            // lowercased copy, needed.
            if abs(c.count - w.count) > 3 { continue }
            let cc = Array(c.lowercased())
            let limit1 = max(1, min(3, (max(w.count, cc.count) + 1) / 3))
            if abs(cc.count - w.count) > limit1 { continue }
            work += (w.count + 1) * (cc.count + 1)
            if work > limit { return best?.0 }
            let d = distance(w, cc)
            if d <= limit1, best == nil || d < best!.1 { best = (c, d) }
        }
        return best?.0
    }

    /// Edit distance where swapping two neighbouring letters counts as one edit (optimal string alignment).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev2 = [Int](repeating: 0, count: b.count + 1)
        var prev = Array(0...b.count)
        var cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { cur[j] = min(cur[j], prev2[j - 2] + 1) }
            }
            (prev2, prev, cur) = (prev, cur, prev2)
        }
        return prev[b.count]
    }

    /// "a" or "an" before a word, by its sound as far as the first letter tells.
    public static func article(_ word: String) -> String {
        guard let f = word.lowercased().first else { return "a" }
        return "aeio".contains(f) ? "an" : "a"
    }
}
