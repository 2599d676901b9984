import Foundation

/// How a ``UIGraphicsPDFRenderer`` writes its document: the document info (title,
/// author, subject, keywords, creator, under Core Graphics' key names: `"Title"` …).
@preconcurrency @MainActor
open class UIGraphicsPDFRendererFormat: UIGraphicsRendererFormat {
    /// The document's metadata.
    open var documentInfo: [String: Any] = [:]

    /// The default format (no metadata).
    open class func `default`() -> UIGraphicsPDFRendererFormat { UIGraphicsPDFRendererFormat() }
}

/// What a ``UIGraphicsPDFRenderer``'s drawing closure draws with: ``UIGraphicsRendererContext/cgContext``, flipped
/// as UIKit's contexts are (origin at the page's top-left, y down, 1 unit a point), and
/// the page calls. Nothing is drawn before the first ``beginPage()``.
@preconcurrency @MainActor
open class UIGraphicsPDFRendererContext: UIGraphicsRendererContext {
    /// The renderer's format.
    public let format: UIGraphicsPDFRendererFormat
    let writer: PDFDocumentWriter

    init(writer: PDFDocumentWriter, format: UIGraphicsPDFRendererFormat) {
        self.writer = writer
        self.format = format
        super.init(cgContext: writer.context)
    }

    /// The default page area, in points.
    open var pdfContextBounds: CGRect { writer.bounds }

    /// Ends the current page, if any, and begins a new one of the default size.
    open func beginPage() { writer.beginPage() }

    /// Ends the current page, if any, and begins a new one at `bounds` (pages keep the
    /// renderer's size here; another size is logged). `pageInfo` is not written.
    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) { writer.beginPage(bounds: bounds) }

    /// Makes `rect` of the current page a link to `url`.
    open func setURL(_ url: URL, for rect: CGRect) { writer.setURL(url, for: rect) }
}

/// Writes PDF documents from drawing code, as UIKit's, with vector paths and text:
///
/// ```swift
/// let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 595, height: 842))
/// let data = renderer.pdfData { context in
///     context.beginPage()
///     "Invoice".draw(at: CGPoint(x: 72, y: 72), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 24)])
/// }
/// ```
@preconcurrency @MainActor
open class UIGraphicsPDFRenderer: NSObject {
    /// The format the documents are written in.
    public let format: UIGraphicsPDFRendererFormat
    /// The default page area, in points (empty: 612 × 792, US Letter).
    public let bounds: CGRect

    /// A renderer of pages of `bounds`, with no metadata.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer of pages of `bounds` in `format`.
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        self.bounds = bounds.isFiniteRect ? bounds.standardized : .zero
        self.format = format
        format.bounds = self.bounds
    }

    /// Runs `actions` to draw the pages and returns the document.
    open func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        let writer = PDFDocumentWriter(bounds: bounds, documentInfo: format.documentInfo)
        let context = UIGraphicsPDFRendererContext(writer: writer, format: format)
        _ = DisplayPass.drawing(DisplayPass.Frame(context: writer.context)) { actions(context) }
        return writer.finish()
    }

    /// Runs `actions` to draw the pages and writes the document to `url`.
    open func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        try pdfData(actions: actions).write(to: url)
    }
}
