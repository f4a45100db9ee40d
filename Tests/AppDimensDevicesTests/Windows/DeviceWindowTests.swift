import Testing

@testable import AppDimensDevices

@Suite("DeviceWindow: every full-screen window and Split View pane")
struct DeviceWindowTests {
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
    #expect(DeviceWindow.windows(of: [c.device]).map(\.identifier) == c.identifiers)
    #expect(c.device.windows.map(\.identifier) == c.identifiers)
  }

  @Test func titlesAndConfigurations() throws {
    let windows = DeviceWindow.windows(of: [.iPadAir11])
    #expect(windows.map(\.title)[2] == "Landscape · Split View 1/3")
    #expect(DeviceWindow.windows(of: [.appleWatch41mm]).map(\.title) == ["Window"])
    for window in windows {
      let c = try #require(window.configuration(category: .xLarge))
      #expect(c.contentSizeCategory == .xLarge)
      #expect(c.isMultiWindow == (window.split != .full))
    }
  }

  // The doc comment's example: the iPad Air 11-inch's landscape third is 320 pt wide.
  @Test func documentedPane() throws {
    let pane = try #require(DeviceWindow.windows(of: [.iPadAir11]).dropFirst(2).first)
    #expect(pane.configuration(category: .large)?.screenWidth == 320)
    #expect(pane.configuration()?.contentSizeCategory == .large)
  }

  @Test func missingPaneHasNoConfiguration() {
    let window = DeviceWindow(device: .iPadMiniA17Pro, orientation: .portrait, split: .half)
    #expect(window.configuration(category: .large) == nil)
    #expect(
      DeviceWindow(device: .iPhone15, orientation: .portrait, split: .oneThird)
        .configuration() == nil)
  }
}
