extension DimensConfiguration {
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
}
