import AppDimensAdaptizer
import Testing

// Every table written in Adaptizer's own repository (antiflasher/adaptizer-swift): its README,
// the comments of its final Adaptizer.swift (commit ed70692) and its demo's ViewController.swift
// (commit a8e36ad), resolved here on the windows they describe. Each expected value is worked
// out by hand from that final code (Adaptizer.swift lines 269–314, the order; 364–415, the
// width buckets), which picks:
//   1. the key of the window's width bucket: w320 for every width below 375 (its first two
//      branches), then [375, 414) → w375, [414, 438) → w414, … [1112, 1366) → w1112, and
//      1366 and wider → w1366; a bucket whose key is missing gives nothing;
//   2. wC/wR with .phone/.pad for the size class and device; 3. wC.all/wR.all;
//   4. the default: wAny, else a key marked .default, else "the first dictionary value"
//      (Swift's hash order: different per process — the package returns the largest width key
//      below the window instead, noted where it applies).
// In that code `w320` and `w320.default` are one key (equality compares the names only).

/// An iPhone or iPad window of a given width, with its horizontal size class.
private func window(_ width: Double, _ idiom: DeviceIdiom, _ sizeClass: SizeClass)
  -> DimensConfiguration
{
  DimensConfiguration(
    screenWidth: width, screenHeight: 1100, idiom: idiom, horizontalSizeClass: sizeClass)
}

// Catalog windows: iPhone 11 portrait 414 × 896 (compact); iPad mini (5th generation)
// portrait 768 × 1024 and iPad Pro 12.9-inch portrait 1024 × 1366 (regular).
private let iPhone11 = DimensConfiguration(
  screenWidth: 414, screenHeight: 896, idiom: .phone, horizontalSizeClass: .compact)
private let iPadMini5 = DimensConfiguration(
  screenWidth: 768, screenHeight: 1024, idiom: .pad, horizontalSizeClass: .regular)
private let iPadPro129 = DimensConfiguration(
  screenWidth: 1024, screenHeight: 1366, idiom: .pad, horizontalSizeClass: .regular)

@Test("A default is a default: the four tables where the package used to disagree")
func aDefaultIsADefault() {
  // README: "you can use wAny to set a default value: [wAny: 50, w414: 100]". 768 and 1024 are
  // the buckets of w768 and w1024, which the table lacks, and no class key: wAny. (Before:
  // 100, from "the largest width key below".)
  let any = [wAny: 50, w414: 100]
  #expect(any.scaled(iPadMini5) == 50)
  #expect(any.scaled(iPadPro129) == 50)
  // README: "Use .default to set a default value for screen widths you haven't specified:
  // [w320.default: 80, w375: 100, w414: 120]". The w768 bucket is empty: the default, 80.
  // (Before: 120.)
  #expect([w320.default: 80, w375: 100, w414: 120].scaled(iPadMini5) == 80)
  // Adaptizer.swift, line 66: "[w375 : 100, w1366.default : 200, wR.pad : 300]". An iPhone 11
  // is 414 wide (w414's bucket, empty) and compact (wR.pad does not apply): the default, 200.
  // (Before: 100.)
  #expect([w375: 100, w1366.default: 200, wR.pad: 300].scaled(iPhone11) == 200)
}

@Test("README: [w320: 80, w375: 100, w414: 120], no default")
func readmeThreeWidths() {
  let sizes = [w320: 80, w375: 100, w414: 120]
  #expect(sizes.scaled(window(320, .phone, .compact)) == 80)
  #expect(sizes.scaled(window(300, .phone, .compact)) == 80)  // below 320: w320 (line 368)
  #expect(sizes.scaled(window(375, .phone, .compact)) == 100)
  #expect(sizes.scaled(window(393, .phone, .compact)) == 100)  // [375, 414) → w375
  #expect(sizes.scaled(window(414, .phone, .compact)) == 120)
  #expect(sizes.scaled(window(430, .phone, .compact)) == 120)  // [414, 438) → w414
  // 768: Adaptizer's bucket w768 is empty and the table has no default, so Adaptizer returned
  // its first entry in hash order; the package's answer is the largest width key below.
  #expect(sizes.scaled(window(768, .pad, .regular)) == 120)
}

@Test("README: [w320.default: 80, w375: 100, w414: 120]")
func readmeMarkedDefault() {
  let sizes = [w320.default: 80, w375: 100, w414: 120]
  #expect(sizes.scaled(window(320, .phone, .compact)) == 80)
  #expect(sizes.scaled(window(300, .phone, .compact)) == 80)
  #expect(sizes.scaled(window(390, .phone, .compact)) == 100)
  #expect(sizes.scaled(window(440, .phone, .compact)) == 80)  // w438's bucket: the default
  #expect(sizes.scaled(window(1024, .pad, .regular)) == 80)
}

