/// `appdimens devices`: the device catalog, in any output format.
///
/// Text and Markdown show name, Swift identifier, family, points, scale, density, diagonal and
/// default text size; CSV adds idiom, mode, aliases and the Split View widths; JSON holds
/// everything.
enum DevicesCommand {
  /// The flags of `devices`.
  static let flags: [CommandArguments.Flag] = [
    .init(name: "devices", takesValue: true), .init(name: "format", takesValue: true),
  ]

  /// Runs `devices` with the arguments after the command name.
  static func run<Output: CommandOutput>(
    _ arguments: [String], output: inout Output
  ) throws(UsageError) -> Int32 {
    let parsed = try CommandArguments(arguments, flags: flags)
    try parsed.requireNoPositionals("devices")
    let devices = try DeviceSelection.devices(parsed.values["devices"])
    let format = try DeviceSelection.format(parsed)
    switch format {
    case .text: output.write(humanTable(devices).text())
    case .markdown: output.write(humanTable(devices).markdown())
    case .csv: output.write(machineTable(devices).csv())
    case .json: output.write(JSONText.render(.array(devices.map(document))) + "\n")
    }
    return CommandLineTool.success
  }

  static func humanTable(_ devices: [DeviceProfile]) -> TabularData {
    let columns: [TabularData.Column] = [
      .init(header: "device", alignment: .left), .init(header: "identifier", alignment: .left),
      .init(header: "family", alignment: .left), .init(header: "points", alignment: .left),
      .init(header: "@", alignment: .right), .init(header: "ppi", alignment: .right),
      .init(header: "inches", alignment: .right), .init(header: "text", alignment: .left),
    ]
    let rows = devices.map { device in
      [
        device.name, device.identifier, device.family.rawValue,
        device.width.shown + "×" + device.height.shown,
        device.displayScale.shown,
        device.pixelsPerInch.map(\.shown) ?? "–",
        device.diagonalInches.map(\.shown) ?? "–",
        OptionNames.shortName(device.defaultCategory),
      ]
    }
    return TabularData(columns: columns, rows: rows)
  }

  static func machineTable(_ devices: [DeviceProfile]) -> TabularData {
    let headers = [
      "device", "identifier", "family", "idiom", "uiMode", "width", "height", "scale", "ppi",
      "diagonal", "category", "aliases", "landscapeThird", "landscapeHalf", "landscapeTwoThirds",
      "portraitThird", "portraitTwoThirds",
    ]
    let rows = devices.map { device -> [String] in
      let split = device.splitView
      let splitCells = [
        split?.landscapeThird, split?.landscapeHalf, split?.landscapeTwoThirds,
        split?.portraitThird, split?.portraitTwoThirds,
      ].map { $0.map { "\($0)" } ?? "" }
      return [
        device.name, device.identifier, device.family.rawValue, device.idiom.rawValue,
        device.uiMode.rawValue, "\(device.width)", "\(device.height)", "\(device.displayScale)",
        device.pixelsPerInch.map { "\($0)" } ?? "", device.diagonalInches.map { "\($0)" } ?? "",
        device.defaultCategory.rawValue, device.aliases.joined(separator: " "),
      ] + splitCells
    }
    return TabularData(columns: headers.map { .init(header: $0, alignment: .left) }, rows: rows)
  }

  static func document(_ device: DeviceProfile) -> JSONText.Document {
    let split: JSONText.Document =
      device.splitView.map { widths in
        .object([
          (
            "landscape",
            .array(
              [widths.landscapeThird, widths.landscapeHalf, widths.landscapeTwoThirds].map {
                .number($0)
              })
          ),
          (
            "portrait",
            .array([widths.portraitThird, widths.portraitTwoThirds].map { .number($0) })
          ),
        ])
      } ?? .null
    return .object([
      ("name", .string(device.name)), ("identifier", .string(device.identifier)),
      ("aliases", .array(device.aliases.map { .string($0) })),
      ("family", .string(device.family.rawValue)), ("idiom", .string(device.idiom.rawValue)),
      ("uiMode", .string(device.uiMode.rawValue)), ("width", .number(device.width)),
      ("height", .number(device.height)), ("scale", .number(device.displayScale)),
      ("ppi", device.pixelsPerInch.map { .number($0) } ?? .null),
      ("diagonal", device.diagonalInches.map { .number($0) } ?? .null),
      ("category", .string(device.defaultCategory.rawValue)), ("splitView", split),
    ])
  }
}
