/// The formats `table` and `devices` print: aligned text, CSV, JSON or Markdown.
public enum OutputFormat: String, CaseIterable, Hashable, Sendable {
  /// Aligned columns for a terminal (numbers rounded to 2 decimals).
  case text
  /// Comma-separated values, RFC 4180 quoting, full-precision numbers, LF line ends.
  case csv
  /// One pretty-printed JSON document, full-precision numbers (non-finite → null).
  case json
  /// A GitHub-flavoured Markdown table (numbers rounded to 2 decimals).
  case markdown

  /// The format named by `text` (case-insensitive; `md` for Markdown), or nil.
  public init?(name text: String) {
    let key = text.lowercased()
    if key == "md" {
      self = .markdown
      return
    }
    guard let format = Self(rawValue: key) else { return nil }
    self = format
  }
}
