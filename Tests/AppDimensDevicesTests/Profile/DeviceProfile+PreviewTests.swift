import Testing

@testable import AppDimensDevices

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
