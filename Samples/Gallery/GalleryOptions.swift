import ArgumentParser
import Foundation
import UIKit

/// The command line, parsed by swift-argument-parser (`gallery --help` prints it, and a
/// mistake gets its usual message and exit status 64).
struct GalleryOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "The articles' Auto Layout examples in X11 windows, with a layout inspector.",
        discussion: """
            Without a sample name the launcher window lists the samples. Without $DISPLAY a private \
            Xvfb is started. Keys in a window: F12 or Ctrl+I the inspector window (a click in the sample then selects; Ctrl+click passes through), F11 or Ctrl+T print \
            the trace, F1 or Ctrl+E explanation overlay, Escape or Ctrl+W close.
            """)

    @Argument(help: "The sample to open (see --list).")
    var sampleName: String?

    @Flag(help: "Print each sample: name — explanation (actions: …).")
    var list = false

    // Unconditional: `--size -5x10` is a size with a negative number, not a missing value.
    @Option(parsing: .unconditional, help: ArgumentHelp("Initial window size in points.", valueName: "WxH"),
            transform: { text in
                guard let size = GalleryOptions.parseSize(text) else {
                    throw ValidationError("--size wants WxH with positive numbers, got '\(text)'")
                }
                return size
            })
    var size: CGSize?

    @Option(name: .customLong("screenshot"),
            help: ArgumentHelp("Write a PNG after the first settled frame (or after --script), then exit; with --inspect the inspector window goes to FILE.inspector.png too.", valueName: "file"))
    var screenshotPath: String?

    @Flag(help: "Open the layout inspector window beside the sample (F12 or Ctrl+I toggles it).")
    var inspect = false

    @Flag(help: "Print the hierarchy trace with frames after the first settled frame (and after --script), then exit.")
    var dump = false

    @Option(name: .customLong("explain"),
            help: ArgumentHelp("Print why the named view's frame is what it is (binding constraints with their numbers, what gave way, ambiguity) after the first settled frame (and after --script), then exit.",
                               valueName: "view"))
    var explainedView: String?

    @Option(name: .customLong("dump-json"),
            help: ArgumentHelp("Write the hierarchy as JSON (frames, constraints with how each holds, ambiguity; see the README) after the first settled frame (and after --script), then exit.",
                               valueName: "file"))
    var jsonPath: String?

    @Option(name: .customLong("script"),
            help: ArgumentHelp("Perform the sample's actions in order, one run-loop turn apart; every sample also understands resize:WxH, and with --inspect select:VIEW selects a view in the inspector.",
                               valueName: "a;b;c"),
            transform: { text in
                text.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            })
    var script: [String] = []

    /// Whether the gallery exits after writing what was asked instead of staying open.
    var exitsWhenDone: Bool { screenshotPath != nil || dump || explainedView != nil || jsonPath != nil }

    func validate() throws {
        if !script.isEmpty && sampleName == nil { throw ValidationError("--script needs a sample name") }
    }

    /// `428x600` → 428 × 600; `nil` for anything else.
    static func parseSize(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 16_384, height <= 16_384 else { return nil }
        return CGSize(width: width, height: height)
    }
}

/// What can go wrong before a window opens.
enum GalleryError: Error {
    case unknownSample(String)

    var message: String {
        switch self {
        case .unknownSample(let name): "gallery: no sample named '\(name)'; `gallery --list` shows them"
        }
    }
}

/// Writes to stdout unbuffered, one entry a line, so the log interleaves with stderr in
/// the order things happen and nothing is lost at `exit`.
enum Output {
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
