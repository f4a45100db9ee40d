// SwiftUI fonts that follow Dynamic Type through the HIG table, capped (the guide's
// `.font(size:style:weight:)`, `.font(style:weight:)` and `applyButtonFont`).
#if canImport(SwiftUI)
  import SwiftUI

  /// Reads the environment's Dynamic Type size and applies the resolved system font.
  // Policy: the size comes from the portable table (`FontSpec.resolve`), so the cap works on
  // every platform and the number equals what the tests check. macOS and tvOS have no Dynamic
  // Type: there the provider's font scale (the app's own text size, 1 by default) scales the
  // fixed size. The modifier reads that one number (`appDimensFontScale`), not the whole
  // configuration: a rotation or a window resize never re-renders it, and without a provider
  // it is 1 with no warning, so no platform needs a provider for it.
  struct DynamicTypeFontModifier: ViewModifier {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.appDimensFontScale) private var fontScale
    let spec: FontSpec

    func body(content: Content) -> some View {
      let platform = DimensPlatform.native
      let font = spec.resolve(
        category: DynamicTypeCategory(dynamicTypeSize), platform: platform,
        fontScale: platform.supportsDynamicType ? 1 : fontScale)
      return content.font(
        .system(size: CGFloat(font.pointSize), weight: font.weight.fontWeight, design: .default))
    }
  }

  extension View {
    /// Sets a system font of `size` points at Large that grows like `style`, capped at
    /// `maxSize` (default `.accessibility5`).
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

    /// Sets the system font of a standard `style` (its HIG size and, unless given, weight),
    /// capped at `maxSize`: `Text("Hello").font(style: .body, weight: .regular)`.
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
