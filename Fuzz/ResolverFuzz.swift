// Fuzz target: DTCG 2025.10 resolver files (`DesignModes`) built from the bytes — sets that
// include sets (circles, chains deeper than the limit, unknown names), modifiers with many,
// none or repeated contexts and `default`s that name nothing, sources that are missing, not
// JSON, not an object, a resolver themselves, remote or pointers, inline tokens, some names
// with control characters — read, merged, and merged again with breakpoints. One input in four
// is Tokens Studio's `$themes.json` instead: themes with repeated names and groups, statuses
// good and bad, sets missing, malformed, outside the folder, ordered or not by the
// `$metadata.json` beside it.
//
// Checks: no trap; no input takes longer than Scripts/fuzz.sh's 5 s timeout; at most 64
// modes; every problem row of the resolver names a place in it (`file:line:column`); a mode
// never reports a token "defined again" across files (a later source overrides); merging is a
// function of the modes (every merged token's path starts with a path some mode read). (The
// library's messages may hold a file name's control characters; the tool escapes them on
// output, which the audit's fuzz targets check.)

import AppDimens
import AppDimensTokens

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let fileNames = [
    "a.json", "b.json", "missing.json", "bad.json", "r.json", "x\u{1B}.json", "list.json",
  ]
  let files: [String: String] = [
    "a.json": ##"{"s": {"body": {"$type": "fontSize", "$value": "10px"}}}"##,
    "b.json":
      ##"{"s": {"body": {"$type": "fontSize", "$value": "20px"}, "t": {"$type": "fontSize", "$value": {"value": 1, "unit": "rem"}}}}"##,
    "bad.json": ##"{"s": "##,
    "r.json": ##"{"version": "2025.10", "resolutionOrder": []}"##,
    "x\u{1B}.json": ##"{"s": {"body": {"$type": "fontSize", "$value": "{s.t}"}}}"##,
    "list.json": "[1, 2]",
    "$metadata.json": ##"{"tokenSetOrder": ["b", "a", "x\u001B", "missing"]}"##,
  ]
  func source() -> String {
    switch input.byte() % 8 {
    case 0: return ##"{"$ref": "#/sets/s\##(input.byte() % 6)"}"##
    case 1: return ##"{"$ref": "#/modifiers/m\##(input.byte() % 3)"}"##
    case 2: return ##"{"inline": {"$type": "fontSize", "$value": 1}}"##
    case 3: return ##"{"$ref": "https://example.com/a.json"}"##
    case 4: return ##"{"$ref": "a.json#/s"}"##
    case 5: return "\"a.json\""
    default: return ##"{"$ref": "./d/../\##(input.pick(fileNames))"}"##
    }
  }
  func sources() -> String {
    "[" + (0..<Int(input.byte() % 5)).map { _ in source() }.joined(separator: ", ") + "]"
  }
  // A chain of up to 40 sets, s0 → s1 → …, or a few sets of random sources.
  var sets: [String] = []
  if input.byte() % 4 == 0 {
    let links = Int(input.byte() % 40)
    for link in 0..<links {
      sets.append(##""s\##(link)": {"sources": [{"$ref": "#/sets/s\##(link + 1)"}]}"##)
    }
    sets.append(##""s\##(links)": {"sources": [{"$ref": "a.json"}]}"##)
  } else {
    for index in 0..<Int(input.byte() % 6) {
      sets.append("\"s\(index)\": {\"sources\": \(sources())}")
    }
  }
  var modifiers: [String] = []
  for index in 0..<Int(input.byte() % 3) {
    let count = input.byte() % 8 == 0 ? Int(input.byte()) : Int(input.byte() % 4)
    let contexts = (0..<count).map { "\"c\($0 % 50)\": \(sources())" }.joined(separator: ", ")
    let fallback = input.bool() ? ", \"default\": \"c\(input.byte() % 5)\"" : ""
    modifiers.append("\"m\(index)\": {\"contexts\": {\(contexts)}\(fallback)}")
  }
  let order = (0..<Int(input.byte() % 6)).map { _ in
    input.bool()
      ? ##"{"$ref": "#/sets/s\##(input.byte() % 6)"}"##
      : ##"{"$ref": "#/modifiers/m\##(input.byte() % 4)"}"##
  }
  let themes = input.byte() % 4 == 0
  let resolver =
    themes
    ? themesFile(&input)
    : "{\"version\": \"\(input.bool() ? "2025.10" : "1")\", \"sets\": {"
      + sets.joined(separator: ", ")
      + "}, \"modifiers\": {" + modifiers.joined(separator: ", ") + "}, \"resolutionOrder\": ["
      + order.joined(separator: ", ") + "]}"
  let name = themes ? "dir/$themes.json" : "dir/design.resolver.json"
  let modes: DesignModes?
  do throws(DesignSystem.ReadError) {
    modes = try DesignModes(files: [.init(name: name, bytes: Array(resolver.utf8))]) { path in
      guard path.hasPrefix("dir/"), let text = files[String(path.dropFirst(4))] else {
        return .failure(.init(message: "no such file"))
      }
      return .success(Array(text.utf8))
    }
  } catch {
    return 0
  }
  guard let modes else { fatalError("a resolver was not read as one: \(resolver)") }
  guard modes.modes.count <= 64, modes.modes.count == modes.systems.count else {
    fatalError("\(modes.modes.count) modes")
  }
  for problem in modes.problems {
    if let location = problem.location, location.file == name { continue }
    // A source that is not JSON names its own file and place.
    guard problem.description.hasPrefix("dir/") else { fatalError("no place: \(problem)") }
  }
  for system in modes.systems {
    for problem in system.problems where problem.message.hasPrefix("defined again") {
      // Only one file defining a path twice is a problem; across files a source overrides.
      guard let location = problem.location, problem.message.contains(location.file + ":") else {
        fatalError("defined again across files: \(problem)")
      }
    }
  }
  let read = Set(modes.systems.flatMap { $0.tokens.map(\.path) })
  for breakpoints in [
    [], [DesignModes.Breakpoint(context: "c0", width: 0), .init(context: "c1", width: 600)],
  ] {
    guard let merged = try? modes.merged(breakpoints: breakpoints) else { continue }
    for token in merged.tokens {
      let path = token.path.split(separator: " ").first.map(String.init) ?? ""
      guard read.contains(path) else { fatalError("merged an unread path: \(token.path)") }
      _ = token.value(in: DimensConfiguration(screenWidth: 700, screenHeight: 900))
    }
  }
  return 0
}

/// A Tokens Studio `$themes.json` built from the bytes: up to 70 themes (past the 64 limit),
/// names and groups from small sets (so some repeat), each selecting up to 6 sets.
func themesFile(_ input: inout FuzzInput) -> String {
  let sets = ["a", "b", "missing", "bad", "r", "list", "../a", "x\u{1B}", "", "/a"]
  let statuses = ["\"enabled\"", "\"source\"", "\"disabled\"", "\"on\"", "1"]
  let count = input.byte() % 8 == 0 ? 70 : Int(input.byte() % 6)
  let entries = (0..<count).map { _ -> String in
    if input.byte() % 16 == 0 { return "\"not a theme\"" }
    let selected = (0..<Int(input.byte() % 7)).map { _ in
      "\"\(input.pick(sets))\": \(input.pick(statuses))"
    }.joined(separator: ", ")
    let group = input.bool() ? ", \"group\": \"g\(input.byte() % 3)\"" : ""
    return "{\"name\": \"t\(input.byte() % 8)\"\(group), \"selectedTokenSets\": {\(selected)}}"
  }
  return "[" + entries.joined(separator: ", ") + "]"
}
