import AppDimensTestSupport
import Testing

@testable import AppDimens

@Suite("ScalingReference: what the values are drawn for, computed once")
struct ScalingReferenceTests {
  /// The type's table: the baseline's literals, and a frame's numbers by the rule.
  @Test func docTable() {
    let baseline = ScalingReference.baseline
    #expect(baseline.designFrame == nil)
    #expect(baseline.smallWidth == 300 && baseline.width == 300 && baseline.height == 300)
    #expect(baseline.largestWidth == 533 && baseline.aspectRatio == 1.78)
    // Typed outside the macro: literal arithmetic inside #expect took 2 s to type-check.
    let squares: Double = 300 * 300 + 533 * 533
    #expect(baseline.diagonal == squares.squareRoot())
    #expect(baseline.perimeter == 833)

    for (w, h) in [(390.0, 844.0), (844.0, 390.0)] {
      let frame = ScalingReference(designFrame: DesignFrame(width: w, height: h))
      #expect(frame.smallWidth == 390 && frame.width == w && frame.height == h)
      #expect(frame.largestWidth == 844 && frame.aspectRatio == 844.0 / 390)
      let frameSquares: Double = 390 * 390 + 844 * 844
      #expect(isClose(frame.diagonal, frameSquares.squareRoot(), tolerance: 1e-12))
      #expect(isClose(frame.diagonal, 929.750504, tolerance: 5e-7))
      #expect(frame.perimeter == 1234)
      #expect(frame.dimension(.smallWidth) == 390)
      #expect(frame.dimension(.width) == w && frame.dimension(.height) == h)
    }
  }

  @Test func aConfigurationComputesItOnce() {
    let frame = DesignFrame(width: 375, height: 812)
    let c = DimensConfiguration(screenWidth: 390, screenHeight: 844, designFrame: frame)
    #expect(c.reference == ScalingReference(designFrame: frame))
    #expect(c.designFrame == frame)
    #expect(DimensConfiguration(screenWidth: 390, screenHeight: 844).reference == .baseline)
    #expect(DimensConfiguration.baseline.designFrame == nil)
  }

  @Test func description() {
    #expect("\(ScalingReference.baseline)" == "the 300 × 533 pt baseline")
    #expect(
      "\(ScalingReference(designFrame: DesignFrame(width: 390, height: 844)))"
        == "design frame 390 × 844 pt")
  }
}
