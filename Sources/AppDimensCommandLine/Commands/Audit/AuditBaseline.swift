/// The violations a team has accepted: an earlier `appdimens audit --format json` report, read
/// back as keys (token, rule, device, orientation, pane), so CI fails only on new violations.
///
/// ```
/// appdimens audit tokens.json --format json --out audit-baseline.json   # once, reviewed
/// appdimens audit tokens.json --baseline audit-baseline.json            # in CI
/// ```
///
/// Values, limits and categories in the file are ignored, so a known violation stays known
/// when its numbers move. The file must be such a report: anything else is an error naming the
/// line and column.
struct AuditBaseline {
  /// The accepted violations.
  let keys: Set<DesignViolation.Key>

  /// Reads the baseline in `bytes`, naming the file `name` in errors.
  init(bytes: [UInt8], name: String) throws(UsageError) {
    let document: JSONDocument
    do throws(JSONDocument.FileError) {
      document = try JSONDocument(bytes: bytes, fileName: name)
    } catch {
      throw UsageError(error.message)
    }
    func failure(_ node: JSONDocument.Node, _ message: String) -> UsageError {
      let position = document.position(of: node.offset)
      return UsageError("\(name):\(position.line):\(position.column): \(message)")
    }
    guard let list = document.root.member("violations")?.node,
      case .array(let entries) = list.value
    else {
      throw failure(
        document.root, "expected an audit report: an object with a \"violations\" array")
    }
    var keys: Set<DesignViolation.Key> = []
    for entry in entries {
      func text(_ key: String) throws(UsageError) -> String {
        guard case .string(let value)? = entry.member(key)?.node.value else {
          throw failure(entry, "a violation needs a string \"\(key)\"")
        }
        return value
      }
      let rule = try text("rule")
      let orientation = try text("orientation")
      let pane = try text("pane")
      guard let parsedRule = DesignRule(id: rule) else {
        throw failure(entry, "unknown rule '\(UsageError.shown(rule))'")
      }
      guard let parsedOrientation = Orientation(rawValue: orientation) else {
        throw failure(entry, "unknown orientation '\(UsageError.shown(orientation))'")
      }
      guard let parsedPane = SplitFraction(parsing: pane) else {
        throw failure(entry, "unknown pane '\(UsageError.shown(pane))'")
      }
      keys.insert(
        DesignViolation.Key(
          token: try text("token"), rule: parsedRule, device: try text("device"),
          orientation: parsedOrientation, pane: parsedPane))
    }
    self.keys = keys
  }
}
