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

// Policy: a reader that closes the pipe early (`appdimens devices | head -1`) ends the output;
// the exit status stays the command's (0–3), never 141 from SIGPIPE.
signal(SIGPIPE, SIG_IGN)
var input = StandardInput()
var output = StandardOutput.standardOutput
var errors = StandardOutput.standardError
let status = CommandLineTool.run(
  arguments: Array(CommandLine.arguments.dropFirst()), input: &input, output: &output,
  error: &errors)
output.flush()
// Policy: output that could not be written (a full disk) is an input/output failure, exit
// status 3, however the command itself ended.
if let failure = output.failure, !output.isClosedByReader {
  errors.writeLine("error: cannot write to standard output: \(failure)")
  errors.flush()
  exit(CommandLineTool.inputOutputFailure)
}
errors.flush()
exit(status)
