// Fuzz target: the audit's design-token reader on files built from the bytes as a graph of
// references — tokens whose `$value` is a number or a reference `{g.tN}` to any token
// (itself, a missing one, one further on), with or without a `$type`, in one or two groups,
// some named with control characters, some starting a generated chain of up to 3,000 links.
//
// Half the inputs split the groups over two files read as one design system (the library's
// `DesignSystem`, aliases across files); the others run `appdimens audit -` on one file.
//
// Checks: no trap; no input takes longer than Scripts/fuzz.sh's 5 s timeout (the reader that
// searched the chain at each link took 21.6 s for 2,000 links; the stack depth of longer chains
// is tested on a 1 MiB stack by the unit tests and Scripts/check-cli.sh); the
// verdict agrees with an independent model of the W3C reference rules written here: a circle
// (anywhere) and a missing target of a `fontSize` token are problem rows naming them, the
// tokens the model types as `fontSize` without a problem are the ones audited, and a file where
// none is audited is "nothing audited" (exit 2, problems or not: a gate that checked nothing
// never passes); no output holds a raw control character.

import AppDimens
import AppDimensAudit
import AppDimensCommandLine

/// One token of the model: its group, name, `$type` and value (a number or a target index).
struct ModelToken {
  let path: String
  let type: String?
  let reference: Int?
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let names = ["t", "a b", "x\u{1B}[2J", "é", "bell\u{7}", "a_b", "a-b"]
  let types: [String?] = [nil, nil, "fontSize", "dimension", "color"]
  var tokens: [ModelToken] = []
  let count = 1 + Int(input.byte() % 24)
  let grouped = input.bool()
  for index in 0..<count {
    let name = input.pick(names) + "\(index)"
    let group = grouped && index % 2 == 1 ? "h" : "g"
    let tag = input.byte()
    // A reference to any index up to count + 1: itself, a later token, or none at all.
    let reference = tag & 1 == 1 ? Int(input.byte()) % (count + 2) : nil
    tokens.append(
      ModelToken(path: group + "." + name, type: input.pick(types), reference: reference))
  }
  // Sometimes a long chain: token 0 refers to a chain of `links` tokens ending in 12.
  let links = input.byte() % 8 == 0 ? Int(input.word() % 3_000) : 0
  var chain: [ModelToken] = []
  if links > 0 {
    let start = count + 2  // indices past the model's own tokens and its missing targets
    tokens[0] = ModelToken(path: tokens[0].path, type: tokens[0].type, reference: start)
    for link in 0..<links {
      chain.append(
        ModelToken(
          path: "c.l\(link)", type: nil, reference: link + 1 < links ? start + link + 1 : nil))
    }
  }
  let all =
    tokens + [ModelToken](repeating: ModelToken(path: "", type: nil, reference: nil), count: 2)
    + chain
  // The file: groups in first-appearance order, each token `{"$value": …, "$type"?: …}`.
  func target(_ index: Int) -> String {
    index < all.count && !all[index].path.isEmpty ? all[index].path : "missing.m\(index)"
  }
  var groups: [(String, [String])] = []
  var order: [[Int]] = []  // the indices of each group's tokens: the file order
  let indices = Array(0..<tokens.count) + Array(tokens.count + 2..<all.count)
  for index in indices {
    let token = all[index]
    let split = token.path.firstIndex(of: ".") ?? token.path.endIndex
    let group = String(token.path[..<split])
    let name = String(token.path[token.path.index(after: split)...])
    let value = token.reference.map { JSONText.string("{" + target($0) + "}") } ?? "12"
    let type = token.type.map { ", \"$type\": \(JSONText.string($0))" } ?? ""
    let member = "\(JSONText.string(name)): {\"$value\": \(value)\(type)}"
    if let at = groups.firstIndex(where: { $0.0 == group }) {
      groups[at].1.append(member)
      order[at].append(index)
    } else {
      groups.append((group, [member]))
      order.append([index])
    }
  }
  let file =
    "{"
    + groups.map { "\(JSONText.string($0.0)): {" + $0.1.joined(separator: ", ") + "}" }
    .joined(separator: ", ") + "}"

  // The model, in file order: the first token whose chain is missing or circular is the error.
  func walk(_ start: Int) -> (problem: String?, type: String) {
    var seen: Set<Int> = [start]
    var current = start
    var type = all[start].type
    while let next = all[current].reference {
      guard next < all.count, !all[next].path.isEmpty else {
        return ("no token", type ?? "dimension")
      }
      guard seen.insert(next).inserted else { return ("circular reference", type ?? "dimension") }
      current = next
      if type == nil { type = all[current].type }
    }
    return (nil, type ?? "dimension")
  }
  var problems: Set<String> = []
  var audited = 0
  // (The generated chain's tokens are untyped and end in 12: dimensions, never a problem; the
  // model walks it once, from token 0, so it stays linear.)
  for index in order.joined() where index < tokens.count {
    let (problem, type) = walk(index)
    if problem == "circular reference" || (problem != nil && type == "fontSize") {
      problems.insert(problem ?? "")
    } else if problem == nil, type == "fontSize" {
      audited += 1
    }
  }

  if input.bool() {
    // Two files: the first group in one, the rest in the other.
    let members = groups.map { "\(JSONText.string($0.0)): {" + $0.1.joined(separator: ", ") + "}" }
    let files = [
      DesignSystem.File(name: "a.json", bytes: Array(("{" + (members.first ?? "") + "}").utf8)),
      DesignSystem.File(
        name: "b.json", bytes: Array(("{" + members.dropFirst().joined(separator: ", ") + "}").utf8)
      ),
    ]
    guard let system = try? DesignSystem(files: files) else {
      violated("unreadable: \(files.map(\.name))")
    }
    let messages = system.problems.map(\.message)
    for problem in problems where !messages.contains(where: { $0.contains(problem) }) {
      violated("expected '\(problem)' among \(messages.prefix(3))")
    }
    if problems.isEmpty, !messages.isEmpty { violated("unexpected problems \(messages.prefix(3))") }
    guard system.tokens.count == audited else {
      violated("expected \(audited) audited, read \(system.tokens.count)")
    }
    return 0
  }

  let run = ToolRun(
    ["audit", "-", "--devices", "iPhoneSE3", "--categories", "large"], input: Array(file.utf8))
  run.checkStreams()
  let (status, output, errors) = (run.status, run.output, run.errors)
  if audited == 0 {
    guard status == 2, errors.lines.first?.contains("nothing audited") == true else {
      violated("expected nothing audited, got status \(status): \(errors.lines.prefix(1))")
    }
  } else {
    let summary = output.lines.last ?? ""
    guard status == 0 || status == 1, errors.text.isEmpty,
      summary.contains("(\(audited) of ")
    else {
      violated("expected \(audited) audited, got status \(status): \(summary) \(errors.lines)")
    }
    for problem in problems where !output.text.contains(problem) {
      violated("expected '\(problem)' in the report: \(output.lines.suffix(4))")
    }
  }
  return 0
}
