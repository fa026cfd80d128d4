// SPDX-License-Identifier: MIT
/// "Did you mean" suggestions by edit distance.
public enum Suggest {
    public static func closest(_ word: String, in candidates: some Sequence<String>) -> String? {
        let w = Array(word.lowercased())
        var best: (String, Int)? = nil
        for c in candidates where c != word {
            let d = distance(w, Array(c.lowercased()))
            let limit = max(1, min(3, (max(w.count, c.count) + 1) / 3))
            if d <= limit, best == nil || d < best!.1 { best = (c, d) }
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
