import Foundation
import Testing

/// The gallery's command line, parsed by swift-argument-parser (code-health issue, point 7).
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
        let unknown = try runGallery(["--bogus"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("Unknown option '--bogus'"))
        let twoNames = try runGallery(["anchors", "vfl"])
        #expect(twoNames.status == 64)
    }

    /// `--explain` prints why a view is where it is and exits (a private Xvfb when there
    /// is no display).
    @Test func explainPrintsTheBindingConstraintsOfANamedView() throws {
        let result = try runGallery(["anchors", "--explain", "red"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("height 280\n  holds exactly (what fixes it):"), "\(result.stdout)")
        #expect(result.stdout.contains("280 = 2 × 140"), "red is twice green's height, in numbers: \(result.stdout)")
        let missing = try runGallery(["anchors", "--explain", "nobody"])
        #expect(missing.status == 1 && missing.stderr.contains("no view named 'nobody'"))
    }
}
