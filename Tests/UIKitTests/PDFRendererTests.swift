import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// PDF documents written by `UIGraphicsPDFRenderer` and the older
/// `UIGraphicsBeginPDFContextToData` API, as Apple documents them: pages begun by hand,
/// a flipped context in points, the document info as metadata, links.
@MainActor
@Suite("PDF rendering")
struct PDFRendererTests {
    private func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    /// The `/Count` of the document's page tree.
    private func pageCount(_ data: Data) -> Int? {
        let pdf = text(data)
        guard let range = pdf.range(of: "/Type /Pages") else { return nil }
        let rest = pdf[range.upperBound...]
        guard let count = rest.range(of: "/Count ") else { return nil }
        return Int(rest[count.upperBound...].prefix { $0.isNumber })
    }

    @Test func pagesAreWrittenWithTheirSizeAndTheDocumentInfo() throws {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = ["Title": "Quarterly report", "Author": "Auto Layout Linux"]
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 595, height: 842), format: format)
        var bounds = CGRect.null
        var ctm = CGAffineTransform.identity
        let data = renderer.pdfData { context in
            context.beginPage()
            bounds = context.pdfContextBounds
            ctm = context.cgContext.ctm
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
            UIColor.red.setFill()
            context.fill(CGRect(x: 72, y: 72, width: 100, height: 50))
            "Total".draw(at: CGPoint(x: 72, y: 200), withAttributes: [.font: UIFont.systemFont(ofSize: 18)])
            context.beginPage()
            UIBezierPath(ovalIn: CGRect(x: 100, y: 100, width: 200, height: 200)).stroke()
            context.setURL(URL(string: "https://example.com/report")!, for: CGRect(x: 72, y: 72, width: 100, height: 20))
        }
        #expect(text(data.prefix(5)) == "%PDF-")
        #expect(pageCount(data) == 2)
        #expect(text(data).contains("/MediaBox [ 0 0 595 842 ]"))
        #expect(text(data).contains("(Quarterly report)") && text(data).contains("(Auto Layout Linux)"))
        #expect(text(data).contains("https://example.com/report"), "the link's annotation")
        #expect(bounds == CGRect(x: 0, y: 0, width: 595, height: 842))
        #expect(ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 842), "UIKit's flip, one unit a point")
        #expect(UIGraphicsGetCurrentContext() == nil)
        let empty = renderer.pdfData { $0.beginPage() }
        #expect(data.count > empty.count + 500, "paths and an embedded font make the first document longer")
    }

    @Test func anEmptyBoundsGivesUSLetterAndWritePDFWritesAFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-renderer-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        try UIGraphicsPDFRenderer(bounds: .zero).writePDF(to: url) { context in
            context.beginPage()
            #expect(context.pdfContextBounds.size == CGSize(width: 612, height: 792))
        }
        let data = try Data(contentsOf: url)
        #expect(text(data).contains("/MediaBox [ 0 0 612 792 ]") && pageCount(data) == 1)
    }

    @Test func theOlderFunctionsWriteIntoData() {
        let data = NSMutableData()
        UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 300, height: 400), ["Title": "Old style"])
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 300, height: 400))
        for _ in 0..<3 {
            UIGraphicsBeginPDFPage()
            UIGraphicsGetCurrentContext()?.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        UIGraphicsEndPDFContext()
        #expect(UIGraphicsGetCurrentContext() == nil && data.length > 0)
        #expect(pageCount(data as Data) == 3 && text(data as Data).contains("(Old style)"))
        UIGraphicsEndPDFContext()
        UIGraphicsBeginPDFPage()
        #expect(UIGraphicsGetPDFContextBounds() == .zero, "without a context: logged, nothing happens")
    }
}
