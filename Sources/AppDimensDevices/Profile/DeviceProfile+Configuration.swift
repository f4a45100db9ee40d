extension DeviceProfile {
  /// The configuration of a full-screen window on this device.
  ///
  /// - Parameters:
  ///   - orientation: Portrait or landscape; ignored by devices that do not rotate (watch, TV,
  ///     Vision Pro), which always use their natural size.
  ///   - category: The Dynamic Type category; nil uses the device's ``defaultCategory``. The
  ///     font scale follows the category on the device's platform (body ÷ 17 on iPhone, iPad
  ///     and Vision Pro, watch body ÷ 16 on Apple Watch, 1 on Apple TV; Behavior Reference ›
  ///     Dynamic Type).
  /// - Returns: The window size, display scale, density, idiom, mode and the size classes of
  ///   ``sizeClasses(orientation:split:)``; the maximum window size equals the window, so
  ///   `isMultiWindow` is false.
  ///
  /// | device | orientation | window | size classes (h/v) |
  /// |---|---|---|---|
  /// | iPhone 15 | portrait | 393 × 852 | compact / regular |
  /// | iPhone 15 | landscape | 852 × 393 | compact / compact |
  /// | iPhone 17 Pro Max | landscape | 956 × 440 | regular / compact |
  /// | iPad Pro 13-inch (M4) | landscape | 1376 × 1032 | regular / regular |
  public func configuration(
    orientation: Orientation = .portrait, category: ContentSizeCategory? = nil
  ) -> DimensConfiguration {
    let size = screenSize(orientation)
    return makeConfiguration(
      windowWidth: size.width, screen: size, split: .full, category: category)
  }

  /// The configuration of a Split View pane on this device, or nil when the device has no
  /// such pane.
  ///
  /// The window is the pane (its width × the full height) and the maximum window size is the
  /// whole screen, so every pane but `.full` is multi-window (the `i` variants return the base
  /// value there). nil when the device has no Split View (not an iPad) or the fraction does
  /// not exist in that orientation (portrait `.half`); `.full` always succeeds.
  ///
  /// | device | orientation | split | window | horizontal size class |
  /// |---|---|---|---|---|
  /// | iPad Pro 12.9-inch | landscape | half | 678 × 1024 | regular |
  /// | iPad Air 11-inch | landscape | half | 585 × 820 | compact |
  /// | iPad Pro 13-inch (M4) | portrait | twoThirds | 647 × 1376 | compact |
  /// | iPad mini (A17 Pro) | portrait | half | – | – (nil) |
  public func configuration(
    orientation: Orientation = .portrait, split: SplitFraction,
    category: ContentSizeCategory? = nil
  ) -> DimensConfiguration? {
    let size = screenSize(orientation)
    if split == .full {
      return makeConfiguration(
        windowWidth: size.width, screen: size, split: .full, category: category)
    }
    guard family.rotates, let splitView,
      let paneWidth = splitView.width(split, orientation: orientation, screenWidth: size.width)
    else { return nil }
    return makeConfiguration(windowWidth: paneWidth, screen: size, split: split, category: category)
  }

  /// The size classes of a window of this device.
  ///
  /// Phones and pads follow the HIG's device size classes (Layout › "Device size classes"):
  /// phones are compact/regular in portrait; in landscape regular/compact on the 414–440 pt
  /// wide models (Plus, Max, XR, 11, Air) and compact/compact on the others. iPads are
  /// regular/regular full screen; their panes compact except landscape 2/3, and landscape 1/2
  /// on the 1366-pt-wide screens (12.9" and 13"); height always regular. A watch is
  /// compact/compact. Apple TV and the Vision Pro window, for which Apple publishes no table,
  /// follow the package's rule (``/AppDimens/SizeClass/derivedHorizontal(idiom:screenWidth:screenHeight:)``):
  /// regular/regular at their sizes.
  ///
  /// | family | orientation, pane | horizontal / vertical |
  /// |---|---|---|
  /// | phone | portrait | compact / regular |
  /// | phone (414–440 pt wide) | landscape | regular / compact |
  /// | phone (others) | landscape | compact / compact |
  /// | pad | full screen | regular / regular |
  /// | pad | landscape 1/3, portrait 2/3 | compact / regular |
  /// | watch | – | compact / compact |
  /// | tv, vision | – | regular / regular |
  public func sizeClasses(
    orientation: Orientation, split: SplitFraction = .full
  ) -> (horizontal: SizeClass, vertical: SizeClass) {
    switch family {
    case .phone:
      guard orientation == .landscape else { return (.compact, .regular) }
      return (min(width, height) >= 414 ? .regular : .compact, .compact)
    case .pad:
      let horizontal: SizeClass
      switch (split, orientation) {
      case (.full, _), (.twoThirds, .landscape): horizontal = .regular
      case (.half, .landscape): horizontal = max(width, height) >= 1366 ? .regular : .compact
      case (.oneThird, _), (.twoThirds, .portrait), (.half, .portrait): horizontal = .compact
      }
      return (horizontal, .regular)
    case .watch, .tv, .vision:
      let size = screenSize(orientation)
      return (
        SizeClass.derivedHorizontal(
          idiom: idiom, screenWidth: size.width, screenHeight: size.height),
        SizeClass.derivedVertical(idiom: idiom, screenWidth: size.width, screenHeight: size.height)
      )
    }
  }

  /// Builds the configuration of a window `windowWidth` wide on a screen of `screen` points.
  private func makeConfiguration(
    windowWidth: Double, screen: (width: Double, height: Double), split: SplitFraction,
    category: ContentSizeCategory?
  ) -> DimensConfiguration {
    let orientation: Orientation = screen.width > screen.height ? .landscape : .portrait
    let classes = sizeClasses(orientation: orientation, split: split)
    return DimensConfiguration(
      screenWidth: windowWidth, screenHeight: screen.height, displayScale: displayScale,
      contentSizeCategory: category ?? defaultCategory, uiMode: uiMode, idiom: idiom,
      horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
      maximumWindowWidth: screen.width, maximumWindowHeight: screen.height,
      pixelsPerInch: pixelsPerInch)
  }
}

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
