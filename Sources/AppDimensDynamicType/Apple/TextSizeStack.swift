// SwiftUI: a row that becomes a column from a text size on (`TextSizeSwitch`).
#if canImport(SwiftUI)
  import SwiftUI

  /// A row that becomes a column from a text size on — at Apple's accessibility sizes by
  /// default — keeping its children's identity and state across the switch on iOS 16 and later.
  ///
  /// ```swift
  /// TextSizeStack(spacing: 8) {
  ///   Image(systemName: "star")
  ///   Text("Favourites")
  ///   Spacer()
  ///   Text("12")
  /// }
  /// ```
  ///
  /// The decision is ``TextSizeSwitch/isStacked(category:platform:fontScale:)`` at this view's
  /// Dynamic Type size (a cap or an override above it counts, as for SwiftUI's own text) and,
  /// where the platform has no Dynamic Type, the provider's text scale. On iOS 16, macOS 13,
  /// tvOS 16 and watchOS 9 and later one `AnyLayout` switches between `HStackLayout` and
  /// `VStackLayout`; before, an `HStack` or a `VStack` is built (the children are recreated when
  /// the layout changes).
  public struct TextSizeStack<Content: View>: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.appDimensText) private var text
    private let rule: TextSizeSwitch
    private let rowAlignment: VerticalAlignment
    private let columnAlignment: HorizontalAlignment
    private let spacing: CGFloat?
    private let content: Content

    /// A stack that is a row below `threshold` and a column from it on.
    ///
    /// - Parameters:
    ///   - threshold: The first text size of the column (default `.accessibility1`).
    ///   - rowAlignment: The children's vertical alignment in the row.
    ///   - columnAlignment: The children's horizontal alignment in the column (default
    ///     leading, where stacked text reads from).
    ///   - spacing: The distance between children, or nil for the system's.
    ///   - content: The children.
    public init(
      stackingFrom threshold: DynamicTypeCategory = .accessibility1,
      rowAlignment: VerticalAlignment = .center,
      columnAlignment: HorizontalAlignment = .leading,
      spacing: CGFloat? = nil,
      @ViewBuilder content: () -> Content
    ) {
      self.rule = TextSizeSwitch(stackingFrom: threshold)
      self.rowAlignment = rowAlignment
      self.columnAlignment = columnAlignment
      self.spacing = spacing
      self.content = content()
    }

    /// The row or the column.
    public var body: some View {
      let stacked = rule.isStacked(
        category: DynamicTypeCategory(dynamicTypeSize), platform: text.platform,
        fontScale: text.fontScale)
      if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
        let layout =
          stacked
          ? AnyLayout(VStackLayout(alignment: columnAlignment, spacing: spacing))
          : AnyLayout(HStackLayout(alignment: rowAlignment, spacing: spacing))
        layout { content }
      } else if stacked {
        VStack(alignment: columnAlignment, spacing: spacing) { content }
      } else {
        HStack(alignment: rowAlignment, spacing: spacing) { content }
      }
    }
  }
#endif
