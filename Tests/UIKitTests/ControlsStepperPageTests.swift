import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// UIStepper and UIPageControl: defaults, user steps and page changes (sending
/// `.valueChanged`) versus code (sending nothing), sizes, keys and drawing.
@MainActor
@Suite(.serialized) struct ControlsStepperPageTests {
    /// A stepper at the origin: − is x < 47, + is x ≥ 47.
    private func stepperStage() -> (UIStepper, EventDriver) {
        let (_, root, events) = makeEventStage()
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        root.addSubview(stepper)
        return (stepper, events)
    }

    @Test func stepperDefaultsAndSize() {
        let stepper = UIStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(stepper.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 94, height: 32))
    }

    @Test func stepperValuesAreClampedAndBadLimitsRefused() {
        let stepper = UIStepper()
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.value = -4
        #expect(stepper.value == 0)
        stepper.value = .nan
        #expect(stepper.value == 0)
        stepper.maximumValue = -1  // not above the minimum: refused
        #expect(stepper.maximumValue == 100)
        stepper.stepValue = 0
        #expect(stepper.stepValue == 1)
        stepper.value = 80
        stepper.maximumValue = 50
        #expect(stepper.value == 50)
        stepper.minimumValue = 60  // not below the maximum: refused
        #expect(stepper.minimumValue == 0)
    }

    @Test func clicksStepAndSendValueChanged() {
        let (stepper, events) = stepperStage()
        stepper.stepValue = 5
        var values: [Double] = []
        stepper.addAction(UIAction { _ in values.append(stepper.value) }, for: .valueChanged)
        events.click(70, 16)
        events.click(70, 16)
        events.click(10, 16)
        #expect(values == [5, 10, 5])
        stepper.value = 0  // code: no event
        events.click(10, 16)  // at the minimum: nothing
        #expect(values == [5, 10, 5] && stepper.value == 0)
    }

    @Test func wrappingGoesRoundTheEnds() {
        let (stepper, events) = stepperStage()
        stepper.wraps = true
        stepper.maximumValue = 3
        events.click(10, 16)
        #expect(stepper.value == 3)
        events.click(70, 16)
        #expect(stepper.value == 0)
    }

    @Test func nonContinuousSendsOnRelease() {
        let (stepper, events) = stepperStage()
        stepper.isContinuous = false
        var count = 0
        stepper.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        events.down(70, 16)
        #expect(stepper.value == 1 && count == 0)
        events.up(70, 16)
        #expect(count == 1)
    }

    @Test func holdingRepeatsOnTheRunLoopClock() {
        let saved = UIRunLoop.main.clock
        defer { UIRunLoop.main.clock = saved }
        var now = 100.0
        UIRunLoop.main.clock = { now }
        let (stepper, events) = stepperStage()
        events.down(70, 16)
        #expect(stepper.value == 1)
        now += 0.45
        turn()
        #expect(stepper.value == 1)
        now += 0.06  // past the half-second delay
        turn()
        #expect(stepper.value == 2)
        now += 0.1
        turn()
        #expect(stepper.value == 3)
        events.up(70, 16)
        now += 1
        turn()
        #expect(stepper.value == 3)
        // Without autorepeat, holding steps once.
        stepper.autorepeat = false
        events.down(70, 16)
        now += 2
        turn()
        events.up(70, 16)
        #expect(stepper.value == 4)
    }

    @Test func stepperKeysOnceFocused() {
        let (stepper, events) = stepperStage()
        var count = 0
        stepper.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        #expect(stepper.becomeFirstResponder())
        events.key(.upArrow)
        events.key(.rightArrow)
        events.key(.downArrow)
        #expect(stepper.value == 1)
        events.key(.end)
        #expect(stepper.value == 100 && count == 4)
        events.key(.upArrow)  // at the maximum: no change, no event
        #expect(count == 4)
    }

    @Test func stepperDrawsItsHalvesAndDimsTheEndThatCannotStep() {
        let (stepper, events) = stepperStage()
        let transcript = events.render()
        #expect(transcript.contains("fill (0,0,94,32) \(UIColor.systemGray5)"))
        // At the minimum the minus glyph is dimmed, the plus is not.
        #expect(transcript.contains("line (17,16)-(31,16) \(UIColor.label) w=2 a=0.3"))
        #expect(transcript.contains("line (64,16)-(78,16) \(UIColor.label) w=2 a=1"))
    }

    @Test func stepperImagesReplaceTheGlyphs() {
        let (stepper, events) = stepperStage()
        let plus = grayImage(10, 10)
        stepper.setIncrementImage(plus, for: .normal)
        #expect(stepper.incrementImage(for: .normal) === plus && stepper.incrementImage(for: .highlighted) === plus)
        #expect(stepper.decrementImage(for: .normal) == nil)
        let transcript = events.render()
        #expect(transcript.contains("image 10x10@1 (0,0,10,10) in (66,11,10,10)"))
        #expect(!transcript.contains("line (71,9)-(71,23)"))
    }

    // MARK: Page control

    @Test func pageControlDefaultsAndSizes() {
        let pages = UIPageControl()
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0 && !pages.hidesForSinglePage)
        #expect(pages.pageIndicatorTintColor == nil && pages.currentPageIndicatorTintColor == nil)
        #expect(pages.size(forNumberOfPages: 3) == CGSize(width: 72, height: 26))
        #expect(pages.size(forNumberOfPages: 0).width == 0)
        pages.numberOfPages = 5
        #expect(pages.intrinsicContentSize == CGSize(width: 104, height: 26))
        pages.currentPage = 9
        #expect(pages.currentPage == 4)
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
        pages.numberOfPages = -3
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0)
    }

    @Test func clicksBesideTheCurrentDotTurnPages() {
        let (_, root, events) = makeEventStage()
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 104, height: 26))
        pages.numberOfPages = 5
        pages.currentPage = 2  // its dot's centre is x = 52
        root.addSubview(pages)
        var changes: [Int] = []
        pages.addAction(UIAction { _ in changes.append(pages.currentPage) }, for: .valueChanged)
        events.click(80, 13)
        events.click(5, 13)
        events.click(5, 13)
        events.click(5, 13)
        events.click(5, 13)  // at the first page: nothing
        #expect(changes == [3, 2, 1, 0])
        pages.currentPage = 4  // code: nothing sent
        #expect(changes == [3, 2, 1, 0])
        #expect(pages.becomeFirstResponder())
        events.key(.leftArrow)
        events.key(.home)
        #expect(changes == [3, 2, 1, 0, 3, 0])
    }

    @Test func deferredDisplayWaitsForUpdate() {
        let (_, root, events) = makeEventStage()
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 104, height: 26))
        pages.numberOfPages = 5
        pages.defersCurrentPageDisplay = true
        root.addSubview(pages)
        events.click(80, 13)
        #expect(pages.currentPage == 1)
        // The dot drawn current is still page 0's (x 16).
        #expect(events.render().contains("fill (16,9,8,8) r=4 \(UIColor.label)"))
        pages.updateCurrentPageDisplay()
        #expect(events.render().contains("fill (32,9,8,8) r=4 \(UIColor.label)"))
    }

    @Test func indicatorImagesReplaceTheDots() {
        let (_, root, events) = makeEventStage()
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 104, height: 26))
        pages.numberOfPages = 5
        root.addSubview(pages)
        let star = grayImage(6, 6)
        pages.setIndicatorImage(star, forPage: 3)
        #expect(pages.indicatorImage(forPage: 3) === star && pages.indicatorImage(forPage: 0) == nil)
        var transcript = events.render()
        #expect(transcript.contains("image 6x6@1 (0,0,6,6) in (65,10,6,6)"))  // page 3's dot centre is (68, 13)
        #expect(!transcript.contains("fill (64,9,8,8)"))
        pages.preferredIndicatorImage = grayImage(4, 4)
        transcript = events.render()
        #expect(transcript.contains("image 4x4@1 (0,0,4,4) in (34,11,4,4)"))
    }

    @Test func aSinglePageCanHide() {
        let (_, root, events) = makeEventStage()
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 40, height: 26))
        pages.numberOfPages = 1
        pages.pageIndicatorTintColor = .systemRed
        root.addSubview(pages)
        #expect(events.render().contains("r=4 \(UIColor.label)"))
        pages.hidesForSinglePage = true
        #expect(!events.render().contains("r=4 \(UIColor.label)"))
    }
}
