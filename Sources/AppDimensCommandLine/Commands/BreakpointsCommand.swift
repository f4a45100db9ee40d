/// `appdimens breakpoints TABLE`: which key of a breakpoint table (Behavior Reference ›
/// Breakpoints) wins on every selected device, in every orientation and iPad Split View pane, and
/// its value; with `--value V` the table is also used as a `ScalingRule` and `V` is scaled by it.
///
/// The table is a Swift dictionary literal read by `Breakpoints<Double>(parsing:)`
/// (`[w320: 80, wC.phone: 100, wR.all: 140, wAny: 60]`); a mistake is a usage error with its
/// column. Rows: phones portrait and landscape; iPads portrait full, 1/3 and 2/3, landscape full,
/// 1/3, 1/2 and 2/3; the watches, Apple TV and Vision Pro at their natural size. The size class
/// shown is the one resolution uses (the device's, from the HIG's device size classes). Every
/// window is at `--category` (default: each device's own), which text-size keys
/// (`.accessibilityTextSizes`, `.textSize(from: .xLarge)`) read.
///
/// ```
/// key, value = table.entry(for: window)        (nil: no key matches → "–", CSV empty, JSON null)
/// scaled     = V.scaled(by: ScalingRule(table), window, rounding: --rounding)
///            = rounding(V × (value ?? 1))      (default: the pixel grid, 1 / scale)
/// ```
///
/// | table | window | key | value |
/// |---|---|---|---|
/// | `[w320: 80, wC.phone: 100, wR.all: 140, wAny: 60]` | iPhone 15 portrait (wC) | wC.phone | 100 |
/// | same | iPad Pro 13-inch landscape 1/3, 375 wide (wC, pad) | wAny (the w375 bucket is empty) | 60 |
/// | same | Apple TV 4K (no size class: wR) | wR.all | 140 |
///
/// `--design-frame W×H` is accepted like every command that resolves values, and changes
/// nothing here: a table's keys are window widths and size classes and its values (and the
/// `ScalingRule` multipliers) are used as written, whatever frame the design is drawn at
/// (Behavior Reference › Design frame). The command says so in a note on standard error.
enum BreakpointsCommand {
  /// The Split View panes tried in each orientation, "full" first.
  static let panes: [SplitFraction] = [.full, .oneThird, .half, .twoThirds]

  /// One window of the report and the table's answer there.
  struct Row {
    let device: DeviceProfile
    let orientation: Orientation
    let split: SplitFraction
    let configuration: DimensConfiguration
    let entry: Breakpoints<Double>.Entry?
    let scaled: Double?
  }

  /// Runs `breakpoints`.
  static func run(_ parsed: ParsedArguments, _ streams: inout Command.Streams) throws(UsageError)
    -> Int32
  {
    guard let text = parsed.positionals.first else {
      throw UsageError("breakpoints needs a table such as '[w320: 80, wC.phone: 100, wAny: 60]'")
    }
    guard parsed.positionals.count == 1 else {
      throw UsageError(
        "breakpoints takes one table, got \(parsed.positionals.count) arguments (quote it)")
    }
    let table: Breakpoints<Double>
    do {
      table = try Breakpoints<Double>(parsing: text)
    } catch {
      throw UsageError("'\(UsageError.shown(text))': \(error)")
    }
    let devices = try parsed.value(Options.devices) ?? DeviceCatalog.all
    let category = try parsed.value(Options.category)
    let value = try parsed.value(Options.value)
    let rounding = try parsed.value(Options.rounding)
    if rounding != nil, value == nil { throw UsageError("--rounding needs --value") }
    let format = try parsed.value(Options.format) ?? .text
    let frame = try DesignFrameArgument.frame(parsed)
    let rule = ScalingRule(multipliers: table)
    let rows = devices.flatMap { device in
      device.orientations.flatMap { orientation in
        panes.compactMap { split -> Row? in
          guard
            let c = device.configuration(
              orientation: orientation, split: split, category: category)?
              .replacingDesignFrame(frame)
          else { return nil }
          return Row(
            device: device, orientation: orientation, split: split, configuration: c,
            entry: table.entry(for: c),
            scaled: value.map { rule.scale($0, c, rounding: rounding ?? .pixels) })
        }
      }
    }
    // Policy: an overflowing scaled value is bad input like `1e308.wdp` (exit status 2, one
    // `error:` line naming --value), never an `inf` cell or a JSON null.
    if let value, let row = rows.first(where: { !($0.scaled?.isFinite ?? true) }) {
      throw UsageError(
        "--value: \(value.shown) scaled on \(row.device.name) is not finite")
    }
    let header = value.map { ($0).shown + " scaled" }
    if let frame {
      streams.error.writeLine(
        "note: --design-frame \(frame.width.shown)x\(frame.height.shown) changes no value here: "
          + "breakpoint keys and values (and ScalingRule multipliers) are used as written")
    }
    switch format {
    case .text: streams.output.write(humanTable(rows, scaledHeader: header).text())
    case .markdown: streams.output.write(humanTable(rows, scaledHeader: header).markdown())
    case .csv: streams.output.write(machineTable(rows, withScaled: value != nil).csv())
    case .json: streams.output.write(JSONText.render(document(table, rows, value: value)) + "\n")
    }
    return CommandLineTool.success
  }

