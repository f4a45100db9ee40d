import Testing

@testable import AppDimensCommandLine

/// Compiles only when `T` is `Sendable`: the check is the build itself.
func requireSendable<T: Sendable>(_: T.Type) {}

/// Every public type of the command-line module is `Sendable` (house rule), protocols as
/// their existentials; Scripts/check-sendable.sh fails when one is missing from this list.
/// The library modules' types are listed in Tests/AppDimensDynamicTests/Concurrency/.
@Suite("Every public command-line type is Sendable (compile-time)")
struct CommandLineSendableConformanceTests {
  @Test func everyPublicCommandLineTypeIsSendable() {
    requireSendable(CommandLineTool.self)
    requireSendable(JSONLine.self)
    requireSendable(JSONValue.self)
    requireSendable(OutputFormat.self)
    // protocol CommandInput: used only as a generic constraint; its conformers
    // (BufferedInput, StandardInput) are checked below.
    // protocol CommandOutput: used only as a generic constraint; its conformers
    // (CapturedOutput, StandardOutput) are checked below.
    requireSendable(BufferedInput.self)
    requireSendable(CapturedOutput.self)
    requireSendable(CompiledExpression.self)
    requireSendable(ExpressionError.self)
    requireSendable(ExpressionEvaluator.self)
    requireSendable(InputFailure.self)
    requireSendable(InputLine.self)
    requireSendable(JSONLineError.self)
    requireSendable(ResolutionGrid.self)
    requireSendable(ResolutionGrid.Row.self)
    requireSendable(ResolutionGrid.Subject.self)
    requireSendable(StandardInput.self)
    requireSendable(StandardOutput.self)
    requireSendable(UsageError.self)
    // The tools' shared support module (AppDimensToolSupport).
    requireSendable(DecimalText.self)
    requireSendable(NumberScanner.Grammar.self)
    requireSendable(NumberScanner.Problem.self)
    requireSendable(ControlCharacters.self)
    requireSendable(JSONText.self)
    requireSendable(JSONText.Document.self)
    requireSendable(MonotonicClock.self)
    requireSendable(TabularData.self)
    requireSendable(TabularData.Alignment.self)
    requireSendable(TabularData.Column.self)
  }
}
