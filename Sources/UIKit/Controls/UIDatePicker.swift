import Foundation

/// The look of a date picker.
public enum UIDatePickerStyle: Int, Sendable {
    /// The best style for the mode: compact, or wheels for a countdown timer.
    case automatic = 0
    /// Wheels of components (a ``UIPickerView``).
    case wheels = 1
    /// A button per part (date, time) that opens a calendar or wheels below it.
    case compact = 2
    /// A month calendar, with the time beneath it.
    case inline = 3
}

/// A control for choosing a date, a time, both, or a countdown duration.
///
/// The user's choices (a day clicked in the calendar, a wheel turned, a key) set ``date``
/// and send ``UIControl/Event/valueChanged``; setting ``date`` in code sends nothing, as in
/// UIKit. The date is kept within ``minimumDate``...``maximumDate``; times fall on
/// ``minuteInterval`` boundaries. Dates are read in ``calendar`` with ``timeZone`` and
/// shown in ``locale`` (the current ones by default).
///
/// Styles (``datePickerStyle``, resolved from ``preferredDatePickerStyle``): ``UIDatePickerStyle/wheels``
/// (320 × 216, UIKit's picker size); ``UIDatePickerStyle/inline`` (a 320-point wide month
/// calendar, 330 tall, with a 44-point time row beneath it for ``Mode/dateAndTime``; in
/// ``Mode/time`` mode it is compact); ``UIDatePickerStyle/compact`` (a 34-point tall button
/// per part, as wide as its text plus 12 points each side, 8 apart). A countdown timer
/// always uses wheels. With the keyboard focus (Tab), Up/Down step the date by a day (the
/// time by the minute interval in ``Mode/time`` and ``Mode/countDownTimer`` modes).
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker chooses.
    public enum Mode: Int, Sendable {
        /// Hours and minutes.
        case time = 0
        /// Day, month and year.
        case date = 1
        /// A day and a time.
        case dateAndTime = 2
        /// Hours and minutes of a duration (``countDownDuration``).
        case countDownTimer = 3
    }

    /// What the picker chooses (``Mode/dateAndTime`` by default).
    open var datePickerMode: Mode = .dateAndTime { didSet { if datePickerMode != oldValue { rebuild() } } }
    /// The style asked for (``UIDatePickerStyle/automatic`` by default).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { if preferredDatePickerStyle != oldValue { rebuild() } }
    }
    /// The style shown: the preferred one resolved for the mode.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        switch preferredDatePickerStyle {
        case .automatic: return .compact
        case .inline where datePickerMode == .time: return .compact
        default: return preferredDatePickerStyle
        }
    }

    /// The date shown (the moment the picker was made, by default).
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    /// The earliest date (none by default).
    open var minimumDate: Date? { didSet { setDate(storedDate, animated: false) } }
    /// The latest date (none by default).
    open var maximumDate: Date? { didSet { setDate(storedDate, animated: false) } }
    /// The minutes between choosable times: 1 (the default) to 30, dividing 60; another
    /// value is refused with a log line.
    open var minuteInterval: Int {
        get { storedMinuteInterval }
        set {
            guard (1...30).contains(newValue), 60 % newValue == 0 else {
                print("UIDatePicker.minuteInterval: \(newValue) does not divide an hour (1…30 dividing 60); ignored")
                return
            }
            storedMinuteInterval = newValue
            rebuild()
        }
    }
    /// Whether setting a date rounds it to the minute interval (true by default).
    open var roundsToMinuteInterval = true
    /// The locale the parts are written in (`nil`: the current one).
    open var locale: Locale? { didSet { rebuild() } }
    /// The calendar dates are read in (the current one unless set; `nil` restores it).
    open var calendar: Calendar! {
        get { storedCalendar ?? Calendar.current }
        set { storedCalendar = newValue; rebuild() }
    }
    /// The time zone dates are read in (`nil`: the calendar's).
    open var timeZone: TimeZone? { didSet { rebuild() } }
    /// The duration of a countdown timer, in seconds: 0 to 23 hours 59 minutes, on the
    /// minute interval (0 by default).
    open var countDownDuration: TimeInterval {
        get { storedDuration }
        set {
            guard newValue.isFinite else { return }
            let step = Double(storedMinuteInterval * 60)
            storedDuration = min(max((newValue / step).rounded(.down) * step, 0), 86_340)
            content?.refresh()
            setNeedsDisplay()
        }
    }

    private var storedDate = Date()
    private var storedMinuteInterval = 1
    private var storedCalendar: Calendar?
    private var storedDuration: TimeInterval = 0
    /// The view showing the current style (wheels or calendar), if it is not drawn by the picker itself.
    private(set) var content: DatePickerContent?
    /// The calendar or wheels opened by a compact picker's button, while open.
    private(set) var popover: DatePickerPopover?

    /// Creates a picker with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureDatePicker()
    }

    /// Creates a picker from an archive (no format is read yet).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureDatePicker()
    }

    private func configureDatePicker() {
        isOpaque = false
        rebuild()
    }

    // MARK: Date

    /// The calendar with the picker's time zone and locale.
    var effectiveCalendar: Calendar {
        var calendar = self.calendar ?? Calendar.current
        if let timeZone { calendar.timeZone = timeZone }
        if let locale { calendar.locale = locale }
        return calendar
    }

    /// Sets ``date``: rounded to the minute interval (when ``roundsToMinuteInterval``) and
    /// clamped to the limits. Sends nothing.
    open func setDate(_ date: Date, animated: Bool) {
        let adjusted = clamped(rounded(date))
        guard adjusted != storedDate else { return }
        storedDate = adjusted
        content?.refresh()
        popover?.content.refresh()
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    private func rounded(_ date: Date) -> Date {
        guard roundsToMinuteInterval, storedMinuteInterval > 1 else { return date }
        let calendar = effectiveCalendar
        let minute = calendar.component(.minute, from: date)
        let down = minute - minute % storedMinuteInterval
        let start = calendar.dateInterval(of: .minute, for: date)?.start ?? date
        return calendar.date(byAdding: .minute, value: down - minute, to: start) ?? date
    }

    private func clamped(_ date: Date) -> Date {
        var result = date
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }

    /// A date chosen by the user: set, then ``UIControl/Event/valueChanged`` when it changed.
    func userChoose(_ date: Date) {
        let old = storedDate
        setDate(date, animated: true)
        if storedDate != old { sendActions(for: .valueChanged, with: nil) }
    }

    /// A duration chosen by the user.
    func userChoose(duration: TimeInterval) {
        let old = storedDuration
        countDownDuration = duration
        if storedDuration != old { sendActions(for: .valueChanged, with: nil) }
    }

    // MARK: Style

    /// Makes the view of the resolved style.
    private func rebuild() {
        closePopover()
        content?.removeFromSuperview()
        content = nil
        switch datePickerStyle {
        case .wheels:
            content = DateWheelsView(picker: self, mode: datePickerMode)
        case .inline:
            content = CalendarGridView(picker: self)
        case .compact, .automatic:
            break
        }
        if let content { addSubview(content) }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .wheels: return UIPickerView.pickerSize
        case .inline: return CGSize(width: 320, height: CalendarGridView.gridHeight + (datePickerMode == .dateAndTime ? 44 : 0))
        case .compact, .automatic:
            let pills = compactPills()
            return CGSize(width: pills.last.map { $0.rect.maxX } ?? 0, height: DatePickerFormat.pillHeight)
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let content else { return }
        switch datePickerStyle {
        case .inline: content.frame = CGRect(x: 0, y: 0, width: bounds.width, height: CalendarGridView.gridHeight)
        default: content.frame = bounds
        }
    }

    // MARK: Compact buttons

    /// The compact buttons: the date's and the time's (by mode), with their rectangles.
    func compactPills() -> [(part: DatePickerFormat.Part, rect: CGRect)] {
        let parts: [DatePickerFormat.Part]
        switch datePickerMode {
        case .date: parts = [.date]
        case .time, .countDownTimer: parts = [.time]
        case .dateAndTime: parts = [.date, .time]
        }
        var x: CGFloat = 0
        let inlineTimeRow = datePickerStyle == .inline
        let top: CGFloat = inlineTimeRow ? CalendarGridView.gridHeight + 5 : 0
        return parts.filter { !inlineTimeRow || $0 == .time }.map { part in
            let text = DatePickerFormat.string(part, of: storedDate, calendar: effectiveCalendar, locale: locale)
            let width = TextSystem.measurer.size(of: text, font: DatePickerFormat.font, wrappingAt: nil).width.rounded(.up) + 24
            let rect = CGRect(x: inlineTimeRow ? bounds.width - 8 - width : x, y: top, width: width, height: DatePickerFormat.pillHeight)
            x += width + 8
            return (part, rect)
        }
    }

    /// A click on a compact button opens (or closes) its calendar or time wheels.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside else { return }
        let point = touch.location(in: self)
        guard let pill = compactPills().first(where: { $0.rect.contains(point) }) else { return }
        if let popover, popover.part == pill.part {
            closePopover()
        } else {
            openPopover(for: pill.part, below: pill.rect)
        }
    }

    private func openPopover(for part: DatePickerFormat.Part, below rect: CGRect) {
        closePopover()
        guard let window else { return }
        let content: DatePickerContent = part == .date ? CalendarGridView(picker: self) : DateWheelsView(picker: self, mode: .time)
        let size = part == .date ? CGSize(width: 320, height: CalendarGridView.gridHeight) : CGSize(width: 240, height: 216)
        let popover = DatePickerPopover(part: part, content: content)
        let origin = convert(CGPoint(x: rect.minX, y: rect.maxY + 6), to: window)
        let x = min(max(origin.x, 8), max(window.bounds.width - size.width - 8, 8))
        popover.frame = CGRect(x: x, y: origin.y, width: size.width, height: size.height)
        window.addSubview(popover)
        self.popover = popover
        setNeedsDisplay()
    }

    /// Closes an open calendar or time wheels.
    func closePopover() {
        popover?.removeFromSuperview()
        popover = nil
        setNeedsDisplay()
    }

    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil { closePopover() }
    }

    // MARK: Keyboard

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Up/Down (Left/Right) step the date by a day, or the time by the minute interval;
    /// Escape closes an open calendar.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unused = presses
        if popover != nil, let escape = presses.first(where: { $0.key?.specialKey == .escape }) {
            closePopover()
            unused.remove(escape)
        }
        unused = unusedAdjustmentPresses(unused, upIncrements: true) { adjustment in
            let step: Int
            switch adjustment {
            case .increment: step = 1
            case .decrement: step = -1
            case .first, .last: return false
            }
            switch datePickerMode {
            case .countDownTimer:
                userChoose(duration: storedDuration + Double(step * storedMinuteInterval * 60))
            case .time:
                userChoose(effectiveCalendar.date(byAdding: .minute, value: step * storedMinuteInterval, to: storedDate) ?? storedDate)
            case .date, .dateAndTime:
                userChoose(effectiveCalendar.date(byAdding: .day, value: step, to: storedDate) ?? storedDate)
            }
            return true
        }
        if !unused.isEmpty { super.pressesBegan(unused, with: event) }
    }

    // MARK: Drawing

    /// Draws the compact buttons (grey, the open one's text in the tint), or for the
    /// inline style the time row beneath the calendar.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext() else { return }
        let alpha: CGFloat = isEnabled ? 1 : 0.5
        let style = datePickerStyle
        guard style == .compact || (style == .inline && datePickerMode == .dateAndTime) else { return }
        let metrics = TextSystem.measurer.metrics(for: DatePickerFormat.font)
        if style == .inline {
            let top = CalendarGridView.gridHeight
            context.drawText("Time", at: CGPoint(x: 16, y: top + ((44 - metrics.lineHeight) / 2).rounded() + metrics.ascent),
                             font: DatePickerFormat.font, color: .label, alpha: alpha)
        }
        for pill in compactPills() {
            context.fill(pill.rect, cornerRadius: 6, color: .systemGray5, alpha: alpha)
            let text = DatePickerFormat.string(pill.part, of: storedDate, calendar: effectiveCalendar, locale: locale)
            let color: UIColor = popover?.part == pill.part ? tintColor : .label
            context.drawText(text, at: CGPoint(x: pill.rect.minX + 12,
                                               y: pill.rect.minY + ((pill.rect.height - metrics.lineHeight) / 2).rounded() + metrics.ascent),
                             font: DatePickerFormat.font, color: color, alpha: alpha)
        }
        drawFocusRing(in: context, around: bounds)
    }
}
