#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Renders this view on a catalog device, in any orientation, Split View pane and Dynamic
    /// Type category, without a simulator.
    ///
    /// ```swift
    /// struct DashboardPreviews: PreviewProvider {
    ///   static var previews: some View {
    ///     Dashboard().appDimensPreview(.iPhone15, orientation: .landscape, category: .accessibility3)
    ///     Dashboard().appDimensPreview(.iPadPro13M4, orientation: .landscape, split: .oneThird)
    ///   }
    /// }
    /// ```
    ///
    /// The configuration is ``DeviceProfile/previewConfiguration(orientation:split:category:)``
    /// (a pane the device lacks shows the full screen); the view gets it in the environment, a
    /// frame of the window's size and its Dynamic Type size and size classes (see
    /// `appDimensPreview(_:)` for a configuration of your own). Works in `#Preview` and
    /// `PreviewProvider` alike; do not combine with `.appDimens()`.
    ///
    /// - Parameters:
    ///   - device: A catalog profile such as `.iPhone15`, `.iPadPro13M4`, `.appleWatch45mm`.
    ///   - orientation: Portrait (the default) or landscape; ignored by devices that do not rotate.
    ///   - split: The Split View pane; `.full` (the default) is the whole screen.
    ///   - category: The Dynamic Type category; nil uses the device's default.
    ///   - designFrame: The frame the design is drawn at, as given to `.appDimens(designFrame:)`;
    ///     nil draws for the 300 × 533-point baseline.
    public func appDimensPreview(
      _ device: DeviceProfile,
      orientation: Orientation = .portrait,
      split: SplitFraction = .full,
      category: DynamicTypeCategory? = nil,
      designFrame: CGSize? = nil
    ) -> some View {
      // Policy: `DynamicTypeCategory`, not `ContentSizeCategory`: this file imports SwiftUI,
      // whose deprecated enum of that name would make the parameter type ambiguous.
      appDimensPreview(
        device.previewConfiguration(orientation: orientation, split: split, category: category)
          .replacingDesignFrame(designFrame.map(DesignFrame.init)))
    }

    /// Lays this view out once per cell of a preview matrix — every device × orientation ×
    /// Split View pane × Dynamic Type category a device can show, each once — captioned
    /// "iPhone 15 · Landscape · accessibility3".
    ///
    /// ```swift
    /// struct DashboardMatrix: PreviewProvider {
    ///   static var previews: some View {
    ///     Dashboard().appDimensPreviewMatrix(
    ///       [.iPhoneSE3, .iPhone15ProMax, .iPadPro13M4],
    ///       orientations: [.portrait, .landscape],
    ///       categories: [nil, .accessibility3])
    ///   }
    /// }
    /// ```
    ///
    /// The cells are ``PreviewMatrix/cells(devices:orientations:splits:categories:)`` (which
    /// says what is left out); each is ``appDimensPreview(_:orientation:split:category:designFrame:)``
    /// of its window, named with `previewDisplayName`, which names each preview of a
    /// `PreviewProvider`.
    public func appDimensPreviewMatrix(
      _ devices: [DeviceProfile],
      orientations: [Orientation] = [.portrait],
      splits: [SplitFraction] = [.full],
      categories: [DynamicTypeCategory?] = [nil]
    ) -> some View {
      let cells = PreviewMatrix.cells(
        devices: devices, orientations: orientations, splits: splits, categories: categories)
      return ForEach(cells) { cell in
        self.appDimensPreview(cell.configuration).previewDisplayName(cell.title)
      }
    }
  }
#endif
