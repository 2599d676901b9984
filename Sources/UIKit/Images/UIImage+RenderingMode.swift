import Foundation

extension UIImage {
    /// How an image is drawn: as it is, or as a template (its alpha filled with the tint
    /// colour of the view that shows it).
    public enum RenderingMode: Int, Sendable {
        /// The context decides; images here draw as they are.
        case automatic = 0
        /// Drawn with its own colours.
        case alwaysOriginal = 1
        /// Drawn as a mask in the tint colour of the image view showing it.
        case alwaysTemplate = 2
    }

    /// This image with `renderingMode` (the pixels are shared).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let image = UIImage(bitmap: bitmap, scale: scale, alignmentRectInsets: alignmentRectInsets, capInsets: capInsets,
                            resizingMode: resizingMode, renderingMode: renderingMode)
        image.symbol = symbol
        return image.keepingOrientation(of: self)
    }

    /// This image's shape filled with `color` (its alpha kept), drawn as it is.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// This image's shape filled with `color`, with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let image = UIImage(bitmap: bitmap.filled(with: color), scale: scale, alignmentRectInsets: alignmentRectInsets,
                            capInsets: capInsets, resizingMode: resizingMode, renderingMode: renderingMode)
        image.symbol = symbol
        return image
    }

    /// The image as a view with `tintColor` draws it: a template's shape in the tint
    /// colour, any other image as it is.
    func tinted(for tintColor: UIColor) -> UIImage {
        renderingMode == .alwaysTemplate ? withTintColor(tintColor, renderingMode: .alwaysTemplate) : self
    }
}

extension ImageBitmap {
    /// The same size, every pixel `color` at the pixel's coverage (premultiplied).
    func filled(with color: UIColor) -> ImageBitmap {
        let source = premultipliedRGBA
        var pixels = [UInt8](repeating: 0, count: source.count)
        let red = color.red * color.alpha, green = color.green * color.alpha, blue = color.blue * color.alpha
        for offset in stride(from: 0, to: source.count, by: 4) {
            let coverage = CGFloat(source[offset + 3])
            pixels[offset] = UInt8((red * coverage).rounded())
            pixels[offset + 1] = UInt8((green * coverage).rounded())
            pixels[offset + 2] = UInt8((blue * coverage).rounded())
            pixels[offset + 3] = UInt8((color.alpha * coverage).rounded())
        }
        return ImageBitmap(width: width, height: height, premultipliedRGBA: pixels) ?? self
    }
}
