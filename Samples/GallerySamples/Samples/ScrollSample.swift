import Foundation
import UIKit

/// A vertical scroller defined by its two layout guides: a stack of 40 rows pinned to
/// the content guide and as wide as the frame guide (so `contentSize` comes from the
/// constraints), and a badge pinned to the frame guide that stays put. The wheel (Shift
/// for sideways), dragging and Page Up/Down scroll it; each scroll lays it out and logs
/// the offset (the second article: scrolling runs `layoutSubviews`).
@MainActor
public final class ScrollViewController: SampleViewController, UIScrollViewDelegate {
    public private(set) var scrollView: UIScrollView!
    public private(set) var stack: UIStackView!
    public private(set) var badge: UILabel!

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        scrollView = root.addSampleSubview(LoggingScrollView(log: log), name: "scrollView", color: UIColor(white: 0.93, alpha: 1))
        scrollView.delegate = self
        stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.sampleName = "rows"
        for index in 1...40 {
            let row = UILabel()
            row.text = "Row \(index): constraints to contentLayoutGuide make the content size"
            row.font = SampleFonts.body
            row.numberOfLines = 0
            row.backgroundColor = index % 2 == 0 ? SampleColors.paper : UIColor(white: 0.88, alpha: 1)
            stack.addArrangedSubview(row)
        }
        scrollView.addSubview(stack)
        badge = UILabel()
        badge.text = " frame guide "
        badge.font = SampleFonts.bold
        badge.backgroundColor = SampleColors.yellow
        badge.translatesAutoresizingMaskIntoConstraints = false
        badge.sampleName = "badge"
        scrollView.addSubview(badge)

        let content = scrollView.contentLayoutGuide, frame = scrollView.frameLayoutGuide
        addAction("toTop") { [unowned self] in scrollView.setContentOffset(.zero, animated: false) }
        addAction("toRow30") { [unowned self] in
            let row = stack.arrangedSubviews[29]
            scrollView.scrollRectToVisible(row.convert(row.bounds, to: scrollView), animated: true)
        }
        let buttons = makeActionButtons(columns: 2)
        root.addSubview(buttons)
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            scrollView.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 8),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 8),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -8),
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -8),
            stack.widthAnchor.constraint(equalTo: frame.widthAnchor, constant: -16),
            badge.topAnchor.constraint(equalTo: frame.topAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -12),
        ] + buttonsAndPaneConstraints(buttons, below: root.topAnchor, spacing: 8))
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        log.add("scrollView, didScroll, \(formatNumber(scrollView.contentOffset.y))")
    }
}

/// A scroll view that logs its layout passes.
@MainActor
final class LoggingScrollView: UIScrollView {
    let log: SampleLog

    init(log: SampleLog) {
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.add("scrollView, layoutSubviews, offset \(formatNumber(contentOffset.y)), content \(formatNumber(contentSize.height))")
    }
}

extension GallerySample {
    /// A scroll view sized by its layout guides.
    public static var scroll: GallerySample { GallerySample(
        name: "scroll",
        title: "Scroll view — content and frame layout guides",
        explanation: "40 rows pinned to contentLayoutGuide (which sets contentSize), a badge pinned to frameLayoutGuide; wheel, drag, Page Up/Down.",
        actions: ["toTop", "toRow30"],
        defaultSize: CGSize(width: 428, height: 600)
    ) { ScrollViewController() } }
}
