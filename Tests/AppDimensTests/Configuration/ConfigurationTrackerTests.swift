import Testing

@testable import AppDimens

/// A pair of configurations and whether moving from the first to the second must re-render.
struct ConfigurationTrackerCase: Sendable, CustomTestStringConvertible {
  let name: String
  let old: DimensConfiguration?
  let new: DimensConfiguration
  let shouldUpdate: Bool
  var testDescription: String { name }
}

private let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844, displayScale: 3)

private let cases: [ConfigurationTrackerCase] = [
  .init(name: "first value", old: nil, new: phone, shouldUpdate: true),
  .init(
    name: "same metrics", old: phone,
    new: DimensConfiguration(screenWidth: 390, screenHeight: 844, displayScale: 3),
    shouldUpdate: false),
  .init(
    name: "rotation", old: phone,
    new: DimensConfiguration(screenWidth: 844, screenHeight: 390, displayScale: 3),
    shouldUpdate: true),
  .init(
    name: "Dynamic Type", old: phone,
    new: DimensConfiguration(
      screenWidth: 390, screenHeight: 844, displayScale: 3, contentSizeCategory: .xLarge),
    shouldUpdate: true),
  .init(
    name: "display scale", old: phone,
    new: DimensConfiguration(screenWidth: 390, screenHeight: 844, displayScale: 2),
    shouldUpdate: true),
  .init(
    name: "size class", old: phone,
    new: DimensConfiguration(
      screenWidth: 390, screenHeight: 844, displayScale: 3, horizontalSizeClass: .compact),
    shouldUpdate: true),
  .init(
    name: "screen (multi-window)", old: phone,
    new: DimensConfiguration(
      screenWidth: 390, screenHeight: 844, displayScale: 3, maximumWindowWidth: 1024),
    shouldUpdate: true),
  .init(
    name: "one pixel narrower", old: phone,
    new: DimensConfiguration(screenWidth: 390 - 1.0 / 3, screenHeight: 844, displayScale: 3),
    shouldUpdate: true),
]

@Test("A tracker reports exactly the changes that can change a value", arguments: cases)
func updatesOnlyOnRealChanges(_ row: ConfigurationTrackerCase) {
  var tracker = ConfigurationTracker()
  if let old = row.old { tracker.update(to: old) }
  #expect(tracker.update(to: row.new) == row.shouldUpdate)
  #expect(tracker.current == row.new)
}

@Test func trackerReportsEachChangeOnce() {
  var tracker = ConfigurationTracker()
  #expect(tracker.current == nil)
  let first = tracker.update(to: phone)
  let repeated = tracker.update(to: phone)
  let rotated = DimensConfiguration(screenWidth: 844, screenHeight: 390, displayScale: 3)
  let turned = tracker.update(to: rotated)
  let current = tracker.current
  let again = tracker.update(to: rotated)
  #expect(first)
  #expect(!repeated)
  #expect(turned)
  #expect(current == rotated)
  #expect(!again)
}

@Test func subPixelJitterFromLayoutDoesNotUpdate() {
  // Layout noise below a pixel is removed by WindowMetrics before the equality check.
  let metrics = WindowMetrics(windowWidth: 390, windowHeight: 844, displayScale: 3)
  var jittered = metrics
  jittered.windowHeight = 763 + 47 + 34.000_000_000_01
  var tracker = ConfigurationTracker()
  tracker.update(to: metrics.configuration())
  let updated = tracker.update(to: jittered.configuration())
  #expect(!updated)
}
