extension DimensConfiguration {
  /// The platform the window belongs to, from its idiom, else its mode (see
  /// ``DimensPlatform/init(idiom:uiMode:)``); it decides the type ramp and Dynamic Type rule.
  ///
  /// | idiom | uiMode | platform |
  /// |---|---|---|
  /// | phone | normal | iOS |
  /// | tv | television | tvOS |
  /// | unspecified | watch | watchOS |
  /// | unspecified | normal | iOS |
  @inlinable
  public var platform: DimensPlatform { DimensPlatform(idiom: idiom, uiMode: uiMode) }

  /// The smaller window side, `min(width, height)` (Android's smallest width).
  @inlinable
  public var smallestWidth: Double { min(screenWidth, screenHeight) }

  /// The larger window side, `max(width, height)`.
  @inlinable
  public var largestWidth: Double { max(screenWidth, screenHeight) }

  /// Landscape when the window is wider than tall; a square window is portrait.
  @inlinable
  public var orientation: Orientation { screenWidth > screenHeight ? .landscape : .portrait }

  /// The aspect ratio `largest ÷ smallest` side, always ≥ 1.
  @inlinable
  public var aspectRatio: Double { largestWidth / smallestWidth }

  /// Whether the window is narrower or shorter than 95 % of its screen (Split View, Slide
  /// Over, Stage Manager, a resized Mac window).
  ///
  /// ```
  /// isMultiWindow = w < 0.95 × maximumWindowWidth  or  h < 0.95 × maximumWindowHeight
  /// ```
  @inlinable
  public var isMultiWindow: Bool {
    screenWidth < DimensBaseline.multiWindowThreshold * maximumWindowWidth
      || screenHeight < DimensBaseline.multiWindowThreshold * maximumWindowHeight
  }

  /// The window dimension a qualifier selects: smallest width, width or height.
  @inlinable
  public func dimension(_ qualifier: DpQualifier) -> Double {
    switch qualifier {
    case .smallWidth: smallestWidth
    case .width: screenWidth
    case .height: screenHeight
    }
  }

  /// The window dimension a qualifier selects after `inverter` had its say: the `d` of every
  /// formula (Behavior Reference › Principal scaling).
  ///
  /// | window | qualifier | inverter | d |
  /// |---|---|---|---|
  /// | 390 × 844 | smallWidth | swToLw | 390 (portrait: kept) |
  /// | 844 × 390 | smallWidth | swToLw | 844 (landscape: width) |
  /// | 844 × 390 | height | swToLw | 390 (starts elsewhere: kept) |
  @inlinable
  public func dimension(_ qualifier: DpQualifier, inverter: Inverter) -> Double {
    dimension(inverter.apply(to: qualifier, orientation: orientation))
  }
}
