import Foundation
import GallerySamples
import Testing
import UIKit

/// The launcher lists every sample in a scroll view, so a window shorter than the list
/// still reaches its last row.
@MainActor
@Suite(.serialized) struct LauncherTests {
    @Test func theRowsScrollAndTheLastOneIsReachable() throws {
        let launcher = LauncherViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 520, height: 400))
        window.rootViewController = launcher
        window.makeKeyAndVisible()
        defer { window.rootViewController = nil }
        UIRunLoop.main.runOnce()
        let scroll = try #require(launcher.view.subviews.first as? UIScrollView)
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 520, height: 400))
        let column = try #require(scroll.subviews.first { $0.sampleName == "column" })
        let last = try #require(launcher.samples.last)
        let note = try #require(column.subviews.first { $0.sampleName == "about \(last.name)" })
        // The content is as tall as the column, which ends 12 points under the last note.
        #expect(scroll.contentSize.width == 520)
        #expect(scroll.contentSize.height == note.frame.maxY + 12)
        #expect(scroll.contentSize.height > 400 * 2, "every sample's row, more than the window shows")
        // Scrolled to the end, the last note is in view.
        scroll.setContentOffset(CGPoint(x: 0, y: scroll.contentSize.height - scroll.bounds.height), animated: false)
        let shown = scroll.convert(note.frame, from: column)
        #expect(scroll.bounds.contains(shown), "\(shown) in \(scroll.bounds)")
    }
}
