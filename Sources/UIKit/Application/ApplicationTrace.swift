import Foundation

/// The hierarchy text `XLIBHOST_DUMP=1` prints, the same lines as `gallery --dump`:
/// `_autolayoutTrace()`'s line for each view, then `; frame = (x y; w h)` and, for a view
/// with an `accessibilityIdentifier`, `; name = …`.
package enum ApplicationTrace {
    /// Whether `XLIBHOST_DUMP` asks for the trace.
    package static var isDumpRequested: Bool {
        let value = ProcessInfo.processInfo.environment["XLIBHOST_DUMP"] ?? ""
        return !value.isEmpty && value != "0"
    }

    /// The trace of `root`'s hierarchy.
    @MainActor
    package static func text(of root: UIView) -> String {
        let traceLines = root._autolayoutTrace().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var views: [UIView] = []
        func collect(_ view: UIView) {
            views.append(view)
            view.subviews.forEach(collect)
        }
        collect(root)
        return views.enumerated().map { index, view in
            let trace = index < traceLines.count ? traceLines[index] : String(describing: type(of: view))
            var head = trace, tail = ""
            if let range = trace.range(of: "- AMBIGUOUS LAYOUT") {
                head = String(trace[..<range.lowerBound])
                tail = " " + String(trace[range.lowerBound...])
            }
            let f = view.frame
            var line = head + "; frame = (\(f.minX.formattedG) \(f.minY.formattedG); \(f.width.formattedG) \(f.height.formattedG))"
            if let name = view.accessibilityIdentifier, !name.isEmpty { line += "; name = \(name)" }
            return line + tail
        }.joined(separator: "\n")
    }
}
