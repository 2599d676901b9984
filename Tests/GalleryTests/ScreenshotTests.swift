import Foundation
import GallerySamples
import Testing
import UIKitTestSupport
import XlibHost

/// `gallery NAME --screenshot FILE` under X (CI runs the suite under xvfb-run).
@Suite(.serialized) struct ScreenshotTests {
    @Test(.enabled(if: hasDisplay, "needs an X display: $DISPLAY is unset (.ci/test runs the suite under xvfb-run)"),
          arguments: GallerySampleNames.all)
    func screenshotOfEverySampleIsANonEmptyPNG(name: String) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(name)-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try runGallery([name, "--screenshot", path])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let data = try #require(FileManager.default.contents(atPath: path))
        #expect(data.count > 1_000)
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    /// The lifecycle screenshot shows the article's frames: left, middle and right in
    /// their colours at x 0, 189 and 378, the container's grey between them (pixels read
    /// back from the PNG).
    @Test(.enabled(if: hasDisplay, "needs an X display: $DISPLAY is unset"))
    func lifecycleScreenshotShowsTheArticlesFrames() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-pixels-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try runGallery(["lifecycle", "--screenshot", path])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let image = try PNGImage(contentsOf: path)
        #expect(image.width == 428 && image.height == 600)
        // Sample below the names the views draw at their top-left.
        let expected: [(x: Int, y: Int, rgb: [UInt8])] = [
            (25, 40, [255, 217, 51]),    // left: SampleColors.yellow
            (55, 40, [209, 209, 209]),   // container: white 0.82
            (214, 40, [77, 191, 89]),    // middle: SampleColors.green
            (300, 40, [209, 209, 209]),
            (403, 40, [230, 64, 51]),    // right: SampleColors.red
            (200, 80, [245, 245, 245]),  // the root below the container: white 0.96
        ]
        for point in expected {
            #expect(image.pixel(x: point.x, y: point.y) == point.rgb, "pixel (\(point.x), \(point.y))")
        }
    }

    @Test func listPrintsOneLinePerSampleWithItsActions() throws {
        let result = try runGallery(["--list"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first == "lifecycle — The first article's experiment: container/left/middle/right log every layout-cycle call and the run loop its phases. (actions: changeMiddleWidth, updateConstraint, changeTwoConstraints, twoUpdateConstraints, changeContainer, reset)")
        #expect(lines.count == GallerySampleNames.all.count)
    }

    @Test(.enabled(if: hasDisplay, "needs an X display: $DISPLAY is unset"))
    func scriptAndDumpShowTheArticlesFrames() throws {
        let result = try runGallery(["lifecycle", "--dump", "--script", "changeMiddleWidth;resize:600x400"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("action, changeMiddleWidth"))
        #expect(result.stdout.contains("middle, layoutSubviews, 70.000000, 179.000000"))
        #expect(result.stdout.contains("container, layoutSubviews, 600.000000, 0.000000"))
        #expect(result.stdout.contains("; frame = (265 0; 70 60); name = middle"))
    }

    @Test func unknownSampleSaysSo() throws {
        let result = try runGallery(["nosuchsample", "--dump"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--list"))
    }
}
