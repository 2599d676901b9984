import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// UIPickerView and UIDatePicker: data, selection by user (telling the delegate, sending
/// `.valueChanged`) and by code (silent), sizes, styles and keys.
@MainActor
@Suite struct ControlsPickerTests {
    final class Fruits: UIPickerViewDataSource, UIPickerViewDelegate {
        var rows = [["Apple", "Banana", "Cherry", "Date", "Elderberry"], ["S", "M", "L"]]
        var selections: [String] = []
        func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component].count }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { rows[component][row] }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            selections.append("\(component):\(row)")
        }
    }

    /// A 320 × 216 picker at the origin: rows 32 tall, the selected one at y 92…124.
    private func pickerStage() -> (UIPickerView, Fruits, EventDriver) {
        let (_, root, events) = makeEventStage(width: 320, height: 300)
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let fruits = Fruits()
        picker.dataSource = fruits
        picker.delegate = fruits
        root.addSubview(picker)
        turn()
        return (picker, fruits, events)
    }

    @Test func pickerDataAndSize() {
        let (picker, fruits, _) = pickerStage()
        #expect(UIPickerView().intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 0) == 5 && picker.numberOfRows(inComponent: 7) == 0)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 4) == -1)
        #expect(picker.rowSize(forComponent: 0).height == 32)
        picker.selectRow(9, inComponent: 0, animated: false)  // clamped, silent
        #expect(picker.selectedRow(inComponent: 0) == 4 && fruits.selections.isEmpty)
        fruits.rows[0] = ["Fig", "Grape"]
        picker.reloadComponent(0)
        #expect(picker.numberOfRows(inComponent: 0) == 2 && picker.selectedRow(inComponent: 0) == 1)
        fruits.rows = [["One"]]
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 1 && picker.selectedRow(inComponent: 0) == 0)
    }

    @Test func clicksWheelAndKeysSelectAndTellTheDelegate() {
        let (picker, fruits, events) = pickerStage()
        events.click(80, 108 + 64)  // two rows below the selection, first component
        #expect(picker.selectedRow(inComponent: 0) == 2)
        picker.window?.sendEvent(.scroll(location: CGPoint(x: 240, y: 100), deltaX: 0, deltaY: 1, modifiers: []))
        #expect(picker.selectedRow(inComponent: 1) == 1)
        #expect(picker.becomeFirstResponder())
        events.key(.downArrow)  // the focused component is the last one clicked: 0
        events.key(.end)
        events.key(.rightArrow)
        events.key(.upArrow)
        #expect(fruits.selections == ["0:2", "1:1", "0:3", "0:4", "1:0"])
        #expect(events.render().contains("text \"Elderberry\""))
    }

    @Test func delegateViewsShowInsteadOfTitles() {
        final class Swatches: UIPickerViewDataSource, UIPickerViewDelegate {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
            func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
                let swatch = view ?? UIView()
                swatch.tag = row
                return swatch
            }
        }
        let (window, root, _) = makeEventStage()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let swatches = Swatches()
        picker.dataSource = swatches
        picker.delegate = swatches
        root.addSubview(picker)
        turn()
        let selected = picker.view(forRow: 0, forComponent: 0)
        #expect(selected?.superview === picker && selected?.tag == 0)
        #expect(selected?.frame.minY == 92 && picker.view(forRow: 2, forComponent: 0)?.frame.minY == 156)
        #expect(picker.window === window)
    }

    // MARK: Date picker

    private var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 10, _ minute: Int = 30) -> Date {
        utc.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    private func datePicker(_ style: UIDatePickerStyle, _ mode: UIDatePicker.Mode) -> UIDatePicker {
        let picker = UIDatePicker()
        picker.calendar = utc
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: "en_US")
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        picker.date = date(2026, 12, 6)
        return picker
    }

    @Test func datePickerDefaultsAndStyles() {
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime && picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact && picker.minuteInterval == 1 && picker.countDownDuration == 0)
        #expect(picker.minimumDate == nil && picker.maximumDate == nil && abs(picker.date.timeIntervalSinceNow) < 60)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels && picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline && picker.intrinsicContentSize == CGSize(width: 320, height: 330))
        picker.datePickerMode = .time
        #expect(picker.datePickerStyle == .compact)
        picker.minuteInterval = 7  // does not divide an hour
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 15
        picker.countDownDuration = 4000
        #expect(picker.countDownDuration == 3600)
    }

    @Test func limitsAndRounding() {
        let picker = datePicker(.wheels, .dateAndTime)
        picker.minimumDate = date(2026, 12, 1)
        picker.maximumDate = date(2026, 12, 31)
        picker.date = date(2025, 1, 1)
        #expect(picker.date == date(2026, 12, 1))
        picker.minuteInterval = 15
        picker.setDate(date(2026, 12, 10, 9, 44), animated: true)
        #expect(picker.date == date(2026, 12, 10, 9, 30))
    }

    @Test func theInlineCalendarChoosesADay() {
        let (_, root, events) = makeEventStage(width: 320, height: 400)
        let picker = datePicker(.inline, .date)
        picker.frame = CGRect(origin: .zero, size: picker.intrinsicContentSize)
        root.addSubview(picker)
        turn()
        var changes: [Date] = []
        picker.addAction(UIAction { _ in changes.append(picker.date) }, for: .valueChanged)
        // December 2026 begins on a Tuesday (column 2 with Sunday first): the 9th is in
        // the second week, column 3 (x 137…182), y 110…154.
        events.click(160, 130)
        #expect(changes == [date(2026, 12, 9)])
        picker.date = date(2026, 12, 20)  // code: no event
        events.click(300, 22)  // the next month's arrow: no change of date
        #expect(changes.count == 1 && events.render().contains("January 2027"))
    }

    @Test func wheelsChooseTheTime() {
        let (_, root, events) = makeEventStage(width: 320, height: 300)
        let picker = datePicker(.wheels, .time)
        picker.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
        root.addSubview(picker)
        turn()
        var count = 0
        picker.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        // Wheels: hour, minute, AM/PM, each about a third of 304 points. One row below
        // the selected hour (10) is 11.
        events.click(50, 108 + 32)
        #expect(picker.date == date(2026, 12, 6, 11, 30) && count == 1)
        events.click(260, 108 + 32)  // PM
        #expect(picker.date == date(2026, 12, 6, 23, 30) && count == 2)
    }

    @Test func theInlineTimeRowOpensWheelsThatEscapeCloses() {
        let (window, root, events) = makeEventStage(width: 400, height: 700)
        let picker = datePicker(.inline, .dateAndTime)
        picker.frame = CGRect(origin: .zero, size: picker.intrinsicContentSize)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 374))
        root.addSubview(picker)
        turn()
        var count = 0
        picker.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        let before = window.subviews.count
        events.click(300, 352)  // the time button at the right end of the row under the calendar
        #expect(window.subviews.count == before + 1)
        let wheels = window.subviews.last!
        #expect(wheels.frame.size == CGSize(width: 240, height: 216))
        // One row below the selected hour (10): 11 o'clock.
        let hourColumn = wheels.convert(CGPoint(x: 40, y: 108 + 32), to: window)
        events.click(hourColumn.x, hourColumn.y)
        #expect(picker.date == date(2026, 12, 6, 11, 30) && count == 1)
        #expect(picker.becomeFirstResponder())
        events.key(.escape)
        #expect(window.subviews.count == before)
        // Leaving the window closes an open panel too.
        events.click(300, 352)
        #expect(window.subviews.count == before + 1)
        picker.removeFromSuperview()
        #expect(window.subviews.count == before)
    }

    @Test func compactButtonsOpenACalendarAndKeysStep() {
        let (window, root, events) = makeEventStage(width: 400, height: 500)
        let picker = datePicker(.compact, .dateAndTime)
        picker.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: picker.intrinsicContentSize)
        root.addSubview(picker)
        turn()
        #expect(picker.intrinsicContentSize.height == 34)
        var count = 0
        picker.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        let before = window.subviews.count
        events.click(20, 27)  // the date button opens the calendar in the window
        #expect(window.subviews.count == before + 1)
        let panel = window.subviews.last!
        #expect(panel.frame.minY == 50 && panel.frame.size == CGSize(width: 320, height: 330))
        events.click(20, 27)  // again: closes
        #expect(window.subviews.count == before && count == 0)
        #expect(picker.becomeFirstResponder())
        events.key(.upArrow)
        #expect(picker.date == date(2026, 12, 7) && count == 1)
    }
}
