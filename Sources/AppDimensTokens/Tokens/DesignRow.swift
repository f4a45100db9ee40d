/// A row of a design: items side by side with gaps between them and padding at both ends, which
/// the audit's `row-fits` rule checks against the window's width at every text size.
///
/// A design-token file declares one in a group's `$extensions.appdimens.row`; each item, the
/// gap and the padding name a size token of the files with an alias, and an item written as
/// `{"text": "{…}", "ems": n}` is a label `n` times that text size wide:
///
/// ```json
/// "toolbar": {
///   "$extensions": { "appdimens": { "row": {
///     "items": ["{control.icon}", { "text": "{font.body}", "ems": 6 }, "{control.icon}"],
///     "gap": "{spacing.sm}",
///     "padding": "{spacing.md}"
///   } } }
/// }
/// ```
///
/// A text token (a `fontSize`, a typography's size) grows with the text size; every other size
/// token scales with the window as the design's scaling says (`fixed`, `appdimens`, `frame`).
///
/// ```
/// width = Σ item + gap × (items − 1) + 2 × padding
/// item  = value(token)             or  ems × value(text token)
/// ```
///
/// | items | gap | padding | width |
/// |---|---|---|---|
/// | 24, 24, 6 ems of 17 | 8 | 16 | 24 + 24 + 102 + 2 × 8 + 2 × 16 = 198 |
/// | 44 | 8 | 0 | 44 |
public struct DesignRow: Sendable {
  /// One item of a row: a size token, or a label so many ems of a text token wide.
  public struct Item: Sendable {
    /// The token the item takes its size from.
    public let token: DesignToken
    /// For a label, its width in ems of the text token (nil: the token's value itself).
    public let ems: Double?

    /// An item of `token`'s size, or `ems` times it.
    public init(_ token: DesignToken, ems: Double? = nil) {
      self.token = token
      self.ems = ems
    }

    /// The item's width in a window: the token's value, times `ems` for a label.
    public func width(in configuration: DimensConfiguration) -> Double {
      token.value(in: configuration) * (ems ?? 1)
    }
  }

  /// The path of the group that declares the row (`toolbar`).
  public let path: String
  /// The items, in order.
  public let items: [Item]
  /// The space between two items (nil: none).
  public let gap: DesignToken?
  /// The space before the first item and after the last (nil: none).
  public let padding: DesignToken?
  /// Where the row is declared, for a row read from a file.
  public let location: DesignTokenLocation?

  /// A row of `items`, `gap` apart, `padding` in from both ends.
  public init(
    path: String, items: [Item], gap: DesignToken? = nil, padding: DesignToken? = nil,
    location: DesignTokenLocation? = nil
  ) {
    self.path = path
    self.items = items
    self.gap = gap
    self.padding = padding
    self.location = location
  }

  /// The row's width in a window (the formula above).
  public func width(in configuration: DimensConfiguration) -> Double {
    let sum = items.reduce(0) { $0 + $1.width(in: configuration) }
    let gaps = Double(Swift.max(0, items.count - 1)) * (gap?.value(in: configuration) ?? 0)
    return sum + gaps + 2 * (padding?.value(in: configuration) ?? 0)
  }
}
