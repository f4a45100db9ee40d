// swift-tools-version:6.0
// AppDimens for Apple platforms: one design, every window, every text size.

import PackageDescription

/// libm must be linked explicitly on Linux, or executables fail to link while tests pass.
let libm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

/// The satellite products: one per curve, each re-exporting the strategy API.
let satellites = [
  "AppDimensDensity", "AppDimensDiagonal", "AppDimensFill", "AppDimensFit", "AppDimensFluid",
  "AppDimensInterpolated", "AppDimensLogarithmic", "AppDimensPercent", "AppDimensPerimeter",
  "AppDimensPower",
]

/// Every library module: the core, its curves, then the modules built on them.
let libraries =
  ["AppDimens", "AppDimensAuto", "AppDimensStrategies"] + satellites + [
    "AppDimensResize", "AppDimensUnits", "AppDimensMetal", "AppDimensBreakpoints",
    "AppDimensDynamicType", "AppDimensDevices", "AppDimensAudit", "AppDimensDynamic",
    "AppDimensAdaptizer",
  ]

/// Library targets that have a test target of their own.
let tested = [
  "AppDimens", "AppDimensAuto", "AppDimensStrategies", "AppDimensResize", "AppDimensUnits",
  "AppDimensMetal", "AppDimensBreakpoints", "AppDimensDynamicType", "AppDimensDevices",
  "AppDimensAudit", "AppDimensDynamic",
]

func library(_ name: String, _ dependencies: [String], path: String? = nil) -> Target {
  .target(
    name: name,
    dependencies: dependencies.map { .target(name: $0) },
    path: path,
    linkerSettings: libm
  )
}

var targets: [Target] = [
  library("AppDimens", []),
  library("AppDimensStrategies", ["AppDimens"]),
  library("AppDimensAuto", ["AppDimens", "AppDimensStrategies"]),
  library("AppDimensResize", ["AppDimens"]),
  library("AppDimensUnits", ["AppDimens"]),
  library("AppDimensMetal", ["AppDimens", "AppDimensStrategies"]),
  library("AppDimensBreakpoints", ["AppDimens"]),
  // Adaptizer's module-level key names; deliberately not re-exported by the umbrella.
  library("AppDimensAdaptizer", ["AppDimensBreakpoints"]),
  library("AppDimensDynamicType", ["AppDimens", "AppDimensStrategies"]),
  library("AppDimensDevices", ["AppDimens"]),
  // The audit reads design-token JSON with the tools' own reader (AppDimensToolSupport).
  library(
    "AppDimensAudit",
    ["AppDimens", "AppDimensDevices", "AppDimensDynamicType", "AppDimensToolSupport"]),
  library(
    "AppDimensDynamic",
    ["AppDimens", "AppDimensAuto", "AppDimensStrategies"] + satellites + [
      "AppDimensResize", "AppDimensUnits", "AppDimensMetal", "AppDimensBreakpoints",
      "AppDimensDynamicType", "AppDimensDevices", "AppDimensAudit",
    ]
  ),
  // JSON reading and writing, the text table and the monotonic clock: shared by the two
  // executables' code and the audit's design-token reader (standard library only).
  .target(name: "AppDimensToolSupport", linkerSettings: libm),
  library(
    "AppDimensCommandLine",
    ["AppDimensDynamic", "AppDimensToolSupport"]
  ),
  .executableTarget(
    name: "AppDimensCLI",
    dependencies: ["AppDimensCommandLine"],
    linkerSettings: libm
  ),
  .executableTarget(
    name: "AppDimensBenchmarks",
    dependencies: ["AppDimensDynamic", "AppDimensToolSupport", "AppDimensCommandLine"],
    linkerSettings: libm
  ),
  .target(
    name: "AppDimensTestSupport",
    dependencies: ["AppDimens", "AppDimensStrategies"],
    path: "Tests/AppDimensTestSupport",
    linkerSettings: libm
  ),
  .testTarget(
    name: "AppDimensCommandLineTests",
    // The pasted-Swift test compiles the documentation's Adaptizer snippets too.
    dependencies: ["AppDimensCommandLine", "AppDimensTestSupport", "AppDimensAdaptizer"],
    linkerSettings: libm
  ),
]
targets += satellites.map {
  library($0, ["AppDimensStrategies"], path: "Sources/Satellites/\($0)")
}
targets += tested.map {
  // The breakpoint tests also write Adaptizer's spelling of the keys.
  let extra: [Target.Dependency] = $0 == "AppDimensBreakpoints" ? ["AppDimensAdaptizer"] : []
  return .testTarget(
    name: "\($0)Tests", dependencies: [.target(name: $0), "AppDimensTestSupport"] + extra,
    linkerSettings: libm)
}

let package = Package(
  name: "AppDimens",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  products: libraries.map { .library(name: $0, targets: [$0]) } + [
    .executable(name: "appdimens", targets: ["AppDimensCLI"]),
    .executable(name: "appdimens-bench", targets: ["AppDimensBenchmarks"]),
  ],
  targets: targets,
  swiftLanguageModes: [.v6]
)
