// x11-demo: a window with a few constrained coloured views and a text label, run by the
// X11 host. Resize the window to watch Auto Layout re-lay it out.
//
//   swift run x11-demo                        a window until you close it
//   swift run x11-demo --screenshot out.png   write the first frame to a PNG and exit
//
// Without an X display it prints what to set or install and exits with status 2.

import Foundation
import UIKit
import XlibHost

/// A view that draws one or more lines of text through the drawing context; its size is
/// what the host's text measurer says (a stand-in until UIKit grows UILabel).
final class TextView: UIView {
    var text: String { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    var font: UIFont
    var textColor: UIColor

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    init(text: String, font: UIFont, color: UIColor) {
        self.text = text
        self.font = font
        self.textColor = color
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    override var intrinsicContentSize: CGSize {
        TextSystem.measurer.size(of: text, font: font, wrappingAt: nil)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let metrics = TextSystem.measurer.metrics(for: font)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            context.drawText(String(line), at: CGPoint(x: 0, y: metrics.ascent + CGFloat(index) * metrics.lineHeight),
                             font: font, color: textColor, alpha: 1)
        }
    }
}

/// A view that draws a frame and a diagonal through the drawing context.
final class SketchView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.stroke(bounds.insetBy(dx: 4, dy: 4), color: .darkGray, lineWidth: 2, alpha: 1)
        context.drawLine(from: CGPoint(x: 8, y: bounds.height - 8), to: CGPoint(x: bounds.width - 8, y: 8),
                         color: .red, lineWidth: 3, alpha: 1)
    }
}

final class DemoViewController: UIViewController {
    let header = UIView()
    let titleView = TextView(text: "Auto Layout on X11 — Grüße, 你好", font: UIFont(familyName: "DejaVu Sans", pointSize: 20, weight: .bold), color: .white)
    let tiles = [UIColor(red: 0.16, green: 0.35, blue: 0.78, alpha: 1), UIColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1),
                 UIColor(red: 0.95, green: 0.6, blue: 0.1, alpha: 1)].map { color -> UIView in
        let view = UIView()
        view.backgroundColor = color
        return view
    }
    let overlay = UIView()
    let clipper = UIView()
    let sketch = SketchView()
    let footer = TextView(text: "Resize me: the tiles share the width equally.\nThe red square is clipped by its grey parent.",
                          font: UIFont(familyName: "DejaVu Sans", pointSize: 14), color: .darkGray)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        header.backgroundColor = UIColor(red: 0.12, green: 0.12, blue: 0.2, alpha: 1)
        overlay.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 0.5)
        clipper.backgroundColor = .lightGray
        clipper.clipsToBounds = true
        let overflowing = UIView(frame: CGRect(x: 40, y: 30, width: 200, height: 200))
        overflowing.backgroundColor = .red
        clipper.addSubview(overflowing)
        sketch.backgroundColor = .white
        sketch.contentMode = .redraw  // draw(_:) again at each new size

        for subview in [header, titleView] + tiles + [overlay, clipper, sketch, footer] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let titleSize = titleView.intrinsicContentSize
        let footerSize = footer.intrinsicContentSize
        var constraints = [
            header.topAnchor.constraint(equalTo: view.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 56),
            titleView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            titleView.centerYAnchor.constraint(equalTo: header.centerYAnchor),
            titleView.widthAnchor.constraint(equalToConstant: titleSize.width),
            titleView.heightAnchor.constraint(equalToConstant: titleSize.height),
            footer.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            footer.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -12),
            footer.widthAnchor.constraint(equalToConstant: footerSize.width),
            footer.heightAnchor.constraint(equalToConstant: footerSize.height),
        ]
        for (index, tile) in tiles.enumerated() {
            constraints += [
                tile.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16),
                tile.heightAnchor.constraint(equalToConstant: 100),
                tile.leadingAnchor.constraint(equalTo: index == 0 ? view.leadingAnchor : tiles[index - 1].trailingAnchor,
                                              constant: 16),
            ]
            if index > 0 { constraints.append(tile.widthAnchor.constraint(equalTo: tiles[0].widthAnchor)) }
        }
        constraints += [
            tiles[2].trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            overlay.leadingAnchor.constraint(equalTo: tiles[0].centerXAnchor),
            overlay.trailingAnchor.constraint(equalTo: tiles[1].centerXAnchor),
            overlay.topAnchor.constraint(equalTo: tiles[0].topAnchor, constant: 25),
            overlay.heightAnchor.constraint(equalToConstant: 50),
            clipper.topAnchor.constraint(equalTo: tiles[0].bottomAnchor, constant: 16),
            clipper.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            clipper.widthAnchor.constraint(equalToConstant: 120),
            clipper.bottomAnchor.constraint(equalTo: footer.topAnchor, constant: -12),
            sketch.topAnchor.constraint(equalTo: clipper.topAnchor),
            sketch.bottomAnchor.constraint(equalTo: clipper.bottomAnchor),
            sketch.leadingAnchor.constraint(equalTo: clipper.trailingAnchor, constant: 16),
            sketch.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ]
        NSLayoutConstraint.activate(constraints)
    }
}

let arguments = CommandLine.arguments
let controller = DemoViewController()
if let flag = arguments.firstIndex(of: "--screenshot"), flag + 1 < arguments.count {
    // Draw the first frame, write it to a PNG and exit (for documentation and checks).
    let application: XlibApplication
    do {
        application = try XlibApplication()
    } catch {
        FileHandle.standardError.write(Data((error.description + "\n").utf8))
        exit(2)
    }
    do throws(XlibHostError) {
        let window = try application.openWindow(rootViewController: controller, title: "x11-demo", size: CGSize(width: 640, height: 400))
        application.run(until: { application.hasPainted(window) }, timeout: 5)
        try application.writeScreenshot(of: window, to: arguments[flag + 1])
    } catch {
        FileHandle.standardError.write(Data((error.description + "\n").utf8))
        exit(1)
    }
    application.shutDown()
} else {
    XlibApplication.run(rootViewController: controller, title: "x11-demo — Auto Layout on X11", size: CGSize(width: 640, height: 400))
}
