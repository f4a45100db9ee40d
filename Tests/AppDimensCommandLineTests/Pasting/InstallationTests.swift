import Foundation
import Testing

/// The README's Installation section holds the repository's URL; every other mention in the
/// repository must be that URL, so a move changes one place and this test names the rest.
@Suite("Installation: the README's URL everywhere, a requirement that exists, real products")
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

  /// The URL of `.package(url:)` in the section.
  static let url = matches(#"\.package\(url: "([^"]+)""#, in: section).first ?? ""

  /// SwiftPM's identity of a package given by URL: the last path component, lowercased,
  /// without `.git` (what `.product(name:package:)` names).
  static var identity: String {
    var name = url.split(separator: "/").last.map(String.init) ?? ""
    if name.hasSuffix(".git") { name.removeLast(4) }
    return name.lowercased()
  }

  /// The text files of the repository that could mention it.
  static let files: [String] = {
    var files = ["README.md", "CHANGELOG.md", "CONTRIBUTING.md", "Package.swift"]
    for folder in ["Documentation", "Sources", "Examples", "Scripts", "Tests", "Tools", "Fuzz"] {
      let url = SwiftSnippet.root.appendingPathComponent(folder)
      let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
      while let file = walker?.nextObject() as? URL {
        guard ["md", "swift", "sh", "py", "json", "yml"].contains(file.pathExtension) else {
          continue
        }
        files.append(file.path.replacingOccurrences(of: SwiftSnippet.root.path + "/", with: ""))
      }
    }
    return files
  }()

  @Test func theReadmeSaysHowToInstall() {
    #expect(
      Self.url.range(of: #"^https://github\.com/[^/]+/[^/.]+$"#, options: .regularExpression)
        != nil, "\(Self.url)")
    for step in [
      "File › Add Package Dependencies…", "`\(Self.url)`", "Branch",
      ".package(url: \"\(Self.url)\"",
      ".product(name: \"AppDimensDynamic\", package: \"\(Self.identity)\")",
      ".product(name: \"AppDimensPower\", package: \"\(Self.identity)\")", "Swift 6.0",
      "import AppDimensDynamic", "import AppDimens`", "import AppDimensPower",
    ] {
      #expect(Self.section.contains(step), "the Installation section lacks \(step)")
    }
    // The products it names are products of the manifest.
    let manifest = Self.text("Package.swift") ?? ""
    for product in Self.matches(#"\.product\(name: "([A-Za-z]+)""#, in: Self.section) {
      #expect(manifest.contains("\"\(product)\""), "\(product) is not a product")
    }
  }

  @Test func everyMentionIsTheReadmesURL() throws {
    let name = try #require(
      Self.url.split(separator: "/").suffix(2).joined(separator: "/").nilIfEmpty)
    for file in Self.files {
      guard let text = Self.text(file) else { continue }
      for given in Self.matches(#"\.package\(url:\s*"([^"]*)""#, in: text) {
        #expect(given == Self.url, "\(file): .package(url: \"\(given)\")")
      }
      let pattern =
        #"(https?://[^\s"'<>)\]`]*"# + NSRegularExpression.escapedPattern(for: name)
        + #"[^\s"'<>)\]`]*)"#
      for mention in Self.matches(pattern, in: text) {
        #expect(mention == Self.url, "\(file): \(mention)")
      }
      guard file.hasSuffix(".md") else { continue }
      for package in Self.matches(#"\.product\(name: "[^"]+", package: "([^"]+)"\)"#, in: text) {
        #expect(package == Self.identity, "\(file): package: \"\(package)\"")
      }
    }
  }

  /// Until a version is released (the changelog has only "Unreleased"), the README asks for the
  /// `main` branch; after, for the latest release.
  @Test func theRequirementIsAVersionThatExists() throws {
    let changelog = try #require(Self.text("CHANGELOG.md"))
    let versions = Self.matches(#"(?m)^## \[?v?([0-9]+\.[0-9]+\.[0-9]+)"#, in: changelog)
    let requirements = Self.matches(
      #"\.package\(url: "[^"]+", ([a-z]+: "[^"]+")\)"#, in: Self.section)
    #expect(!requirements.isEmpty)
    for requirement in requirements {
      if let latest = versions.first {
        #expect(requirement == "from: \"\(latest)\"", "\(requirement)")
      } else {
        #expect(requirement == "branch: \"main\"", "no version is released: \(requirement)")
      }
    }
  }
}

extension String {
  /// Nil for the empty string.
  fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
