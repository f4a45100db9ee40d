import AppDimensDynamic

/// Dynamic Type `v.scaled(relativeTo:category:)` against a bare table-lookup multiply.
///
/// The baseline is what a hand-written app would do: an array of the iOS body sizes per
/// category (HIG Typography › Specifications), indexed by the category, divided by the size at
/// `.large` and multiplied by the value. Both sides iterate over 16 (value, category) pairs,
/// so the category changes on every call and nothing can be hoisted.
enum DynamicTypeCases {
  /// iOS body point sizes, xSmall … accessibility5 (HIG).
  static let bodySizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

  /// 16 (value, category) pairs cycling through every category.
  static let pairs: [(value: Double, category: ContentSizeCategory)] =
    BenchInputs.values.enumerated().map { index, value in
      (value, ContentSizeCategory.allCases[index % ContentSizeCategory.allCases.count])
    }

  /// Every Dynamic Type case.
  static func all() -> [BenchCase] {
    [
      BenchCase(name: "dynamicType.scaled", goal: .atMost(1.5)) {
        let pairs = opaque(pairs)
        let table = opaque(bodySizes)
        return Kernels(
          ours: { n in
            loop(n, over: pairs) { $0.value.scaled(relativeTo: .body, category: $0.category) }
          },
          baseline: { n in
            table.withUnsafeBufferPointer { sizes in
              loop(n, over: pairs) { pair in
                pair.value * (sizes[pair.category.ordinal] / sizes[3])
              }
            }
          })
      }
    ]
  }
}
