import Foundation

@testable import AppDimensCommandLine

/// One Swift statement of the package's documentation, exactly as a reader pastes it: every
/// ```swift block of README.md and of the DocC catalogs is split into statements (a statement
/// runs over the lines its parentheses and brackets span, and the lines that continue it with
/// `.member`; a line that opens or closes a `{ }` block is one of its own), each kept as
/// written, comments included. Together the statements, the blank lines and the comment-only
/// lines are every line of every block.
struct SwiftSnippet: Sendable, CustomStringConvertible {
  /// The statement's lines exactly as written, joined by line breaks.
  let written: String
  /// What the test pastes: the block's earlier declarations the statement uses (as written),
  /// then the statement, one per line.
  let pasted: String
  /// `pasted` without comments, each statement on one line with its spaces collapsed, the
  /// statements joined by "; ": the key of its Swift twin in `PastedSwiftTests.swift`.
  let key: String
  /// The statement alone, as in `key`: the key of what it is when it is not a number.
  let statement: String
  /// The number its trailing comment promises (`// 13`, `// 20.8: …`), if any.
  let promised: Double?
  /// The window of the block: command-line flags and the same configuration built in Swift.
  let window: SnippetWindow
  /// The file, relative to the package root, and the statement's first line in it.
  let file: String
  let line: Int
  /// Whether the statement is structure around values rather than a value: an `import`, a
  /// line that opens or closes a block (`struct ContentView: View {`, `}`), a macro (`#Preview`),
  /// `@main`, an argument of a package manifest (`dependencies: […]`).
  let isStructure: Bool

  var description: String { "\(file):\(line): \(written)" }

  /// The package root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// README.md and every Markdown file of a DocC catalog, relative to the root, sorted.
  static let files: [String] = {
    var files = ["README.md"]
    let sources = root.appendingPathComponent("Sources")
    let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let url = walker?.nextObject() as? URL {
      if url.pathExtension == "md", url.path.contains(".docc/") {
        files.append(url.path.replacingOccurrences(of: root.path + "/", with: ""))
      }
    }
    return files.sorted()
  }()

  /// Every ```swift block of every file: its lines with their line numbers.
  static let blocks: [(file: String, lines: [(number: Int, text: String)])] = files.flatMap {
    file -> [(file: String, lines: [(number: Int, text: String)])] in
    guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    else { return [] }
    return blocks(text).map { (file, $0) }
  }

  /// Every snippet, in file order.
  static let all: [SwiftSnippet] = blocks.flatMap { snippets(in: $0.lines, file: $0.file) }

