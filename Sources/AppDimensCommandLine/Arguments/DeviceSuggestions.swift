import AppDimensDynamic

/// The "did you mean …?" tail of an unknown-device error: up to three nearest catalog names.
///
/// | given | hint |
/// |---|---|
/// | `iphone51` | ` (did you mean 'iPhone 15' or 'iPhone 16'?)` — whatever is within reach |
/// | `zzzz` | nil |
enum DeviceSuggestions {
  /// How many names an error suggests at most.
  static let limit = 3

  /// The catalog device `name` names, or the usage error for `flag` (`--device`, `"device"`)
  /// with the nearest names.
  static func profile(named name: String, flag: String) throws(UsageError) -> DeviceProfile {
    guard let profile = DeviceCatalog.find(name) else {
      throw UsageError(
        "\(flag): unknown device '\(CommandArguments.shown(name))'"
          + (hint(for: name) ?? "; run 'appdimens devices' for the list"))
    }
    return profile
  }

  /// ` (did you mean 'a', 'b' or 'c'?)` for the catalog names nearest to `name`, or nil when
  /// none is plausibly close.
  static func hint(for name: String) -> String? {
    let names = DeviceCatalog.suggestions(for: name, limit: limit).map { "'\($0)'" }
    guard let last = names.last else { return nil }
    let list =
      names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    return " (did you mean \(list)?)"
  }
}
