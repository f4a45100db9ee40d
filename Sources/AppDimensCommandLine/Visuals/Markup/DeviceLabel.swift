/// Short device names for labels in drawings, and the width text takes, estimated without
/// font metrics.
///
/// | name | short |
/// |---|---|
/// | iPhone SE (3rd generation) | iPhone SE |
/// | iPad Air 11-inch (M2/M3) | iPad Air 11-inch |
/// | Apple Watch Series 9 (41 mm) | Watch Series 9 (41 mm) |
/// | Apple Vision Pro (default window) | Vision Pro |
enum DeviceLabel {
  /// The name without "Apple " and without the parenthesised detail, which is kept only when
  /// it tells models apart by size ("(41 mm)").
  static func short(_ name: String) -> String {
    var label = name.hasPrefix("Apple ") ? String(name.dropFirst(6)) : name
    if let open = label.firstIndex(of: "("), label.hasSuffix(")") {
      let detail = label[label.index(after: open)..<label.index(before: label.endIndex)]
      if !detail.hasSuffix("mm") {
        label = String(label[..<open])
        while label.hasSuffix(" ") { label.removeLast() }
      }
    }
    return label
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
