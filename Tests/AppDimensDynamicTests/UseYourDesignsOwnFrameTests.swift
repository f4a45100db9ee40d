import AppDimensDynamic
import AppDimensTestSupport
import Testing

/// One expectation of another library's own tests, the AppDimens call the article maps it to,
/// and where the expectation is written.
struct OtherLibraryVector: Sendable, CustomTestStringConvertible {
  let source: String
  let call: @Sendable (DimensConfiguration) -> Double
  /// The other library's expected value.
  let expected: Double
  /// Whether the other library's test floors the value (`Math.floor(…)`).
  let floored: Bool
  var testDescription: String { source }

  init(
    _ source: String, expected: Double, floored: Bool = false,
    _ call: @escaping @Sendable (DimensConfiguration) -> Double
  ) {
    self.source = source
    self.call = call
    self.expected = expected
    self.floored = floored
  }
}

// react-native-size-matters 0.4.2, github.com/nirsky/react-native-size-matters at commit
// 68c63b021c7e9abcb3e2e5442eb2414f02e6223d (MIT): `__mocks__/react-native.js` gives the test
// window, `Dimensions.get` → {width: 700, height: 1020}; `lib/scaling-utils.js` the guideline
// base 350 × 680; `__mocks__/@env.js` the base 525 × 1020 of `lib/extend/scaling-utils.extend.js`.
// The expectations are those test files' `expect(…).toBe(…)` lines, as written there.
private let sizeMattersWindow = DimensConfiguration(
  screenWidth: 700, screenHeight: 1020, designFrame: DesignFrame(width: 350, height: 680))
private let sizeMattersExtendedWindow = DimensConfiguration(
  screenWidth: 700, screenHeight: 1020, designFrame: DesignFrame(width: 525, height: 1020))

private let spec = "__tests__/scaling-utils.spec.js"
private let extendSpec = "__tests__/scaling-utils.extend.spec.js"

let sizeMattersVectors: [OtherLibraryVector] = [
  .init("\(spec):6 scale(2.5)", expected: 5) { 2.5.sdp($0) },
  .init("\(spec):7 scale(100)", expected: 200) { 100.sdp($0) },
  .init("\(spec):8 scale(200)", expected: 400) { 200.sdp($0) },
  .init("\(spec):12 verticalScale(5)", expected: 7.5) { 5.hdp($0) },
  .init("\(spec):13 verticalScale(100)", expected: 150) { 100.hdp($0) },
  .init("\(spec):14 verticalScale(200)", expected: 300) { 200.hdp($0) },
  .init("\(spec):18 moderateScale(100)", expected: 150) { 100.interpolatedDp($0) },
  .init("\(spec):19 moderateScale(100, 0.1)", expected: 110) {
    100.interpolatedDp($0, options: .init(interpolation: 0.1))
  },
  .init("\(spec):20 moderateScale(100, 0.3)", expected: 130) {
    100.interpolatedDp($0, options: .init(interpolation: 0.3))
  },
  .init("\(spec):21 moderateScale(100, 0.6)", expected: 160) {
    100.interpolatedDp($0, options: .init(interpolation: 0.6))
  },
  .init("\(spec):22 moderateScale(100, 0.9)", expected: 190) {
    100.interpolatedDp($0, options: .init(interpolation: 0.9))
  },
  .init("\(spec):27 moderateVerticalScale(100)", expected: 125) {
    100.interpolatedDp($0, options: .init(qualifier: .height))
  },
  .init("\(spec):28 moderateVerticalScale(100, 0.1)", expected: 105) {
    100.interpolatedDp($0, options: .init(qualifier: .height, interpolation: 0.1))
  },
  .init("\(spec):30 moderateVerticalScale(100, 0.6)", expected: 130) {
    100.interpolatedDp($0, options: .init(qualifier: .height, interpolation: 0.6))
  },
  .init("\(spec):31 moderateVerticalScale(100, 0.9)", expected: 145) {
    100.interpolatedDp($0, options: .init(qualifier: .height, interpolation: 0.9))
  },
]

let sizeMattersExtendedVectors: [OtherLibraryVector] = [
  .init("\(extendSpec):7 floor(scale(2.5))", expected: 3, floored: true) { 2.5.sdp($0) },
  .init("\(extendSpec):8 floor(scale(100))", expected: 133, floored: true) { 100.sdp($0) },
  .init("\(extendSpec):9 floor(scale(200))", expected: 266, floored: true) { 200.sdp($0) },
  .init("\(extendSpec):14 floor(verticalScale(100))", expected: 100, floored: true) {
    100.hdp($0)
  },
  .init("\(extendSpec):19 floor(moderateScale(100))", expected: 116, floored: true) {
    100.interpolatedDp($0)
  },
  .init("\(extendSpec):20 floor(moderateScale(100, 0.1))", expected: 103, floored: true) {
    100.interpolatedDp($0, options: .init(interpolation: 0.1))
  },
  .init("\(extendSpec):23 floor(moderateScale(100, 0.9))", expected: 129, floored: true) {
    100.interpolatedDp($0, options: .init(interpolation: 0.9))
  },
]

