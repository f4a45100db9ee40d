/// The sample card of the gallery as expressions: every number the card is drawn with is a
/// ``CompiledExpression``, so the whole gallery is one ``ResolutionGrid`` (windows ×
/// categories × these columns), the same pipeline as `appdimens table`.
///
/// | column | expression | drawn as |
/// |---|---|---|
/// | padding | `16.sdp` | the card's inset and inner padding |
/// | radius | `12.sdpa` | the card's corner radius |
/// | title | `17.ssp` | the title's font size |
/// | body | the HIG body size at the category, for the window's platform | the body text |
/// | leading | the HIG body leading | the body's line height |
/// | columns | the breakpoint table (default `[wAny: 1, w375: 1, wR.all: 2, w1024: 3]`) | the tile grid |
///
/// The body follows the type ramp of the window's platform (``/AppDimens/DimensConfiguration/platform``:
/// watchOS for a watch, tvOS for Apple TV, iOS for phones, pads and Vision Pro), the same one
/// `resolve` and `table` use: on iOS, 17 pt at Large and 40 pt at AX3.
struct GallerySample: Sendable {
  /// The default column table, written as a Swift dictionary literal.
  static let defaultColumns = "[wAny: 1, w375: 1, wR.all: 2, w1024: 3]"
  /// The index of each built-in column in ``expressions``.
  static let padding = 0
  /// The corner radius column.
  static let radius = 1
  /// The title size column.
  static let title = 2
  /// The body size column.
  static let body = 3
  /// The body leading column.
  static let leading = 4
  /// The column count column.
  static let columns = 5

  /// The breakpoint table choosing the number of columns.
  let columnTable: Breakpoints<Double>
  /// The text of that table, as given.
  let columnSource: String
  /// The built-in columns, then the user's expressions.
  let expressions: [CompiledExpression]
  /// How many of ``expressions`` are the user's (at the end).
  let extraCount: Int

  /// The sample with the user's `extra` expressions and a column table.
  init(extra: [CompiledExpression], columnSource: String, columnTable: Breakpoints<Double>) {
    let evaluator = ExpressionEvaluator()
    let scaled = ["16.sdp", "12.sdpa", "17.ssp"].compactMap { try? evaluator.compile($0) }
    // Policy: the card's body text is the system body style (`.font(.body)`), so its size is
    // the font ramp's (40 pt at AX3 on iOS), not the metrics curve of the package's font
    // helpers; the leading is the HIG's.
    let built =
      scaled + [
        CompiledExpression(source: "body (type ramp)") { c in
          FontSpec(style: .body).baseSize(platform: c.platform)
            * DynamicType.scale(relativeTo: .body, in: c, curve: .fontRamp)
        },
        CompiledExpression(source: "body leading") { c in
          FontSpec(style: .body).resolve(in: c).leading
        },
        CompiledExpression(source: "columns \(columnSource)") { c in
          columnTable.resolve(c) ?? 1
        },
      ]
    self.columnTable = columnTable
    self.columnSource = columnSource
    self.expressions = built + extra
    self.extraCount = extra.count
  }

  /// The row labels of the numbers beside each window.
  var labels: [String] {
    ["padding 16.sdp", "radius 12.sdpa", "title 17.ssp", "body (ramp)", "leading", "columns"]
      + expressions.suffix(extraCount).map(\.source)
  }

  /// The breakpoint key that chose the column count in a window (`wR.all`), or nil.
  func columnKey(in configuration: DimensConfiguration) -> String? {
    columnTable.entry(for: configuration).map(\.key.description)
  }

}
