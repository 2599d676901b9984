import Foundation
import UIKit
import UIKitTestSupport

/// Sends synthetic host events to a window, as the X11 host does.
@MainActor
struct EventDriver {
    let window: UIWindow

    @discardableResult
    func down(_ x: CGFloat, _ y: CGFloat, button: Int = 1, modifiers: KeyModifiers = []) -> UIView? {
        window.sendEvent(.pointerDown(location: CGPoint(x: x, y: y), button: button, modifiers: modifiers))
    }

    @discardableResult
    func move(_ x: CGFloat, _ y: CGFloat, buttons: Set<Int> = [1]) -> UIView? {
        window.sendEvent(.pointerMoved(location: CGPoint(x: x, y: y), buttons: buttons, modifiers: []))
    }

    @discardableResult
    func up(_ x: CGFloat, _ y: CGFloat, button: Int = 1) -> UIView? {
        window.sendEvent(.pointerUp(location: CGPoint(x: x, y: y), button: button, modifiers: []))
    }

    /// A press and release at one point, then one run-loop turn.
    func click(_ x: CGFloat, _ y: CGFloat, modifiers: KeyModifiers = []) {
        down(x, y, modifiers: modifiers)
        up(x, y)
        turn()
    }

    /// Clicks the middle of `view`.
    func click(_ view: UIView) {
        let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        click(center.x, center.y)
    }

    /// A key press and release.
    func key(_ code: UInt32, _ characters: String = "", modifiers: KeyModifiers = []) {
        window.sendEvent(.keyDown(keyCode: code, characters: characters, modifiers: modifiers))
        window.sendEvent(.keyUp(keyCode: code, characters: characters, modifiers: modifiers))
    }

    /// A special key press and release.
    func key(_ special: UIKey.SpecialKey, modifiers: KeyModifiers = []) {
        let characters: String
        switch special {
        case .backspace: characters = "\u{8}"
        case .tab, .backTab: characters = "\t"
        case .returnKey, .enter: characters = "\r"
        case .escape: characters = "\u{1B}"
        case .deleteForward: characters = "\u{7F}"
        default: characters = ""
        }
        key(special.rawValue, characters, modifiers: modifiers)
    }

    /// Types `text` one character at a time (the keysym is the first scalar, or its
    /// Unicode keysym above Latin-1, as X11 reports it).
    func type(_ text: String) {
        for character in text {
            let scalar = character.unicodeScalars.first!.value
            key(scalar <= 0xFF ? scalar : 0x0100_0000 + scalar, String(character))
        }
    }

    /// Renders the window and returns the transcript.
    func render() -> String {
        turn()
        let renderer = RecordingRenderer()
        window.render(in: renderer)
        return renderer.transcript
    }
}

/// A window with the deterministic measurer, a root view and an event driver.
@MainActor
func makeEventStage(width: CGFloat = 320, height: CGFloat = 240, root: UIViewController = UIViewController())
    -> (window: UIWindow, root: UIView, events: EventDriver) {
    TextSystem.measurer = makeTestTextMeasurer()
    let window = makeWindow(width: width, height: height, root: root)
    turn()
    return (window, root.view, EventDriver(window: window))
}

/// A view that logs the responder calls it receives and optionally consumes them.
@MainActor
final class ResponderLogView: UIView {
    let name: String
    let log: EventLog
    var consumes = true
    var focusable = false

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    init(_ name: String, log: EventLog, frame: CGRect) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    override var canBecomeFirstResponder: Bool { focusable }

    private func record(_ phase: String, _ touches: Set<UITouch>) {
        let touch = touches.first!
        let p = touch.location(in: self)
        log.add("\(name) \(phase) \(Int(p.x)),\(Int(p.y))")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches)
        if !consumes { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("moved", touches)
        if !consumes { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended", touches)
        if !consumes { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches)
        if !consumes { super.touchesCancelled(touches, with: event) }
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.add("\(name) press \(presses.first?.key?.characters ?? "")")
        if !consumes { super.pressesBegan(presses, with: event) }
    }
}

/// A view controller that logs the touches and presses that reach it.
@MainActor
final class ResponderLogController: UIViewController {
    let log: EventLog
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    init(log: EventLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("controller began") }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.add("controller press \(presses.first?.key?.characters ?? "")")
        super.pressesBegan(presses, with: event)
    }
}
