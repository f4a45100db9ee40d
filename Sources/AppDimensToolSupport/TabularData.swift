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
/// csv:       field = text, or "text" with " doubled when it holds , or " (RFC 4180)
/// markdown:  | a | b |, a |---|---:| alignment row, | escaped in cells
/// ```
///
/// | cell | csv | markdown |
/// |---|---|---|
/// | `iPhone 15` | `iPhone 15` | `iPhone 15` |
/// | `a,b` | `"a,b"` | `a,b` |
/// | `say "hi"` | `"say ""hi"""` | `say "hi"` |
/// | `a|b` | `a|b` | `a\|b` |
/// | `x` LF `y` | `x\ny` | `x\ny` |
/// | `a` ESC `[2J` | `a\u{1b}[2J` | `a\u{1b}[2J` |
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

  /// One CSV field: controls escaped, then quoted when it holds a comma or a quote.
  public static func csvField(_ text: String) -> String {
    let text = ControlCharacters.escaped(text)
    guard text.contains(where: { $0 == "," || $0 == "\"" }) else { return text }
    var quoted = "\""
    for character in text { quoted += character == "\"" ? "\"\"" : String(character) }
    return quoted + "\""
  }

  /// One Markdown cell: controls escaped (a line break is `\n`), then `|` escaped.
  public static func markdownCell(_ text: String) -> String {
    var escaped = ""
    for character in ControlCharacters.escaped(text) {
      if character == "|" { escaped += "\\|" } else { escaped.append(character) }
    }
    return escaped
  }
}
