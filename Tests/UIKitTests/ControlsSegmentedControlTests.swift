import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// UISegmentedControl: segments from items, actions or insertions; the selection by click
/// and keys (sending `.valueChanged`) and by code (sending nothing); sizes and drawing.
@MainActor
@Suite struct ControlsSegmentedControlTests {
    /// A control of three title segments, 267 × 32 at the origin (each segment 89 wide with
    /// the test measurer: "Three" is 65 points at 13 points a character, plus 12 each side).
    private func stage() -> (UISegmentedControl, EventDriver) {
        let (_, root, events) = makeEventStage(width: 400)
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(origin: .zero, size: control.intrinsicContentSize)
        root.addSubview(control)
        return (control, events)
    }

    @Test func defaultsAndItems() {
        let control = UISegmentedControl(items: ["A", grayImage(10, 10), 3])
        #expect(control.numberOfSegments == 2)  // the Int is skipped
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.titleForSegment(at: 0) == "A" && control.imageForSegment(at: 1) != nil)
        #expect(control.titleForSegment(at: 1) == nil && control.titleForSegment(at: 9) == nil)
        #expect(!control.isMomentary && !control.apportionsSegmentWidthsByContent)
        #expect(control.selectedSegmentTintColor == nil)
        #expect(control.isEnabledForSegment(at: 0) && !control.isEnabledForSegment(at: 5))
        #expect(UISegmentedControl(items: nil).numberOfSegments == 0)
    }

    @Test func insertingAndRemovingKeepsTheSelectionOnItsSegment() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 0) == "Z")
        control.insertSegment(withTitle: "End", at: 99, animated: true)  // clamped to the end
        #expect(control.titleForSegment(at: 3) == "End")
        control.insertSegment(with: grayImage(8, 8), at: 1, animated: false)
        #expect(control.numberOfSegments == 5 && control.imageForSegment(at: 1) != nil && control.selectedSegmentIndex == 3)
        control.removeSegment(at: 3, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.removeSegment(at: 42, animated: false)  // logged, ignored
        #expect(control.numberOfSegments == 4)
        control.selectedSegmentIndex = 7  // out of range: none
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.setTitle("Title", forSegmentAt: 1)
        #expect(control.titleForSegment(at: 1) == "Title" && control.imageForSegment(at: 1) == nil)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test func aClickSelectsAndSendsValueChangedOnlyWhenItChanges() {
        let (control, events) = stage()
        var changes: [Int] = []
        control.addAction(UIAction { _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)
        events.click(100, 16)  // the second segment (89..<178)
        #expect(control.selectedSegmentIndex == 1)
        events.click(120, 16)  // the same one again: no event
        events.click(200, 16)
        #expect(changes == [1, 2])
        // Code sends nothing.
        control.selectedSegmentIndex = 0
        #expect(changes == [1, 2])
        // Released outside: nothing chosen.
        events.down(10, 16)
        events.up(10, 200)
        #expect(control.selectedSegmentIndex == 0 && changes == [1, 2])
    }

    @Test func disabledSegmentsCannotBeChosen() {
        let (control, events) = stage()
        control.setEnabled(false, forSegmentAt: 1)
        #expect(!control.isEnabledForSegment(at: 1))
        events.click(100, 16)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.isEnabled = false
        events.click(10, 16)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func momentarySegmentsSendEveryClick() {
        let (control, events) = stage()
        control.isMomentary = true
        var count = 0
        control.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        events.click(10, 16)
        events.click(10, 16)
        #expect(count == 2)
        // A momentary control draws no selected segment.
        #expect(!events.render().contains("fill (2,2,85,28) \(UIColor.white)"))
    }

    @Test func segmentActionsRunBeforeValueChanged() {
        var log: [String] = []
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [
            UIAction(title: "Map") { _ in log.append("map") },
            UIAction(title: "List", identifier: UIAction.Identifier("list")) { _ in log.append("list") },
        ])
        let (_, root, events) = makeEventStage()
        root.addSubview(control)
        control.addAction(UIAction { _ in log.append("changed") }, for: .valueChanged)
        #expect(control.titleForSegment(at: 1) == "List")
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("list")) == 1)
        events.click(150, 16)
        #expect(log == ["list", "changed"])
        #expect(control.actionForSegment(at: 0)?.title == "Map")
    }

    @Test func intrinsicSizeAndSegmentWidths() {
        TextSystem.measurer = makeTestTextMeasurer()
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        #expect(control.intrinsicContentSize == CGSize(width: 267, height: 32))
        control.apportionsSegmentWidthsByContent = true
        #expect(control.intrinsicContentSize == CGSize(width: 63 + 63 + 89, height: 32))
        control.setWidth(50, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 50)
        #expect(abs(control.intrinsicContentSize.width - 202) < 0.001, "\(Double(control.intrinsicContentSize.width).debugDescription)")
        control.setWidth(-3, forSegmentAt: 0)  // refused
        #expect(control.widthForSegment(at: 0) == 50)
        let bold = UIFont.systemFont(ofSize: 20)
        control.setTitleTextAttributes([.font: bold, .foregroundColor: UIColor.systemRed], for: .normal)
        #expect(control.titleTextAttributes(for: .normal)?[.font] as? UIFont == bold)
        #expect(abs(control.intrinsicContentSize.width - 258) < 0.001)
    }

    @Test func keysMoveTheSelectionOnceFocused() {
        let (control, events) = stage()
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        events.key(.rightArrow)  // not focused: nothing
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.window?.moveKeyboardFocus(forward: true) === control)
        events.key(.rightArrow)
        #expect(control.selectedSegmentIndex == 0)
        control.setEnabled(false, forSegmentAt: 1)
        events.key(.rightArrow)  // skips the disabled segment
        #expect(control.selectedSegmentIndex == 2)
        events.key(.rightArrow)  // at the end: stays
        events.key(.home)
        #expect(control.selectedSegmentIndex == 0 && changes == 3)
    }

    @Test func drawsTheTrackTheSelectedBlockAndTitles() {
        let (control, events) = stage()
        control.selectedSegmentIndex = 1
        let transcript = events.render()
        #expect(transcript.contains("fill (0,0,267,32) \(UIColor.systemGray5)"))
        #expect(transcript.contains("fill (91,2,85,28) \(UIColor.white)"))
        #expect(transcript.contains("text \"Three\""))
        control.selectedSegmentTintColor = .systemYellow
        #expect(events.render().contains("fill (91,2,85,28) \(UIColor.systemYellow)"))
    }
}
