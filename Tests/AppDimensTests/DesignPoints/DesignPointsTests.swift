import Testing

@testable import AppDimens

/// One row of the worked-value table in `DesignPoints`' documentation: `[390: 16, 820: 24,
/// 1280: 32]` at one window dimension, for each extrapolation.
struct DesignPointsRow: Sendable, CustomTestStringConvertible {
  let dimension: Double
  let clamp: Double
  let proportional: Double
  let linear: Double
  var testDescription: String { "d = \(dimension)" }
}

// Expectations computed by hand from the formula, not by the code:
//   320:  16 × 320/390 = 13.128205…;  16 + (320 − 390) × 8/430 = 14.697674…
//   605:  16 + (605 − 390)/(820 − 390) × 8 = 16 + 0.5 × 8 = 20
//   1050: 24 + (1050 − 820)/(1280 − 820) × 8 = 24 + 0.5 × 8 = 28
//   1440: 32 × 1440/1280 = 36;  32 + (1440 − 1280) × 8/460 = 34.782608…
private let rows: [DesignPointsRow] = [
  .init(dimension: 320, clamp: 16, proportional: 13.128205, linear: 14.697674),
  .init(dimension: 390, clamp: 16, proportional: 16, linear: 16),
  .init(dimension: 605, clamp: 20, proportional: 20, linear: 20),
  .init(dimension: 820, clamp: 24, proportional: 24, linear: 24),
  .init(dimension: 1050, clamp: 28, proportional: 28, linear: 28),
  .init(dimension: 1280, clamp: 32, proportional: 32, linear: 32),
  .init(dimension: 1440, clamp: 32, proportional: 36, linear: 34.782609),
]

private let design: DesignPoints = [390: 16, 820: 24, 1280: 32]

/// A square window, so every qualifier reads `side`.
private func square(_ side: Double) -> DimensConfiguration {
  DimensConfiguration(screenWidth: side, screenHeight: side)
}

