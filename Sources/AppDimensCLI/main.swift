// The `appdimens` executable: wires the process's streams to `CommandLineTool` and exits with
// its status. Every behaviour lives in the AppDimensCommandLine library.

import AppDimensCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

var input = StandardInput()
var output = StandardOutput.standardOutput
var errors = StandardOutput.standardError
let status = CommandLineTool.run(
  arguments: Array(CommandLine.arguments.dropFirst()), input: &input, output: &output,
  error: &errors)
output.flush()
errors.flush()
exit(status)
