import AppDimensTestSupport
import Testing

@testable import AppDimensDynamicType

// By hand from Apple's Dynamic Type tables (Behavior Reference › Dynamic Type): body is 17 pt at
// Large; on the metrics curve at AX3 an iPhone @3x shows 37 pt (the Behavior Reference vector),
// at AX2 (a cap below AX5) 31 pt. tvOS has no Dynamic Type: 17 × fontScale 1 = 17.
@Suite("DynamicType.explain names the text size, the curve and the pixel grid")
struct DynamicTypeExplainTests {
  @Test func theDocumentedRows() {
    let phone = DimensConfiguration(
      screenWidth: 390, screenHeight: 844, displayScale: 3, contentSizeCategory: .accessibility3,
      idiom: .phone)
    let body = DynamicType.explain(17, relativeTo: .body, in: phone)
    #expect(body.result == 37)
    #expect(body.steps.map(\.title) == ["window", "text size", "curve", "round"])
    #expect(body.steps[1].detail == "accessibility3 on iOS, within the cap accessibility5")

    let large = DimensConfiguration(
      screenWidth: 390, screenHeight: 844, displayScale: 3, contentSizeCategory: .accessibility5,
      idiom: .phone)
    let capped = DynamicType.explain(17, relativeTo: .body, in: large, maxSize: .accessibility2)
    #expect(capped.result == 31)
    #expect(capped.steps[1].detail == "accessibility5 on iOS → accessibility2 (cap accessibility2)")

    let tv = DimensConfiguration(
      screenWidth: 1920, screenHeight: 1080, contentSizeCategory: .accessibility3,
      uiMode: .television,
      idiom: .tv)
    let unscaled = DynamicType.explain(17, relativeTo: .body, in: tv)
    #expect(unscaled.result == 17)
    #expect(unscaled.steps.map(\.title) == ["window", "text size"])
  }

  // Seeded: every style, category, cap, floor, curve and platform: the explanation's result is
  // `scaled`'s value, and the last step that carries a number carries it.
  @Test func theResultIsAlwaysScaledsValue() {
    var random = SplitMix64(seed: 0xD7_E4_91)
    let idioms: [DeviceIdiom] = [.phone, .pad, .tv, .watch, .mac, .vision, .unspecified]
    let categories = ContentSizeCategory.allCases
    for _ in 0..<3_000 {
      let c = DimensConfiguration(
        screenWidth: 100 + random.unit() * 1_500, screenHeight: 100 + random.unit() * 1_500,
        displayScale: [1.0, 2, 3][Int(random.next() % 3)],
        contentSizeCategory: categories[Int(random.next() % UInt64(categories.count))],
        idiom: idioms[Int(random.next() % UInt64(idioms.count))])
      let style = TextStyle.allCases[Int(random.next() % UInt64(TextStyle.allCases.count))]
      let maxSize = categories[Int(random.next() % UInt64(categories.count))]
      let minSize: ContentSizeCategory? =
        random.next() % 2 == 0 ? categories[Int(random.next() % UInt64(categories.count))] : nil
      let curve = DynamicTypeCurve.allCases[Int(random.next() % 2)]
      let value = 1 + random.unit() * 60
      let explained = DynamicType.explain(
        value, relativeTo: style, in: c, maxSize: maxSize, minSize: minSize, curve: curve)
      let expected = DynamicType.scaled(
        value, relativeTo: style, in: c, maxSize: maxSize, minSize: minSize, curve: curve)
      #expect(explained.result == expected)
      #expect(explained.steps.last(where: { $0.value != nil })?.value == expected)
    }
  }
}
