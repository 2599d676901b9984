import Foundation
import UIKit

/// Two scenes of `Scenes.storyboard`, an Xcode-format storyboard: the initial scene
/// (`instantiateInitialViewController()`) and the one whose Storyboard ID is `Second`
/// (`instantiateViewController(withIdentifier:)`), shown as a child controller below the
/// buttons. Each switch makes a new controller from the document.
@MainActor
public final class StoryboardViewController: SampleViewController {
    public private(set) var scenes: UIStoryboard!
    /// The scene shown.
    public private(set) var scene: UIViewController?
    private var area: UIView!

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        scenes = UIStoryboard(name: "Scenes", bundle: .module)
        addAction("first") { [unowned self] in show(scenes.instantiateInitialViewController()) }
        addAction("second") { [unowned self] in show(scenes.instantiateViewController(withIdentifier: "Second")) }
        let buttons = makeActionButtons(columns: 2)
        root.addSubview(buttons)
        area = root.addSampleSubview(UIView(), name: "sceneArea")
        NSLayoutConstraint.activate([
            area.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 8),
            area.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            area.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            area.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
        ] + buttonsAndPaneConstraints(buttons, below: root.topAnchor, spacing: 8))
        show(scenes.instantiateInitialViewController())
    }

    /// Replaces the shown scene by `controller` (as a child filling the area).
    private func show(_ controller: UIViewController?) {
        if let scene {
            scene.view.removeFromSuperview()
            scene.removeFromParent()
        }
        scene = controller
        guard let controller else { return }
        addChild(controller)
        controller.view.frame = area.bounds
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        area.addSubview(controller.view)
        controller.didMove(toParent: self)
        log.add("storyboard, \(controller.view.subviews.count) views in the scene")
    }
}

extension GallerySample {
    /// Two storyboard scenes.
    public static var storyboard: GallerySample { GallerySample(
        name: "storyboard",
        title: "Storyboard — two scenes from Scenes.storyboard",
        explanation: "The initial scene and the one with Storyboard ID 'Second', each made anew from an Xcode storyboard (UIStoryboard) with its views and constraints.",
        actions: ["first", "second"],
        defaultSize: CGSize(width: 428, height: 600)
    ) { StoryboardViewController() } }
}
