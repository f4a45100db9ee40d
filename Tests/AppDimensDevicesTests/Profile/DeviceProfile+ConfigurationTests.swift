import Testing

@testable import AppDimensDevices

@Suite("DeviceProfile.configuration: windows and size classes of reference D.3 and E.3")
struct DeviceProfileConfigurationTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let device: DeviceProfile
    let orientation: Orientation
    let split: SplitFraction
    /// The expected window; nil when the pane must not exist.
    let window: (Double, Double)?
    let horizontal: SizeClass?
    let vertical: SizeClass?
    var testDescription: String { "\(device.name) \(orientation) \(split.label)" }
  }

  // Expectations typed from reference D.3 (size classes) and E.2/E.3 (sizes), not computed.
  static let cases: [Case] = [
    // Every iPhone portrait = wC/hR.
    .init(
      device: .iPhoneSE3, orientation: .portrait, split: .full, window: (375, 667),
      horizontal: .compact, vertical: .regular),
    .init(
      device: .iPhone17ProMax, orientation: .portrait, split: .full, window: (440, 956),
      horizontal: .compact, vertical: .regular),
    // Landscape: wC/hC on SE, mini, 16e, 15, 16 Pro; wR/hC on Air and Pro Max.
    .init(
      device: .iPhoneSE3, orientation: .landscape, split: .full, window: (667, 375),
      horizontal: .compact, vertical: .compact),
    .init(
      device: .iPhone13Mini, orientation: .landscape, split: .full, window: (812, 375),
      horizontal: .compact, vertical: .compact),
    .init(
      device: .iPhone16e, orientation: .landscape, split: .full, window: (844, 390),
      horizontal: .compact, vertical: .compact),
    .init(
      device: .iPhone15, orientation: .landscape, split: .full, window: (852, 393),
      horizontal: .compact, vertical: .compact),
    .init(
      device: .iPhone16Pro, orientation: .landscape, split: .full, window: (874, 402),
      horizontal: .compact, vertical: .compact),
    .init(
      device: .iPhoneAir, orientation: .landscape, split: .full, window: (912, 420),
      horizontal: .regular, vertical: .compact),
    .init(
      device: .iPhone17ProMax, orientation: .landscape, split: .full, window: (956, 440),
      horizontal: .regular, vertical: .compact),
    // Phones have no Split View.
    .init(
      device: .iPhone15, orientation: .landscape, split: .half, window: nil, horizontal: nil,
      vertical: nil),
    // iPad full screen = wR/hR both ways.
    .init(
      device: .iPadMiniA17Pro, orientation: .portrait, split: .full, window: (744, 1133),
      horizontal: .regular, vertical: .regular),
    .init(
      device: .iPadPro13M4, orientation: .landscape, split: .full, window: (1376, 1032),
      horizontal: .regular, vertical: .regular),
    // 1/3 = wC.
    .init(
      device: .iPadPro129, orientation: .landscape, split: .oneThird, window: (375, 1024),
      horizontal: .compact, vertical: .regular),
    .init(
      device: .iPadAir11, orientation: .portrait, split: .oneThird, window: (320, 1180),
      horizontal: .compact, vertical: .regular),
    // Portrait 2/3 = wC.
    .init(
      device: .iPadPro129, orientation: .portrait, split: .twoThirds, window: (639, 1366),
      horizontal: .compact, vertical: .regular),
    .init(
      device: .iPadPro13M4, orientation: .portrait, split: .twoThirds, window: (647, 1376),
      horizontal: .compact, vertical: .regular),
    .init(
      device: .iPadMiniA17Pro, orientation: .portrait, split: .twoThirds, window: (414, 1133),
      horizontal: .compact, vertical: .regular),
    // Portrait 1/2 does not exist.
    .init(
      device: .iPadMiniA17Pro, orientation: .portrait, split: .half, window: nil,
      horizontal: nil, vertical: nil),
    // Landscape 1/2 = wC, except the 1366-wide 12.9" (678) and 13" (683) = wR.
    .init(
      device: .iPadAir11, orientation: .landscape, split: .half, window: (585, 820),
      horizontal: .compact, vertical: .regular),
    .init(
      device: .iPadPro11M4, orientation: .landscape, split: .half, window: (600, 834),
      horizontal: .compact, vertical: .regular),
    .init(
      device: .iPadPro129, orientation: .landscape, split: .half, window: (678, 1024),
      horizontal: .regular, vertical: .regular),
    .init(
      device: .iPadPro13M4, orientation: .landscape, split: .half, window: (683, 1032),
      horizontal: .regular, vertical: .regular),
    // Landscape 2/3 = wR.
    .init(
      device: .iPadPro129, orientation: .landscape, split: .twoThirds, window: (981, 1024),
      horizontal: .regular, vertical: .regular),
    .init(
      device: .iPadMiniA17Pro, orientation: .landscape, split: .twoThirds, window: (803, 744),
      horizontal: .regular, vertical: .regular),
    // Devices that do not rotate keep their natural size. A watch is compact both ways; Apple
    // TV and the Vision Pro window follow the package's rule (no Apple table): regular.
    .init(
      device: .appleWatch45mm, orientation: .landscape, split: .full, window: (198, 242),
      horizontal: .compact, vertical: .compact),
    .init(
      device: .appleTV4K, orientation: .portrait, split: .full, window: (1920, 1080),
      horizontal: .regular, vertical: .regular),
    .init(
      device: .visionPro, orientation: .portrait, split: .full, window: (1280, 720),
      horizontal: .regular, vertical: .regular),
    .init(
      device: .appleTV4K, orientation: .landscape, split: .oneThird, window: nil,
      horizontal: nil, vertical: nil),
  ]

  @Test(arguments: cases)
  func windowAndSizeClasses(_ c: Case) throws {
    let configuration = c.device.configuration(orientation: c.orientation, split: c.split)
    guard let window = c.window else {
      #expect(configuration == nil)
      return
    }
    let resolved = try #require(configuration)
    #expect(resolved.screenWidth == window.0 && resolved.screenHeight == window.1)
    #expect(resolved.horizontalSizeClass == c.horizontal)
    #expect(resolved.verticalSizeClass == c.vertical)
    #expect(resolved.isMultiWindow == (c.split != .full))
    #expect(resolved.displayScale == c.device.displayScale)
    #expect(resolved.pixelsPerInch == c.device.pixelsPerInch)
    #expect(resolved.idiom == c.device.idiom && resolved.uiMode == c.device.uiMode)
    if c.split == .full {
      #expect(resolved == c.device.configuration(orientation: c.orientation))
    }
  }

  @Test func splitPanesLiveOnTheWholeScreen() throws {
    let pane = try #require(
      DeviceProfile.iPadPro129.configuration(
        orientation: .landscape, split: .oneThird))
    #expect(pane.maximumWindowWidth == 1366 && pane.maximumWindowHeight == 1024)
    // The `i` variants return the base value in a pane, and scale in full screen.
    #expect(16.sdpi(pane) == 16)
    let full = DeviceProfile.iPadPro129.configuration(orientation: .landscape)
    #expect(!full.isMultiWindow)
    #expect(abs(16.sdpi(full) - 16 * 1024 / 300) < 1e-9)
  }

  @Test func categoryDefaultsToTheDeviceAndCanBeOverridden() {
    #expect(DeviceProfile.appleWatch45mm.configuration().contentSizeCategory == .xLarge)
    #expect(DeviceProfile.appleWatch41mm.configuration().contentSizeCategory == .large)
    let large = DeviceProfile.iPhone15.configuration(category: .accessibility3)
    #expect(large.contentSizeCategory == .accessibility3)
    // Body 40 pt ÷ 17 pt (HIG type ramp).
    #expect(abs(large.fontScale - 40.0 / 17) < 1e-12)
  }

  @Test func kindOfSurface() {
    #expect(DeviceProfile.appleTV4K.configuration().uiMode == .television)
    #expect(DeviceProfile.visionPro.configuration().uiMode == .vision)
    #expect(DeviceProfile.visionPro.configuration().idiom == .vision)
    #expect(DeviceProfile.appleWatchUltra2.configuration().uiMode == .watch)
    #expect(DeviceProfile.iPadAir11.configuration().uiMode == .normal)
  }
}

