/// A tiny writer of XML-style markup (SVG, and the polyglot HTML of the gallery): elements
/// with ordered attributes, escaped text, one element per line, two-space indentation.
///
/// Output is a pure function of the calls, so the same drawing always gives the same bytes.
/// Attributes keep the order they are given in; text and attribute values are escaped: control
/// characters as in every report (``ControlCharacters``: ESC is `\u{1b}`, a line break `\n`),
/// the noncharacters U+FFFE and U+FFFF (which XML forbids) as U+FFFD, so any name or
/// expression a user gives stays well-formed and shows what it holds.
///
/// | call | output |
/// |---|---|
/// | `leaf("rect", [("x", "1")])` | `<rect x="1"/>` |
/// | `element("text", [], text: "a < b")` | `<text>a &lt; b</text>` |
/// | `open("g", [("id", "\"q\"")])` … `close()` | `<g id="&quot;q&quot;">` … `</g>` |
struct MarkupWriter: Sendable {
  /// An attribute name and its (unescaped) value.
  typealias Attribute = (name: String, value: String)

  /// The markup written so far.
  private(set) var text = ""
  /// The names of the open elements, innermost last.
  private var stack: [String] = []

  /// Creates an empty writer.
  init() {}

  /// Appends a line as is (a declaration, a doctype or raw style text), indented.
  mutating func raw(_ line: String) {
    text += indentation + line + "\n"
  }

  /// Opens an element; everything until the matching ``close()`` is its content.
  mutating func open(_ name: String, _ attributes: [Attribute] = []) {
    text += indentation + "<" + name + Self.attributes(attributes) + ">\n"
    stack.append(name)
  }

  /// Closes the innermost open element (nothing when none is open).
  mutating func close() {
    guard let name = stack.popLast() else { return }
    text += indentation + "</" + name + ">\n"
  }

  /// An element without content: `<name …/>`.
  mutating func leaf(_ name: String, _ attributes: [Attribute] = []) {
    text += indentation + "<" + name + Self.attributes(attributes) + "/>\n"
  }

  /// An element holding only text, on one line.
  mutating func element(_ name: String, _ attributes: [Attribute] = [], text content: String) {
    text +=
      indentation + "<" + name + Self.attributes(attributes) + ">" + Self.escape(content)
      + "</" + name + ">\n"
  }

  /// A coordinate or size: at most `decimals` decimals, trailing zeros dropped; `0` when not
  /// finite, so a drawing never holds `nan` (callers leave such points out before drawing).
  ///
  /// | value | decimals | text |
  /// |---|---|---|
  /// | 12.5, 12.0 | 2 | `12.5`, `12` |
  /// | -0.001 | 2 | `0` |
  /// | .nan | 2 | `0` |
  static func number(_ value: Double, decimals: Int = 2) -> String {
    value.isFinite ? DecimalText.fixed(value, digits: decimals, trimmingZeros: true) : "0"
  }

  /// An HTML5 page (`lang="en"`, UTF-8, a device-width viewport) titled `title`, with `css`
  /// as its style sheet, open at `<body><main>` for the content; ``finish()`` closes it.
  static func htmlDocument(title: String, css: [String]) -> MarkupWriter {
    var page = MarkupWriter()
    page.raw("<!DOCTYPE html>")
    page.open("html", [("lang", "en")])
    page.open("head")
    page.leaf("meta", [("charset", "utf-8")])
    page.leaf("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
    page.element("title", text: title)
    page.open("style")
    for rule in css { page.raw(rule) }
    page.close()
    page.close()
    page.open("body")
    page.open("main")
    return page
  }

  /// The document: every open element closed.
  mutating func finish() -> String {
    while !stack.isEmpty { close() }
    return text
  }

  private var indentation: String { String(repeating: "  ", count: stack.count) }

  /// ` name="value"` for each attribute, values escaped.
  static func attributes(_ attributes: [Attribute]) -> String {
    attributes.map { " " + $0.name + "=\"" + escape($0.value, quotes: true) + "\"" }.joined()
  }

  /// `text` with its control characters escaped (``ControlCharacters``), `& < >` (and `" '`
  /// when `quotes`) as entities and U+FFFE, U+FFFF replaced by U+FFFD.
  ///
  /// | text | escaped |
  /// |---|---|
  /// | `a < b & c` | `a &lt; b &amp; c` |
  /// | `"q"` (quotes) | `&quot;q&quot;` |
  /// | `a` ESC `[2J`, `a` LF `b` | `a\u{1b}[2J`, `a\nb` |
  static func escape(_ text: String, quotes: Bool = false) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in ControlCharacters.escaped(text).unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where quotes: result += "&quot;"
      case "'" where quotes: result += "&apos;"
      case _ where (0xFFFE...0xFFFF).contains(scalar.value): result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
