import Testing

@testable import AppDimensDevices

// Window sizes from Apple's pages: iPhone 15 is 393 × 852 points (Apple's iPhone 15 technical
// specifications, 2556 × 1179 px at @3x); an iPad Pro 12.9-inch is 1024 × 1366 points and its
// landscape Split View halves are 678 points wide (HIG, Layout › Multitasking); Split View in
// portrait has no half pane (the same table lists 2/3 and 1/3 only).

@Test func aPhoneInTwoOrientationsAtTwoTextSizesIsFourCells() {
  let cells = PreviewMatrix.cells(
    devices: [.iPhone15], orientations: [.portrait, .landscape],
    categories: [nil, .accessibility3])
  #expect(cells.count == 4)
  #expect(
    cells.map(\.id) == [
      "iPhone15-portrait-large", "iPhone15-portrait-accessibility3",
      "iPhone15-landscape-large", "iPhone15-landscape-accessibility3",
    ])
  #expect(cells.map(\.configuration.screenWidth) == [393, 393, 852, 852])
  #expect(cells.map(\.configuration.contentSizeCategory) == cells.map(\.category))
  #expect(cells[3].title == "iPhone 15 · Landscape · accessibility3")
}

@Test func aPaneTheDeviceLacksIsLeftOut() {
  let phone = PreviewMatrix.cells(devices: [.iPhone15], splits: [.full, .half])
  #expect(phone.map(\.id) == ["iPhone15-portrait-large"])
  let pad = PreviewMatrix.cells(
    devices: [.iPadPro129], orientations: [.portrait, .landscape], splits: [.full, .half])
  #expect(pad.count == 3)
  #expect(pad.map(\.configuration.screenWidth) == [1024, 1366, 678])
  #expect(pad.last?.title == "iPad Pro 12.9-inch · Landscape · Split View 1/2 · large")
}

@Test func aDeviceThatDoesNotRotateIsOneWindow() {
  let watch = PreviewMatrix.cells(
    devices: [.appleWatch45mm], orientations: [.portrait, .landscape])
  #expect(watch.count == 1)
  #expect(watch.first?.window.title == "Window")
}

// The package's tvOS has no Dynamic Type (the category is kept but changes nothing), so a TV
// at two categories is one cell at its default.
@Test func noDynamicTypeIsOneCategory() {
  let tv = PreviewMatrix.cells(devices: [.appleTV4K], categories: [nil, .accessibility3])
  #expect(tv.count == 1)
  #expect(tv.first?.category == DeviceProfile.appleTV4K.defaultCategory)
}

@Test func repeatedRequestsAreOneCell() {
  let cells = PreviewMatrix.cells(
    devices: [.iPhone15, .iPhone15], orientations: [.portrait, .portrait],
    categories: [nil, .large])
  #expect(cells.count == 1)
  #expect(PreviewMatrix.cells(devices: []).isEmpty)
  #expect(PreviewMatrix.cells(devices: [.iPhone15], categories: []).isEmpty)
}
