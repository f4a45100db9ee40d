extension ScreenIdentifier {
  /// Whether this key comes before `other` in the canonical order, which settles the ties of
  /// resolution so that a table resolves the same way whatever order its entries were written
  /// in.
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
    return !isDefault && other.isDefault
  }

  // Policy: the canonical order only has to be total and documented; it is chosen so that the
  // ties that CAN happen resolve the sensible way:
  // - the default: the dedicated `wAny` wins over a `.default` mark, then the smallest marked
  //   width (the usual Adaptizer spelling is `w320.default`, and the smallest design is the
  //   safest guess for an unknown window);
  // - the same key with and without `.default`: the unmarked one;
  // - within a size class, the idiom keys before `.all`, so the first key that matches a
  //   window is the winner.
  //
  // The position is computed by switches, never by searching `DeviceIdiom.allCases` (an array
  // built on every access), so comparing two keys is a few integer and float comparisons; two
  // keys are equal exactly when their positions and marks are.

  /// The key's place in the canonical order before its `.default` mark: its kind (`wAny` 0,
  /// widths 1, size classes 2) and its position within the kind (the width in points, a size
  /// class's ``code(_:_:)``, 0 for `wAny`).
  @inlinable @inline(__always)
  var canonicalPosition: (kind: Int, primary: Double) {
    switch kind {
    case .any:
      (0, 0)
    case .width(let points):
      (1, points)
    case .sizeClass(let sizeClass, let idiom):
      (2, Double(Self.code(sizeClass, idiom)))
    }
  }

  /// A size-class key's class and idiom as one integer, in canonical order: the class (compact
  /// 0, regular 16) plus the idiom's ordinal (``canonicalOrdinal(_:)``), or plus 8 for every
  /// idiom (`nil`).
  ///
  /// | key | code |
  /// |---|---|
  /// | `wC.phone` | 0 |
  /// | `wC.all` | 8 |
  /// | `wR.pad` | 17 |
  /// | `wR.all` | 24 |
  @inlinable @inline(__always)
  static func code(_ sizeClass: SizeClass, _ idiom: DeviceIdiom?) -> Int {
    // Policy: switches, not `==`: the platform enums' equality is a call the optimizer cannot
    // see through from another module.
    let base: Int
    switch sizeClass {
    case .compact: base = 0
    case .regular: base = 16
    }
    guard let idiom else { return base + allIdiomsOrdinal }
    return base + canonicalOrdinal(idiom)
  }

  /// The ordinal that stands for every idiom in ``code(_:_:)`` (8, after the eight idioms).
  @inlinable
  static var allIdiomsOrdinal: Int { 8 }

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
