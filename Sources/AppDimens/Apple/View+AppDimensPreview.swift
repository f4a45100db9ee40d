#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Renders this view as the content of a window with `configuration`, without a simulator:
    /// for previews and snapshot tests.
    ///
    /// ```swift
    /// struct DashboardPreviews: PreviewProvider {
    ///   static var previews: some View {
    ///     Dashboard()
    ///       .appDimensPreview(DimensConfiguration(screenWidth: 390, screenHeight: 844))
    ///   }
    /// }
    /// ```
    ///
    /// The view gets the window's configuration in the environment (what `.appDimens()` would
    /// install there), a frame of the window's size in points, and the Dynamic Type size and
    /// size classes of the configuration, so SwiftUI's own text styles and `horizontalSizeClass`
    /// readers agree with `@ScaledDimension`. For a catalog device, orientation and category
    /// use AppDimensDevices' `.appDimensPreview(.iPhone15, orientation:category:)`.
    ///
    /// - Note: Do not combine with `.appDimens()`: the provider would measure the preview canvas
    ///   and replace this configuration.
    public func appDimensPreview(_ configuration: DimensConfiguration) -> some View {
      // Policy: the frame is applied inside the environment writes, so the configuration also
      // reaches anything the caller attaches outside (an overlay, a border).
      frame(width: CGFloat(configuration.screenWidth), height: CGFloat(configuration.screenHeight))
        .environment(\.appDimensConfiguration, configuration)
        .environment(
          \.horizontalSizeClass, UserInterfaceSizeClass(configuration.horizontalSizeClass)
        )
        .environment(\.verticalSizeClass, UserInterfaceSizeClass(configuration.verticalSizeClass))
        .dynamicTypeSize(configuration.contentSizeCategory.dynamicTypeSize)
    }
  }
#endif
