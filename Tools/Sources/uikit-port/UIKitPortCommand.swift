import ArgumentParser
import UIKitPort

/// `uikit-port [--in-place | --diff] PATH...`: ports Swift written for Apple's UIKit to
/// this one.
@main
struct UIKitPortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uikit-port",
        abstract: "Rewrite iOS UIKit code (selectors, @objc, #if os(iOS)) for this UIKit.",
        discussion: """
            Without --in-place or --diff it only prints the report: one line per finding, \
            FILE:LINE: rewrote … or FILE:LINE: cannot port …: why. Exit status: 0 when nothing \
            is left to port by hand, 1 when something is, 2 on bad input (nothing is written).
            """
    )

    @Flag(name: .customLong("in-place"), help: "Write the rewritten files.")
    var inPlace = false

    @Flag(help: "Print a unified diff (the report goes to standard error); write nothing.")
    var diff = false

    @Argument(help: "Swift files, or directories searched for .swift files.")
    var paths: [String]

    func validate() throws {
        if inPlace && diff { throw ValidationError("--in-place and --diff cannot be used together.") }
        if paths.isEmpty { throw ValidationError("Name at least one file or directory.") }
    }

    func run() throws {
        let run = PortRun(paths: paths, mode: inPlace ? .inPlace : diff ? .diff : .report)
        print(run.output, terminator: "")
        if !run.errors.isEmpty { FileHandleOutput.standardError(run.errors) }
        if run.exitCode != 0 { throw ExitCode(run.exitCode) }
    }
}