/// The size classes of one catalog class full screen, typed from the HIG's device size classes
/// (Layout › "Device size classes") for phones and pads, the behaviour contract for watches
/// (compact both ways) and the package's rule for Apple TV and Vision Pro (regular).
struct FamilySizeClassCase: Sendable, CustomTestStringConvertible {
  let identifier: String
  let portrait: (SizeClass, SizeClass)
  let landscape: (SizeClass, SizeClass)
  var testDescription: String { identifier }
}

/// Phones: compact × regular in portrait; in landscape regular × compact on the Plus, Max,
/// XR/11 and Air models (414–440 pt wide), compact × compact on the others.
func phone(_ identifier: String, wideLandscape: Bool) -> FamilySizeClassCase {
  .init(
    identifier: identifier, portrait: (.compact, .regular),
    landscape: (wideLandscape ? .regular : .compact, .compact))
}

/// Everything that is one class both ways (iPads: regular; watches: compact; TV, Vision Pro).
func uniform(_ identifier: String, _ both: SizeClass, vertical: SizeClass? = nil)
  -> FamilySizeClassCase
{
  .init(
    identifier: identifier, portrait: (both, vertical ?? both),
    landscape: (both, vertical ?? both))
}

let familySizeClassCases: [FamilySizeClassCase] =
  [
    phone("iPhoneSE1", wideLandscape: false), phone("iPhoneSE3", wideLandscape: false),
    phone("iPhone8Plus", wideLandscape: true), phone("iPhone11Pro", wideLandscape: false),
    phone("iPhone13Mini", wideLandscape: false), phone("iPhone11", wideLandscape: true),
    phone("iPhone11ProMax", wideLandscape: true), phone("iPhone16e", wideLandscape: false),
    phone("iPhone14Plus", wideLandscape: true), phone("iPhone15", wideLandscape: false),
    phone("iPhone15ProMax", wideLandscape: true), phone("iPhone16Pro", wideLandscape: false),
    phone("iPhoneAir", wideLandscape: true), phone("iPhone17ProMax", wideLandscape: true),
  ]
  + [
    "iPadMini5", "iPad6", "iPadMiniA17Pro", "iPad9", "iPadPro105", "iPad10", "iPadAir11",
    "iPadPro11Gen4", "iPadPro11M4", "iPadPro129", "iPadAir13", "iPadPro13M4",
  ].map { uniform($0, .regular) }
  + [
    "appleWatch38mm", "appleWatch42mmSeries3", "appleWatch40mm", "appleWatch44mm",
    "appleWatch41mm", "appleWatch45mm", "appleWatch42mm", "appleWatch46mm", "appleWatchUltra2",
    "appleWatchUltra3",
  ].map { uniform($0, .compact) }
  + ["appleTVHD", "appleTV4K", "visionPro"].map { uniform($0, .regular) }

