/// `appdimens table EXPR…`: every expression on every selected device, as a
/// ``ResolutionGrid`` in the chosen format.
///
/// Expressions are compiled before anything is printed, so a bad one is a usage error (exit 2)
/// with its column; repeated expressions are shown once.
enum TableCommand {
  /// The flags of `table`.
  static let flags: [CommandArguments.Flag] =
    ["devices", "split", "category", "format"].map { .init(name: $0, takesValue: true) }
    + [.init(name: "landscape", takesValue: false)]

  /// Runs `table` with the arguments after the command name.
  static func run<Output: CommandOutput>(
    _ arguments: [String], output: inout Output
  ) throws(UsageError) -> Int32 {
    let parsed = try CommandArguments(arguments, flags: flags)
    guard !parsed.positionals.isEmpty else {
      throw UsageError("table needs at least one expression, for example 16.sdp")
    }
    let expressions = try VisualOptions.compile(parsed.positionals)
    let devices = try DeviceSelection.devices(parsed.values["devices"])
    let split = try parsed.value(
      "split", expected: "1/3, 1/2 or 2/3", SplitFraction.init(parsing:))
    let category = try parsed.value(
      "category", expected: "one of " + OptionNames.categoryList, OptionNames.category)
    let format = try DeviceSelection.format(parsed)
    let grid = ResolutionGrid(
      devices: devices, orientation: parsed.switches.contains("landscape") ? .landscape : .portrait,
      split: split, category: category, expressions: expressions)
    output.write(grid.render(format))
    return CommandLineTool.success
  }
}

/// The `--devices` and `--format` values shared by `table` and `devices`.
enum DeviceSelection {
  /// The devices a `--devices` list names: `all`, family names (`phones`, `pad`, …) and device
  /// names, comma-separated, in the order given; all devices when absent.
  static func devices(_ list: String?) throws(UsageError) -> [DeviceProfile] {
    guard let list else { return DeviceCatalog.all }
    var devices: [DeviceProfile] = []
    for item in list.split(separator: ",").map(String.init) {
      let key = NameMatching.normalized(item)
      let matched: [DeviceProfile]
      if key == "all" {
        matched = DeviceCatalog.all
      } else if let family = DeviceFamily.allCases.first(where: {
        [$0.rawValue, $0.pluralName].contains(key)
      }) {
        matched = DeviceCatalog.devices(in: family)
      } else if let device = DeviceCatalog.find(item) {
        matched = [device]
      } else {
        let families = (["all"] + DeviceFamily.allCases.map(\.pluralName)).map { ($0, [$0]) }
        let hint =
          NameMatching.nearest(to: item, among: families, limit: 1).first
          ?? DeviceCatalog.suggestions(for: item, limit: 1).first
        throw UsageError(
          "--devices: unknown family or device '\(CommandArguments.shown(item))'"
            + (hint.map { " (did you mean '\($0)'?)" }
              ?? " (families: all, phones, pads, watches, tv, vision)"))
      }
      for device in matched where !devices.contains(device) { devices.append(device) }
    }
    guard !devices.isEmpty else { throw UsageError("--devices: the list is empty") }
    return devices
  }

  /// The `--format` value, text when absent.
  static func format(_ parsed: CommandArguments) throws(UsageError) -> OutputFormat {
    try parsed.value("format", expected: "text, csv, json or markdown", OutputFormat.init(name:))
      ?? .text
  }
}
