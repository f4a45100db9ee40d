extension ScreenIdentifier: CustomStringConvertible {
  /// The key in Swift spelling, as the literal parser reads it back.
  ///
  /// | key | description |
  /// |---|---|
  /// | `ScreenIdentifier.w320` | `w320` |
  /// | `.width(390)` | `.width(390)` |
  /// | `.width(390.5)` | `.width(390.5)` |
  /// | `ScreenIdentifier.wC.phone` | `wC.phone` |
  /// | `ScreenIdentifier.wR.all.default` | `wR.all.default` |
  /// | `ScreenIdentifier.wAny` | `wAny` |
  /// | `.textSize(from: .accessibility1)` | `.accessibilityTextSizes` |
  /// | `.textSize(from: .xLarge)` | `.textSize(from: .xLarge)` |
  /// | `.textSize(from: .xLarge, through: .xxxLarge).default` | `.textSize(from: .xLarge, through: .xxxLarge).default` |
  public var description: String {
    let mark = isDefault ? ".default" : ""
    switch kind {
    case .any:
      return "wAny" + mark
    case .textSize(let categories):
      let (lower, upper) = (categories.lowerBound, categories.upperBound)
      if lower == .accessibility1 && upper == .accessibility5 {
        return ".accessibilityTextSizes" + mark
      }
      let through = upper == .accessibility5 ? "" : ", through: .\(upper.rawValue)"
      return ".textSize(from: .\(lower.rawValue)\(through))" + mark
    case .width(let points):
      let number = Self.format(points)
      return
        (Self.adaptizerWidths.contains(points) ? "w\(number)" : ".width(\(number))") + mark
    case .sizeClass(let sizeClass, let idiom):
      let family = sizeClass == .compact ? "wC" : "wR"
      let member =
        switch idiom {
        case nil: "all"
        case .phone?: "phone"
        case .pad?: "pad"
        case let other?: "idiom(.\(other.rawValue))"
        }
      return "\(family).\(member)" + mark
    }
  }

  /// A width without a trailing `.0` when it is a whole number.
  static func format(_ points: Double) -> String {
    guard points.isFinite, points.rounded() == points, points.magnitude < 1e15 else {
      return "\(points)"
    }
    return "\(Int64(clamping: points))"
  }
}
