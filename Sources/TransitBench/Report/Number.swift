// SPDX-License-Identifier: MIT
import Foundation

/// Formatting of figures: about three significant digits, thousands separated.
enum Number {
    static func text(_ x: Double) -> String {
        guard x.isFinite else { return "—" }
        let a = abs(x)
        if a >= 1000 { return grouped(Int(x.rounded())) }
        if a >= 100 { return String(format: "%.0f", x) }
        if a >= 10 { return String(format: "%.1f", x) }
        if a >= 1 { return String(format: "%.2f", x) }
        if a == 0 { return "0" }
        return String(format: "%.3g", x)
    }

    static func grouped(_ n: Int) -> String {
        let s = String(abs(n))
        var out = ""
        for (i, ch) in s.enumerated() {
            if i > 0 && (s.count - i) % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return (n < 0 ? "-" : "") + out
    }

    static func ratio(_ x: Double) -> String {
        guard x.isFinite else { return "—" }
        return (x >= 10 ? String(format: "%.0f", x) : String(format: "%.1f", x)) + "×"
    }
}
