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

    /// `attribute` as a number, if present and numeric.
    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
}

/// Reads an XML document into ``IBElement``s with Foundation's parser; a malformed
/// document is an error naming the line and column.
final class IBXMLReader: NSObject, XMLParserDelegate {
    private var stack: [IBElement] = []
    private var root: IBElement?
    private weak var parser: XMLParser?

    /// The document's root element.
    static func read(_ data: Data) throws(InterfaceBuilderError) -> IBElement {
        let reader = IBXMLReader()
        let parser = XMLParser(data: data)
        reader.parser = parser
        parser.delegate = reader
        let finished = parser.parse()
        // Foundation's parser on Linux reports some errors and still returns true.
        if let (line, column, code) = reader.firstError {
            throw .malformed(line: line, column: column, reason: describe(code))
        }
        guard finished, let root = reader.root else {
            throw .malformed(line: parser.lineNumber, column: parser.columnNumber, reason: "no root element")
        }
        return root
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

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let element = IBElement(name: elementName, attributes: attributeDict, line: parser.lineNumber)
        stack.last?.children.append(element)
        if stack.isEmpty { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        stack.removeLast()
    }
}

/// Why an Interface Builder document could not be read at all.
public enum InterfaceBuilderError: Error, CustomStringConvertible, Sendable {
    /// The file is not well-formed XML.
    case malformed(line: Int, column: Int, reason: String)
    /// No document of that name was found.
    case notFound(name: String, searched: [String])
    /// The XML is not an Interface Builder document.
    case notADocument(root: String)

    public var description: String {
        switch self {
        case .malformed(let line, let column, let reason): return "malformed XML at line \(line), column \(column): \(reason)"
        case .notFound(let name, let searched): return "no Interface Builder document named '\(name)' (looked for \(searched.joined(separator: ", ")))"
        case .notADocument(let root): return "not an Interface Builder document (root element <\(root)>, expected <document>)"
        }
    }
}
