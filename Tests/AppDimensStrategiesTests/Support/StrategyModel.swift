import AppDimensTestSupport
import Testing

@testable import AppDimensStrategies

// The strategy tests' windows, and the reference model's view of a strategy under options.

/// A window of the strategy test table.
struct WindowCase: Sendable, CustomTestStringConvertible {
  let name: String
  let width: Double
  let height: Double
  let displayScale: Double
  var maximumWidth: Double? = nil
  var maximumHeight: Double? = nil

  var testDescription: String { "\(name) \(width) × \(height)" }

  var configuration: DimensConfiguration {
    DimensConfiguration(
      screenWidth: width, screenHeight: height, displayScale: displayScale,
      maximumWindowWidth: maximumWidth, maximumWindowHeight: maximumHeight)
  }
}

/// Phone portrait and landscape, tiny watch, 4:3 iPad, square window, TV, split window.
let strategyWindows: [WindowCase] = [
  WindowCase(name: "phone portrait", width: 390, height: 844, displayScale: 3),
  WindowCase(name: "phone landscape", width: 844, height: 390, displayScale: 3),
  WindowCase(name: "tiny watch", width: 162, height: 197, displayScale: 2),
  WindowCase(name: "4:3 iPad", width: 768, height: 1024, displayScale: 2),
  WindowCase(name: "square window", width: 500, height: 500, displayScale: 1),
  WindowCase(name: "TV", width: 1920, height: 1080, displayScale: 1),
  WindowCase(
    name: "split window", width: 507, height: 768, displayScale: 2, maximumWidth: 1024,
    maximumHeight: 768),
]
