import Foundation
import Testing

/// The README's Installation section is the one place that says how to get the package and the
/// tool; what it says must be true and what CI runs (`Scripts/check-install.sh`):
///
/// - it says plainly that no public URL serves this package yet, and that the URL earlier
///   drafts gave serves another package;
/// - its path dependency is the one the CI app package (`Tests/LocalPathApp`) uses, with a
///   `package:` SwiftPM accepts (the folder's last path component) and real products;
/// - the first headless example that app runs is the README's, line for line;
/// - its URL dependency asks for a requirement that exists, named as SwiftPM names it;
/// - the tool's install command is the one the check script and the audit article's CI recipe
///   run.
@Suite("Installation: routes that work today, and the ones CI runs")
struct InstallationTests {
  /// A file of the package, by its path from the root.
  static func text(_ path: String) -> String? {
    try? String(contentsOf: SwiftSnippet.root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The README's "Installation" section, up to the next section.
  static let section: String = {
    guard let readme = text("README.md"), let start = readme.range(of: "\n## Installation\n")
    else { return "" }
    let rest = readme[start.upperBound...]
    return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
  }()

  /// Every match of `pattern`'s first group in `text`.
  static func matches(_ pattern: String, in text: String) -> [String] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  /// The URL earlier drafts gave, which serves another package today.
  static let otherPackage = "https://github.com/bodenberg/appdimens-ios"

  /// SwiftPM's name of a dependency for `.product(name:package:)`: the last path component of
  /// its path or URL, without `.git`, compared in any letter case.
  static func identity(_ location: String) -> String {
    var name = location.split(separator: "/").last.map(String.init) ?? ""
    if name.hasSuffix(".git") { name.removeLast(4) }
    return name.lowercased()
  }

  @Test func itSaysWhichURLServesThePackage() {
    #expect(Self.section.contains("**Which URL serves this package.** None yet"))
    #expect(
      Self.section.contains("no version is\ntagged")
        || Self.section.contains("no version is tagged"))
    #expect(Self.section.contains("`\(Self.otherPackage)` today serves an older package"))
    // The older package's products, as its manifest names them, are not ours.
    let manifest = Self.text("Package.swift") ?? ""
    for product in ["AppDimensUI", "AppDimensGames"] {
      #expect(Self.section.contains("`\(product)`"))
      #expect(!manifest.contains("\"\(product)\""))
    }
    // No other file sends a user to that URL (the changelog's history may name it).
    for file in InstallationTests.files where file != "README.md" && file != "CHANGELOG.md" {
      #expect(Self.text(file)?.contains(Self.otherPackage) != true, "\(file)")
    }
  }

  @Test func thePathRouteIsTheOneCIBuilds() throws {
    let paths = Self.matches(#"\.package\(path: "([^"]+)"\)"#, in: Self.section)
    #expect(paths == ["../AppDimens"])
    let path = try #require(paths.first)
    for step in ["File › Add Package Dependencies…", "Add Local…", "named `AppDimens`"] {
      #expect(Self.section.contains(step), "the Installation section lacks \(step)")
    }
    // Every product it names is one of the manifest's, under the folder's name.
    let manifest = Self.text("Package.swift") ?? ""
    let products = Self.matches(#"\.product\(name: "([A-Za-z]+)""#, in: Self.section)
    #expect(products.count >= 2)
    for product in products { #expect(manifest.contains("\"\(product)\""), "\(product)") }
    for package in Self.matches(#"package: "([^"]+)"\)"#, in: Self.section) {
      #expect(Self.identity(package) == Self.identity(path), "package: \"\(package)\"")
    }
    // The CI app package depends the same way.
    let app = try #require(Self.text("Tests/LocalPathApp/Package.swift"))
    #expect(Self.matches(#"\.package\(path: "([^"]+)"\)"#, in: app) == [path])
    for package in Self.matches(#"package: "([^"]+)"\)"#, in: app) {
      #expect(Self.identity(package) == Self.identity(path))
    }
    let script = try #require(Self.text("Scripts/check-install.sh"))
    #expect(script.contains(#"ln -s "$root" "$work/AppDimens""#))
  }

  /// The app CI builds runs the README's first headless example as written.
  @Test func theAppRunsTheReadmesFirstHeadlessExample() throws {
    let readme = try #require(Self.text("README.md"))
    let headless = try #require(readme.range(of: "## Headless"))
    let block = try #require(
      Self.matches(#"(?s)```swift\n(.*?)```"#, in: String(readme[headless.upperBound...])).first)
    let main = try #require(Self.text("Tests/LocalPathApp/Sources/LocalPathApp/main.swift"))
    let copied = try #require(
      Self.matches(#"(?s)// README: begin\n(.*?)// README: end\n"#, in: main).first)
    #expect(copied == block)
  }

  @Test func theURLRouteAsksForARequirementThatExists() throws {
    let changelog = try #require(Self.text("CHANGELOG.md"))
    let versions = Self.matches(#"(?m)^## \[?v?([0-9]+\.[0-9]+\.[0-9]+)"#, in: changelog)
    let urls = Self.matches(#"\.package\(url: "([^"]+)", [a-z]+: "[^"]+"\)"#, in: Self.section)
    let requirements = Self.matches(
      #"\.package\(url: "[^"]+", ([a-z]+: "[^"]+")\)"#,
      in: Self.section.replacingOccurrences(
        of: "\n", with: " "))
    #expect(!requirements.isEmpty)
    for requirement in requirements {
      if let latest = versions.first {
        #expect(requirement == "from: \"\(latest)\"", "\(requirement)")
      } else {
        #expect(requirement == "branch: \"main\"", "no version is released: \(requirement)")
      }
    }
    for url in urls {
      #expect(url != Self.otherPackage)
      #expect(Self.section.contains("package: \"AppDimens\"") && Self.identity(url) == "appdimens")
    }
  }

  @Test func theToolInstallsWithTheCommandCIRuns() throws {
    let command = "swift package experimental-install --product appdimens"
    #expect(Self.section.contains(command))
    #expect(Self.section.contains("swift build -c release --product appdimens"))
    let script = try #require(Self.text("Scripts/check-install.sh"))
    #expect(script.contains("experimental-install --product appdimens"))
    let recipe = try #require(
      Self.text("Sources/AppDimensAudit/AppDimensAudit.docc/Articles/AuditingADesign.md"))
    #expect(recipe.contains("experimental-install --product appdimens"))
    #expect(Self.text(".ci/run")?.contains("Scripts/check-install.sh") == true)
  }

  /// The text files of the repository that could mention an installation.
  static let files: [String] = {
    var files = ["README.md", "CHANGELOG.md", "CONTRIBUTING.md", "Package.swift"]
    for folder in ["Documentation", "Sources", "Examples", "Scripts", "Tests", "Tools", "Fuzz"] {
      let url = SwiftSnippet.root.appendingPathComponent(folder)
      let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
      while let file = walker?.nextObject() as? URL {
        guard ["md", "swift", "sh", "py", "json", "yml"].contains(file.pathExtension),
          file.lastPathComponent != "InstallationTests.swift"
        else { continue }
        files.append(file.path.replacingOccurrences(of: SwiftSnippet.root.path + "/", with: ""))
      }
    }
    return files
  }()

  /// Every `.package(…)` and `.product(…, package:)` in the documentation names this package
  /// the way the README does.
  @Test func everyMentionInstallsThisPackage() {
    for file in Self.files where file.hasSuffix(".md") && file != "CHANGELOG.md" {
      guard let text = Self.text(file) else { continue }
      for url in Self.matches(#"\.package\(url:\s*"([^"]*)""#, in: text) {
        #expect(url != Self.otherPackage, "\(file)")
      }
      for package in Self.matches(#"\.product\(name: "[^"]+", package: "([^"]+)"\)"#, in: text) {
        #expect(package == "AppDimens", "\(file): package: \"\(package)\"")
      }
    }
  }
}
