extension ScreenIdentifier {
  /// Whether this key comes before `other` in the canonical order, which breaks ranking ties
  /// so that a table resolves the same way whatever order its entries were written in.
  ///
  /// Keys are ordered by kind, then by their content, then unmarked before `.default`:
  ///
  /// ```
  /// wAny < widths (ascending) < size classes (compact, regular; phone, pad, …, all)
  /// k < k.default for every key k
  /// ```
  ///
  /// | a | b | a first? |
  /// |---|---|---|
  /// | `wAny` | `w320.default` | yes |
  /// | `w320.default` | `w375.default` | yes |
  /// | `w320` | `w320.default` | yes |
  /// | `wC.all` | `wC.phone` | no |
  /// | `wC.all` | `wR.phone` | yes |
  @inlinable @inline(__always)
  public func canonicallyPrecedes(_ other: ScreenIdentifier) -> Bool {
    let (a, b) = (canonicalPosition, other.canonicalPosition)
    if a.kind != b.kind { return a.kind < b.kind }
    if a.primary != b.primary { return a.primary < b.primary }
    if a.secondary != b.secondary { return a.secondary < b.secondary }
    return !isDefault && other.isDefault
  }

  // Policy: the canonical order only has to be total and documented; it is chosen so that the
  // ties that CAN happen resolve the sensible way:
  // - fallback tier: the dedicated `wAny` wins over a `.default` mark, then the smallest
  //   marked width (the usual Adaptizer spelling is `w320.default`, and the smallest design is
  //   the safest guess for an unknown window);
  // - two width keys equally close to the window (±0.5 pt): the smaller one;
  // - the same key with and without `.default`: the unmarked one.
  //
  // The position is computed by switches, never by searching `DeviceIdiom.allCases` (an array
  // built on every access), so comparing two keys is a few integer and float comparisons.
  @inlinable @inline(__always)
  var canonicalPosition: (kind: Int, primary: Double, secondary: Int) {
    switch kind {
    case .any:
      (0, 0, 0)
    case .width(let points):
      (1, points, 0)
    case .sizeClass(let sizeClass, let idiom):
      (2, sizeClass == .compact ? 0 : 1, idiom.map(Self.canonicalOrdinal) ?? 8)
    }
  }

  /// The position of an idiom among the size-class keys: `DeviceIdiom`'s declaration order
  /// (phone, pad, tv, carPlay, mac, vision, watch, unspecified), then 8 for "all".
  @inlinable
  static func canonicalOrdinal(_ idiom: DeviceIdiom) -> Int {
    switch idiom {
    case .phone: 0
    case .pad: 1
    case .tv: 2
    case .carPlay: 3
    case .mac: 4
    case .vision: 5
    case .watch: 6
    case .unspecified: 7
    }
  }
}
