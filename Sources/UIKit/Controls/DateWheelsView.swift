import Foundation

/// A date picker's wheels: a ``UIPickerView`` whose components are the mode's parts
/// (month, day, year; hour, minute and AM/PM; a day and the time; hours and minutes of a
/// countdown). Turning a wheel chooses the date the wheels then show.
@preconcurrency @MainActor
final class DateWheelsView: DatePickerContent, UIPickerViewDataSource, UIPickerViewDelegate {
    /// The wheels' parts.
    enum Wheel { case month, day, year, dayOfYear, hour, minute, meridiem, durationHours, durationMinutes }

    /// The years a date wheel offers, and how many days either side of the date the
    /// day-and-time wheel offers.
    static let years = 1900...2100
    static let dayReach = 365

    let mode: UIDatePicker.Mode
    let wheels: [Wheel]
    let pickerView = UIPickerView()
    /// The day the day-and-time wheel counts from (its middle row).
    private var anchorDay = Date()

    init(picker: UIDatePicker, mode: UIDatePicker.Mode) {
        self.mode = mode
        let twelveHour = DatePickerFormat.uses12HourClock(picker.locale)
        switch mode {
        case .date: wheels = [.month, .day, .year]
        case .time: wheels = twelveHour ? [.hour, .minute, .meridiem] : [.hour, .minute]
        case .dateAndTime: wheels = twelveHour ? [.dayOfYear, .hour, .minute, .meridiem] : [.dayOfYear, .hour, .minute]
        case .countDownTimer: wheels = [.durationHours, .durationMinutes]
        }
        super.init(picker: picker)
        anchorDay = picker.effectiveCalendar.startOfDay(for: picker.date)
        pickerView.dataSource = self
        pickerView.delegate = self
        addSubview(pickerView)
        refresh()
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        pickerView.frame = bounds
    }

    private var twelveHour: Bool { wheels.contains(.meridiem) }
    private var interval: Int { picker?.minuteInterval ?? 1 }
    private var calendar: Calendar { picker?.effectiveCalendar ?? Calendar.current }

    // MARK: Rows

    func numberOfComponents(in pickerView: UIPickerView) -> Int { wheels.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        switch wheels[component] {
        case .month: return 12
        case .day: return 31
        case .year: return DateWheelsView.years.count
        case .dayOfYear: return 2 * DateWheelsView.dayReach + 1
        case .hour: return twelveHour ? 12 : 24
        case .minute, .durationMinutes: return 60 / interval
        case .meridiem: return 2
        case .durationHours: return 24
        }
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        let calendar = self.calendar
        switch wheels[component] {
        case .month: return calendar.monthSymbols[row]
        case .day: return String(row + 1)
        case .year: return String(DateWheelsView.years.lowerBound + row)
        case .dayOfYear:
            let offset = row - DateWheelsView.dayReach
            guard let day = calendar.date(byAdding: .day, value: offset, to: anchorDay) else { return nil }
            if calendar.isDateInToday(day) { return "Today" }
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.locale = picker?.locale ?? Locale.current
            formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
            return formatter.string(from: day)
        case .hour: return String(twelveHour ? (row == 0 ? 12 : row) : row)
        case .minute: return String(format: "%02d", row * interval)
        case .meridiem: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .durationHours: return "\(row) hours"
        case .durationMinutes: return "\(row * interval) min"
        }
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        wheels[component] == .dayOfYear || wheels[component] == .month ? 120 : 0
    }

    // MARK: Choosing

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        guard let picker else { return }
        if mode == .countDownTimer {
            let hours = selected(.durationHours), minutes = selected(.durationMinutes) * interval
            picker.userChoose(duration: TimeInterval(hours * 3600 + minutes * 60))
            return
        }
        if let date = chosenDate(from: picker.date) { picker.userChoose(date) }
        refresh()
    }

    private func selected(_ wheel: Wheel) -> Int {
        wheels.firstIndex(of: wheel).map { pickerView.selectedRow(inComponent: $0) } ?? 0
    }

    /// The date the wheels show, the parts they do not show taken from `current`.
    private func chosenDate(from current: Date) -> Date? {
        let calendar = self.calendar
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: current)
        switch mode {
        case .date:
            parts.year = DateWheelsView.years.lowerBound + selected(.year)
            parts.month = selected(.month) + 1
            let first = calendar.date(from: DateComponents(year: parts.year, month: parts.month, day: 1)) ?? current
            let days = calendar.range(of: .day, in: .month, for: first)?.count ?? 31
            parts.day = min(selected(.day) + 1, days)
        case .dateAndTime, .time:
            if mode == .dateAndTime, let day = calendar.date(byAdding: .day, value: selected(.dayOfYear) - DateWheelsView.dayReach, to: anchorDay) {
                let dayParts = calendar.dateComponents([.year, .month, .day], from: day)
                parts.year = dayParts.year
                parts.month = dayParts.month
                parts.day = dayParts.day
            }
            let hour = selected(.hour)
            parts.hour = twelveHour ? hour % 12 + (selected(.meridiem) == 1 ? 12 : 0) : hour
            parts.minute = selected(.minute) * interval
        case .countDownTimer:
            return nil
        }
        return calendar.date(from: parts)
    }

    /// Turns the wheels to the picker's date (or duration), telling nobody.
    override func refresh() {
        guard let picker else { return }
        let calendar = self.calendar
        func select(_ wheel: Wheel, _ row: Int) {
            if let component = wheels.firstIndex(of: wheel) { pickerView.selectRow(row, inComponent: component, animated: false) }
        }
        if mode == .countDownTimer {
            let minutes = Int(picker.countDownDuration / 60)
            select(.durationHours, minutes / 60)
            select(.durationMinutes, (minutes % 60) / interval)
            return
        }
        let date = picker.date
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        select(.month, (parts.month ?? 1) - 1)
        select(.day, (parts.day ?? 1) - 1)
        select(.year, (parts.year ?? DateWheelsView.years.lowerBound) - DateWheelsView.years.lowerBound)
        let days = calendar.dateComponents([.day], from: anchorDay, to: calendar.startOfDay(for: date)).day ?? 0
        select(.dayOfYear, days + DateWheelsView.dayReach)
        let hour = parts.hour ?? 0
        select(.hour, twelveHour ? hour % 12 : hour)
        select(.minute, (parts.minute ?? 0) / interval)
        select(.meridiem, hour >= 12 ? 1 : 0)
    }
}
