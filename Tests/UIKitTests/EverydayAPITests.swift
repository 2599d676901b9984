import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// A view that counts `tintColorDidChange()` calls.
private final class TintCountingView: UIView {
    var tintChanges = 0
    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }
}

/// API that everyday iOS view code uses: tint, dynamic and literal colours, image
/// literals, Dynamic Type fonts, header background views.
@MainActor @Suite struct EverydayAPITests {
    @Test func tintIsInheritedAndChangesAreReported() {
        let root = TintCountingView(), child = TintCountingView(), grandchild = TintCountingView()
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.tintColor == .systemBlue)

        root.tintColor = .red
        #expect(grandchild.tintColor == .red)
        #expect([root.tintChanges, child.tintChanges, grandchild.tintChanges] == [1, 1, 1] as [Int])

        child.tintColor = .green
        root.tintColor = .blue
        #expect(child.tintColor == .green)
        #expect(grandchild.tintColor == .green)
        #expect([root.tintChanges, child.tintChanges, grandchild.tintChanges] == [2, 2, 2] as [Int])

        child.tintColor = nil
        #expect(grandchild.tintColor == .blue)
        #expect(grandchild.tintChanges == 3)
    }

    @Test func dimmingAndMovingToAnotherTintAreReported() {
        let root = UIView(), other = UIView(), view = TintCountingView()
        root.tintColor = .red
        other.tintColor = .red
        root.addSubview(view)
        #expect(view.tintChanges == 1)   // from the default blue to the superview's red
        other.addSubview(view)
        #expect(view.tintChanges == 1)   // same tint: nothing to report

        #expect(view.tintAdjustmentMode == .normal)
        root.tintAdjustmentMode = .dimmed
        other.tintAdjustmentMode = .dimmed
        #expect(view.tintAdjustmentMode == .dimmed)
        #expect(view.tintChanges == 2)
        #expect(view.tintColor != .red)
        #expect(view.tintColor.red == view.tintColor.green)   // desaturated
        view.tintAdjustmentMode = .normal
        #expect(view.tintColor == .red)
    }

    @Test func aButtonsTitleFollowsItsSuperviewsTint() {
        let root = UIView()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        root.addSubview(button)
        root.tintColor = .purple
        #expect(button.tintColor == .purple)
        #expect(button.titleLabel?.textColor == .purple)
    }

    @Test func dynamicColoursResolveAgainstTraits() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
        #expect(color.red == 0)
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(color.red == 1)
        }
        #expect(color == color)
        #expect(UIColor.red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .red)

        let view = UIView()
        view.backgroundColor = color
        #expect(view.layer.backgroundColor == UIColor.black.cgColor)
    }

    @Test func colourLiteralsAndComponents() {
        let literal: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(literal == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(literal.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a] == [1, 0.5, 0, 1] as [CGFloat])
    }

    @Test func imageLiteralsFindNamedImagesAndSurviveAMissingOne() {
        let missing: UIImage = #imageLiteral(resourceName: "no-such-image-anywhere")
        #expect(missing.size == CGSize(width: 1, height: 1))
    }

    @Test func dynamicTypeFontsScaleWithTheContentSizeCategory() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        let large = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: large).pointSize == 23)
        let accessible = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: accessible).pointSize == 53)
        #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)).pointSize == 11)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.large.isAccessibilityCategory)
    }

    @Test func labelsThatAdjustFollowTheirTraitsTextSize() {
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let adjusting = UILabel(), fixed = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        fixed.font = .preferredFont(forTextStyle: .body)
        child.view.addSubview(adjusting)
        child.view.addSubview(fixed)

        parent.setOverrideTraitCollection(UITraitCollection(preferredContentSizeCategory: .extraLarge), forChild: child)
        #expect(adjusting.font.pointSize == 19)
        #expect(fixed.font.pointSize == 17)
        #expect((adjusting as UIContentSizeCategoryAdjusting).adjustsFontForContentSizeCategory)
    }

    @Test func headerFooterViewsHaveABackgroundViewBehindTheirContent() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
        let background = UIView()
        header.backgroundView = background
        #expect(header.subviews.first === background)
        header.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
        header.layoutIfNeeded()
        #expect(background.frame == header.bounds)
        header.backgroundView = nil
        #expect(background.superview == nil)
    }
}