@Test(arguments: familySizeClassCases)
func sizeClassesPerFamily(_ row: FamilySizeClassCase) throws {
  let device = try #require(DeviceCatalog.all.first { $0.identifier == row.identifier })
  let portrait = device.configuration(orientation: .portrait)
  let landscape = device.configuration(orientation: .landscape)
  #expect(portrait.horizontalSizeClass == row.portrait.0)
  #expect(portrait.verticalSizeClass == row.portrait.1)
  #expect(landscape.horizontalSizeClass == row.landscape.0)
  #expect(landscape.verticalSizeClass == row.landscape.1)
  // The derivation used for configurations without size classes agrees on every window.
  for c in [portrait, landscape] {
    let bare = DimensConfiguration(
      screenWidth: c.screenWidth, screenHeight: c.screenHeight, idiom: c.idiom)
    #expect(SizeClass.horizontal(in: bare) == c.horizontalSizeClass)
    #expect(SizeClass.vertical(in: bare) == c.verticalSizeClass)
  }
}

@Test func everyCatalogClassHasASizeClassRow() {
  #expect(familySizeClassCases.map(\.identifier) == DeviceCatalog.all.map(\.identifier))
}

/// A preview request and the window it must show (reference D.3, E.2, E.3 — typed, not
/// computed).
struct PreviewCase: Sendable, CustomTestStringConvertible {
  let device: DeviceProfile
  let orientation: Orientation
  let split: SplitFraction
  let category: ContentSizeCategory?
  let window: (width: Double, height: Double)
  let expectedCategory: ContentSizeCategory
  var testDescription: String { "\(device.name) \(orientation) \(split.label)" }
}

@Test(
  "A preview shows the pane when it exists, else the full screen, at the requested category",
  arguments: [
    PreviewCase(
      device: .iPhone15, orientation: .landscape, split: .full, category: .accessibility3,
      window: (852, 393), expectedCategory: .accessibility3),
    PreviewCase(
      device: .iPhone15, orientation: .portrait, split: .half, category: nil,
      window: (393, 852), expectedCategory: .large),
    PreviewCase(
      device: .iPadPro129, orientation: .landscape, split: .half, category: .xSmall,
      window: (678, 1024), expectedCategory: .xSmall),
    PreviewCase(
      device: .iPadMiniA17Pro, orientation: .portrait, split: .half, category: nil,
      window: (744, 1133), expectedCategory: .large),
    PreviewCase(
      device: .iPadMiniA17Pro, orientation: .portrait, split: .twoThirds, category: nil,
      window: (414, 1133), expectedCategory: .large),
  ])
func previewConfiguration(_ row: PreviewCase) {
  let preview = row.device.previewConfiguration(
    orientation: row.orientation, split: row.split, category: row.category)
  #expect(preview.screenWidth == row.window.width)
  #expect(preview.screenHeight == row.window.height)
  #expect(preview.contentSizeCategory == row.expectedCategory)
  #expect(preview.idiom == row.device.idiom)
}

@Test("A preview of an existing pane is exactly the pane's configuration")
func previewMatchesPane() {
  let pane = DeviceProfile.iPadPro129.configuration(
    orientation: .landscape, split: .oneThird, category: .accessibility1)
  let preview = DeviceProfile.iPadPro129.previewConfiguration(
    orientation: .landscape, split: .oneThird, category: .accessibility1)
  #expect(pane == preview)
  #expect(preview.isMultiWindow)
}
