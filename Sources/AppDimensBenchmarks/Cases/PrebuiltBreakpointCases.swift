import AppDimensDynamic

/// The breakpoint tables of the inline cases built in advance — kept in a buffer, as an app
/// keeps a table in a `static let` or a `@Breakpoint` — against the if/else ladder an app would
/// write by hand.
///
/// Both sides iterate over 16 values and 16 windows: ours resolves the value's prebuilt table
/// for the window, the baseline runs the ladder, which tries the keys in the table's resolution
/// order (the width bucket, size class with idiom, size class, the default) and returns the
/// same value (checked on the 16 inputs before anything is measured). The time
/// ratio is reported; the goals are in instructions (`--instructions`): at most 60 per resolve
/// for three keys and 100 for eight. Nothing allocates (`Scripts/check-allocations.sh`).
//
// Policy: every ladder kernel is a closure literal naming its ladder (a closure parameter
// would not be inlined, and the baseline would pay a call the hand-written code does not).
enum PrebuiltBreakpointCases {
  /// Every prebuilt table case.
  static func all() -> [BenchCase] { [threeKeys, eightKeys] }

  /// The README's table, `[.wAny: v, .wR.all: v + 1, .w1024: v + 2]`.
  static func threeKeyTable(_ v: Int) -> Breakpoints<Int> {
    [.wAny: v, .wR.all: v + 1, .w1024: v + 2]
  }

  /// ``threeKeyTable(_:)`` by hand: the bucket of `w1024` (up to Adaptizer's next width,
  /// 1112), the regular size class, `wAny`.
  @inline(__always)
  static func threeKeyLadder(_ v: Int, _ c: DimensConfiguration) -> Int {
    let w = c.screenWidth
    if w >= 1024 && w < 1112 { return v + 2 }
    if SizeClass.horizontal(in: c) == .regular { return v + 1 }
    return v
  }

  /// Eight keys of every kind, out of canonical order.
  static func eightKeyTable(_ v: Int) -> Breakpoints<Int> {
    [
      .w1024: v + 5, .wR.all: v + 7, .w375: v + 2, .wAny: v, .w768: v + 4, .wC.phone: v + 6,
      .w320.default: v + 1, .w414: v + 3,
    ]
  }

  /// ``eightKeyTable(_:)`` by hand: the width buckets (each key up to the next of its own
  /// widths and Adaptizer's, the narrowest one for every narrower window), the compact phone,
  /// the regular size class, `wAny` (the default before `w320.default`).
  @inline(__always)
  static func eightKeyLadder(_ v: Int, _ c: DimensConfiguration) -> Int {
    let w = c.screenWidth
    if w < 375 { return v + 1 }
    if w < 414 { return v + 2 }
    if w < 438 { return v + 3 }
    if w >= 768 && w < 782 { return v + 4 }
    if w >= 1024 && w < 1112 { return v + 5 }
    let sizeClass = SizeClass.horizontal(in: c)
    if sizeClass == .compact && c.idiom == .phone { return v + 6 }
    if sizeClass == .regular { return v + 7 }
    return v
  }

  /// The values as integers, as the inline table cases use them.
  static var values: UnsafeBufferPointer<Int> {
    inputBuffer(BenchInputs.values.map { Int(clamping: $0) })
  }

  /// Three keys, prebuilt, against ``threeKeyLadder(_:_:)``.
  static var threeKeys: BenchCase {
    // Policy: goal raised on purpose for text-size keys, a new first step of the resolution
    // order: 54.8 → 61.5 instructions (callgrind), goal 60 → 64; the table has no text-size key
    // and still pays for the step's test (Breakpoints.winner's policy; 93.6 while the category
    // was computed in the step rather than stored in the configuration).
    BenchCase(name: "breakpoints.prebuilt-3", goal: .report, instructionGoal: .atMost(64)) {
      let values = Self.values
      let windows = inputBuffer(BenchInputs.configurations)
      let tables = inputBuffer(values.map(threeKeyTable))
      ChainShapes.agree(
        "breakpoints.prebuilt-3", { Double(tables[$0].resolve(windows[$0]) ?? -1) },
        { Double(threeKeyLadder(values[$0], windows[$0])) })
      return Kernels(
        ours: { n in loopIndices(n) { i in Double(tables[i].resolve(windows[i]) ?? 0) } },
        baseline: { n in
          loopIndices(n) { i in Double(threeKeyLadder(values[i], windows[i])) }
        })
    }
  }

  /// Eight keys, prebuilt, against ``eightKeyLadder(_:_:)``.
  static var eightKeys: BenchCase {
    // Text-size keys, a new first step of the resolution order: 64.4 → 75.4 instructions
    // (callgrind), within the goal.
    BenchCase(name: "breakpoints.prebuilt-8", goal: .report, instructionGoal: .atMost(100)) {
      let values = Self.values
      let windows = inputBuffer(BenchInputs.configurations)
      let tables = inputBuffer(values.map(eightKeyTable))
      ChainShapes.agree(
        "breakpoints.prebuilt-8", { Double(tables[$0].resolve(windows[$0]) ?? -1) },
        { Double(eightKeyLadder(values[$0], windows[$0])) })
      return Kernels(
        ours: { n in loopIndices(n) { i in Double(tables[i].resolve(windows[i]) ?? 0) } },
        baseline: { n in
          loopIndices(n) { i in Double(eightKeyLadder(values[i], windows[i])) }
        })
    }
  }
}
