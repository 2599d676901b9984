import Foundation
import UIKit

/// Buttons in rows of `columns` equal-width cells, 6 points apart, built from ordinary
/// constraints; its height follows from the rows (no stack view needed).
@MainActor
public final class ButtonGrid: UIView {
    /// The buttons, in order.
    public let buttons: [GalleryButton]

    /// Lays out `buttons` in a grid.
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public init(buttons: [GalleryButton], columns: Int, spacing: CGFloat = 6, rowHeight: CGFloat = 26) {
        self.buttons = buttons
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        let columns = max(1, columns)
        var constraints: [NSLayoutConstraint] = []
        for (index, button) in buttons.enumerated() {
            addSubview(button)
            button.sampleName = "button \(button.title)"
            let row = index / columns, column = index % columns
            constraints.append(button.heightAnchor.constraint(equalToConstant: rowHeight))
            constraints.append(button.topAnchor.constraint(equalTo: topAnchor, constant: CGFloat(row) * (rowHeight + spacing)))
            if column == 0 {
                constraints.append(button.leadingAnchor.constraint(equalTo: leadingAnchor))
            } else {
                constraints.append(button.leadingAnchor.constraint(equalTo: buttons[index - 1].trailingAnchor, constant: spacing))
            }
            if index == 0 {
                // Every cell is (width - gaps) / columns wide, full row or not.
                let gaps = spacing * CGFloat(columns - 1)
                constraints.append(button.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 1 / CGFloat(columns),
                                                                 constant: -gaps / CGFloat(columns)))
            } else {
                constraints.append(button.widthAnchor.constraint(equalTo: buttons[0].widthAnchor))
            }
        }
        let rows = (buttons.count + columns - 1) / columns
        constraints.append(heightAnchor.constraint(equalToConstant: max(0, CGFloat(rows) * (rowHeight + spacing) - spacing)))
        NSLayoutConstraint.activate(constraints)
    }

    /// The button titled `title`.
    public func button(_ title: String) -> GalleryButton? { buttons.first { $0.title == title } }
}

/// Lines of text drawn in a fixed rectangle (no intrinsic size, so changing the text never
/// moves anything): the tail of a ``SampleLog`` (the lifecycle sample's scrolling log pane)
/// or a fixed text (reports, readouts). The wheel scrolls back through a log.
@MainActor
public final class TextPaneView: UIView {
    /// The text shown when no log is followed.
    public var text: String = "" { didSet { if text != oldValue { setNeedsDisplay() } } }
    /// Lines scrolled back from the end of the log.
    public var scrollBack = 0 { didSet { if scrollBack != oldValue { setNeedsDisplay() } } }
    let font: UIFont
    private weak var followedLog: SampleLog?
    private var dirtyFromLog = false

    /// A pane showing `text`, or following `log` when given.
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public init(log: SampleLog? = nil, font: UIFont = SampleFonts.mono) {
        self.font = font
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = .white
        clipsToBounds = true
        contentMode = .redraw
        isUserInteractionEnabled = true
        if let log {
            followedLog = log
            log.observers.append { [weak self] line in
                // Run-loop phase lines alone never ask for a redraw: marking the pane from
                // a run-loop observer would wake the loop again, forever. They show with
                // the next redraw.
                guard let self, !line.hasPrefix("runloop, ") else { return }
                self.scrollBack = 0
                self.setNeedsDisplay()
            }
        }
    }

    /// Scrolls by `lines` (positive: back in time).
    public func scroll(by lines: Int) {
        guard let log = followedLog else { return }
        scrollBack = min(max(0, scrollBack + lines), max(0, log.lines.count - 1))
    }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext() else { return }
        context.stroke(bounds.insetBy(dx: 0.5, dy: 0.5), color: .lightGray, lineWidth: 1, alpha: 1)
        let metrics = TextSystem.measurer.metrics(for: font)
        let lineHeight = max(1, metrics.lineHeight.rounded(.up))
        let capacity = max(0, Int((bounds.height - 8) / lineHeight))
        let lines: [String]
        if let log = followedLog {
            let end = max(0, log.lines.count - scrollBack)
            lines = Array(log.lines[max(0, end - capacity)..<end])
        } else {
            lines = Array(text.split(separator: "\n", omittingEmptySubsequences: false).prefix(capacity).map(String.init))
        }
        for (index, line) in lines.enumerated() {
            let color: UIColor = line.hasPrefix("runloop, ") ? .gray : line.hasPrefix("action, ") ? SampleColors.blue : .black
            context.drawText(line, at: CGPoint(x: 6, y: 4 + CGFloat(index) * lineHeight + metrics.ascent),
                             font: font, color: color, alpha: 1)
        }
    }
}
