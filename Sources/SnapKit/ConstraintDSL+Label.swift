import Foundation
import UIKit

extension ConstraintDSL {
    /// Names the view or layout guide in the DSL's messages and in the descriptions of
    /// its constraints (`UIView:avatar.top == …` instead of `UIView:0x….top == …`);
    /// `nil` removes the name.
    ///
    ///     avatar.snp.setLabel("avatar")
    ///
    /// - Parameter value: The name.
    public func setLabel(_ value: String?) {
        ConstraintRegistry.setLabel(value, for: target)
    }

    /// The name given with ``setLabel(_:)``, or `nil`.
    public func label() -> String? {
        ConstraintRegistry.label(for: target)
    }
}
