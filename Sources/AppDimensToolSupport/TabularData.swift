/// A table of text cells with a header and per-column alignment, rendered as aligned text,
/// CSV or Markdown: the one table renderer of both executables (the command line's writers
/// and the benchmark report).
///
/// Every cell and header of every format first has its control characters escaped
/// (``ControlCharacters``: a line break is `\n`, ESC `\u{1b}`), so a row is one line and no
/// cell can drive the terminal that shows it.
///
/// ```
/// text:      cells padded to the column width, 2 spaces apart, a ─ rule under the header
/// csv:       a cell that starts with = + - @ and is not a number gets a ' in front (a
///            spreadsheet reads it as text, never as a formula: OWASP's CSV injection
///            advice); then field = text, or "text" with " doubled when it holds , or "
///            (RFC 4180). Tab and CR never start a cell: controls are escaped first.
/// markdown:  | a | b |, a |---|---:| alignment row; in a cell that is not a number every
///            character that can start markup is escaped with \ (``markdownText(_:)``), so
///            a name can carry no link, image, emphasis, HTML, mention or column break
/// ```
///
/// | cell | csv | markdown |
/// |---|---|---|
/// | `iPhone 15` | `iPhone 15` | `iPhone 15` |
/// | `a,b` | `"a,b"` | `a,b` |
/// | `say "hi"` | `"say ""hi"""` | `say "hi"` |
/// | `a|b` | `a|b` | `a\|b` |
/// | `=1+2`, `@SUM(A1)`, `-2+3` | `'=1+2`, `'@SUM(A1)`, `'-2+3` | `=1+2`, `\@SUM(A1)`, `-2+3` |
/// | `-3.5`, `4` | `-3.5`, `4` | `-3.5`, `4` |
/// | `[x](http://e.com)`, `<b>` | as written | `\[x\](http\://e.com)`, `\<b>` |
/// | `x` LF `y` | `x\ny` | `x\\ny` |
/// | `a` ESC `[2J` | `a\u{1b}[2J` | `a\\u{1b}\[2J` |
public struct TabularData: Sendable {
  /// How a column's cells line up.
  public enum Alignment: Sendable {
    /// Padded on the right.
    case left
    /// Padded on the left (numbers).
    case right
  }

  /// A column: its header and alignment.
  public struct Column: Sendable {
    /// The header cell.
    public let header: String
    /// How the column's cells line up.
    public let alignment: Alignment

    /// A column headed `header`.
    public init(header: String, alignment: Alignment) {
      self.header = header
      self.alignment = alignment
    }

    /// A left-aligned column (text).
    public static func left(_ header: String) -> Column { Column(header: header, alignment: .left) }

    /// A right-aligned column (numbers).
    public static func right(_ header: String) -> Column {
      Column(header: header, alignment: .right)
    }
  }

  /// The columns, in order.
  public let columns: [Column]
  /// The rows of cells; a short row is padded with empty cells.
  public let rows: [[String]]

  /// A table of `rows` under `columns`.
  public init(columns: [Column], rows: [[String]]) {
    self.columns = columns
    self.rows = rows
  }

  /// A table of `rows` under left-aligned `headers` (the machine formats).
  public init(headers: [String], rows: [[String]]) {
    self.init(columns: headers.map(Column.left), rows: rows)
  }

