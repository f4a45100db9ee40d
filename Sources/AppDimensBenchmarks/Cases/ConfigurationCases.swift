import AppDimensDynamic

/// Building a `DimensConfiguration` (sanitizing included) and its `DimensFactors`: reported.
///
/// These run once per window change, not per value, so they have no goal; the numbers show
/// what a resize or a Dynamic Type change costs before any value is resolved.
enum ConfigurationCases {
  /// 16 raw inputs, four of them bad (NaN, 0, negative, huge) so the sanitizer's branches run.
  static let rawSizes: [(width: Double, height: Double)] =
    BenchInputs.sizes.prefix(12) + [(.nan, 844), (0, 0), (-390, 844), (1e9, 390)]

  /// Every configuration case.
  static func all() -> [BenchCase] {
    [
      BenchCase(name: "configuration.init", goal: .report) {
        let sizes = opaque(rawSizes)
        let fontScale = opaque(1.2)
        return Kernels(ours: { n in
          loop(n, over: sizes) { size in
            let c = DimensConfiguration(
              screenWidth: size.width, screenHeight: size.height, displayScale: 3,
              fontScale: fontScale, maximumWindowWidth: size.width + 10,
              maximumWindowHeight: size.height, pixelsPerInch: 460)
            // Fold every stored number in, so no sanitizing step is dead code.
            return c.screenWidth + c.screenHeight + c.displayScale + c.fontScale
              + c.maximumWindowWidth + c.maximumWindowHeight + (c.pixelsPerInch ?? 0)
          }
        })
      },
      BenchCase(name: "factors.init", goal: .report) {
        let configurations = opaque(BenchInputs.configurations)
        return Kernels(ours: { n in
          loop(n, over: configurations) { c in
            let f = DimensFactors(c)
            return f.smallWidthRatio + f.widthRatio + f.heightRatio + f.aspectSlope + f.fontScale
          }
        })
      },
    ]
  }
}
