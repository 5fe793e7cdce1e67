import Foundation

/// Where a baseline was measured: the commit, the machine, the date (`BenchBaseline`'s header).
enum BenchMachine {
    /// `2 cores, AMD EPYC, Debian GNU/Linux 12 (bookworm)`: the cores, the CPU's model from
    /// /proc/cpuinfo and the system from /etc/os-release (each `unknown` where it cannot be read).
    static var description: String {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let cpu = value(of: "model name", in: "/proc/cpuinfo", separator: ":") ?? "unknown CPU"
        let system = value(of: "PRETTY_NAME", in: "/etc/os-release", separator: "=").map { $0.trimmingCharacters(in: ["\""]) }
        return "\(cores) core\(cores == 1 ? "" : "s"), \(cpu), \(system ?? ProcessInfo.processInfo.operatingSystemVersionString)"
    }

    /// The value after `separator` on the first line of the file at `path` that starts with `key`.
    static func value(of key: String, in path: String, separator: Character) -> String? {
        guard let text = try? SourceFiles.read(path) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(key) {
            guard let split = line.firstIndex(of: separator) else { continue }
            return line[line.index(after: split)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// `2026-11-28 23:59 UTC`: now.
    static var date: String {
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "UTC")
        format.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return format.string(from: Date())
    }

    /// The commit checked out in `folder` (`git rev-parse --short HEAD`), or `unknown` when git
    /// or the repository is missing.
    static func commit(in folder: String) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder, "rev-parse", "--short", "HEAD"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return "unknown" }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && !text.isEmpty ? text : "unknown"
    }
}
