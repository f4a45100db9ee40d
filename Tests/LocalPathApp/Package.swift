// swift-tools-version:6.0
// An app package that depends on AppDimens by local path, exactly as the README's Installation
// section says: Scripts/check-install.sh copies it next to a folder named `AppDimens` (the
// package) and builds and runs it. It is not part of the AppDimens package.

import PackageDescription

let package = Package(
  name: "LocalPathApp",
  platforms: [.macOS(.v12)],
  dependencies: [
    .package(path: "../AppDimens")
  ],
  targets: [
    .executableTarget(
      name: "LocalPathApp",
      dependencies: [
        .product(name: "AppDimens", package: "AppDimens")
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