@Suite("DesignPoints: the formula")
struct DesignPointsTests {
  @Test("The worked-value table of the documentation", arguments: rows)
  func workedTable(_ row: DesignPointsRow) {
    let c = square(row.dimension)
    #expect(abs(design.resolve(c) - row.clamp) < 1e-6)
    #expect(
      abs(DesignPoints(design, extrapolation: .proportional).resolve(c) - row.proportional)
        < 1e-6)
    #expect(abs(DesignPoints(design, extrapolation: .linear).resolve(c) - row.linear) < 1e-6)
  }

  @Test("A three-frame design gives the designer's numbers at each frame, exactly")
  func framesAreExact() {
    let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    let tablet = DimensConfiguration(screenWidth: 820, screenHeight: 1180)
    let desktop = DimensConfiguration(screenWidth: 1280, screenHeight: 1440)
    #expect(design.resolve(phone) == 16)
    #expect(design.resolve(tablet) == 24)
    #expect(design.resolve(desktop) == 32)
    for extrapolation in DesignPoints.Extrapolation.allCases {
      let points = DesignPoints(design, extrapolation: extrapolation)
      #expect(points.resolve(phone) == 16)
      #expect(points.resolve(tablet) == 24)
      #expect(points.resolve(desktop) == 32)
    }
  }

  @Test("Between frames the value is interpolated: 20 at 605 pt")
  func interpolatesBetweenFrames() {
    #expect(abs(design.resolve(square(605)) - 20) < 1e-12)
    // A quarter of the way from 820 to 1280: 24 + 0.25 × 8 = 26.
    #expect(abs(design.resolve(square(935)) - 26) < 1e-12)
  }

  @Test("The windows table of the article \"From several design frames\"")
  func articleWindows() {
    func value(_ w: Double, _ h: Double, _ points: DesignPoints = design) -> Double {
      points.resolve(DimensConfiguration(screenWidth: w, screenHeight: h))
    }
    #expect(value(375, 667) == 16)
    #expect(value(390, 844) == 16)
    #expect(abs(value(393, 852) - 16.055814) < 1e-6)  // 16 + 3/430 × 8
    #expect(abs(value(744, 1133) - 22.586047) < 1e-6)  // 16 + 354/430 × 8
    #expect(value(820, 1180) == 24)
    #expect(abs(value(1032, 1376) - 27.686957) < 1e-6)  // 24 + 212/460 × 8
    #expect(abs(value(1280, 800) - 23.627907) < 1e-6)  // 16 + 410/430 × 8
    #expect(value(1280, 800, DesignPoints(design, qualifier: .width)) == 32)
  }

  @Test("The qualifier chooses the dimension: smallest width, width or height")
  func qualifierChoosesTheDimension() {
    // A 1280 × 800 Mac window: sw = h = 800, w = 1280.
    let mac = DimensConfiguration(screenWidth: 1280, screenHeight: 800)
    // 16 + (800 − 390) × 8/430 = 16 + 7.627907 = 23.627907
    #expect(abs(design.resolve(mac) - 23.627907) < 1e-6)
    #expect(DesignPoints(design, qualifier: .width).resolve(mac) == 32)
    #expect(abs(DesignPoints(design, qualifier: .height).resolve(mac) - 23.627907) < 1e-6)
    // Rotating the window changes nothing for the smallest width.
    let rotated = DimensConfiguration(screenWidth: 800, screenHeight: 1280)
    #expect(design.resolve(rotated) == design.resolve(mac))
  }

  @Test("One point is a constant; proportional scales it like sdp from that frame")
  func onePoint() {
    let single: DesignPoints = [390: 16]
    for side in [100.0, 390, 1000] {
      #expect(single.resolve(square(side)) == 16)
      #expect(DesignPoints(single, extrapolation: .linear).resolve(square(side)) == 16)
    }
    let proportional = DesignPoints(single, extrapolation: .proportional)
    #expect(proportional.resolve(square(390)) == 16)
    #expect(abs(proportional.resolve(square(780)) - 32) < 1e-12)  // 16 × 780/390
    #expect(abs(proportional.resolve(square(195)) - 8) < 1e-12)  // 16 × 195/390
  }

  @Test("No points resolve to 0 for every window and extrapolation")
  func noPoints() {
    let empty: DesignPoints = [:]
    #expect(empty.isEmpty)
    #expect(empty.count == 0)
    for extrapolation in DesignPoints.Extrapolation.allCases {
      for side in [1.0, 390, 100_000] {
        #expect(DesignPoints(empty, extrapolation: extrapolation).resolve(square(side)) == 0)
      }
    }
    // A literal whose every entry is bad is empty too.
    let allBad: DesignPoints = [.nan: 16, -1: 20, 390: .infinity]
    #expect(allBad.isEmpty)
    #expect(allBad.resolve(square(390)) == 0)
  }

  @Test("Text multiplies by fontScale, capped by maximumScale as DynamicType.text does")
  func text() {
    let body: DesignPoints = [390: 17, 820: 20]
    let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844, fontScale: 1.5)
    let small = DimensConfiguration(screenWidth: 390, screenHeight: 844, fontScale: 0.8)
    #expect(body.resolveText(DimensConfiguration(screenWidth: 390, screenHeight: 844)) == 17)
    #expect(body.resolveText(phone) == 25.5)  // 17 × 1.5
    #expect(abs(body.resolveText(phone, maximumScale: 1.2) - 20.4) < 1e-12)  // 17 × 1.2
    #expect(abs(body.resolveText(small, maximumScale: 1.2) - 13.6) < 1e-12)  // 17 × 0.8
    #expect(body.resolveText(phone, maximumScale: 0.5) == 17)  // a cap below 1 acts as 1
    #expect(body.resolveText(phone, maximumScale: .nan) == 25.5)  // a non-finite cap is ignored
    // The dimension itself is unchanged by the text size.
    #expect(body.resolve(phone) == 17)
  }

  @Test("Order, repeated sizes and bad entries follow the sanitizing policy")
  func sanitizing() {
    let reversed: DesignPoints = [1280: 32, 820: 24, 390: 16]
    #expect(reversed == design)
    let repeated: DesignPoints = [390: 16, 390: 20, 820: 24]
    #expect(repeated.points.map(\.value) == [16, 24])
    let bad: DesignPoints = [.nan: 16, 0: 18, -5: 20, 390: .infinity, 820: 24]
    #expect(bad.points.map(\.size) == [820])
    let clamped: DesignPoints = [0.5: 12, 1e9: 40]
    #expect(clamped.points.map(\.size) == [1, 100_000])
    #expect(clamped.points.map(\.value) == [12, 40])
  }

  @Test("Equality compares points, qualifier and extrapolation")
  func equality() {
    #expect(DesignPoints([(820, 24), (390, 16), (1280, 32)]) == design)
    #expect(DesignPoints(design, qualifier: .width) != design)
    #expect(DesignPoints(design, extrapolation: .linear) != design)
    var hashes = Set<DesignPoints>()
    hashes.insert(design)
    hashes.insert([1280: 32, 390: 16, 820: 24])
    #expect(hashes.count == 1)
  }
}
