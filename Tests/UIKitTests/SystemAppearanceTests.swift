import Foundation
import Testing
import UIKit

/// Controllers that override the status bar, orientation and home indicator preferences
/// compile, and the defaults are UIKit's.
@MainActor
@Suite struct SystemAppearanceTests {
    final class FullScreenPlayer: UIViewController {
        override var prefersStatusBarHidden: Bool { true }
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override var prefersHomeIndicatorAutoHidden: Bool { true }
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
        override var shouldAutorotate: Bool { false }
        override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }
    }

    @Test func defaultsAreUIKits() {
        let controller = UIViewController()
        #expect(controller.preferredStatusBarStyle == .default && !controller.prefersStatusBarHidden)
        #expect(controller.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(controller.shouldAutorotate && !controller.prefersHomeIndicatorAutoHidden)
        #expect(controller.preferredInterfaceOrientationForPresentation.isPortrait)
        controller.setNeedsStatusBarAppearanceUpdate()
        controller.setNeedsUpdateOfHomeIndicatorAutoHidden()
    }

    @Test func overridesAnswer() {
        let player: UIViewController = FullScreenPlayer()
        #expect(player.prefersStatusBarHidden && player.preferredStatusBarStyle == .lightContent)
        #expect(player.supportedInterfaceOrientations == [.landscapeLeft, .landscapeRight])
        #expect(!player.supportedInterfaceOrientations.contains(.portrait))
        #expect(player.prefersHomeIndicatorAutoHidden && !player.shouldAutorotate)
        #expect(player.preferredScreenEdgesDeferringSystemGestures == .bottom)
    }
}
