import AppDimensDynamic

/// the Behavior Reference's breakpoint resolution written out independently of `Breakpoints`, for
/// the property tests:
/// 1. a width key within ±0.5 pt of the window width (the closest; equally close → the
///    smaller width, then the unmarked key);
/// 2. size class + idiom; 3. size class `.all`;
/// 4. the largest width key below the window width (unmarked before `.default`);
/// 5. `wAny` (unmarked first), else a `.default` key: the smallest width, then size classes
///    (compact before regular, idioms in declaration order, `.all` last);
/// 6. nil.
enum BreakpointReference {
  /// the Behavior Reference's size class: the configuration's, else derived from the idiom (or,
  /// when it is unspecified, the mode's platform) and the width: phone by the HIG table, watch
  /// compact, pad and the platforms without an Apple table (tv, vision, mac, carPlay) compact
  /// below 678 pt, anything else regular.
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
    case .pad, .tv, .vision, .mac, .carPlay: return w < 678 ? .compact : .regular
    case .unspecified: return .regular
    }
  }

  static func resolve<V>(_ pairs: [(ScreenIdentifier, V)], _ c: DimensConfiguration) -> V? {
    let w = c.screenWidth
    let widths = pairs.compactMap { pair in
      pair.0.widthPoints.map { ($0, pair.0.isDefault, pair.1) }
    }
    let exact = widths.filter { abs(w - $0.0) <= 0.5 }
      .min { (abs(w - $0.0), $0.0, $0.1 ? 1 : 0) < (abs(w - $1.0), $1.0, $1.1 ? 1 : 0) }
    if let exact { return exact.2 }
    let sizeClass = sizeClass(c)
    for wantIdiom in [true, false] {
      // The same key with and without `.default`: the unmarked one.
      let matching = pairs.filter { key, _ in
        guard case .sizeClass(let keyClass, let idiom) = key.kind, keyClass == sizeClass else {
          return false
        }
        return wantIdiom ? idiom == c.idiom : idiom == nil
      }
      if let match = matching.min(by: { !$0.0.isDefault && $1.0.isDefault }) { return match.1 }
    }
    // Keys are unique, so at most one unmarked and one marked key per width.
    let below = widths.filter { $0.0 < w }
      .max { ($0.0, $0.1 ? 0 : 1) < ($1.0, $1.1 ? 0 : 1) }
    if let below { return below.2 }
    let any = pairs.filter { $0.0.kind == .any }.min { !$0.0.isDefault && $1.0.isDefault }
    if let any { return any.1 }
    let defaultWidth = widths.filter(\.1).min { $0.0 < $1.0 }
    if let defaultWidth { return defaultWidth.2 }
    let order = { (key: ScreenIdentifier) -> (Int, Int) in
      guard case .sizeClass(let keyClass, let idiom) = key.kind else { return (9, 9) }
      return (
        keyClass == .compact ? 0 : 1,
        idiom.flatMap { DeviceIdiom.allCases.firstIndex(of: $0) } ?? DeviceIdiom.allCases.count
      )
    }
    return pairs.filter { $0.0.isDefault && order($0.0).0 < 9 }
      .min { order($0.0) < order($1.0) }?.1
  }
}