@Suite("Use your design's own frame: the mapping from flutter_screenutil and size-matters")
struct UseYourDesignsOwnFrameTests {
  @Test(arguments: sizeMattersVectors)
  func sizeMattersTests(_ row: OtherLibraryVector) {
    #expect(isClose(row.call(sizeMattersWindow), row.expected, tolerance: 1e-9))
  }

  @Test(arguments: sizeMattersExtendedVectors)
  func sizeMattersExtendedTests(_ row: OtherLibraryVector) {
    let value = row.call(sizeMattersExtendedWindow)
    #expect((row.floored ? value.rounded(.down) : value) == row.expected, "\(value)")
  }

  /// Where the article says the two differ: size-matters lets a factor above 1 overshoot
  /// (`moderateScale(100, 2)` is 300 in `scaling-utils.spec.js:23`), AppDimens clamps the amount
  /// to 1 (linear: 100 × 700 ÷ 350 = 200); and `verticalScale` reads the longer side, so in
  /// landscape it is `hdp` of the turned window, not of this one.
  @Test func whereTheyDiffer() {
    #expect(100.interpolatedDp(sizeMattersWindow, options: .init(interpolation: 2)) == 200)
    let landscape = DimensConfiguration(
      screenWidth: 1020, screenHeight: 700, designFrame: DesignFrame(width: 350, height: 680))
    #expect(isClose(100.hdp(landscape), 100 * 700 / 680.0, tolerance: 1e-12))
    #expect(100.sdp(landscape) == 200)  // scale reads the short side in either orientation
  }

  /// flutter_screenutil 5.9.3, github.com/OpenFlutter/flutter_screenutil at commit
  /// 6982b1242ffef72c6bce5dad1146f2f000d8eddf (Apache-2.0), `test/flutter_screenutil_test.dart`:
  /// `uiSize = Size(470, 740)`, devices 300 × 600 and 500 × 900, `expect(1.w, width / 470)`
  /// and `expect(1.h, height / 740)`. `lib/src/screen_util.dart`: `radius(r) = r × min(scaleWidth,
  /// scaleHeight)` and `diameter(d) = d × max(…)`, which the article maps to fit and fill.
  @Test func screenUtilTests() {
    let frame = DesignFrame(width: 470, height: 740)
    for (width, height) in [(300.0, 600.0), (500.0, 900.0)] {
      let c = DimensConfiguration(screenWidth: width, screenHeight: height, designFrame: frame)
      #expect(isClose(1.wdp(c), width / 470, tolerance: 1e-15))
      #expect(isClose(1.hdp(c), height / 740, tolerance: 1e-15))
      // .r and .dm, in the frame's (portrait) orientation.
      #expect(isClose(1.fitDp(c), min(width / 470, height / 740), tolerance: 1e-15))
      #expect(isClose(1.fillDp(c), max(width / 470, height / 740), tolerance: 1e-15))
      // .sp with Flutter's text scale on top: wem × fontScale.
      #expect(isClose(1.wem(c), width / 470, tolerance: 1e-15))
    }
    #expect(
      isClose(
        1.wdp(DimensConfiguration(screenWidth: 300, screenHeight: 600, designFrame: frame)),
        0.638298))
  }

  /// The article's claims for `.r` on a 390 × 844 frame: `fitDp` is `.r` on every portrait
  /// iPhone (both compare a portrait window with a portrait frame), and `sdp` is within 0.01 pt
  /// of it on every 19.5:9 iPhone (aspect ratio above 2); a 16:9 one is shorter than the frame
  /// relative to its width, so `.r` follows its height there.
  @Test func fitIsScreenUtilsRadiusOnEveryIPhone() {
    let frame = DesignFrame(width: 390, height: 844)
    for device in DeviceCatalog.devices(in: .phone) {
      let c = device.configuration(orientation: .portrait).replacingDesignFrame(frame)
      let radius = 16 * min(c.screenWidth / 390, c.screenHeight / 844)
      #expect(isClose(16.fitDp(c), radius, tolerance: 1e-12), "\(device.name)")
      if c.aspectRatio > 2 {
        #expect(abs(16.sdp(c) - radius) < 0.01, "\(device.name)")
      } else {
        #expect(16.sdp(c) - radius > 1, "\(device.name)")
      }
    }
  }
}
