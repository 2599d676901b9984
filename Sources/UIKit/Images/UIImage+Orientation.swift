internal import ImageCodecs
import Foundation

extension UIImage {
    /// Which way up an image's pixels are shown (UIKit's raw values): the turn UIKit
    /// applies to the given pixels to show them as intended.
    public enum Orientation: Int, Sendable {
        /// The pixels as they are.
        case up = 0
        /// Turned 180°.
        case down
        /// Turned 90° counterclockwise.
        case left
        /// Turned 90° clockwise.
        case right
        /// Flipped horizontally.
        case upMirrored
        /// Flipped vertically.
        case downMirrored
        /// Turned 90° clockwise, then flipped horizontally (a transpose).
        case leftMirrored
        /// Turned 90° counterclockwise, then flipped horizontally.
        case rightMirrored

        /// Whether the shown image's width is the pixels' height.
        var swapsAxes: Bool {
            switch self {
            case .left, .right, .leftMirrored, .rightMirrored: return true
            case .up, .down, .upMirrored, .downMirrored: return false
            }
        }

        /// This orientation followed by a horizontal flip of what it shows.
        var flippedHorizontally: Orientation {
            switch self {
            case .up: return .upMirrored
            case .upMirrored: return .up
            case .down: return .downMirrored
            case .downMirrored: return .down
            case .left: return .rightMirrored
            case .rightMirrored: return .left
            case .right: return .leftMirrored
            case .leftMirrored: return .right
            }
        }
    }

    /// An image of `cgImage` at scale 1, upright.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage` at `scale` pixels per point, shown turned as `orientation`
    /// says: ``size`` and drawing follow the orientation, ``cgImage`` gives the pixels back
    /// as they were.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        let given = ImageBitmap(width: cgImage.width, height: cgImage.height, premultipliedRGBA: cgImage.premultipliedRGBA)
            ?? ImageBitmap(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 0])!
        self.init(givenBitmap: given, scale: scale, orientation: orientation)
    }

    /// An image of the pixels `given`, shown turned as `orientation` says.
    convenience init(givenBitmap given: ImageBitmap, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(bitmap: given.oriented(orientation), scale: scale)
        if orientation != .up {
            imageOrientation = orientation
            unorientedBitmap = given
        }
    }

    /// The orientation a JPEG's EXIF tag gives (`.up` without one, or for other formats).
    static func exifOrientation(of data: Data) -> Orientation {
        // TIFF's values 1…8 in UIKit's terms.
        let byExif: [Orientation] = [.up, .upMirrored, .down, .downMirrored, .leftMirrored, .right, .rightMirrored, .left]
        guard let value = ImageCodec.exifOrientation(ofJPEG: data) else { return .up }
        return byExif[value - 1]
    }

    /// This image shown flipped horizontally: the same pixels with the orientation that
    /// adds a horizontal flip.
    public func withHorizontallyFlippedOrientation() -> UIImage {
        let given = unorientedBitmap ?? bitmap
        return UIImage(givenBitmap: given, scale: scale, orientation: imageOrientation.flippedHorizontally)
    }

    /// `self`, given `source`'s orientation and given pixels (for images made from
    /// `source` with the same shown pixels).
    func keepingOrientation(of source: UIImage) -> UIImage {
        imageOrientation = source.imageOrientation
        unorientedBitmap = source.unorientedBitmap
        return self
    }

    /// The pixels as shown (turned by ``imageOrientation``), as a ``CGImage``.
    var displayedCGImage: CGImage {
        CGImage(width: bitmap.width, height: bitmap.height, bytes: bitmap.premultipliedRGBA, layout: .imageBitmap)
    }
}

extension ImageBitmap {
    /// These pixels turned as `orientation` shows them (itself for `.up`).
    func oriented(_ orientation: UIImage.Orientation) -> ImageBitmap {
        guard orientation != .up else { return self }
        let w = width, h = height
        let shownWidth = orientation.swapsAxes ? h : w, shownHeight = orientation.swapsAxes ? w : h
        var out = [UInt8](repeating: 0, count: shownWidth * shownHeight * 4)
        premultipliedRGBA.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for y in 0..<shownHeight {
                    for x in 0..<shownWidth {
                        // The given pixel shown at (x, y).
                        let (sx, sy): (Int, Int)
                        switch orientation {
                        case .up: (sx, sy) = (x, y)
                        case .upMirrored: (sx, sy) = (w - 1 - x, y)
                        case .down: (sx, sy) = (w - 1 - x, h - 1 - y)
                        case .downMirrored: (sx, sy) = (x, h - 1 - y)
                        case .leftMirrored: (sx, sy) = (y, x)
                        case .right: (sx, sy) = (y, h - 1 - x)
                        case .rightMirrored: (sx, sy) = (w - 1 - y, h - 1 - x)
                        case .left: (sx, sy) = (w - 1 - y, x)
                        }
                        let from = (sy * w + sx) * 4, to = (y * shownWidth + x) * 4
                        for channel in 0..<4 { target[to + channel] = source[from + channel] }
                    }
                }
            }
        }
        return ImageBitmap(width: shownWidth, height: shownHeight, premultipliedRGBA: out)!
    }
}
