import Foundation

/// A shadow under text (the value of `NSAttributedString/Key/shadow`).
///
/// The shadow is the glyphs again in ``shadowColor``, moved by ``shadowOffset``; the blur
/// radius is kept but the text engine draws the shadow sharp.
open class NSShadow: NSObject, NSCopying {
    /// How far the shadow is moved (points; positive height is downwards, as in UIKit).
    open var shadowOffset: CGSize = .zero
    /// The blur radius (points).
    open var shadowBlurRadius: CGFloat = 0
    /// The colour (a ``UIColor``); `nil` draws black at a third opacity, as UIKit does.
    open var shadowColor: Any?

    /// A shadow with no offset, no blur and the default colour.
    public override init() { super.init() }

    /// A copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }

    /// Whether `object` is a shadow with the same offset, blur and colour.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        return shadowOffset == other.shadowOffset && shadowBlurRadius == other.shadowBlurRadius
            && (shadowColor as? UIColor) == (other.shadowColor as? UIColor)
    }

    open override var hash: Int { Int(shadowOffset.width * 31 + shadowOffset.height * 17 + shadowBlurRadius) }
}
