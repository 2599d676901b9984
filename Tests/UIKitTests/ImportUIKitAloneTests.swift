// This file imports UIKit and Testing only: it compiles because UIKit re-exports
// Foundation, as Apple's does: `import UIKit` alone gives what it gives on iOS.
import Testing
import UIKit

@MainActor
@Suite("import UIKit alone")
struct ImportUIKitAloneTests {
    @Test func foundationNamesAreVisible() {
        let rect: CGRect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let width: CGFloat = rect.width
        let path = IndexPath(row: 2, section: 1)
        let text = NSAttributedString(string: "Hi")
        let coderType: NSCoder.Type = NSCoder.self
        #expect(width == 3)
        #expect(path.section == 1 && path.item == 2)
        #expect(text.length == 2)
        #expect(coderType == NSCoder.self)
    }

    @Test func semanticColoursAndDynamicTypeHaveUIKitsLightValues() {
        #expect(UIColor.systemBackground == UIColor(white: 1, alpha: 1))
        #expect(UIColor.label == UIColor(white: 0, alpha: 1))
        #expect(UIColor.systemRed == UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1))
        #expect(UIColor.separator == UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29))
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    }
}

/// A controller with its own designated initialiser, as app code writes it.
private final class ProfileViewController: UIViewController {
    let userID: Int
    init(userID: Int) {
        self.userID = userID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    override func loadView() {
        view = UIView()
    }
}

@MainActor
@Suite("View controller initialisers")
struct ViewControllerInitialiserTests {
    @Test func aSubclassCallsInitNibNameBundle() {
        let controller = ProfileViewController(userID: 7)
        #expect(controller.userID == 7)
        #expect(controller.nibName == nil && controller.nibBundle == nil)
        #expect(controller.view != nil)
        let named = UIViewController(nibName: "Profile", bundle: .main)
        #expect(named.nibName == "Profile")
    }
}

/// A view written as app code writes it: both designated initialisers overridden.
private final class CardView: UIView {
    private(set) var didSetUp = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() { didSetUp = true }
}

/// A button subclass that adds nothing but a style.
private final class PillButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        style = "pill"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var style = ""
}

@MainActor
@Suite("Initialiser inheritance, as in UIKit")
struct InitialiserInheritanceTests {
    // UIView.init() is a convenience initialiser over init(frame: .zero), so a subclass
    // that overrides init(frame:) and init?(coder:) inherits it (UIKit's
    // NS_DESIGNATED_INITIALIZER rule for UIView).
    @Test func aSubclassOverridingBothDesignatedInitialisersInheritsInit() {
        let card = CardView()
        #expect(card.didSetUp)
        #expect(card.frame == .zero)
        let framed = CardView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(framed.didSetUp && framed.bounds.size == CGSize(width: 10, height: 20))
    }

    // UIButton.init(type:) is a convenience initialiser, inherited the same way.
    @Test func aButtonSubclassInheritsInitType() {
        let button = PillButton(type: .system)
        #expect(button.buttonType == .system)
        #expect(button.style == "pill")
        #expect(PillButton().buttonType == .custom)
    }

    @Test func plainInitialisersStillWork() {
        #expect(UIView().frame == .zero)
        #expect(UILabel().text == nil)
        #expect(UIStackView().arrangedSubviews.isEmpty)
        #expect(UIViewController().nibName == nil)
        #expect(UIButton(type: .system).buttonType == .system)
    }

    // UILayoutGuide.owningView is settable: setting it adds the guide to that view.
    @Test func settingOwningViewAddsTheGuide() {
        let view = UIView()
        let other = UIView()
        let guide = UILayoutGuide()
        guide.owningView = view
        #expect(view.layoutGuides.contains { $0 === guide })
        guide.owningView = other
        #expect(!view.layoutGuides.contains { $0 === guide })
        #expect(other.layoutGuides.contains { $0 === guide })
        guide.owningView = nil
        #expect(other.layoutGuides.isEmpty && guide.owningView == nil)
    }
}
