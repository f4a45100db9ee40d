import Foundation

@testable import AppDimensCommandLine

/// The Swift statements of the package's documentation, read the way a reader pastes them:
/// every ```swift block of README.md and of the DocC catalogs, split into top-level statements
/// (continuation lines joined), with the window each block declares and the values its `let`s
/// name substituted in.
struct SwiftSnippet: Sendable, CustomStringConvertible {
  /// The statement as written, lines joined (`16.scaledDp.screen(…).resolve(configuration)`).
  let written: String
  /// The statement with the block's other `let` values pasted in for their names.
  let pasted: String
  /// The number its trailing comment promises (`// 13`, `// 20.8: …`), if any.
  let promised: Double?
  /// The window of the block: command-line flags and the same configuration built in Swift.
  let window: SnippetWindow
  /// Where it was found, for messages.
  let file: String

  var description: String { "\(file): \(written)" }

  /// Every snippet of README.md and the DocC catalogs, in file order.
  static let all: [SwiftSnippet] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    var files = [root.appendingPathComponent("README.md")]
    let sources = root.appendingPathComponent("Sources")
    let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let url = walker?.nextObject() as? URL {
      if url.pathExtension == "md", url.path.contains(".docc/") { files.append(url) }
    }
    files.sort { $0.path < $1.path }
    return files.flatMap { url -> [SwiftSnippet] in
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
      let name = url.path.replacingOccurrences(of: root.path + "/", with: "")
      return blocks(text).flatMap { snippets(in: $0, file: name) }
    }
  }()

  /// The bodies of the ```swift blocks of a Markdown text.
  static func blocks(_ text: String) -> [[String]] {
    var blocks: [[String]] = []
    var current: [String]?
    for line in text.components(separatedBy: "\n") {
      if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
        current = []
      } else if let lines = current, line.trimmingCharacters(in: .whitespaces) == "```" {
        blocks.append(lines)
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// A statement: its joined code and the comment of its last line.
  static func statements(_ lines: [String]) -> [(code: String, comment: String)] {
    var statements: [(code: String, comment: String)] = []
    var depth = 0
    for raw in lines {
      let (code, comment) = split(raw)
      let trimmed = code.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { continue }
      let continues = depth > 0 || trimmed.hasPrefix(".") || trimmed.hasPrefix(")")
      if continues, var last = statements.popLast() {
        let glue =
          trimmed.hasPrefix(".") || trimmed.hasPrefix(")") || last.code.hasSuffix("(") ? "" : " "
        last.code += glue + trimmed
        last.comment = comment
        statements.append(last)
      } else if code.first == " " {
        continue  // inside a type or a closure: not a top-level statement
      } else {
        statements.append((trimmed, comment))
      }
      for character in trimmed {
        if "([".contains(character) { depth += 1 } else if ")]".contains(character) { depth -= 1 }
      }
    }
    return statements
  }

  /// A line without its `//` comment, and the comment.
  static func split(_ line: String) -> (String, String) {
    guard let range = line.range(of: "//") else { return (line, "") }
    return (String(line[..<range.lowerBound]), String(line[range.upperBound...]))
  }

  /// The snippets of one block.
  static func snippets(in lines: [String], file: String) -> [SwiftSnippet] {
    var windows: [(name: String, window: SnippetWindow)] = []
    var values: [(name: String, text: String)] = []
    var result: [SwiftSnippet] = []
    for (code, comment) in statements(lines) {
      let skipped = [
        "import ", "@", "#", "}", "struct ", "final ", "class ", "var ", "func ", "for ", "if ",
        "guard ", "return ",
      ]
      if skipped.contains(where: code.hasPrefix)
        || code.range(of: #"^[a-z]+:"#, options: .regularExpression) != nil
      {
        continue
      }
      var expression = code
      if let match = code.range(of: #"^let [A-Za-z]+(: [^=]+)? = "#, options: .regularExpression) {
        let name = code.dropFirst(4).prefix { $0.isLetter }
        expression = String(code[match.upperBound...])
        if let declared = SnippetWindow(declaration: expression) {
          windows.append((String(name), declared))
          continue
        }
        values.append((String(name), expression))
      }
      var pasted = expression
      for (name, text) in values where text != expression {
        pasted = pasted.replacingOccurrences(
          of: #"\b\#(name)\b(?!:)"#, with: "(\(text))", options: .regularExpression)
      }
      // The window the snippet names, else the block's last one, else the README's phone.
      let named =
        windows.last { pasted.range(of: #"\b\#($0.name)\b"#, options: .regularExpression) != nil }
        ?? SnippetWindow.undeclared.first { pasted.contains($0.key + ",") }.map {
          (name: $0.key, window: $0.value)
        }
      result.append(
        SwiftSnippet(
          written: expression, pasted: pasted, promised: promise(comment),
          window: (named ?? windows.last)?.window ?? .phone, file: file))
    }
    return result
  }

  /// The number a comment starts with when it states the value (`13`, `20.8: …`, `195 on …`),
  /// not a factor (`20 × …`).
  static func promise(_ comment: String) -> Double? {
    let text = comment.trimmingCharacters(in: .whitespaces)
    guard
      let range = text.range(
        of: #"^-?[0-9]+(\.[0-9]+)?(?=$|:| \(| on | at |\s{2})"#,
        options: .regularExpression)
    else { return nil }
    return Double(text[range])
  }
}

/// A window a snippet block declares, as `appdimens` flags and as the Swift configuration.
struct SnippetWindow: Sendable {
  let flags: [String]
  let configuration: DimensConfiguration?

  /// The README's phone, for blocks that use a configuration they do not declare.
  static let phone = SnippetWindow(
    flags: ["--width", "390", "--height", "844", "--idiom", "phone"],
    configuration: DimensConfiguration(screenWidth: 390, screenHeight: 844, idiom: .phone))

  /// The windows documentation blocks name without declaring them.
  static let undeclared: [String: SnippetWindow] = [
    "watchAtAX5": SnippetWindow(
      flags: [
        "--width", "198", "--height", "242", "--scale", "2", "--idiom", "watch", "--category",
        "AX5",
      ],
      configuration: DimensConfiguration(
        screenWidth: 198, screenHeight: 242, displayScale: 2, contentSizeCategory: .accessibility5,
        idiom: .watch)),
    "appleTVAtAX3": SnippetWindow(
      flags: ["--width", "1920", "--height", "1080", "--idiom", "tv", "--category", "AX3"],
      configuration: DimensConfiguration(
        screenWidth: 1920, screenHeight: 1080, contentSizeCategory: .accessibility3, idiom: .tv)),
  ]

  init(flags: [String], configuration: DimensConfiguration?) {
    self.flags = flags
    self.configuration = configuration
  }

  /// The window of `DimensConfiguration(screenWidth: …)` or
  /// `DeviceProfile.X.configuration(orientation: …, split: …, category: …)`, else nil.
  init?(declaration text: String) {
    func value(_ label: String) -> String? {
      guard let range = text.range(of: label + #": \.?[A-Za-z0-9.]+"#, options: .regularExpression)
      else { return nil }
      return text[range].dropFirst(label.count + 2).replacingOccurrences(
        of: ".", with: "", options: [.anchored])
    }
    let category = value("contentSizeCategory").flatMap(ContentSizeCategory.init(rawValue:))
    if text.hasPrefix("DimensConfiguration("), let w = value("screenWidth").flatMap(Double.init),
      let h = value("screenHeight").flatMap(Double.init)
    {
      let scale = value("displayScale").flatMap(Double.init) ?? 1
      let idiom = value("idiom").flatMap(DeviceIdiom.init(rawValue:)) ?? .unspecified
      let frame = Self.designFrame(text)
      flags =
        ["--width", "\(w)", "--height", "\(h)", "--scale", "\(scale)", "--idiom", idiom.rawValue]
        + (category.map { ["--category", $0.rawValue] } ?? [])
        + (frame.map { ["--design-frame", "\($0.width)x\($0.height)"] } ?? [])
      configuration = DimensConfiguration(
        screenWidth: w, screenHeight: h, displayScale: scale,
        contentSizeCategory: category ?? .large, idiom: idiom, designFrame: frame)
    } else if text.hasPrefix("DeviceProfile."), let dot = text.dropFirst(14).firstIndex(of: ".") {
      let identifier = String(text.dropFirst(14)[..<dot])
      guard let device = DeviceCatalog.all.first(where: { $0.identifier == identifier }) else {
        return nil
      }
      let landscape = value("orientation") == "landscape"
      let split: SplitFraction? =
        switch value("split") {
        case "oneThird": .oneThird
        case "half": .half
        case "twoThirds": .twoThirds
        default: nil
        }
      let chosen = value("category").flatMap(ContentSizeCategory.init(rawValue:))
      flags =
        ["--device", identifier] + (landscape ? ["--landscape"] : [])
        + (split.map { ["--split", $0.label] } ?? [])
        + (chosen.map { ["--category", $0.rawValue] } ?? [])
      let orientation: Orientation = landscape ? .landscape : .portrait
      configuration =
        split.map { device.configuration(orientation: orientation, split: $0, category: chosen) }
        ?? device.configuration(orientation: orientation, category: chosen)
    } else {
      return nil
    }
  }

  /// The `designFrame: DesignFrame(width: W, height: H)` of a declaration, if any.
  static func designFrame(_ text: String) -> DesignFrame? {
    guard
      let range = text.range(
        of: #"DesignFrame\(width: [0-9.]+, height: [0-9.]+\)"#, options: .regularExpression)
    else { return nil }
    let numbers = text[range].split(whereSeparator: { !"0123456789.".contains($0) })
      .compactMap { Double($0) }
    guard numbers.count == 2 else { return nil }
    return DesignFrame(width: numbers[0], height: numbers[1])
  }
}
