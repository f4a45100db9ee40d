/// `appdimens type`: a platform's HIG type ramp (`TypeRamp.rows(platform:maxSize:
/// styles:)`, Behavior Reference › Dynamic Type) as a table — one row per text style, one column
/// per Dynamic Type category up to `--max-category`.
///
/// Text and Markdown show the point size in each cell (`--leading`: the line height instead);
/// CSV has one line per cell (`platform,style,weight,category,size,leading,scale`); JSON holds
/// every row with its cells. macOS, tvOS and CarPlay have fixed sizes: one column, `L`.
///
/// ```
/// cell  = size(style, category) from the HIG table (leading with --leading)
/// scale = size(style, category) ÷ size(style, .large)
/// ```
///
/// | arguments | body row |
/// |---|---|
/// | `--style body` | 14 15 16 17 19 21 23 28 33 40 47 53 |
/// | `--style body --max-category AX3` | 14 … 40 (ten columns) |
/// | `--platform macOS --style body` | 13 |
/// | `--platform watchOS --style body` | 14 15 16 17 18 19 21 22 23 |
enum TypeCommand {
  /// The usage line.
  static let usage =
    "usage: appdimens type [--platform P] [--style S] [--max-category C] [--leading]"
    + " [--format F]"

  /// The options, for `appdimens help type`.
  static let options = """
    options:
      --platform P         iOS (default), watchOS, tvOS, macOS, visionOS (the iOS ramp),
                           carPlay (the iOS sizes at L, fixed); any letter case
      --style S            one style or a comma-separated list: largeTitle, title1…title3,
                           headline, body, callout, subheadline, footnote, caption1, caption2
                           (watchos: footnote1, footnote2); default: every published style
      --max-category C     the last column (default accessibility5; AX3, xxxL, … accepted)
      --leading            show the line height (leading) instead of the size
      --format F           text (default), csv, json, markdown

    """

  /// The flags of `type`.
  static let flags: [CommandArguments.Flag] =
    ["platform", "style", "max-category", "format"].map { .init(name: $0, takesValue: true) }
    + [.init(name: "leading", takesValue: false)]

  /// Runs `type` with the arguments after the command name.
  static func run<Output: CommandOutput>(
    _ arguments: [String], output: inout Output
  ) throws(UsageError) -> Int32 {
    let parsed = try CommandArguments(arguments, flags: flags)
    try parsed.requireNoPositionals("type")
    let platform =
      try parsed.value(
        "platform", expected: "one of " + OptionNames.platformList, OptionNames.platform)
      ?? .iOS
    let styles = try parsed.values["style"].map(styleList)
    let maximum =
      try parsed.value(
        "max-category", expected: "one of " + OptionNames.categoryList, OptionNames.category)
      ?? DynamicType.defaultMaxSize
    let format = try DeviceSelection.format(parsed)
    let rows = TypeRamp.rows(platform: platform, maxSize: maximum, styles: styles)
    let leading = parsed.switches.contains("leading")
    let columns = platform.categories.filter {
      !platform.supportsDynamicType || $0 <= maximum
    }
    switch format {
    case .text: output.write(humanTable(rows, columns, leading: leading).text())
    case .markdown: output.write(humanTable(rows, columns, leading: leading).markdown())
    case .csv: output.write(machineTable(rows, platform).csv())
    case .json: output.write(JSONText.render(document(rows, platform, maximum)) + "\n")
    }
    return CommandLineTool.success
  }

  /// The styles a `--style` list names, in order, each once.
  static func styleList(_ text: String) throws(UsageError) -> [TextStyle] {
    var styles: [TextStyle] = []
    for item in text.split(separator: ",").map(String.init) {
      guard let style = TextStyle(name: item) else {
        let names = TextStyle.allCases.map { ($0.rawValue, [$0.rawValue]) }
        let hint = NameMatching.nearest(to: item, among: names, limit: 1).first
        throw UsageError(
          "--style: unknown text style '\(CommandArguments.shown(item))'"
            + (hint.map { " (did you mean '\($0)'?)" } ?? ""))
      }
      if !styles.contains(style) { styles.append(style) }
    }
    guard !styles.isEmpty else { throw UsageError("--style: the list is empty") }
    return styles
  }

  /// Columns for people: style, weight, then one size (or leading) per category.
  static func humanTable(
    _ rows: [TypeRampRow], _ categories: [ContentSizeCategory], leading: Bool
  ) -> TabularData {
    let columns: [TabularData.Column] =
      [.init(header: "style", alignment: .left), .init(header: "weight", alignment: .left)]
      + categories.map { .init(header: OptionNames.shortName($0), alignment: .right) }
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
    let headers = ["platform", "style", "weight", "category", "size", "leading", "scale"]
    let cells = rows.flatMap { row in
      row.cells.map { cell in
        [
          platform.rawValue, row.style.rawValue, row.weight.rawValue, cell.category.rawValue,
          "\(cell.metrics.size)", "\(cell.metrics.leading)", "\(cell.scale)",
        ]
      }
    }
    return TabularData(columns: headers.map { .init(header: $0, alignment: .left) }, rows: cells)
  }

  /// The JSON document: the platform, the cap and every row with its cells.
  static func document(
    _ rows: [TypeRampRow], _ platform: DimensPlatform, _ maximum: ContentSizeCategory
  ) -> JSONText.Document {
    .object([
      ("platform", .string(platform.rawValue)),
      ("maximumCategory", .string(maximum.rawValue)),
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
                    ])
                  })
              ),
            ])
          })
      ),
    ])
  }
}
