import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An element of a parsed XML document, read by Foundation's `XMLParser` — an independent
/// reader for the SVG and the polyglot HTML the tool writes.
final class MarkupNode {
  let name: String
  let attributes: [String: String]
  var children: [MarkupNode] = []
  var text = ""

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
  }

  /// This node and every descendant, depth first.
  var all: [MarkupNode] { [self] + children.flatMap(\.all) }

  /// The descendants (and self) named `name`.
  func elements(_ name: String) -> [MarkupNode] { all.filter { $0.name == name } }

  /// The descendants (and self) whose `class` attribute lists `className`.
  func classed(_ className: String) -> [MarkupNode] {
    all.filter { ($0.attributes["class"] ?? "").split(separator: " ").contains { $0 == className } }
  }

  /// All text inside this node.
  var allText: String { text + children.map(\.allText).joined() }
}

/// Parses `text` as XML; nil when it is not well-formed.
func parseMarkup(_ text: String) -> MarkupNode? {
  let delegate = MarkupTreeBuilder()
  let parser = XMLParser(data: Data(text.utf8))
  parser.delegate = delegate
  guard parser.parse(), delegate.stack.count == 1 else { return nil }
  return delegate.stack[0].children.first
}

private final class MarkupTreeBuilder: NSObject, XMLParserDelegate {
  var stack = [MarkupNode(name: "#document", attributes: [:])]

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    let node = MarkupNode(name: elementName, attributes: attributeDict)
    stack.last?.children.append(node)
    stack.append(node)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    stack.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    stack.last?.text += string
  }
}
