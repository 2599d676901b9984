import Foundation
import Testing
import UIKit

/// `import Testing` beside `import UIKit` compiles through the `_Testing_UIKit` overlay
/// (this file is the proof), and an image attaches as a PNG.
@MainActor
@Suite struct UIImageAttachmentTests {
    @Test func anImageAttachesAsAPNGNamedAfterIt() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }
        let attachment = Attachment(image, named: "swatch")
        #expect(attachment.preferredName == "swatch.png")
        let bytes = try attachment.withUnsafeBytes { Array($0) }
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG signature")
        let decoded = try #require(UIImage(data: Data(bytes)))
        #expect(decoded.size.width * decoded.scale == 3 * image.scale)
        Attachment.record(image, named: "swatch")
    }
}
