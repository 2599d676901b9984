import Foundation
import UIKit

/// A shared event log for callback-order tests.
@MainActor
final class EventLog {
    var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
    func take() -> [String] { defer { lines.removeAll() }; return lines }
}

/// A view that logs the layout-cycle calls, like the articles' `TFView`.
@MainActor
final class LoggingView: UIView {
    let name: String
    let log: EventLog
    var onUpdateConstraints: (() -> Void)?
    var onLayoutSubviews: (() -> Void)?
    var logsSetNeedsDisplay = false

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    init(_ name: String, log: EventLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    override func setNeedsUpdateConstraints() {
        log.add("\(name) setNeedsUpdateConstraints")
        super.setNeedsUpdateConstraints()
    }

    override func updateConstraints() {
        log.add("\(name) updateConstraints")
        onUpdateConstraints?()
        super.updateConstraints()
    }

    override func setNeedsLayout() {
        log.add("\(name) setNeedsLayout")
        super.setNeedsLayout()
    }

    override func layoutSubviews() {
        onLayoutSubviews?()
        super.layoutSubviews()
        log.add("\(name) layoutSubviews \(fmt(frame.width)) \(fmt(frame.minX))")
    }

    override func draw(_ rect: CGRect) {
        log.add("\(name) draw")
    }

    override func setNeedsDisplay() {
        if logsSetNeedsDisplay { log.add("\(name) setNeedsDisplay") }
        super.setNeedsDisplay()
    }

    private func fmt(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }
}

