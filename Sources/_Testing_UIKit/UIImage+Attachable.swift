import Foundation
import Testing
import UIKit

/// What an attached `UIImage` becomes: its PNG encoding, named `NAME.png`.
///
/// `UIImage` is an open class, and Swift Testing's `Attachable` cannot be adopted by a
/// non-final class, so images attach through this wrapper, as Swift Testing's own image
/// attachments do on Apple's platforms. Write `Attachment.record(image, named: "card")`
/// and the test's results get `card.png` (`swift test --attachments-path DIR`).
public struct AttachableUIImage: AttachableWrapper, Sendable {
    /// The image attached.
    public let wrappedValue: UIImage

    /// Wraps `image`.
    public init(_ image: UIImage) {
        wrappedValue = image
    }

    /// Calls `body` with the image encoded as PNG.
    /// - Throws: ``UIImageAttachmentError/cannotEncode`` when the image has no pixels to
    ///   encode, and whatever `body` throws.
    public func withUnsafeBytes<R>(for attachment: borrowing Attachment<AttachableUIImage>,
                                   _ body: (UnsafeRawBufferPointer) throws -> R) throws -> R {
        guard let data = wrappedValue.pngData(), !data.isEmpty else { throw UIImageAttachmentError.cannotEncode }
        return try data.withUnsafeBytes(body)
    }

    /// The attachment's name with a `.png` extension.
    public func preferredName(for attachment: borrowing Attachment<AttachableUIImage>, basedOn suggestedName: String) -> String {
        suggestedName.lowercased().hasSuffix(".png") ? suggestedName : suggestedName + ".png"
    }
}

extension Attachment where AttachableValue == AttachableUIImage {
    /// An attachment of `image` as a PNG file named `preferredName` (plus `.png`).
    public init(_ image: UIImage, named preferredName: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        self.init(AttachableUIImage(image), named: preferredName, sourceLocation: sourceLocation)
    }

    /// Attaches `image` to the current test as a PNG file named `preferredName` (plus `.png`).
    public static func record(_ image: UIImage, named preferredName: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        record(Attachment(image, named: preferredName, sourceLocation: sourceLocation), sourceLocation: sourceLocation)
    }
}

/// Why an image could not be attached to a test.
public enum UIImageAttachmentError: Error, CustomStringConvertible {
    /// The image has no pixels (zero size), or PNG encoding failed.
    case cannotEncode

    public var description: String {
        switch self {
        case .cannotEncode: "the image cannot be encoded as PNG (it has no pixels, or encoding failed)"
        }
    }
}
