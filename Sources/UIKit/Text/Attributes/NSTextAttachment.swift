import Foundation

/// An inline image in attributed text (the value of `NSAttributedString/Key/attachment`,
/// on the character U+FFFC; `NSAttributedString/init(attachment:)` makes one).
///
/// It takes ``bounds`` in the line (origin relative to the baseline, y upwards, as UIKit's
/// is), or the image's size on the baseline when the bounds are empty.
open class NSTextAttachment: NSObject {
    /// The image drawn.
    open var image: UIImage?
    /// The attachment's rectangle: `origin.y` below zero lowers it under the baseline.
    open var bounds: CGRect = .zero
    /// The data the attachment was made from, if any.
    open var contents: Data?
    /// The uniform type of ``contents``, if any.
    open var fileType: String?

    /// An attachment of `contentData` of type `uti` (an image decoded from the data).
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        image = contentData.flatMap { UIImage(data: $0) }
        super.init()
    }

    /// An empty attachment.
    public override convenience init() {
        self.init(data: nil, ofType: nil)
    }

    /// An attachment showing `image`.
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// The rectangle the attachment takes: its ``bounds``, or the image's size on the
    /// baseline when the bounds are empty.
    var layoutBounds: CGRect {
        if bounds.width > 0 || bounds.height > 0 { return bounds }
        return CGRect(origin: .zero, size: image?.size ?? .zero)
    }
}
