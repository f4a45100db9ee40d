import AppDimensTestSupport
import Testing

@testable import AppDimensDynamicType

/// An independent model of the Behavior Reference's fluid curve with its defaults (320…768,
/// 0.8…1.2).
func modelFluid(_ rem: Double, viewport d: Double) -> Double {
  let t = min(max((d - 320) / (768 - 320), 0), 1)
  return rem * (0.8 + t * (1.2 - 0.8))
}

/// Evaluates `clamp(Arem, calc(Xrem + Yvw), Brem)` at a viewport width, in rem (17 px/rem).
func evaluateClamp(_ css: String, viewport: Double, root: Double = 17) -> Double? {
  guard css.hasPrefix("clamp(") else { return nil }
  let inner = css.dropFirst("clamp(".count).dropLast()
  let numbers =
    inner
    .split(whereSeparator: { " ,()+".contains($0) })
    .filter { $0 != "calc" }
  guard numbers.count == 4 else { return nil }
  func value(_ text: Substring, unit: String) -> Double? {
    text.hasSuffix(unit) ? Double(String(text.dropLast(unit.count))) : nil
  }
  guard let low = value(numbers[0], unit: "rem"), let intercept = value(numbers[1], unit: "rem"),
    let slope = value(numbers[2], unit: "vw"), let high = value(numbers[3], unit: "rem")
  else { return nil }
  let preferred = intercept + slope * viewport / 100 / root
  return min(max(preferred, low), high)
}

/// A documented row of the fluid clamp.
struct FluidCase: Sendable, CustomTestStringConvertible {
  let rem: Double
  let viewport: Double
  let expected: Double
  var testDescription: String { "\(rem)rem at \(viewport)px" }
}

@Test(arguments: [
  FluidCase(rem: 1, viewport: 320, expected: 0.8),
  FluidCase(rem: 1, viewport: 544, expected: 1),
  FluidCase(rem: 1, viewport: 768, expected: 1.2),
  FluidCase(rem: 2, viewport: 1024, expected: 2.4),
  FluidCase(rem: 2, viewport: 100, expected: 1.6),
])
func fluidSizesMatchTheDocumentedTable(_ c: FluidCase) {
  let clamp = FluidTypeClamp()
  #expect(isClose(clamp.size(c.rem, viewportWidth: c.viewport), c.expected))
  #expect(
    evaluateClamp(clamp.css(c.rem), viewport: c.viewport).map { isClose($0, c.expected) } == true)
}

@Test func bodyClampIsTheDocumentedCSS() {
  #expect(FluidTypeClamp().css(1) == "clamp(0.8rem, calc(0.514286rem + 1.517857vw), 1.2rem)")
}

@Test func theCSSClampFollowsTheFluidCurveEverywhere() {
  var generator = SplitMix64(seed: 0xF1_0111)
  for _ in 0..<500 {
    let rem = Double.random(in: 0.5...4, using: &generator)
    let viewport = Double.random(in: 0...1400, using: &generator)
    let css = FluidTypeClamp().css(rem)
    let evaluated = evaluateClamp(css, viewport: viewport)
    #expect(evaluated.map { isClose($0, modelFluid(rem, viewport: viewport)) } == true, "\(css)")
  }
}

@Test func aDecreasingScaleStillGivesAValidClamp() {
  let clamp = FluidTypeClamp(minimumScale: 1.2, maximumScale: 0.8)
  let css = clamp.css(1)
  #expect(css.hasPrefix("clamp(0.8rem"))
  #expect(evaluateClamp(css, viewport: 320).map { isClose($0, 1.2) } == true)
  #expect(evaluateClamp(css, viewport: 768).map { isClose($0, 0.8) } == true)
}

/// Fluid parameters that describe no ramp.
struct BrokenClampCase: Sendable, CustomTestStringConvertible {
  let name: String
  let clamp: FluidTypeClamp
  var testDescription: String { name }
}

@Test(arguments: [
  BrokenClampCase(
    name: "U == L", clamp: FluidTypeClamp(minimumViewport: 500, maximumViewport: 500)),
  BrokenClampCase(name: "U < L", clamp: FluidTypeClamp(minimumViewport: 800, maximumViewport: 300)),
  BrokenClampCase(name: "NaN scale", clamp: FluidTypeClamp(minimumScale: .nan)),
  BrokenClampCase(name: "zero scale", clamp: FluidTypeClamp(maximumScale: 0)),
  BrokenClampCase(name: "negative root", clamp: FluidTypeClamp(rootSize: -1)),
])
func brokenParametersDegradeToTheStaticSize(_ c: BrokenClampCase) {
  let clamp = c.clamp
  #expect(!clamp.isFluid)
  #expect(clamp.css(1.5) == "1.5rem")
  #expect(clamp.size(1.5, viewportWidth: 1000) == 1.5)
}
