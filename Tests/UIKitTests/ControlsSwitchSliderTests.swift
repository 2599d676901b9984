import Foundation
import Testing
import UIKit
import UIKitTestSupport

@MainActor
@Suite struct ControlsSwitchSliderTests {
    @Test func aSwitchTogglesOnClickAndSendsValueChanged() {
        let (_, root, events) = makeEventStage()
        let toggle = UISwitch()
        toggle.frame = CGRect(x: 0, y: 0, width: 51, height: 31)
        root.addSubview(toggle)
        var changes: [Bool] = []
        toggle.addAction(UIAction { action in changes.append((action.sender as! UISwitch).isOn) }, for: .valueChanged)
        events.click(10, 10)
        #expect(toggle.isOn)
        events.click(40, 20)
        #expect(!toggle.isOn)
        // Released outside: no toggle.
        events.down(10, 10)
        events.up(100, 100)
        #expect(!toggle.isOn)
        // Code does not send events.
        toggle.setOn(true, animated: true)
        #expect(changes == [true, false])
    }

    @Test func aSwitchIs51By31() {
        let toggle = UISwitch()
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
        let (window, root, _) = makeEventStage()  // keep the window: nothing else holds it
        toggle.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(toggle)
        NSLayoutConstraint.activate([
            toggle.leftAnchor.constraint(equalTo: root.leftAnchor),
            toggle.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        turn()
        #expect(toggle.frame == CGRect(x: 0, y: 0, width: 51, height: 31))
        #expect(toggle.window === window)
    }

    @Test func aSwitchDrawsItsTrackAndThumb() {
        let (_, root, events) = makeEventStage()
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        root.addSubview(toggle)
        let off = events.render()
        #expect(off.contains("fill (0,0,51,31) \(UIColor.systemGray5)"))
        #expect(off.contains("fill (2,2,27,27) \(UIColor.white)"))
        toggle.isOn = true
        let on = events.render()
        #expect(on.contains("fill (0,0,51,31) \(UIColor.systemGreen)"))
        #expect(on.contains("fill (22,2,27,27) \(UIColor.white)"))
    }

    /// A slider whose thumb travels 200 points: x = 14 is the minimum, x = 214 the maximum.
    private func sliderStage() -> (UISlider, EventDriver) {
        let (_, root, events) = makeEventStage()
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        slider.minimumValue = 0
        slider.maximumValue = 100
        root.addSubview(slider)
        return (slider, events)
    }

    @Test func aSliderTracksADrag() {
        let (slider, events) = sliderStage()
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        events.down(14, 15)  // on the thumb: no jump
        #expect(slider.value == 0 && values.isEmpty)
        events.move(64, 15)
        events.move(114, 300)  // vertical distance does not matter
        events.move(500, 15)  // clamped
        events.up(500, 15)
        #expect(values == [25, 50, 100])
        #expect(slider.value == 100)
        #expect(!slider.isTracking)
    }

    @Test func aSliderKeepsTheGrabOffsetAndJumpsOnTrackClicks() {
        let (slider, events) = sliderStage()
        slider.value = 50  // thumb centre at 114
        events.down(120, 15)  // 6 right of the centre
        #expect(slider.value == 50)
        events.move(170, 15)
        #expect(slider.value == 75)
        events.up(170, 15)
        events.click(64, 15)
        #expect(slider.value == 25)
    }

    @Test func aNonContinuousSliderReportsOnceOnRelease() {
        let (slider, events) = sliderStage()
        slider.isContinuous = false
        var count = 0
        slider.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        events.down(14, 15)
        events.move(64, 15)
        events.move(114, 15)
        #expect(count == 0)
        events.up(114, 15)
        #expect(count == 1 && slider.value == 50)
    }

    @Test func sliderValuesAreClampedAndSized() {
        let slider = UISlider()
        slider.value = 3
        #expect(slider.value == 1)
        slider.value = .nan
        #expect(slider.value == 1)
        slider.maximumValue = 0.5
        #expect(slider.value == 0.5)
        slider.minimumValue = 2
        #expect(slider.maximumValue == 2 && slider.value == 2)
        // UIKit: `slider.intrinsicContentSize // (w -1 h 30)`.
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 30))
    }

    @Test func aSliderDrawsTheTrackSplitAtTheThumb() {
        let (slider, events) = sliderStage()
        slider.value = 50
        let transcript = events.render()
        #expect(transcript.contains("fill (0,14,114,4) \(UIColor.systemBlue)"))
        #expect(transcript.contains("fill (114,14,114,4) \(UIColor.systemGray4)"))
        #expect(transcript.contains("fill (100,2,28,28) \(UIColor.white)"))
    }
}
