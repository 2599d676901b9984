import Foundation
import Testing
import UIKitTestSupport

/// The gallery's command line, parsed by swift-argument-parser (help, errors, completion
/// scripts).
/// Parsing happens before any display is needed.
@Suite("Gallery command line")
struct CommandLineTests {
    @Test func helpListsTheOptions() throws {
        let result = try runGallery(["--help"])
        #expect(result.status == 0)
        for option in ["--list", "--size <WxH>", "--screenshot <file>", "--dump", "--script <a;b;c>", "--explain <view>"] {
            #expect(result.stdout.contains(option), "help lacks \(option)")
        }
    }

    @Test func mistakesGetAMessageAndStatus64() throws {
        let badSize = try runGallery(["anchors", "--size", "12"])
        #expect(badSize.status == 64)
        #expect(badSize.stderr.contains("--size wants WxH with positive numbers, got '12'"))
        let negative = try runGallery(["anchors", "--size", "-5x10"])
        #expect(negative.status == 64)
        #expect(negative.stderr.contains("--size wants WxH with positive numbers, got '-5x10'"))
        let unknown = try runGallery(["--bogus"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("Unknown option '--bogus'"))
        let twoNames = try runGallery(["anchors", "vfl"])
        #expect(twoNames.status == 64)
    }

    /// `--explain` prints why a view is where it is and exits (a private Xvfb when there
    /// is no display).
    @Test(.enabled(if: hasDisplay || hasXvfb, "needs an X display or Xvfb: the gallery lays its window out on one"))
    func explainPrintsTheBindingConstraintsOfANamedView() throws {
        let result = try runGallery(["anchors", "--explain", "red"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("height 280\n  = 400 (window.height: the window's size)"), "\(result.stdout)")
        #expect(result.stdout.contains("  holds exactly (what fixes it):"))
        #expect(result.stdout.contains("280 = 2 × 140"), "red is twice green's height, in numbers: \(result.stdout)")
        let missing = try runGallery(["anchors", "--explain", "nobody"])
        #expect(missing.status == 1 && missing.stderr.contains("no view named 'nobody'"))
    }

    /// `--dump-json` writes the hierarchy with its constraints and how each holds.
    @Test(.enabled(if: hasDisplay || hasXvfb, "needs an X display or Xvfb: the gallery lays its window out on one"))
    func dumpJSONWritesFramesConstraintsAndSatisfaction() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try runGallery(["anchors", "--dump-json", path])
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["format"] as? String == "autolayout-linux/layout-snapshot/1")
        var views: [[String: Any]] = []
        func collect(_ node: [String: Any]) {
            views.append(node)
            for child in node["subviews"] as? [[String: Any]] ?? [] { collect(child) }
        }
        collect(try #require(json["root"] as? [String: Any]))
        let red = try #require(views.first { $0["name"] as? String == "red" })
        let green = try #require(views.first { $0["name"] as? String == "green" })
        #expect(red["frame"] as? [Double] == [20, 180, 348, 280])
        #expect(views.allSatisfy { $0["name"] as? String != "explanation" }, "the overlays are left out")
        let constraints = views.flatMap { $0["constraints"] as? [[String: Any]] ?? [] }
        let twice = try #require(constraints.first { ($0["multiplier"] as? Double) == 2 })
        #expect(twice["firstItem"] as? String == red["id"] as? String)
        #expect(twice["secondItem"] as? String == green["id"] as? String)
        #expect(twice["firstAttribute"] as? String == "height" && twice["relation"] as? String == "==")
        #expect(twice["satisfaction"] as? String == "exact" && twice["priority"] as? Double == 1000)
        let failed = try runGallery(["anchors", "--dump-json", "/nonexistent-dir/x.json"])
        #expect(failed.status == 1 && failed.stderr.contains("cannot write /nonexistent-dir/x.json"))
    }
}
