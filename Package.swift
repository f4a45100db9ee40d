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

/// What an app runs: the core, its curves and the modules built on them, all re-exported by
/// the umbrella `AppDimensDynamic` (the product the README's install snippet picks).
let appModules =
  ["AppDimens", "AppDimensAuto", "AppDimensStrategies"] + satellites + [
    "AppDimensResize", "AppDimensUnits", "AppDimensMetal", "AppDimensBreakpoints",
    "AppDimensDynamicType", "AppDimensDevices",
  ]

/// Products an app's own target does not need, each imported on its own and left out of the
/// umbrella: Adaptizer's module-level names, and the design audit for an app's tests and the
/// tools. A module that only tests or tools use (a design-token reader, …) joins this list.
let separateModules = ["AppDimensAdaptizer", "AppDimensTokens", "AppDimensAudit"]

/// Every library product.
let libraries = appModules + ["AppDimensDynamic"] + separateModules

/// Library targets that have a test target of their own.
let tested = [
  "AppDimens", "AppDimensAuto", "AppDimensStrategies", "AppDimensResize", "AppDimensUnits",
  "AppDimensMetal", "AppDimensBreakpoints", "AppDimensDynamicType", "AppDimensDevices",
  "AppDimensTokens", "AppDimensAudit", "AppDimensDynamic",
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
  library(
    "AppDimensDynamicType", ["AppDimens", "AppDimensStrategies", "AppDimensBreakpoints"]),
  library("AppDimensDevices", ["AppDimens"]),
  // The design-token reader, read with the tools' own JSON reader (AppDimensToolSupport);
  // the audit and the Swift generator both use it.
  library(
    "AppDimensTokens",
    [
      "AppDimens", "AppDimensBreakpoints", "AppDimensDevices", "AppDimensDynamicType",
      "AppDimensToolSupport",
    ]),
  library(
    "AppDimensAudit",
    [
      "AppDimens", "AppDimensDevices", "AppDimensDynamicType", "AppDimensTokens",
      "AppDimensToolSupport",
    ]),
  // The umbrella: what an app runs, and nothing only the tools or an app's tests need.
  library("AppDimensDynamic", appModules),
  // JSON reading and writing, the text table and the monotonic clock: shared by the two
  // executables' code and the audit's design-token reader (standard library only). Not a
  // product: no public API of a product names its types, and the audit brings it along.
  .target(name: "AppDimensToolSupport", linkerSettings: libm),
  library(
    "AppDimensCommandLine",
    ["AppDimensDynamic", "AppDimensTokens", "AppDimensAudit", "AppDimensToolSupport"]
  ),
  // `appdimens generate` at build time: a target's tokens.json becomes DesignTokens.swift.
  .plugin(
    name: "AppDimensTokensPlugin", capability: .buildTool(), dependencies: ["AppDimensCLI"]),
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
  // The breakpoint tests also write Adaptizer's spelling of the keys; the package-wide
  // Sendable and hostile tests (in the umbrella's) name the audit's types too.
  let extras: [String: [Target.Dependency]] = [
    "AppDimensBreakpoints": ["AppDimensAdaptizer"], "AppDimensDynamic": ["AppDimensAudit"],
  ]
  let extra = extras[$0] ?? []
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
    .plugin(name: "AppDimensTokensPlugin", targets: ["AppDimensTokensPlugin"]),
  ],
  targets: targets,
  swiftLanguageModes: [.v6]
)
