internal import CCairo
import Foundation

/// A PDF document being written by cairo: the bytes collect in memory, pages begin on
/// request, and the document info becomes the PDF's metadata.
@preconcurrency @MainActor
final class PDFDocumentWriter {
    /// The bytes cairo has written so far (the whole document after ``finish()``).
    private final class Sink { var data = Data() }

    let context: CGContext
    /// The default page area, in points.
    let bounds: CGRect
    private let sink: Sink
    private let surface: OpaquePointer
    private(set) var pageCount = 0
    private var finished = false

    /// A document of pages of `bounds` (612 × 792 points, US Letter, when empty, as
    /// UIKit's default), with `documentInfo`'s title, author, subject, keywords and creator.
    init(bounds: CGRect, documentInfo: [String: Any]) {
        let area = bounds.isFiniteRect && bounds.width > 0 && bounds.height > 0 ? bounds.standardized
            : CGRect(x: 0, y: 0, width: 612, height: 792)
        self.bounds = area
        let sink = Sink()
        self.sink = sink
        let write: cairo_write_func_t = { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        surface = cairo_pdf_surface_create_for_stream(write, Unmanaged.passUnretained(sink).toOpaque(),
                                                      Double(area.width), Double(area.height))
        let metadata: [(String, cairo_pdf_metadata_t)] = [
            ("Title", CAIRO_PDF_METADATA_TITLE), ("Author", CAIRO_PDF_METADATA_AUTHOR),
            ("Subject", CAIRO_PDF_METADATA_SUBJECT), ("Keywords", CAIRO_PDF_METADATA_KEYWORDS),
            ("Creator", CAIRO_PDF_METADATA_CREATOR),
        ]
        for (key, field) in metadata {
            // UIKit's keys are Core Graphics' kCGPDFContext… names ("Title", "Author" …).
            let value = documentInfo[key] ?? documentInfo["kCGPDFContext\(key)"]
            if let text = value as? String { cairo_pdf_surface_set_metadata(surface, field, text) }
            if let texts = value as? [String], key == "Keywords" {
                cairo_pdf_surface_set_metadata(surface, field, texts.joined(separator: ", "))
            }
        }
        cairo_surface_reference(surface)
        context = CGContext(pdfSurface: surface, size: area.size)
    }

    /// Ends the page being drawn, if any, and starts another (its origin at `bounds`'
    /// origin; pages all have the document's size).
    func beginPage(bounds pageBounds: CGRect? = nil) {
        guard !finished else { return LayoutDiagnostics.error("PDF context: a page was begun after the document ended") }
        if pageCount > 0 {
            context.flush()
            cairo_show_page(context.cr)
            context.startPDFPageState()
        }
        pageCount += 1
        if let pageBounds, pageBounds.size != bounds.size {
            LayoutDiagnostics.error("PDF context: a page of \(pageBounds.size) is drawn at the document's size \(bounds.size)")
        }
        let origin = pageBounds?.origin ?? bounds.origin
        context.translateBy(x: -origin.x, y: -origin.y)
    }

    /// Makes `rect` (in the current user space) a link to `url`.
    func setURL(_ url: URL, for rect: CGRect) {
        guard rect.isFiniteRect else { return }
        let device = rect.applying(context.userSpaceToDeviceSpaceTransform)
        // cairo's device space for PDF is y down from the page's top; the context's
        // device space is Quartz's, y up.
        let top = CGFloat(context.height) - device.maxY
        let escaped = url.absoluteString.replacingOccurrences(of: "'", with: "\\'")
        let attributes = "uri='\(escaped)' rect=[\(device.minX) \(top) \(device.width) \(device.height)]"
        cairo_tag_begin(context.cr, CAIRO_TAG_LINK, attributes)
        cairo_tag_end(context.cr, CAIRO_TAG_LINK)
    }

    /// Ends the document and returns its bytes.
    func finish() -> Data {
        if !finished {
            finished = true
            if pageCount == 0 { pageCount = 1 }
            context.flush()
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        return sink.data
    }
}
