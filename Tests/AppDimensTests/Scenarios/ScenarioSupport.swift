@testable import AppDimens

// The devices the scenarios run on, as Apple publishes them (the package's device catalog
// carries the same numbers, `Sources/AppDimensDevices/Catalog`): iPhone 14, 390 × 844 pt @3x;
// 12.9-inch iPad Pro, 1024 × 1366 pt @2x, whose landscape half Split View pane is 678 pt
// wide. Safe-area insets are example inputs (only "is the top inset positive" decides
// anything); every expected value is a hand computation of Behavior Reference › Configuration
// (`16.sdp` = 16 × min(w, h) ÷ min(W, H), W × H the design frame or 300 × 533; multi-window
// below 95 % of the screen turned to the window's orientation) and the HIG's iOS body sizes
// (Typography › Specifications: 17 pt at Large, 19 xLarge, 21 xxLarge, 33 AX2, 40 AX3, 53 AX5).

/// Traits as SwiftUI's environment or a UIKit trait collection reports them.
func traits(
  scale: Double = 3, category: ContentSizeCategory = .large, horizontal: SizeClass? = .compact,
  vertical: SizeClass? = .regular, idiom: DeviceIdiom = .phone
) -> WindowTraits {
  WindowTraits(
    displayScale: scale, contentSizeCategory: category, horizontalSizeClass: horizontal,
    verticalSizeClass: vertical, idiom: idiom)
}

/// An iPad's regular-regular traits at @2x.
func padTraits(category: ContentSizeCategory = .large) -> WindowTraits {
  traits(scale: 2, category: category, horizontal: .regular, vertical: .regular, idiom: .pad)
}

/// The iPhone 14's full-screen window.
let phoneWindow = WindowSample(width: 390, height: 844, screenWidth: 390, screenHeight: 844)

/// The iPhone 14's window in landscape, on its screen (reported portrait or landscape).
let phoneLandscapeWindow = WindowSample(
  width: 844, height: 390, screenWidth: 844, screenHeight: 390)

/// The 12.9-inch iPad Pro's full-screen window in landscape.
let padLandscapeWindow = WindowSample(
  width: 1366, height: 1024, screenWidth: 1366, screenHeight: 1024)

/// The 12.9-inch iPad Pro's full-screen window in portrait.
let padPortraitWindow = WindowSample(
  width: 1024, height: 1366, screenWidth: 1024, screenHeight: 1366)

/// The half Split View pane of the 12.9-inch iPad Pro in landscape.
let padHalfPane = WindowSample(width: 678, height: 1024, screenWidth: 1366, screenHeight: 1024)

/// The design frame of the iPhone 14, as a design tool names it.
let phoneFrame = DesignFrame(width: 390, height: 844)

/// One pass of a scenario: what the adapter reads in it, and its name.
struct Pass: Sendable {
  let name: String
  let choice: WindowChoice
}
