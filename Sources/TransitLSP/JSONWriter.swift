// SPDX-License-Identifier: MIT
import Foundation

/// Writes the server's messages as JSON straight into bytes. JSONSerialization bridges every Swift dictionary and
/// array to Foundation objects first, which took over half the time of a 10,000-screen outline.
/// Same output: keys sorted, slashes not escaped.
enum JSONWriter {
    static func data(_ object: [String: Any]) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        guard write(object, into: &out) else { return nil }
        return out
    }

    /// False when the value holds something JSON cannot say (a non-finite number, a type JSON has no form for).
    static func write(_ value: Any, into out: inout [UInt8]) -> Bool {
        // The server's own values by their exact type: comparing type metadata is cheap, while each failed `as?`
        // from Any is a dynamic cast (an Int tried seven of them; an outline of 4 MB spent 40 % of its time here).
        let t = type(of: value)
        if t == String.self { string(value as! String, into: &out); return true }
        if t == Int.self { out.append(contentsOf: Array(String(value as! Int).utf8)); return true }
        if t == Bool.self { out.append(contentsOf: Array(((value as! Bool) ? "true" : "false").utf8)); return true }
        if t == [String: Any].self { return object(value as! [String: Any], into: &out) }
        if t == [[String: Any]].self { return array(value as! [[String: Any]], into: &out) }
        if t == [Any].self { return array(value as! [Any], into: &out) }
        // Exact Swift types first: an `Int` must not be taken for a Bool, nor a Bool for a number.
        switch value {
        case let s as String:
            string(s, into: &out)
        case let d as [String: Any]:
            return object(d, into: &out)
        case let a as [[String: Any]]:
            return array(a, into: &out)
        case let a as [String]:
            return array(a, into: &out)
        case let a as [Int]:
            return array(a, into: &out)
        case let a as [Any]:
            return array(a, into: &out)
        case is NSNull:
            out.append(contentsOf: Array("null".utf8))
        default:
            return scalar(value, into: &out)
        }
        return true
    }

    static func object(_ d: [String: Any], into out: inout [UInt8]) -> Bool {
        out.append(UInt8(ascii: "{"))
        var first = true
        for (key, value) in d.sorted(by: { $0.key < $1.key }) {
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            string(key, into: &out)
            out.append(UInt8(ascii: ":"))
            guard write(value, into: &out) else { return false }
        }
        out.append(UInt8(ascii: "}"))
        return true
    }

    static func array<T>(_ a: [T], into out: inout [UInt8]) -> Bool {
        out.append(UInt8(ascii: "["))
        for (i, v) in a.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            guard write(v, into: &out) else { return false }
        }
        out.append(UInt8(ascii: "]"))
        return true
    }

    static func scalar(_ value: Any, into out: inout [UInt8]) -> Bool {
        let t = type(of: value)
        if t == Bool.self { out.append(contentsOf: Array(((value as! Bool) ? "true" : "false").utf8)); return true }
        if t == Int.self { out.append(contentsOf: Array(String(value as! Int).utf8)); return true }
        if t == Double.self { return number(value as! Double, into: &out) }
        // Numbers read by JSONSerialization (a request's id echoed back) are NSNumbers: their type code tells.
        if let n = value as? NSNumber {
            switch String(cString: n.objCType) {
            case "c", "B": out.append(contentsOf: Array((n.boolValue ? "true" : "false").utf8))
            case "d", "f": return number(n.doubleValue, into: &out)
            default: out.append(contentsOf: Array(String(n.int64Value).utf8))
            }
            return true
        }
        if let i = value as? any BinaryInteger { out.append(contentsOf: Array(String(describing: i).utf8)); return true }
        return false
    }

    static func number(_ d: Double, into out: inout [UInt8]) -> Bool {
        guard d.isFinite else { return false }
        if d == d.rounded(), abs(d) < 1e15 { out.append(contentsOf: Array(String(Int64(d)).utf8)) } else { out.append(contentsOf: Array("\(d)".utf8)) }
        return true
    }

    static func string(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): out.append(UInt8(ascii: "\\")); out.append(b)
            case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\")); out.append(b)
            case 0x0A: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "r"))
            case 0x09: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "t"))
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: Array("\\u00".utf8))
                out.append(hex[Int(b >> 4)])
                out.append(hex[Int(b & 0xF)])
            default: out.append(b)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
