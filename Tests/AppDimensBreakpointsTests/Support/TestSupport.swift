import AppDimensTestSupport

@testable import AppDimensBreakpoints

/// Every permutation of `elements` (Heap's algorithm), for order-independence tests.
func permutations<T>(_ elements: [T]) -> [[T]] {
  var result: [[T]] = []
  var items = elements
  func generate(_ n: Int) {
    guard n > 1 else {
      result.append(items)
      return
    }
    for i in 0..<n {
      generate(n - 1)
      items.swapAt(n % 2 == 0 ? i : 0, n - 1)
    }
  }
  generate(items.count)
  return result
}

/// A window of a catalog device (HIG Layout › Device screen sizes; Split View panes) with its
/// HIG size class (Layout › Device size classes).
struct CatalogWindow: Sendable, CustomStringConvertible {
  let name: String
  let width: Double
  let height: Double
  let idiom: DeviceIdiom
  /// The horizontal size class from the HIG's device size classes (nil where the HIG gives
  /// none, e.g. TV).
  let sizeClass: SizeClass?

  var description: String { "\(name) \(width)×\(height)" }

  /// The configuration with the reference size class, or with none (derived).
  func configuration(explicitSizeClass: Bool) -> DimensConfiguration {
    DimensConfiguration(
      screenWidth: width, screenHeight: height, idiom: idiom,
      horizontalSizeClass: explicitSizeClass ? sizeClass : nil)
  }
}
