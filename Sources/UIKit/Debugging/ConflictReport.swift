import Foundation

/// The "Unable to simultaneously satisfy constraints." log, in UIKit's format.
@preconcurrency @MainActor
enum ConflictReport {
    /// The log text for `conflict` (the required constraints the solver names) with
    /// `broken` (the constraint left out). The list is in creation order, `broken` included.
    static func text(conflict: [NSLayoutConstraint], broken: NSLayoutConstraint) -> String {
        var all = conflict
        if !all.contains(where: { $0 === broken }) { all.append(broken) }
        all.sort { $0.serial < $1.serial }
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if all.contains(where: { $0 is NSAutoresizingMaskLayoutConstraint }) {
            lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        lines.append(all.map { "    \"\($0.description)\"" }.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(broken.description)
        lines.append("")
        lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        lines.append("The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.")
        return lines.joined(separator: "\n")
    }

    static func log(conflict: [NSLayoutConstraint], broken: NSLayoutConstraint) {
        LayoutDiagnostics.logger.error("\(text(conflict: conflict, broken: broken))")
    }
}
