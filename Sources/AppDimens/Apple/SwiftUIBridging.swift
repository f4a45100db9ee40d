#if canImport(SwiftUI)
  import SwiftUI

  // Apple adapter: SwiftUI's Dynamic Type size and size classes as the portable values the
  // engine understands. Internal on purpose: public conversions between the package's and the
  // SDK's types should be declared once for the whole package, not per adapter.

  extension ContentSizeCategory {
    /// The portable category of a SwiftUI Dynamic Type size (a future size maps to `.large`).
    init(_ size: DynamicTypeSize) {
      switch size {
      case .xSmall: self = .xSmall
      case .small: self = .small
      case .medium: self = .medium
      case .large: self = .large
      case .xLarge: self = .xLarge
      case .xxLarge: self = .xxLarge
      case .xxxLarge: self = .xxxLarge
      case .accessibility1: self = .accessibility1
      case .accessibility2: self = .accessibility2
      case .accessibility3: self = .accessibility3
      case .accessibility4: self = .accessibility4
      case .accessibility5: self = .accessibility5
      @unknown default: self = .large
      }
    }
  }

  extension SizeClass {
    /// The portable size class of a SwiftUI size class, nil when SwiftUI reports none.
    init?(_ sizeClass: UserInterfaceSizeClass?) {
      switch sizeClass {
      case .compact: self = .compact
      case .regular: self = .regular
      case nil: return nil
      @unknown default: return nil
      }
    }
  }
#endif
