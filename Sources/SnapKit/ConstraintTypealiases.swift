import Foundation
import UIKit

// SnapKit's names for the UIKit types it works with, so code written against SnapKit
// compiles unchanged. Each is the UIKit type itself, not a wrapper.

/// SnapKit's name for the views it constrains: `UIView`.
public typealias ConstraintView = UIView

/// SnapKit's name for layout guides: `UILayoutGuide` (`let guide = ConstraintLayoutGuide()`).
public typealias ConstraintLayoutGuide = UILayoutGuide

/// SnapKit's name for a view controller's top and bottom layout guides: `UILayoutSupport`.
public typealias ConstraintLayoutSupport = UILayoutSupport

/// SnapKit's name for edge insets: `UIEdgeInsets`
/// (`make.edges.equalToSuperview().inset(ConstraintInsets(top: 8, left: 16, bottom: 8, right: 16))`).
public typealias ConstraintInsets = UIEdgeInsets

/// SnapKit's name for directional edge insets: `NSDirectionalEdgeInsets`
/// (`.inset(ConstraintDirectionalInsets(top: 8, leading: 16, bottom: 8, trailing: 16))`).
public typealias ConstraintDirectionalInsets = NSDirectionalEdgeInsets

// SnapKit's internal shorthands, which its own tests reach through `@testable import`.
typealias LayoutAttribute = NSLayoutConstraint.Attribute
typealias LayoutRelation = NSLayoutConstraint.Relation
typealias LayoutPriority = UILayoutPriority
