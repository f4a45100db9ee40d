import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

@Suite("GallerySample: the card's numbers as expressions")
struct GallerySampleTests {
  static func sample(extra: [String] = []) -> GallerySample {
    let table: Breakpoints<Double> = [.wAny: 1, .w375: 1, .wR.all: 2, .w1024: 3]
    return GallerySample(
      extra: extra.compactMap { try? ExpressionEvaluator().compile($0) },
      columnSource: GallerySample.defaultColumns, columnTable: table)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let category: ContentSizeCategory
    let idiom: DeviceIdiom
    let body: Double
    var testDescription: String { "\(category) \(idiom)" }
  }

  // HIG body sizes (reference type ramps): iOS 17 at L, 40 at AX3; watchOS 16 at L; tvOS 29.
  static let cases = [
    Case(category: .large, idiom: .phone, body: 17),
    Case(category: .accessibility3, idiom: .pad, body: 40),
    Case(category: .large, idiom: .watch, body: 16),
    Case(category: .xxxLarge, idiom: .tv, body: 29),
  ]

  @Test(arguments: cases) func bodyFollowsThePlatformRamp(_ c: Case) {
    let configuration = DimensConfiguration(
      screenWidth: 400, screenHeight: 800, contentSizeCategory: c.category, idiom: c.idiom)
    let value = Self.sample().expressions[GallerySample.body].value(in: configuration)
    #expect(isClose(value, c.body))
  }

  @Test func columnsAndKey() {
    // iPad full screen: regular width → wR.all → 2 (Behavior Reference › Breakpoints: size class
    // beats largest-below).
    let pad = DeviceProfile.iPadPro13M4.configuration(orientation: .landscape)
    let sample = Self.sample()
    #expect(sample.expressions[GallerySample.columns].value(in: pad) == 2)
    #expect(sample.columnKey(in: pad) == "wR.all")
    let phone = DeviceProfile.iPhone15.configuration()
    #expect(sample.expressions[GallerySample.columns].value(in: phone) == 1)
    #expect(sample.columnKey(in: phone) == "w375")
  }

  @Test func extraExpressionsComeLast() {
    let sample = Self.sample(extra: ["24.sdp"])
    #expect(sample.extraCount == 1)
    #expect(sample.labels.last == "24.sdp")
    #expect(sample.expressions.count == sample.labels.count)
  }
}
