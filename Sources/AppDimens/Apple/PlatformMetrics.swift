#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #endif

  // Apple adapter: the two window metrics SwiftUI's environment does not carry — the device
  // idiom and the screen the window is on — read per platform, in this one file.

  /// Platform reads for the SwiftUI provider.
  @MainActor
  enum PlatformMetrics {
    /// The interface idiom of this device.
    static var idiom: DeviceIdiom {
      #if canImport(UIKit)
        DeviceIdiom(UIDevice.current.userInterfaceIdiom)
      #elseif os(macOS)
        .mac
      #else
        .unspecified
      #endif
    }

    /// An invisible view that reports the size of the screen showing its window into
    /// `screenSize`; nothing on platforms without a UIKit scene (macOS: the screen stays
    /// unknown, so a resized Mac window never counts as multi-window).
    @ViewBuilder
    static func screenReader(_ screenSize: Binding<CGSize?>) -> some View {
      #if canImport(UIKit)
        SceneScreenReader(screenSize: screenSize)
      #else
        EmptyView()
      #endif
    }
  }
#endif
