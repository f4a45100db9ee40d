/// The legend of a plot: one entry per expression (a short line in the series' style and the
/// expression), laid out left to right and wrapped into rows that fit the width.
///
/// ```
/// entry width = 24 (line) + 6 + text width (13 px font) + 24 (gap)
/// ```
///
/// | entries | width available | rows |
/// |---|---|---|
/// | 16.sdp, 16.ssp | 900 | 1 |
/// | 3 × a 60-character builder expression | 900 | 2 |
struct LegendLayout: Sendable {
  /// One entry: its text and top-left corner.
  struct Entry: Sendable {
    /// The expression.
    let text: String
    /// The left edge of the entry's line sample.
    let x: Double
    /// The baseline of the entry's row.
    let y: Double
  }

  /// The row height in px.
  static let rowHeight = 22.0
  /// The font size in px.
  static let fontSize = 13.0

  /// The entries, in series order.
  let entries: [Entry]
  /// The y just under the last row.
  let bottom: Double

  /// Lays out `texts` from (`left`, `top`), wrapping before `right`.
  init(entries texts: [String], left: Double, top: Double, right: Double) {
    var entries: [Entry] = []
    var x = left
    var y = top
    for text in texts {
      let width = 30 + DeviceLabel.estimatedWidth(text, size: Self.fontSize)
      if x > left, x + width > right {
        x = left
        y += Self.rowHeight
      }
      entries.append(Entry(text: text, x: x, y: y))
      x += width + 24
    }
    self.entries = entries
    bottom = (entries.last?.y ?? top - Self.rowHeight) + 14
  }

  /// Draws the legend.
  func draw(into svg: inout MarkupWriter) {
    let f = { (v: Double) in MarkupWriter.number(v) }
    svg.open("g", [("class", "legend")])
    for (index, entry) in entries.enumerated() {
      let style = SeriesStyle(index: index)
      var line: [MarkupWriter.Attribute] = [
        ("x1", f(entry.x)), ("y1", f(entry.y - 4)), ("x2", f(entry.x + 24)),
        ("y2", f(entry.y - 4)), ("stroke", style.color), ("stroke-width", "3"),
        ("stroke-linecap", "round"),
      ]
      if let dash = style.dash { line.append(("stroke-dasharray", dash)) }
      svg.leaf("line", line)
      svg.text(
        entry.text, x: f(entry.x + 30), y: f(entry.y), size: f(Self.fontSize), fill: "#1d1d1f")
    }
    svg.close()
  }
}
