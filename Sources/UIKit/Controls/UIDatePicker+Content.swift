import Foundation

/// A date picker's look: its wheels or its month calendar (refreshed when the date changes).
@preconcurrency @MainActor
class DatePickerContent: UIView {
    /// The picker the view belongs to.
    private(set) weak var picker: UIDatePicker?

    init(picker: UIDatePicker) {
        self.picker = picker
        super.init(frame: .zero)
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows the picker's current date.
    func refresh() { setNeedsDisplay() }
}

/// The calendar or wheels a compact date picker opens below its button.
@preconcurrency @MainActor
final class DatePickerPopover: UIView {
    let part: DatePickerFormat.Part
    let content: DatePickerContent

    init(part: DatePickerFormat.Part, content: DatePickerContent) {
        self.part = part
        self.content = content
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        layer.borderColor = UIColor.systemGray4.cgColor
        layer.borderWidth = 1
        addSubview(content)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = bounds
    }
}

/// How a date picker writes its parts.
@MainActor
enum DatePickerFormat {
    /// A compact picker's buttons.
    enum Part { case date, time }

    static let font = UIFont.systemFont(ofSize: 17)
    static let pillHeight: CGFloat = 34

    /// `date`'s day ("Dec 6, 2026") or time ("8:53 AM"), in `locale`.
    static func string(_ part: Part, of date: Date, calendar: Calendar, locale: Locale?) -> String {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = locale ?? Locale.current
        formatter.dateStyle = part == .date ? .medium : .none
        formatter.timeStyle = part == .time ? .short : .none
        return formatter.string(from: date)
    }

    /// Whether `locale` writes times with AM and PM.
    static func uses12HourClock(_ locale: Locale?) -> Bool {
        DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale ?? Locale.current)?.contains("a") ?? true
    }
}
