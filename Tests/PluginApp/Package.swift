// swift-tools-version:6.0
// An app package that generates its design tokens at build time with the AppDimens build-tool
// plugin: `Sources/PluginApp/app.tokens.json` becomes `DesignTokens`, compiled into the
// target; `Sources/ResponsiveApp` does the same from a DTCG resolver file whose breakpoint
// modifier declares its widths, and `Sources/ThemesApp` from a Tokens Studio export. Scripts/check-install.sh copies it next to a folder named `AppDimens` (the package),
// builds it without a warning and runs it. It is not part of the AppDimens package.

import PackageDescription

let package = Package(
  name: "PluginApp",
  platforms: [.macOS(.v12)],
  dependencies: [
    .package(path: "../AppDimens")
  ],
  targets: [
    .executableTarget(
      name: "PluginApp",
      dependencies: [
        .product(name: "AppDimensDynamicType", package: "AppDimens")
      ],
      plugins: [
        .plugin(name: "AppDimensTokensPlugin", package: "AppDimens")
      ]
    ),
    .executableTarget(
      name: "ResponsiveApp",
      dependencies: [
        .product(name: "AppDimensDynamicType", package: "AppDimens"),
        .product(name: "AppDimensBreakpoints", package: "AppDimens"),
      ],
      plugins: [
        .plugin(name: "AppDimensTokensPlugin", package: "AppDimens")
      ]
    ),
    .executableTarget(
      name: "ThemesApp",
      dependencies: [
        .product(name: "AppDimensDynamicType", package: "AppDimens")
      ],
      plugins: [
        .plugin(name: "AppDimensTokensPlugin", package: "AppDimens")
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
