import AppDimensDynamic

/// the Behavior Reference's breakpoint resolution written out independently of `Breakpoints`, for
/// the property tests:
/// 0. a text-size key whose categories hold the window's text size — its category with Dynamic
///    Type, else the largest category whose iOS body size ÷ 17 (HIG) its font scale reaches —
///    the fewest categories first, then the larger first category;
/// 1. the width bucket that holds the window width: the edges are Adaptizer's twenty widths and
///    the table's width keys; the window takes the largest edge at or below its width (the
///    smallest edge when it is narrower than all), and the key at that edge, unmarked first;
/// 2. size class + idiom; 3. size class `.all` (unmarked first);
/// 4. `wAny` (unmarked first), else a `.default` key: a text-size key (in the order of step 0),
///    then the smallest width, then size classes
///    (compact before regular, idioms in declaration order, `.all` last);
/// 5. only when there is no default: the largest width key below the window width;
/// 6. nil.
enum BreakpointReference {
  /// the Behavior Reference's size class: the configuration's, else derived from the idiom (or,
  /// when it is unspecified, the mode's platform) and the width: phone by the HIG table, watch
  /// compact, pad, the platforms without an Apple table (tv, vision, mac, carPlay) and a
  /// configuration without an idiom compact below 678 pt.
  static func sizeClass(_ c: DimensConfiguration) -> SizeClass {
    if let given = c.horizontalSizeClass { return given }
    let (w, h) = (c.screenWidth, c.screenHeight)
    var idiom = c.idiom
    if idiom == .unspecified {
      let byMode: [UIMode: DeviceIdiom] = [
        .television: .tv, .watch: .watch, .mac: .mac, .vision: .vision, .car: .carPlay,
      ]
      idiom = byMode[c.uiMode] ?? .unspecified
    }
    switch idiom {
    case .phone: return w > h && min(w, h) >= 414 ? .regular : .compact
    case .watch: return .compact
    case .pad, .tv, .vision, .mac, .carPlay, .unspecified: return w < 678 ? .compact : .regular
    }
  }

  /// The category a window's text size stands at (step 0).
  static func textCategory(_ c: DimensConfiguration) -> ContentSizeCategory {
    let dynamicType =
      c.idiom == .phone || c.idiom == .pad || c.idiom == .watch
      || c.idiom == .vision
      || (c.idiom == .unspecified && c.uiMode != .television && c.uiMode != .mac
        && c.uiMode != .car)
    if dynamicType { return c.contentSizeCategory }
    return ContentSizeCategory.allCases.last { c.fontScale >= $0.bodyPointSize / 17 } ?? .xSmall
  }

  /// Text-size keys in the order they win: the fewest categories, then the larger start,
  /// unmarked first.
  static func textOrder(_ a: ScreenIdentifier, _ b: ScreenIdentifier) -> Bool {
    guard let x = a.textSizes, let y = b.textSizes else { return false }
    let (spanX, spanY) = (
      x.upperBound.ordinal - x.lowerBound.ordinal, y.upperBound.ordinal - y.lowerBound.ordinal
    )
    if spanX != spanY { return spanX < spanY }
    if x.lowerBound != y.lowerBound { return x.lowerBound > y.lowerBound }
    return !a.isDefault && b.isDefault
  }

  static func resolve<V>(_ pairs: [(ScreenIdentifier, V)], _ c: DimensConfiguration) -> V? {
    let category = textCategory(c)
    let texts = pairs.filter { $0.0.textSizes?.contains(category) == true }
    if let text = texts.min(by: { textOrder($0.0, $1.0) }) { return text.1 }
    let w = c.screenWidth
    let widths = pairs.compactMap { pair in
      pair.0.widthPoints.map { ($0, pair.0.isDefault, pair.1) }
    }
    let edges = Set(ScreenIdentifier.adaptizerWidths + widths.map(\.0)).sorted()
    if let edge = edges.last(where: { $0 <= w }) ?? edges.first {
      // The same width with and without `.default`: the unmarked one.
      let atEdge = widths.filter { $0.0 == edge }.sorted { !$0.1 && $1.1 }
      if let key = atEdge.first { return key.2 }
    }
    let sizeClass = sizeClass(c)
    for wantIdiom in [true, false] {
      let matching = pairs.filter { key, _ in
        guard case .sizeClass(let keyClass, let idiom) = key.kind, keyClass == sizeClass else {
          return false
        }
        return wantIdiom ? idiom == c.idiom : idiom == nil
      }
      if let match = matching.min(by: { !$0.0.isDefault && $1.0.isDefault }) { return match.1 }
    }
    let any = pairs.filter { $0.0.kind == .any }.min { !$0.0.isDefault && $1.0.isDefault }
    if let any { return any.1 }
    let defaultText = pairs.filter { $0.0.isDefault && $0.0.textSizes != nil }
      .min { textOrder($0.0, $1.0) }
    if let defaultText { return defaultText.1 }
    let defaultWidth = widths.filter(\.1).min { $0.0 < $1.0 }
    if let defaultWidth { return defaultWidth.2 }
    let order = { (key: ScreenIdentifier) -> (Int, Int) in
      guard case .sizeClass(let keyClass, let idiom) = key.kind else { return (9, 9) }
      return (
        keyClass == .compact ? 0 : 1,
        idiom.flatMap { DeviceIdiom.allCases.firstIndex(of: $0) } ?? DeviceIdiom.allCases.count
      )
    }
    let defaultClass = pairs.filter { $0.0.isDefault && order($0.0).0 < 9 }
      .min { order($0.0) < order($1.0) }
    if let defaultClass { return defaultClass.1 }
    // No default, so no key is marked: at most one key per width.
    return widths.filter { $0.0 < w }.max { $0.0 < $1.0 }?.2
  }
}
