// UIFontMetrics at a portable category, and the guide's image size helper.
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension UIFontMetrics {
    /// `UIFontMetrics`' own scaling of `value` at a portable category (its smooth curve, which
    /// differs slightly from the HIG table away from `.large`).
    public func scaledValue(for value: CGFloat, category: DynamicTypeCategory) -> CGFloat {
      scaledValue(
        for: value,
        compatibleWith: UITraitCollection(
          preferredContentSizeCategory: category.uiContentSizeCategory))
    }

    /// The side of an image that grows with text, never below its design size:
    /// `max(base, UIFontMetrics(forTextStyle: .largeTitle).scaledValue(for: base, …))`.
    ///
    /// Call it when `preferredContentSizeCategory` changed — from the handler of
    /// `registerForTraitChanges([UITraitPreferredContentSizeCategory.self])` on iOS 17 and
    /// later, from `traitCollectionDidChange(_:)` (deprecated in iOS 17) before — and set the
    /// width and height constraints to the result.
    public static func scaledImageSize(
      _ base: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil
    ) -> CGFloat {
      let metrics = UIFontMetrics(forTextStyle: TextStyle.largeTitle.uiFontTextStyle)
      return Swift.max(base, metrics.scaledValue(for: base, compatibleWith: traitCollection))
    }
  }
#endif
