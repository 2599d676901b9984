// This file imports UIKit and Testing only: it compiles because UIKit re-exports
// Foundation, as Apple's does (fidelity issue: "what `import UIKit` gives").
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
