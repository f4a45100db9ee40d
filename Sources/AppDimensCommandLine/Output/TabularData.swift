/// A table of text cells with a header and per-column alignment, rendered as aligned text,
/// CSV or Markdown. The writers of every command build one of these.
///
/// ```
/// text:      cells padded to the column width, 2 spaces apart, a ─ rule under the header
/// csv:       field = text, or "text" with " doubled when it holds , " CR or LF (RFC 4180)
/// markdown:  | a | b |, a |---|---:| alignment row, | and line breaks escaped in cells
/// ```
///
/// | cell | csv | markdown |
/// |---|---|---|
/// | `iPhone 15` | `iPhone 15` | `iPhone 15` |
/// | `a,b` | `"a,b"` | `a,b` |
/// | `say "hi"` | `"say ""hi"""` | `say "hi"` |
/// | `a|b` | `a|b` | `a\|b` |
struct TabularData: Sendable {
  /// How a column's cells line up.
  enum Alignment: Sendable {
    case left
    case right
  }

  /// A column: its header and alignment.
  struct Column: Sendable {
    let header: String
    let alignment: Alignment
  }

  let columns: [Column]
  let rows: [[String]]

  /// Aligned text: padded cells two spaces apart, a rule under the header, no trailing spaces.
  func text() -> String {
    let widths = columns.indices.map { column in
      ([columns[column].header] + rows.map { cell($0, column) }).map(\.count).max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      var parts: [String] = []
      for (index, cell) in cells.enumerated() {
        let padding = String(repeating: " ", count: max(0, widths[index] - cell.count))
        parts.append(columns[index].alignment == .left ? cell + padding : padding + cell)
      }
      return String(parts.joined(separator: "  ").reversed().drop { $0 == " " }.reversed())
    }
    var lines = [line(columns.map(\.header))]
    lines.append(widths.map { String(repeating: "─", count: $0) }.joined(separator: "  "))
    lines += rows.map { row in line(columns.indices.map { cell(row, $0) }) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// CSV with a header line (RFC 4180 quoting; lines end with LF).
  func csv() -> String {
    ([columns.map(\.header)] + rows).map { row in
      row.map(Self.csvField).joined(separator: ",")
    }.joined(separator: "\n") + "\n"
  }

  /// A Markdown table.
  func markdown() -> String {
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

  /// One CSV field, quoted when it must be.
  static func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return text
    }
    var quoted = "\""
    for character in text { quoted += character == "\"" ? "\"\"" : String(character) }
    return quoted + "\""
  }

  /// One Markdown cell, with `|` escaped and line breaks as spaces.
  static func markdownCell(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "|": escaped += "\\|"
      case "\n", "\r", "\r\n": escaped += " "
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