  /// Aligned text: padded cells two spaces apart, a rule under the header, no trailing spaces.
  public func text() -> String {
    let headers = columns.map { ControlCharacters.escaped($0.header) }
    let rows = rows.map { $0.map(ControlCharacters.escaped) }
    let widths = columns.indices.map { column in
      ([headers[column]] + rows.map { cell($0, column) }).map(\.count).max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      var parts: [String] = []
      for (index, cell) in cells.enumerated() {
        let padding = String(repeating: " ", count: max(0, widths[index] - cell.count))
        parts.append(columns[index].alignment == .left ? cell + padding : padding + cell)
      }
      return String(parts.joined(separator: "  ").reversed().drop { $0 == " " }.reversed())
    }
    var lines = [line(headers)]
    lines.append(widths.map { String(repeating: "─", count: $0) }.joined(separator: "  "))
    lines += rows.map { row in line(columns.indices.map { cell(row, $0) }) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// CSV with a header line (RFC 4180 quoting; lines end with LF; controls escaped).
  public func csv() -> String {
    ([columns.map(\.header)] + rows).map { row in
      row.map(Self.csvField).joined(separator: ",")
    }.joined(separator: "\n") + "\n"
  }

  /// A Markdown table.
  public func markdown() -> String {
    func line(_ cells: [String]) -> String {
      "| " + cells.map(Self.markdownCell).joined(separator: " | ") + " |"
    }
    var lines = [line(columns.map(\.header))]
    lines.append(
      "|" + columns.map { $0.alignment == .left ? "---" : "---:" }.joined(separator: "|") + "|")
    lines += rows.map { row in line(columns.indices.map { cell(row, $0) }) }
    return lines.joined(separator: "\n") + "\n"
  }

  private func cell(_ row: [String], _ column: Int) -> String {
    column < row.count ? row[column] : ""
  }

  /// One CSV field: controls escaped, a formula's first character neutralised, then quoted
  /// when it holds a comma or a quote.
  public static func csvField(_ text: String) -> String {
    var text = ControlCharacters.escaped(text)
    if let first = text.first, "=+-@".contains(first), NumberScanner.parse(text) == nil {
      text = "'" + text
    }
    guard text.contains(where: { $0 == "," || $0 == "\"" }) else { return text }
    var quoted = "\""
    for character in text { quoted += character == "\"" ? "\"\"" : String(character) }
    return quoted + "\""
  }

  /// One Markdown cell: controls escaped (a line break is `\n`), then, unless the cell is a
  /// number, every ASCII punctuation character escaped (``markdownText(_:)``).
  public static func markdownCell(_ text: String) -> String {
    let plain = ControlCharacters.escaped(text)
    return NumberScanner.parse(plain) == nil ? markdownText(text) : plain
  }

  /// Text for Markdown: controls escaped, then a backslash before every character that can
  /// start markup where it stands (CommonMark and GitHub's extensions), which then shows as
  /// itself:
  ///
  /// ```
  /// always             \ ` * _ [ ] | ~ $         (escapes, code, emphasis, links, tables,
  ///                                               strikethrough, math)
  /// < before a letter, /, ! or ?                  (HTML, autolinks <http://…>)
  /// & before a letter or #                        (entities)
  /// @ before a letter or digit, # before a digit  (mentions, e-mail autolinks, references)
  /// : before //, . after www                      (URL autolinks)
  /// ```
  ///
  /// So `16 < 44`, `iPad (6th generation)` and `@3x` stay as written, while
  /// `[x](http://e.com)` becomes `\[x\](http\://e.com)` and `<b>` becomes `\<b>`.
  public static func markdownText(_ text: String) -> String {
    let scalars = Array(ControlCharacters.escaped(text).unicodeScalars)
    func isLetter(_ i: Int) -> Bool {
      i < scalars.count && scalars[i].properties.isAlphabetic
    }
    func isDigit(_ i: Int) -> Bool { i < scalars.count && ("0"..."9").contains(scalars[i]) }
    func next(_ i: Int, is text: String) -> Bool {
      let wanted = Array(text.unicodeScalars)
      return i + wanted.count <= scalars.count
        && zip(scalars[i..<(i + wanted.count)], wanted).allSatisfy { $0 == $1 }
    }
    var escaped = ""
    for (i, scalar) in scalars.enumerated() {
      let special: Bool =
        switch scalar {
        case "\\", "`", "*", "_", "[", "]", "|", "~", "$": true
        case "<":
          isLetter(i + 1) || next(i + 1, is: "/") || next(i + 1, is: "!")
            || next(i + 1, is: "?")
        case "&": isLetter(i + 1) || next(i + 1, is: "#")
        case "@": isLetter(i + 1) || isDigit(i + 1)
        case "#": isDigit(i + 1)
        case ":": next(i + 1, is: "//")
        case ".":
          i >= 3 && String(String.UnicodeScalarView(scalars[(i - 3)..<i])).lowercased() == "www"
        default: false
        }
      if special { escaped += "\\" }
      escaped.unicodeScalars.append(scalar)
    }
    return escaped
  }

}
