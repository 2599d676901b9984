// The Markdown table and the JSON that Benchmarks/compare-kiwi.sh reads.

import Cassowary
import Foundation

enum Report {
    static var solverName: String {
        #if DEBUG
        "Cassowary (Swift, debug build: not representative)"
        #else
        "Cassowary (Swift, release)"
        #endif
    }

    static func markdown(_ results: [ScenarioResult]) -> String {
        var lines = [
            "Medians; small resize is the mean of \(Runner.smallSteps) steps, large resize the mean of "
                + "\(Runner.largeFactors.count); remove and re-add are whole passes over every tenth constraint.",
            "",
            "| scenario | views | constraints | runs | build + solve | small resize | large resize "
                + "| remove 1/10 | re-add 1/10 | RSS growth | cells |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for r in results {
            let cells = r.statistics.map { Stats.formatCount($0.cells) } ?? "–"
            lines.append(
                "| \(r.spec) | \(Stats.formatCount(r.views)) | \(Stats.formatCount(r.constraints)) | \(r.runs) "
                    + "| \(Stats.formatTime(r.build)) | \(Stats.formatTime(r.smallResize)) "
                    + "| \(Stats.formatTime(r.largeResize)) | \(Stats.formatTime(r.remove)) "
                    + "| \(Stats.formatTime(r.readd)) | \(Stats.formatBytes(r.rssGrowth)) | \(cells) |")
        }
        lines += orderComparison(results)
        return lines.joined(separator: "\n")
    }

    /// For each system run in more than one order: each order's build time over the
    /// best order's (the target is 1.5× at most).
    static func orderComparison(_ results: [ScenarioResult]) -> [String] {
        var systems: [String] = []
        var byName: [String: [ScenarioResult]] = [:]
        for r in results {
            let name = "\(r.spec.kind.rawValue):\(r.spec.size)"
            if byName[name] == nil { systems.append(name) }
            byName[name, default: []].append(r)
        }
        var lines: [String] = []
        for name in systems {
            guard let group = byName[name], group.count > 1,
                  let best = group.map(\.build).min(), best > 0 else { continue }
            if lines.isEmpty { lines = ["", "Build time against the best order:", ""] }
            let parts = group.map { r in
                "\(r.spec.order.rawValue) \(Stats.formatTime(r.build)) (\(String(format: "%.2f", r.build / best))×)"
            }
            lines.append("- \(name): " + parts.joined(separator: ", "))
        }
        return lines
    }

    /// The same schema as `kiwi_bench.py --json`.
    static func json(_ results: [ScenarioResult]) -> String {
        var entries: [String] = []
        for r in results {
            var fields = [
                "\"scenario\": \(quoted(r.spec.description))",
                "\"runs\": \(r.runs)",
                "\"views\": \(r.views)",
                "\"constraints\": \(r.constraints)",
                "\"removed\": \(r.removed)",
                "\"cells\": \(r.statistics.map { String($0.cells) } ?? "null")",
                "\"build_s\": \(r.build)",
                "\"small_resize_s\": \(r.smallResize)",
                "\"large_resize_s\": \(r.largeResize)",
                "\"remove_s\": \(r.remove)",
                "\"readd_s\": \(r.readd)",
                "\"rss_bytes\": \(r.rssGrowth)",
            ]
            if let statistics = r.statistics {
                fields.append("\"statistics\": \(quoted(statistics.description))")
            }
            entries.append("  {" + fields.joined(separator: ", ") + "}")
        }
        return "{\"solver\": \(quoted(solverName)), \"skipped\": [], \"results\": [\n"
            + entries.joined(separator: ",\n") + "\n]}"
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
