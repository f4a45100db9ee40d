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
