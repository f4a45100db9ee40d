import Synchronization
import Testing

@testable import AppDimens

/// Collects what a warning's sink receives.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class Collected: Sendable {
  let count = Atomic<Int>(0)
  let lastLength = Atomic<Int>(0)
  func receive(_ text: String) {
    count.add(1, ordering: .relaxed)
    lastLength.store(text.count, ordering: .relaxed)
  }
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
@Test func firesOnceThenStaysQuiet() {
  let collected = Collected()
  let warning = MissingProviderWarning { collected.receive($0) }
  #expect(!warning.hasFired)
  #expect(warning.fire())
  #expect(warning.hasFired)
  #expect(!warning.fire())
  #expect(!warning.fire())
  #expect(collected.count.load(ordering: .relaxed) == 1)
  #expect(collected.lastLength.load(ordering: .relaxed) == MissingProviderWarning.message.count)
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
@Test func concurrentReadersEmitExactlyOnce() async {
  let collected = Collected()
  let warning = MissingProviderWarning { collected.receive($0) }
  let winners = await withTaskGroup(of: Bool.self) { group in
    for _ in 0..<64 { group.addTask { warning.fire() } }
    var total = 0
    for await won in group where won { total += 1 }
    return total
  }
  #expect(winners == 1)
  #expect(collected.count.load(ordering: .relaxed) == 1)
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
@Test func messageNamesTheFix() {
  #expect(MissingProviderWarning.message.contains(".appDimens()"))
  #expect(MissingProviderWarning.message.contains("300 × 533"))
}

@Test func unprovidedValuesResolveAgainstTheBaseline() {
  let configuration = DimensConfiguration.unprovided()
  #expect(configuration.screenWidth == 300)
  #expect(configuration.screenHeight == 533)
  #expect(configuration.fontScale == 1)
  // Every scaled value equals its base value at the baseline (Behavior Reference › Principal
  // scaling: v × 300 / 300).
  #expect(abs(16.sdp(configuration) - 16) < 1e-12)
  #expect(abs(16.ssp(configuration) - 16) < 1e-12)
}
