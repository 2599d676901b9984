import Foundation
import UIKit

/// A grey image of `width` × `height` pixels (scale 1), for controls that show images.
@MainActor
func grayImage(_ width: Int, _ height: Int) -> UIImage {
    UIImage(bitmap: ImageBitmap(width: width, height: height, premultipliedRGBA: [UInt8](repeating: 128, count: width * height * 4))!)
}
