// SwiftUI fonts that follow Dynamic Type through the HIG table, capped (the guide's
// `.font(size:style:weight:)`, `.font(style:weight:)` and `applyButtonFont`), and custom fonts
// scaled once (`.font(name:size:style:weight:maxSize:)`, with the window too when asked).
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
      return content.font(Font.appDimens(font, spec: spec, platform: text.platform))
    }
  }

  /// Reads the window and the environment's Dynamic Type size and applies a font scaled with
  /// both, once.
  // Policy: the window is the provider's configuration, the text size the view's own
  // environment (a cap or an override above the view wins, as for SwiftUI's own text); the
  // product is the portable `FontSpec.resolve(in:category:qualifier:)`.
  struct WindowScaledFontModifier: ViewModifier {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.appDimensConfiguration) private var configuration
    let spec: FontSpec
    let qualifier: DpQualifier

    func body(content: Content) -> some View {
      let font = spec.resolve(
        in: configuration, category: DynamicTypeCategory(dynamicTypeSize), qualifier: qualifier)
      return content.font(Font.appDimens(font, spec: spec, platform: configuration.platform))
    }
  }

  extension Font {
    /// The font a resolved spec describes, at a fixed size (the size already holds every
    /// factor), in the face the spec decides (``FontSpec/face(platform:)``): the system font,
    /// or the custom font through `Font.custom(_:fixedSize:)` — never `Font.custom(_:size:)`,
    /// which would scale it with body a second time — with `Font.weight(_:)` for a family.
    static func appDimens(_ font: ResolvedFont, spec: FontSpec, platform: DimensPlatform) -> Font {
      let size = CGFloat(font.pointSize)
      switch spec.face(platform: platform) {
      case .system(let weight):
        return .system(size: size, weight: weight.fontWeight, design: .default)
      case .named(let name):
        return .custom(name, fixedSize: size)
      case .family(let name, let weight):
        return .custom(name, fixedSize: size).weight(weight.fontWeight)
      }
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

    /// Sets the custom font `name` at `size` points at Large (the style's size when nil),
    /// grown once with Dynamic Type on the metrics curve of `style` — as
    /// `UIFontMetrics(forTextStyle: style).scaledFont(for:)` grows a custom font — and capped
    /// at `maxSize`; with `weight`, that weight of the font.
    ///
    /// ```swift
    /// Text("Chapter one")
    ///   .font(name: "Avenir Next", size: 17, style: .body, weight: .medium)
    /// ```
    ///
    /// The font is set at a fixed size that already holds the growth (`Font.custom(_:fixedSize:)`),
    /// so it never grows twice: do not also pass the size through `@ScaledDimension(text:)` or
    /// `@ScaledMetric`.
    public func font(
      name: String,
      size: CGFloat? = nil,
      style: TextStyle = .body,
      weight: FontWeight? = nil,
      maxSize: DynamicTypeCategory = DynamicType.defaultMaxSize
    ) -> some View {
      modifier(
        DynamicTypeFontModifier(
          spec: Self.customSpec(name, size, style, weight, maxSize)))
    }

    /// Sets the custom font `name` scaled with the window along `window` (as `ssp` scales
    /// text: `.smallWidth`) and then once with Dynamic Type on the metrics curve of `style`,
    /// capped at `maxSize`: `size × window factor × growth`, from the provider's window and
    /// this view's text size.
    ///
    /// ```swift
    /// Text("Welcome")
    ///   .font(name: "Avenir Next", size: 28, style: .title1, window: .smallWidth)
    /// ```
    public func font(
      name: String,
      size: CGFloat? = nil,
      style: TextStyle = .body,
      weight: FontWeight? = nil,
      maxSize: DynamicTypeCategory = DynamicType.defaultMaxSize,
      window: DpQualifier
    ) -> some View {
      modifier(
        WindowScaledFontModifier(
          spec: Self.customSpec(name, size, style, weight, maxSize), qualifier: window))
    }

    /// The spec of a custom font helper's arguments.
    private static func customSpec(
      _ name: String, _ size: CGFloat?, _ style: TextStyle, _ weight: FontWeight?,
      _ maxSize: DynamicTypeCategory
    ) -> FontSpec {
      FontSpec(
        size: size.map { Double($0) }, style: style, weight: weight, maxSize: maxSize, name: name)
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
