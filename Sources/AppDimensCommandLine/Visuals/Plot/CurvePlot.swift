/// A self-contained SVG line chart of expressions across window sizes: x the swept window
/// dimension, y the resolved value, one colored line per expression with a legend, nice
/// ticks in points, and a labelled marker for every catalog device in the range.
///
/// The values come from a ``ResolutionGrid`` over the ``WindowSweep``'s windows (one row per
/// sample), so the plot shows exactly what `appdimens table` and `resolve` compute. The
/// drawing is a pure function of its inputs: numbers have at most 2 decimals, attributes a
/// fixed order, so the same command gives the same bytes.
///
/// ```
/// px(x) = left + (x − from) ÷ (to − from) × plotWidth
/// py(v) = bottom − (v − yLower) ÷ (yUpper − yLower) × plotHeight
/// ```
///
/// | element | content |
/// |---|---|
/// | `<desc>` | how the windows were chosen (axis, shape, category, samples) |
/// | `g.series[data-expression]` | a `<title>` and the curve as one `<path>` (gaps at non-finite values) |
/// | `g.device[data-device][data-position]` | a dashed guide at the device's position |
/// | `g.callout[data-devices]` | a leader line and a rotated label for the devices at one position (``DeviceCallouts``) |
/// | `g.plot[data-x-range][data-y-range][data-box]` | the mapping, so readers can invert it |
struct CurvePlot: Sendable {
  /// The swept windows.
  let sweep: WindowSweep
  /// The values: one row per position of `sweep`, one column per expression.
  let grid: ResolutionGrid
  /// The catalog devices to mark (those outside the range are left out).
  let devices: [DeviceProfile]

  /// The chart's width in px (it grows when device labels need room on the right).
  static let minimumWidth = 960.0
  /// The plot area's height in px.
  static let plotHeight = 360.0
  /// The left margin (y tick labels and the y title).
  static let left = 76.0
  /// The font stack: the platform's UI font, then common sans-serif fonts.
  static let fontFamily =
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

