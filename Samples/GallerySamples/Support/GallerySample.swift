import Foundation
import UIKit

/// One sample of the gallery: a name to launch it by, a title for its window, a one-line
/// explanation, the names of the actions its buttons (and `--script`) perform, and a
/// function that builds its view controller without any window system, so tests can run
/// it headless.
@MainActor
public struct GallerySample {
    /// The command-line name (`gallery lifecycle`).
    public let name: String
    /// The window title.
    public let title: String
    /// One line saying what the sample shows.
    public let explanation: String
    /// The action names, in button order (`resize:WxH` is understood by every sample too).
    public let actions: [String]
    /// The window size the article's frames are given for.
    public let defaultSize: CGSize
    private let build: @MainActor () -> SampleViewController

    /// Creates a sample description.
    public init(name: String, title: String, explanation: String, actions: [String],
                defaultSize: CGSize = CGSize(width: 428, height: 600),
                build: @escaping @MainActor () -> SampleViewController) {
        self.name = name
        self.title = title
        self.explanation = explanation
        self.actions = actions
        self.defaultSize = defaultSize
        self.build = build
    }

    /// Builds the sample's controller; its root view will be `size` (the default size when
    /// `nil`) from `loadView` on, as a UIKit root view has the screen's size.
    public func makeController(size: CGSize? = nil) -> SampleViewController {
        let controller = build()
        controller.initialSize = size ?? defaultSize
        controller.sampleName = name
        return controller
    }

    /// The `--list` line: `name — explanation (actions: a, b, c)`.
    public var listLine: String {
        "\(name) — \(explanation) (actions: \(actions.joined(separator: ", ")))"
    }
}
