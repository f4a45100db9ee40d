// SwiftUI fonts that follow Dynamic Type through the HIG table, capped (the guide's
// `.font(size:style:weight:)`, `.font(style:weight:)` and `applyButtonFont`).
#if canImport(SwiftUI)
  import SwiftUI

  /// Reads the environment's Dynamic Type size and applies the resolved system font.
  // Policy: the size comes from the portable table (`FontSpec.resolve`), so the cap works on
  // every platform and the number equals what the tests check: a standard style at its own
  // size on the font ramp (the size `.font(.body)` has), a custom size on the metrics curve
  // (what `UIFontMetrics.scaledFont(for:)` gives it). The platform and, where there is no
  // Dynamic Type, the font scale are the provider's (`appDimensText`): a Mac Catalyst window
  // with the Mac idiom gets the Mac's sizes and the app's own text size, as its configuration
  // does. That one value, not the whole configuration, is read, so a rotation or a resize
  // never re-renders the modifier, and without a provider it is the native platform at 1,
  // with no warning.
  struct DynamicTypeFontModifier: ViewModifier {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.appDimensText) private var text
    let spec: FontSpec

    func body(content: Content) -> some View {
      let font = spec.resolve(
        category: DynamicTypeCategory(dynamicTypeSize), platform: text.platform,
        fontScale: text.fontScale)
      return content.font(
        .system(size: CGFloat(font.pointSize), weight: font.weight.fontWeight, design: .default))
    }
  }

  extension View {
    /// Sets a system font of `size` points at Large that grows like `style` on the metrics
    /// curve — as `UIFontMetrics(forTextStyle: style).scaledFont(for:)` grows a custom size —
    /// capped at `maxSize` (default `.accessibility5`).
    ///
    /// ```swift
    /// Text("Description")
    ///   .font(size: 15, style: .subheadline, weight: .regular)
    ///   .fixedSize(horizontal: false, vertical: true)
    /// ```
    public func font(
      size: CGFloat,
      style: TextStyle = .body,
      weight: FontWeight? = nil,
      maxSize: DynamicTypeCategory = DynamicType.defaultMaxSize
    ) -> some View {
      modifier(
        DynamicTypeFontModifier(
          spec: FontSpec(
            size: Double(size), style: style, weight: weight, maxSize: maxSize)))
    }

    /// Sets the system font of a standard `style` (its HIG size and, unless given, weight) on
    /// the font ramp — the size `.font(.body)` has at every category (body 40 pt at AX3, 53 at
    /// AX5) — capped at `maxSize`: `Text("Hello").font(style: .body, weight: .regular)`.
    public func font(
      style: TextStyle,
      weight: FontWeight? = nil,
      maxSize: DynamicTypeCategory = DynamicType.defaultMaxSize
    ) -> some View {
      modifier(
        DynamicTypeFontModifier(
          spec: FontSpec(style: style, weight: weight, maxSize: maxSize)))
    }

    /// Sets a button's label font like ``font(size:style:weight:maxSize:)``:
    /// `Button("Continue") {}.applyButtonFont(size: 18, style: .body, weight: .semibold)`.
    public func applyButtonFont(
      size: CGFloat,
      style: TextStyle = .body,
      weight: FontWeight? = nil,
      maxSize: DynamicTypeCategory = DynamicType.defaultMaxSize
    ) -> some View {
      font(size: size, style: style, weight: weight, maxSize: maxSize)
    }
  }
#endif
