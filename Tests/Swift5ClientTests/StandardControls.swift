// Client code using the standard controls as iOS code does (Swift 5 language mode):
// a settings screen with a segmented control, a stepper, a page control, a progress bar,
// a search field with an icon, a date picker and a picker; a list that searches, pulls to
// refresh, edits, reorders and swipes.
import Testing
import UIKit

final class SettingsViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate, UITextFieldDelegate {
    let sizes = ["Small", "Medium", "Large"]
    let segmented = UISegmentedControl(items: ["Day", "Week", "Month"])
    let stepper = UIStepper()
    let pages = UIPageControl()
    let progress = UIProgressView(progressViewStyle: .default)
    let field = UITextField()
    let datePicker = UIDatePicker()
    let picker = UIPickerView()
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        segmented.selectedSegmentIndex = 0
        segmented.selectedSegmentTintColor = .systemYellow
        segmented.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        segmented.addAction(UIAction { [weak self] action in
            guard let self = self, let control = action.sender as? UISegmentedControl else { return }
            self.log.append("segment \(control.selectedSegmentIndex)")
        }, for: .valueChanged)
        stepper.minimumValue = 1
        stepper.maximumValue = 10
        stepper.stepValue = 1
        stepper.wraps = true
        stepper.addTarget(self, action: SettingsViewController.stepperChanged, for: .valueChanged)
        pages.numberOfPages = 4
        pages.currentPageIndicatorTintColor = .systemBlue
        pages.pageIndicatorTintColor = .systemGray4
        progress.setProgress(0.4, animated: true)
        progress.trackTintColor = .systemGray5
        let icon = UIImageView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        field.leftView = icon
        field.leftViewMode = .always
        field.clearButtonMode = .whileEditing
        field.delegate = self
        datePicker.datePickerMode = .date
        datePicker.preferredDatePickerStyle = .inline
        datePicker.minimumDate = Date(timeIntervalSince1970: 0)
        datePicker.addAction(UIAction { [weak self] _ in self?.log.append("date") }, for: .valueChanged)
        picker.dataSource = self
        picker.delegate = self
        picker.selectRow(1, inComponent: 0, animated: false)
        let stack = UIStackView(arrangedSubviews: [segmented, stepper, pages, progress, field, datePicker, picker])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }

    func stepperChanged(_ sender: UIStepper) {
        log.append("stepper \(Int(sender.value))")
    }

    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.append("clear")
        return true
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { sizes[row] }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        log.append("picked \(sizes[row])")
    }
}

final class NotesViewController: UITableViewController, UISearchResultsUpdating {
    var notes = ["Milk", "Bread", "Eggs", "Coffee"]
    var filter = ""
    let search = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        navigationItem.rightBarButtonItem = editButtonItem
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search notes"
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        let refresh = UIRefreshControl()
        refresh.attributedTitle = NSAttributedString(string: "Pull to sync")
        refresh.addAction(UIAction { [weak refresh] _ in refresh?.endRefreshing() }, for: .valueChanged)
        tableView.refreshControl = refresh
    }

    var shown: [String] { filter.isEmpty ? notes : notes.filter { $0.lowercased().contains(filter.lowercased()) } }

    func updateSearchResults(for searchController: UISearchController) {
        filter = searchController.searchBar.text ?? ""
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        cell.textLabel?.text = shown[indexPath.row]
        cell.showsReorderControl = true
        return cell
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            notes.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let note = notes.remove(at: sourceIndexPath.row)
        notes.insert(note, at: destinationIndexPath.row)
    }

    override func tableView(_ tableView: UITableView,
                            leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let pin = UIContextualAction(style: .normal, title: "Pin") { [weak self] _, _, completion in
            guard let self = self else { return completion(false) }
            let note = self.notes.remove(at: indexPath.row)
            self.notes.insert(note, at: 0)
            tableView.reloadData()
            completion(true)
        }
        pin.backgroundColor = .systemOrange
        let configuration = UISwipeActionsConfiguration(actions: [pin])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}

@MainActor @Suite struct StandardControlsClientTests {
    @Test func theSettingsScreenBuildsAndReportsUserActions() {
        let settings = SettingsViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 900))
        window.rootViewController = settings
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(settings.segmented.frame.height == 32)
        #expect(settings.stepper.frame.height == 32 && settings.stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(settings.picker.selectedRow(inComponent: 0) == 1)
        #expect(settings.datePicker.datePickerStyle == .inline)
        // Code sends nothing; the user's actions do.
        settings.segmented.selectedSegmentIndex = 2
        settings.stepper.value = 10
        #expect(settings.log.isEmpty)
        settings.stepper.becomeFirstResponder()
        window.sendEvent(.keyDown(keyCode: UIKey.SpecialKey.upArrow.rawValue, characters: "", modifiers: []))
        #expect(settings.log == ["stepper 1"])  // wraps from the maximum
    }

    @Test func theNotesListEditsAndSearches() {
        let notes = NotesViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: notes)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(notes.search.searchBar.superview === navigation.view)
        notes.editButtonItem.performPrimaryAction()
        #expect(notes.isEditing && notes.tableView.isEditing)
        notes.tableView(notes.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        #expect(notes.notes == ["Bread", "Eggs", "Coffee"])
        notes.search.searchBar.text = "co"
        notes.updateSearchResults(for: notes.search)
        #expect(notes.tableView.numberOfRows(inSection: 0) == 1)
    }
}
