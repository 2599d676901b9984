// Medians and human-readable units.

import Foundation

enum Stats {
    /// The median (the mean of the two middle values for an even count).
    static func median(_ values: [Double]) -> Double {
        precondition(!values.isEmpty, "median of nothing")
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// `12.3 µs`, `4.56 ms`, `7.89 s` (three significant digits).
    static func formatTime(_ seconds: Double) -> String {
        if seconds < 1e-3 { return String(format: "%.3g µs", seconds * 1e6) }
        if seconds < 1 { return String(format: "%.3g ms", seconds * 1e3) }
        return String(format: "%.3g s", seconds)
    }

    /// `12.3 MiB`.
    static func formatBytes(_ bytes: Double) -> String {
        String(format: "%.3g MiB", bytes / 1_048_576)
    }

    /// `1,234,567`.
    static func formatCount(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return count < 0 ? "-" + out : out
    }
}
