import AppDimensDynamic
import Synchronization

/// The design AppDimens replaced, rebuilt in Swift: every resolve looks its result up in a
/// dictionary behind a lock, computing and inserting it on a miss.
///
/// It reproduces the DESIGN of the Android library 1.x (a synchronized cache map keyed by
/// value, qualifier and screen) and of the earlier Apple port (a lock-protected dictionary),
/// not their code: a `Mutex` around a `[Key: Double]`, written here, inside the bench, only as
/// a baseline. The package itself has no cache and no lock (no global mutable state; the math
/// is O(1)).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class LockedCacheResolver: Sendable {
  /// What a cached result depends on.
  struct Key: Hashable {
    /// The base value.
    var value: Double
    /// The qualifier it is scaled on.
    var qualifier: DpQualifier
    /// The window width.
    var width: Double
    /// The window height.
    var height: Double
    /// The Dynamic Type multiplier.
    var fontScale: Double
  }

  /// The cache, guarded by a mutex.
  private let cache = Mutex<[Key: Double]>([:])

  /// `v × d / 300` through the cache.
  func dp(_ value: Double, _ configuration: DimensConfiguration, _ qualifier: DpQualifier)
    -> Double
  {
    let key = Key(
      value: value, qualifier: qualifier, width: configuration.screenWidth,
      height: configuration.screenHeight, fontScale: configuration.fontScale)
    return cache.withLock { cache in
      if let hit = cache[key] { return hit }
      let result = value * (configuration.dimension(qualifier) / 300)
      cache[key] = result
      return result
    }
  }
}

/// Ours against the locked cache: at least 10× faster, i.e. a time ratio of at most 0.1.
enum ReplacedDesignCases {
  /// Every replaced-design case.
  static func all() -> [BenchCase] {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return [] }
    return [
      BenchCase(name: "replaced.locked-cache", goal: .atMost(0.1)) {
        // 16 (value, window) pairs, so the cache holds 16 entries and every timed call is a
        // hit: the cache at its best.
        let pairs = opaque(BenchInputs.pairs)
        let resolver = LockedCacheResolver()
        return Kernels(
          ours: { n in loop(n, over: pairs) { $0.value.sdp($0.window) } },
          baseline: { n in loop(n, over: pairs) { resolver.dp($0.value, $0.window, .smallWidth) } }
        )
      }
    ]
  }
}
