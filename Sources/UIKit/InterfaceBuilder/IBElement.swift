import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an Interface Builder document: its name, attributes, children and the
/// line it starts on (for messages).
final class IBElement {
    let name: String
    let attributes: [String: String]
    let line: Int
    var children: [IBElement] = []

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The first child named `name` (and with `key`, if given).
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child with `key`, whatever its name.
    func child(key: String) -> IBElement? {
        children.first { $0["key"] == key }
    }

    /// Whether `attribute` says `YES`.
    func flag(_ attribute: String) -> Bool { attributes[attribute] == "YES" }

    /// `attribute` as a number, if present, numeric and finite.
    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } }

    /// `attribute` as a whole number (its fraction dropped), if it is a number an `Int` holds.
    func integer(_ attribute: String) -> Int? { number(attribute).flatMap { Int(exactly: $0.rounded(.towardZero)) } }
}

/// Reads an XML document into ``IBElement``s with Foundation's parser; a malformed
/// document is an error naming the line and column.
final class IBXMLReader: NSObject, XMLParserDelegate {
    private var stack: [IBElement] = []
    private var root: IBElement?
    private weak var parser: XMLParser?

    /// The document's root element.
    static func read(_ data: Data) throws(InterfaceBuilderError) -> IBElement {
        // Foundation's parser traps on a name that is not UTF-8; documents are UTF-8.
        if let (line, column) = firstInvalidUTF8(in: data) {
            throw .malformed(line: line, column: column, reason: "the document is not UTF-8 text")
        }
        let reader = IBXMLReader()
        let parser = XMLParser(data: data)
        reader.parser = parser
        parser.delegate = reader
        let finished = parser.parse()
        if let (line, column) = reader.tooDeep {
            throw .malformed(line: line, column: column, reason: "elements nest more than \(maximumDepth) deep")
        }
        // Foundation's parser on Linux reports some errors and still returns true.
        if let (line, column, code) = reader.firstError {
            throw .malformed(line: line, column: column, reason: describe(code))
        }
        guard finished, let root = reader.root else {
            throw .malformed(line: parser.lineNumber, column: parser.columnNumber, reason: "no root element")
        }
        return root
    }

    /// The line and column of the first byte that does not decode as UTF-8, if any.
    static func firstInvalidUTF8(in data: Data) -> (line: Int, column: Int)? {
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var line = 1, column = 1
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let scalar):
                if scalar.count == 1 && scalar.first == 0x0A { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                return nil
            case .error:
                return (line, column)
            }
        }
    }

    /// The first error: line, column and `XMLParser.ErrorCode` raw value.
    private var firstError: (Int, Int, Int)?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if firstError == nil { firstError = (parser.lineNumber, parser.columnNumber, (parseError as NSError).code) }
    }

    /// Words for the parser's commonest error codes (libxml2's), else the code.
    private static func describe(_ code: Int) -> String {
        switch code {
        case 4: "the document is empty"
        case 5: "the document ends early (an element is not closed)"
        case 9: "an invalid character"
        case 23, 38, 39, 40, 41: "an attribute is malformed"
        case 64, 68: "a name is malformed"
        case 73: "'>' expected"
        case 76: "an end tag does not match its start tag"
        default: "XML error \(code)"
        }
    }

    /// How deeply elements may nest (libxml2's classic limit; Xcode's documents nest a few
    /// dozen deep): deeper documents are refused before the loader, which recurses through
    /// subviews, or the layout of so deep a hierarchy could exhaust the stack or the time.
    static let maximumDepth = 256

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard stack.count < Self.maximumDepth else {
            if tooDeep == nil { tooDeep = (parser.lineNumber, parser.columnNumber) }
            parser.abortParsing()
            return
        }
        let element = IBElement(name: elementName, attributes: attributeDict, line: parser.lineNumber)
        stack.last?.children.append(element)
        if stack.isEmpty { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        _ = stack.popLast()
    }

    /// Where the first element past ``maximumDepth`` starts.
    private var tooDeep: (Int, Int)?
}

/// Why an Interface Builder document could not be read at all.
public enum InterfaceBuilderError: Error, CustomStringConvertible, Sendable {
    /// The file is not well-formed XML.
    case malformed(line: Int, column: Int, reason: String)
    /// No document of that name was found.
    case notFound(name: String, searched: [String])
    /// The XML is not an Interface Builder document (its root element, on `line`).
    case notADocument(root: String, line: Int)

    public var description: String {
        switch self {
        case .malformed(let line, let column, let reason): return "malformed XML at line \(line), column \(column): \(reason)"
        case .notFound(let name, let searched): return "no Interface Builder document named '\(name)' (looked for \(searched.joined(separator: ", ")))"
        case .notADocument(let root, let line): return "line \(line): not an Interface Builder document (root element <\(root)>, expected <document>)"
        }
    }
}
