#if canImport(SwiftUI)
  import SwiftUI

  // Apple adapter: SwiftUI's Dynamic Type size and size classes as the portable values the
  // engine understands, and back (for previews). The category conversions are the package's
  // ONE public spelling of each direction (`DynamicTypeCategory(size)`, `.dynamicTypeSize`);
  // every module re-exports this one. The size-class conversions stay internal.

  extension ContentSizeCategory {
    /// The portable category of a SwiftUI Dynamic Type size; unknown future sizes → `.large`.
    public init(_ size: DynamicTypeSize) {
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

    /// The SwiftUI Dynamic Type size of this category.
    public var dynamicTypeSize: DynamicTypeSize {
      switch self {
      case .xSmall: .xSmall
      case .small: .small
      case .medium: .medium
      case .large: .large
      case .xLarge: .xLarge
      case .xxLarge: .xxLarge
      case .xxxLarge: .xxxLarge
      case .accessibility1: .accessibility1
      case .accessibility2: .accessibility2
      case .accessibility3: .accessibility3
      case .accessibility4: .accessibility4
      case .accessibility5: .accessibility5
      }
    }
  }

  extension UserInterfaceSizeClass {
    /// The SwiftUI size class of a portable one, nil when there is none (for previews).
    init?(_ sizeClass: SizeClass?) {
      switch sizeClass {
      case .compact: self = .compact
      case .regular: self = .regular
      case nil: return nil
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
