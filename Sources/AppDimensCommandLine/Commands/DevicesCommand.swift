/// `appdimens devices`: the device catalog, in any output format.
///
/// One row per screen class. Text and Markdown show name, Swift identifier, family, points,
/// scale, density, diagonal and default text size (`–` where the platform has no Dynamic
/// Type), and the other marketing names of each class (text: in a list under the table, lines
/// of at most 100 characters; Markdown: an `also` column); CSV adds platform, idiom, mode,
/// names, aliases and the Split View widths; JSON holds everything.
enum DevicesCommand {
  /// Runs `devices`.
  static func run(_ parsed: ParsedArguments, _ output: inout any CommandOutput) throws(UsageError)
    -> Int32
  {
    try parsed.requireNoPositionals("devices")
    let devices = try parsed.value(Options.devices) ?? DeviceCatalog.all
    switch try parsed.value(Options.format) ?? .text {
    case .text: output.write(humanTable(devices, names: false).text() + namesList(devices))
    case .markdown: output.write(humanTable(devices, names: true).markdown())
    case .csv: output.write(machineTable(devices).csv())
    case .json: output.write(JSONText.render(.array(devices.map(document))) + "\n")
    }
    return CommandLineTool.success
  }

  static func humanTable(_ devices: [DeviceProfile], names: Bool) -> TabularData {
    let columns: [TabularData.Column] =
      [
        .left("device"), .left("identifier"), .left("family"), .left("points"), .right("@"),
        .right("ppi"), .right("inches"), .left("text"),
      ] + (names ? [.left("also")] : [])
    let rows = devices.map { device in
      [
        device.name, device.identifier, device.family.rawValue,
        device.width.shown + "×" + device.height.shown,
        device.displayScale.shown,
        device.pixelsPerInch.map(\.shown) ?? "–",
        device.diagonalInches.map(\.shown) ?? "–",
        device.platform.supportsDynamicType ? OptionNames.shortName(device.defaultCategory) : "–",
      ] + (names ? [device.names.dropFirst().joined(separator: ", ")] : [])
    }
    return TabularData(columns: columns, rows: rows)
  }

  /// The other marketing names of each class, under the text table: `name: a, b, c`, wrapped
  /// at 100 characters with a four-space indent; empty when no class has other names.
  static func namesList(_ devices: [DeviceProfile]) -> String {
    let named = devices.filter { $0.names.count > 1 }
    guard !named.isEmpty else { return "" }
    var lines = ["", "also named:"]
    for device in named {
      var line = "  " + device.name + ": "
      for (index, name) in device.names.dropFirst().enumerated() {
        let word = name + (index == device.names.count - 2 ? "" : ",")
        if line.count + word.count + 1 > 100, line.hasSuffix(",") {
          lines.append(line)
          line = "      " + word
        } else {
          line += (line.hasSuffix(": ") ? "" : " ") + word
        }
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func machineTable(_ devices: [DeviceProfile]) -> TabularData {
    let headers = [
      "device", "identifier", "family", "platform", "idiom", "uiMode", "width", "height", "scale",
      "ppi", "diagonal", "category", "names", "aliases", "landscapeThird", "landscapeHalf",
      "landscapeTwoThirds",
      "portraitThird", "portraitTwoThirds",
    ]
    let rows = devices.map { device -> [String] in
      let split = device.splitView
      let splitCells = [
        split?.landscapeThird, split?.landscapeHalf, split?.landscapeTwoThirds,
        split?.portraitThird, split?.portraitTwoThirds,
      ].map { $0.map { "\($0)" } ?? "" }
      return [
        device.name, device.identifier, device.family.rawValue, device.platform.rawValue,
        device.idiom.rawValue, device.uiMode.rawValue, "\(device.width)", "\(device.height)",
        "\(device.displayScale)",
        device.pixelsPerInch.map { "\($0)" } ?? "", device.diagonalInches.map { "\($0)" } ?? "",
        device.defaultCategory.rawValue, device.names.joined(separator: "; "),
        device.aliases.joined(separator: " "),
      ] + splitCells
    }
    return TabularData(headers: headers, rows: rows)
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
      ("names", .array(device.names.map { .string($0) })),
      ("aliases", .array(device.aliases.map { .string($0) })),
      ("platform", .string(device.platform.rawValue)),
      ("family", .string(device.family.rawValue)), ("idiom", .string(device.idiom.rawValue)),
      ("uiMode", .string(device.uiMode.rawValue)), ("width", .number(device.width)),
      ("height", .number(device.height)), ("scale", .number(device.displayScale)),
      ("ppi", device.pixelsPerInch.map { .number($0) } ?? .null),
      ("diagonal", device.diagonalInches.map { .number($0) } ?? .null),
      ("category", .string(device.defaultCategory.rawValue)), ("splitView", split),
    ])
  }
}

extension Command {
  /// `appdimens devices` (see ``DevicesCommand``).
  static let devices = Command(
    "devices", "the device catalog, one row per screen class",
    options: [Options.devices.spec, Options.format.spec]
  ) { parsed, streams throws(UsageError) in try DevicesCommand.run(parsed, &streams.output) }
}
