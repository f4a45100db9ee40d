import AppDimensAdaptizer
import Testing

// Adaptizer's README (the seed this module ports) written with the module-level names that
// `import AppDimensAdaptizer` adds; every expectation is the README's own statement.

/// A window of the given width on an iPhone or an iPad, with its horizontal size class.
private func window(_ width: Double, _ idiom: DeviceIdiom, _ sizeClass: SizeClass = .compact)
  -> DimensConfiguration
{
  DimensConfiguration(
    screenWidth: width, screenHeight: 900, idiom: idiom, horizontalSizeClass: sizeClass)
}

@Test("The README's widths: each name is the width in points it says")
func adaptizerWidthNames() {
  // The README's list, "All screen width in points", in its order.
  let names: [ScreenIdentifier] = [
    w320, w375, w414, w438, w504, w507, w551, w568, w639, w667, w678, w694, w736, w768, w782,
    w834, w981, w1024, w1112, w1366,
  ]
  let points: [Double] = [
    320, 375, 414, 438, 504, 507, 551, 568, 639, 667, 678, 694, 736, 768, 782, 834, 981, 1024,
    1112, 1366,
  ]
  #expect(names.map(\.widthPoints) == points)
}

@Test("The README's conflict example: the more specific key wins")
func adaptizerConflictExample() {
  let sizes: [ScreenIdentifier: Int] = [w320: 80, wC.phone: 100, wC.all: 120]
  // "For screen width of 320 points ... w320 is the only one exact, so it is used".
  #expect(sizes.scaled(window(320, .phone)) == 80)
  // "For screen width of 375 points on an iPhone ... wC.phone is more specific".
  #expect(sizes.scaled(window(375, .phone)) == 100)
  // On an iPad only wC.all applies.
  #expect(sizes.scaled(window(375, .pad)) == 120)
}

@Test("The README's defaults: .default and wAny cover the widths not listed")
func adaptizerDefaults() {
  let marked = [w320.default: 80, w375: 100, w414: 120]
  #expect(marked.scaled(window(375, .phone)) == 100)
  #expect(marked.scaled(window(300, .phone)) == 80)
  let any = [wAny: 50, w414: 100]
  #expect(any.scaled(window(414, .phone)) == 100)
  #expect(any.scaled(window(300, .phone)) == 50)
}

@Test("The README's scaling rule: 20 × 1.2 on a 414-point screen")
func adaptizerScalingRule() {
  let rule = [w320: 0.8, w375: 1.0, w414: 1.2].scalingRule()
  #expect(20.scaled(by: rule, window(414, .phone)) == 24)
  #expect(20.scaled(by: rule, window(320, .phone)) == 16)
}
