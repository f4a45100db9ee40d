/// Short device names for labels in drawings, and the width text takes, estimated without
/// font metrics.
///
/// | name | short |
/// |---|---|
/// | iPhone SE (3rd generation) | iPhone SE (3rd gen) |
/// | iPad Air 11-inch (M2/M3) | iPad Air 11-inch (M2/M3) |
/// | Apple Watch Series 9 (41 mm) | Watch Series 9 (41 mm) |
/// | Apple Vision Pro (default window) | Vision Pro |
enum DeviceLabel {
  /// The name without "Apple ", with "generation" shortened to "gen" and without the Vision
  /// Pro's "(default window)"; the other parenthesised details stay, because they tell
  /// screen classes apart (several iPads and iPhones share a model name).
  static func short(_ name: String) -> String {
    var label = name.hasPrefix("Apple ") ? String(name.dropFirst(6)) : name
    if label.hasSuffix(" (default window)") { label.removeLast(" (default window)".count) }
    return label.replacingGeneration()
  }

  /// An estimate of the width of `text` in a sans-serif font of `size` px: 0.58 em per
  /// character, a little wide for most text so laid-out labels do not touch.
  ///
  /// ```
  /// width = characters × 0.58 × size
  /// ```
  ///
  /// | text | size | width |
  /// |---|---|---|
  /// | "iPhone 15" | 11 | 57.42 |
  /// | "" | 13 | 0 |
  static func estimatedWidth(_ text: String, size: Double) -> Double {
    Double(text.count) * 0.58 * size
  }
}

extension String {
  /// The text with " generation)" written " gen)".
  fileprivate func replacingGeneration() -> String {
    guard hasSuffix(" generation)") else { return self }
    return String(dropLast(" generation)".count)) + " gen)"
  }
}
