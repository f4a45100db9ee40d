// SwiftUI fonts that follow Dynamic Type through the HIG table, capped (the guide's
// `.font(size:style:weight:)`, `.font(style:weight:)` and `applyButtonFont`).
#if canImport(SwiftUI)
  import SwiftUI

  /// Reads the environment's Dynamic Type size and applies the resolved system font.
  // Policy: the size comes from the portable table (`FontSpec.resolve`), so the cap works on
  // every platform and the number equals what the tests check; macOS and tvOS stay fixed.
  struct DynamicTypeFontModifier: ViewModifier {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    let spec: FontSpec

    func body(content: Content) -> some View {
      let font = spec.resolve(category: DynamicTypeCategory(dynamicTypeSize), platform: .native)
      return content.font(
        .system(size: CGFloat(font.pointSize), weight: font.weight.fontWeight, design: .default))
    }
  }

  extension View {
    /// Sets a system font of `size` points at Large that grows like `style`, capped at
    /// `maximumCategory` (default `.accessibility5`).
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
      maximumCategory: DynamicTypeCategory = DynamicType.defaultMaximumCategory
    ) -> some View {
      modifier(
        DynamicTypeFontModifier(
          spec: FontSpec(
            size: Double(size), style: style, weight: weight, maximumCategory: maximumCategory)))
    }

    /// Sets the system font of a standard `style` (its HIG size and, unless given, weight),
    /// capped at `maximumCategory`: `Text("Hello").font(style: .body, weight: .regular)`.
    public func font(
      style: TextStyle,
      weight: FontWeight? = nil,
      maximumCategory: DynamicTypeCategory = DynamicType.defaultMaximumCategory
    ) -> some View {
      modifier(
        DynamicTypeFontModifier(
          spec: FontSpec(style: style, weight: weight, maximumCategory: maximumCategory)))
    }

    /// Sets a button's label font like ``font(size:style:weight:maximumCategory:)``:
    /// `Button("Continue") {}.applyButtonFont(size: 18, style: .body, weight: .semibold)`.
    public func applyButtonFont(
      size: CGFloat,
      style: TextStyle = .body,
      weight: FontWeight? = nil,
      maximumCategory: DynamicTypeCategory = DynamicType.defaultMaximumCategory
    ) -> some View {
      font(size: size, style: style, weight: weight, maximumCategory: maximumCategory)
    }
  }
#endif
