import Foundation
import UIKit

/// The standard controls together: a segmented control, a stepper with its value, a page
/// control, a progress bar, a text field with an icon and a clear button, a search bar, a
/// compact date picker and a picker view, each reporting the user's changes in the log.
@MainActor
public final class ControlsViewController: SampleViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    public private(set) var segmented: UISegmentedControl!
    public private(set) var stepper: UIStepper!
    public private(set) var stepperLabel: UILabel!
    public private(set) var pages: UIPageControl!
    public private(set) var progress: UIProgressView!
    public private(set) var field: UITextField!
    public private(set) var searchBar: UISearchBar!
    public private(set) var datePicker: UIDatePicker!
    public private(set) var picker: UIPickerView!
    private let flavours = ["Vanilla", "Chocolate", "Strawberry", "Pistachio", "Lemon"]

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        root.backgroundColor = .systemBackground

        segmented = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
        segmented.selectedSegmentIndex = 1
        segmented.sampleName = "segmented"
        segmented.addAction(UIAction { [unowned self] _ in log.add("segmented, \(segmented.selectedSegmentIndex)") }, for: .valueChanged)

        stepper = UIStepper()
        stepper.maximumValue = 10
        stepper.sampleName = "stepper"
        stepperLabel = UILabel()
        stepperLabel.text = "Copies: 0"
        stepperLabel.sampleName = "stepperLabel"
        stepper.addAction(UIAction { [unowned self] _ in
            stepperLabel.text = "Copies: \(Int(stepper.value))"
            log.add("stepper, \(Int(stepper.value))")
        }, for: .valueChanged)
        stepper.setContentHuggingPriority(.required, for: .horizontal)
        let stepperRow = UIStackView(arrangedSubviews: [stepper, stepperLabel])
        stepperRow.spacing = 12
        stepperRow.alignment = .center
        stepperRow.sampleName = "stepperRow"

        pages = UIPageControl()
        pages.numberOfPages = 5
        pages.sampleName = "pages"
        pages.addAction(UIAction { [unowned self] _ in log.add("pages, \(pages.currentPage)") }, for: .valueChanged)

        progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.3
        progress.sampleName = "progress"

        field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        field.text = "Ada"
        field.leftView = MagnifierIcon(frame: CGRect(x: 0, y: 0, width: 28, height: 20))
        field.leftViewMode = .always
        field.clearButtonMode = .always
        field.sampleName = "field"

        searchBar = UISearchBar()
        searchBar.placeholder = "Search flavours"
        searchBar.showsCancelButton = true
        searchBar.sampleName = "searchBar"

        datePicker = UIDatePicker()
        datePicker.datePickerMode = .dateAndTime
        datePicker.preferredDatePickerStyle = .compact
        datePicker.sampleName = "datePicker"
        datePicker.addAction(UIAction { [unowned self] _ in log.add("datePicker, changed") }, for: .valueChanged)

        picker = UIPickerView()
        picker.dataSource = self
        picker.delegate = self
        picker.sampleName = "picker"

        let stack = UIStackView(arrangedSubviews: [segmented, stepperRow, pages, progress, field, searchBar, datePicker, picker])
        stack.axis = .vertical
        stack.spacing = 10
        stack.sampleName = "stack"
        _ = root.addSampleSubview(stack, name: "stack")
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        ])
        addAction("nextSegment") { [unowned self] in
            segmented.selectedSegmentIndex = (segmented.selectedSegmentIndex + 1) % segmented.numberOfSegments
        }
        addAction("stepUp") { [unowned self] in
            stepper.value += stepper.stepValue
            stepperLabel.text = "Copies: \(Int(stepper.value))"
        }
        addAction("nextPage") { [unowned self] in pages.currentPage = (pages.currentPage + 1) % pages.numberOfPages }
        addAction("advanceProgress") { [unowned self] in progress.setProgress(progress.progress >= 1 ? 0 : progress.progress + 0.1, animated: true) }
    }

    public func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { flavours.count }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { flavours[row] }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        log.add("picker, \(flavours[row])")
    }
}

/// A magnifying glass drawn as a circle and a handle (the field's left view).
@MainActor
final class MagnifierIcon: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        let lens = UIBezierPath(ovalIn: CGRect(x: bounds.midX - 6, y: bounds.midY - 7, width: 11, height: 11))
        lens.lineWidth = 1.5
        UIColor.systemGray.setStroke()
        lens.stroke()
        let handle = UIBezierPath()
        handle.move(to: CGPoint(x: bounds.midX + 3, y: bounds.midY + 2))
        handle.addLine(to: CGPoint(x: bounds.midX + 7, y: bounds.midY + 6))
        handle.lineWidth = 1.5
        handle.stroke()
    }
}

extension GallerySample {
    /// The standard controls together.
    public static var controls: GallerySample {
        GallerySample(
            name: "controls",
            title: "Controls — segmented control, stepper, pages, progress, search, pickers",
            explanation: "UIKit's standard controls side by side; the user's changes are logged, changes made in code are not.",
            actions: ["nextSegment", "stepUp", "nextPage", "advanceProgress"],
            defaultSize: CGSize(width: 428, height: 640)
        ) { ControlsViewController() }
    }
}
