extension ScreenIdentifier {
  /// Whether this key comes before `other` in the canonical order, which settles the ties of
  /// resolution so that a table resolves the same way whatever order its entries were written
  /// in.
  ///
  /// Keys are ordered by kind, then by their content, then unmarked before `.default`:
  ///
  /// ```
  /// wAny < text sizes (fewest categories first; of equal count, the larger start first)
  ///      < widths (ascending) < size classes (compact, regular; phone, pad, …, all)
  /// k < k.default for every key k
  /// ```
  ///
  /// | a | b | a first? |
  /// |---|---|---|
  /// | `wAny` | `accessibilityTextSizes` | yes |
  /// | `.textSize(from: .xLarge, through: .xLarge)` | `accessibilityTextSizes` | yes (1 category, not 5) |
  /// | `accessibilityTextSizes` | `.textSize(from: .xxxLarge, through: .accessibility3)` | no (5 categories, not 4) |
  /// | `.textSize(from: .accessibility1, through: .accessibility3)` | `.textSize(from: .xxLarge, through: .accessibility1)` | yes (3 each, the larger start) |
  /// | `accessibilityTextSizes` | `w320` | yes |
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
  //   window is the winner;
  // - among text-size keys, the narrowest range first and of equal ranges the larger start
  //   (the one ranking rule's "highest specificity, then the larger minimum"), so again the
  //   first key that holds a window's text size is the winner.
  //
  // The position is computed by switches, never by searching `DeviceIdiom.allCases` (an array
  // built on every access), so comparing two keys is a few integer and float comparisons; two
  // keys are equal exactly when their positions and marks are.

  /// The key's place in the canonical order before its `.default` mark: its kind (`wAny` 0,
  /// text sizes 1, widths 2, size classes 3) and its position within the kind (a text-size
  /// key's ``textSizePosition(_:)``, the width in points, a size class's ``code(_:_:)``, 0 for
  /// `wAny`).
  @inlinable @inline(__always)
  var canonicalPosition: (kind: Int, primary: Double) {
    switch kind {
    case .any:
      (0, 0)
    case .textSize(let categories):
      (1, Self.textSizePosition(categories))
    case .width(let points):
      (2, points)
    case .sizeClass(let sizeClass, let idiom):
      (3, Double(Self.code(sizeClass, idiom)))
    }
  }

  /// A text-size key's position among the text-size keys: the narrowest range first, then the
  /// one that starts at the larger category.
  ///
  /// ```
  /// position = 16 × (number of categories) + 15 − ordinal(first category)
  /// ```
  ///
  /// | key | position |
  /// |---|---|
  /// | `.textSize(from: .accessibility5)` | 16 + 15 − 11 = 20 |
  /// | `.textSize(from: .xLarge, through: .xLarge)` | 16 + 15 − 4 = 27 |
  /// | `accessibilityTextSizes` | 80 + 15 − 7 = 88 |
  /// | `.textSize(from: .xSmall)` | 192 + 15 − 0 = 207 |
  @inlinable @inline(__always)
  static func textSizePosition(_ categories: ClosedRange<ContentSizeCategory>) -> Double {
    let first = categories.lowerBound.ordinal
    let count = categories.upperBound.ordinal &- first &+ 1
    return Double(16 &* count &+ 15 &- first)
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