  /// Columns for people: values and scaled values to at most 6 decimals.
  static func humanTable(_ rows: [Row], scaledHeader: String?) -> TabularData {
    var columns: [TabularData.Column] = [
      .left("device"), .left("orientation"), .left("split"), .left("window"), .left("class"),
      .left("key"), .right("value"),
    ]
    if let scaledHeader { columns.append(.right(scaledHeader)) }
    let cells = rows.map { row -> [String] in
      let c = row.configuration
      return [
        row.device.name, row.orientation.rawValue, AuditReportDocument.pane(row.split),
        c.screenWidth.shown + "×" + c.screenHeight.shown,
        SizeClass.horizontal(in: c) == .compact ? "wC" : "wR",
        row.entry.map { "\($0.key)" } ?? "–", row.entry.map { ($0.value).shown } ?? "–",
      ] + (row.scaled.map { [$0.shown] } ?? [])
    }
    return TabularData(columns: columns, rows: cells)
  }

  /// Columns for programs, full precision, empty cells where no key matches.
  static func machineTable(_ rows: [Row], withScaled: Bool) -> TabularData {
    let headers =
      [
        "device", "identifier", "family", "orientation", "split", "width", "height", "sizeClass",
        "key", "value",
      ] + (withScaled ? ["scaled"] : [])
    let cells = rows.map { row -> [String] in
      let c = row.configuration
      return [
        row.device.name, row.device.identifier, row.device.family.rawValue,
        row.orientation.rawValue, AuditReportDocument.pane(row.split), "\(c.screenWidth)",
        "\(c.screenHeight)",
        SizeClass.horizontal(in: c).rawValue, row.entry.map { "\($0.key)" } ?? "",
        row.entry.map { "\($0.value)" } ?? "",
      ] + (row.scaled.map { ["\($0)"] } ?? [])
    }
    return TabularData(headers: headers, rows: cells)
  }

  /// The JSON document: the table as read back, then one object per row.
  static func document(
    _ table: Breakpoints<Double>, _ rows: [Row], value: Double?
  ) -> JSONText.Document {
    let rowDocuments = rows.map { row -> JSONText.Document in
      let c = row.configuration
      var members: [(key: String, value: JSONText.Document)] = [
        ("device", .string(row.device.name)), ("identifier", .string(row.device.identifier)),
        ("family", .string(row.device.family.rawValue)),
        ("orientation", .string(row.orientation.rawValue)),
        ("split", .string(AuditReportDocument.pane(row.split))),
        ("width", .number(c.screenWidth)), ("height", .number(c.screenHeight)),
        ("sizeClass", .string(SizeClass.horizontal(in: c).rawValue)),
        ("key", row.entry.map { .string("\($0.key)") } ?? .null),
        ("value", row.entry.map { .number($0.value) } ?? .null),
      ]
      if let scaled = row.scaled { members.append(("scaled", .number(scaled))) }
      return .object(members)
    }
    return .object([
      ("table", .string("\(table)")), ("value", value.map { .number($0) } ?? .null),
      ("rows", .array(rowDocuments)),
    ])
  }
}

extension Command {
  /// `appdimens breakpoints` (see ``BreakpointsCommand``).
  static let breakpoints = Command(
    "breakpoints", "which key of a breakpoint table wins, per device and pane",
    arguments: "TABLE",
    argumentHelp: [
      (
        "TABLE",
        "a Swift dictionary literal: '[w320: 80, wC.phone: 100, wR.all: 140, wAny: 60]' (keys "
          + "w320…w1366, .width(390), wC/wR .phone/.pad/.all, wAny, the text sizes "
          + ".textSize(from: .xLarge, through: .xxxLarge) and .accessibilityTextSizes, any key "
          + ".default)"
      )
    ],
    options: [
      Options.devices.spec, Options.category.spec, Options.value.spec, Options.rounding.spec,
      Options.designFrame.spec, Options.format.spec,
    ]
  ) { parsed, streams throws(UsageError) in try BreakpointsCommand.run(parsed, &streams) }
}
