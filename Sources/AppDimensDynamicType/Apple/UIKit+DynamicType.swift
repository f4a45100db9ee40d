// UIKit fonts that follow Dynamic Type through UIFontMetrics, capped at a category (the
// guide's `.font(with:weight:)` and `.font(ofSize:weight:scalingWith:)`).
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  // Policy: inside `extension UIFont`, `TextStyle` means `UIFont.TextStyle`; the portable style
  // is spelled with its module name.
  extension UIFont {
    /// A system font of `size` points at Large that scales like `style` through
    /// `UIFontMetrics` (the metrics curve: a custom size, as `scaledFont(for:)` grows it),
    /// never larger than its size at `maxSize` (default
    /// `.accessibility5`), for the traits given (default: the current ones):
    /// `label.font = .font(ofSize: 18, weight: .semibold, scalingWith: .headline)`.
    ///
    /// ```
    /// maximumPointSize = FontSpec(size, style).resolve(category: maxSize).pointSize
    ///                  = size × units(style, maxSize) ÷ units(style, .large)   (metrics curve)
    /// ```
    ///
    /// Pass the view's `traitCollection` for a font used outside a self-adjusting label (an
    /// attributed string, a button configuration, drawing): without it `UIFontMetrics` uses
    /// the app-wide setting, not the view's overridden traits.
    public static func font(
      ofSize size: CGFloat,
      weight: FontWeight? = nil,
      scalingWith style: AppDimensDynamicType.TextStyle = .body,
      maxSize: DynamicTypeCategory = DynamicType.defaultMaxSize,
      compatibleWith traitCollection: UITraitCollection? = nil
    ) -> UIFont {
      // Policy: UIFontMetrics does the scaling (it tracks the system, including trait
      // overrides); the cap is the portable metrics curve at `maxSize`, so it is the size
      // UIFontMetrics itself reaches there. A non-finite or ≤ 0 size falls back to the style's
      // own size, as `FontSpec` does.
      let spec = FontSpec(
        size: Double(size), style: style, weight: weight, maxSize: maxSize)
      let base = spec.resolve(category: .large, platform: .native)
      let maximum = spec.resolve(category: maxSize, platform: .native).pointSize
      let font = UIFont.systemFont(
        ofSize: CGFloat(base.pointSize), weight: base.weight.uiFontWeight)
      return UIFontMetrics(forTextStyle: style.uiFontTextStyle)
        .scaledFont(
          for: font, maximumPointSize: CGFloat(maximum), compatibleWith: traitCollection)
    }

    /// The custom font `name` at `size` points at Large (the style's size when nil), scaled
    /// exactly once: by the window when a configuration is given (as `ssp` scales text), then
    /// by `UIFontMetrics(forTextStyle: style)` from an unscaled base font, capped at its size at
    /// `maxSize`: `label.font = .font(named: "Avenir Next", ofSize: 17, weight: .medium)`.
    ///
    /// ```
    /// (base, maximum) = FontSpec(size, style, weight, maxSize, name).metricsSizes(in: configuration)
    /// font            = UIFontMetrics(forTextStyle: style)
    ///                     .scaledFont(for: UIFont(name, base), maximumPointSize: maximum)
    /// ```
    ///
    /// The base font is created here at its design size, so it is never one `UIFontMetrics`
    /// already scaled (Apple: "Do not specify a font that has already been scaled; doing so
    /// results in an exception"). With `weight`, `name` is a family name and the font is that
    /// family at the weight (`UIFontDescriptor` family and weight trait); without, `name` is
    /// a font name (`UIFont(name:size:)`). A name the system does not know gives the system
    /// font at the same sizes, so the text still grows. Pass the view's `traitCollection` for
    /// a font used outside a self-adjusting label, as for ``font(ofSize:weight:scalingWith:maxSize:compatibleWith:)``.
    public static func font(
      named name: String,
      ofSize size: CGFloat? = nil,
      weight: FontWeight? = nil,
      scalingWith style: AppDimensDynamicType.TextStyle = .body,
      maxSize: DynamicTypeCategory = DynamicType.defaultMaxSize,
      in configuration: DimensConfiguration? = nil,
      qualifier: DpQualifier = .smallWidth,
      compatibleWith traitCollection: UITraitCollection? = nil
    ) -> UIFont {
      // Policy: the sizes are the portable spec's; this only builds the font UIKit scales.
      let spec = FontSpec(
        size: size.map { Double($0) }, style: style, weight: weight, maxSize: maxSize,
        name: name)
      let sizes = spec.metricsSizes(in: configuration, qualifier: qualifier, platform: .native)
      let base = CGFloat(sizes.base)
      let font: UIFont
      switch spec.face(platform: .native) {
      case .system(let weight):
        font = .systemFont(ofSize: base, weight: weight.uiFontWeight)
      case .named(let name):
        font = UIFont(name: name, size: base) ?? .systemFont(ofSize: base)
      case .family(let family, let weight):
        let descriptor = UIFontDescriptor(fontAttributes: [
          .family: family,
          .traits: [UIFontDescriptor.TraitKey.weight: weight.uiFontWeight.rawValue],
        ])
        font = UIFont(descriptor: descriptor, size: base)
      }
      return UIFontMetrics(forTextStyle: style.uiFontTextStyle)
        .scaledFont(
          for: font, maximumPointSize: CGFloat(sizes.maximum), compatibleWith: traitCollection)
    }

    /// The system font of a standard `style` at its own size, on the font ramp — the font
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)` returns (body 53 pt at AX5, where a
    /// custom 17 pt through `UIFontMetrics` is 48) — at the traits' category capped at
    /// `maxSize`, with `weight` when it is not the style's own:
    /// `label.font = .font(with: .body, weight: .regular)`.
    ///
    /// ```
    /// category = min(traits' preferredContentSizeCategory, maxSize)   (traits: the given ones,
    ///                                                                  else UITraitCollection.current)
    /// font     = preferredFont(forTextStyle: style, at category)      weight nil or the style's
    ///          = systemFont(ofSize: that font's size, weight: weight) another weight
    /// ```
    ///
    /// The preferred font adjusts itself on a label with `adjustsFontForContentSizeCategory`,
    /// but UIKit then picks the size for the label's own category, past the cap: cap such a
    /// label with UIKit's `maximumContentSizeCategory` (iOS 15), or set the font again after a
    /// change. A font with another weight is fixed at its size: set it again when
    /// `preferredContentSizeCategory` changes.
    public static func font(
      with style: AppDimensDynamicType.TextStyle,
      weight: FontWeight? = nil,
      maxSize: DynamicTypeCategory = DynamicType.defaultMaxSize,
      compatibleWith traitCollection: UITraitCollection? = nil
    ) -> UIFont {
      // Policy: the platform's own preferred font is the ramp, so nothing is computed here;
      // the cap is the portable clamp, applied as the traits UIKit resolves the font for.
      let traits = traitCollection ?? UITraitCollection.current
      let category = DynamicType.clamp(
        DynamicTypeCategory(traits.preferredContentSizeCategory), maximum: maxSize)
      let capped = UITraitCollection(preferredContentSizeCategory: category.uiContentSizeCategory)
      let preferred = UIFont.preferredFont(
        forTextStyle: style.uiFontTextStyle, compatibleWith: capped)
      guard let weight, weight != TypeRamp.weight(style, platform: .native) else {
        return preferred
      }
      return UIFont.systemFont(ofSize: preferred.pointSize, weight: weight.uiFontWeight)
    }
  }