  /// The bodies of the ```swift blocks of a Markdown text, with 1-based line numbers.
  static func blocks(_ text: String) -> [[(number: Int, text: String)]] {
    var blocks: [[(number: Int, text: String)]] = []
    var current: [(number: Int, text: String)]?
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if current == nil, trimmed == "```swift" {
        current = []
      } else if let lines = current, trimmed == "```" {
        blocks.append(lines)
        current = nil
      } else {
        current?.append((index + 1, line))
      }
    }
    return blocks
  }

  /// One line read as Swift: its code without the `//` comment, the comment, and how it
  /// changes the depth of parentheses and brackets (strings and comments skipped).
  struct Line {
    let text: String
    let code: String
    let comment: String
    let depthChange: Int

    init(_ text: String) {
      self.text = text
      var code = ""
      var comment = ""
      var change = 0
      var inString = false
      var characters = Array(text)[...]
      while let c = characters.popFirst() {
        if inString {
          code.append(c)
          if c == "\\", let escaped = characters.popFirst() {
            code.append(escaped)
          } else if c == "\"" {
            inString = false
          }
        } else if c == "/", characters.first == "/" {
          comment = String(characters.dropFirst())
          break
        } else {
          code.append(c)
          if c == "\"" { inString = true }
          if "([".contains(c) { change += 1 }
          if ")]".contains(c) { change -= 1 }
        }
      }
      self.code = code
      self.comment = comment.trimmingCharacters(in: .whitespaces)
      self.depthChange = change
    }

    /// The code without surrounding spaces.
    var trimmed: String { code.trimmingCharacters(in: .whitespaces) }
  }

  /// The statements of a block: the indices of their lines. Blank and comment-only lines
  /// between statements belong to none.
  static func statements(_ lines: [Line]) -> [[Int]] {
    var statements: [[Int]] = []
    var current: [Int]?
    var depth = 0
    for (index, line) in lines.enumerated() {
      let code = line.trimmed
      if code.isEmpty {
        if current != nil, depth > 0 { current?.append(index) }
        continue
      }
      let continues =
        depth > 0 || (code.hasPrefix(".") && !code.hasPrefix("...")) || code.hasPrefix(")")
        || code.hasPrefix("]")
      if continues, current != nil {
        current?.append(index)
      } else {
        if let current { statements.append(current) }
        current = [index]
      }
      depth += line.depthChange
      // A line that opens or closes a block is a statement of its own.
      if depth <= 0, code.hasSuffix("{") || code.hasPrefix("}"), let unit = current {
        statements.append(unit)
        current = nil
        depth = 0
      }
    }
    if let current { statements.append(current) }
    return statements
  }

  /// `lines` as one line of code: comments dropped, continuation lines glued as Swift reads
  /// them, spaces collapsed.
  static func flattened(_ lines: [Line]) -> String {
    var text = ""
    for line in lines {
      let code = line.trimmed
      if code.isEmpty { continue }
      let glue =
        text.isEmpty || code.hasPrefix(".") || code.hasPrefix(")") || code.hasPrefix("]")
          || text.hasSuffix("(") || text.hasSuffix("[") ? "" : " "
      text += glue + code
    }
    return text.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
  }

  /// The name a statement declares (`let padding …`, `@ScaledDimension(…) private var
  /// spacing`), if any.
  static func declaredName(_ code: String) -> String? {
    let modifiers = #"(?:(?:private|fileprivate|internal|public|static|lazy)\s+)*"#
    for pattern in [
      #"^"# + modifiers + #"(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)"#,
      #"^@[A-Za-z]+\(.*\)\s+"# + modifiers + #"var\s+([A-Za-z_][A-Za-z0-9_]*)"#,
    ] {
      guard let regex = try? NSRegularExpression(pattern: pattern),
        let match = regex.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)),
        let range = Range(match.range(at: 1), in: code)
      else { continue }
      return String(code[range])
    }
    return nil
  }

  /// Whether `code` uses `name` as a value (not as a label, a member or the property an
  /// assignment sets).
  static func uses(_ code: String, _ name: String) -> Bool {
    let value =
      code.range(of: #"^[A-Za-z_][\w.?]*\s*=(?!=)"#, options: .regularExpression).map {
        String(code[$0.upperBound...])
      } ?? code
    return value.range(of: #"(?<![.\w])"# + name + #"\b(?!\s*:)"#, options: .regularExpression)
      != nil
  }

  /// The snippets of one block.
  static func snippets(in numbered: [(number: Int, text: String)], file: String)
    -> [SwiftSnippet]
  {
    let lines = numbered.map { Line($0.text) }
    let units = statements(lines)
    let codes = units.map { flattened($0.map { lines[$0] }) }
    var windows: [(name: String, window: SnippetWindow)] = []
    // The declarations so far that are values (a window's declaration is the command's
    // window instead, given by flags), by unit index.
    var declarations: [(name: String, unit: Int)] = []
    var result: [SwiftSnippet] = []
    for (index, unit) in units.enumerated() {
      let code = codes[index]
      let name = declaredName(code)
      let value = code.range(of: #"=\s*"#, options: .regularExpression).map {
        String(code[$0.upperBound...])
      }
      let isWindow =
        name != nil
        && (value?.hasPrefix("DimensConfiguration") == true
          || value?.hasPrefix("DeviceProfile.") == true)
      // The earlier declarations the statement uses, and the ones they use, in block order.
      var needed: Set<Int> = []
      var pending = [index]
      while let next = pending.popLast() {
        for declaration in declarations where declaration.unit < next {
          guard declaration.name != declaredName(codes[next]),
            uses(codes[next], declaration.name),
            declarations.last(where: { $0.name == declaration.name && $0.unit < next })?.unit
              == declaration.unit,
            needed.insert(declaration.unit).inserted
          else { continue }
          pending.append(declaration.unit)
        }
      }
      // An argument of a package manifest (`dependencies: […]`, `targets: […]`) is structure
      // too: the manifest around the values.
      let structure =
        code.hasSuffix("{") || code.hasPrefix("}") || code.hasPrefix("import ")
        || code.hasPrefix("#") || code == "@main"
        || code.range(of: #"^[a-z]+: \["#, options: .regularExpression) != nil
      let pastedUnits = (structure ? [] : needed.sorted()) + [index]
      let pasted = pastedUnits.map { units[$0].map { lines[$0].text }.joined(separator: "\n") }
        .joined(separator: "\n")
      let key = pastedUnits.map { codes[$0] }.joined(separator: "; ")
      let named =
        windows.last { uses(key, $0.name) }
        ?? SnippetWindow.undeclared.first { uses(key, $0.key) }.map {
          (name: $0.key, window: $0.value)
        }
      let last = unit.last { !lines[$0].trimmed.isEmpty } ?? unit[0]
      result.append(
        SwiftSnippet(
          written: unit.map { lines[$0].text }.joined(separator: "\n"), pasted: pasted, key: key,
          statement: code,
          promised: promise(lines[last].comment),
          window: (named ?? windows.last)?.window ?? .phone, file: file,
          line: numbered[unit[0]].number, isStructure: structure))
      if let name, isWindow {
        if let value, let declared = SnippetWindow(declaration: value) {
          windows.append((name, declared))
        }
      } else if let name {
        declarations.append((name, index))
      }
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
