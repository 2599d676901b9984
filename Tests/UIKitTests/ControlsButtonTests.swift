import Foundation
import Testing
import UIKit
import UIKitTestSupport

@MainActor
@Suite struct ControlsButtonTests {
    /// A button at (10, 10, 80, 30) in a fresh window.
    private func stage(type: UIButton.ButtonType = .system) -> (UIButton, EventDriver, EventLog) {
        let (_, root, events) = makeEventStage()
        let button = UIButton(type: type)
        button.setTitle("OK", for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 80, height: 30)
        root.addSubview(button)
        turn()
        let log = EventLog()
        button.addAction(UIAction { _ in log.add("up inside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.add("up outside") }, for: .touchUpOutside)
        button.addAction(UIAction { _ in log.add("primary") }, for: .primaryActionTriggered)
        return (button, events, log)
    }

    @Test func firesOnReleaseInsideOnly() {
        let (button, events, log) = stage()
        events.down(20, 20)
        #expect(button.isHighlighted && button.isTracking)
        #expect(log.lines.isEmpty)
        events.up(21, 21)
        turn()
        #expect(log.take() == ["up inside", "primary"])
        #expect(!button.isHighlighted && !button.isTracking)

        events.down(20, 20)
        events.move(200, 200)
        #expect(!button.isHighlighted && !button.isTouchInside)
        events.up(200, 200)
        #expect(log.take() == ["up outside"])

        // Pressing outside and releasing inside is not a click either.
        events.down(200, 200)
        events.move(20, 20)
        events.up(20, 20)
        #expect(log.take().isEmpty)
    }

    @Test func dragEventsReportEnterAndExit() {
        let (button, events, _) = stage()
        let log = EventLog()
        button.addAction(UIAction { _ in log.add("down") }, for: .touchDown)
        button.addAction(UIAction { _ in log.add("exit") }, for: .touchDragExit)
        button.addAction(UIAction { _ in log.add("enter") }, for: .touchDragEnter)
        button.addAction(UIAction { _ in log.add("inside") }, for: .touchDragInside)
        button.addAction(UIAction { _ in log.add("outside") }, for: .touchDragOutside)
        events.down(20, 20)
        events.move(30, 20)
        events.move(100, 20)  // x = 100 is outside (max edge exclusive at 90)
        events.move(89, 20)
        events.up(89, 20)
        #expect(log.take() == ["down", "inside", "exit", "outside", "enter", "inside"])
        #expect(button.state == .normal)
    }

    @Test func aDisabledButtonDoesNotFireAndPassesTheTouchOn() {
        let (button, events, log) = stage()
        let parentLog = EventLog()
        let parent = ResponderLogView("parent", log: parentLog, frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        button.superview!.addSubview(parent)
        button.removeFromSuperview()
        parent.addSubview(button)
        button.isEnabled = false
        #expect(button.state == .disabled)
        events.click(20, 120)
        #expect(log.take().isEmpty)
        #expect(!button.isHighlighted)
        #expect(parentLog.take() == ["parent began 20,20", "parent ended 20,20"])
    }

    @Test func disablingWhileTrackingCancels() {
        let (button, events, log) = stage()
        button.addAction(UIAction { _ in log.add("cancel") }, for: .touchCancel)
        events.down(20, 20)
        button.isEnabled = false
        events.up(20, 20)
        #expect(log.take() == ["cancel"])
    }

    @Test func targetActionWithMethodReferences() {
        @MainActor final class Target {
            var calls: [String] = []
            func tapped(_ sender: UIButton) { calls.append("tapped \(sender.currentTitle ?? "")") }
            func plain() { calls.append("plain") }
            func withEvent(_ sender: UIControl, _ event: UIEvent?) { calls.append("event \(event?.type == .touches)") }
        }
        let (button, events, _) = stage()
        var target: Target? = Target()
        button.addTarget(target, action: Target.tapped, for: .touchUpInside)
        button.addTarget(target, action: Target.plain, for: .touchDown)
        button.addTarget(target, action: Target.withEvent, for: .touchUpInside)
        events.click(20, 20)
        #expect(target?.calls == ["plain", "tapped OK", "event true"])
        #expect(button.allTargets.count == 1)
        #expect(button.allControlEvents.contains([.touchUpInside, .touchDown, .primaryActionTriggered]))
        button.removeTarget(target, for: .touchDown)
        target?.calls.removeAll()
        events.click(20, 20)
        #expect(target?.calls == ["tapped OK", "event true"])
        // Targets are held weakly.
        weak let weakTarget = target
        target = nil
        #expect(weakTarget == nil)
        #expect(button.allTargets.isEmpty)
        events.click(20, 20)
    }

    @Test func aNilTargetFindsTheMethodOnTheResponderChain() {
        final class Controller: UIViewController {
            var saved = 0
            func save() { saved += 1 }
        }
        TextSystem.measurer = makeTestTextMeasurer()
        let controller = Controller()
        let window = makeWindow(root: controller)
        turn()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        controller.view.addSubview(button)
        button.addTarget(nil as Controller?, action: Controller.save, for: .primaryActionTriggered)
        EventDriver(window: window).click(5, 5)
        #expect(controller.saved == 1)
    }

    @Test func actionsWithTheSameIdentifierReplaceEachOtherAndCanBeRemoved() {
        let (button, _, _) = stage()
        let log = EventLog()
        let id = UIAction.Identifier("tap")
        button.addAction(UIAction(identifier: id) { _ in log.add("first") }, for: .valueChanged)
        button.addAction(UIAction(identifier: id) { action in log.add("second \(action.sender is UIButton)") }, for: .valueChanged)
        button.sendActions(for: .valueChanged)
        #expect(log.take() == ["second true"])
        button.removeAction(identifiedBy: id, for: .valueChanged)
        button.sendActions(for: .valueChanged)
        #expect(log.take().isEmpty)
    }

    @Test func primaryActionInitializerUsesTheActionTitle() {
        var fired = 0
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in fired += 1 })
        #expect(button.buttonType == .system)
        #expect(button.currentTitle == "Go")
        button.sendActions(for: .primaryActionTriggered)
        #expect(fired == 1)
    }

    @Test func titlesAndColoursFollowTheState() {
        let (button, events, _) = stage()
        button.setTitle("Pressed", for: .highlighted)
        button.setTitleColor(.red, for: .disabled)
        #expect(button.currentTitleColor == .systemBlue)
        #expect(button.titleLabel?.text == "OK")
        events.down(20, 20)
        #expect(button.currentTitle == "Pressed" && button.titleLabel?.text == "Pressed")
        #expect(button.currentTitleColor == UIColor.systemBlue.withAlphaComponent(0.2))
        events.up(20, 20)
        #expect(button.currentTitle == "OK")
        button.isEnabled = false
        #expect(button.currentTitleColor == .red)
        #expect(button.title(for: .disabled) == "OK")
        #expect(UIButton().currentTitleColor == .white)
    }

    @Test func intrinsicSizeIsTheTitlePlusUIKitPaddingAndContentInsets() {
        TextSystem.measurer = makeTestTextMeasurer()
        let button = UIButton(type: .system)
        button.titleLabel?.font = .systemFont(ofSize: 10)
        button.setTitle("OK", for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 20, height: 22))
        button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 5, bottom: 3, right: 7)
        #expect(button.intrinsicContentSize == CGSize(width: 32, height: 27))
        button.setTitle("Cancel", for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 72, height: 27))
        button.setTitle(nil, for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 42, height: 27))
    }

    private func image(_ width: Int, _ height: Int) -> UIImage {
        UIImage(bitmap: ImageBitmap(width: width, height: height, premultipliedRGBA: [UInt8](repeating: 200, count: width * height * 4))!)
    }

    @Test func anImageGoesBeforeTheTitleAndSizesTheButton() {
        TextSystem.measurer = makeTestTextMeasurer()
        let (window, root, _) = makeEventStage()
        defer { withExtendedLifetime(window) {} }
        let button = UIButton(type: .custom)
        button.setImage(image(16, 16), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 16, height: 16), "an image alone is its own size")
        button.titleLabel?.font = .systemFont(ofSize: 10)
        button.setTitle("OK", for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 36, height: 22))
        button.setImage(image(20, 30), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 40, height: 30), "a tall image sets the height")
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        root.addSubview(button)
        turn()
        #expect(button.imageView?.frame == CGRect(x: 30, y: 5, width: 20, height: 30), "the image and title centred as one group")
        #expect(button.titleLabel?.frame == CGRect(x: 50, y: 15, width: 20, height: 10))
        button.contentHorizontalAlignment = .left
        turn()
        #expect(button.imageView?.frame.minX == 0 && button.titleLabel?.frame.minX == 20)
        button.setImage(image(8, 8), for: .highlighted)
        button.isHighlighted = true
        #expect(button.currentImage?.size == CGSize(width: 8, height: 8))
        #expect(button.imageView?.image === button.currentImage, "the image view follows the state")
        button.isHighlighted = false
        #expect(button.currentImage?.size == CGSize(width: 20, height: 30))
    }

    @Test func aBackgroundImageIsDrawnStretchedAndSetsTheMinimumSize() {
        TextSystem.measurer = makeTestTextMeasurer()
        let (window, root, _) = makeEventStage()
        let button = UIButton(type: .custom)
        button.setBackgroundImage(image(60, 44), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 60, height: 44))
        button.frame = CGRect(x: 10, y: 10, width: 120, height: 44)
        root.addSubview(button)
        turn()
        let recorder = RecordingRenderer()
        window.render(in: recorder)
        #expect(recorder.transcript.contains("image 60x44@1 (0,0,60,44) in (0,0,120,44) a=1"), "\(recorder.transcript)")
    }

    @Test func autoLayoutSizesTheButtonAndAFontChangeResizesIt() {
        let (window, root, _) = makeEventStage()
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.titleLabel?.font = .systemFont(ofSize: 10)
        button.setTitle("Save", for: .normal)
        root.addSubview(button)
        NSLayoutConstraint.activate([
            button.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            button.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        turn()
        #expect(button.frame == CGRect(x: 10, y: 10, width: 40, height: 22))
        #expect(button.titleLabel?.frame == CGRect(x: 0, y: 6, width: 40, height: 10))
        button.titleLabel?.font = .systemFont(ofSize: 20)
        turn()
        #expect(button.frame == CGRect(x: 10, y: 10, width: 80, height: 32))
        _ = window
    }

    @Test func drawsItsBackgroundAndTitle() {
        let (button, events, _) = stage(type: .custom)
        button.titleLabel?.font = .systemFont(ofSize: 10)
        button.setBackgroundColor(.blue, for: .normal)
        let transcript = events.render()
        #expect(transcript.contains("fill (0,0,80,30) \(UIColor.blue) a=1"))
        // The title's block of text, from its label's top-left corner.
        #expect(transcript.contains("text \"OK\" at (0,0)"))
        #expect(transcript.contains("\(UIColor.white)"))
        events.down(20, 20)
        let pressed = events.render()
        #expect(pressed.contains("fill (0,0,80,30) \(UIColor.black) a=0.15"))
        events.up(20, 20)
    }

    @Test func controlsRedrawWhenResized() {
        #expect(UIButton().contentMode == .redraw)
        #expect(UISwitch().contentMode == .redraw)
        #expect(UITextField().contentMode == .redraw)
    }
}
