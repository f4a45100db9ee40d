extension DeviceProfile {
  /// The configuration a preview of this device shows: the Split View pane when the device
  /// has it, otherwise the full screen — a preview always has a window.
  ///
  /// This is the portable half of the SwiftUI helper
  /// `.appDimensPreview(.iPhone15, orientation: .landscape, category: .accessibility3)`; the
  /// view is framed to the configuration's window and gets its Dynamic Type size.
  ///
  /// ```
  /// preview = configuration(orientation, split, category)   when that pane exists
  ///           configuration(orientation, category)          otherwise (full screen)
  /// ```
  ///
  /// | device | orientation | split | window |
  /// |---|---|---|---|
  /// | iPhone 15 | landscape | full | 852 × 393 |
  /// | iPhone 15 | portrait | half | 393 × 852 (no Split View on phones) |
  /// | iPad Pro 12.9-inch | landscape | half | 678 × 1024 |
  /// | iPad mini (A17 Pro) | portrait | half | 744 × 1133 (no portrait half pane) |
  ///
  /// - Parameters:
  ///   - orientation: Portrait or landscape; ignored by devices that do not rotate.
  ///   - split: The Split View pane; `.full` (the default) is the whole screen.
  ///   - category: The Dynamic Type category; nil uses the device's ``defaultCategory``.
  public func previewConfiguration(
    orientation: Orientation = .portrait, split: SplitFraction = .full,
    category: ContentSizeCategory? = nil
  ) -> DimensConfiguration {
    // Policy: a missing pane is a preview request that cannot be honoured literally; showing
    // the full screen keeps the canvas useful, and `configuration(orientation:split:category:)`
    // stays the strict, optional API for code that must know.
    configuration(orientation: orientation, split: split, category: category)
      ?? configuration(orientation: orientation, category: category)
  }
}
