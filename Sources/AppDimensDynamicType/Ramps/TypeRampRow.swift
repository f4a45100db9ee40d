/// One cell of a printed type ramp: a category with the style's metrics and both growths there.
public struct TypeRampCell: Hashable, Sendable {
  /// The category of the column (for fixed-size platforms, `.large`, standing for every one).
  public let category: ContentSizeCategory
  /// The HIG size and leading.
  public let metrics: TypeMetrics
  /// The size divided by the style's size at `.large`: the font ramp.
  public let scale: Double
  /// What `UIFontMetrics` multiplies a value by here (the metrics curve, before rounding).
  public let metricsScale: Double

  /// Creates a cell.
  public init(
    category: ContentSizeCategory, metrics: TypeMetrics, scale: Double, metricsScale: Double
  ) {
    self.category = category
    self.metrics = metrics
    self.scale = scale
    self.metricsScale = metricsScale
  }
}

/// One style's row of a printed type ramp, for tables such as `appdimens type`.
///
/// ```
/// cells        = the platform's own categories (``TypeRamp/categories(platform:)``), up to the cap
/// scale        = size(style, category) ÷ size(style, .large)             (the font ramp)
/// metricsScale = DynamicType.scale(relativeTo: style, category, platform, curve: .metrics)
/// ```
///
/// | call | cells of body |
/// |---|---|
/// | `rows(platform: .iOS, maxSize: .accessibility3)` | xSmall … accessibility3 (10) |
/// | `rows(platform: .watchOS)` | the 9 watch categories, accessibility3 last (23 pt) |
/// | `rows(platform: .macOS)` | one cell, 13 pt |
/// | `rows(platform: .tvOS)` | one cell, 29 pt |
public struct TypeRampRow: Hashable, Sendable {
  /// The style of the row.
  public let style: TextStyle
  /// The style's HIG weight on the platform.
  public let weight: FontWeight
  /// The cells, in category order.
  public let cells: [TypeRampCell]

  /// Creates a row.
  public init(style: TextStyle, weight: FontWeight, cells: [TypeRampCell]) {
    self.style = style
    self.weight = weight
    self.cells = cells
  }
}

extension TypeRamp {
  /// The categories a platform's ramp has columns for, in order
  /// (``/AppDimens/DimensPlatform/categories``).
  ///
  /// | platform | categories |
  /// |---|---|
  /// | iOS, visionOS | all twelve |
  /// | watchOS | xSmall, small, large … accessibility3 (nine; no medium, AX4, AX5) |
  /// | macOS, tvOS, carPlay | large only (fixed sizes) |
  public static func categories(platform: DimensPlatform) -> [ContentSizeCategory] {
    platform.categories
  }

  /// The printed ramp of `platform`: one row per style, cells up to `maxSize`.
  ///
  /// - Parameters:
  ///   - platform: The ramp to print (default iOS).
  ///   - maxSize: The last column to include (default `.accessibility5`, every one).
  ///   - styles: The rows to include, in this order (default: the styles the platform
  ///     publishes). A style the platform does not publish uses its stand-in's numbers.
  /// - Returns: The rows. macOS and tvOS always have their one fixed-size cell.
  public static func rows(
    platform: DimensPlatform = .iOS,
    maxSize: ContentSizeCategory = .accessibility5,
    styles: [TextStyle]? = nil
  ) -> [TypeRampRow] {
    // Policy: fixed-size platforms keep their single column whatever the cap.
    let columns = categories(platform: platform).filter {
      !platform.supportsDynamicType || $0 <= maxSize
    }
    return (styles ?? Self.styles(platform: platform)).map { style in
      let reference = resolvedMetrics(style, .large, platform: platform)
      let cells = columns.compactMap { category -> TypeRampCell? in
        guard let metrics = resolvedMetrics(style, category, platform: platform),
          let reference
        else { return nil }
        return TypeRampCell(
          category: category, metrics: metrics, scale: metrics.size / reference.size,
          metricsScale: DynamicType.scale(
            relativeTo: style, category: category, platform: platform, curve: .metrics))
      }
      return TypeRampRow(style: style, weight: weight(style, platform: platform), cells: cells)
    }
  }
}
