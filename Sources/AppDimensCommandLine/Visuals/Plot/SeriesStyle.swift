/// The look of each plotted expression: a color from the Okabe–Ito palette (distinguishable
/// with color-vision deficiencies) and, after the palette is used up, a dash pattern.
///
/// | index | color | dash |
/// |---|---|---|
/// | 0 | `#0072B2` blue | solid |
/// | 1 | `#D55E00` vermillion | solid |
/// | 6 | `#000000` black | solid |
/// | 7 | `#0072B2` blue | `6 4` |
struct SeriesStyle: Hashable, Sendable {
  /// The stroke color, `#RRGGBB`.
  let color: String
  /// The SVG `stroke-dasharray`, nil for a solid line.
  let dash: String?

  /// The palette, in order (yellow is left out: too light on white).
  static let colors = [
    "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000",
  ]
  /// The dash patterns used for the second, third, … round of colors.
  static let dashes = ["6 4", "2 3", "10 3 2 3"]

  /// The style of the series at `index` (0-based; negative counts as 0).
  init(index: Int) {
    let index = Swift.max(index, 0)
    color = Self.colors[index % Self.colors.count]
    let round = index / Self.colors.count
    dash = round == 0 ? nil : Self.dashes[(round - 1) % Self.dashes.count]
  }

}
