import Foundation
import UIKit

/// The `--dump` text: UIKit's `_autolayoutTrace()` (one view a line, `|   ` per depth, `*`
/// Auto Layout / `+` autoresizing / `•` engine host, `AMBIGUOUS LAYOUT` marks) with each
/// line also carrying the view's frame as UIKit's description prints it,
/// `frame = (x y; w h)`, and the view's gallery name where it has one:
///
///     |   |   *LifecycleView:0x5581…; frame = (0 0; 428 60); name = container
@MainActor
public enum HierarchyDump {
    /// The dump of `root`'s hierarchy, leaving out the subtrees of `excluded` views
    /// (the gallery's overlays).
    public static func text(of root: UIView, excluding excluded: [UIView] = []) -> String {
        let traceLines = root._autolayoutTrace().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var views: [(UIView, Bool)] = []
        collect(root, skipping: false, excluded: Set(excluded.map(ObjectIdentifier.init)), into: &views)
        var lines: [String] = []
        for (index, (view, skipped)) in views.enumerated() where !skipped {
            let trace = index < traceLines.count ? traceLines[index] : String(describing: type(of: view))
            lines.append(decorate(trace, view: view))
        }
        return lines.joined(separator: "\n")
    }

    private static func collect(_ view: UIView, skipping: Bool, excluded: Set<ObjectIdentifier>, into views: inout [(UIView, Bool)]) {
        let skip = skipping || excluded.contains(ObjectIdentifier(view))
        views.append((view, skip))
        for subview in view.subviews { collect(subview, skipping: skip, excluded: excluded, into: &views) }
    }

    private static func decorate(_ trace: String, view: UIView) -> String {
        var head = trace, tail = ""
        if let range = trace.range(of: "- AMBIGUOUS LAYOUT") {
            head = String(trace[..<range.lowerBound])
            tail = " " + String(trace[range.lowerBound...])
        }
        var line = head + "; frame = \(formatFrame(view.frame))"
        if let name = view.sampleName { line += "; name = \(name)" }
        return line + tail
    }
}
