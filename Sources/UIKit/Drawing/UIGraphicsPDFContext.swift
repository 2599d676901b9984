import Foundation

/// The PDF contexts of UIKit's older API (`UIGraphicsBeginPDFContextToData`), each a
/// document pushed as the current context, and where its bytes go.
@preconcurrency @MainActor
enum PDFContexts {
    static var open: [(writer: PDFDocumentWriter, destination: Destination)] = []

    enum Destination {
        case data(NSMutableData)
        case file(String)
    }
}

/// Starts a PDF document whose bytes go into `data` when it ends, with pages of `bounds`
/// (612 × 792 points when empty) and `documentInfo`'s metadata, and makes it current.
/// Draw after ``UIGraphicsBeginPDFPage()``; end with ``UIGraphicsEndPDFContext()``.
@preconcurrency @MainActor
public func UIGraphicsBeginPDFContextToData(_ data: NSMutableData, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) {
    beginPDFContext(.data(data), bounds, documentInfo)
}

/// Starts a PDF document written to the file at `path` when it ends; false (and a log
/// line) when the file cannot be created.
@preconcurrency @MainActor
@discardableResult
public func UIGraphicsBeginPDFContextToFile(_ path: String, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) -> Bool {
    guard FileManager.default.createFile(atPath: path, contents: nil) else {
        LayoutDiagnostics.error("UIGraphicsBeginPDFContextToFile: cannot create \(path)")
        return false
    }
    beginPDFContext(.file(path), bounds, documentInfo)
    return true
}

@MainActor
private func beginPDFContext(_ destination: PDFContexts.Destination, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) {
    var info: [String: Any] = [:]
    for (key, value) in documentInfo ?? [:] { if let key = key as? String { info[key] = value } }
    let writer = PDFDocumentWriter(bounds: bounds, documentInfo: info)
    PDFContexts.open.append((writer, destination))
    UIGraphicsPushContext(writer.context)
}

/// Begins a page of the current PDF context's size.
@preconcurrency @MainActor
public func UIGraphicsBeginPDFPage() {
    guard let writer = PDFContexts.open.last?.writer else {
        return LayoutDiagnostics.error("UIGraphicsBeginPDFPage(): no PDF context is open")
    }
    writer.beginPage()
}

/// Begins a page at `bounds` (pages keep the context's size here); `pageInfo` is not
/// written.
@preconcurrency @MainActor
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
    guard let writer = PDFContexts.open.last?.writer else {
        return LayoutDiagnostics.error("UIGraphicsBeginPDFPageWithInfo(_:_:): no PDF context is open")
    }
    writer.beginPage(bounds: bounds)
}

/// The current PDF context's page area (`.zero` when none is open).
@preconcurrency @MainActor
public func UIGraphicsGetPDFContextBounds() -> CGRect {
    PDFContexts.open.last?.writer.bounds ?? .zero
}

/// Makes `rect` of the current page a link to `url`.
@preconcurrency @MainActor
public func UIGraphicsSetPDFContextURLForRect(_ url: URL, _ rect: CGRect) {
    PDFContexts.open.last?.writer.setURL(url, for: rect)
}

/// Ends the current PDF context: its document goes to its data or file, and the context
/// before it becomes current.
@preconcurrency @MainActor
public func UIGraphicsEndPDFContext() {
    guard let (writer, destination) = PDFContexts.open.popLast() else {
        return LayoutDiagnostics.error("UIGraphicsEndPDFContext(): no PDF context is open")
    }
    if DisplayPass.frame.context === writer.context { UIGraphicsPopContext() }
    let bytes = writer.finish()
    switch destination {
    case .data(let data): data.append(bytes)
    case .file(let path):
        do { try bytes.write(to: URL(fileURLWithPath: path)) } catch {
            LayoutDiagnostics.error("UIGraphicsEndPDFContext(): cannot write \(path): \(error)")
        }
    }
}
