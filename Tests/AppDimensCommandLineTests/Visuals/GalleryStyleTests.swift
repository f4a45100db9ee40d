import Testing

@testable import AppDimensCommandLine

@Suite("GalleryStyle: inline CSS that is the same in HTML and XML")
struct GalleryStyleTests {
  @Test func noMarkupCharactersAndNoExternalResources() {
    for rule in GalleryStyle.css {
      #expect(!rule.contains("<") && !rule.contains(">") && !rule.contains("&"), "\(rule)")
      #expect(!rule.contains("url(") && !rule.contains("@import"), "\(rule)")
    }
  }

  @Test func bracesBalance() {
    for rule in GalleryStyle.css {
      #expect(rule.filter { $0 == "{" }.count == rule.filter { $0 == "}" }.count, "\(rule)")
    }
  }

  @Test func systemFontsOnly() {
    #expect(GalleryStyle.fontStack.hasPrefix("system-ui"))
    #expect(GalleryStyle.fontStack.hasSuffix("sans-serif"))
  }
}
