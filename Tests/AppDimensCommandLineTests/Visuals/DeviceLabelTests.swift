import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

@Suite("DeviceLabel: short names and estimated widths")
struct DeviceLabelTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let short: String
    var testDescription: String { name }
  }

  static let cases = [
    Case(name: "iPhone SE (3rd generation)", short: "iPhone SE (3rd gen)"),
    Case(name: "iPad Air 11-inch (M2/M3)", short: "iPad Air 11-inch (M2/M3)"),
    Case(name: "iPad Pro 11-inch (4th generation)", short: "iPad Pro 11-inch (4th gen)"),
    Case(name: "Apple TV HD", short: "TV HD"),
    Case(name: "Apple Watch Series 9 (41 mm)", short: "Watch Series 9 (41 mm)"),
    Case(name: "Apple Vision Pro (default window)", short: "Vision Pro"),
    Case(name: "iPhone 15", short: "iPhone 15"),
  ]

  @Test(arguments: cases) func short(_ c: Case) {
    #expect(DeviceLabel.short(c.name) == c.short)
  }

  @Test func shortNamesStayDistinctAcrossTheCatalog() {
    let names = DeviceCatalog.all.map { DeviceLabel.short($0.name) }
    #expect(Set(names).count == names.count)
  }

  @Test func widths() {
    #expect(isClose(DeviceLabel.estimatedWidth("iPhone 15", size: 11), 9 * 0.58 * 11))
    #expect(DeviceLabel.estimatedWidth("", size: 13) == 0)
  }
}