  /// The SVG document.
  func svg() -> String {
    let positions = sweep.positions
    let marked = sweep.devices(devices)
    let legend = LegendLayout(
      entries: grid.expressions.map(\.source), left: Self.left, top: 70,
      right: Self.minimumWidth - 24)
    let xTicks = NiceTicks(lower: sweep.from, upper: sweep.to, target: 8)
    let yTicks = valueTicks

    // The device band above the plot: rotated labels need their own height.
    let plotRight = Self.minimumWidth - 32
    let scaleX = { (x: Double) in
      Self.left + (x - sweep.from) / (sweep.to - sweep.from) * (plotRight - Self.left)
    }
    let callouts = DeviceCallouts(
      devices: marked.map { ($0.device.name, scaleX($0.position)) }, size: 11, left: Self.left,
      limit: plotRight)
    let band = callouts.callouts.isEmpty ? 12.0 : callouts.extent(size: 11).height + 34
    let top = (legend.bottom + band).rounded(.up)
    let bottom = top + Self.plotHeight
    let width = Swift.max(Self.minimumWidth, (callouts.extent(size: 11).right + 8).rounded(.up))
    let height = bottom + 62
    let scaleY = { (v: Double) in
      bottom - (v - yTicks.lower) / (yTicks.upper - yTicks.lower) * Self.plotHeight
    }
    let f = { (v: Double) in MarkupWriter.number(v) }

    var svg = MarkupWriter()
    svg.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
    svg.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", f(width)), ("height", f(height)),
        ("viewBox", "0 0 \(f(width)) \(f(height))"), ("font-family", Self.fontFamily),
      ])
    svg.element(
      "title", text: "AppDimens: " + grid.expressions.map(\.source).joined(separator: ", "))
    svg.element("desc", text: description(samples: positions.count, marked: marked.count))
    svg.leaf("rect", [("width", f(width)), ("height", f(height)), ("fill", "#ffffff")])
    svg.element(
      "text",
      [
        ("x", f(Self.left)), ("y", "30"), ("font-size", "18"), ("font-weight", "600"),
        ("fill", "#1d1d1f"),
      ], text: "What each value becomes as the window grows")
    svg.text(subtitle(samples: positions.count), x: f(Self.left), y: "50", size: "12")
    legend.draw(into: &svg)

    svg.open(
      "g",
      [
        ("class", "plot"), ("data-x-range", "\(sweep.from) \(sweep.to)"),
        ("data-y-range", "\(yTicks.lower) \(yTicks.upper)"),
        ("data-box", "\(f(Self.left)) \(f(top)) \(f(plotRight - Self.left)) \(f(Self.plotHeight))"),
      ])
    for tick in yTicks.values {
      let y = f(scaleY(tick))
      svg.line(f(Self.left), y, f(plotRight), y, stroke: tick == 0 ? "#aeaeb2" : "#e5e5ea")
      svg.text(
        DecimalText.fixed(tick, digits: yTicks.decimals, trimmingZeros: false),
        x: f(Self.left - 8), y: f(scaleY(tick) + 4), [("text-anchor", "end")])
    }
    for tick in xTicks.values where tick >= sweep.from - 1e-9 && tick <= sweep.to + 1e-9 {
      let x = f(scaleX(tick))
      svg.line(x, f(top), x, f(bottom + 4), stroke: "#f0f0f3")
      svg.text(
        DecimalText.fixed(tick, digits: xTicks.decimals, trimmingZeros: false), x: x,
        y: f(bottom + 20), [("text-anchor", "middle")])
    }
    svg.line(f(Self.left), f(bottom), f(plotRight), f(bottom), stroke: "#8e8e93")
    svg.text(
      sweep.axis.title, x: f((Self.left + plotRight) / 2), y: f(bottom + 44), size: "12",
      fill: "#3a3a3c", [("text-anchor", "middle")])
    let middle = f(top + Self.plotHeight / 2)
    svg.text(
      "value (pt)", x: "18", y: middle, size: "12", fill: "#3a3a3c",
      [("text-anchor", "middle"), ("transform", "rotate(-90 18 \(middle))")])

    for entry in marked {
      let x = f(scaleX(entry.position))
      svg.open(
        "g",
        [
          ("class", "device"), ("data-device", entry.device.name),
          ("data-position", "\(entry.position)"),
        ])
      svg.line(x, f(top), x, f(bottom), stroke: "#c7c7cc", [("stroke-dasharray", "3 3")])
      svg.close()
    }
    for callout in callouts.callouts {
      svg.open(
        "g", [("class", "callout"), ("data-devices", callout.names.joined(separator: "; "))])
      svg.element("title", text: callout.names.joined(separator: ", "))
      let x = f(callout.x)
      svg.leaf(
        "polyline",
        [
          (
            "points",
            "\(x),\(f(top)) \(x),\(f(top - 8)) \(f(callout.anchor)),\(f(top - 20)) "
              + "\(f(callout.anchor)),\(f(top - 24))"
          ),
          ("fill", "none"), ("stroke", "#aeaeb2"), ("stroke-width", "1"),
        ])
      let labelX = f(callout.anchor + 2)
      let labelY = f(top - 28)
      svg.text(
        callout.text, x: labelX, y: labelY, fill: "#3a3a3c",
        [("transform", "rotate(-45 \(labelX) \(labelY))")])
      svg.close()
    }

    for (index, expression) in grid.expressions.enumerated() {
      let style = SeriesStyle(index: index)
      let values = grid.column(index)
      let points = zip(positions, values).map {
        (x: scaleX($0), y: $1.isFinite ? scaleY($1) : .nan)
      }
      svg.open(
        "g",
        [
          ("class", "series"), ("data-expression", expression.source),
          ("data-color", style.color),
        ])
      svg.element("title", text: seriesTitle(expression.source, positions, values))
      var attributes: [MarkupWriter.Attribute] = [
        ("d", PathData.polyline(points)), ("fill", "none"), ("stroke", style.color),
        ("stroke-width", "2.5"), ("stroke-linejoin", "round"), ("stroke-linecap", "round"),
      ]
      if let dash = style.dash { attributes.append(("stroke-dasharray", dash)) }
      svg.leaf("path", attributes)
      svg.close()
    }
    svg.close()
    return svg.finish()
  }

  /// The ticks of the value axis: from 0 (or the lowest value, when negative) to the highest
  /// finite value. ``PlotCommand`` refuses a plot whose ticks are not ``NiceTicks/isFinite``.
  var valueTicks: NiceTicks {
    let finite = grid.rows.flatMap(\.values).filter(\.isFinite)
    return NiceTicks(lower: Swift.min(0, finite.min() ?? 0), upper: finite.max() ?? 1, target: 7)
  }

  /// The `<desc>`: how the plotted windows were chosen.
  func description(samples: Int, marked: Int) -> String {
    let shape =
      sweep.aspect == PlotAxis.baselineAspect
      ? "the design's 300 × 533 proportions (height ÷ width = 533/300, a portrait phone)"
      : "height ÷ width = \(sweep.aspect)"
    let reference =
      (sweep.designFrame.map { " Values drawn for design frame \($0)." } ?? "")
      + (sweep.scaleLimits.map {
        " Window factors kept in \($0.lowerBound.shown)…\($0.upperBound.shown)."
      } ?? "")
      + (sweep.roundsToPixels ? " Values rounded to the pixel grid (whole points at scale 1)." : "")
    return "x: \(sweep.axis.title), \(samples) windows from \(sweep.from.shown) to "
      + "\(sweep.to.shown) pt; every window keeps \(shape), so only its size "
      + "changes. Display scale 1, text size \(sweep.category.rawValue), not multi-window."
      + reference + " "
      + "y: the value of each expression in that window, in points. Dashed lines: the "
      + "\(marked) catalog devices in range, at their portrait window on the x axis."
  }

  /// The line under the title.
  func subtitle(samples: Int) -> String {
    let shape =
      sweep.aspect == PlotAxis.baselineAspect
      ? "windows keep the 300 × 533 design shape" : "window height ÷ width = \(sweep.aspect)"
    let reference =
      (sweep.designFrame.map { " · design frame \($0)" } ?? "")
      + (sweep.scaleLimits.map {
        " · factors \($0.lowerBound.shown)…\($0.upperBound.shown)"
      } ?? "")
      + (sweep.roundsToPixels ? " · rounded to pixels" : "")
    return "\(sweep.axis.title) \(sweep.from.shown)–\(sweep.to.shown)"
      + " · \(shape)\(reference) · text size \(OptionNames.shortName(sweep.category))"
      + " · \(samples) samples"
  }

  /// A series' tooltip: its first and last value (the first and last window that has one, so a
  /// gap at either end never prints `nan`).
  func seriesTitle(_ source: String, _ positions: [Double], _ values: [Double]) -> String {
    let drawn = zip(positions, values).filter { $0.1.isFinite }
    guard let first = drawn.first, let last = drawn.last else { return source }
    return "\(source): \(first.1.shown) pt at \(first.0.shown) pt … "
      + "\(last.1.shown) pt at \(last.0.shown) pt"
  }
}

extension MarkupWriter {
  /// An SVG `<text>` at (`x`, `y`): `font-size`, `fill`, then `extra` (anchor, transform).
  mutating func text(
    _ content: String, x: String, y: String, size: String = "11", fill: String = "#6e6e73",
    _ extra: [Attribute] = []
  ) {
    element(
      "text", [("x", x), ("y", y), ("font-size", size), ("fill", fill)] + extra, text: content)
  }

  /// An SVG `<line>` from (`x1`, `y1`) to (`x2`, `y2`), 1 px of `stroke`, then `extra`.
  mutating func line(
    _ x1: String, _ y1: String, _ x2: String, _ y2: String, stroke: String,
    _ extra: [Attribute] = []
  ) {
    leaf(
      "line",
      [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2), ("stroke", stroke), ("stroke-width", "1")]
        + extra)
  }
}
