// appdimens-bench: measures the engine against bare arithmetic, map and the replaced design.
//
//   swift run -c release --scratch-path .build/release-bench appdimens-bench [--json] …
//
// See Documentation/Performance.md for what each case measures and the goals.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `text` and a newline to standard error.
func printError(_ text: String) {
  let line = text + "\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
}

let options: BenchOptions
switch BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed): options = parsed
case .failure(let error):
  printError(error.message)
  exit(error.message == BenchOptions.usage ? 0 : 2)
}

let cases = BenchRegistry.all()

if options.list {
  for benchCase in cases {
    let budget = benchCase.allocationsPerOperation.map { "\($0)" } ?? "-"
    print("\(benchCase.name) \(benchCase.hotLoopIterations) \(budget)")
  }
  exit(0)
}

if let hotLoop = options.hotLoop {
  // Only the named case's kernel, N times: what valgrind counts allocations of.
  guard let benchCase = cases.first(where: { $0.name == hotLoop.name }) else {
    printError("unknown case \(hotLoop.name); see --list")
    exit(2)
  }
  let kernels = benchCase.make()
  guard let kernel = options.hotLoopBaseline ? kernels.baseline : kernels.ours else {
    printError("\(hotLoop.name) has no baseline")
    exit(2)
  }
  kernel(hotLoop.iterations)
  exit(0)
}

if options.instructionsOnly {
  exit(InstructionCheck.run(cases, options: options))
}

// A selected case whose instruction goal is relative to another case brings that case along.
let chosen = cases.filter { options.selects($0.name) }
let references = Set(chosen.compactMap { $0.instructionGoal?.reference })
let selected = cases.filter { options.selects($0.name) || references.contains($0.name) }
guard !chosen.isEmpty else {
  printError("no case matches --filter \(options.filter ?? ""); see --list")
  exit(2)
}

let runner = BenchRunner(runs: options.runs, fixedIterations: options.iterations)
let measureAllocations = options.allocations && AllocationProbe.isAvailable()
if options.allocations && !measureAllocations {
  printError("--allocations: valgrind not found; allocs/op left empty")
}
let countInstructions = options.instructions && AllocationProbe.isAvailable()
if options.instructions && !countInstructions {
  printError("--instructions: valgrind not found; Ir/op left empty")
}
var results: [BenchResult] = []
for benchCase in selected {
  var result = runner.measure(benchCase)
  if measureAllocations {
    result.allocsPerOp = AllocationProbe.allocationsPerOperation(benchCase)
  }
  if countInstructions {
    let counts = InstructionProbe.instructionsPerOperation(
      benchCase, hasBaseline: result.baselineNsPerOp != nil)
    result.irPerOp = counts?.ours
    result.baselineIrPerOp = counts?.baseline
  }
  results.append(result)
  if !options.json { printError("measured \(benchCase.name)") }
}
for index in results.indices {
  guard let reference = results[index].instructionGoal?.reference else { continue }
  results[index].referenceIrPerOp = results.first { $0.name == reference }?.irPerOp
}
results += BenchRegistry.derived(results)

if options.json {
  print(Report.json(results))
} else {
  print(
    Report.table(
      results, allocationsMeasured: measureAllocations, instructionsCounted: countInstructions),
    terminator: "")
}
let unchecked = results.filter { $0.instructionGoal != nil && $0.meetsInstructionGoal == nil }
if !unchecked.isEmpty {
  printError(
    "instruction goals not checked (add --instructions): "
      + unchecked.map(\.name).joined(separator: ", "))
}
let misses = results.filter { !$0.meetsGoal }
if !misses.isEmpty {
  printError("goals missed: " + misses.map(\.name).joined(separator: ", "))
  if options.check { exit(1) }
}
