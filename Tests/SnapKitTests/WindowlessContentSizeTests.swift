import SnapKit
import Testing
import UIKit

/// The fourth article's button, placed by two SnapKit constraints in a plain root view
/// (no window) and laid out with `root.layoutIfNeeded()`: UIKit lists its two
/// `NSContentSizeLayoutConstraint`s once an engine has computed its layout.
@MainActor @Suite struct WindowlessContentSizeTests {
    @Test func aLaidOutButtonListsItsContentSizeConstraintsOutsideAWindow() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        root.addSubview(button)
        button.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(10)
            make.bottom.equalToSuperview().offset(-10)
        }
        #expect(button.constraints.isEmpty)
        root.layoutIfNeeded()
        #expect(button.frame.minX == 10 && button.frame.maxY == 590)
        let contentSize = button.constraints.compactMap { $0 as? NSContentSizeLayoutConstraint }
        #expect(contentSize.count == 2)
        #expect(contentSize.first?.firstAttribute == .width)
        #expect(contentSize.first?.constant == button.intrinsicContentSize.width)
        #expect(contentSize.last?.firstAttribute == .height)
    }
}
