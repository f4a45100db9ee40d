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

  /// The side of the reference a qualifier divides by, after `inverter` had its say: the `D` of
  /// `r = d ÷ D` — 300 without a design frame, the frame's `min(W, H)`, `W` or `H` with one
  /// (Behavior Reference › Design frame).
  ///
  /// | window | design frame | qualifier | inverter | D |
  /// |---|---|---|---|---|
  /// | 390 × 844 | none | height | default | 300 |
  /// | 390 × 844 | 375 × 812 | smallWidth | default | 375 |
  /// | 390 × 844 | 375 × 812 | height | default | 812 |
  /// | 844 × 390 | 375 × 812 | smallWidth | swToLw | 375 (the frame's width) |
  @inlinable
  public func referenceDimension(_ qualifier: DpQualifier, inverter: Inverter = .default)
    -> Double
  {
    reference.dimension(inverter.apply(to: qualifier, orientation: orientation))
  }

  /// The linear ratio `r = d ÷ D` of a qualifier after `inverter`: the window's dimension over
  /// the reference's (``referenceDimension(_:inverter:)``), the factor of `sdp`, `wdp`, `hdp`.
  ///
  /// | window | design frame | qualifier | r |
  /// |---|---|---|---|
  /// | 390 × 844 | none | smallWidth | 1.3 |
  /// | 390 × 844 | 390 × 844 | height | 1 |
  /// | 820 × 1180 | 390 × 844 | width | 2.102564 |
  @inlinable
  public func ratio(_ qualifier: DpQualifier, inverter: Inverter = .default) -> Double {
    let (d, side) = dimensionAndReference(qualifier, inverter: inverter)
    return d / side
  }

  /// `(d, D)`: the window's dimension and the reference's side for a qualifier, from ONE
  /// application of the inverter and one switch, for the formulas that read both.
  //
  // Policy: the principal formula, the curves and the Auto factor read both numbers; asking for
  // them separately applied the inverter and switched over the qualifier twice per call, which a
  // qualifier held in a chain (not a literal) pays at run time.
  @inlinable @inline(__always)
  package func dimensionAndReference(_ qualifier: DpQualifier, inverter: Inverter)
    -> (window: Double, reference: Double)
  {
    switch inverter.apply(to: qualifier, orientation: orientation) {
    case .smallWidth: (smallestWidth, reference.smallWidth)
    case .width: (screenWidth, reference.width)
    case .height: (screenHeight, reference.height)
    }
  }
}
