/// The `--devices` and `--format` values shared by `table` and `devices`.
enum DeviceSelection {
  /// The devices a `--devices` list names: `all`, family names (`phones`, `pad`, …) and device
  /// names, comma-separated, in the order given; all devices when absent. A name that fits
  /// several classes ("Apple Watch Series 9", "iPad Pro 11") selects all of them.
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
      } else if case let named = DeviceCatalog.devices(named: item), !named.isEmpty {
        matched = named
      } else {
        let families = (["all"] + DeviceFamily.allCases.map(\.pluralName)).map { ($0, [$0]) }
        let family = NameMatching.nearest(to: item, among: families, limit: 1).first
        throw UsageError(
          "--devices: unknown family or device '\(CommandArguments.shown(item))'"
            + (family.map { " (did you mean '\($0)'?)" } ?? DeviceSuggestions.hint(for: item)
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
