// Fuzz target: the breakpoint table literal (`Breakpoints<Double>(parsing:)`, the expression
// language's dictionary literal) on arbitrary bytes.
//
// Checks: no trap (nesting included); an error names a column inside the text (1…count + 1)
// and describes itself; a parsed table prints a literal that parses back to the same table;
// its values are finite; it resolves without trapping.

import AppDimens
import AppDimensBreakpoints
import AppDimensCommandLine

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let limit = text.unicodeScalars.count + 1
  do {
    let table = try Breakpoints<Double>(parsing: text)
    if table.entries.contains(where: { !$0.value.isFinite }) { violated("non-finite value") }
    let printed = table.description
    guard let again = try? Breakpoints<Double>(parsing: printed), again == table else {
      violated("\(printed) does not parse back to itself (from \(text.debugDescription))")
    }
    for width in [1.0, 320, 390, 768, 1366, 100_000] {
      _ = table.resolve(DimensConfiguration(screenWidth: width, screenHeight: 700))
    }
    _ = ScalingRule(multipliers: table).scale(16, .baseline)
  } catch {
    guard let column = error.column, (1...limit).contains(column) else {
      violated("column \(String(describing: error.column)) of \(limit)")
    }
    if error.description.isEmpty { violated("empty description") }
  }
  return 0
}
