import Foundation
import UIKit

/// The launcher window: one row per sample (a button with its name and title, and its
/// explanation below), in a scroll view (the wheel, dragging, Page Up/Down); clicking a
/// button opens the sample.
@MainActor
public final class LauncherViewController: SampleViewController {
    /// Called with the sample a click chose (the host opens its window).
    public var onOpen: ((GallerySample) -> Void)?
    /// The samples listed.
    public let samples: [GallerySample]

    /// A launcher for `samples`.
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public init(samples: [GallerySample] = GallerySample.all) {
        self.samples = samples
        super.init()
        sampleName = "launcher"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        // The rows scroll: their column is pinned to the content guide and as wide as
        // the frame guide, so the content size comes from the constraints.
        let scroll = view.addSampleSubview(UIScrollView(), name: "rows")
        let root = scroll.addSampleSubview(UIView(), name: "column")
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: view.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            root.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            root.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            root.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            root.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            root.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        let heading = root.addSampleSubview(UILabel(), name: "heading")
        heading.font = SampleFonts.title
        heading.text = "Auto Layout on Linux — the sample gallery"
        var constraints = [
            heading.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
            heading.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
        ]
        var previous: NSLayoutYAxisAnchor = heading.bottomAnchor
        for sample in samples {
            addAction("open:\(sample.name)") { [unowned self] in onOpen?(sample) }
            let button = root.addSampleSubview(GalleryButton(title: "\(sample.name) — \(sample.title)") { [unowned self] in
                perform("open:\(sample.name)")
            }, name: "open \(sample.name)")
            let note = root.addSampleSubview(UILabel(), name: "about \(sample.name)")
            note.font = UIFont(familyName: "DejaVu Sans", pointSize: 10)
            note.textColor = .darkGray
            note.numberOfLines = 0
            note.text = sample.explanation
            constraints += [
                button.topAnchor.constraint(equalTo: previous, constant: 10),
                button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
                button.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -12),
                note.topAnchor.constraint(equalTo: button.bottomAnchor, constant: 2),
                note.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                note.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -12),
            ]
            previous = note.bottomAnchor
        }
        constraints.append(previous.constraint(equalTo: root.bottomAnchor, constant: -12))
        NSLayoutConstraint.activate(constraints)
    }

    /// The launcher as a sample description (for the host's window title).
    public static let title = "Auto Layout gallery"
}
