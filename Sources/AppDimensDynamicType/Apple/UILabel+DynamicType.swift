// UIKit views configured for Dynamic Type as the guide says: wrap, and let UIKit re-apply the
// scaled font when the category changes.
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension UILabel {
    /// Makes the label grow with Dynamic Type: sets `font` when given,
    /// `adjustsFontForContentSizeCategory = true` and `numberOfLines = 0`.
    ///
    /// Pin its top and bottom to the container so it can grow.
    @MainActor
    public func adoptDynamicType(font: UIFont? = nil) {
      if let font { self.font = font }
      adjustsFontForContentSizeCategory = true
      numberOfLines = 0
    }
  }

  extension UIButton {
    /// Makes the button's title grow with Dynamic Type (its `titleLabel`, as for a label).
    @MainActor
    public func adoptDynamicType(font: UIFont? = nil) {
      titleLabel?.adoptDynamicType(font: font)
    }
  }
#endif
