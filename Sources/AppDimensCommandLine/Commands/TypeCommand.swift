/// `appdimens type`: a platform's HIG type ramp (`TypeRamp.rows(platform:maxSize:
/// styles:)`, Behavior Reference › Dynamic Type) as a table — one row per text style, one column
/// per Dynamic Type category up to `--max-size`.
///
/// Text and Markdown show the point size in each cell (`--leading`: the line height instead);
/// CSV has one line per cell (`platform,style,weight,category,size,leading,scale,metricsScale`);
/// JSON holds every row with its cells. macOS, tvOS and CarPlay have fixed sizes: one column,
/// `L`.
///
/// ```
/// cell         = size(style, category) from the HIG table (leading with --leading)
/// scale        = size(style, category) ÷ size(style, .large)           (the font ramp)
/// metricsScale = what UIFontMetrics multiplies a value by there          (the metrics curve)
/// ```
///
/// | arguments | body row |
/// |---|---|
/// | `--style body` | 14 15 16 17 19 21 23 28 33 40 47 53 |
/// | `--style body --max-size AX3` | 14 … 40 (ten columns) |
/// | `--platform macOS --style body` | 13 |
/// | `--platform watchOS --style body` | 14 15 16 17 18 19 21 22 23 |
enum TypeCommand {
  /// Runs `type`.
  static func run(_ parsed: ParsedArguments, _ output: inout any CommandOutput) throws(UsageError)
    -> Int32
  {
    try parsed.requireNoPositionals("type")
    let platform = try parsed.value(Options.platform) ?? .iOS
    let styles = try parsed.value(Options.style)
    let maximum = try parsed.value(Options.maxSize) ?? DynamicType.defaultMaxSize
    let rows = TypeRamp.rows(platform: platform, maxSize: maximum, styles: styles)
    let leading = try parsed.isSet(Options.leading)
    let columns = platform.categories.filter {
      !platform.supportsDynamicType || $0 <= maximum
    }
    switch try parsed.value(Options.format) ?? .text {
    case .text: output.write(humanTable(rows, columns, leading: leading).text())
    case .markdown: output.write(humanTable(rows, columns, leading: leading).markdown())
    case .csv: output.write(machineTable(rows, platform).csv())
    case .json: output.write(JSONText.render(document(rows, platform, maximum)) + "\n")
    }
    return CommandLineTool.success
  }

  /// Columns for people: style, weight, then one size (or leading) per category.
  static func humanTable(
    _ rows: [TypeRampRow], _ categories: [ContentSizeCategory], leading: Bool
  ) -> TabularData {
    let columns: [TabularData.Column] =
      [.left("style"), .left("weight")] + categories.map { .right(OptionNames.shortName($0)) }
    let cells = rows.map { row -> [String] in
      [row.style.rawValue, row.weight.rawValue]
        + categories.map { category in
          guard let cell = row.cells.first(where: { $0.category == category }) else { return "–" }
          return (leading ? cell.metrics.leading : cell.metrics.size).shown
        }
    }
    return TabularData(columns: columns, rows: cells)
  }

  /// One line per cell, full precision.
  static func machineTable(_ rows: [TypeRampRow], _ platform: DimensPlatform) -> TabularData {
    let headers = [
      "platform", "style", "weight", "category", "size", "leading", "scale", "metricsScale",
    ]
    let cells = rows.flatMap { row in
      row.cells.map { cell in
        [
          platform.rawValue, row.style.rawValue, row.weight.rawValue, cell.category.rawValue,
          "\(cell.metrics.size)", "\(cell.metrics.leading)", "\(cell.scale)",
          "\(cell.metricsScale)",
        ]
      }
    }
    return TabularData(headers: headers, rows: cells)
  }

  /// The JSON document: the platform, the cap and every row with its cells.
  static func document(
    _ rows: [TypeRampRow], _ platform: DimensPlatform, _ maximum: ContentSizeCategory
  ) -> JSONText.Document {
    .object([
      ("platform", .string(platform.rawValue)),
      ("maxSize", .string(maximum.rawValue)),
      (
        "rows",
        .array(
          rows.map { row in
            .object([
              ("style", .string(row.style.rawValue)), ("weight", .string(row.weight.rawValue)),
              (
                "cells",
                .array(
                  row.cells.map { cell in
                    .object([
                      ("category", .string(cell.category.rawValue)),
                      ("size", .number(cell.metrics.size)),
                      ("leading", .number(cell.metrics.leading)), ("scale", .number(cell.scale)),
                      ("metricsScale", .number(cell.metricsScale)),
                    ])
                  })
              ),
            ])
          })
      ),
    ])
  }
}

extension Command {
  /// `appdimens type` (see ``TypeCommand``).
  static let type = Command(
    "type", "the Dynamic Type ramp of a platform",
    options: [
      Options.platform.spec, Options.style.spec, Options.maxSize.spec, Options.leading.spec,
      Options.format.spec,
    ]
  ) { parsed, streams throws(UsageError) in try TypeCommand.run(parsed, &streams.output) }
}