@Test("README: [wAny: 50, w414: 100]")
func readmeAny() {
  let sizes = [wAny: 50, w414: 100]
  #expect(sizes.scaled(window(414, .phone, .compact)) == 100)
  #expect(sizes.scaled(window(430, .phone, .compact)) == 100)
  #expect(sizes.scaled(window(375, .phone, .compact)) == 50)
  #expect(sizes.scaled(window(300, .phone, .compact)) == 50)
  #expect(sizes.scaled(window(440, .phone, .compact)) == 50)
}

@Test("README: conflicts go to the more specific key")
func readmeConflicts() {
  let sizes = [w320: 80, wC.phone: 100, wC.all: 120]
  // "For screen width of 320 points … w320 is the only one exact, so it is used".
  #expect(sizes.scaled(window(320, .phone, .compact)) == 80)
  // "For screen width of 375 points on an iPhone … wC.phone is more specific".
  #expect(sizes.scaled(window(375, .phone, .compact)) == 100)
  // An iPad pane 375 wide: no wC.pad, so wC.all.
  #expect(sizes.scaled(window(375, .pad, .compact)) == 120)
}

@Test("README: the scaling rule [w320: 0.8, w375: 1.0, w414: 1.2] and 20.scaled")
func readmeScalingRule() {
  let rule = [w320: 0.8, w375: 1.0, w414: 1.2].scalingRule()
  // Adaptizer rounds to whole points by default: 16, 20, 24.
  #expect(20.scaled(by: rule, window(320, .phone, .compact), rounding: .points) == 16)
  #expect(20.scaled(by: rule, window(375, .phone, .compact), rounding: .points) == 20)
  #expect(20.scaled(by: rule, window(414, .phone, .compact), rounding: .points) == 24)
}

@Test("Adaptizer.swift, lines 66–67: [w375 : 100, w1366.default : 200, wR.pad : 300]")
func finalCodeDefaultExample() {
  let sizes = [w375: 100, w1366.default: 200, wR.pad: 300]
  #expect(sizes.scaled(window(375, .phone, .compact)) == 100)
  #expect(sizes.scaled(window(402, .phone, .compact)) == 100)  // [375, 414) → w375
  #expect(sizes.scaled(window(414, .phone, .compact)) == 200)  // "the .default value"
  #expect(sizes.scaled(window(320, .phone, .compact)) == 200)
  #expect(sizes.scaled(window(768, .pad, .regular)) == 300)  // wR.pad
  #expect(sizes.scaled(window(1024, .pad, .regular)) == 300)
  #expect(sizes.scaled(window(1366, .pad, .regular)) == 200)  // w1366's own bucket comes first
}

@Test("Adaptizer.swift, lines 72–75: [w320 : 100, wC.iPhone : 120, wC.all : 140]")
func finalCodeConflictExample() {
  // The comment writes `wC.iPhone`; the code's name is `wC.phone`.
  let sizes = [w320: 100, wC.phone: 120, wC.all: 140]
  #expect(sizes.scaled(window(320, .phone, .compact)) == 100)  // "the most specified"
  #expect(sizes.scaled(window(375, .phone, .compact)) == 120)  // "more specified than wC.all"
  // "On screen width of 414 for all devices, value of 140": the code (lines 285–296) gives
  // that on an iPad pane; on an iPhone wC.phone comes first, 120.
  #expect(sizes.scaled(window(414, .pad, .compact)) == 140)
  #expect(sizes.scaled(window(414, .phone, .compact)) == 120)
}

@Test("The demo's ViewController (a8e36ad): title, font size, top and the smile")
func demoViewController() {
  let title = [w320: "Adaptizer", w375: "It's Adaptizer", w414: "It is Adaptizer"]
  let fontSize = [w320: 40, w375: 45, w414: 50]
  let top = [w320: 60, w375: 70, w414: 80]
  let smileVisibility = [wAny: false, w414: true]
  let (se, iPhone8, plus) = (
    window(320, .phone, .compact), window(375, .phone, .compact), window(414, .phone, .compact)
  )
  #expect(title.scaled(se) == "Adaptizer")
  #expect(title.scaled(iPhone8) == "It's Adaptizer")
  #expect(title.scaled(plus) == "It is Adaptizer")
  #expect([se, iPhone8, plus].map { fontSize.scaled($0) } == [40, 45, 50])
  #expect([se, iPhone8, plus].map { top.scaled($0) } == [60, 70, 80])
  #expect([se, iPhone8, plus].map { smileVisibility.scaled($0) } == [false, false, true])
}
