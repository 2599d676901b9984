import Testing
import UIKit

/// A constraint to a constant made by an anchor is UIKit's
/// `NSLayoutConstraint(item: v, attribute: a, relatedBy: r, toItem: nil,
/// attribute: .notAnAttribute, multiplier: 1, constant: c)`: no second item, no second
/// attribute, multiplier 1 (what UIKit reports for `widthAnchor.constraint(equalToConstant:)`).
@MainActor
@Suite("Constant constraints")
struct ConstantConstraintTests {
    @Test(arguments: [NSLayoutConstraint.Relation.equal, .greaterThanOrEqual, .lessThanOrEqual])
    func anAnchorsConstantConstraintIsTheItemInitializers(_ relation: NSLayoutConstraint.Relation) {
        let view = UIView()
        let anchored: NSLayoutConstraint
        switch relation {
        case .equal: anchored = view.widthAnchor.constraint(equalToConstant: 40)
        case .greaterThanOrEqual: anchored = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 40)
        case .lessThanOrEqual: anchored = view.widthAnchor.constraint(lessThanOrEqualToConstant: 40)
        }
        let spelled = NSLayoutConstraint(item: view, attribute: .width, relatedBy: relation, toItem: nil,
                                         attribute: .notAnAttribute, multiplier: 1, constant: 40)
        for constraint in [anchored, spelled] {
            #expect(constraint.multiplier == 1)
            #expect(constraint.secondItem == nil && constraint.secondAttribute == .notAnAttribute)
            #expect(constraint.relation == relation && constraint.constant == 40)
        }
        #expect(anchored.description.hasSuffix(spelled.description.split(separator: " ", maxSplits: 1).last.map(String.init) ?? ""))
    }

    @Test func aConstantConstraintSizesTheView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: 40), view.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
            view.heightAnchor.constraint(lessThanOrEqualToConstant: 30),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    @Test func anOffsetDimensionsConstantConstraintHasMultiplierOne() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = UIView(), b = UIView()
        [a, b].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; root.addSubview($0) }
        let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 12)
        #expect(gap.multiplier == 1)
    }
}
