/// The command line of `appdimens-bench`.
///
/// ```
/// appdimens-bench [--json] [--filter NAME] [--iterations N] [--runs R] [--allocations]
///                 [--instructions | --instructions-only] [--check] [--list]
///                 [--hot-loop CASE N [--baseline]]
/// ```
struct BenchOptions {
  /// Print the JSON array instead of the table.
  var json = false
  /// Run only cases whose name contains this text (case-insensitive).
  var filter: String?
  /// A fixed number of operations per timed run instead of calibration.
  var iterations: Int?
  /// Interleaved runs per side.
  var runs = 9
  /// Measure allocations per operation under valgrind (slow; Linux).
  var allocations = false
  /// Count instructions per operation of both sides under callgrind (slow; Linux).
  var instructions = false
  /// Count only instructions, of the cases with an instruction goal, and check those goals
  /// (no timing; ``InstructionCheck``).
  var instructionsOnly = false
  /// Exit with status 1 when a goal is missed.
  var check = false
  /// Print the case names and their hot-loop N, one per line.
  var list = false
  /// Run one case's kernel N times and nothing else (for valgrind).
  var hotLoop: (name: String, iterations: Int)?
  /// With `--hot-loop`: run the baseline's kernel instead of ours.
  var hotLoopBaseline = false

  /// The usage text.
  static let usage = """
    usage: appdimens-bench [--json] [--filter NAME] [--iterations N] [--runs R]
                           [--allocations] [--instructions | --instructions-only]
                           [--check] [--list] [--hot-loop CASE N [--baseline]]
    """

  /// Parses the arguments (without the program name), or returns an error message.
  static func parse(_ arguments: [String]) -> Result<BenchOptions, BenchOptionsError> {
    var options = BenchOptions()
    var rest = arguments[...]
    func count(after flag: String) -> Result<Int, BenchOptionsError> {
      guard let text = rest.popFirst(), let value = Int(text), value > 0 else {
        return .failure(BenchOptionsError(message: "\(flag) needs a positive integer"))
      }
      return .success(value)
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--json": options.json = true
      case "--allocations": options.allocations = true
      case "--instructions": options.instructions = true
      case "--instructions-only": options.instructionsOnly = true
      case "--check": options.check = true
      case "--list": options.list = true
      case "--baseline": options.hotLoopBaseline = true
      case "--filter":
        guard let text = rest.popFirst() else {
          return .failure(BenchOptionsError(message: "--filter needs a name"))
        }
        options.filter = text
      case "--iterations":
        switch count(after: argument) {
        case .success(let value): options.iterations = value
        case .failure(let error): return .failure(error)
        }
      case "--runs":
        switch count(after: argument) {
        case .success(let value): options.runs = value
        case .failure(let error): return .failure(error)
        }
      case "--hot-loop":
        guard let name = rest.popFirst() else {
          return .failure(BenchOptionsError(message: "--hot-loop needs a case name and N"))
        }
        switch count(after: argument) {
        case .success(let value): options.hotLoop = (name, value)
        case .failure(let error): return .failure(error)
        }
      case "-h", "--help":
        return .failure(BenchOptionsError(message: usage))
      default:
        return .failure(BenchOptionsError(message: "unknown argument \(argument)\n\(usage)"))
      }
    }
    return .success(options)
  }

  /// Whether `name` passes `--filter`.
  func selects(_ name: String) -> Bool {
    guard let filter else { return true }
    return name.lowercased().contains(filter.lowercased())
  }
}

/// A command-line mistake, with the message to print.
struct BenchOptionsError: Error {
  /// What went wrong.
  var message: String
}
