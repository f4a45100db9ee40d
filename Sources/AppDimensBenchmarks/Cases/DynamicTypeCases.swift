import AppDimensDynamic

/// Dynamic Type `v.scaled(relativeTo:category:)` against a bare table-lookup multiply.
///
/// The baseline is what a hand-written app would do for the same number: an array of
/// `UIFontMetrics`' body units per category (the iOS 26 measurement, Behavior Reference ›
/// Dynamic Type), indexed by the category, the value times the ratio, rounded to the @3x
/// pixel grid. Both sides iterate over 16 (value, category) pairs, so the category changes on
/// every call and nothing can be hoisted.
enum DynamicTypeCases {
  /// `UIFontMetrics`' body units, xSmall … accessibility5 (the metrics curve).
  static let bodyUnits: [Double] = [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]

  /// 16 (value, category) pairs cycling through every category.
  static let pairs: [(value: Double, category: ContentSizeCategory)] =
    BenchInputs.values.enumerated().map { index, value in
      (value, ContentSizeCategory.allCases[index % ContentSizeCategory.allCases.count])
    }

  /// Every Dynamic Type case.
  static func all() -> [BenchCase] {
    [
      BenchCase(name: "dynamicType.scaled", goal: .atMost(1.5), instructionGoal: .atMost(62)) {
        let pairs = opaque(pairs)
        let table = opaque(bodyUnits)
        return Kernels(
          ours: { n in
            loop(n, over: pairs) { $0.value.scaled(relativeTo: .body, category: $0.category) }
          },
          baseline: { n in
            table.withUnsafeBufferPointer { units in
              loop(n, over: pairs) { pair in
                (pair.value * units[pair.category.ordinal] * 3 / units[3])
                  .rounded(.toNearestOrAwayFromZero) / 3
              }
            }
          })
      }
    ]
  }
}
