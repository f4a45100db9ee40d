import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimens

@Suite("DimensConfiguration: fields, defaults and derived values")
struct DimensConfigurationTests {
  @Test func defaultsFollowSpec() {
    let c = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    #expect(c.displayScale == 1)
    #expect(c.fontScale == 1)
    #expect(c.contentSizeCategory == .large)
    #expect(c.uiMode == .normal)
    #expect(c.idiom == .unspecified)
    #expect(c.horizontalSizeClass == nil && c.verticalSizeClass == nil)
    #expect(c.maximumWindowWidth == 390 && c.maximumWindowHeight == 844)
    #expect(c.pixelsPerInch == nil)
  }

  @Test func fontScaleComesFromTheCategoryUnlessGiven() {
    let fromCategory = DimensConfiguration(
      screenWidth: 390, screenHeight: 844, contentSizeCategory: .accessibility3)
    #expect(isClose(fromCategory.fontScale, 40.0 / 17, tolerance: 1e-12))
    let given = DimensConfiguration(
      screenWidth: 390, screenHeight: 844, fontScale: 1.25, contentSizeCategory: .accessibility3)
    #expect(given.fontScale == 1.25)
  }

  @Test func derivedValues() {
    let portrait = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    #expect(portrait.smallestWidth == 390)
    #expect(portrait.largestWidth == 844)
    #expect(portrait.orientation == .portrait)
    #expect(isClose(portrait.aspectRatio, 844.0 / 390, tolerance: 1e-12))
    #expect(!portrait.isMultiWindow)
    let landscape = DimensConfiguration(screenWidth: 844, screenHeight: 390)
    #expect(landscape.orientation == .landscape)
    #expect(landscape.smallestWidth == 390)
    #expect(landscape.dimension(.width) == 844)
    #expect(landscape.dimension(.height) == 390)
    #expect(landscape.dimension(.smallWidth) == 390)
  }

  @Test func aSquareWindowIsPortraitWithAspectRatioOne() {
    let square = DimensConfiguration(screenWidth: 500, screenHeight: 500)
    #expect(square.orientation == .portrait)
    #expect(square.aspectRatio == 1)
  }

  struct MultiWindowCase: Sendable, CustomTestStringConvertible {
    let width: Double
    let height: Double
    let maxWidth: Double
    let maxHeight: Double
    let expected: Bool
    var testDescription: String { "\(width)×\(height) of \(maxWidth)×\(maxHeight)" }
  }

  @Test(arguments: [
    MultiWindowCase(width: 950, height: 1000, maxWidth: 1000, maxHeight: 1000, expected: false),
    MultiWindowCase(width: 949.99, height: 1000, maxWidth: 1000, maxHeight: 1000, expected: true),
    MultiWindowCase(width: 1000, height: 950, maxWidth: 1000, maxHeight: 1000, expected: false),
    MultiWindowCase(width: 1000, height: 949, maxWidth: 1000, maxHeight: 1000, expected: true),
    MultiWindowCase(width: 507, height: 768, maxWidth: 1024, maxHeight: 768, expected: true),
    MultiWindowCase(width: 1024, height: 768, maxWidth: 1024, maxHeight: 768, expected: false),
  ])
  func multiWindowAtExactly95Percent(_ c: MultiWindowCase) {
    let configuration = DimensConfiguration(
      screenWidth: c.width, screenHeight: c.height,
      maximumWindowWidth: c.maxWidth, maximumWindowHeight: c.maxHeight)
    #expect(configuration.isMultiWindow == c.expected)
  }

  @Test func baselineIsTheReferenceWindow() {
    let b = DimensConfiguration.baseline
    #expect(b.screenWidth == 300 && b.screenHeight == 533)
    #expect(isClose(DimensBaseline.diagonal, 611.628155, tolerance: 1e-6))
    // Typed outside the macro: literal arithmetic inside #expect took 4 s to type-check.
    let squares: Double = 300 * 300 + 533 * 533
    #expect(DimensBaseline.diagonal == squares.squareRoot())
    #expect(DimensBaseline.perimeter == 833)
  }
}
