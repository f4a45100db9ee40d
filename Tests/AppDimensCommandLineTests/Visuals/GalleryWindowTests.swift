import Testing

@testable import AppDimensCommandLine

@Suite("GalleryWindow: every full-screen window and Split View pane")
struct GalleryWindowTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let device: DeviceProfile
    let identifiers: [String]
    var testDescription: String { device.name }
  }

  // The rows of the doc comment's table.
  static let cases = [
    Case(device: .iPhone15, identifiers: ["iPhone15-portrait", "iPhone15-landscape"]),
    Case(
      device: .iPadPro13M4,
      identifiers: [
        "iPadPro13M4-portrait", "iPadPro13M4-landscape", "iPadPro13M4-landscape-1of3",
        "iPadPro13M4-landscape-1of2", "iPadPro13M4-landscape-2of3", "iPadPro13M4-portrait-1of3",
        "iPadPro13M4-portrait-2of3",
      ]),
    Case(device: .appleTV4K, identifiers: ["appleTV4K-landscape"]),
  ]

  @Test(arguments: cases) func windows(_ c: Case) {
    #expect(GalleryWindow.all([c.device]).map(\.identifier) == c.identifiers)
  }

  @Test func titlesAndConfigurations() throws {
    let windows = GalleryWindow.all([.iPadAir11])
    #expect(windows.map(\.title)[2] == "Landscape · Split View 1/3")
    #expect(GalleryWindow.all([.appleWatch41mm]).map(\.title) == ["Window"])
    for window in windows {
      let c = try #require(window.configuration(category: .xLarge))
      #expect(c.contentSizeCategory == .xLarge)
      #expect(c.isMultiWindow == (window.split != .full))
    }
  }
}
