// SPDX-License-Identifier: MIT
import Foundation

/// What the figures were measured on.
struct MachineInfo {
    var cores: Int
    var cpu: String
    var memory: String
    var os: String
    var kernel: String
    var date: String

    static func current() -> MachineInfo {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let cpu = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown"
        let meminfo = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
        var memory = "unknown"
        if let l = meminfo.split(separator: "\n").first(where: { $0.hasPrefix("MemTotal:") }),
           let kb = Double(l.split(separator: " ").dropFirst().first ?? "") {
            memory = String(format: "%.1f GiB", kb / 1024 / 1024)
        }
        let osRelease = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
        let os = osRelease.split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }
            .map { String($0.dropFirst("PRETTY_NAME=".count)).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) } ?? "unknown"
        var u = utsname()
        uname(&u)
        let release = withUnsafeBytes(of: &u.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let machine = withUnsafeBytes(of: &u.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return MachineInfo(cores: Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), cpu: cpu, memory: memory, os: os,
                           kernel: "Linux \(release) \(machine)", date: f.string(from: Date()))
    }
}
