import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// Runs `change` with the layout log captured and returns what it logged, after checking
/// that `state` reads the same after the change and after the next layout pass: a change
/// UIKit refuses (it raises) leaves the view showing what it showed.
@MainActor
func loggedRefusal(keeping state: () -> String, _ change: () -> Void,
                   sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    let before = state()
    let capture = LogCapture()
    capture.capture(change)
    #expect(state() == before, "after the change", sourceLocation: sourceLocation)
    turn()
    #expect(state() == before, "after the next layout pass", sourceLocation: sourceLocation)
    return capture.messages
}
