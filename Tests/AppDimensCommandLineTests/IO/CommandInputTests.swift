import Testing

@testable import AppDimensCommandLine

@Suite("CommandInput: lines from memory, CRLF, truncation")
struct CommandInputTests {
  func lines(_ input: BufferedInput) -> [InputLine] {
    var input = input
    var lines: [InputLine] = []
    while let line = input.readLine() { lines.append(line) }
    return lines
  }

  @Test func splitsOnNewlines() {
    let read = lines(BufferedInput("a\nb\r\n\nc"))
    #expect(read.map { String(decoding: $0.bytes, as: UTF8.self) } == ["a", "b", "", "c"])
    #expect(lines(BufferedInput("a\n")).count == 1)
    #expect(lines(BufferedInput("")).isEmpty)
  }

  @Test func keepsInvalidUTF8() {
    #expect(lines(BufferedInput(bytes: [0xFF, 0x0A])).first?.bytes == [0xFF])
  }

  @Test func cutsOverlongLines() {
    let long = [UInt8](repeating: 0x61, count: InputLine.maximumLength + 5) + [0x0A, 0x62]
    let read = lines(BufferedInput(bytes: long))
    #expect(read.count == 2)
    #expect(read[0].isTruncated && read[0].bytes.count == InputLine.maximumLength)
    #expect(read[1] == InputLine(bytes: [0x62]))
  }

  /// A blank line is blank whatever its length: 2 MiB of spaces is cut and still blank.
  @Test func overlongBlankLinesAreBlank() {
    let spaces = [UInt8](repeating: 0x20, count: 2 << 20)
    let read = lines(BufferedInput(bytes: spaces + [0x0A] + spaces + [0x61]))
    #expect(read.count == 2)
    #expect(read[0].isTruncated && read[0].isBlank)
    #expect(read[1].isTruncated && !read[1].isBlank)
    #expect(InputLine(bytes: [0x20, 0x09, 0x0D]).isBlank)
    #expect(!InputLine(bytes: [0x20, 0x7B]).isBlank)
    #expect(!InputLine(bytes: [0x20], isTruncated: true).isBlank)
  }

  @Test func chunksServeTheRest() {
    var input = BufferedInput("first line\nrest")
    _ = input.readLine()
    var bytes: [UInt8] = []
    #expect(input.readChunk(into: &bytes) == 4)
    #expect(bytes == Array("rest".utf8))
    #expect(input.readChunk(into: &bytes) == 0)
  }

  @Test func capturedOutputLines() {
    var output = CapturedOutput()
    output.writeLine("a")
    output.write("b\n")
    #expect(output.lines == ["a", "b"])
    #expect(output.text == "a\nb\n")
  }
}
