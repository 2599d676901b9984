import Foundation
import UIKit

/// The command line: `gallery [NAME] [--list] [--size WxH] [--screenshot FILE.png] [--dump]
/// [--script "a;b;c"]`.
struct GalleryOptions {
    var sampleName: String?
    var list = false
    var help = false
    var size: CGSize?
    var screenshotPath: String?
    var dump = false
    var script: [String] = []

    /// Whether the gallery exits after writing what was asked instead of staying open.
    var exitsWhenDone: Bool { screenshotPath != nil || dump }

    static let usage = """
        usage: gallery [NAME] [options]
          (no NAME)            open the launcher window listing the samples
          NAME                 open one sample (see --list)
          --list               print each sample: name — explanation (actions: …)
          --size WxH           initial window size in points (e.g. 428x600)
          --screenshot FILE    write a PNG after the first settled frame (or after --script), exit 0
          --dump               print the hierarchy trace with frames after the first settled frame
                               (and after --script), then exit
          --script "a;b;c"     perform the sample's actions in order, one run-loop turn apart;
                               every sample also understands resize:WxH
        keys in a window: F12 or Ctrl+I inspector, F11 or Ctrl+T print the trace,
                          F1 or Ctrl+E explanation overlay, Escape or Ctrl+W close
        """

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(GalleryError) -> GalleryOptions {
        var options = GalleryOptions()
        var index = 0
        func value(for flag: String) throws(GalleryError) -> String {
            index += 1
            guard index < arguments.count else { throw .usage("\(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--list": options.list = true
            case "--help", "-h": options.help = true
            case "--dump": options.dump = true
            case "--size":
                let text = try value(for: argument)
                guard let size = parseSize(text) else { throw .usage("--size wants WxH with positive numbers, got '\(text)'") }
                options.size = size
            case "--screenshot":
                options.screenshotPath = try value(for: argument)
            case "--script":
                options.script = try value(for: argument).split(separator: ";")
                    .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            default:
                if argument.hasPrefix("-") { throw .usage("unknown option '\(argument)'") }
                guard options.sampleName == nil else { throw .usage("only one sample name, got '\(options.sampleName!)' and '\(argument)'") }
                options.sampleName = argument
            }
            index += 1
        }
        return options
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
    case usage(String)
    case unknownSample(String)
    case noDisplay(String)

    var message: String {
        switch self {
        case .usage(let text): "gallery: \(text)\n\(GalleryOptions.usage)"
        case .unknownSample(let name): "gallery: no sample named '\(name)'; `gallery --list` shows them"
        case .noDisplay(let text): "gallery: \(text)"
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