#endif

// UIFontMetrics at a portable category, and the guide's image size helper.
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension UIFontMetrics {
    /// `UIFontMetrics`' own scaling of `value` at a portable category: the metrics curve, which
    /// ``DynamicType/scaled(_:relativeTo:category:maxSize:minSize:platform:curve:displayScale:)``
    /// models (body 17 pt at `.accessibility3` is 37; the style's point size there is 40).
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

// UIKit: a stack view that becomes a column from a text size on (`TextSizeSwitch`).
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension UIStackView {
    /// Sets the axis for the stack's text size: horizontal below the switch's threshold,
    /// vertical from it on (at Apple's accessibility sizes by default):
    /// `row.applyTextSizeSwitch()`.
    ///
    /// The text size is the view's own `traitCollection.preferredContentSizeCategory` (an
    /// override above it counts); the decision is
    /// ``TextSizeSwitch/isStacked(category:platform:fontScale:)``. Call it again when
    /// `preferredContentSizeCategory` changes — from the handler of
    /// `registerForTraitChanges([UITraitPreferredContentSizeCategory.self])` on iOS 17 and
    /// later, from `traitCollectionDidChange(_:)` before.
    @MainActor
    public func applyTextSizeSwitch(_ rule: TextSizeSwitch = .accessibilitySizes) {
      let category = DynamicTypeCategory(traitCollection.preferredContentSizeCategory)
      let stacked = rule.isStacked(category: category, platform: .native, fontScale: 1)
      axis = stacked ? .vertical : .horizontal
    }
  }
#endif
