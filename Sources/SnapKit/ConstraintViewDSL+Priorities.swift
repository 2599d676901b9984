import Foundation
import UIKit

extension ConstraintViewDSL {
    /// The view's horizontal content-hugging priority as a number (SnapKit's spelling of
    /// `contentHuggingPriority(for: .horizontal)`): `label.snp.contentHuggingHorizontalPriority = 251`.
    public var contentHuggingHorizontalPriority: Float {
        get { view.contentHuggingPriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentHuggingPriority(UILayoutPriority(newValue), for: .horizontal) }
    }

    /// The view's vertical content-hugging priority as a number.
    public var contentHuggingVerticalPriority: Float {
        get { view.contentHuggingPriority(for: .vertical).rawValue }
        nonmutating set { view.setContentHuggingPriority(UILayoutPriority(newValue), for: .vertical) }
    }

    /// The view's horizontal compression-resistance priority as a number.
    public var contentCompressionResistanceHorizontalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(UILayoutPriority(newValue), for: .horizontal) }
    }

    /// The view's vertical compression-resistance priority as a number.
    public var contentCompressionResistanceVerticalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .vertical).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(UILayoutPriority(newValue), for: .vertical) }
    }
}
