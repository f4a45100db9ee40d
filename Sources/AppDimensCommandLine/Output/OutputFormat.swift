/// The formats `table` and `devices` print: aligned text, CSV, JSON or Markdown.
public enum OutputFormat: String, CaseIterable, Hashable, Sendable {
  /// Aligned columns for a terminal (numbers for people: at most 6 decimals).
  case text
  /// Comma-separated values, RFC 4180 quoting, full-precision numbers, LF line ends.
  case csv
  /// One pretty-printed JSON document, full-precision numbers (non-finite → null).
  case json
  /// A GitHub-flavoured Markdown table (numbers for people: at most 6 decimals).
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

extension OutputFormat {
  /// One number as this format prints it: for people in text and Markdown (the shortest
  /// decimal it rounds to at 6 decimals, `21.550307`), every digit in CSV and JSON (Swift's
  /// shortest round-trip text, `21.55030678208616`).
  func number(_ value: Double) -> String {
    switch self {
    case .text, .markdown: value.shown
    case .csv: value.machineText
    case .json: JSONText.number(value)
    }
  }
}
