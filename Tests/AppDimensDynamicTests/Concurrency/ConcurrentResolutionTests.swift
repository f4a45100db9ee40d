import AppDimensTestSupport
import Testing

@testable import AppDimensDynamic

/// Resolving from many tasks at once gives exactly the sequential answers: configurations,
/// builders, tables, rules, options and factors are immutable values, shared freely while
/// each task builds new configurations and edits its own copies (copy-on-write arrays under
/// concurrent reads). Scripts/tsan.sh runs this suite under the thread sanitizer.
@Suite("Concurrency: shared values resolve identically from 12 tasks")
struct ConcurrentResolutionTests {
  static let taskCount = 12
  static let windowCount = 300

  /// The values every task shares.
  struct Shared: Sendable {
    let builder = 16.scaledDp.screen(24, qualifier: .width, minimum: 600)
      .rotate(12, .landscape).mode(28, .television).aspectRatio()
    let auto = 16.autoSp.qualifier(20, .smallWidth, minimum: 600).rotate(14, .landscape)
    let table: Breakpoints<Double> = [.w320: 80, .w375: 100, .wR.all: 140, .wAny: 60]
    let rule: ScalingRule = [.w320: 0.8, .w375: 1, .w414: 1.2]
    let options = StrategyOptions(power: 0.6, fluidViewport: 320...1200, scaleLimits: 0.5...3)
  }

  /// The i-th window of the run: a deterministic mix of sizes, modes and multi-window panes.
  static func configuration(_ i: Int) -> DimensConfiguration {
    var rng = SplitMix64(seed: UInt64(i) &* 0x9E37)
    let (w, h) = (
      Double.random(in: 200...2000, using: &rng), Double.random(in: 200...2000, using: &rng)
    )
    return DimensConfiguration(
      screenWidth: w, screenHeight: h, displayScale: rng.pick([1, 2, 3]),
      contentSizeCategory: rng.pick(ContentSizeCategory.allCases),
      uiMode: rng.pick([.normal, .television]), idiom: rng.pick([.phone, .pad]),
      maximumWindowWidth: rng.chance(0.3) ? w * 1.5 : nil)
  }

  /// Everything resolved for one window with the shared values and its factors.
  static func results(_ shared: Shared, _ c: DimensConfiguration) -> [Double] {
    let factors = DimensFactors(c)
    return [
      shared.builder.resolve(c), shared.auto.resolve(c), shared.table.resolve(c) ?? -1,
      20.scaled(by: shared.rule, c), 16.sdpa(c), 16.ssp(c), 16.sdpi(c),
      DynamicType.text(16, configuration: c, relativeTo: .headline),
    ]
      + ScalingStrategy.allCases.flatMap { strategy in
        [16.dynamic(strategy, c, options: shared.options), factors.resolve(16, strategy: strategy)]
      }
  }

  @Test func concurrentResolutionEqualsSequential() async {
    let shared = Shared()
    let expected = (0..<Self.windowCount).map { Self.results(shared, Self.configuration($0)) }
    let mismatches = await withTaskGroup(of: Int.self) { group in
      for task in 0..<Self.taskCount {
        group.addTask {
          var mismatches = 0
          // Each task walks the windows from its own offset, rebuilding every configuration,
          // and edits private copies of the shared chain and table as it goes.
          var ownBuilder = shared.builder
          var ownTable = shared.table
          for step in 0..<Self.windowCount {
            let index = (step * 7 + task * 31) % Self.windowCount
            let c = Self.configuration(index)
            if Self.results(shared, c) != expected[index] { mismatches += 1 }
            ownBuilder = ownBuilder.qualifier(Double(step), .height, minimum: Double(10 * step))
            ownTable = Breakpoints(ownTable.entries.map { ($0.key, $0.value + 1) })
            _ = ownBuilder.resolve(c) + (ownTable.resolve(c) ?? 0)
          }
          return mismatches
        }
      }
      return await group.reduce(0, +)
    }
    #expect(mismatches == 0)
    // The shared values were not changed by the tasks' edits of their copies.
    #expect(shared.builder.links.count == 3)
    #expect(shared.table.resolve(DimensConfiguration(screenWidth: 375, screenHeight: 667)) == 100)
  }

  @Test func configurationsBuiltConcurrentlyAreIdentical() async {
    let built = await withTaskGroup(of: [DimensConfiguration].self) { group in
      for _ in 0..<Self.taskCount {
        group.addTask { (0..<Self.windowCount).map(Self.configuration) }
      }
      return await group.reduce(into: [[DimensConfiguration]]()) { $0.append($1) }
    }
    let sequential = (0..<Self.windowCount).map(Self.configuration)
    #expect(built.count == Self.taskCount)
    #expect(built.allSatisfy { $0 == sequential })
  }
}
