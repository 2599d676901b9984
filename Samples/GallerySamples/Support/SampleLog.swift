import Foundation

/// The log a sample writes: kept in memory (for the window's log pane and for tests) and
/// echoed, one entry a line, wherever ``echo`` says (the gallery prints to stdout).
@MainActor
public final class SampleLog {
    /// Every entry so far (the oldest are dropped beyond ``capacity``).
    public private(set) var lines: [String] = []
    /// How many entries are kept.
    public var capacity = 5_000
    /// Where each entry also goes (the gallery: stdout); `nil` for nowhere.
    public var echo: ((String) -> Void)?
    /// Called after each entry (the log pane redraws).
    var observers: [(String) -> Void] = []

    /// Creates an empty log.
    public init() {}

    /// Appends one entry.
    public func add(_ line: String) {
        lines.append(line)
        if lines.count > capacity { lines.removeFirst(lines.count - capacity) }
        echo?(line)
        for observer in observers { observer(line) }
    }

    /// Returns the entries so far and forgets them.
    public func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}

/// `428`, `189.5`: a number as `%g` prints it (UIKit's frame descriptions use it too).
func formatNumber(_ value: CGFloat) -> String {
    let double = Double(value)
    if double.isFinite, double == double.rounded(), abs(double) < 1e15 { return String(Int64(double)) }
    return String(format: "%g", double)
}

/// `(x y; w h)`, as UIKit's view descriptions print a frame.
func formatFrame(_ rect: CGRect) -> String {
    "(\(formatNumber(rect.minX)) \(formatNumber(rect.minY)); \(formatNumber(rect.width)) \(formatNumber(rect.height)))"
}

/// `{w, h}` for a size; `-1` stands for no intrinsic metric.
func formatSize(_ size: CGSize) -> String {
    "{\(formatNumber(size.width)), \(formatNumber(size.height))}"
}
