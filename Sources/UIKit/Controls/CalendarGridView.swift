import Foundation

/// A date picker's month calendar: the month and year with arrows to the previous and
/// next months, the weekdays, and the days in a grid of six weeks. A click on a day
/// chooses it (the time is kept); the chosen day is a tinted circle, today's number is
/// tinted, days outside the picker's limits are grey and cannot be chosen.
@preconcurrency @MainActor
final class CalendarGridView: DatePickerContent {
    /// The header's, the weekday row's and a week's heights, and the whole grid's.
    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 22
    static let weekHeight: CGFloat = 44
    static let gridHeight: CGFloat = headerHeight + weekdayHeight + 6 * weekHeight

    /// The first day of the month shown.
    private(set) var shownMonth: Date

    override init(picker: UIDatePicker) {
        let calendar = picker.effectiveCalendar
        shownMonth = calendar.dateInterval(of: .month, for: picker.date)?.start ?? picker.date
        super.init(picker: picker)
    }

    required init?(coder: NSCoder) { nil }

    private var calendar: Calendar { picker?.effectiveCalendar ?? Calendar.current }

    /// Shows the month of the picker's date.
    override func refresh() {
        if let picker { shownMonth = calendar.dateInterval(of: .month, for: picker.date)?.start ?? shownMonth }
        setNeedsDisplay()
    }

    /// Shows the month `months` away.
    func showMonth(by months: Int) {
        shownMonth = calendar.date(byAdding: .month, value: months, to: shownMonth) ?? shownMonth
        setNeedsDisplay()
    }

    // MARK: Geometry

    var previousArrowRect: CGRect { CGRect(x: bounds.width - 88, y: 0, width: 44, height: CalendarGridView.headerHeight) }
    var nextArrowRect: CGRect { CGRect(x: bounds.width - 44, y: 0, width: 44, height: CalendarGridView.headerHeight) }

    /// The column of `date`'s weekday (the calendar's first weekday in column 0).
    private func column(of date: Date) -> Int {
        (calendar.component(.weekday, from: date) - calendar.firstWeekday + 7) % 7
    }

    /// The shown month's days with their cells.
    func dayCells() -> [(date: Date, rect: CGRect)] {
        let calendar = self.calendar
        let count = calendar.range(of: .day, in: .month, for: shownMonth)?.count ?? 30
        let lead = column(of: shownMonth)
        let width = bounds.width / 7
        let top = CalendarGridView.headerHeight + CalendarGridView.weekdayHeight
        return (0..<count).compactMap { offset in
            guard let date = calendar.date(byAdding: .day, value: offset, to: shownMonth) else { return nil }
            let slot = lead + offset
            let rect = CGRect(x: (CGFloat(slot % 7) * width).rounded(), y: top + CGFloat(slot / 7) * CalendarGridView.weekHeight,
                              width: width.rounded(), height: CalendarGridView.weekHeight)
            return (date, rect)
        }
    }

    /// Whether `day` is within the picker's limits (compared by whole days).
    private func isChoosable(_ day: Date) -> Bool {
        guard let picker else { return false }
        let calendar = self.calendar
        if let minimum = picker.minimumDate, calendar.startOfDay(for: day) < calendar.startOfDay(for: minimum) { return false }
        if let maximum = picker.maximumDate, calendar.startOfDay(for: day) > calendar.startOfDay(for: maximum) { return false }
        return true
    }

    // MARK: Input

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// A click on an arrow changes the month; on a day, chooses it.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self), let picker, picker.isEnabled else { return }
        if previousArrowRect.contains(point) { return showMonth(by: -1) }
        if nextArrowRect.contains(point) { return showMonth(by: 1) }
        guard let day = dayCells().first(where: { $0.rect.contains(point) })?.date, isChoosable(day) else { return }
        let calendar = self.calendar
        let time = calendar.dateComponents([.hour, .minute, .second], from: picker.date)
        var parts = calendar.dateComponents([.year, .month, .day], from: day)
        parts.hour = time.hour
        parts.minute = time.minute
        parts.second = time.second
        if let date = calendar.date(from: parts) { picker.userChoose(date) }
        if superview is DatePickerPopover { picker.closePopover() }
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext(), let picker else { return }
        let calendar = self.calendar
        let tint = picker.tintColor ?? .systemBlue
        let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
        let dayFont = UIFont.systemFont(ofSize: 17)
        let smallFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
        let measurer = TextSystem.measurer
        func drawCentered(_ text: String, in cell: CGRect, font: UIFont, color: UIColor) {
            let width = measurer.size(of: text, font: font, wrappingAt: nil).width
            let metrics = measurer.metrics(for: font)
            context.drawText(text, at: CGPoint(x: (cell.midX - width / 2).rounded(),
                                               y: (cell.midY - metrics.lineHeight / 2).rounded() + metrics.ascent),
                             font: font, color: color, alpha: 1)
        }
        // The month and year, and the arrows.
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = picker.locale ?? Locale.current
        formatter.setLocalizedDateFormatFromTemplate("MMMMy")
        let titleMetrics = measurer.metrics(for: titleFont)
        context.drawText(formatter.string(from: shownMonth),
                         at: CGPoint(x: 16, y: ((CalendarGridView.headerHeight - titleMetrics.lineHeight) / 2).rounded() + titleMetrics.ascent),
                         font: titleFont, color: .label, alpha: 1)
        for (arrow, direction) in [(previousArrowRect, CGFloat(-1)), (nextArrowRect, CGFloat(1))] {
            let tip = CGPoint(x: arrow.midX + direction * 4, y: arrow.midY)
            context.drawLine(from: CGPoint(x: tip.x - direction * 8, y: tip.y - 8), to: tip, color: tint, lineWidth: 2, alpha: 1)
            context.drawLine(from: CGPoint(x: tip.x - direction * 8, y: tip.y + 8), to: tip, color: tint, lineWidth: 2, alpha: 1)
        }
        // The weekdays.
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        let width = bounds.width / 7
        for column in 0..<7 {
            let symbol = symbols[(column + calendar.firstWeekday - 1) % 7].uppercased()
            drawCentered(symbol, in: CGRect(x: CGFloat(column) * width, y: CalendarGridView.headerHeight, width: width,
                                            height: CalendarGridView.weekdayHeight), font: smallFont, color: .tertiaryLabel)
        }
        // The days.
        for (day, cell) in dayCells() {
            let number = String(calendar.component(.day, from: day))
            if calendar.isDate(day, inSameDayAs: picker.date) {
                let side: CGFloat = 36
                let circle = CGRect(x: (cell.midX - side / 2).rounded(), y: (cell.midY - side / 2).rounded(), width: side, height: side)
                context.fill(circle, cornerRadius: side / 2, color: tint, alpha: 1)
                drawCentered(number, in: cell, font: dayFont, color: .white)
            } else {
                let color: UIColor = !isChoosable(day) ? .tertiaryLabel : calendar.isDateInToday(day) ? tint : .label
                drawCentered(number, in: cell, font: dayFont, color: color)
            }
        }
    }
}
