/// One window of the gallery: the device frame with the sample card laid out in points and
/// scaled by ``GalleryPage/scale(of:)``, and the table of numbers beside it.
///
/// The screen's corner radius follows the hardware, in points (a Split View pane uses 10):
///
/// | family | corner (pt) | | family | corner (pt) |
/// |---|---|---|---|---|
/// | phone | 48 | | tv | 2 |
/// | pad | 18 | | vision | 26 |
/// | watch | 34 | | pane | 10 |
struct GalleryFigure {
  /// The page the figure belongs to.
  let page: GalleryPage
  /// The index of the window in the page's windows.
  let window: Int

  /// The screen corner radius of a window, in points.
  static func corner(_ window: DeviceWindow) -> Double {
    guard window.split == .full else { return 10 }
    switch window.device.family {
    case .phone: return 48
    case .pad: return 18
    case .watch: return 34
    case .tv: return 2
    case .vision: return 26
    }
  }

  /// Opens a device frame (`div.frame` with the classes `kind`) around the screen of `c`
  /// drawn at `s` (`div.screen`, `screenStyle` before its size); the caller closes both.
  ///
  /// ```
  /// frame  = (width × s + 2 × bezel) × (height × s + 2 × bezel), corner × s + bezel round
  /// screen = width × height px, transform: scale(s)
  /// ```
  static func openFrame(
    _ markup: inout MarkupWriter, _ kind: String, _ c: DimensConfiguration, scale s: Double,
    corner: Double, screenStyle: String = ""
  ) {
    let px = { (value: Double) in MarkupWriter.number(value) + "px" }
    let bezel = GalleryPage.bezel
    markup.open(
      "div",
      [
        ("class", "frame " + kind),
        (
          "style",
          "width: \(px(c.screenWidth * s + 2 * bezel)); "
            + "height: \(px(c.screenHeight * s + 2 * bezel)); border-radius: \(px(corner * s + bezel))"
        ),
      ])
    markup.open(
      "div",
      [
        ("class", "screen"),
        (
          "style",
          screenStyle + "width: \(px(c.screenWidth)); height: \(px(c.screenHeight)); "
            + "transform: scale(\(MarkupWriter.number(s, decimals: 4)))"
        ),
      ])
  }

  /// Draws the figure.
  func draw(_ markup: inout MarkupWriter) {
    let window = page.windows[window]
    guard let first = page.row(self.window, 0) else { return }
    let c = first.subject.configuration
    let v = first.values
    let s = page.scale(of: window.device.family)
    let corner = Self.corner(window)
    let columns = Swift.max(1, Swift.min(12, Int(clamping: v[GallerySample.columns].rounded())))
    let padding = v[GallerySample.padding]
    let radius = v[GallerySample.radius]

    markup.open(
      "figure", [("class", "window"), ("id", window.identifier), ("data-window", window.title)])
    Self.openFrame(
      &markup, window.device.family.rawValue + (window.split == .full ? "" : " pane"), c,
      scale: s, corner: corner)
    markup.open(
      "div",
      [
        ("class", "card"),
        (
          "style",
          "margin: \(page.px(padding)); padding: \(page.px(padding)); "
            + "border-radius: \(page.px(radius))"
        ),
      ])
    page.sampleText(
      &markup, v, body: "Padding, corners and type follow the window and the text size.")
    markup.open(
      "div",
      [
        ("class", "tiles"),
        (
          "style",
          "grid-template-columns: repeat(\(columns), 1fr); gap: \(page.px(padding / 2)); "
            + "margin-top: \(page.px(padding))"
        ),
      ])
    for _ in 0..<(2 * columns) {
      markup.element(
        "span",
        [
          ("class", "tile"),
          ("style", "height: \(page.px(3 * padding)); border-radius: \(page.px(radius / 2))"),
        ], text: "")
    }
    markup.close()
    markup.close()
    markup.close()
    markup.close()
    numbers(&markup, window: window, configuration: c)
    markup.close()
  }

  /// The caption: the window's title and size, and each value at each category.
  private func numbers(
    _ markup: inout MarkupWriter, window: DeviceWindow, configuration c: DimensConfiguration
  ) {
    markup.open("figcaption")
    markup.element("div", [("class", "window-title")], text: window.title)
    var size =
      c.screenWidth.shown + " × " + c.screenHeight.shown + " pt"
    if let h = c.horizontalSizeClass, let vertical = c.verticalSizeClass {
      size += " · w" + (h == .compact ? "C" : "R") + " h" + (vertical == .compact ? "C" : "R")
    }
    markup.element("div", [("class", "window-size")], text: size)
    markup.open("table", [("class", "numbers")])
    markup.open("thead")
    markup.open("tr")
    markup.element("th", text: "pt")
    for category in page.categories {
      markup.element("th", [("title", category.rawValue)], text: OptionNames.shortName(category))
    }
    markup.close()
    markup.close()
    markup.open("tbody")
    for (column, label) in page.sample.labels.enumerated() {
      markup.open("tr")
      markup.element("th", text: label)
      for (k, category) in page.categories.enumerated() {
        guard let row = page.row(self.window, k) else { continue }
        let value = row.values[column]
        let attributes: [MarkupWriter.Attribute] = [
          ("data-expr", page.grid.expressions[column].source),
          ("data-category", category.rawValue), ("data-value", value.isNaN ? "" : "\(value)"),
        ]
        if column == GallerySample.columns {
          markup.open("td", attributes)
          markup.element("span", [("class", "count")], text: value.shown)
          let key = page.sample.columnKey(in: row.subject.configuration) ?? "none"
          markup.element("span", [("class", "key")], text: key)
          markup.close()
        } else {
          markup.element(
            "td", attributes,
            text: value.isFinite ? value.shown : "–")
        }
      }
      markup.close()
    }
    markup.close()
    markup.close()
    markup.close()
  }
}
