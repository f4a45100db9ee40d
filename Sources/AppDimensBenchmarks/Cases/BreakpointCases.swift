import AppDimensDynamic

/// Pre-built breakpoint tables of 4, 16 and 64 keys, resolved across 16 windows: reported,
/// with the growth per added key, and checked for allocations.
enum BreakpointCases {
  /// The table sizes measured.
  static let sizes = [4, 16, 64]

  /// The name of the case with `size` keys.
  static func name(_ size: Int) -> String { "breakpoints.table-\(size)" }

  /// Every breakpoint case.
  static func all() -> [BenchCase] {
    sizes.map { size in
      BenchCase(name: name(size), goal: .report) {
        let table = opaque(table(keys: size))
        let configurations = opaque(BenchInputs.configurations)
        return Kernels(ours: { n in loop(n, over: configurations) { table.resolve($0) ?? 0 } })
      }
    }
  }

  /// The growth row derived from the measured cases.
  static func growth(_ results: [BenchResult]) -> [BenchResult] {
    let points = sizes.compactMap { size in
      results.first { $0.name == name(size) }.map { (size, $0) }
    }
    return [BenchResult.growth(named: "breakpoints.table.growth-per-key", points)]
      .compactMap { $0 }
  }

  /// A table of `keys` entries: the size-class keys, `wAny`, and exact widths from 200 points
  /// up in 24-point steps, so every tier of the resolution order is exercised.
  static func table(keys: Int) -> Breakpoints<Double> {
    let special: [ScreenIdentifier] = [
      .wAny, ScreenIdentifier.wC.phone, ScreenIdentifier.wR.pad, ScreenIdentifier.wR.all,
    ]
    var pairs: [(ScreenIdentifier, Double)] = []
    for index in 0..<keys {
      let key = index < special.count ? special[index] : .width(Double(200 + 24 * index))
      pairs.append((key, Double(10 + index)))
    }
    return Breakpoints(pairs)
  }
}
